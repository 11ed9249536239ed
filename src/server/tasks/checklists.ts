// Condition checklists: per-organization templates edited in Settings, applied to a deal as condition tasks.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ChecklistTemplate, ChecklistTemplateInput } from '../../core/schemas/tasks.js';
import { addDays, DEFAULT_CHECKLISTS, localNow } from '../../core/tasks.js';
import type { AuthContext } from '../auth/guard.js';
import { getVisibleDeal } from '../deals/service.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { checklistTemplates, organizations, tasks } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sqlState } from '../platform/rows.js';
import { assertAssignable } from './access.js';
import { assignmentsOf, insertTasks } from './service.js';

type TemplateRow = typeof checklistTemplates.$inferSelect;

const templateView = (t: TemplateRow): ChecklistTemplate => ({
  id: t.id,
  name: t.name,
  loan_types: t.loanTypes,
  items: t.items,
  updated_at: t.updatedAt.toISOString(),
});

/**
 * An organization gets the default checklists once, the first time its templates are read; the stamp on the
 * organization (claimed by the update, so two first reads cannot both seed) keeps deleted defaults deleted.
 */
async function seedDefaults(db: AppDatabase, organizationId: string) {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(organizations)
      .set({ checklistsSeededAt: new Date() })
      .where(and(eq(organizations.id, organizationId), isNull(organizations.checklistsSeededAt)))
      .returning({ id: organizations.id });
    if (claimed.length === 0) return;
    await tx
      .insert(checklistTemplates)
      .values(DEFAULT_CHECKLISTS.map((d) => ({ organizationId, name: d.name, loanTypes: d.loan_types, items: d.items })))
      .onConflictDoNothing();
    await createAuditEntry(tx, {
      organizationId,
      userId: null,
      action: 'checklist_templates_seeded',
      tableName: 'checklist_templates',
      newValues: { names: DEFAULT_CHECKLISTS.map((d) => d.name) },
    });
  });
}

export async function listTemplates(db: AppDatabase, organizationId: string) {
  const [org] = await db.select({ seeded: organizations.checklistsSeededAt }).from(organizations).where(eq(organizations.id, organizationId));
  if (org && !org.seeded) await seedDefaults(db, organizationId);
  const rows = await db
    .select()
    .from(checklistTemplates)
    .where(eq(checklistTemplates.organizationId, organizationId))
    .orderBy(asc(sql`lower(${checklistTemplates.name})`));
  return rows.map(templateView);
}

async function getTemplate(db: Executor, organizationId: string, id: string) {
  const [row] = await db
    .select()
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.id, id), eq(checklistTemplates.organizationId, organizationId)))
    .limit(1);
  if (!row) throw notFound('Checklist template');
  return row;
}

/** A second template of the same name is refused with a message, not a constraint error. */
async function uniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', `A checklist named "${name}" already exists.`, { field: 'name' });
    throw error;
  }
}

const templateAudit = (ctx: AuthContext, action: string, id: string, values: { oldValues?: unknown; newValues?: unknown }) => ({
  organizationId: ctx.organizationId,
  userId: ctx.userId,
  action,
  tableName: 'checklist_templates',
  recordId: id,
  ...values,
});

export async function createTemplate(db: AppDatabase, ctx: AuthContext, input: ChecklistTemplateInput) {
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(checklistTemplates)
        .values({ organizationId: ctx.organizationId, name: input.name, loanTypes: input.loan_types, items: input.items })
        .returning();
      await createAuditEntry(tx, templateAudit(ctx, 'checklist_template_created', row!.id, { newValues: input }));
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'checklist_templates', action: 'insert' });
      return templateView(row!);
    }),
  );
}

export async function updateTemplate(db: AppDatabase, ctx: AuthContext, id: string, input: ChecklistTemplateInput) {
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const before = await getTemplate(tx, ctx.organizationId, id);
      const [row] = await tx
        .update(checklistTemplates)
        .set({ name: input.name, loanTypes: input.loan_types, items: input.items, updatedAt: new Date() })
        .where(and(eq(checklistTemplates.id, id), eq(checklistTemplates.organizationId, ctx.organizationId)))
        .returning();
      await createAuditEntry(
        tx,
        templateAudit(ctx, 'checklist_template_updated', id, {
          oldValues: { name: before.name, loan_types: before.loanTypes, items: before.items },
          newValues: input,
        }),
      );
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'checklist_templates', action: 'update' });
      return templateView(row!);
    }),
  );
}

export async function deleteTemplate(db: AppDatabase, ctx: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await getTemplate(tx, ctx.organizationId, id);
    await tx.delete(checklistTemplates).where(and(eq(checklistTemplates.id, id), eq(checklistTemplates.organizationId, ctx.organizationId)));
    await createAuditEntry(tx, templateAudit(ctx, 'checklist_template_deleted', id, { oldValues: { name: before.name, loan_types: before.loanTypes, items: before.items } }));
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'checklist_templates', action: 'delete' });
  });
}

/**
 * Adds the template's conditions to the deal, due so many days from today where the caller is. A condition the
 * deal already has (same title) is skipped, so applying twice, or two overlapping checklists, never doubles one.
 */
export async function applyChecklist(
  db: AppDatabase,
  ctx: AuthContext,
  dealId: string,
  input: { template_id: string; assignee_id?: string | null | undefined; tz?: string | undefined },
) {
  return db.transaction(async (tx) => {
    await getVisibleDeal(tx, ctx, dealId);
    const template = await getTemplate(tx, ctx.organizationId, input.template_id);
    const assigneeId = input.assignee_id ?? null;
    if (assigneeId) await assertAssignable(tx, ctx.organizationId, assigneeId, dealId);
    const existing = await tx
      .select({ title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.dealId, dealId), eq(tasks.organizationId, ctx.organizationId), eq(tasks.kind, 'condition')));
    const have = new Set(existing.map((t) => t.title.trim().toLowerCase()));
    const today = localNow(new Date(), input.tz ?? 'UTC').date;
    const fresh = template.items.filter((item) => !have.has(item.title.trim().toLowerCase()));
    const created = await insertTasks(
      tx,
      ctx,
      fresh.map((item) => ({
        title: item.title,
        description: item.description,
        dealId,
        assigneeId,
        dueDate: item.due_in_days === null ? null : addDays(today, item.due_in_days),
        priority: item.priority,
        kind: 'condition',
        conditionStage: item.condition_stage,
      })),
      { checklist: template.name },
    );
    return {
      result: { template: template.name, created: fresh.length, skipped: template.items.length - fresh.length },
      assignments: assignmentsOf(created.map((t) => ({ assignee_id: t.assigneeId, title: t.title, deal_id: t.dealId, due_date: t.dueDate }))),
    };
  });
}
