import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from '@web/lib/auth-client';
import { SESSION_QUERY_KEY } from '@web/lib/use-session';

/** Sign out from the navigation: toast on success; a failure is only logged (SPEC §8). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'Sign out failed');
    },
    onSuccess: () => {
      toast('Signed out', { description: 'You have been signed out successfully.' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
      void navigate('/auth', { replace: true });
    },
    onError: (error) => {
      console.error('Sign out failed', error);
    },
  });
}
