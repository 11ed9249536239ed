import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@core/permissions';
import type { ProfileUpdate } from '@core/schemas/session';
import { apiPatch } from '@web/lib/api';
import { SESSION_QUERY_KEY, type Session } from '@web/lib/use-session';

export type { ProfileUpdate };

function isSession(value: unknown): value is Session {
  return typeof value === 'object' && value !== null && 'profile' in value && 'user' in value;
}

/** PATCH /api/profile → the refreshed session (or just the profile); the cached session is updated in place. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiPatch<Session | Profile>('/api/profile', update),
    onSuccess: (result) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) => {
        if (isSession(result)) return result;
        return session && result && typeof result === 'object' ? { ...session, profile: { ...session.profile, ...result } } : session;
      });
    },
  });
}
