// The AI agents of issue 20: what each kind is called, what it does, its defaults, and when it runs next.
// Pure rules shared by the server (scheduling, runs) and the /ai-agents page (labels, settings form).

export const AGENT_KINDS = ['stale_deal_watcher', 'condition_chaser', 'inbound_triage', 'lead_responder'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export const AGENT_LABELS: Record<AgentKind, string> = {
  stale_deal_watcher: 'Stale-deal watcher',
  condition_chaser: 'Condition chaser',
  inbound_triage: 'Inbound triage',
  lead_responder: 'Lead responder',
};

export const AGENT_DESCRIPTIONS: Record<AgentKind, string> = {
  stale_deal_watcher:
    'Finds deals idle in their stage for more than the set number of days, gives their officer a follow-up task once per deal per stage, lists them in a digest, and proposes putting long-idle deals on hold.',
  condition_chaser:
    "Reminds the borrower (or the deal's broker) of loan conditions open longer than the set number of days, at most once per condition per interval: sent, or drafted for a person's approval.",
  inbound_triage:
    'Suggests a deal and a document category for files received by e-mail that named no deal; a person accepts the suggestion on Email Files or here, nothing is moved without them.',
  lead_responder:
    "Sends each new lead a first reply from the template below (or drafts it for approval) and gives the lead's owner a follow-up task, once per lead; unsubscribed addresses get nothing.",
};

/** What an agent did, as its log lists it. */
export const AGENT_ACTIONS = ['task_created', 'change_proposed', 'mail_drafted', 'mail_queued', 'deal_suggested'] as const;
export type AgentActionKind = (typeof AGENT_ACTIONS)[number];

/** Whether an agent's mail goes out by itself or waits as a draft for a person ("draft for approval"). */
export const MAIL_MODES = ['draft', 'send'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** A message an agent writes: sent through the job queue, or kept as a draft until someone approves it. */
export interface AgentMail {
  to: string;
  subject: string;
  text: string;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Once a day by default; never more often than every 5 minutes, never less than once a week. */
export const DEFAULT_INTERVAL_MINUTES = 60 * 24;
/** The lead responder answers within minutes, so it runs every 15 minutes until told otherwise. */
export const DEFAULT_INTERVALS: Record<AgentKind, number> = {
  stale_deal_watcher: DEFAULT_INTERVAL_MINUTES,
  condition_chaser: DEFAULT_INTERVAL_MINUTES,
  inbound_triage: 60,
  lead_responder: 15,
};
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
