// AI agents (issue 20): per-organization automations that work the book with a person in the loop. An agent runs
// on a schedule through the job queue (one chain of jobs per enabled agent, so it runs once across instances) or
// on "Run now"; every run and every action is logged with its reason. An agent never changes a deal itself: it
// stores the change as the assistant's confirmation (same card, same apply path, same audit) in an approvals queue.
import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AGENT_KINDS, DEFAULT_INTERVAL_MINUTES, nextRunAt, scheduleKey, type AgentKind } from '../../core/agents/agents.js';
import {
  DEFAULT_STALE_DEAL_SETTINGS,
  digestLine,
  planStaleDeals,
  staleDeals,
  subjectKeys,
  type StaleDealSettings,
  type StaleDealStep,
  type WatchedDeal,
} from '../../core/agents/stale-deals.js';
import { canManageDeals } from '../../core/permissions.js';
import { staleDealSettingsSchema, type AgentUpdate } from '../../core/schemas/agents.js';
import { applyPendingConfirmation, closedReason } from '../assistant/service.js';
import { contextForUser, type AuthContext } from '../auth/guard.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { agentActions, agentRuns, agents, assistantConfirmations, deals } from '../platform/db/schema.js';
import { createAuditEntry } from '../platform/audit.js';
import { AppError, notFound } from '../platform/errors.js';
import { enqueueJob, type Job } from '../platform/jobs/queue.js';
import type { Mailer } from '../platform/mail.js';
import { insertTasks } from '../tasks/service.js';
import { notifyAssignees } from '../tasks/notify.js';

export const AGENT_JOB = 'agents.run';
/** An agent's proposal waits this long for a person's yes before it lapses. */
export const PROPOSAL_TTL_MS = 14 * 24 * 60 * 60 * 1000;
const RECENT_RUNS = 10;

export interface AgentDeps {
  db: AppDatabase;
  mailer: Mailer;
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

function settingsOf(row: Pick<AgentRow, 'settings'> | undefined): StaleDealSettings {
  const parsed = staleDealSettingsSchema.safeParse(row?.settings);
  return parsed.success ? parsed.data : DEFAULT_STALE_DEAL_SETTINGS;
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
        interval_minutes: row?.intervalMinutes ?? DEFAULT_INTERVAL_MINUTES,
        settings: settingsOf(row),
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
export async function configureAgent(db: AppDatabase, ctx: AuthContext, kind: AgentKind, input: AgentUpdate) {
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

/** The deals the watcher looks at: active ones that entered their stage before the idle limit. */
async function watchedDeals(db: Executor, organizationId: string, settings: StaleDealSettings, now: Date): Promise<WatchedDeal[]> {
  const cutoff = new Date(now.getTime() - settings.idle_days * 24 * 60 * 60 * 1000);
  return db
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

async function planNow(db: Executor, organizationId: string, settings: StaleDealSettings, now: Date) {
  const stale = staleDeals(await watchedDeals(db, organizationId, settings, now), now, settings);
  const steps = planStaleDeals(stale, now, settings, await doneKeys(db, organizationId, 'stale_deal_watcher', subjectKeys(stale)));
  return { steps, digest: stale.map((d) => digestLine(d, now)) };
}

/** What the agent would do now, without doing it (the page's dry run). */
export async function dryRun(db: AppDatabase, organizationId: string, kind: AgentKind) {
  const settings = settingsOf(await agentRow(db, organizationId, kind));
  const { steps, digest } = await planNow(db, organizationId, settings, new Date());
  return { digest, actions: steps.map((s) => ({ action: s.action, deal_id: s.deal.id, reason: s.reason, summary: s.action === 'task_created' ? s.title : s.description })) };
}

const runSummary = (steps: StaleDealStep[], stale: number) => {
  const tasks = steps.filter((s) => s.action === 'task_created').length;
  const proposals = steps.length - tasks;
  return `${stale} stale deal${stale === 1 ? '' : 's'}; ${tasks} task${tasks === 1 ? '' : 's'} created; ${proposals} change${proposals === 1 ? '' : 's'} proposed.`;
};

/**
 * One run of an agent on behalf of `ctx` (who pressed "Run now", or who configured it for a scheduled run):
 * its tasks, proposals, log and audit in one transaction. A run that cannot act is logged as failed, not thrown.
 */
export async function runAgent(deps: AgentDeps, organizationId: string, kind: AgentKind, trigger: 'schedule' | 'manual', ctx: AuthContext | null) {
  const { db } = deps;
  const settings = settingsOf(await agentRow(db, organizationId, kind));
  if (!ctx || ctx.organizationId !== organizationId || !ctx.profile.is_active || !canManageDeals(ctx.role)) {
    const [failed] = await db
      .insert(agentRuns)
      .values({ organizationId, kind, trigger, status: 'failed', error: 'The person the agent acts for can no longer manage deals; an administrator must configure it again.', finishedAt: new Date() })
      .returning();
    return failed!;
  }
  const now = new Date();
  const { run, assignments } = await db.transaction(async (tx) => {
    const { steps, digest } = await planNow(tx, organizationId, settings, now);
    const [run] = await tx.insert(agentRuns).values({ organizationId, kind, trigger, summary: runSummary(steps, digest.length), digest, finishedAt: now }).returning();
    const created: StaleDealStep[] = [];
    for (const step of steps) {
      // The unique subject key makes each action happen once, even when two runs overlap.
      const [action] = await tx
        .insert(agentActions)
        .values({ organizationId, runId: run!.id, kind, action: step.action, subjectKey: step.subjectKey, dealId: step.deal.id, reason: step.reason })
        .onConflictDoNothing()
        .returning({ id: agentActions.id });
      if (!action) continue;
      created.push(step);
      const details = step.action === 'task_created' ? await createTask(tx, ctx, step, run!.id) : await proposeChange(tx, ctx, step, action.id);
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
    const assignments = created.flatMap((s) => (s.action === 'task_created' && s.deal.assignedOfficerId ? [{ assigneeId: s.deal.assignedOfficerId, title: s.title, dealId: s.deal.id, dueDate: null }] : []));
    return { run: run!, assignments };
  });
  await notifyAssignees(deps, { userId: ctx.userId, organizationId, name: 'The stale-deal watcher' }, assignments);
  return run;
}

async function createTask(tx: Executor, ctx: AuthContext, step: Extract<StaleDealStep, { action: 'task_created' }>, runId: string) {
  const [task] = await insertTasks(
    tx,
    ctx,
    [{ title: step.title, description: step.reason, dealId: step.deal.id, assigneeId: step.deal.assignedOfficerId, kind: 'follow_up', priority: 'medium' }],
    { agent: 'stale_deal_watcher', run_id: runId },
  );
  return { task_id: task!.id };
}

async function proposeChange(tx: Executor, ctx: AuthContext, step: Extract<StaleDealStep, { action: 'change_proposed' }>, actionId: string) {
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
