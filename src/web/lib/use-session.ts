import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@core/permissions';
import { ApiError, apiGet } from './api';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface SessionOrganization {
  id: string;
  name: string;
  short_name: string;
  deal_id_prefix: string;
  registration_mode: 'open' | 'invite_only' | string;
}

export interface Session {
  user: SessionUser;
  profile: Profile;
  organization: SessionOrganization;
  permissions: string[];
}

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

export function useSession() {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: ({ signal }) => fetchSession(signal) });
  return {
    session: query.data ?? null,
    /** True until the first answer: the session is still being determined. */
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
