import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { DealListPage } from '@core/schemas/deal-list';
import type { Deal, DealListItem } from '@core/schemas/deals';
import { apiPatch } from '@web/lib/api';
import type { DealFilters } from './deal-filters';
import { dealKeys } from './deal-keys';

export interface MoveDealInput {
  deal: DealListItem;
  toStage: string;
  /** The board's filters: each column is the list of these filters plus its stage. */
  filters: DealFilters;
}

type Pages = InfiniteData<DealListPage, string>;

function withoutDeal(data: Pages | undefined, dealId: string): Pages | undefined {
  if (!data) return data;
  const present = data.pages.some((page) => page.items.some((item) => item.id === dealId));
  if (!present) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== dealId),
      total: Math.max(0, page.total - 1),
    })),
  };
}

function withDealFirst(data: Pages | undefined, deal: DealListItem): Pages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: index === 0 ? [deal, ...page.items] : page.items,
      total: page.total + 1,
    })),
  };
}

/**
 * PATCH /api/deals/:id { stage } from the board. The card moves at once (both columns' caches are edited) and
 * goes back if the server refuses; afterwards every deal list, the deal page and its activity refresh.
 */
export function useMoveDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deal, toStage }: MoveDealInput) =>
      apiPatch<Deal>(`/api/deals/${encodeURIComponent(deal.id)}`, { stage: toStage }),
    onMutate: async ({ deal, toStage, filters }) => {
      await queryClient.cancelQueries({ queryKey: dealKeys.lists() });
      const fromKey = dealKeys.list({ ...filters, stage: deal.stage });
      const toKey = dealKeys.list({ ...filters, stage: toStage });
      const previous = { from: queryClient.getQueryData<Pages>(fromKey), to: queryClient.getQueryData<Pages>(toKey) };
      queryClient.setQueryData<Pages>(fromKey, (data) => withoutDeal(data, deal.id));
      queryClient.setQueryData<Pages>(toKey, (data) => withDealFirst(data, { ...deal, stage: toStage }));
      return { fromKey, toKey, previous };
    },
    onError: (_error, _input, context) => {
      if (!context) return;
      queryClient.setQueryData(context.fromKey, context.previous.from);
      queryClient.setQueryData(context.toKey, context.previous.to);
    },
    onSettled: (_deal, _error, { deal }) => {
      void queryClient.invalidateQueries({ queryKey: dealKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: dealKeys.detail(deal.id) });
      void queryClient.invalidateQueries({ queryKey: dealKeys.activity(deal.id) });
    },
  });
}
