// API shapes of /api/agents (issue 20, AI Agents): settings per agent kind, runs, actions and approvals.
import { z } from 'zod';
import { AGENT_KINDS, MAIL_MODES, MAX_INTERVAL_MINUTES, MIN_INTERVAL_MINUTES, type AgentKind } from '../agents/agents';
import { DEFAULT_CONDITION_CHASER_SETTINGS } from '../agents/condition-chaser';
import { DEFAULT_INBOUND_TRIAGE_SETTINGS } from '../agents/inbound-triage';
import { DEFAULT_LEAD_RESPONDER_SETTINGS } from '../agents/lead-responder';
import { DEFAULT_STALE_DEAL_SETTINGS } from '../agents/stale-deals';
import { unknownMergeFields } from '../growth/merge';
import { LEAD_SOURCES } from './leads';

const days = (what: string) =>
  z.int(`${what} must be a whole number of days.`).min(0, `${what} cannot be negative.`).max(730, `${what} must be at most 730 days.`);

export const staleDealSettingsSchema = z
  .strictObject({
    idle_days: days('Idle days'),
    hold_after_days: days('Hold after days').nullable(),
    stages: z.array(z.string().trim().min(1).max(100)).max(50),
  })
  .refine((s) => s.hold_after_days === null || s.hold_after_days >= s.idle_days, {
    message: 'Hold after days must be at least the idle days.',
    path: ['hold_after_days'],
  });

const mailMode = z.enum(MAIL_MODES, 'Choose whether the mail is sent or drafted for approval.');

export const conditionChaserSettingsSchema = z.strictObject({
  open_days: days('Open days'),
  every_days: days('Remind every').min(1, 'Remind every must be at least 1 day.'),
  mail_mode: mailMode,
});

export const inboundTriageSettingsSchema = z.strictObject({});

export const leadResponderSettingsSchema = z
  .strictObject({
    subject: z.string().trim().min(1, 'The reply needs a subject.').max(200, 'The subject must be at most 200 characters.'),
    body: z.string().trim().min(1, 'The reply needs a body.').max(10_000, 'The body must be at most 10000 characters.'),
    mail_mode: mailMode,
    max_age_hours: z.int('Answer leads up to a whole number of hours old.').min(1, 'Answer leads up to at least 1 hour old.').max(720, 'Answer leads up to at most 720 hours old.'),
    follow_up_days: days('Follow-up days'),
    sources: z.array(z.enum(LEAD_SOURCES, 'Unknown lead source.')).max(LEAD_SOURCES.length),
  })
  .superRefine((s, ctx) => {
    const unknown = unknownMergeFields(s.subject, s.body);
    if (unknown.length) ctx.addIssue({ code: 'custom', path: ['body'], message: `Unknown merge field: {{${unknown[0]}}}.` });
    // A one-to-one reply carries no unsubscribe link (that is campaign mail); the field would come out empty.
    else if (/\{\{\s*unsubscribe_url\s*\}\}/.test(`${s.subject} ${s.body}`)) ctx.addIssue({ code: 'custom', path: ['body'], message: 'The first reply has no unsubscribe link: remove {{unsubscribe_url}}.' });
  });

/** The settings each kind of agent takes. */
export const AGENT_SETTINGS_SCHEMAS = {
  stale_deal_watcher: staleDealSettingsSchema,
  condition_chaser: conditionChaserSettingsSchema,
  inbound_triage: inboundTriageSettingsSchema,
  lead_responder: leadResponderSettingsSchema,
} satisfies Record<AgentKind, z.ZodType>;

/** Each kind's settings until an administrator changes them. */
export const DEFAULT_AGENT_SETTINGS = {
  stale_deal_watcher: DEFAULT_STALE_DEAL_SETTINGS,
  condition_chaser: DEFAULT_CONDITION_CHASER_SETTINGS,
  inbound_triage: DEFAULT_INBOUND_TRIAGE_SETTINGS,
  lead_responder: DEFAULT_LEAD_RESPONDER_SETTINGS,
} satisfies Record<AgentKind, unknown>;

export const agentKindParamsSchema = z.object({ kind: z.enum(AGENT_KINDS, 'No such agent.') });

export const agentUpdateSchema = z.strictObject({
  enabled: z.boolean(),
  interval_minutes: z
    .int('The schedule must be a whole number of minutes.')
    .min(MIN_INTERVAL_MINUTES, `The agent may run at most every ${MIN_INTERVAL_MINUTES} minutes.`)
    .max(MAX_INTERVAL_MINUTES, 'The agent must run at least once a week.'),
  // Checked against the kind's own schema (agentUpdateSchemaFor): the kind is in the path, not the body.
  settings: z.record(z.string(), z.unknown(), 'Settings must be an object.'),
});

/** The body of PUT /api/agents/:kind with that kind's settings. */
export const agentUpdateSchemaFor = <K extends AgentKind>(kind: K) => agentUpdateSchema.extend({ settings: AGENT_SETTINGS_SCHEMAS[kind] });
export type AgentUpdate = z.infer<ReturnType<typeof agentUpdateSchemaFor>>;

export const draftParamsSchema = z.object({ id: z.uuid('No such draft.') });
export const suggestionParamsSchema = z.object({ id: z.uuid('No such file.') });

export const approvalParamsSchema = z.object({ id: z.uuid('No such approval.') });
