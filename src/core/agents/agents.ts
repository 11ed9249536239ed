// The AI agents of issue 20: what each kind is called, what it does, its defaults, and when it runs next.
// Pure rules shared by the server (scheduling, runs) and the /ai-agents page (labels, settings form).

export const AGENT_KINDS = ['stale_deal_watcher'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const AGENT_LABELS: Record<AgentKind, string> = {
  stale_deal_watcher: 'Stale-deal watcher',
};

export const AGENT_DESCRIPTIONS: Record<AgentKind, string> = {
  stale_deal_watcher:
    'Finds deals idle in their stage for more than the set number of days, gives their officer a follow-up task once per deal per stage, lists them in a digest, and proposes putting long-idle deals on hold.',
};

/** Once a day by default; never more often than every 5 minutes, never less than once a week. */
export const DEFAULT_INTERVAL_MINUTES = 60 * 24;
export const MIN_INTERVAL_MINUTES = 5;
export const MAX_INTERVAL_MINUTES = 7 * 24 * 60;

/**
 * The next scheduled moment strictly after `now`, on a grid of `intervalMinutes` from the epoch: every instance
 * computes the same moment, so the job's singleton key is the same wherever it is enqueued.
 */
export function nextRunAt(now: Date, intervalMinutes: number): Date {
  const step = intervalMinutes * 60_000;
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}

/** The singleton key of an organization's scheduled run of an agent at a moment. */
export function scheduleKey(organizationId: string, kind: AgentKind, at: Date): string {
  return `${organizationId}:${kind}:${at.toISOString()}`;
}
