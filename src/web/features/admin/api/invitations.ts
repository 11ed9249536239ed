import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationCreate, InvitationView } from '@core/schemas/users';
import { apiDelete, apiGet, apiPost } from '@web/lib/api';
import { adminKeys } from './admin-keys';

/** GET /api/invitations: invitations not yet accepted, revoked or expired. */
export function useInvitations() {
  return useQuery({
    queryKey: adminKeys.invitations,
    queryFn: ({ signal }) => apiGet<{ items: InvitationView[] }>('/api/invitations', signal),
    select: (data) => data.items,
  });
}

/** POST /api/invitations: the server mails the sign-up link. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationCreate) => apiPost<Omit<InvitationView, 'created_at'>>('/api/invitations', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}

/** DELETE /api/invitations/:id: the link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/api/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.invitations }),
  });
}
