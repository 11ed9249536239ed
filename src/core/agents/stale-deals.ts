// Stale-deal watcher rules: which deals have sat in their stage too long, what the agent does about each, and why.
import type { DealStatus } from '../deals/form-fields';
import { DAY_MS, plural } from './agents';

export interface StaleDealSettings {
  /** A deal idle more than this many days in its stage is stale (0: any time at all). */
  idle_days: number;
  /** Past this many days idle, the agent proposes putting the deal On Hold (null: never). */
  hold_after_days: number | null;
  /** The stages watched; empty means every stage (the agent's scope). */
  stages: string[];
}

export const DEFAULT_STALE_DEAL_SETTINGS: StaleDealSettings = { idle_days: 14, hold_after_days: 45, stages: [] };

export interface WatchedDeal {
  id: string;
  borrowerName: string;
  propertyAddress: string;
  stage: string;
  status: string;
  stageEnteredAt: Date;
  assignedOfficerId: string | null;
}

export type StaleDealStep =
  | { action: 'task_created'; subjectKey: string; deal: WatchedDeal; idleDays: number; reason: string; title: string }
  | { action: 'change_proposed'; subjectKey: string; deal: WatchedDeal; idleDays: number; reason: string; changes: { status: DealStatus }; description: string };

/** Whole days the deal has been in its stage. */
export function idleDays(stageEnteredAt: Date, now: Date): number {
  return Math.floor((now.getTime() - stageEnteredAt.getTime()) / DAY_MS);
}

// "More than N days" is measured to the millisecond, so N = 0 means any time at all in the stage.
const idleFor = (deal: WatchedDeal, now: Date) => now.getTime() - deal.stageEnteredAt.getTime();

/** One stay of a deal in a stage: a deal that leaves the stage and comes back is a new stay. */
export function stayKey(deal: WatchedDeal): string {
  return `deal:${deal.id}:${deal.stage}:${deal.stageEnteredAt.toISOString()}`;
}

/**
 * The deals that count as stale now: active ones in the watched stages (every stage when none is chosen), idle
 * longer than the limit. A Closed, Dead or On Hold deal is not idle: it is finished or parked.
 */
export function staleDeals(deals: WatchedDeal[], now: Date, settings: StaleDealSettings): WatchedDeal[] {
  return deals.filter(
    (deal) =>
      deal.status === 'Active' &&
      (settings.stages.length === 0 || settings.stages.includes(deal.stage)) &&
      idleFor(deal, now) > settings.idle_days * DAY_MS,
  );
}

const taskKey = (deal: WatchedDeal) => `task:${stayKey(deal)}`;
const holdKey = (deal: WatchedDeal) => `hold:${stayKey(deal)}`;

/** Every subject key the watcher may act on for these deals (to look up what it did already). */
export function subjectKeys(deals: WatchedDeal[]): string[] {
  return deals.flatMap((deal) => [taskKey(deal), holdKey(deal)]);
}

/**
 * What the watcher does now: a task for each stale deal's officer and a hold proposal for each long-idle one,
 * skipping what it did already for this stay (`done` holds the subject keys of past actions).
 */
export function planStaleDeals(deals: WatchedDeal[], now: Date, settings: StaleDealSettings, done: ReadonlySet<string>): StaleDealStep[] {
  const steps: StaleDealStep[] = [];
  for (const deal of staleDeals(deals, now, settings)) {
    const days = idleDays(deal.stageEnteredAt, now);
    const since = `${plural(days, 'day')} in ${deal.stage} (limit ${plural(settings.idle_days, 'day')})`;
    if (!done.has(taskKey(deal))) {
      steps.push({
        action: 'task_created',
        subjectKey: taskKey(deal),
        deal,
        idleDays: days,
        reason: deal.assignedOfficerId ? `Idle ${since}.` : `Idle ${since}; the deal has no officer, so the task is unassigned.`,
        title: `Follow up: ${deal.propertyAddress} idle ${plural(days, 'day')} in ${deal.stage}`,
      });
    }
    if (settings.hold_after_days !== null && idleFor(deal, now) > settings.hold_after_days * DAY_MS && !done.has(holdKey(deal))) {
      steps.push({
        action: 'change_proposed',
        subjectKey: holdKey(deal),
        deal,
        idleDays: days,
        reason: `Idle ${plural(days, 'day')} in ${deal.stage}, past the ${plural(settings.hold_after_days, 'day')} after which the watcher proposes a hold.`,
        changes: { status: 'On Hold' },
        description: `Change status to On Hold for ${deal.propertyAddress}`,
      });
    }
  }
  return steps;
}

/** The digest line of a stale deal (one per deal, whatever was done about it this run). */
export function digestLine(deal: WatchedDeal, now: Date): string {
  return `${deal.propertyAddress} (${deal.borrowerName}): ${plural(idleDays(deal.stageEnteredAt, now), 'day')} in ${deal.stage}`;
}
