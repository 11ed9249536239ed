// Prospecting: imported lists of people who are not leads yet (property owners, investors, brokers). An import
// checks every row (nothing is imported while a row is invalid); people already known as a lead, a contact or a
// prospect are skipped and named. Prospects are scored by visible rules, converted into leads (deduplicated
// like any new lead) and added to a nurture sequence; an address that unsubscribed or bounced is never taken.
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { prospectScore } from '../../core/growth/prospect-score.js';
import {
  PROSPECT_KIND_LABELS,
  prospectFromImportRow,
  prospectSchema,
  type ProspectConvertInput,
  type ProspectImportInput,
  type ProspectKind,
  type ProspectListQuery,
} from '../../core/schemas/prospects.js';
import type { AuthContext } from '../auth/guard.js';
import { csvFromColumns } from '../deals/csv.js';
import { enrolLeads } from '../growth/nurture.js';
import { createLead, identityKeys, knownIdentities, screenImportRows } from '../leads/service.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { emailUnsubscribes, leads, prospectLists, prospects } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern, fromApiRow, toApiRow } from '../platform/rows.js';

type ProspectRow = typeof prospects.$inferSelect;

/** Whether the prospect's address is suppressed (unsubscribed or bounced) in the organization. */
const suppressed = sql<boolean>`exists (select 1 from ${emailUnsubscribes} where ${emailUnsubscribes.organizationId} = ${prospects.organizationId} and ${emailUnsubscribes.email} = lower(${prospects.email}))`;
/** Why it is suppressed: 'unsubscribed' or 'bounced', else null. */
const suppressedReason = sql<'unsubscribed' | 'bounced' | null>`(select ${emailUnsubscribes.reason} from ${emailUnsubscribes} where ${emailUnsubscribes.organizationId} = ${prospects.organizationId} and ${emailUnsubscribes.email} = lower(${prospects.email}))`;

export async function listProspectLists(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select({
      id: prospectLists.id,
      name: prospectLists.name,
      createdAt: prospectLists.createdAt,
      // Spelled out: a correlated subquery needs the outer table named, which drizzle leaves off in a one-table select.
      prospects: sql<number>`(select count(*)::int from prospects p where p.list_id = prospect_lists.id)`,
      converted: sql<number>`(select count(*)::int from prospects p where p.list_id = prospect_lists.id and p.converted_at is not null)`,
    })
    .from(prospectLists)
    .where(eq(prospectLists.organizationId, organizationId))
    .orderBy(desc(prospectLists.createdAt));
  return { items: rows.map(toApiRow) };
}

/** Every prospect matching the filters, scored, best score first. */
async function matchingProspects(db: AppDatabase, organizationId: string, query: ProspectListQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select({ prospect: prospects, listName: prospectLists.name, leadName: leads.name, suppressed, suppressedReason })
    .from(prospects)
    .innerJoin(prospectLists, eq(prospectLists.id, prospects.listId))
    .leftJoin(leads, eq(leads.id, prospects.leadId))
    .where(
      and(
        eq(prospects.organizationId, organizationId),
        query.list_id ? eq(prospects.listId, query.list_id) : undefined,
        query.kind ? eq(prospects.kind, query.kind) : undefined,
        pattern ? or(ilike(prospects.name, pattern), ilike(prospects.email, pattern), ilike(prospects.company, pattern), ilike(prospects.propertyAddress, pattern)) : undefined,
        query.state === 'converted' ? isNotNull(prospects.convertedAt) : undefined,
        query.state === 'open' ? and(isNull(prospects.convertedAt), sql`not ${suppressed}`) : undefined,
        query.state === 'suppressed' ? suppressed : undefined,
      ),
    )
    .orderBy(asc(prospects.name))
    .limit(5000);
  return rows
    .map((r) => ({ ...r, ...prospectScore({ dealCount: r.prospect.dealCount, propertyCount: r.prospect.propertyCount, lastActivity: r.prospect.lastActivity }) }))
    .filter((r) => query.min_score === undefined || r.score >= query.min_score)
    .sort((a, b) => b.score - a.score);
}

/** Prospects matching the filters, best score first (at most 1,000), with the rules behind each score. */
export async function listProspects(db: AppDatabase, organizationId: string, query: ProspectListQuery) {
  const scored = await matchingProspects(db, organizationId, query);
  return {
    total: scored.length,
    items: scored.slice(0, 1000).map(({ prospect, listName, leadName, suppressed: isSuppressed, suppressedReason: reason, score, parts }) => {
      const { organizationId: _org, ...rest } = prospect;
      return { ...toApiRow(rest), list_name: listName, lead_name: leadName, suppressed: isSuppressed, suppressed_reason: reason, score, score_parts: parts };
    }),
  };
}

type ScoredProspect = Awaited<ReturnType<typeof matchingProspects>>[number];

const PROSPECT_STATE = (p: ScoredProspect) => (p.prospect.convertedAt ? 'Converted' : p.suppressedReason === 'bounced' ? 'Bounced' : p.suppressedReason ? 'Unsubscribed' : 'Open');

const PROSPECT_CSV_COLUMNS: [string, (p: ScoredProspect) => unknown][] = [
  ['Name', (p) => p.prospect.name],
  ['Company', (p) => p.prospect.company],
  ['Email', (p) => p.prospect.email],
  ['Phone', (p) => p.prospect.phone],
  ['Type', (p) => PROSPECT_KIND_LABELS[p.prospect.kind as ProspectKind] ?? p.prospect.kind],
  ['Property', (p) => p.prospect.propertyAddress],
  ['Property count', (p) => p.prospect.propertyCount],
  ['Deal count', (p) => p.prospect.dealCount],
  ['Last activity', (p) => p.prospect.lastActivity],
  ['Score', (p) => p.score],
  ['Score rules', (p) => p.parts.map((part) => `${part.rule} +${part.points}`).join('; ')],
  ['List', (p) => p.listName],
  ['State', PROSPECT_STATE],
  ['Lead', (p) => p.leadName],
  ['Notes', (p) => p.prospect.notes],
  ['Created', (p) => p.prospect.createdAt.toISOString()],
];

/** Every prospect matching the filters (not only the 1,000 the page shows), best score first, as CSV. */
export async function exportProspectsCsv(db: AppDatabase, organizationId: string, query: ProspectListQuery) {
  return csvFromColumns(PROSPECT_CSV_COLUMNS, await matchingProspects(db, organizationId, query));
}

export interface ImportSkip {
  row: number;
  name: string;
  message: string;
}

/**
 * Imports a prospect list. Invalid rows are errors, and then nothing is imported; people already known (a lead,
 * a contact, a prospect, or an earlier row, by e-mail, phone or name) are skipped and named. A dry run only checks.
 */
export async function importProspects(db: AppDatabase, ctx: AuthContext, input: ProspectImportInput) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${ctx.organizationId}:prospect-import`}, 0))`);
    const known = await knownIdentities(tx, ctx.organizationId);
    const existing = await tx.select({ name: prospects.name, email: prospects.email, phone: prospects.phone }).from(prospects).where(eq(prospects.organizationId, ctx.organizationId));
    for (const p of existing) for (const [, key] of identityKeys(p)) if (!known.has(key)) known.set(key, `prospect ${p.name}`);
    const { errors, valid, clashes } = screenImportRows(input.rows, (raw) => prospectSchema.safeParse(prospectFromImportRow(raw)), known);
    const skipped: ImportSkip[] = clashes.map(({ row, values, identity, knownAs }) => ({ row, name: values.name, message: `Already known by ${identity}: ${knownAs}.` }));
    const result = { list_id: null as string | null, imported: 0, valid: valid.length, skipped, errors };
    if (errors.length || input.dry_run || valid.length === 0) return result;
    const [list] = await tx.insert(prospectLists).values({ organizationId: ctx.organizationId, name: input.list_name, createdBy: ctx.userId }).returning();
    await tx.insert(prospects).values(
      valid.map((v) => ({ ...(fromApiRow({ ...v, email: v.email || null }) as Omit<typeof prospects.$inferInsert, 'organizationId' | 'listId'>), organizationId: ctx.organizationId, listId: list!.id })),
    );
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'prospects_imported',
      tableName: 'prospect_lists',
      recordId: list!.id,
      newValues: { name: list!.name, imported: valid.length, skipped: skipped.length },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'prospects', action: 'insert' });
    return { ...result, list_id: list!.id, imported: valid.length };
  });
}

export interface ConvertOutcome {
  id: string;
  name: string;
  lead_id: string | null;
  result: 'converted' | 'skipped';
  reason?: string;
}

/** Converts one prospect in a savepoint: a duplicate refused by the lead rules leaves everything else standing. */
async function convertOne(tx: Executor, ctx: AuthContext, prospect: ProspectRow, listName: string): Promise<ConvertOutcome> {
  const base = { id: prospect.id, name: prospect.name };
  try {
    const { score } = prospectScore({ dealCount: prospect.dealCount, propertyCount: prospect.propertyCount, lastActivity: prospect.lastActivity });
    const lead = await createLead(
      tx as AppDatabase,
      { organizationId: ctx.organizationId, userId: ctx.userId },
      {
        name: prospect.name,
        company: prospect.company,
        email: prospect.email,
        phone: prospect.phone,
        source: 'import',
        property_address: prospect.propertyAddress,
        score,
        tags: ['prospect', PROSPECT_KIND_LABELS[prospect.kind as ProspectKind].toLowerCase()],
        notes: prospect.notes,
      },
      `Converted from the prospect list ${listName}`,
    );
    const leadId = String(lead.id);
    await tx.update(prospects).set({ leadId, convertedAt: new Date() }).where(eq(prospects.id, prospect.id));
    return { ...base, lead_id: leadId, result: 'converted' };
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return { ...base, lead_id: null, result: 'skipped', reason: error.message };
    throw error;
  }
}

/**
 * Converts chosen prospects into leads and, with a sequence, enrols them (already converted prospects are
 * enrolled as their lead). Suppressed addresses are never taken. One transaction, audited.
 */
export async function convertProspects(db: AppDatabase, ctx: AuthContext, input: ProspectConvertInput) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.prospect_ids)];
    const rows = await tx
      .select({ prospect: prospects, listName: prospectLists.name, suppressed })
      .from(prospects)
      .innerJoin(prospectLists, eq(prospectLists.id, prospects.listId))
      .where(and(eq(prospects.organizationId, ctx.organizationId), inArray(prospects.id, ids)))
      .orderBy(asc(prospects.name))
      .for('update', { of: prospects });
    if (rows.length !== ids.length) throw notFound('Prospect');
    const outcomes: ConvertOutcome[] = [];
    const suppressedIds = new Set(rows.filter((r) => r.suppressed).map((r) => r.prospect.id));
    for (const { prospect, listName, suppressed: isSuppressed } of rows) {
      const base = { id: prospect.id, name: prospect.name };
      if (isSuppressed) outcomes.push({ ...base, lead_id: prospect.leadId, result: 'skipped', reason: 'Unsubscribed or bounced: not contacted again.' });
      else if (prospect.convertedAt) outcomes.push({ ...base, lead_id: prospect.leadId, result: 'skipped', reason: 'Already converted into a lead.' });
      else outcomes.push(await convertOne(tx, ctx, prospect, listName));
    }
    const converted = outcomes.filter((o) => o.result === 'converted');
    if (converted.length) {
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'prospects_converted',
        tableName: 'prospects',
        newValues: { converted: converted.map((o) => ({ prospect_id: o.id, lead_id: o.lead_id })) },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'prospects', action: 'update' });
    }
    let enrolment: Awaited<ReturnType<typeof enrolLeads>> | null = null;
    if (input.sequence_id) {
      const leadIds = outcomes.filter((o) => o.lead_id && !suppressedIds.has(o.id)).map((o) => o.lead_id!);
      enrolment = leadIds.length ? await enrolLeads(tx as AppDatabase, ctx, input.sequence_id, { lead_ids: leadIds }) : { enrolled: [], would_enrol: [], skipped: [] };
    }
    return { outcomes, converted: converted.length, enrolled: enrolment?.enrolled.length ?? 0, enrol_skipped: enrolment?.skipped ?? [] };
  });
}
