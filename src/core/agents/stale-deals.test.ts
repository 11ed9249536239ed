import { describe, expect, it } from 'vitest';
import { nextRunAt, scheduleKey } from './agents';
import { DEFAULT_STALE_DEAL_SETTINGS, digestLine, idleDays, planStaleDeals, staleDeals, subjectKeys, type WatchedDeal } from './stale-deals';

const now = new Date('2026-03-31T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const deal = (over: Partial<WatchedDeal> = {}): WatchedDeal => ({
  id: 'ACME-20260101-01',
  borrowerName: 'Ann Lee',
  propertyAddress: '12 Oak St',
  stage: 'Structure',
  status: 'Active',
  stageEnteredAt: daysAgo(20),
  assignedOfficerId: 'officer-1',
  ...over,
});
const settings = { ...DEFAULT_STALE_DEAL_SETTINGS, idle_days: 14, hold_after_days: 45 };

describe('stale-deal watcher', () => {
  it('counts whole days in the stage', () => {
    expect(idleDays(daysAgo(14), now)).toBe(14);
    expect(idleDays(new Date(daysAgo(14).getTime() + 1000), now)).toBe(13);
  });

  it('finds active deals idle more than the limit, in the watched stages only', () => {
    const deals = [
      deal({ id: 'a' }),
      deal({ id: 'b', stageEnteredAt: daysAgo(14) }),
      deal({ id: 'c', status: 'On Hold' }),
      deal({ id: 'd', status: 'Closed' }),
      deal({ id: 'e', stage: 'Underwriting' }),
    ];
    expect(staleDeals(deals, now, settings).map((d) => d.id)).toEqual(['a', 'e']);
    expect(staleDeals(deals, now, { ...settings, stages: ['Underwriting'] }).map((d) => d.id)).toEqual(['e']);
    // "More than 0 days": any time at all in the stage.
    expect(staleDeals([deal({ stageEnteredAt: new Date(now.getTime() - 60_000) })], now, { ...settings, idle_days: 0 })).toHaveLength(1);
  });

  it('plans one task per deal per stay in a stage, with the reason, and skips what was done', () => {
    const stale = deal();
    const [step, ...rest] = planStaleDeals([stale], now, settings, new Set());
    expect(rest).toEqual([]);
    expect(step).toMatchObject({ action: 'task_created', title: 'Follow up: 12 Oak St idle 20 days in Structure', reason: 'Idle 20 days in Structure (limit 14 days).' });
    expect(planStaleDeals([stale], now, settings, new Set([step!.subjectKey]))).toEqual([]);
    // Back in the stage later: a new stay, a new task.
    const again = planStaleDeals([deal({ stageEnteredAt: daysAgo(16) })], now, settings, new Set([step!.subjectKey]));
    expect(again).toHaveLength(1);
  });

  it('says when the task is unassigned because the deal has no officer', () => {
    const [step] = planStaleDeals([deal({ assignedOfficerId: null })], now, settings, new Set());
    expect(step!.reason).toBe('Idle 20 days in Structure (limit 14 days); the deal has no officer, so the task is unassigned.');
  });

  it('proposes a hold past hold_after_days, never when it is off', () => {
    const old = deal({ stageEnteredAt: daysAgo(50) });
    const steps = planStaleDeals([old], now, settings, new Set());
    expect(steps.map((s) => s.action)).toEqual(['task_created', 'change_proposed']);
    expect(steps[1]).toMatchObject({ changes: { status: 'On Hold' }, description: 'Change status to On Hold for 12 Oak St' });
    expect(planStaleDeals([old], now, { ...settings, hold_after_days: null }, new Set()).map((s) => s.action)).toEqual(['task_created']);
    expect(subjectKeys([old])).toEqual(steps.map((s) => s.subjectKey));
  });

  it('writes a digest line per stale deal', () => {
    expect(digestLine(deal({ stageEnteredAt: daysAgo(1) }), now)).toBe('12 Oak St (Ann Lee): 1 day in Structure');
  });
});

describe('schedule', () => {
  it('puts the next run on a grid strictly after now, the same on every instance', () => {
    expect(nextRunAt(new Date('2026-03-31T12:07:00Z'), 60).toISOString()).toBe('2026-03-31T13:00:00.000Z');
    expect(nextRunAt(new Date('2026-03-31T13:00:00Z'), 60).toISOString()).toBe('2026-03-31T14:00:00.000Z');
    expect(scheduleKey('org', 'stale_deal_watcher', new Date('2026-03-31T13:00:00Z'))).toBe('org:stale_deal_watcher:2026-03-31T13:00:00.000Z');
  });
});
