// The Stripe client of this installation (the `stripe` npm package), pointed at STRIPE_API_BASE when set
// (the tests' fake server on 127.0.0.1), and the mapping between our plans and Stripe's price ids.
import Stripe from 'stripe';
import type { BillingInterval, PlanId } from '../../core/plans/catalogue.js';
import type { StripeSettings } from '../config.js';

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Lender OS' },
  });
}

type PaidPlan = Exclude<PlanId, 'starter'>;

export function priceIdFor(settings: StripeSettings, plan: PaidPlan, interval: BillingInterval): string {
  return settings.prices[plan][interval];
}

/** Which plan and interval a Stripe price id stands for, or undefined for a price we do not sell. */
export function planOfPrice(settings: StripeSettings, priceId: string): { plan: PaidPlan; interval: BillingInterval } | undefined {
  for (const plan of ['professional', 'enterprise'] as const) {
    for (const interval of ['month', 'year'] as const) {
      if (settings.prices[plan][interval] === priceId) return { plan, interval };
    }
  }
  return undefined;
}
