import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface DealStage {
  id: string;
  name: string;
  position: number;
}

/** GET /api/stages: the organization's pipeline, in order. */
export function useStages() {
  return useQuery({
    queryKey: dealKeys.stages,
    queryFn: ({ signal }) => apiGet<{ items: DealStage[] }>('/api/stages', signal),
    select: (data) => [...data.items].sort((a, b) => a.position - b.position),
  });
}
