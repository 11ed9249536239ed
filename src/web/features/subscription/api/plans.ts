import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval, PlanId } from '@core/plans/catalogue';
import type { Catalogue, OrganizationSignup, SubscriptionView } from '@core/schemas/plans';
import { apiGet, apiPatch, apiPost } from '@web/lib/api';

const SUBSCRIPTION_KEY = ['subscription'] as const;

export const usePlanCatalogue = () =>
  useQuery({ queryKey: ['plans'], queryFn: ({ signal }) => apiGet<Catalogue>('/api/plans', signal) });

/** The organization's subscription; `untilPaid` asks again every 2 s (after Checkout, until the webhook lands). */
export const useSubscription = (options: { untilPaid?: boolean } = {}) =>
  useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => apiGet<SubscriptionView>('/api/subscription', signal),
    refetchInterval: options.untilPaid ? (query) => (isPaid(query.state.data) ? false : 2_000) : false,
  });

/** A paid plan runs (Stripe's subscription is known), whatever its payment status. */
export const isPaid = (view: SubscriptionView | undefined) => Boolean(view?.status) && view?.plan !== 'starter';

/** Checkout and the Portal answer a Stripe page to go to. */
export const useCheckout = () =>
  useMutation({
    mutationFn: (body: { plan: Exclude<PlanId, 'starter'>; interval: BillingInterval }) => apiPost<{ url: string }>('/api/subscription/checkout', body),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export const usePortal = () =>
  useMutation({ mutationFn: () => apiPost<{ url: string }>('/api/subscription/portal'), onSuccess: ({ url }) => window.location.assign(url) });

export function useCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cancel: boolean) => apiPatch<SubscriptionView>('/api/subscription', { cancel_at_period_end: cancel }),
    onSuccess: (view) => queryClient.setQueryData(SUBSCRIPTION_KEY, view),
  });
}

export const useOrganizationSignup = () =>
  useMutation({ mutationFn: (body: OrganizationSignup) => apiPost<{ organization_id: string; message: string }>('/api/organizations/signup', body) });
