import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionView } from '@core/schemas/session';
import { ApiError, apiGet } from './api';

/** The shape of GET /api/session, shared with the server (src/core/schemas/session.ts). */
export type Session = SessionView;
export type SessionUser = SessionView['user'];
export type SessionOrganization = SessionView['organization'];

export const SESSION_QUERY_KEY = ['session'] as const;

/** GET /api/session: 200 → the session, 401 → signed out (null). Anything else is an error. */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiGet<Session>('/api/session', signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => fetchSession(signal) });

export function useSession() {
  const query = useQuery(sessionQuery);
  return {
    session: query.data ?? null,
    /** True until the first answer: the session is still being determined. */
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
