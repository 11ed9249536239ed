// Leads: prospective borrowers worked from first touch to a deal. Duplicates are matched like contacts
// (e-mail, then phone, then name), against leads and contacts both; every change keeps a timeline entry
// and an audit row in the same transaction.
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatEmail, formatPhone } from '../../core/format.js';
import {
  LEAD_STATUS_LABELS,
  leadCreateSchema,
  leadFromImportRow,
  type LeadActivityInput,
  type LeadCreateInput,
  type LeadImportInput,
  type LeadListQuery,
  type LeadSource,
  type LeadStatus,
  type LeadUpdateInput,
  type PublicLeadFormInput,
} from '../../core/schemas/leads.js';
import type { AuthContext } from '../auth/guard.js';
import { findMatchingContact, identityConditions, lockIdentity, type Identity } from '../contacts/service.js';
import { csvFromColumns } from '../deals/csv.js';
import { getVisibleDeal } from '../deals/service.js';
import { changedValues, createAuditEntries, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { contacts, dealContacts, leadActivities, leads, organizations, profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import type { Mailer } from '../platform/mail.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern, fromApiRow, pageOf, toApiRow } from '../platform/rows.js';
import { enrolByRules } from '../growth/nurture.js';

export type LeadRow = typeof leads.$inferSelect;

export function leadView(row: LeadRow) {
  const { organizationId: _org, ...rest } = row;
  return toApiRow(rest);
}

/** The first lead matching by e-mail, then phone, then name (case-insensitive), or undefined. */
async function findMatchingLead(db: Executor, organizationId: string, who: Identity) {
  for (const [matchedOn, condition] of identityConditions(leads, who)) {
    const [lead] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.organizationId, organizationId), condition))
      .orderBy(asc(leads.createdAt))
      .limit(1);
    if (lead) return { lead, matchedOn };
  }
  return undefined;
}

/** Refuses a person already known as a lead or a contact, naming which and why. */
async function refuseDuplicate(tx: Executor, organizationId: string, who: Identity) {
  await lockIdentity(tx, organizationId, who);
  const lead = await findMatchingLead(tx, organizationId, who);
  if (lead) throw new AppError('CONFLICT', `A lead with this ${lead.matchedOn} already exists: ${lead.lead.name}.`, { lead_id: lead.lead.id });
  const contact = await findMatchingContact(tx, organizationId, who);
  if (contact) throw new AppError('CONFLICT', `A contact with this ${contact.matchedOn} already exists: ${contact.contact.name}.`, { contact_id: contact.contact.id });
}

/** An owner must be an active loan officer (or admin) of the caller's organization. */
async function checkOwner(db: Executor, organizationId: string, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const [owner] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, ownerId), eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), sql`${profiles.role} in ('super_admin','admin','loan_officer')`))
    .limit(1);
  if (!owner) throw new AppError('VALIDATION', 'Choose an active loan officer of your organization as the owner.');
}

/**
 * Round-robin: the active loan officer who was given a lead least recently (never first). Called under the
 * organization's assignment lock so two leads created at once go to two officers.
 */
async function nextRoundRobinOwner(tx: Executor, organizationId: string): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${organizationId}:lead-round-robin`}, 0))`);
  const lastGiven = sql`(select max(${leads.createdAt}) from ${leads} where ${leads.ownerId} = ${profiles.id})`;
  const [officer] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), eq(profiles.role, 'loan_officer')))
    .orderBy(sql`${lastGiven} asc nulls first`, asc(profiles.id))
    .limit(1);
  return officer?.id ?? null;
}

export function normalise<T extends { email?: string | null; phone?: string | null }>(input: T): T {
  return {
    ...input,
    email: input.email === undefined ? undefined : input.email ? formatEmail(input.email) : null,
    phone: input.phone === undefined ? undefined : input.phone ? formatPhone(input.phone) : null,
  };
}

async function addActivity(tx: Executor, lead: LeadRow, userId: string | null, kind: string, body: string) {
  await tx.insert(leadActivities).values({ organizationId: lead.organizationId, leadId: lead.id, userId, kind, body });
}

/**
 * Creates a lead (staff form or public capture). Without an owner, an organization on round-robin hands it to
 * the next loan officer.
 */
export async function createLead(
  db: AppDatabase,
  actor: { organizationId: string; userId: string | null },
  input: LeadCreateInput,
  origin = 'Lead created',
) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    await refuseDuplicate(tx, actor.organizationId, values);
    await checkOwner(tx, actor.organizationId, values.owner_id);
    let ownerId = values.owner_id ?? null;
    if (!ownerId) {
      const [org] = await tx.select({ mode: organizations.leadAssignment }).from(organizations).where(eq(organizations.id, actor.organizationId));
      if (org?.mode === 'round_robin') ownerId = await nextRoundRobinOwner(tx, actor.organizationId);
    }
    const [created] = await tx
      .insert(leads)
      .values({
        ...(fromApiRow(values) as Omit<typeof leads.$inferInsert, 'organizationId'>),
        organizationId: actor.organizationId,
        ownerId,
      })
      .returning();
    await addActivity(tx, created!, actor.userId, 'created', origin);
    await enrolByRules(tx, created!, { enteredStatus: created!.status, addedTags: created!.tags }, actor.userId);
    await createAuditEntry(tx, {
      organizationId: actor.organizationId,
      userId: actor.userId,
      action: 'lead_created',
      tableName: 'leads',
      recordId: created!.id,
      newValues: leadView(created!),
    });
    await publishChange(tx, { organizationId: actor.organizationId, table: 'leads', action: 'insert' });
    return leadView(created!);
  });
}

export async function getLead(db: Executor, organizationId: string, id: string, lock = false): Promise<LeadRow> {
  const query = db.select().from(leads).where(and(eq(leads.id, id), eq(leads.organizationId, organizationId)));
  const [lead] = lock ? await query.for('update') : await query;
  if (!lead) throw notFound('Lead');
  return lead;
}

export async function leadWithTimeline(db: Executor, organizationId: string, id: string) {
  const lead = await getLead(db, organizationId, id);
  const activity = await db
    .select({
      id: leadActivities.id,
      kind: leadActivities.kind,
      body: leadActivities.body,
      userId: leadActivities.userId,
      createdAt: leadActivities.createdAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
    })
    .from(leadActivities)
    .leftJoin(profiles, eq(profiles.id, leadActivities.userId))
    .where(and(eq(leadActivities.leadId, id), eq(leadActivities.organizationId, organizationId)))
    .orderBy(desc(leadActivities.createdAt), desc(leadActivities.id));
  return {
    lead: leadView(lead),
    activity: activity.map(({ firstName, lastName, email, ...row }) =>
      toApiRow({ ...row, userName: [firstName, lastName].filter(Boolean).join(' ') || email || null }),
    ),
  };
}

const statusText = (from: string, to: LeadStatus, reason?: string | null) =>
  `Status changed from ${LEAD_STATUS_LABELS[from as LeadStatus] ?? from} to ${LEAD_STATUS_LABELS[to]}${to === 'lost' && reason ? `: ${reason}` : ''}`;

export async function updateLead(db: AppDatabase, ctx: AuthContext, id: string, input: LeadUpdateInput) {
  const values = normalise(input);
  return db.transaction(async (tx) => {
    const before = await getLead(tx, ctx.organizationId, id, true);
    if (before.status === 'converted') throw new AppError('CONFLICT', 'This lead has been converted; change the deal instead.');
    if (values.owner_id !== undefined) await checkOwner(tx, ctx.organizationId, values.owner_id);
    const update = fromApiRow(values) as Partial<LeadRow>;
    if (values.status && values.status !== 'lost') update.lostReason = null;
    const diff = changedValues(before as unknown as Record<string, unknown>, update);
    if (!diff.changed) return leadView(before);
    const [after] = await tx.update(leads).set({ ...update, updatedAt: new Date() }).where(eq(leads.id, id)).returning();
    if (values.status && values.status !== before.status) {
      await addActivity(tx, after!, ctx.userId, 'status_change', statusText(before.status, values.status, values.lost_reason));
    }
    // Nurture sequences enrol on a status entered or a tag gained.
    const addedTags = after!.tags.filter((tag) => !before.tags.includes(tag));
    await enrolByRules(tx, after!, { enteredStatus: after!.status !== before.status ? after!.status : undefined, addedTags }, ctx.userId);
    if (values.owner_id !== undefined && values.owner_id !== before.ownerId) {
      await addActivity(tx, after!, ctx.userId, 'assignment', values.owner_id ? `Assigned to ${await officerName(tx, values.owner_id)}` : 'Owner removed');
    }
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'lead_updated',
      tableName: 'leads',
      recordId: id,
      oldValues: toApiRow(diff.oldValues),
      newValues: toApiRow(diff.newValues),
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'leads', action: 'update' });
    return leadView(after!);
  });
}

async function officerName(db: Executor, id: string) {
  const [p] = await db.select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email }).from(profiles).where(eq(profiles.id, id));
  return [p?.firstName, p?.lastName].filter(Boolean).join(' ') || p?.email || 'a loan officer';
}

export async function logLeadActivity(db: AppDatabase, ctx: AuthContext, id: string, input: LeadActivityInput) {
  return db.transaction(async (tx) => {
    const lead = await getLead(tx, ctx.organizationId, id, true);
    const [row] = await tx
      .insert(leadActivities)
      .values({ organizationId: ctx.organizationId, leadId: id, userId: ctx.userId, kind: input.kind, body: input.body })
      .returning();
    // First touch: a new lead someone has called or written to is contacted.
    if (lead.status === 'new' && input.kind !== 'note') {
      await tx.update(leads).set({ status: 'contacted', updatedAt: new Date() }).where(eq(leads.id, id));
      await addActivity(tx, lead, ctx.userId, 'status_change', statusText('new', 'contacted'));
    } else {
      await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, id));
    }
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'lead_activity_logged',
      tableName: 'leads',
      recordId: id,
      newValues: { kind: input.kind, body: input.body },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'leads', action: 'update' });
    return toApiRow(row!);
  });
}

/**
 * The lead became a deal (created through the prefilled New Deal form, which found or created the borrower
 * contact): link both, mark it converted, keep the timeline.
 */
export async function markLeadConverted(db: AppDatabase, ctx: AuthContext, id: string, dealId: string) {
  return db.transaction(async (tx) => {
    const before = await getLead(tx, ctx.organizationId, id, true);
    if (before.status === 'converted') throw new AppError('CONFLICT', 'This lead has already been converted.');
    const deal = await getVisibleDeal(tx, ctx, dealId);
    const [borrower] = await tx
      .select({ contactId: dealContacts.contactId })
      .from(dealContacts)
      .where(and(eq(dealContacts.dealId, deal.id), eq(dealContacts.contactRole, 'Borrower')))
      .orderBy(asc(dealContacts.createdAt))
      .limit(1);
    const [after] = await tx
      .update(leads)
      .set({ status: 'converted', lostReason: null, dealId: deal.id, contactId: borrower?.contactId ?? null, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    await addActivity(tx, after!, ctx.userId, 'converted', `Converted into deal ${deal.id}`);
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'lead_converted',
      tableName: 'leads',
      recordId: id,
      oldValues: { status: before.status },
      newValues: { status: 'converted', deal_id: deal.id, contact_id: after!.contactId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'leads', action: 'update' });
    return leadView(after!);
  });
}

export function leadFilters(organizationId: string, query: Omit<LeadListQuery, 'limit' | 'cursor' | 'sort'>) {
  const like = query.q ? containsPattern(query.q) : undefined;
  return and(
    eq(leads.organizationId, organizationId),
    query.status ? eq(leads.status, query.status) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
    query.owner_id === 'none' ? sql`${leads.ownerId} is null` : query.owner_id ? eq(leads.ownerId, query.owner_id) : undefined,
    query.tag ? sql`${query.tag} = any(${leads.tags})` : undefined,
    like
      ? or(ilike(leads.name, like), ilike(leads.email, like), ilike(leads.phone, like), ilike(leads.company, like), ilike(leads.propertyAddress, like))
      : undefined,
  );
}

const ORDER = {
  created_desc: [desc(leads.createdAt), desc(leads.id)],
  created_asc: [asc(leads.createdAt), asc(leads.id)],
  name: [asc(sql`lower(${leads.name})`), asc(leads.id)],
  score_desc: [desc(leads.score), desc(leads.createdAt)],
  follow_up: [sql`${leads.nextFollowUp} asc nulls last`, desc(leads.createdAt)],
} as const;

export async function listLeads(db: AppDatabase, organizationId: string, query: LeadListQuery) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const rows = await db
    .select()
    .from(leads)
    .where(leadFilters(organizationId, query))
    .orderBy(...ORDER[query.sort])
    .limit(query.limit + 1)
    .offset(offset);
  return pageOf(rows, query.limit, offset, leadView);
}

/** The tags in use, for the tag filter. */
export async function leadTags(db: AppDatabase, organizationId: string) {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${leads.tags})` })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), isNotNull(leads.tags)));
  return rows.map((r) => r.tag).sort((a, b) => a.localeCompare(b));
}

const CSV_COLUMNS: [string, (l: LeadRow) => unknown][] = [
  ['Name', (l) => l.name],
  ['Company', (l) => l.company],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Source', (l) => l.source],
  ['Status', (l) => LEAD_STATUS_LABELS[l.status as LeadStatus] ?? l.status],
  ['Lost reason', (l) => l.lostReason],
  ['Loan type', (l) => l.loanType],
  ['Loan amount', (l) => l.loanAmount],
  ['Property', (l) => l.propertyAddress],
  ['Timeline', (l) => l.timeline],
  ['Owner id', (l) => l.ownerId],
  ['Score', (l) => l.score],
  ['Tags', (l) => l.tags.join('; ')],
  ['Next follow-up', (l) => l.nextFollowUp],
  ['Notes', (l) => l.notes],
  ['Deal', (l) => l.dealId],
  ['Created', (l) => l.createdAt.toISOString()],
];

/** Every lead matching the filters, as CSV. */
export async function exportLeadsCsv(db: AppDatabase, organizationId: string, query: LeadListQuery) {
  const rows = await db.select().from(leads).where(leadFilters(organizationId, query)).orderBy(...ORDER[query.sort]);
  return csvFromColumns(CSV_COLUMNS, rows);
}

export async function setLeadAssignment(db: AppDatabase, ctx: AuthContext, mode: 'manual' | 'round_robin') {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ mode: organizations.leadAssignment }).from(organizations).where(eq(organizations.id, ctx.organizationId));
    await tx.update(organizations).set({ leadAssignment: mode, updatedAt: new Date() }).where(eq(organizations.id, ctx.organizationId));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'lead_assignment_changed',
      tableName: 'organizations',
      recordId: ctx.organizationId,
      oldValues: { lead_assignment: before?.mode },
      newValues: { lead_assignment: mode },
    });
    return { lead_assignment: mode };
  });
}

export async function leadSettings(db: AppDatabase, organizationId: string) {
  const [org] = await db.select({ mode: organizations.leadAssignment }).from(organizations).where(eq(organizations.id, organizationId));
  return { lead_assignment: org?.mode ?? 'manual', form_path: `/lead-form/${organizationId}` };
}

export type { LeadSource };

/**
 * A visitor's submission of the public lead form. A bot that filled the honeypot gets the same answer and
 * nothing is stored; a person already known as a lead gets a timeline entry instead of a duplicate (the
 * visitor is never told who else is on file).
 */
export async function captureLead(db: AppDatabase, organizationId: string, input: PublicLeadFormInput) {
  if (input.website) return undefined;
  const { message, website: _honeypot, ...fields } = input;
  const values = normalise(fields);
  const known = await db.transaction(async (tx) => {
    await lockIdentity(tx, organizationId, values);
    const match = await findMatchingLead(tx, organizationId, values);
    if (!match || match.matchedOn === 'name') return false;
    await addActivity(tx, match.lead, null, 'note', `Submitted the website form again${message ? `: ${message}` : ''}`);
    await createAuditEntry(tx, { organizationId, userId: null, action: 'lead_activity_logged', tableName: 'leads', recordId: match.lead.id, newValues: { kind: 'note', source: 'website_form' } });
    await publishChange(tx, { organizationId, table: 'leads', action: 'update' });
    return true;
  });
  if (known) return undefined;
  try {
    return await createLead(db, { organizationId, userId: null }, { ...values, source: 'website_form', notes: message ?? null }, 'Captured by the website form');
  } catch (error) {
    // Known only as a contact: still a new enquiry worth working, kept as a lead with a note saying so.
    if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(leads)
        .values({ ...(fromApiRow({ ...values, notes: message ?? null }) as Omit<typeof leads.$inferInsert, 'organizationId' | 'source'>), organizationId, source: 'website_form' })
        .returning();
      await addActivity(tx, created!, null, 'created', `Captured by the website form (${error.message})`);
      await createAuditEntry(tx, { organizationId, userId: null, action: 'lead_created', tableName: 'leads', recordId: created!.id, newValues: leadView(created!) });
      await publishChange(tx, { organizationId, table: 'leads', action: 'insert' });
      return leadView(created!);
    });
  }
}

/**
 * Tells a lead's new owner by mail (the realtime change already refreshed their screen). Sent after the
 * assignment committed; a mail that cannot be sent is logged, never undoes the assignment.
 */
export async function notifyNewOwner(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  lead: Record<string, unknown>,
  previousOwnerId: string | null,
  actorUserId: string | null,
) {
  const ownerId = typeof lead.owner_id === 'string' ? lead.owner_id : null;
  if (!ownerId || ownerId === previousOwnerId || ownerId === actorUserId) return;
  const [owner] = await deps.db.select({ email: profiles.email, organizationId: profiles.organizationId }).from(profiles).where(eq(profiles.id, ownerId));
  if (!owner) return;
  const link = `${deps.publicUrl}/leads?lead=${encodeURIComponent(String(lead.id))}`;
  await deps.mailer
    .send({
      to: owner.email,
      subject: `New lead assigned to you: ${String(lead.name)}`,
      text: `Hello,\n\nThe lead ${String(lead.name)} is now yours to work.\n\nOpen it in Lender OS:\n${link}\n`,
      kind: 'notification',
      organizationId: owner.organizationId,
    })
    .catch((error: unknown) => deps.log.error({ err: error, leadId: lead.id }, 'could not mail the new lead owner'));
}

export interface ImportRowError {
  row: number;
  message: string;
}

/** A row the import's schema refused, named by its first problem ("email: Invalid email."). */
export function importRowError(row: number, error: z.ZodError): ImportRowError {
  const issue = error.issues[0];
  return { row, message: `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'Invalid row.'}` };
}

export interface ImportRowClash<T> {
  row: number;
  values: T;
  identity: IdentityKey[0];
  knownAs: string;
}

/**
 * Checks import rows in order (the header is row 1): each is parsed by its schema, then its identities (e-mail,
 * phone, name) against the people already known and the rows above it. Rows that parse and clash with no one are
 * valid; what a clash means (an error, a skip) is the caller's to say.
 */
export function screenImportRows<R, T extends Identity>(rows: R[], parse: (raw: R) => z.ZodSafeParseResult<T>, known: Map<string, string>) {
  const errors: ImportRowError[] = [];
  const clashes: ImportRowClash<T>[] = [];
  const valid: T[] = [];
  rows.forEach((raw, index) => {
    const row = index + 2;
    const parsed = parse(raw);
    if (!parsed.success) {
      errors.push(importRowError(row, parsed.error));
      return;
    }
    const values = normalise(parsed.data);
    const keys = identityKeys(values);
    const clash = keys.find(([, key]) => known.has(key));
    if (clash) {
      clashes.push({ row, values, identity: clash[0], knownAs: known.get(clash[1])! });
      return;
    }
    for (const [, key] of keys) known.set(key, `row ${row}`);
    valid.push(values);
  });
  return { errors, valid, clashes };
}

/**
 * A CSV import, all or nothing: every row is checked (fields, and duplicates against leads, contacts and the
 * rows above it) before anything is written; with any error nothing is imported and each error names its row
 * (the header is row 1). A dry run only checks, for the preview.
 */
export async function importLeads(db: AppDatabase, ctx: AuthContext, input: LeadImportInput) {
  return db.transaction(async (tx) => {
    // One lock for the organization's imports, so two imports of the same file cannot both pass the checks.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${ctx.organizationId}:lead-import`}, 0))`);
    const known = await knownIdentities(tx, ctx.organizationId);
    const { errors, valid, clashes } = screenImportRows(input.rows, (raw) => leadCreateSchema.safeParse(leadFromImportRow(raw)), known);
    for (const { row, identity, knownAs } of clashes) errors.push({ row, message: `A lead or contact with this ${identity} already exists (${knownAs}).` });
    errors.sort((a, b) => a.row - b.row);
    if (errors.length || input.dry_run) return { imported: 0, valid: valid.length, errors };
    const created = await tx
      .insert(leads)
      .values(valid.map((v) => ({ ...(fromApiRow(v) as Omit<typeof leads.$inferInsert, 'organizationId'>), organizationId: ctx.organizationId })))
      .returning();
    await tx.insert(leadActivities).values(created.map((l) => ({ organizationId: ctx.organizationId, leadId: l.id, userId: ctx.userId, kind: 'created', body: 'Imported from CSV' })));
    await createAuditEntries(
      tx,
      created.map((l) => ({ organizationId: ctx.organizationId, userId: ctx.userId, action: 'lead_created', tableName: 'leads', recordId: l.id, newValues: leadView(l), metadata: { via: 'csv_import' } })),
    );
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'leads', action: 'insert' });
    return { imported: created.length, valid: valid.length, errors };
  });
}

type IdentityKey = ['email' | 'phone' | 'name', string];
export function identityKeys(who: Identity): IdentityKey[] {
  const keys: IdentityKey[] = [];
  if (who.email) keys.push(['email', `email:${formatEmail(who.email)}`]);
  if (who.phone) keys.push(['phone', `phone:${formatPhone(who.phone)}`]);
  if (who.name.trim()) keys.push(['name', `name:${who.name.trim().toLowerCase()}`]);
  return keys;
}

/** Every identity key of the organization's leads and contacts, with whose it is (for the row's message). */
export async function knownIdentities(tx: Executor, organizationId: string) {
  const people = [
    ...(await tx.select({ name: leads.name, email: leads.email, phone: leads.phone }).from(leads).where(eq(leads.organizationId, organizationId))),
    ...(await tx.select({ name: contacts.name, email: contacts.email, phone: contacts.phone }).from(contacts).where(eq(contacts.organizationId, organizationId))),
  ];
  const known = new Map<string, string>();
  for (const p of people) for (const [, key] of identityKeys(p)) if (!known.has(key)) known.set(key, p.name);
  return known;
}
