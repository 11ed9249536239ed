import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@core/permissions';
import { apiPatch } from '@web/lib/api';
import { SESSION_QUERY_KEY, type Session } from '@web/lib/use-session';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
}

/** PATCH /api/profile → the updated profile; the session's copy is refreshed in place. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiPatch<Profile>('/api/profile', update),
    onSuccess: (profile) => {
      queryClient.setQueryData<Session | null>(SESSION_QUERY_KEY, (session) =>
        session && profile && typeof profile === 'object' ? { ...session, profile: { ...session.profile, ...profile } } : session,
      );
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
