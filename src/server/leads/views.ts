// Saved views of the Leads page: a person's filters, search, sort and table or board under a name. Personal by
// default; an administrator may share one with the organization. Every change is audited in its transaction
// and announced over the realtime channel (a shared view appears on everyone's page).
import { and, asc, count, eq, or } from 'drizzle-orm';
import { canChangeLeadView, canShareLeadView } from '../../core/growth/lead-views.js';
import { LEAD_VIEWS_PER_PERSON, type LeadViewCreateInput, type LeadViewUpdateInput } from '../../core/schemas/leads.js';
import type { AuthContext } from '../auth/guard.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { leadViews, profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sqlState, toApiRow } from '../platform/rows.js';

type LeadViewRow = typeof leadViews.$inferSelect;

const SHARE_DENIED = 'Only an administrator can share a view with the organization.';

function viewOf(row: LeadViewRow, ctx: AuthContext, ownerName?: string | null) {
  const { organizationId: _org, ...rest } = row;
  return { ...toApiRow(rest), owner_name: ownerName ?? null, mine: row.ownerId === ctx.userId, can_change: canChangeLeadView(row, ctx) };
}

/** The caller's own views and those shared with the organization, by name. */
export async function listLeadViews(db: AppDatabase, ctx: AuthContext) {
  const rows = await db
    .select({ view: leadViews, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(leadViews)
    .leftJoin(profiles, eq(profiles.id, leadViews.ownerId))
    .where(and(eq(leadViews.organizationId, ctx.organizationId), or(eq(leadViews.ownerId, ctx.userId), eq(leadViews.shared, true))))
    .orderBy(asc(leadViews.name), asc(leadViews.createdAt));
  return { items: rows.map((r) => viewOf(r.view, ctx, [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email)) };
}

/** A view the caller can see (their own, or shared in their organization); anything else is not found. */
async function visibleView(tx: Executor, ctx: AuthContext, id: string) {
  const [row] = await tx
    .select()
    .from(leadViews)
    .where(and(eq(leadViews.id, id), eq(leadViews.organizationId, ctx.organizationId), or(eq(leadViews.ownerId, ctx.userId), eq(leadViews.shared, true))))
    .for('update');
  if (!row) throw notFound('View');
  if (!canChangeLeadView(row, ctx)) throw new AppError('FORBIDDEN', 'Only the person who saved this view can change it.');
  return row;
}

/** A second view of the same name (for the same person) is refused with a message, not a constraint error. */
async function uniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError('CONFLICT', `You already have a view named "${name}".`, { field: 'name' });
    throw error;
  }
}

export async function createLeadView(db: AppDatabase, ctx: AuthContext, input: LeadViewCreateInput) {
  if (input.shared && !canShareLeadView(ctx.role)) throw new AppError('FORBIDDEN', SHARE_DENIED);
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const [mine] = await tx.select({ n: count() }).from(leadViews).where(and(eq(leadViews.organizationId, ctx.organizationId), eq(leadViews.ownerId, ctx.userId)));
      if ((mine?.n ?? 0) >= LEAD_VIEWS_PER_PERSON) throw new AppError('CONFLICT', `You have ${LEAD_VIEWS_PER_PERSON} saved views, the most one person may keep; delete one first.`);
      const [row] = await tx
        .insert(leadViews)
        .values({ organizationId: ctx.organizationId, ownerId: ctx.userId, name: input.name, filters: input.filters, mode: input.mode, shared: input.shared ?? false })
        .returning();
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'lead_view_created', tableName: 'lead_views', recordId: row!.id, newValues: input });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'lead_views', action: 'insert' });
      return viewOf(row!, ctx);
    }),
  );
}

/** Rename, save the page's current filters into the view, or share/unshare it. */
export async function updateLeadView(db: AppDatabase, ctx: AuthContext, id: string, input: LeadViewUpdateInput) {
  return uniqueName(input.name, () =>
    db.transaction(async (tx) => {
      const before = await visibleView(tx, ctx, id);
      if (input.shared !== undefined && input.shared !== before.shared && !canShareLeadView(ctx.role)) throw new AppError('FORBIDDEN', SHARE_DENIED);
      const diff = changedValues(before as unknown as Record<string, unknown>, input);
      if (!diff.changed) return viewOf(before, ctx);
      const [after] = await tx.update(leadViews).set({ ...input, updatedAt: new Date() }).where(eq(leadViews.id, id)).returning();
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'lead_view_updated', tableName: 'lead_views', recordId: id, oldValues: toApiRow(diff.oldValues), newValues: toApiRow(diff.newValues) });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'lead_views', action: 'update' });
      return viewOf(after!, ctx);
    }),
  );
}

export async function deleteLeadView(db: AppDatabase, ctx: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    const before = await visibleView(tx, ctx, id);
    await tx.delete(leadViews).where(eq(leadViews.id, id));
    const { organizationId: _org, ...oldValues } = before;
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'lead_view_deleted', tableName: 'lead_views', recordId: id, oldValues: toApiRow(oldValues) });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'lead_views', action: 'delete' });
  });
}
