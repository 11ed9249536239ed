import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { SESSION_QUERY_KEY, type Session } from '@web/lib/use-session';

/** PUT (a new image) or DELETE /api/profile/picture → the refreshed session, cached in place. */
export function useProfilePicture() {
  const queryClient = useQueryClient();
  const onSuccess = (session: Session) => queryClient.setQueryData(SESSION_QUERY_KEY, session);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<Session>('/api/profile/picture', { method: 'PUT', body });
    },
    onSuccess,
  });
  const remove = useMutation({ mutationFn: () => api<Session>('/api/profile/picture', { method: 'DELETE' }), onSuccess });
  return { upload, remove };
}
