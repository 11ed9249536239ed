import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealListPage } from '@core/schemas/deal-list';
import type { Deal, DealCreateInput, DealUpdateInput } from '@core/schemas/deals';
import { apiDelete, apiGet, apiPatch, apiPost } from '@web/lib/api';
import { dealFilterParams, type DealFilters } from './deal-filters';
import { CONTACTS_KEY, dealKeys } from './deal-keys';


const DEAL_PAGE_SIZE = 50;

/** GET /api/deals, page by page (server-side paging through the nextCursor). */
export function useDealsInfinite(filters: DealFilters) {
  return useInfiniteQuery({
    queryKey: dealKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = dealFilterParams(filters);
      params.set('limit', String(DEAL_PAGE_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<DealListPage>(`/api/deals?${params.toString()}`, signal);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/deals/:id */
export function useDeal(dealId: string) {
  return useQuery({
    queryKey: dealKeys.detail(dealId),
    queryFn: ({ signal }) => apiGet<Deal>(`/api/deals/${encodeURIComponent(dealId)}`, signal),
  });
}

/** POST /api/deals: the body is buildDealRecord's output. Refreshes deal lists and contacts (new borrower totals). */
export function useCreateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DealCreateInput) => apiPost<Deal>('/api/deals', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
      void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });
}

/** PATCH /api/deals/:id: the deal page's cache takes the answer at once; lists, contacts and activity refresh. */
export function useUpdateDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DealUpdateInput) => apiPatch<Deal>(`/api/deals/${encodeURIComponent(dealId)}`, changes),
    onSuccess: (deal) => {
      queryClient.setQueryData(dealKeys.detail(dealId), deal);
      void queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dealKeys.activity(dealId) });
      void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });
}

/** DELETE /api/deals/:id */
export function useDeleteDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiDelete<void>(`/api/deals/${encodeURIComponent(dealId)}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: dealKeys.detail(dealId) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
    },
  });
}
