import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface DealNote {
  id: string;
  note_text: string;
  created_by: string;
  created_at: string;
}

const notesPath = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/notes`;

/** GET /api/deals/:id/notes */
export function useDealNotes(dealId: string) {
  return useQuery({
    queryKey: dealKeys.notes(dealId),
    queryFn: ({ signal }) => apiGet<{ items: DealNote[] }>(notesPath(dealId), signal),
    select: (data) => data.items,
  });
}

/** POST /api/deals/:id/notes */
export function useAddDealNote(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteText: string) => apiPost<DealNote>(notesPath(dealId), { note_text: noteText }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.notes(dealId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.activity(dealId) });
    },
  });
}
