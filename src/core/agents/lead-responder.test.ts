import { describe, expect, it } from 'vitest';
import { DEFAULT_LEAD_RESPONDER_SETTINGS, firstReply, planLeadReplies, type NewLead } from './lead-responder';

const now = new Date('2026-03-31T12:00:00Z');
const lead = (over: Partial<NewLead> = {}): NewLead => ({
  id: 'l1',
  name: 'Jane Doe',
  email: 'Jane@Example.com',
  company: null,
  loanAmount: 250000,
  loanType: 'Purchase',
  propertyAddress: '5 Pine Rd',
  status: 'new',
  source: 'website_form',
  createdAt: new Date(now.getTime() - 10 * 60_000),
  ownerId: 'owner-1',
  owner: { name: 'Olive Owner', email: 'olive@acme.test', phone: null },
  ...over,
});
const settings = { ...DEFAULT_LEAD_RESPONDER_SETTINGS, mail_mode: 'send' as const };

describe('lead responder', () => {
  it('fills the template with the merge fields', () => {
    const mail = firstReply(lead(), { subject: 'Hi {{first_name}}', body: '{{full_name}}, {{loan_amount}} for {{property_address}}.\n{{officer_signature}}' }, 'Acme');
    expect(mail).toEqual({ to: 'Jane@Example.com', subject: 'Hi Jane', text: 'Jane Doe, $250,000 for 5 Pine Rd.\nOlive Owner\nAcme\nolive@acme.test' });
  });

  it('replies to a new lead and gives its owner a follow-up task, with reasons', () => {
    const steps = planLeadReplies([lead()], now, settings, new Set(), new Set(), 'Acme');
    expect(steps.map((s) => s.action)).toEqual(['mail_queued', 'task_created']);
    expect(steps[0]).toMatchObject({ subjectKey: 'reply:l1', reason: 'New lead Jane Doe: first reply sent to jane@example.com.', mail: { subject: 'Thanks for reaching out, Jane' } });
    expect(steps[1]).toMatchObject({ subjectKey: 'follow-up:l1', title: 'Follow up with new lead Jane Doe', dueDate: '2026-04-01', reason: 'New lead Jane Doe: follow-up task due in 1 day for its owner.' });
    expect(planLeadReplies([lead()], now, { ...settings, mail_mode: 'draft' }, new Set(), new Set(), 'Acme')[0]!.action).toBe('mail_drafted');
  });

  it('answers each lead once', () => {
    expect(planLeadReplies([lead()], now, settings, new Set(['reply:l1', 'follow-up:l1']), new Set(), 'Acme')).toEqual([]);
  });

  it('mails no unsubscribed address and no lead without one, but still gives the task', () => {
    const [task] = planLeadReplies([lead()], now, settings, new Set(), new Set(['jane@example.com']), 'Acme');
    expect(task).toMatchObject({ action: 'task_created', reason: 'New lead Jane Doe: follow-up task due in 1 day for its owner; no reply, jane@example.com unsubscribed.' });
    const steps = planLeadReplies([lead({ email: null, ownerId: null, owner: null })], now, settings, new Set(), new Set(), 'Acme');
    expect(steps.map((s) => s.reason)).toEqual(['New lead Jane Doe: follow-up task due in 1 day unassigned: the lead has no owner; no reply, the lead has no e-mail address.']);
  });

  it('leaves leads that moved on, are older than the limit or come from a source out of scope', () => {
    expect(planLeadReplies([lead({ status: 'contacted' }), lead({ createdAt: new Date(now.getTime() - 25 * 3600_000) })], now, settings, new Set(), new Set(), 'Acme')).toEqual([]);
    expect(planLeadReplies([lead()], now, { ...settings, sources: ['broker'] }, new Set(), new Set(), 'Acme')).toEqual([]);
    expect(planLeadReplies([lead()], now, { ...settings, sources: ['broker', 'website_form'] }, new Set(), new Set(), 'Acme')).toHaveLength(2);
  });
});
