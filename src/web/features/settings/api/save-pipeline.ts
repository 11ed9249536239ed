import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { dealKeys } from '@web/features/deals/api/deal-keys';
import type { DealStage } from '@web/features/deals/api/stages';

type PipelinePayload = { stages: { id?: string; name: string }[] };

/**
 * PUT /api/stages (admins): the whole pipeline in order. Renamed stages carry their deals along, so deal lists
 * and board columns are refreshed with the stages.
 */
export function useSavePipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PipelinePayload) => api<{ items: DealStage[] }>('/api/stages', { method: 'PUT', body: payload }),
    onSuccess: (data) => {
      queryClient.setQueryData(dealKeys.stages, data);
      void queryClient.invalidateQueries({ queryKey: dealKeys.stages });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    },
  });
}
