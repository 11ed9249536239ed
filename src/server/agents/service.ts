// AI agents (issue 20): per-organization automations that work the book with a person in the loop. An agent runs
// on a schedule through the job queue (one chain of jobs per enabled agent, so it runs once across instances) or
// on "Run now"; every run and every action is logged with its reason. An agent never changes a deal itself: it
// stores the change as the assistant's confirmation (same card, same apply path, same audit) in an approvals queue.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_LABELS, DEFAULT_INTERVALS, nextRunAt, scheduleKey, AGENT_KINDS, type AgentKind, type AgentMail } from '../../core/agents/agents.js';
import { canManageDeals } from '../../core/permissions.js';
import { AGENT_SETTINGS_SCHEMAS, DEFAULT_AGENT_SETTINGS, agentUpdateSchemaFor, type AgentUpdate } from '../../core/schemas/agents.js';
import type { FileCategory } from '../../core/schemas/library.js';
import { applyPendingConfirmation, closedReason } from '../assistant/service.js';
import { contextForUser, type AuthContext } from '../auth/guard.js';
import { approvePendingFile, assignPendingFile } from '../email-files/service.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { agentActions, agentRuns, agents, assistantConfirmations, deals, emailUnsubscribes, pendingFileUploads } from '../platform/db/schema.js';
import { createAuditEntry } from '../platform/audit.js';
import { AppError, notFound } from '../platform/errors.js';
import { enqueueJob, type Job } from '../platform/jobs/queue.js';
import type { Mailer } from '../platform/mail.js';
import type { Storage } from '../platform/storage.js';
import { notifyAssignees } from '../tasks/notify.js';
import { AGENT_MAIL_JOB, planAgent, type AgentSettingsByKind, type RunStep } from './planners.js';

export const AGENT_JOB = 'agents.run';
export { AGENT_MAIL_JOB };
const RECENT_RUNS = 10;

export interface AgentDeps {
  db: AppDatabase;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  log: FastifyBaseLogger;
}

interface ScheduledRun {
  organizationId: string;
  kind: AgentKind;
  /** The moment this job was scheduled for; it runs only while it is still the agent's next run. */
  at: string;
}

type AgentRow = typeof agents.$inferSelect;

/** The agent's settings as configured, or its defaults until it is (or when a stored value no longer holds). */
function settingsOf<K extends AgentKind>(kind: K, row: Pick<AgentRow, 'settings'> | undefined): AgentSettingsByKind[K] {
  const parsed = AGENT_SETTINGS_SCHEMAS[kind].safeParse(row?.settings);
  return (parsed.success ? parsed.data : DEFAULT_AGENT_SETTINGS[kind]) as AgentSettingsByKind[K];
}

async function agentRow(db: Executor, organizationId: string, kind: AgentKind): Promise<AgentRow | undefined> {
  const [row] = await db.select().from(agents).where(and(eq(agents.organizationId, organizationId), eq(agents.kind, kind)));
  return row;
}

/** Every agent of the organization with its settings (defaults until configured) and its last runs. */
export async function listAgents(db: AppDatabase, organizationId: string) {
  const rows = await db.select().from(agents).where(eq(agents.organizationId, organizationId));
  return Promise.all(
    AGENT_KINDS.map(async (kind) => {
      const row = rows.find((r) => r.kind === kind);
      return {
        kind,
        enabled: row?.enabled ?? false,
        interval_minutes: row?.intervalMinutes ?? DEFAULT_INTERVALS[kind],
        settings: settingsOf(kind, row),
        next_run_at: row?.enabled && row.nextRunAt ? row.nextRunAt.toISOString() : null,
        runs: await recentRuns(db, organizationId, kind),
      };
    }),
  );
}

async function recentRuns(db: AppDatabase, organizationId: string, kind: AgentKind) {
  const runs = await db
    .select()
    .from(agentRuns)
    .where(and(eq(agentRuns.organizationId, organizationId), eq(agentRuns.kind, kind)))
    .orderBy(desc(agentRuns.startedAt))
    .limit(RECENT_RUNS);
  const actions = runs.length
    ? await db.select().from(agentActions).where(inArray(agentActions.runId, runs.map((r) => r.id))).orderBy(agentActions.createdAt)
    : [];
  return runs.map((run) => ({
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    summary: run.summary,
    digest: run.digest as string[],
    error: run.error,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    actions: actions
      .filter((a) => a.runId === run.id)
      .map((a) => ({ id: a.id, action: a.action, deal_id: a.dealId, reason: a.reason, details: a.details as Record<string, unknown>, created_at: a.createdAt.toISOString() })),
  }));
}

/**
 * Turns an agent on or off and sets its schedule and scope, audited in the same transaction. Turning it on (or
 * changing its schedule) enqueues its next run; a job queued for an earlier schedule finds itself stale and stops.
 */
export async function configureAgent(db: AppDatabase, ctx: AuthContext, kind: AgentKind, body: unknown) {
  // The body's shape was checked by the route; its settings are checked against the kind's own rules here.
  const checked = agentUpdateSchemaFor(kind).safeParse(body);
  if (!checked.success) throw new AppError('VALIDATION', checked.error.issues[0]?.message ?? 'Check the settings.', checked.error.issues);
  const input: AgentUpdate = checked.data;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.organizationId, ctx.organizationId), eq(agents.kind, kind)))
      .for('update');
    const next = input.enabled ? (before?.enabled && before.intervalMinutes === input.interval_minutes && before.nextRunAt) || nextRunAt(new Date(), input.interval_minutes) : null;
    const values = { enabled: input.enabled, intervalMinutes: input.interval_minutes, settings: input.settings, actingUserId: ctx.userId, nextRunAt: next, updatedAt: new Date() };
    await tx
      .insert(agents)
      .values({ organizationId: ctx.organizationId, kind, ...values })
      .onConflictDoUpdate({ target: [agents.organizationId, agents.kind], set: values });
    if (next) await scheduleRun(tx, { organizationId: ctx.organizationId, kind, at: next.toISOString() });
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'agent_configured',
      tableName: 'agents',
      recordId: kind,
      oldValues: before ? { enabled: before.enabled, interval_minutes: before.intervalMinutes, settings: before.settings } : null,
      newValues: { enabled: input.enabled, interval_minutes: input.interval_minutes, settings: input.settings },
    });
  });
  return (await listAgents(db, ctx.organizationId)).find((a) => a.kind === kind)!;
}

function scheduleRun(tx: Executor, run: ScheduledRun) {
  return enqueueJob(tx, AGENT_JOB, run, {
    runAt: new Date(run.at),
    singletonKey: scheduleKey(run.organizationId, run.kind, new Date(run.at)),
    organizationId: run.organizationId,
  });
}

/**
 * The queue's handler: runs the agent when this job is still its current schedule, after moving the schedule on
 * and enqueueing the following run in one transaction (so a retry or a second instance never runs it twice).
 */
export async function handleScheduledRun(deps: AgentDeps, job: Job<ScheduledRun>): Promise<void> {
  const { organizationId, kind, at } = job.payload;
  const due = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.organizationId, organizationId), eq(agents.kind, kind), eq(agents.enabled, true), eq(agents.nextRunAt, new Date(at))))
      .for('update');
    if (!row) return undefined;
    const following = nextRunAt(new Date(Math.max(Date.now(), new Date(at).getTime())), row.intervalMinutes);
    await tx.update(agents).set({ nextRunAt: following }).where(and(eq(agents.organizationId, organizationId), eq(agents.kind, kind)));
    await scheduleRun(tx, { organizationId, kind, at: following.toISOString() });
    return row;
  });
  if (!due) return;
  const ctx = due.actingUserId ? await contextForUser(deps.db, due.actingUserId) : null;
  await runAgent(deps, organizationId, kind, 'schedule', ctx);
}

/** What the agent would do now, without doing it (the page's dry run). */
export async function dryRun(db: AppDatabase, organizationId: string, kind: AgentKind) {
  const settings = settingsOf(kind, await agentRow(db, organizationId, kind));
  const { steps, digest, summary } = await planAgent(db, organizationId, kind, settings, new Date());
  return { summary, digest, actions: steps.map((s) => ({ action: s.action, deal_id: s.dealId, reason: s.reason, summary: s.summary })) };
}

/**
 * One run of an agent on behalf of `ctx` (who pressed "Run now", or who configured it for a scheduled run):
 * its tasks, proposals, mail, log and audit in one transaction. A run that cannot act is logged as failed, not thrown.
 */
export async function runAgent(deps: AgentDeps, organizationId: string, kind: AgentKind, trigger: 'schedule' | 'manual', ctx: AuthContext | null) {
  const { db } = deps;
  const settings = settingsOf(kind, await agentRow(db, organizationId, kind));
  if (!ctx || ctx.organizationId !== organizationId || !ctx.profile.is_active || !canManageDeals(ctx.role)) {
    const [failed] = await db
      .insert(agentRuns)
      .values({ organizationId, kind, trigger, status: 'failed', error: 'The person the agent acts for can no longer manage deals; an administrator must configure it again.', finishedAt: new Date() })
      .returning();
    return failed!;
  }
  const now = new Date();
  const { run, created } = await db.transaction(async (tx) => {
    const { steps, digest, summary } = await planAgent(tx, organizationId, kind, settings, now);
    const [run] = await tx.insert(agentRuns).values({ organizationId, kind, trigger, summary, digest, finishedAt: now }).returning();
    const created: RunStep[] = [];
    for (const step of steps) {
      // The unique subject key makes each action happen once, even when two runs overlap.
      const [action] = await tx
        .insert(agentActions)
        .values({ organizationId, runId: run!.id, kind, action: step.action, subjectKey: step.subjectKey, dealId: step.dealId, reason: step.reason })
        .onConflictDoNothing()
        .returning({ id: agentActions.id });
      if (!action) continue;
      created.push(step);
      const details = await step.execute(tx, ctx, { runId: run!.id, actionId: action.id });
      await tx.update(agentActions).set({ details }).where(eq(agentActions.id, action.id));
    }
    await createAuditEntry(tx, {
      organizationId,
      userId: ctx.userId,
      action: 'agent_run',
      tableName: 'agent_runs',
      recordId: run!.id,
      newValues: { kind, trigger, summary: run!.summary },
    });
    return { run: run!, created };
  });
  await notifyAssignees(deps, { userId: ctx.userId, organizationId, name: `The ${AGENT_LABELS[kind].toLowerCase()}` }, created.flatMap((s) => (s.assignment ? [s.assignment] : [])));
  return run;
}

/** The agents' proposals waiting for a person: the Confirm Update card's data, the deal's current values, the reason. */
export async function listApprovals(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select({ confirmation: assistantConfirmations, deal: deals, reason: agentActions.reason, kind: agentActions.kind })
    .from(assistantConfirmations)
    .innerJoin(deals, eq(deals.id, assistantConfirmations.dealId))
    .innerJoin(agentActions, eq(agentActions.id, assistantConfirmations.agentActionId))
    .where(
      and(
        eq(assistantConfirmations.organizationId, organizationId),
        eq(assistantConfirmations.status, 'pending'),
        isNotNull(assistantConfirmations.agentActionId),
        sql`${assistantConfirmations.expiresAt} > now()`,
      ),
    )
    .orderBy(desc(assistantConfirmations.createdAt))
    .limit(200);
  return rows.map(({ confirmation, deal, reason, kind }) => {
    const changes = confirmation.changes as Record<string, string | number>;
    const current = deal as unknown as Record<string, unknown>;
    return {
      id: confirmation.id,
      kind,
      reason,
      created_at: confirmation.createdAt.toISOString(),
      expires_at: confirmation.expiresAt.toISOString(),
      confirmationRequest: {
        confirmationId: confirmation.id,
        dealInfo: { id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName },
        updateDescription: confirmation.description,
        changes,
      },
      // Old values beside the new ones (the card shows old → new).
      current: Object.fromEntries(Object.keys(changes).map((field) => [field, (current[field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())] ?? null) as string | number | null])),
    };
  });
}

async function pendingProposal(tx: Executor, ctx: AuthContext, id: string, doing: 'confirm' | 'cancel') {
  const [found] = await tx
    .select()
    .from(assistantConfirmations)
    .where(and(eq(assistantConfirmations.id, id), eq(assistantConfirmations.organizationId, ctx.organizationId), isNotNull(assistantConfirmations.agentActionId)))
    .for('update');
  if (!found) throw notFound('Approval');
  const closed = closedReason(found, doing);
  if (closed) throw new AppError('CONFLICT', closed);
  return found;
}

type Proposal = typeof assistantConfirmations.$inferSelect;

/** The audit row of a person's answer to a proposal, with what was proposed and by which agent action. */
function auditAnswer(tx: Executor, ctx: AuthContext, found: Proposal, status: 'applied' | 'cancelled') {
  return createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: status === 'applied' ? 'agent_proposal_approved' : 'agent_proposal_rejected',
    tableName: 'assistant_confirmations',
    recordId: found.id,
    oldValues: { status: 'pending' },
    newValues: { status },
    metadata: { deal_id: found.dealId, changes: found.changes, description: found.description, agent_action_id: found.agentActionId },
  });
}

/** Approving applies the change through the assistant's apply path (validated, audited) as the approver. */
export async function approveProposal(db: AppDatabase, ctx: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    const found = await pendingProposal(tx, ctx, id, 'confirm');
    const { updated } = await applyPendingConfirmation(tx, ctx, id);
    await auditAnswer(tx, ctx, found, 'applied');
    return { deal_id: updated.id as string };
  });
}

export async function rejectProposal(db: AppDatabase, ctx: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const found = await pendingProposal(tx, ctx, id, 'cancel');
    await tx.update(assistantConfirmations).set({ status: 'cancelled' }).where(eq(assistantConfirmations.id, id));
    await auditAnswer(tx, ctx, found, 'cancelled');
  });
}

// ---- Mail the agents write --------------------------------------------------------------------------------------

type MailStatus = 'draft' | 'queued' | 'sent' | 'discarded' | 'suppressed';
type StoredMail = AgentMail & { status: MailStatus; kind: AgentKind; sent_at?: string };
const mailOf = (details: unknown) => (details as { mail?: StoredMail } | null | undefined)?.mail;

/** The queue's mail handler: sends a queued agent mail once, unless its address unsubscribed meanwhile. */
export async function handleAgentMail(deps: AgentDeps, job: Job<{ organizationId: string; actionId: string }>): Promise<void> {
  const { organizationId, actionId } = job.payload;
  const [row] = await deps.db.select().from(agentActions).where(and(eq(agentActions.id, actionId), eq(agentActions.organizationId, organizationId)));
  const mail = mailOf(row?.details);
  if (!row || mail?.status !== 'queued') return;
  const [suppressed] = await deps.db
    .select({ email: emailUnsubscribes.email })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.organizationId, organizationId), eq(emailUnsubscribes.email, mail.to.toLowerCase())));
  if (!suppressed) await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text, kind: 'notification', organizationId });
  const next: StoredMail = suppressed ? { ...mail, status: 'suppressed' } : { ...mail, status: 'sent', sent_at: new Date().toISOString() };
  await deps.db.update(agentActions).set({ details: { ...(row.details as object), mail: next } }).where(eq(agentActions.id, actionId));
}

/** Mail the agents drafted, waiting for a person to send or discard it. */
export async function listDrafts(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select()
    .from(agentActions)
    .where(and(eq(agentActions.organizationId, organizationId), eq(agentActions.action, 'mail_drafted'), sql`${agentActions.details}->'mail'->>'status' = 'draft'`))
    .orderBy(desc(agentActions.createdAt))
    .limit(200);
  return rows.map((row) => {
    const mail = mailOf(row.details)!;
    return { id: row.id, kind: row.kind as AgentKind, deal_id: row.dealId, reason: row.reason, to: mail.to, subject: mail.subject, text: mail.text, created_at: row.createdAt.toISOString() };
  });
}

/** Sending a draft queues it (the job sends it); discarding keeps it in the log as discarded. Both audited. */
export async function answerDraft(db: AppDatabase, ctx: AuthContext, id: string, answer: 'send' | 'discard') {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(agentActions)
      .where(and(eq(agentActions.id, id), eq(agentActions.organizationId, ctx.organizationId), eq(agentActions.action, 'mail_drafted')))
      .for('update');
    const mail = mailOf(row?.details);
    if (!row || !mail) throw notFound('Draft');
    if (mail.status !== 'draft') throw new AppError('CONFLICT', `This draft was already ${mail.status === 'discarded' ? 'discarded' : 'sent'}.`);
    const status: MailStatus = answer === 'send' ? 'queued' : 'discarded';
    await tx.update(agentActions).set({ details: { ...(row.details as object), mail: { ...mail, status } } }).where(eq(agentActions.id, id));
    if (answer === 'send') await enqueueJob(tx, AGENT_MAIL_JOB, { organizationId: ctx.organizationId, actionId: id }, { organizationId: ctx.organizationId });
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: answer === 'send' ? 'agent_mail_approved' : 'agent_mail_discarded',
      tableName: 'agent_actions',
      recordId: id,
      oldValues: { status: 'draft' },
      newValues: { status },
      metadata: { kind: row.kind, deal_id: row.dealId, to: mail.to, subject: mail.subject },
    });
    return { id, status };
  });
}

// ---- Inbound triage's suggestions ------------------------------------------------------------------------------

/** Suggestions for files still waiting on Email Files: the deal, its address, the category and why. */
export async function listSuggestions(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select({ action: agentActions, address: deals.propertyAddress, file: pendingFileUploads })
    .from(agentActions)
    .innerJoin(deals, eq(deals.id, agentActions.dealId))
    .innerJoin(pendingFileUploads, sql`${pendingFileUploads.id}::text = ${agentActions.details}->>'pending_file_id'`)
    .where(
      and(
        eq(agentActions.organizationId, organizationId),
        eq(agentActions.kind, 'inbound_triage'),
        eq(pendingFileUploads.status, 'pending'),
      ),
    )
    .orderBy(desc(agentActions.createdAt))
    .limit(500);
  return rows.map(({ action, address, file }) => ({
    pending_file_id: file.id,
    file_name: file.fileName,
    email_from: file.emailFrom,
    deal_id: action.dealId!,
    deal_property_address: address,
    category: (action.details as { category: FileCategory }).category,
    reason: action.reason,
  }));
}

/**
 * Accepting a suggestion is a person filing the e-mailed file: the Email Files assign and approve paths (each
 * audited), with the suggested category on the deal file.
 */
export async function acceptSuggestion(deps: AgentDeps, ctx: AuthContext, pendingFileId: string) {
  const suggestion = (await listSuggestions(deps.db, ctx.organizationId)).find((s) => s.pending_file_id === pendingFileId);
  if (!suggestion) throw notFound('Suggestion');
  const [file] = await deps.db.select({ dealId: pendingFileUploads.dealId }).from(pendingFileUploads).where(eq(pendingFileUploads.id, pendingFileId));
  if (file?.dealId !== suggestion.deal_id) await assignPendingFile(deps.db, ctx, pendingFileId, suggestion.deal_id);
  return approvePendingFile(deps.db, deps.storage, ctx, pendingFileId, { category: suggestion.category });
}
