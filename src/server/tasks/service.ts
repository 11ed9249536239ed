// Tasks and loan conditions: listing with views and filters, create, edit, status changes, bulk actions.
// Every change writes its audit row and its realtime event in the same transaction.
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { noPermissionMessage } from '../../core/permissions.js';
import { taskShapeIssue, type TaskBulk, type TaskCreate, type TaskUpdate, type TaskItem, type taskListQuerySchema } from '../../core/schemas/tasks.js';
import { canChangeTaskStatus, canManageTasks, isActiveStatus, localNow, weekOf, type TaskStatus } from '../../core/tasks.js';
import type { z } from 'zod';
import type { AuthContext } from '../auth/guard.js';
import { getVisibleDeal } from '../deals/service.js';
import { changedValues, createAuditEntries, createAuditEntry, type AuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { dealFiles, deals, profiles, tasks } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern, pageOf } from '../platform/rows.js';
import { assertAssignable, memberName, visibleTasksCondition } from './access.js';
import type { Assignment } from './notify.js';

type TaskRow = typeof tasks.$inferSelect;
type ListQuery = z.output<typeof taskListQuerySchema>;

const assignee = aliasedTable(profiles, 'assignee');
const creator = aliasedTable(profiles, 'creator');
const completer = aliasedTable(profiles, 'completer');

/** "Now" where the caller is: due dates and times are the team's wall clock, not UTC. */
const nowIn = (tz: string | undefined) => localNow(new Date(), tz ?? 'UTC');

const activeCondition = inArray(tasks.status, ['open', 'in_progress']);

function overdueCondition(now: { date: string; time: string }): SQL {
  return and(
    activeCondition,
    or(
      sql`${tasks.dueDate} < ${now.date}`,
      and(sql`${tasks.dueDate} = ${now.date}`, sql`${tasks.dueTime} is not null`, sql`${tasks.dueTime} < ${`${now.time}:00`}::time`),
    ),
  )!;
}

function selection(now: { date: string; time: string }) {
  return {
    task: tasks,
    dealLabel: sql<string | null>`coalesce(nullif(${deals.propertyAddress}, ''), ${deals.borrowerName})`,
    dealFileName: dealFiles.fileName,
    // A left-joined object is read as missing when its FIRST column is null (drizzle): lead with a not-null one.
    assignee: { email: assignee.email, firstName: assignee.firstName, lastName: assignee.lastName, role: assignee.role },
    creator: { email: creator.email, firstName: creator.firstName, lastName: creator.lastName },
    completer: { email: completer.email, firstName: completer.firstName, lastName: completer.lastName },
    overdue: sql<boolean>`coalesce(${overdueCondition(now)}, false)`,
  };
}

type Person = { firstName: string | null; lastName: string | null; email: string | null };
const nameOf = (p: Person | null) => (p?.email ? memberName({ ...p, email: p.email }) : null);

type Selected = {
  task: TaskRow;
  dealLabel: string | null;
  dealFileName: string | null;
  assignee: (Person & { role: string | null }) | null;
  creator: Person | null;
  completer: Person | null;
  overdue: boolean;
};

function taskView(row: Selected): TaskItem {
  const t = row.task;
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    deal_id: t.dealId,
    deal_label: t.dealId ? row.dealLabel : null,
    assignee_id: t.assigneeId,
    assignee_name: nameOf(row.assignee),
    assignee_role: row.assignee?.role ?? null,
    due_date: t.dueDate,
    due_time: t.dueTime ? t.dueTime.slice(0, 5) : null,
    priority: t.priority as TaskItem['priority'],
    status: t.status as TaskItem['status'],
    kind: t.kind as TaskItem['kind'],
    condition_stage: t.conditionStage as TaskItem['condition_stage'],
    deal_file_id: t.dealFileId,
    deal_file_name: t.dealFileId ? row.dealFileName : null,
    created_by: t.createdBy,
    created_by_name: nameOf(row.creator),
    completed_by: t.completedBy,
    completed_by_name: nameOf(row.completer),
    completed_at: t.completedAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    overdue: row.overdue,
  };
}

function selectTasks(db: Executor, now: { date: string; time: string }) {
  return db
    .select(selection(now))
    .from(tasks)
    .leftJoin(deals, eq(deals.id, tasks.dealId))
    .leftJoin(dealFiles, eq(dealFiles.id, tasks.dealFileId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .leftJoin(completer, eq(completer.id, tasks.completedBy))
    .$dynamic();
}

const PRIORITY_RANK = sql`case ${tasks.priority} when 'high' then 0 when 'medium' then 1 else 2 end`;
const STATUS_RANK = sql`case ${tasks.status} when 'open' then 0 when 'in_progress' then 1 when 'done' then 2 else 3 end`;

function orderOf(query: ListQuery): SQL[] {
  const dir = query.dir === 'desc' ? desc : asc;
  const nulls = query.dir === 'desc' ? sql`nulls first` : sql`nulls last`;
  switch (query.sort ?? 'due') {
    case 'priority':
      return [dir(PRIORITY_RANK), sql`${tasks.dueDate} asc nulls last`];
    case 'created':
      return [query.dir === 'asc' ? asc(tasks.createdAt) : desc(tasks.createdAt)];
    case 'title':
      return [dir(sql`lower(${tasks.title})`)];
    case 'status':
      return [dir(STATUS_RANK), sql`${tasks.dueDate} asc nulls last`];
    default:
      return [sql`${tasks.dueDate} ${query.dir === 'desc' ? sql`desc` : sql`asc`} ${nulls}`, sql`${tasks.dueTime} asc nulls last`, PRIORITY_RANK];
  }
}

export async function listTasks(db: AppDatabase, ctx: AuthContext, query: ListQuery) {
  const now = nowIn(query.tz);
  const where: (SQL | undefined)[] = [visibleTasksCondition(ctx)];
  switch (query.view) {
    case 'mine':
      where.push(eq(tasks.assigneeId, ctx.userId));
      break;
    case 'overdue':
      where.push(overdueCondition(now));
      break;
    case 'week': {
      const week = weekOf(now.date);
      where.push(activeCondition, gte(tasks.dueDate, week.from), lte(tasks.dueDate, week.to));
      break;
    }
  }
  if (query.deal_id) where.push(eq(tasks.dealId, query.deal_id));
  if (query.assignee_id) where.push(query.assignee_id === 'none' ? sql`${tasks.assigneeId} is null` : eq(tasks.assigneeId, query.assignee_id));
  if (query.kind?.length) where.push(inArray(tasks.kind, query.kind));
  if (query.status?.length) where.push(inArray(tasks.status, query.status));
  if (query.priority?.length) where.push(inArray(tasks.priority, query.priority));
  if (query.due_from) where.push(gte(tasks.dueDate, query.due_from));
  if (query.due_to) where.push(lte(tasks.dueDate, query.due_to));
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(tasks.title, pattern), ilike(tasks.description, pattern), ilike(deals.propertyAddress, pattern), ilike(deals.borrowerName, pattern)));
  }
  const limit = query.limit ?? 200;
  const offset = Number(query.cursor ?? 0);
  const rows = await selectTasks(db, now)
    .where(and(...where))
    .orderBy(...orderOf(query), asc(tasks.id))
    .limit(limit + 1)
    .offset(offset);
  return pageOf(rows, limit, offset, taskView);
}

/** The caller's own overdue tasks: the count on the sidebar's Tasks entry. */
export async function countMyOverdue(db: Executor, ctx: AuthContext, tz: string | undefined): Promise<number> {
  if (!ctx.can('view_assigned_tasks')) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(visibleTasksCondition(ctx), eq(tasks.assigneeId, ctx.userId), overdueCondition(nowIn(tz))));
  return row?.n ?? 0;
}

async function getVisibleTaskRow(db: Executor, ctx: AuthContext, id: string, lock = false): Promise<TaskRow> {
  const query = db.select().from(tasks).where(and(eq(tasks.id, id), visibleTasksCondition(ctx))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Task');
  return row;
}

export async function getTask(db: Executor, ctx: AuthContext, id: string, tz?: string): Promise<TaskItem> {
  const [row] = await selectTasks(db, nowIn(tz))
    .where(and(eq(tasks.id, id), visibleTasksCondition(ctx)))
    .limit(1);
  if (!row) throw notFound('Task');
  return taskView(row);
}

/** The audited, API-named values of a task row. */
function auditValues(t: Partial<TaskRow>) {
  return {
    title: t.title,
    description: t.description,
    deal_id: t.dealId,
    assignee_id: t.assigneeId,
    due_date: t.dueDate,
    due_time: t.dueTime,
    priority: t.priority,
    status: t.status,
    kind: t.kind,
    condition_stage: t.conditionStage,
    deal_file_id: t.dealFileId,
  };
}

const audit = (ctx: AuthContext, action: string, recordId: string, values: Omit<AuditEntry, 'organizationId' | 'userId' | 'action' | 'tableName' | 'recordId'>): AuditEntry => ({
  organizationId: ctx.organizationId,
  userId: ctx.userId,
  action,
  tableName: 'tasks',
  recordId,
  ...values,
});

function shapeError(issue: { path: string; message: string } | null) {
  if (issue) throw new AppError('VALIDATION', issue.message, { field: issue.path });
}

/** What a status change writes: who cleared the task and when, or nothing once it is reopened. */
function completion(status: string, ctx: AuthContext, before?: TaskRow) {
  if (isActiveStatus(status)) return { completedBy: null, completedAt: null };
  if (before && !isActiveStatus(before.status) && before.status === status) return {};
  return { completedBy: ctx.userId, completedAt: new Date() };
}

export interface NewTask {
  title: string;
  description?: string | null;
  dealId: string | null;
  assigneeId: string | null;
  dueDate?: string | null;
  dueTime?: string | null;
  priority?: string;
  kind?: string;
  conditionStage?: string | null;
}

/** Inserts tasks already checked, with their audit rows and one realtime event. */
export async function insertTasks(tx: Executor, ctx: AuthContext, rows: NewTask[], metadata?: Record<string, unknown>) {
  if (rows.length === 0) return [];
  const created = await tx
    .insert(tasks)
    .values(rows.map((row) => ({ ...row, organizationId: ctx.organizationId, createdBy: ctx.userId })))
    .returning();
  await createAuditEntries(
    tx,
    created.map((t) => audit(ctx, 'task_created', t.id, { newValues: auditValues(t), metadata: { deal_id: t.dealId, ...metadata } })),
  );
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'insert' });
  return created;
}

export async function createTask(db: AppDatabase, ctx: AuthContext, input: TaskCreate) {
  const id = await db.transaction(async (tx) => {
    const dealId = input.deal_id ?? null;
    if (dealId) await getVisibleDeal(tx, ctx, dealId);
    const assigneeId = input.assignee_id ?? null;
    if (assigneeId) await assertAssignable(tx, ctx.organizationId, assigneeId, dealId);
    const [task] = await insertTasks(tx, ctx, [
      {
        title: input.title,
        description: input.description || null,
        dealId,
        assigneeId,
        dueDate: input.due_date ?? null,
        dueTime: input.due_time ?? null,
        priority: input.priority ?? 'medium',
        kind: input.kind ?? 'task',
        conditionStage: input.condition_stage ?? null,
      },
    ]);
    return task!.id;
  });
  return getTask(db, ctx, id);
}

async function assertDealFile(tx: Executor, ctx: AuthContext, fileId: string, dealId: string | null) {
  const [file] = await tx
    .select({ id: dealFiles.id })
    .from(dealFiles)
    .where(and(eq(dealFiles.id, fileId), eq(dealFiles.organizationId, ctx.organizationId), dealId ? eq(dealFiles.dealId, dealId) : sql`false`))
    .limit(1);
  if (!file) throw new AppError('VALIDATION', "Choose a file of this task's deal.", { field: 'deal_file_id' });
}

/** The edited task, and the assignment to announce when the task changed hands. */
export async function updateTask(db: AppDatabase, ctx: AuthContext, id: string, input: TaskUpdate): Promise<{ task: TaskItem; assignments: Assignment[] }> {
  const reassigned = await db.transaction(async (tx) => {
    const before = await getVisibleTaskRow(tx, ctx, id, true);
    const next = {
      title: input.title,
      description: input.description === undefined ? undefined : input.description || null,
      dealId: input.deal_id,
      assigneeId: input.assignee_id,
      dueDate: input.due_date,
      dueTime: input.due_time === undefined ? undefined : input.due_time && `${input.due_time}:00`,
      priority: input.priority,
      status: input.status,
      kind: input.kind,
      // A task that stops being a condition loses its stage with it.
      conditionStage: input.kind !== undefined && input.kind !== 'condition' && input.condition_stage === undefined ? null : input.condition_stage,
      dealFileId: input.deal_file_id,
    };
    const merged = { ...before, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) } as TaskRow;
    shapeError(
      taskShapeIssue({ kind: merged.kind, condition_stage: merged.conditionStage, status: merged.status, due_date: merged.dueDate, due_time: merged.dueTime }),
    );
    if (next.dealId !== undefined && next.dealId !== before.dealId && next.dealId) await getVisibleDeal(tx, ctx, next.dealId);
    const assigneeOrDealChanged = (next.assigneeId !== undefined && next.assigneeId !== before.assigneeId) || (next.dealId !== undefined && next.dealId !== before.dealId);
    if (assigneeOrDealChanged && merged.assigneeId) await assertAssignable(tx, ctx.organizationId, merged.assigneeId, merged.dealId);
    if (next.dealFileId) await assertDealFile(tx, ctx, next.dealFileId, merged.dealId);
    const update = { ...next, ...(next.status ? completion(next.status, ctx, before) : {}) };
    const diff = changedValues(before as unknown as Record<string, unknown>, update);
    if (!diff.changed) return false;
    await tx
      .update(tasks)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(tasks.id, id), eq(tasks.organizationId, ctx.organizationId)));
    await createAuditEntry(
      tx,
      audit(ctx, 'task_updated', id, {
        oldValues: auditValues(diff.oldValues as Partial<TaskRow>),
        newValues: auditValues(diff.newValues as Partial<TaskRow>),
        metadata: { deal_id: merged.dealId },
      }),
    );
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'update' });
    return 'assigneeId' in diff.newValues;
  });
  const task = await getTask(db, ctx, id);
  return { task, assignments: reassigned ? assignmentsOf([task]) : [] };
}

/** What the assignees of these tasks are told (notify.ts). */
export function assignmentsOf(items: { assignee_id: string | null; title: string; deal_id: string | null; due_date: string | null }[]): Assignment[] {
  return items.flatMap((t) => (t.assignee_id ? [{ assigneeId: t.assignee_id, title: t.title, dealId: t.deal_id, dueDate: t.due_date }] : []));
}

function assertMayChangeStatus(ctx: AuthContext, task: TaskRow, status: TaskStatus) {
  if (!canChangeTaskStatus(ctx.role, ctx.userId, { assignee_id: task.assigneeId }))
    throw new AppError('FORBIDDEN', noPermissionMessage(task.assigneeId === ctx.userId ? 'complete tasks' : "change others' tasks").description);
  if (status === 'waived' && !canManageTasks(ctx.role)) throw new AppError('FORBIDDEN', noPermissionMessage('waive conditions').description);
  shapeError(taskShapeIssue({ kind: task.kind, condition_stage: task.conditionStage, status }));
}

/** Several tasks' status at once (the assignee's own, or anyone's for staff), all or none. */
async function setStatuses(tx: Executor, ctx: AuthContext, ids: string[], status: TaskStatus) {
  const rows = await tx
    .select()
    .from(tasks)
    .where(and(inArray(tasks.id, ids), visibleTasksCondition(ctx)))
    .for('update');
  if (rows.length !== new Set(ids).size) throw notFound('Task');
  for (const row of rows) assertMayChangeStatus(ctx, row, status);
  const changing = rows.filter((row) => row.status !== status);
  if (changing.length === 0) return 0;
  const at = new Date();
  await tx
    .update(tasks)
    .set({ status, ...completion(status, ctx), updatedAt: at })
    .where(and(inArray(tasks.id, changing.map((r) => r.id)), eq(tasks.organizationId, ctx.organizationId)));
  await createAuditEntries(
    tx,
    changing.map((row) =>
      audit(ctx, 'task_status_changed', row.id, { oldValues: { status: row.status }, newValues: { status }, metadata: { deal_id: row.dealId, title: row.title } }),
    ),
  );
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'update' });
  return changing.length;
}

export async function changeTaskStatus(db: AppDatabase, ctx: AuthContext, id: string, status: TaskStatus) {
  await db.transaction((tx) => setStatuses(tx, ctx, [id], status));
  return getTask(db, ctx, id);
}

export async function bulkTasks(db: AppDatabase, ctx: AuthContext, input: TaskBulk) {
  const ids = [...new Set(input.ids)];
  return db.transaction(async (tx) => {
    if (input.action === 'complete') return { updated: await setStatuses(tx, ctx, ids, 'done'), assignments: [] as Assignment[] };
    if (!canManageTasks(ctx.role)) throw new AppError('FORBIDDEN', noPermissionMessage('assign tasks').description);
    const rows = await tx
      .select()
      .from(tasks)
      .where(and(inArray(tasks.id, ids), visibleTasksCondition(ctx)))
      .for('update');
    if (rows.length !== ids.length) throw notFound('Task');
    const to = input.assignee_id ?? null;
    const changing = rows.filter((row) => row.assigneeId !== to);
    if (to) for (const dealId of new Set(changing.map((r) => r.dealId))) await assertAssignable(tx, ctx.organizationId, to, dealId);
    if (changing.length === 0) return { updated: 0, assignments: [] };
    await tx
      .update(tasks)
      .set({ assigneeId: to, updatedAt: new Date() })
      .where(and(inArray(tasks.id, changing.map((r) => r.id)), eq(tasks.organizationId, ctx.organizationId)));
    await createAuditEntries(
      tx,
      changing.map((row) =>
        audit(ctx, 'task_updated', row.id, { oldValues: { assignee_id: row.assigneeId }, newValues: { assignee_id: to }, metadata: { deal_id: row.dealId, bulk: true } }),
      ),
    );
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'update' });
    const assignments = assignmentsOf(changing.map((r) => ({ assignee_id: to, title: r.title, deal_id: r.dealId, due_date: r.dueDate })));
    return { updated: changing.length, assignments };
  });
}

export async function deleteTask(db: AppDatabase, ctx: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await getVisibleTaskRow(tx, ctx, id, true);
    await tx.delete(tasks).where(and(eq(tasks.id, id), eq(tasks.organizationId, ctx.organizationId)));
    await createAuditEntry(tx, audit(ctx, 'task_deleted', id, { oldValues: auditValues(before), metadata: { deal_id: before.dealId } }));
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'delete' });
  });
}
