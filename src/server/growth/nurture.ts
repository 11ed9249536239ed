// Nurture sequences: ordered steps (e-mail from a template, wait, task for the owner, status change) that a
// lead walks through one job at a time. A step job locks its enrolment, checks the exit rules, does the step,
// and queues the next step in the same transaction — so a step runs once even with several instances, and a
// paused or exited enrolment simply stops.
import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { enrolBlock, exitReason, ruleMatchesChange, type Suppression } from '../../core/growth/nurture.js';
import { LEAD_STATUS_LABELS, type LeadStatus } from '../../core/schemas/leads.js';
import type { EnrolRule, SequenceInput, SequenceStep } from '../../core/schemas/growth.js';
import type { AuthContext } from '../auth/guard.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { emailTemplates, leadActivities, leads, sequenceEnrollments, sequences, tasks } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { enqueueJob, type Job } from '../platform/jobs/queue.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { getTemplate, queueOutreach, suppressionOf, type OutreachDeps } from './outreach.js';

export const STEP_JOB = 'nurture.step';
const DAY_MS = 86_400_000;

type SequenceRow = typeof sequences.$inferSelect;
type LeadRow = typeof leads.$inferSelect;
type EnrollmentRow = typeof sequenceEnrollments.$inferSelect;

function sequenceView(row: SequenceRow) {
  const { organizationId: _org, ...rest } = row;
  return toApiRow(rest);
}

async function getSequence(db: Executor, organizationId: string, id: string, lock = false): Promise<SequenceRow> {
  const query = db.select().from(sequences).where(and(eq(sequences.id, id), eq(sequences.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Sequence');
  return row;
}

/** Every sequence with how many leads are in each state. */
export async function listSequences(db: AppDatabase, organizationId: string) {
  const rows = await db.select().from(sequences).where(eq(sequences.organizationId, organizationId)).orderBy(asc(sequences.name));
  const counts = await db
    .select({ sequenceId: sequenceEnrollments.sequenceId, status: sequenceEnrollments.status, n: sql<number>`count(*)::int` })
    .from(sequenceEnrollments)
    .where(eq(sequenceEnrollments.organizationId, organizationId))
    .groupBy(sequenceEnrollments.sequenceId, sequenceEnrollments.status);
  return {
    items: rows.map((row) => ({
      ...sequenceView(row),
      counts: Object.fromEntries(counts.filter((c) => c.sequenceId === row.id).map((c) => [c.status, c.n])),
    })),
  };
}

/** A sequence and each enrolled lead's progress. */
export async function sequenceDetail(db: AppDatabase, organizationId: string, id: string) {
  const sequence = await getSequence(db, organizationId, id);
  const enrollments = await db
    .select({
      id: sequenceEnrollments.id,
      leadId: sequenceEnrollments.leadId,
      leadName: leads.name,
      leadEmail: leads.email,
      leadStatus: leads.status,
      status: sequenceEnrollments.status,
      currentStep: sequenceEnrollments.currentStep,
      nextRunAt: sequenceEnrollments.nextRunAt,
      exitReason: sequenceEnrollments.exitReason,
      createdAt: sequenceEnrollments.createdAt,
    })
    .from(sequenceEnrollments)
    .innerJoin(leads, eq(leads.id, sequenceEnrollments.leadId))
    .where(eq(sequenceEnrollments.sequenceId, id))
    .orderBy(desc(sequenceEnrollments.createdAt));
  return { sequence: sequenceView(sequence), enrollments: enrollments.map(toApiRow) };
}

/** Every e-mail step must name one of the organization's templates. */
async function checkSteps(db: Executor, organizationId: string, steps: SequenceStep[]) {
  const ids = [...new Set(steps.flatMap((s) => (s.kind === 'email' ? [s.template_id] : [])))];
  if (!ids.length) return;
  const found = await db.select({ id: emailTemplates.id }).from(emailTemplates).where(and(eq(emailTemplates.organizationId, organizationId), inArray(emailTemplates.id, ids)));
  if (found.length !== ids.length) throw new AppError('VALIDATION', 'Choose one of your templates for every e-mail step.');
}

export async function saveSequence(db: AppDatabase, ctx: AuthContext, input: SequenceInput, id?: string) {
  return db.transaction(async (tx) => {
    await checkSteps(tx, ctx.organizationId, input.steps);
    const values = { name: input.name, enrolRule: input.enrol_rule, exitOn: input.exit_on, steps: input.steps };
    if (!id) {
      const [created] = await tx.insert(sequences).values({ ...values, organizationId: ctx.organizationId, createdBy: ctx.userId }).returning();
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'sequence_created', tableName: 'sequences', recordId: created!.id, newValues: input });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'sequences', action: 'insert' });
      return sequenceView(created!);
    }
    const before = await getSequence(tx, ctx.organizationId, id, true);
    const diff = changedValues(before as unknown as Record<string, unknown>, values);
    const [after] = await tx.update(sequences).set({ ...values, updatedAt: new Date() }).where(eq(sequences.id, id)).returning();
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'sequence_updated', tableName: 'sequences', recordId: id, oldValues: toApiRow(diff.oldValues), newValues: toApiRow(diff.newValues) });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'sequences', action: 'update' });
    return sequenceView(after!);
  });
}

/** Queues the enrolment's current step, not before its scheduled time (resume, enrol). */
async function queueCurrentStep(tx: Executor, enrollment: EnrollmentRow) {
  const runAt = enrollment.nextRunAt && enrollment.nextRunAt > new Date() ? enrollment.nextRunAt : new Date();
  await enqueueJob(tx, STEP_JOB, { enrollment_id: enrollment.id, step: enrollment.currentStep }, { runAt, singletonKey: `${enrollment.id}:${enrollment.currentStep}`, organizationId: enrollment.organizationId });
}

/** Pausing a sequence holds every lead at its step; resuming picks each up where it was. */
export async function setSequenceStatus(db: AppDatabase, ctx: AuthContext, id: string, status: 'active' | 'paused') {
  return db.transaction(async (tx) => {
    const before = await getSequence(tx, ctx.organizationId, id, true);
    if (before.status === status) return sequenceView(before);
    const [after] = await tx.update(sequences).set({ status, updatedAt: new Date() }).where(eq(sequences.id, id)).returning();
    if (status === 'active') {
      const active = await tx.select().from(sequenceEnrollments).where(and(eq(sequenceEnrollments.sequenceId, id), eq(sequenceEnrollments.status, 'active')));
      for (const enrollment of active) await queueCurrentStep(tx, enrollment);
    }
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: status === 'active' ? 'sequence_resumed' : 'sequence_paused', tableName: 'sequences', recordId: id, oldValues: { status: before.status }, newValues: { status } });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'sequences', action: 'update' });
    return sequenceView(after!);
  });
}

async function candidates(tx: Executor, sequence: SequenceRow, leadRows: LeadRow[]) {
  const enrolled = new Set(
    (await tx.select({ leadId: sequenceEnrollments.leadId }).from(sequenceEnrollments).where(eq(sequenceEnrollments.sequenceId, sequence.id))).map((r) => r.leadId),
  );
  return Promise.all(
    leadRows.map(async (lead) => ({
      lead,
      block: enrolBlock({
        status: lead.status,
        email: lead.email,
        tags: lead.tags,
        suppressed: await suppressionOf(tx, lead.organizationId, lead.email),
        alreadyEnrolled: enrolled.has(lead.id),
      }),
    })),
  );
}

/** The leads a rule covers now: everyone in the status, or with the tag (manual rules cover no one). */
async function leadsUnderRule(tx: Executor, organizationId: string, rule: EnrolRule) {
  if (rule.kind === 'manual') return [];
  const condition = rule.kind === 'status' ? eq(leads.status, rule.status) : sql`exists (select 1 from unnest(${leads.tags}) t where lower(t) = lower(${rule.tag}))`;
  return tx.select().from(leads).where(and(eq(leads.organizationId, organizationId), condition)).orderBy(asc(leads.name)).limit(2000);
}

async function insertEnrollment(tx: Executor, sequence: SequenceRow, lead: LeadRow, userId: string | null, how: string) {
  const [created] = await tx
    .insert(sequenceEnrollments)
    .values({ organizationId: sequence.organizationId, sequenceId: sequence.id, leadId: lead.id, enrolledBy: userId })
    .onConflictDoNothing()
    .returning();
  if (!created) return undefined;
  await tx.insert(leadActivities).values({ organizationId: sequence.organizationId, leadId: lead.id, userId, kind: 'note', body: `Enrolled in the sequence ${sequence.name} (${how})` });
  if (sequence.status === 'active') await queueCurrentStep(tx, created);
  return created;
}

/**
 * Enrols the chosen leads, or (without lead ids) every lead the sequence's rule covers. A dry run answers who
 * would be enrolled and who not, and why, changing nothing.
 */
export async function enrolLeads(db: AppDatabase, ctx: AuthContext, id: string, input: { lead_ids?: string[] | undefined; dry_run?: boolean | undefined }) {
  return db.transaction(async (tx) => {
    const sequence = await getSequence(tx, ctx.organizationId, id, !input.dry_run);
    const leadRows = input.lead_ids
      ? await tx.select().from(leads).where(and(eq(leads.organizationId, ctx.organizationId), inArray(leads.id, input.lead_ids)))
      : await leadsUnderRule(tx, ctx.organizationId, sequence.enrolRule as EnrolRule);
    if (input.lead_ids && leadRows.length !== new Set(input.lead_ids).size) throw notFound('Lead');
    const checked = await candidates(tx, sequence, leadRows);
    const ok = checked.filter((c) => !c.block).map((c) => c.lead);
    const skipped = checked.filter((c) => c.block).map((c) => ({ id: c.lead.id, name: c.lead.name, reason: c.block }));
    const person = (l: LeadRow) => ({ id: l.id, name: l.name, email: l.email, status: l.status });
    if (input.dry_run) return { enrolled: [], would_enrol: ok.map(person), skipped };
    for (const lead of ok) await insertEnrollment(tx, sequence, lead, ctx.userId, input.lead_ids ? 'by hand' : 'matching its rule');
    if (ok.length) {
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'sequence_enrolled', tableName: 'sequences', recordId: id, newValues: { lead_ids: ok.map((l) => l.id) } });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'sequences', action: 'update' }, { organizationId: ctx.organizationId, table: 'leads', action: 'update' });
    }
    return { enrolled: ok.map(person), would_enrol: [], skipped };
  });
}

/** Pause or resume one lead's progress. */
export async function setEnrollmentStatus(db: AppDatabase, ctx: AuthContext, enrollmentId: string, status: 'active' | 'paused') {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(sequenceEnrollments)
      .where(and(eq(sequenceEnrollments.id, enrollmentId), eq(sequenceEnrollments.organizationId, ctx.organizationId)))
      .for('update');
    if (!before) throw notFound('Enrolment');
    if (before.status === 'completed' || before.status === 'exited') throw new AppError('CONFLICT', 'This lead has left the sequence; enrol it again instead.');
    if (before.status === status) return toApiRow(before);
    const [after] = await tx.update(sequenceEnrollments).set({ status, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, enrollmentId)).returning();
    if (status === 'active') await queueCurrentStep(tx, after!);
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: status === 'active' ? 'enrollment_resumed' : 'enrollment_paused', tableName: 'sequence_enrollments', recordId: enrollmentId, oldValues: { status: before.status }, newValues: { status } });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'sequences', action: 'update' });
    return toApiRow(after!);
  });
}

/**
 * Called by the leads service inside its transaction when a lead is created or changed: the active sequences
 * whose rule the change meets take the lead in.
 */
export async function enrolByRules(tx: Executor, lead: LeadRow, change: { enteredStatus?: string | undefined; addedTags?: string[] }, userId: string | null) {
  if (!change.enteredStatus && !change.addedTags?.length) return;
  const active = await tx.select().from(sequences).where(and(eq(sequences.organizationId, lead.organizationId), eq(sequences.status, 'active')));
  for (const sequence of active) {
    if (!ruleMatchesChange(sequence.enrolRule as EnrolRule, change)) continue;
    const [checked] = await candidates(tx, sequence, [lead]);
    if (checked?.block) continue;
    const created = await insertEnrollment(tx, sequence, lead, userId, 'matching its rule');
    if (created) await createAuditEntry(tx, { organizationId: lead.organizationId, userId, action: 'sequence_enrolled', tableName: 'sequences', recordId: sequence.id, newValues: { lead_ids: [lead.id] }, metadata: { via: 'enrol_rule' } });
  }
}

/** A call or e-mail a person logged on the lead since it was enrolled: the lead answered. */
async function repliedSince(tx: Executor, leadId: string, since: Date) {
  const [row] = await tx
    .select({ id: leadActivities.id })
    .from(leadActivities)
    .where(and(eq(leadActivities.leadId, leadId), inArray(leadActivities.kind, ['call', 'email']), isNotNull(leadActivities.userId), gt(leadActivities.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

const stepLabel = (step: SequenceStep) =>
  step.kind === 'email' ? 'e-mail' : step.kind === 'wait' ? `wait ${step.days} day${step.days === 1 ? '' : 's'}` : step.kind === 'task' ? `task "${step.title}"` : `status ${LEAD_STATUS_LABELS[step.status]}`;

/** Does one step; returns when the next step is due. */
async function doStep(tx: Executor, deps: Pick<OutreachDeps, 'keyring' | 'publicUrl'>, step: SequenceStep, lead: LeadRow, sequence: SequenceRow, enrollment: EnrollmentRow, suppressed: Suppression): Promise<Date> {
  const note = (body: string) => tx.insert(leadActivities).values({ organizationId: lead.organizationId, leadId: lead.id, kind: 'note', body });
  switch (step.kind) {
    case 'email': {
      const template = await getTemplate(tx, lead.organizationId, step.template_id);
      const queued = suppressed ? undefined : await queueOutreach(tx, deps, { lead, template, enrollmentId: enrollment.id });
      if (!queued) await note(`Sequence ${sequence.name}: e-mail "${template.name}" skipped (${suppressed ?? 'no e-mail address'})`);
      return new Date();
    }
    case 'wait':
      return new Date(Date.now() + step.days * DAY_MS);
    case 'task': {
      const due = new Date(Date.now() + step.due_in_days * DAY_MS).toISOString().slice(0, 10);
      await tx.insert(tasks).values({
        organizationId: lead.organizationId,
        title: step.title,
        description: `Nurture sequence ${sequence.name}, lead ${lead.name}${lead.email ? ` <${lead.email}>` : ''}.`,
        dueDate: due,
        kind: 'follow_up',
        assigneeId: lead.ownerId,
      });
      await publishChange(tx, { organizationId: lead.organizationId, table: 'tasks', action: 'insert' });
      return new Date();
    }
    case 'status': {
      if (lead.status !== step.status) {
        await tx.update(leads).set({ status: step.status, updatedAt: new Date() }).where(eq(leads.id, lead.id));
        await tx.insert(leadActivities).values({
          organizationId: lead.organizationId,
          leadId: lead.id,
          kind: 'status_change',
          body: `Status changed from ${LEAD_STATUS_LABELS[lead.status as LeadStatus] ?? lead.status} to ${LEAD_STATUS_LABELS[step.status]} by the sequence ${sequence.name}`,
        });
        await enrolByRules(tx, { ...lead, status: step.status }, { enteredStatus: step.status }, null);
      }
      return new Date();
    }
  }
}

/** The step job: runs the enrolment's current step if it is still the one the job was queued for. */
export async function runStep(deps: Pick<OutreachDeps, 'db' | 'keyring' | 'publicUrl'>, job: Job<{ enrollment_id: string; step: number }>) {
  await deps.db.transaction(async (tx) => {
    const [enrollment] = await tx.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.id, job.payload.enrollment_id)).for('update');
    if (!enrollment || enrollment.status !== 'active' || enrollment.currentStep !== job.payload.step) return;
    const sequence = await getSequence(tx, enrollment.organizationId, enrollment.sequenceId);
    if (sequence.status !== 'active') return;
    const [lead] = await tx.select().from(leads).where(eq(leads.id, enrollment.leadId)).for('update');
    if (!lead) return;
    const org = enrollment.organizationId;
    const suppressed = await suppressionOf(tx, org, lead.email);
    const exit = exitReason(sequence.exitOn, { status: lead.status, suppressed, replied: await repliedSince(tx, lead.id, enrollment.createdAt) });
    const steps = sequence.steps as SequenceStep[];
    const step = steps[enrollment.currentStep];
    if (exit || !step) {
      await tx.update(sequenceEnrollments).set({ status: exit ? 'exited' : 'completed', exitReason: exit, nextRunAt: null, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, enrollment.id));
      await tx.insert(leadActivities).values({ organizationId: org, leadId: lead.id, kind: 'note', body: exit ? `Left the sequence ${sequence.name}: ${exit}` : `Finished the sequence ${sequence.name}` });
      await createAuditEntry(tx, { organizationId: org, userId: null, action: exit ? 'enrollment_exited' : 'enrollment_completed', tableName: 'sequence_enrollments', recordId: enrollment.id, newValues: { exit_reason: exit } });
      await publishChange(tx, { organizationId: org, table: 'sequences', action: 'update' }, { organizationId: org, table: 'leads', action: 'update' });
      return;
    }
    const nextRunAt = await doStep(tx, deps, step, lead, sequence, enrollment, suppressed);
    const next = enrollment.currentStep + 1;
    const [after] = await tx.update(sequenceEnrollments).set({ currentStep: next, nextRunAt, updatedAt: new Date() }).where(eq(sequenceEnrollments.id, enrollment.id)).returning();
    // The step after the last one closes the enrolment (and checks the exit rules one more time).
    await queueCurrentStep(tx, after!);
    await createAuditEntry(tx, { organizationId: org, userId: null, action: 'sequence_step_run', tableName: 'sequence_enrollments', recordId: enrollment.id, newValues: { step: enrollment.currentStep, kind: step.kind, label: stepLabel(step) } });
    await publishChange(tx, { organizationId: org, table: 'sequences', action: 'update' }, { organizationId: org, table: 'leads', action: 'update' });
  });
}
