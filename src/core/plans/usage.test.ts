import { describe, expect, it } from 'vitest';
import { FREE_PLAN_ID, PLANS, planById } from './catalogue';
import { fitsWithin, formatLimitValue, limitReachedMessage, monthStart, nextMonthStart, nextPlanFor, usageBars } from './usage';

describe('plan catalogue', () => {
  it('starts organizations on a free plan and ranks the paid ones above it by price', () => {
    expect(planById(FREE_PLAN_ID).prices).toEqual({ month: 0, year: 0 });
    const monthly = PLANS.map((p) => p.prices.month);
    expect([...monthly].sort((a, b) => a - b)).toEqual(monthly);
  });

  it('gives every higher plan at least as much of every limit', () => {
    for (let i = 1; i < PLANS.length; i++) {
      for (const [kind, limit] of Object.entries(PLANS[i]!.limits)) {
        const lower = PLANS[i - 1]!.limits[kind as keyof typeof PLANS[number]['limits']];
        expect(limit === null || (lower !== null && limit >= lower)).toBe(true);
      }
    }
  });
});

describe('monthly quota window', () => {
  it('counts from the first of the month, UTC, to the first of the next', () => {
    const now = new Date('2026-12-31T23:59:59Z');
    expect(monthStart(now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextMonthStart(now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('fitsWithin', () => {
  it('allows up to the limit and never bites when unlimited', () => {
    expect(fitsWithin(10, 9, 1)).toBe(true);
    expect(fitsWithin(10, 10, 1)).toBe(false);
    expect(fitsWithin(100, 90, 20)).toBe(false);
    expect(fitsWithin(null, 1e9, 1)).toBe(true);
  });
});

describe('limitReachedMessage', () => {
  it('names what ran out, the plan, and the plan to move to', () => {
    expect(limitReachedMessage(planById('starter'), 'deals_per_month')).toBe(
      'Your organization has created its 10 deals for this month on the Starter plan. Upgrade to Professional to get more.',
    );
    expect(limitReachedMessage(planById('starter'), 'storage_bytes')).toContain('1 GB of storage');
  });

  it('says to contact us where no plan gives more', () => {
    expect(nextPlanFor('enterprise', 'storage_bytes')).toBeUndefined();
    expect(limitReachedMessage(planById('enterprise'), 'storage_bytes')).toMatch(/Contact us to raise it\.$/);
  });

  it('skips plans that give no more of the kind', () => {
    expect(nextPlanFor('professional', 'seats')?.id).toBe('enterprise');
  });
});

describe('usageBars', () => {
  it('shows each limit with its share used, capped at 100, and unlimited as 0', () => {
    const bars = usageBars(planById('starter'), { seats: 3, deals_per_month: 5, document_analyses_per_month: 0, storage_bytes: 0 });
    expect(bars.find((b) => b.kind === 'seats')?.percent).toBe(100);
    expect(bars.find((b) => b.kind === 'deals_per_month')?.percent).toBe(50);
    const unlimited = usageBars(planById('enterprise'), { seats: 40, deals_per_month: 0, document_analyses_per_month: 0, storage_bytes: 0 });
    expect(unlimited.find((b) => b.kind === 'seats')).toMatchObject({ limit: null, percent: 0 });
    expect(formatLimitValue('seats', null)).toBe('Unlimited');
  });
});
