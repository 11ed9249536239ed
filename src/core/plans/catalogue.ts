// The plans of the product, as data: what each one allows and costs. The /pricing page, the limits the
// server enforces and the Stripe price ids (by plan and interval, in config) all read this one table.

export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The quantities a plan limits; null in a plan means "no limit". */
export const LIMIT_KINDS = ['seats', 'deals_per_month', 'document_analyses_per_month', 'storage_bytes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const FEATURE_KEYS = ['marketplace', 'agents', 'campaigns'] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];

export type PlanLimits = Record<LimitKind, number | null>;

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  limits: PlanLimits;
  features: Record<FeatureKey, boolean>;
  /** Whole US dollars; the annual price is for the year (two months free). */
  prices: { month: number; year: number };
}

const GB = 1024 ** 3;

export const PLANS: readonly Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    tagline: 'For a lender getting started: the pipeline, documents and the assistant.',
    limits: { seats: 2, deals_per_month: 10, document_analyses_per_month: 20, storage_bytes: 1 * GB },
    features: { marketplace: false, agents: false, campaigns: false },
    prices: { month: 0, year: 0 },
  },
  {
    id: 'professional',
    name: 'Professional',
    tagline: 'For a growing team that shops deals to capital and runs campaigns.',
    limits: { seats: 10, deals_per_month: 100, document_analyses_per_month: 500, storage_bytes: 50 * GB },
    features: { marketplace: true, agents: false, campaigns: true },
    prices: { month: 99, year: 990 },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For a lending company at scale: no caps, AI agents working the book.',
    limits: { seats: null, deals_per_month: null, document_analyses_per_month: null, storage_bytes: 500 * GB },
    features: { marketplace: true, agents: true, campaigns: true },
    prices: { month: 399, year: 3990 },
  },
];

/** Where a new organization starts. */
export const FREE_PLAN_ID: PlanId = 'starter';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!;
}

export const LIMIT_LABELS: Record<LimitKind, string> = {
  seats: 'Seats',
  deals_per_month: 'Deals per month',
  document_analyses_per_month: 'Document analyses per month',
  storage_bytes: 'Storage',
};

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  marketplace: 'Marketplace',
  agents: 'AI Agents',
  campaigns: 'Email Campaigns',
};

/** Paid plans rank above the free one: an upgrade moves to a higher rank. */
export const planRank = (id: PlanId) => PLAN_IDS.indexOf(id);
