import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@web/lib/api';
import { dealKeys } from '../deals/api/deal-keys';

export const SOURCE_DOCUMENT_DESCRIPTION = 'Source document for deal creation';

/**
 * POST /api/deals/:id/files with the analysed document, once its deal exists. The callbacks live on the mutation:
 * they still run after the dialog has closed and the app has moved to the deal's page.
 */
export function useAttachSourceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, file }: { dealId: string; file: File }) => {
      const body = new FormData();
      body.append('description', SOURCE_DOCUMENT_DESCRIPTION);
      body.append('file', file);
      return api<unknown>(`/api/deals/${encodeURIComponent(dealId)}/files`, { method: 'POST', body });
    },
    onSuccess: (_, { dealId }) => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.files(dealId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.activity(dealId) });
    },
    onError: (error) =>
      toast.error('Error', { description: `The source document could not be attached to the deal: ${error.message}` }),
  });
}
