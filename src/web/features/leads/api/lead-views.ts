import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadViewCreateInput, LeadViewFilters, LeadViewMode, LeadViewUpdateInput } from '@core/schemas/leads';
import { apiDelete, apiGet, apiPatch, apiPost } from '@web/lib/api';

export interface LeadView {
  id: string;
  name: string;
  filters: LeadViewFilters;
  mode: LeadViewMode;
  shared: boolean;
  owner_id: string;
  owner_name: string | null;
  mine: boolean;
  can_change: boolean;
}

// Named after the table: a realtime 'lead_views' change (a view shared or unshared) refreshes everyone's list.
const leadViewKeys = { all: ['lead_views'] as const };

/** The caller's saved views of the Leads page and those shared with the organization. */
export function useLeadViews() {
  return useQuery({
    queryKey: leadViewKeys.all,
    queryFn: ({ signal }) => apiGet<{ items: LeadView[] }>('/api/lead-views', signal),
    select: (data) => data.items,
  });
}

function useLeadViewMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadViewKeys.all }) });
}

export const useCreateLeadView = () => useLeadViewMutation((input: LeadViewCreateInput) => apiPost<LeadView>('/api/lead-views', input));
export const useUpdateLeadView = () =>
  useLeadViewMutation(({ id, ...input }: LeadViewUpdateInput & { id: string }) => apiPatch<LeadView>(`/api/lead-views/${encodeURIComponent(id)}`, input));
export const useDeleteLeadView = () => useLeadViewMutation((id: string) => apiDelete<void>(`/api/lead-views/${encodeURIComponent(id)}`));
