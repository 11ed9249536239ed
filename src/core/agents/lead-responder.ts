// Lead responder rules: which leads are new enough for a first reply, what the reply says (the agent's template
// with the growth merge fields), and the follow-up task for the lead's owner. Once per lead; an unsubscribed
// address gets no mail.
import { mergeText, mergeValues, type MergeOfficer } from '../growth/merge';
import type { LeadSource } from '../schemas/leads';
import { plural, type AgentMail, type MailMode } from './agents';

export interface LeadResponderSettings {
  subject: string;
  body: string;
  mail_mode: MailMode;
  /** Only leads created within this many hours are answered: switching the agent on does not mail old leads. */
  max_age_hours: number;
  /** The follow-up task is due this many days after the reply. */
  follow_up_days: number;
  /** The lead sources answered (the agent's scope); empty means every source. */
  sources: LeadSource[];
}

export const DEFAULT_LEAD_RESPONDER_SETTINGS: LeadResponderSettings = {
  subject: 'Thanks for reaching out, {{first_name}}',
  body: 'Hi {{first_name}},\n\nThank you for your enquiry about {{property_address}}. I will call you shortly to go over your financing needs.\n\n{{officer_signature}}',
  mail_mode: 'draft',
  max_age_hours: 24,
  follow_up_days: 1,
  sources: [],
};

export interface NewLead {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
  loanAmount: number | null;
  loanType: string | null;
  propertyAddress: string | null;
  status: string;
  source: string;
  createdAt: Date;
  ownerId: string | null;
  owner: MergeOfficer | null;
}

export type LeadStep =
  | { action: 'mail_drafted' | 'mail_queued'; subjectKey: string; lead: NewLead; mail: AgentMail; reason: string }
  | { action: 'task_created'; subjectKey: string; lead: NewLead; title: string; dueDate: string; reason: string };

const HOUR_MS = 60 * 60 * 1000;

/** The first reply to a lead: the template's subject and body with the lead's and its owner's merge fields. */
export function firstReply(lead: NewLead, settings: Pick<LeadResponderSettings, 'subject' | 'body'>, organizationName: string): AgentMail {
  const values = mergeValues({
    recipient: { name: lead.name, company: lead.company, email: lead.email, loan_amount: lead.loanAmount, loan_type: lead.loanType, property_address: lead.propertyAddress },
    officer: lead.owner,
    organizationName,
    unsubscribeUrl: '',
  });
  return { to: lead.email ?? '', subject: mergeText(settings.subject, values), text: mergeText(settings.body, values) };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What the responder does now for leads still New, created within the age limit, from the sources in scope: a reply (sent, or drafted)
 * unless the address unsubscribed or there is none, and a follow-up task for the owner. `done` holds the subject
 * keys of past actions, `unsubscribed` the organization's suppressed addresses (lower case).
 */
export function planLeadReplies(
  leads: NewLead[],
  now: Date,
  settings: LeadResponderSettings,
  done: ReadonlySet<string>,
  unsubscribed: ReadonlySet<string>,
  organizationName: string,
): LeadStep[] {
  const steps: LeadStep[] = [];
  for (const lead of leads) {
    if (lead.status !== 'new' || now.getTime() - lead.createdAt.getTime() > settings.max_age_hours * HOUR_MS) continue;
    if (settings.sources.length > 0 && !(settings.sources as string[]).includes(lead.source)) continue;
    const replyKey = `reply:${lead.id}`;
    const taskKey = `follow-up:${lead.id}`;
    const email = lead.email?.trim().toLowerCase() ?? '';
    const blocked = !email ? 'the lead has no e-mail address' : unsubscribed.has(email) ? `${email} unsubscribed` : null;
    if (!blocked && !done.has(replyKey)) {
      steps.push({
        action: settings.mail_mode === 'send' ? 'mail_queued' : 'mail_drafted',
        subjectKey: replyKey,
        lead,
        mail: firstReply(lead, settings, organizationName),
        reason: `New lead ${lead.name}: first reply ${settings.mail_mode === 'send' ? 'sent' : 'drafted for approval'} to ${email}.`,
      });
    }
    if (!done.has(taskKey)) {
      const owner = lead.ownerId ? 'for its owner' : 'unassigned: the lead has no owner';
      steps.push({
        action: 'task_created',
        subjectKey: taskKey,
        lead,
        title: `Follow up with new lead ${lead.name}`,
        dueDate: isoDay(new Date(now.getTime() + settings.follow_up_days * 24 * HOUR_MS)),
        reason: `New lead ${lead.name}: follow-up task due in ${plural(settings.follow_up_days, 'day')} ${owner}${blocked ? `; no reply, ${blocked}` : ''}.`,
      });
    }
  }
  return steps;
}
