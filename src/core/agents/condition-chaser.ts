// Condition chaser rules: which open loan conditions are overdue for a reminder, who owes each (the borrower, else
// the deal's broker), what the reminder says, and why. At most one reminder per condition per interval.
import { DAY_MS, plural, type AgentMail, type MailMode } from './agents';

export interface ConditionChaserSettings {
  /** A condition open more than this many days gets a reminder. */
  open_days: number;
  /** At most one reminder per condition per this many days. */
  every_days: number;
  /** 'send': the reminder goes out through the job queue; 'draft': it waits for a person's approval. */
  mail_mode: MailMode;
}

export const DEFAULT_CONDITION_CHASER_SETTINGS: ConditionChaserSettings = { open_days: 7, every_days: 7, mail_mode: 'draft' };

/** A party linked to the deal (deal_contacts) or the deal's own borrower fields. */
export interface DealParty {
  name: string;
  email: string | null;
  role: string;
}

export interface OpenCondition {
  id: string;
  title: string;
  dealId: string;
  propertyAddress: string;
  openedAt: Date;
  /** The deal's parties: its linked contacts first, then the borrower as the deal records them. */
  parties: DealParty[];
}

export interface ConditionReminder {
  action: 'mail_drafted' | 'mail_queued';
  subjectKey: string;
  condition: OpenCondition;
  recipient: DealParty & { email: string };
  mail: AgentMail;
  reason: string;
}

/** Who owes a condition: the borrower when an e-mail is known for them, else the deal's broker, else nobody. */
export function responsibleParty(parties: DealParty[]): (DealParty & { email: string }) | null {
  for (const role of ['Borrower', 'Broker']) {
    const party = parties.find((p) => p.role === role && p.email && p.email.includes('@'));
    if (party) return { ...party, email: party.email!.trim() };
  }
  return null;
}

const daysOpen = (condition: OpenCondition, now: Date) => Math.floor((now.getTime() - condition.openedAt.getTime()) / DAY_MS);

/** The reminder itself: plain, naming the item, the property and how long it has been open. */
export function reminderMail(condition: OpenCondition, recipient: DealParty & { email: string }, now: Date, organizationName: string): AgentMail {
  const firstName = recipient.name.trim().split(/\s+/)[0] || 'there';
  return {
    to: recipient.email,
    subject: `Reminder: ${condition.title} for ${condition.propertyAddress}`,
    text: [
      `Hello ${firstName},`,
      '',
      `We are still waiting for the following item for the loan on ${condition.propertyAddress}:`,
      '',
      `- ${condition.title}`,
      '',
      `It has been open ${plural(daysOpen(condition, now), 'day')}. Please send it when you can, or reply to this e-mail with any question.`,
      '',
      'Thank you,',
      organizationName,
    ].join('\n'),
  };
}

/**
 * What the chaser does now: a reminder per condition open longer than the limit whose last reminder (in
 * `lastReminded`, by condition id) is older than the interval. The subject key names the reminder it follows, so
 * two overlapping runs (which see the same last reminder) remind once. Conditions nobody can be reminded of are returned in `unreachable`.
 */
export function planConditionReminders(
  conditions: OpenCondition[],
  now: Date,
  settings: ConditionChaserSettings,
  lastReminded: ReadonlyMap<string, Date>,
  organizationName: string,
): { steps: ConditionReminder[]; unreachable: OpenCondition[] } {
  const steps: ConditionReminder[] = [];
  const unreachable: OpenCondition[] = [];
  const interval = settings.every_days * DAY_MS;
  for (const condition of conditions) {
    if (now.getTime() - condition.openedAt.getTime() <= settings.open_days * DAY_MS) continue;
    const last = lastReminded.get(condition.id);
    if (last && now.getTime() - last.getTime() < interval) continue;
    const recipient = responsibleParty(condition.parties);
    if (!recipient) {
      unreachable.push(condition);
      continue;
    }
    const open = `Open ${plural(daysOpen(condition, now), 'day')} (limit ${plural(settings.open_days, 'day')})`;
    const previously = last ? `; last reminded ${plural(Math.floor((now.getTime() - last.getTime()) / DAY_MS), 'day')} ago` : '';
    const who = `${recipient.role.toLowerCase()}, ${recipient.name} <${recipient.email}>`;
    steps.push({
      action: settings.mail_mode === 'send' ? 'mail_queued' : 'mail_drafted',
      subjectKey: `reminder:${condition.id}:${last ? last.toISOString() : 'first'}`,
      condition,
      recipient,
      mail: reminderMail(condition, recipient, now, organizationName),
      reason: `${open}${previously}; reminder ${settings.mail_mode === 'send' ? 'sent' : 'drafted for approval'} to the ${who}.`,
    });
  }
  return { steps, unreachable };
}

/** The digest line of a condition the chaser looked at. */
export function conditionDigestLine(condition: OpenCondition, now: Date, reachable: boolean): string {
  const line = `${condition.title} on ${condition.propertyAddress}: open ${plural(daysOpen(condition, now), 'day')}`;
  return reachable ? line : `${line}; no borrower or broker e-mail on the deal, nobody to remind`;
}
