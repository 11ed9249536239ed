import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface DealActivityEntry {
  id: string;
  action: string;
  table_name: string;
  record_id: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  timestamp: string;
  actor: { first_name: string | null; last_name: string | null; email: string } | null;
}

/** GET /api/deals/:id/activity: the deal's audit entries, newest first. */
export function useDealActivity(dealId: string) {
  return useQuery({
    queryKey: dealKeys.activity(dealId),
    queryFn: ({ signal }) => apiGet<{ items: DealActivityEntry[] }>(`/api/deals/${encodeURIComponent(dealId)}/activity`, signal),
    select: (data) => data.items,
  });
}
