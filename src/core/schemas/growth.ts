import { z } from 'zod';
import { CONTACT_ROLES } from './contacts.js';
import { LEAD_SOURCES, LEAD_STATUSES, SETTABLE_LEAD_STATUSES } from './leads.js';

export const AUDIENCE_KINDS = ['leads', 'contacts'] as const;

export const templateInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the template a name.').max(200),
  subject: z.string().trim().min(1, 'Write a subject.').max(300),
  html: z.string().max(200_000).default(''),
  text: z.string().trim().min(1, 'Write the plain-text part.').max(100_000),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templatePreviewSchema = z.strictObject({ lead_id: z.uuid('Choose a lead.') });
export const templateTestSendSchema = z.strictObject({ lead_id: z.uuid('Choose a lead.'), to: z.email('Enter a valid email address.') });

export const SEQUENCE_EXIT_REASONS = ['replied', 'converted', 'unsubscribed', 'bounced', 'lost'] as const;
export type SequenceExitReason = (typeof SEQUENCE_EXIT_REASONS)[number];
export const SEQUENCE_EXIT_LABELS: Record<SequenceExitReason, string> = {
  replied: 'Replied (a call or e-mail logged on the lead)',
  converted: 'Converted',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced (mail to the address failed for good)',
  lost: 'Lost',
};

export const sequenceStepSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('email'), template_id: z.uuid('Choose a template for the e-mail step.') }),
  z.strictObject({ kind: z.literal('wait'), days: z.number().int().min(1, 'Wait at least one day.').max(365) }),
  z.strictObject({ kind: z.literal('task'), title: z.string().trim().min(1, 'Give the task a title.').max(200), due_in_days: z.number().int().min(0).max(365).default(0) }),
  z.strictObject({ kind: z.literal('status'), status: z.enum(SETTABLE_LEAD_STATUSES.filter((s) => s !== 'lost') as ['new', 'contacted', 'qualified', 'application_sent'], 'Choose a status.') }),
]);
export type SequenceStep = z.infer<typeof sequenceStepSchema>;

export const enrolRuleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('manual') }),
  z.strictObject({ kind: z.literal('status'), status: z.enum(LEAD_STATUSES, 'Choose a status.') }),
  z.strictObject({ kind: z.literal('tag'), tag: z.string().trim().min(1, 'Name the tag.').max(50) }),
]);
export type EnrolRule = z.infer<typeof enrolRuleSchema>;

export const sequenceInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the sequence a name.').max(200),
  enrol_rule: enrolRuleSchema,
  exit_on: z.array(z.enum(SEQUENCE_EXIT_REASONS)).max(SEQUENCE_EXIT_REASONS.length).default([...SEQUENCE_EXIT_REASONS]),
  steps: z.array(sequenceStepSchema).min(1, 'Add at least one step.').max(50, 'At most 50 steps.'),
});
export type SequenceInput = z.infer<typeof sequenceInputSchema>;

export const sequenceStatusSchema = z.strictObject({ status: z.enum(['active', 'paused']) });
export const enrolSchema = z.strictObject({ lead_ids: z.array(z.uuid()).min(1, 'Choose at least one lead.').max(500) });
export const enrollmentStatusSchema = z.strictObject({ status: z.enum(['active', 'paused'], 'Choose pause or resume.') });

/**
 * A campaign's audience: a saved lead filter (the Leads page's filters), or a contact filter — by type (the
 * contact's role), tag (carried by the lead the contact came from), the state of a deal the contact is on.
 */
export const audienceSchema = z
  .strictObject({
    /** Absent: leads. */
    kind: z.enum(AUDIENCE_KINDS).optional(),
    status: z.enum(LEAD_STATUSES).optional(),
    source: z.enum(LEAD_SOURCES).optional(),
    owner_id: z.string().max(100).optional(),
    role: z.enum(CONTACT_ROLES, 'Choose a contact type.').optional(),
    state: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Enter the state as its two-letter code (e.g. TX).').optional(),
    tag: z.string().trim().max(50).optional(),
    q: z.string().trim().max(200).optional(),
  })
  .superRefine((a, ctx) => {
    const contacts = a.kind === 'contacts';
    if (contacts && (a.status || a.source || a.owner_id)) ctx.addIssue({ code: 'custom', message: 'Status, source and owner filter leads, not contacts.' });
    if (!contacts && (a.role || a.state)) ctx.addIssue({ code: 'custom', message: 'Contact type and state filter contacts, not leads.' });
  });
export type Audience = z.infer<typeof audienceSchema>;

export const campaignInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give the campaign a name.').max(200),
  template_id: z.uuid('Choose a template.'),
  audience: audienceSchema,
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignSendSchema = z.strictObject({
  /** Absent: now. */
  scheduled_at: z.iso.datetime({ offset: true, message: 'Enter the time as a date and time.' }).optional(),
});

export const OUTREACH_STATUSES = ['queued', 'sent', 'failed', 'bounced', 'opened', 'clicked', 'unsubscribed'] as const;
export type OutreachStatus = (typeof OUTREACH_STATUSES)[number];
