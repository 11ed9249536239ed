import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';

export interface DealOption {
  id: string;
  property_address: string | null;
  borrower_name: string;
}

/** The deals a task can be put on (the caller's visible deals, newest first), for the task form's Deal field. */
export function useDealOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['deals', 'task-options'],
    queryFn: ({ signal }) => apiGet<{ items: DealOption[] }>('/api/deals?limit=200', signal),
    select: (data) => data.items,
    enabled,
  });
}
