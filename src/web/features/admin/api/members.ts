import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, MemberUpdate } from '@core/schemas/users';
import { apiGet, apiPatch } from '@web/lib/api';
import { adminKeys } from './admin-keys';

/** GET /api/users: the members of the caller's organization. */
export function useMembers() {
  return useQuery({
    queryKey: adminKeys.members,
    queryFn: ({ signal }) => apiGet<{ items: Member[] }>('/api/users', signal),
    select: (data) => data.items,
  });
}

/** PATCH /api/users/:id: role and active state. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: MemberUpdate & { id: string }) => apiPatch<Member>(`/api/users/${encodeURIComponent(id)}`, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<{ items: Member[] }>(adminKeys.members, (data) =>
        data ? { items: data.items.map((member) => (member.id === updated.id ? updated : member)) } : data,
      );
    },
  });
}
