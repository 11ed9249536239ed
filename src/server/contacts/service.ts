// Contacts: the people and companies a lender deals with. One matching rule everywhere — by email,
// then phone, then name, case-insensitive (SPEC §7) — so the same person is never entered twice.
import { and, asc, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatEmail, formatPhone } from '../../core/format.js';
import type { ContactCreateInput, ContactListQuery, ContactUpdateInput } from '../../core/schemas/contacts.js';
import type { AuthContext } from '../auth/guard.js';
import { changedValues, createAuditEntry, type AuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { contacts, dealContacts, deals, profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern, fromApiRow, pageOf, toApiRow } from '../platform/rows.js';

export type ContactRow = typeof contacts.$inferSelect;

export function contactView(row: ContactRow) {
  const { organizationId: _org, ...rest } = row;
  return toApiRow(rest);
}

export interface Identity {
  name: string;
  email?: string | null;
  phone?: string | null;
}

/**
 * Holds, until the transaction ends, a lock on each identity a new contact would be matched by, so two
 * transactions creating the same person at once cannot both miss each other and insert twice. Keys are
 * taken in a fixed order, so transactions never wait on each other in a cycle.
 */
export async function lockIdentity(tx: Executor, organizationId: string, who: Identity): Promise<void> {
  const keys = [
    who.email ? `email:${formatEmail(who.email)}` : undefined,
    who.phone ? `phone:${formatPhone(who.phone)}` : undefined,
    who.name.trim() ? `name:${who.name.trim().toLowerCase()}` : undefined,
  ].filter((k): k is string => Boolean(k));
  if (!keys.length) return;
  const values = sql.join(keys.map((k) => sql`(hashtextextended(${`${organizationId}:${k}`}, 0))`), sql`, `);
  await tx.execute(sql`select pg_advisory_xact_lock(k) from (values ${values}) as v(k) order by k`);
}

/** The match conditions, in the order they are tried (email, then phone, then name), for any table's columns. */
export function identityConditions(columns: { email: AnyColumn; phone: AnyColumn; name: AnyColumn }, who: Identity) {
  const conditions: ['email' | 'phone' | 'name', SQL][] = [];
  if (who.email) conditions.push(['email', sql`lower(${columns.email}) = ${formatEmail(who.email)}`]);
  if (who.phone) conditions.push(['phone', sql`${columns.phone} = ${formatPhone(who.phone)}`]);
  if (who.name.trim()) conditions.push(['name', sql`lower(${columns.name}) = ${who.name.trim().toLowerCase()}`]);
  return conditions;
}

/** The first contact matching by email, then phone, then name (case-insensitive), or undefined. */
export async function findMatchingContact(
  db: Executor,
  organizationId: string,
  who: Identity,
  exceptId?: string,
): Promise<{ contact: ContactRow; matchedOn: 'email' | 'phone' | 'name' } | undefined> {
  for (const [matchedOn, condition] of identityConditions(contacts, who)) {
    const [contact] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.organizationId, organizationId), condition, exceptId ? sql`${contacts.id} <> ${exceptId}` : undefined))
      .orderBy(asc(contacts.createdAt))
      .limit(1);
    if (contact) return { contact, matchedOn };
  }
  return undefined;
}

export interface DealBorrower {
  borrowerName: string;
  borrowerEmail: string | null;
  borrowerPhone: string | null;
  borrowerType: string | null;
  entityName: string | null;
  loanAmount: number;
  applicationDate: string;
}

/**
 * Part of deal creation (same transaction): the borrower's contact, found or created, with its deal count,
 * total volume and last deal date brought up to date. Returns the audit entry for the caller to write
 * once the deal id is known.
 */
export async function findOrCreateBorrowerContact(
  tx: Executor,
  ctx: AuthContext,
  deal: DealBorrower,
): Promise<{ contact: ContactRow; audit: Omit<AuditEntry, 'metadata'> }> {
  const identity = { name: deal.borrowerName, email: deal.borrowerEmail, phone: deal.borrowerPhone };
  await lockIdentity(tx, ctx.organizationId, identity);
  const match = await findMatchingContact(tx, ctx.organizationId, identity);
  const who = { organizationId: ctx.organizationId, userId: ctx.userId };
  if (!match) {
    const [created] = await tx
      .insert(contacts)
      .values({
        organizationId: ctx.organizationId,
        name: deal.borrowerName,
        role: 'Borrower',
        email: identity.email ? formatEmail(identity.email) : null,
        phone: identity.phone ? formatPhone(identity.phone) : null,
        company: deal.borrowerType === 'Entity' ? deal.entityName : null,
        dealsCount: 1,
        totalVolume: deal.loanAmount,
        lastDeal: deal.applicationDate,
        userId: await accountIdForEmail(tx, ctx.organizationId, identity.email),
      })
      .returning();
    return {
      contact: created!,
      audit: { ...who, action: 'contact_created', tableName: 'contacts', recordId: created!.id, newValues: contactView(created!) },
    };
  }
  const before = match.contact;
  const [updated] = await tx
    .update(contacts)
    .set({
      dealsCount: sql`${contacts.dealsCount} + 1`,
      totalVolume: sql`${contacts.totalVolume} + ${deal.loanAmount}`,
      lastDeal: deal.applicationDate,
      email: before.email ?? (identity.email ? formatEmail(identity.email) : null),
      phone: before.phone ?? (identity.phone ? formatPhone(identity.phone) : null),
      updatedAt: new Date(),
    })
    .where(eq(contacts.id, before.id))
    .returning();
  return {
    contact: updated!,
    audit: {
      ...who,
      action: 'contact_updated',
      tableName: 'contacts',
      recordId: before.id,
      oldValues: { deals_count: before.dealsCount, total_volume: before.totalVolume, last_deal: before.lastDeal },
      newValues: { deals_count: updated!.dealsCount, total_volume: updated!.totalVolume, last_deal: updated!.lastDeal },
    },
  };
}

/** A contact whose address is a member's account is that member: linking it to a deal grants access. */
async function accountIdForEmail(db: Executor, organizationId: string, email: string | null | undefined) {
  if (!email) return null;
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), sql`lower(${profiles.email}) = ${formatEmail(email)}`))
    .limit(1);
  return profile?.id ?? null;
}

export function duplicateMessage(matchedOn: 'email' | 'phone' | 'name', existing: ContactRow): string {
  return `A contact with this ${matchedOn} already exists: ${existing.name}.`;
}

function normalise<T extends Partial<ContactCreateInput>>(input: T): T {
  return {
    ...input,
    email: input.email === undefined ? undefined : input.email ? formatEmail(input.email) : null,
    phone: input.phone === undefined ? undefined : input.phone ? formatPhone(input.phone) : null,
  };
}

export async function createContact(db: AppDatabase, ctx: AuthContext, input: ContactCreateInput) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    await lockIdentity(tx, ctx.organizationId, values);
    const duplicate = await findMatchingContact(tx, ctx.organizationId, values);
    if (duplicate) throw new AppError('CONFLICT', duplicateMessage(duplicate.matchedOn, duplicate.contact));
    const [created] = await tx
      .insert(contacts)
      .values({
        ...(fromApiRow(values) as Omit<typeof contacts.$inferInsert, 'organizationId'>),
        organizationId: ctx.organizationId,
        userId: await accountIdForEmail(tx, ctx.organizationId, values.email),
      })
      .returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'contact_created',
      tableName: 'contacts',
      recordId: created!.id,
      newValues: contactView(created!),
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'contacts', action: 'insert' });
    return contactView(created!);
  });
}

export async function getContact(db: Executor, organizationId: string, id: string): Promise<ContactRow> {
  const [contact] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.organizationId, organizationId)))
    .limit(1);
  if (!contact) throw notFound('Contact');
  return contact;
}

export async function updateContact(db: AppDatabase, ctx: AuthContext, id: string, input: ContactUpdateInput) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    const before = await getContact(tx, ctx.organizationId, id);
    const merged = { name: values.name ?? before.name, email: values.email ?? before.email, phone: values.phone ?? before.phone };
    const duplicate = await findMatchingContact(tx, ctx.organizationId, merged, id);
    if (duplicate) throw new AppError('CONFLICT', duplicateMessage(duplicate.matchedOn, duplicate.contact));
    const update = fromApiRow(values) as Partial<ContactRow>;
    if (values.email !== undefined) update.userId = await accountIdForEmail(tx, ctx.organizationId, values.email);
    const diff = changedValues(before as unknown as Record<string, unknown>, update);
    if (!diff.changed) return contactView(before);
    const [after] = await tx.update(contacts).set({ ...update, updatedAt: new Date() }).where(eq(contacts.id, id)).returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'contact_updated',
      tableName: 'contacts',
      recordId: id,
      oldValues: toApiRow(diff.oldValues),
      newValues: toApiRow(diff.newValues),
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'contacts', action: 'update' });
    return contactView(after!);
  });
}

export async function listContacts(db: AppDatabase, organizationId: string, query: ContactListQuery) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const like = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.organizationId, organizationId),
        query.role ? eq(contacts.role, query.role) : undefined,
        like ? or(ilike(contacts.name, like), ilike(contacts.email, like), ilike(contacts.phone, like), ilike(contacts.company, like)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.id))
    .limit(query.limit + 1)
    .offset(offset);
  return pageOf(rows, query.limit, offset, contactView);
}

/** The deals a contact is linked to, newest first. */
export async function contactDeals(db: Executor, organizationId: string, contactId: string) {
  return db
    .selectDistinct({ deal: deals })
    .from(dealContacts)
    .innerJoin(deals, eq(deals.id, dealContacts.dealId))
    .where(and(eq(dealContacts.contactId, contactId), eq(deals.organizationId, organizationId)))
    .orderBy(desc(deals.createdAt));
}
