// Deals: creation (id, borrower contact, note and audit in one transaction), reading with visibility
// rules, editing with per-field audit, and deletion.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { buildDealNoteText } from '../../core/deals/deal-note.js';
import { formatDealId } from '../../core/deals/deal-id.js';
import { localIsoDate, ltv, monthlyInterestOnlyPayment } from '../../core/deals/calculations.js';
import { NEW_DEAL_STAGE, NEW_DEAL_STATUS } from '../../core/deals/form-fields.js';
import { generateLoanNumber } from '../../core/deals/loan-number.js';
import { dealCreateErrorMessage } from '../../core/db-errors.js';
import { MAX_LTV_PERCENT, type DealCreateInput, type DealUpdateInput } from '../../core/schemas/deals.js';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import type { AuthContext } from '../auth/guard.js';
import { findOrCreateBorrowerContact } from '../contacts/service.js';
import { changedValues, createAuditEntries, createAuditEntry, type AuditEntry } from '../platform/audit.js';
import { queryRows, type AppDatabase, type Executor } from '../platform/db/client.js';
import { dealContacts, dealNotes, deals, dealStages, profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { fromApiRow, sqlState, toApiRow } from '../platform/rows.js';
import { visibleDealsCondition } from './access.js';

export type DealRow = typeof deals.$inferSelect;

export const DEAL_MANAGER_ROLES = ROLES.filter(canManageDeals);

export function dealView(row: DealRow) {
  const { sequence: _sequence, createdBy: _createdBy, ...rest } = row;
  return toApiRow(rest);
}

/** Hands out the next number for a key, inside the caller's transaction (see the counters table). */
export async function nextCounterValue(tx: Executor, organizationId: string, key: string, floor: SQL = sql`0`): Promise<number> {
  const [row] = await queryRows<{ last_value: number }>(
    tx,
    sql`insert into counters (organization_id, key, last_value)
        values (${organizationId}, ${key}, (${floor}) + 1)
        on conflict (organization_id, key)
        do update set last_value = greatest(counters.last_value, excluded.last_value - 1) + 1
        returning last_value`,
  );
  return Number(row!.last_value);
}

export async function createDeal(db: AppDatabase, ctx: AuthContext, input: DealCreateInput) {
  const today = localIsoDate(new Date());
  const { note_fields: noteInput, ...columns } = input;
  const values = fromApiRow(columns) as Omit<typeof deals.$inferInsert, 'id' | 'organizationId' | 'sequence'>;
  let dealId = '';
  try {
    return await db.transaction(async (tx) => {
      // The contact first: the counters below lock until commit, so they come as late as possible.
      const borrower = await findOrCreateBorrowerContact(tx, ctx, {
        borrowerName: values.borrowerName,
        borrowerEmail: values.borrowerEmail ?? null,
        borrowerPhone: values.borrowerPhone ?? null,
        borrowerType: values.borrowerType ?? null,
        entityName: values.entityName ?? null,
        loanAmount: values.loanAmount,
        applicationDate: today,
      });
      const noteFields = { ...noteInput };
      if (!noteFields.loan_number) {
        noteFields.loan_number = generateLoanNumber(today, await nextCounterValue(tx, ctx.organizationId, `loan:${today.slice(0, 4)}`));
      }
      const sequence = await nextCounterValue(
        tx,
        ctx.organizationId,
        `deal:${today}`,
        sql`(select coalesce(max(sequence), 0) from deals where organization_id = ${ctx.organizationId} and application_date = ${today})`,
      );
      dealId = formatDealId(ctx.organization.dealIdPrefix, today, sequence);
      const [deal] = await tx
        .insert(deals)
        .values({
          ...values,
          id: dealId,
          organizationId: ctx.organizationId,
          sequence,
          stage: await firstStage(tx, ctx.organizationId),
          status: NEW_DEAL_STATUS,
          applicationDate: today,
          assignedOfficerId: ctx.role === 'loan_officer' ? ctx.userId : null,
          createdBy: ctx.userId,
        })
        .returning();
      await tx.insert(dealContacts).values({
        organizationId: ctx.organizationId,
        dealId,
        contactId: borrower.contact.id,
        contactName: borrower.contact.name,
        contactRole: 'Borrower',
      });
      const who = { organizationId: ctx.organizationId, userId: ctx.userId };
      const audit: AuditEntry[] = [
        { ...who, action: 'deal_created', tableName: 'deals', recordId: dealId, newValues: dealView(deal!) },
        { ...borrower.audit, metadata: { deal_id: dealId } },
      ];
      const noteText = buildDealNoteText({ ...input, note_fields: noteFields });
      if (noteText) {
        const [note] = await tx
          .insert(dealNotes)
          .values({ organizationId: ctx.organizationId, dealId, noteText, createdBy: 'System' })
          .returning({ id: dealNotes.id });
        audit.push({ ...who, action: 'deal_note_added', tableName: 'deal_notes', recordId: note!.id, newValues: { note_text: noteText }, metadata: { deal_id: dealId } });
      }
      await createAuditEntries(tx, audit);
      await publishChange(
        tx,
        { organizationId: ctx.organizationId, table: 'deals', action: 'insert' },
        { organizationId: ctx.organizationId, table: 'contacts', action: 'update' },
      );
      return { deal: dealView(deal!), loanNumber: noteFields.loan_number, contactId: borrower.contact.id };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = sqlState(error);
    if (!code) throw error;
    const message = dealCreateErrorMessage({ code }, dealId);
    throw new AppError(code === '23505' ? 'CONFLICT' : 'UNPROCESSABLE', message);
  }
}

/** New deals enter the pipeline's first stage: 'Structure' unless an admin renamed or reordered it. */
async function firstStage(tx: Executor, organizationId: string): Promise<string> {
  const [first] = await tx
    .select({ name: dealStages.name })
    .from(dealStages)
    .where(eq(dealStages.organizationId, organizationId))
    .orderBy(asc(dealStages.position))
    .limit(1);
  return first?.name ?? NEW_DEAL_STAGE;
}

/** A visible deal of the caller's organization, or 404 (another tenant's id is indistinguishable from none). */
export async function getVisibleDeal(db: Executor, ctx: AuthContext, id: string): Promise<DealRow> {
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.id, id), visibleDealsCondition(ctx)))
    .limit(1);
  if (!deal) throw notFound('Deal');
  return deal;
}

export async function updateDeal(db: AppDatabase, ctx: AuthContext, id: string, input: DealUpdateInput) {
  return db.transaction((tx) => updateDealIn(tx, ctx, id, input));
}

/** The update inside the caller's transaction, audited with old and new values (borrower updates use it too). */
export async function updateDealIn(tx: Executor, ctx: AuthContext, id: string, input: DealUpdateInput) {
  const before = await getVisibleDeal(tx, ctx, id);
  if (input.stage !== undefined) await assertStageExists(tx, ctx.organizationId, input.stage);
  if (typeof input.assigned_officer_id === 'string') await assertOfficer(tx, ctx.organizationId, input.assigned_officer_id);
  const update = { ...(fromApiRow(input) as Partial<DealRow>), ...derivedFigures(before, input) };
  const diff = changedValues(before as unknown as Record<string, unknown>, update);
  if (!diff.changed) return dealView(before);
  const [after] = await tx
    .update(deals)
    .set({ ...update, updatedAt: new Date() })
    .where(and(eq(deals.id, id), eq(deals.organizationId, ctx.organizationId)))
    .returning();
  await createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: input.stage !== undefined && Object.keys(diff.newValues).length === 1 ? 'deal_stage_changed' : 'deal_updated',
    tableName: 'deals',
    recordId: id,
    oldValues: toApiRow(diff.oldValues),
    newValues: toApiRow(diff.newValues),
  });
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'deals', action: 'update' });
  return dealView(after!);
}

/** LTV and the interest-only payment follow their inputs unless the caller sent them too. */
function derivedFigures(before: DealRow, input: DealUpdateInput): Partial<DealRow> {
  const amount = input.loan_amount ?? before.loanAmount;
  const rate = input.interest_rate === undefined ? before.interestRate : input.interest_rate;
  const value = input.purchase_price === undefined ? before.purchasePrice : input.purchase_price;
  const figures: Partial<DealRow> = {};
  if ((input.loan_amount !== undefined || input.purchase_price !== undefined) && input.ltv_ratio === undefined) {
    const ratio = value ? ltv(amount, value) : null;
    figures.ltvRatio = ratio !== null && ratio <= MAX_LTV_PERCENT ? ratio : null;
  }
  if ((input.loan_amount !== undefined || input.interest_rate !== undefined) && input.monthly_payment_calculated === undefined) {
    figures.monthlyPaymentCalculated = rate ? monthlyInterestOnlyPayment(amount, rate) : null;
  }
  return figures;
}

/** An officer named in a body is an active deal manager of the caller's organization (DESIGN §4). */
async function assertOfficer(tx: Executor, organizationId: string, id: string) {
  const [found] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), inArray(profiles.role, DEAL_MANAGER_ROLES)))
    .limit(1);
  if (!found) throw new AppError('UNPROCESSABLE', 'assigned_officer_id: no active loan officer or admin of your organization has this id.');
}

async function assertStageExists(tx: Executor, organizationId: string, stage: string) {
  const [found] = await tx
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(and(eq(dealStages.organizationId, organizationId), eq(dealStages.name, stage)))
    .limit(1);
  if (!found) throw new AppError('VALIDATION', `Unknown stage '${stage}'. Choose one of the pipeline stages in Settings.`);
}

export async function deleteDeal(db: AppDatabase, ctx: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await getVisibleDeal(tx, ctx, id);
    await tx.delete(deals).where(and(eq(deals.id, id), eq(deals.organizationId, ctx.organizationId)));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'deal_deleted',
      tableName: 'deals',
      recordId: id,
      oldValues: dealView(before),
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'deals', action: 'delete' });
  });
}
