// What each kind of agent would do now, as steps a run executes in its transaction (or a dry run lists): the
// data each pure planner of src/core/agents needs is read here, and each step knows how to do itself.
import { and, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { DAY_MS, plural, type AgentActionKind, type AgentKind, type AgentMail } from '../../core/agents/agents.js';
import { conditionDigestLine, planConditionReminders, type ConditionChaserSettings, type DealParty } from '../../core/agents/condition-chaser.js';
import { categoryOfDocumentType, planTriage, type CandidateDeal, type InboundFile } from '../../core/agents/inbound-triage.js';
import { planLeadReplies, type LeadResponderSettings } from '../../core/agents/lead-responder.js';
import { digestLine, planStaleDeals, staleDeals, subjectKeys, type StaleDealSettings, type StaleDealStep, type WatchedDeal } from '../../core/agents/stale-deals.js';
import { FILE_CATEGORY_LABELS } from '../../core/schemas/library.js';
import type { AuthContext } from '../auth/guard.js';
import { classifyDocument } from '../documents/classify.js';
import type { Executor } from '../platform/db/client.js';
import {
  agentActions,
  assistantConfirmations,
  contacts,
  dealContacts,
  deals,
  emailUnsubscribes,
  leads,
  organizations,
  pendingFileUploads,
  profiles,
  tasks,
} from '../platform/db/schema.js';
import { enqueueJob } from '../platform/jobs/queue.js';
import { insertTasks } from '../tasks/service.js';
import type { Assignment } from '../tasks/notify.js';

export const AGENT_MAIL_JOB = 'agents.mail';
/** An agent's proposal waits this long for a person's yes before it lapses. */
export const PROPOSAL_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** One thing a run does: logged as an agent action with its reason, executed once per subject key. */
export interface RunStep {
  action: AgentActionKind;
  subjectKey: string;
  dealId: string | null;
  reason: string;
  /** The line a dry run shows. */
  summary: string;
  /** Who to tell about a task the step creates (after the run commits). */
  assignment?: Assignment;
  /** Does the step inside the run's transaction; returns the details the log keeps. */
  execute(tx: Executor, ctx: AuthContext, ids: { runId: string; actionId: string }): Promise<Record<string, unknown>>;
}

export interface RunPlan {
  steps: RunStep[];
  digest: string[];
  summary: string;
}

export interface AgentSettingsByKind {
  stale_deal_watcher: StaleDealSettings;
  condition_chaser: ConditionChaserSettings;
  inbound_triage: Record<string, never>;
  lead_responder: LeadResponderSettings;
}

/** The subject keys among `keys` that the agent acted on already. */
async function doneKeys(db: Executor, organizationId: string, kind: AgentKind, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: agentActions.subjectKey })
    .from(agentActions)
    .where(and(eq(agentActions.organizationId, organizationId), eq(agentActions.kind, kind), inArray(agentActions.subjectKey, keys)));
  return new Set(rows.map((r) => r.key));
}

async function organizationName(db: Executor, organizationId: string): Promise<string> {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return org?.name ?? '';
}

/** A mail step: queued for the job queue to send now, or kept as a draft that a person approves or discards. */
function mailStep(kind: AgentKind, step: { action: 'mail_drafted' | 'mail_queued'; subjectKey: string; reason: string; mail: AgentMail }, dealId: string | null, extra: Record<string, unknown>): RunStep {
  return {
    action: step.action,
    subjectKey: step.subjectKey,
    dealId,
    reason: step.reason,
    summary: `${step.action === 'mail_queued' ? 'Send' : 'Draft'} "${step.mail.subject}" to ${step.mail.to}`,
    async execute(tx, ctx, { actionId }) {
      if (step.action === 'mail_queued') await enqueueJob(tx, AGENT_MAIL_JOB, { organizationId: ctx.organizationId, actionId }, { organizationId: ctx.organizationId });
      return { ...extra, mail: { ...step.mail, status: step.action === 'mail_queued' ? 'queued' : 'draft', kind } };
    },
  };
}

function taskStep(step: { subjectKey: string; reason: string; title: string }, task: { dealId: string | null; assigneeId: string | null; dueDate: string | null }, meta: { agent: AgentKind; extra?: Record<string, unknown> }): RunStep {
  return {
    action: 'task_created',
    subjectKey: step.subjectKey,
    dealId: task.dealId,
    reason: step.reason,
    summary: step.title,
    ...(task.assigneeId ? { assignment: { assigneeId: task.assigneeId, title: step.title, dealId: task.dealId, dueDate: task.dueDate } } : {}),
    async execute(tx, ctx, { runId }) {
      const [created] = await insertTasks(
        tx,
        ctx,
        [{ title: step.title, description: step.reason, dealId: task.dealId, assigneeId: task.assigneeId, dueDate: task.dueDate, kind: 'follow_up', priority: 'medium' }],
        { agent: meta.agent, run_id: runId, ...meta.extra },
      );
      return { task_id: created!.id, ...meta.extra };
    },
  };
}

// ---- Stale-deal watcher ---------------------------------------------------------------------------------------

async function planStale(db: Executor, organizationId: string, settings: StaleDealSettings, now: Date): Promise<RunPlan> {
  const cutoff = new Date(now.getTime() - settings.idle_days * DAY_MS);
  const watched: WatchedDeal[] = await db
    .select({
      id: deals.id,
      borrowerName: deals.borrowerName,
      propertyAddress: deals.propertyAddress,
      stage: deals.stage,
      status: deals.status,
      stageEnteredAt: deals.stageEnteredAt,
      assignedOfficerId: deals.assignedOfficerId,
    })
    .from(deals)
    .where(and(eq(deals.organizationId, organizationId), eq(deals.status, 'Active'), lt(deals.stageEnteredAt, cutoff)))
    .orderBy(deals.stageEnteredAt);
  const stale = staleDeals(watched, now, settings);
  const planned = planStaleDeals(stale, now, settings, await doneKeys(db, organizationId, 'stale_deal_watcher', subjectKeys(stale)));
  const tasksCreated = planned.filter((s) => s.action === 'task_created').length;
  return {
    steps: planned.map((step) =>
      step.action === 'task_created'
        ? taskStep(step, { dealId: step.deal.id, assigneeId: step.deal.assignedOfficerId, dueDate: null }, { agent: 'stale_deal_watcher' })
        : proposalStep(step),
    ),
    digest: stale.map((d) => digestLine(d, now)),
    summary: `${plural(stale.length, 'stale deal')}; ${plural(tasksCreated, 'task')} created; ${plural(planned.length - tasksCreated, 'change')} proposed.`,
  };
}

/** A change the agent proposes: stored as the assistant's confirmation, applied only when a person approves it. */
function proposalStep(step: Extract<StaleDealStep, { action: 'change_proposed' }>): RunStep {
  return {
    action: step.action,
    subjectKey: step.subjectKey,
    dealId: step.deal.id,
    reason: step.reason,
    summary: step.description,
    async execute(tx, ctx, { actionId }) {
      const [stored] = await tx
        .insert(assistantConfirmations)
        .values({
          organizationId: ctx.organizationId,
          userId: ctx.userId,
          dealId: step.deal.id,
          changes: step.changes,
          description: step.description,
          expiresAt: new Date(Date.now() + PROPOSAL_TTL_MS),
          agentActionId: actionId,
        })
        .returning({ id: assistantConfirmations.id });
      return { confirmation_id: stored!.id, changes: step.changes };
    },
  };
}

// ---- Condition chaser -----------------------------------------------------------------------------------------

async function planChaser(db: Executor, organizationId: string, settings: ConditionChaserSettings, now: Date): Promise<RunPlan> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      dealId: deals.id,
      propertyAddress: deals.propertyAddress,
      borrowerName: deals.borrowerName,
      borrowerEmail: deals.borrowerEmail,
      openedAt: tasks.createdAt,
    })
    .from(tasks)
    .innerJoin(deals, eq(deals.id, tasks.dealId))
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        eq(tasks.kind, 'condition'),
        inArray(tasks.status, ['open', 'in_progress']),
        eq(deals.status, 'Active'),
        lt(tasks.createdAt, new Date(now.getTime() - settings.open_days * DAY_MS)),
      ),
    )
    .orderBy(tasks.createdAt)
    .limit(1000);
  const dealIds = [...new Set(rows.map((r) => r.dealId))];
  const parties = dealIds.length
    ? await db
        .select({ dealId: dealContacts.dealId, name: dealContacts.contactName, role: dealContacts.contactRole, email: contacts.email })
        .from(dealContacts)
        .innerJoin(contacts, eq(contacts.id, dealContacts.contactId))
        .where(and(eq(dealContacts.organizationId, organizationId), inArray(dealContacts.dealId, dealIds)))
    : [];
  const reminders = dealIds.length
    ? await db
        .select({ key: agentActions.subjectKey, at: agentActions.createdAt })
        .from(agentActions)
        .where(and(eq(agentActions.organizationId, organizationId), eq(agentActions.kind, 'condition_chaser'), inArray(agentActions.dealId, dealIds)))
    : [];
  const lastReminded = new Map<string, Date>();
  for (const { key, at } of reminders) {
    const conditionId = key.split(':')[1]!;
    if (!lastReminded.has(conditionId) || lastReminded.get(conditionId)! < at) lastReminded.set(conditionId, at);
  }
  const conditions = rows.map((r) => ({
    id: r.id,
    title: r.title,
    dealId: r.dealId,
    propertyAddress: r.propertyAddress,
    openedAt: r.openedAt,
    parties: [
      ...parties.filter((p) => p.dealId === r.dealId).map(({ name, role, email }): DealParty => ({ name, role, email })),
      { name: r.borrowerName, role: 'Borrower', email: r.borrowerEmail },
    ],
  }));
  const { steps, unreachable } = planConditionReminders(conditions, now, settings, lastReminded, await organizationName(db, organizationId));
  const mailed = steps.filter((s) => s.action === 'mail_queued').length;
  return {
    steps: steps.map((step) => mailStep('condition_chaser', step, step.condition.dealId, { condition_id: step.condition.id })),
    digest: [...steps.map((s) => conditionDigestLine(s.condition, now, true)), ...unreachable.map((c) => conditionDigestLine(c, now, false))],
    summary: `${plural(steps.length + unreachable.length, 'overdue condition')}; ${plural(mailed, 'reminder')} sent; ${plural(steps.length - mailed, 'reminder')} drafted.`,
  };
}

// ---- Inbound triage -------------------------------------------------------------------------------------------

/** The category a file reads as: the document classifier over its name and the message it came with. */
const categoryOf = (file: InboundFile) =>
  categoryOfDocumentType(classifyDocument([file.fileName.replace(/[-_.]+/g, ' '), file.subject, file.body].filter(Boolean).join('\n')));

async function planInbound(db: Executor, organizationId: string): Promise<RunPlan> {
  const files: InboundFile[] = await db
    .select({ id: pendingFileUploads.id, fileName: pendingFileUploads.fileName, emailFrom: pendingFileUploads.emailFrom, subject: pendingFileUploads.emailSubject, body: pendingFileUploads.emailText })
    .from(pendingFileUploads)
    .where(and(eq(pendingFileUploads.organizationId, organizationId), eq(pendingFileUploads.status, 'pending'), isNull(pendingFileUploads.dealId)))
    .orderBy(desc(pendingFileUploads.createdAt))
    .limit(500);
  const done = await doneKeys(db, organizationId, 'inbound_triage', files.map((f) => `file:${f.id}`));
  const open = files.filter((f) => !done.has(`file:${f.id}`));
  const candidates = open.length ? await candidateDeals(db, organizationId) : [];
  const { steps, unmatched } = planTriage(open, candidates, categoryOf, done);
  return {
    steps: steps.map((step) => ({
      action: step.action,
      subjectKey: step.subjectKey,
      dealId: step.deal.id,
      reason: step.reason,
      summary: `Suggest ${step.deal.id} (${step.deal.propertyAddress}) as ${FILE_CATEGORY_LABELS[step.category]} for ${step.file.fileName}`,
      execute: async () => ({ pending_file_id: step.file.id, file_name: step.file.fileName, category: step.category }),
    })),
    digest: unmatched.map(({ file, why }) => `${file.fileName}${file.emailFrom ? ` from ${file.emailFrom}` : ''}: no suggestion, ${why}`),
    summary: `${plural(open.length, 'unmatched file')}; ${plural(steps.length, 'deal')} suggested.`,
  };
}

/** Deals a file may belong to: those not closed or dead, with their borrower's and contacts' addresses. */
async function candidateDeals(db: Executor, organizationId: string): Promise<CandidateDeal[]> {
  const rows = await db
    .select({ id: deals.id, propertyAddress: deals.propertyAddress, borrowerName: deals.borrowerName, entityName: deals.entityName, borrowerEmail: deals.borrowerEmail })
    .from(deals)
    .where(and(eq(deals.organizationId, organizationId), inArray(deals.status, ['Active', 'On Hold'])))
    .limit(5000);
  const linked = await db
    .select({ dealId: dealContacts.dealId, email: contacts.email })
    .from(dealContacts)
    .innerJoin(contacts, eq(contacts.id, dealContacts.contactId))
    .where(eq(dealContacts.organizationId, organizationId));
  return rows.map((r) => ({
    id: r.id,
    propertyAddress: r.propertyAddress,
    borrowerName: r.borrowerName,
    entityName: r.entityName,
    emails: [r.borrowerEmail, ...linked.filter((l) => l.dealId === r.id).map((l) => l.email)].flatMap((e) => (e ? [e.trim().toLowerCase()] : [])),
  }));
}

// ---- Lead responder -------------------------------------------------------------------------------------------

async function planLeads(db: Executor, organizationId: string, settings: LeadResponderSettings, now: Date): Promise<RunPlan> {
  const rows = await db
    .select({ lead: leads, owner: { firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, phone: profiles.phone } })
    .from(leads)
    .leftJoin(profiles, eq(profiles.id, leads.ownerId))
    .where(and(eq(leads.organizationId, organizationId), eq(leads.status, 'new'), gt(leads.createdAt, new Date(now.getTime() - settings.max_age_hours * 60 * 60 * 1000))))
    .orderBy(leads.createdAt)
    .limit(1000);
  const newLeads = rows.map(({ lead, owner }) => ({
    id: lead.id,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    loanAmount: lead.loanAmount,
    loanType: lead.loanType,
    propertyAddress: lead.propertyAddress,
    status: lead.status,
    source: lead.source,
    createdAt: lead.createdAt,
    ownerId: lead.ownerId,
    owner: owner ? { name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email, email: owner.email, phone: owner.phone } : null,
  }));
  const emails = newLeads.flatMap((l) => (l.email ? [l.email.trim().toLowerCase()] : []));
  const unsubscribed = emails.length
    ? await db
        .select({ email: emailUnsubscribes.email })
        .from(emailUnsubscribes)
        .where(and(eq(emailUnsubscribes.organizationId, organizationId), inArray(emailUnsubscribes.email, emails)))
    : [];
  const done = await doneKeys(db, organizationId, 'lead_responder', newLeads.flatMap((l) => [`reply:${l.id}`, `follow-up:${l.id}`]));
  const planned = planLeadReplies(newLeads, now, settings, done, new Set(unsubscribed.map((u) => u.email.toLowerCase())), await organizationName(db, organizationId));
  const replies = planned.filter((s) => s.action !== 'task_created').length;
  return {
    steps: planned.map((step) =>
      step.action === 'task_created'
        ? taskStep(step, { dealId: null, assigneeId: step.lead.ownerId, dueDate: step.dueDate }, { agent: 'lead_responder', extra: { lead_id: step.lead.id } })
        : mailStep('lead_responder', step, null, { lead_id: step.lead.id }),
    ),
    digest: [...new Set(planned.map((s) => `${s.lead.name}${s.lead.email ? ` <${s.lead.email}>` : ''}`))],
    summary: `${plural(new Set(planned.map((s) => s.lead.id)).size, 'new lead')}; ${replies} ${replies === 1 ? 'reply' : 'replies'} ${settings.mail_mode === 'send' ? 'sent' : 'drafted'}; ${plural(planned.length - replies, 'task')} created.`,
  };
}

/** What the agent would do now with these settings. */
export function planAgent<K extends AgentKind>(db: Executor, organizationId: string, kind: K, settings: AgentSettingsByKind[K], now: Date): Promise<RunPlan> {
  switch (kind) {
    case 'stale_deal_watcher':
      return planStale(db, organizationId, settings as StaleDealSettings, now);
    case 'condition_chaser':
      return planChaser(db, organizationId, settings as ConditionChaserSettings, now);
    case 'inbound_triage':
      return planInbound(db, organizationId);
    default:
      return planLeads(db, organizationId, settings as LeadResponderSettings, now);
  }
}
