// Pure rules over a plan and what an organization uses: the month a quota counts, whether one more fits,
// the message when it does not, and the bars of the Subscription page.
import { LIMIT_LABELS, PLANS, planRank, type LimitKind, type Plan, type PlanId } from './catalogue';

export type Usage = Record<LimitKind, number>;

/** Where an admin raises a limit (the Subscription page; it links the plans). */
export const UPGRADE_PATH = '/subscription';

/** The first instant of the calendar month (UTC) that monthly quotas count from. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** The first instant of the next month: when monthly quotas start again. */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Whether `adding` more of a kind stays within the plan (null limits never bite). */
export function fitsWithin(limit: number | null, used: number, adding: number): boolean {
  return limit === null || used + adding <= limit;
}

/** '1 GB', '500 GB', '750 MB': how storage limits and usage read. */
export function formatStorage(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Math.round(gb * 10) / 10} GB`;
  return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
}

export function formatLimitValue(kind: LimitKind, value: number | null): string {
  if (value === null) return 'Unlimited';
  return kind === 'storage_bytes' ? formatStorage(value) : value.toLocaleString('en-US');
}

const WHAT_RAN_OUT: Record<LimitKind, (limit: string) => string> = {
  seats: (limit) => `has all ${limit} of its seats taken`,
  deals_per_month: (limit) => `has created its ${limit} deals for this month`,
  document_analyses_per_month: (limit) => `has used its ${limit} document analyses for this month`,
  storage_bytes: (limit) => `has no room left in its ${limit} of storage`,
};

/** The sentence of a 402: what ran out on which plan, and what to do. */
export function limitReachedMessage(plan: Plan, kind: LimitKind): string {
  const limit = formatLimitValue(kind, plan.limits[kind]);
  const next = nextPlanFor(plan.id, kind);
  const advice = next ? `Upgrade to ${next.name} to get more.` : 'Contact us to raise it.';
  return `Your organization ${WHAT_RAN_OUT[kind](limit)} on the ${plan.name} plan. ${advice}`;
}

/** The cheapest plan above this one that gives more of the kind. */
export function nextPlanFor(current: PlanId, kind: LimitKind): Plan | undefined {
  const limitOf = (plan: Plan) => plan.limits[kind] ?? Number.POSITIVE_INFINITY;
  const currentLimit = limitOf(PLANS.find((p) => p.id === current)!);
  return PLANS.find((plan) => planRank(plan.id) > planRank(current) && limitOf(plan) > currentLimit);
}

export interface UsageBar {
  kind: LimitKind;
  label: string;
  used: number;
  limit: number | null;
  /** 0-100 of the limit, capped; 0 when unlimited. */
  percent: number;
}

export function usageBars(plan: Plan, usage: Usage): UsageBar[] {
  return (Object.keys(LIMIT_LABELS) as LimitKind[]).map((kind) => {
    const limit = plan.limits[kind];
    const used = usage[kind];
    const percent = limit === null || limit === 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));
    return { kind, label: LIMIT_LABELS[kind], used, limit, percent };
  });
}
