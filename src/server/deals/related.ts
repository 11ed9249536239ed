// What hangs off a deal: notes, linked parties, activity, and the pipeline stages.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { auditEntryView, selectAuditEntries } from '../audit/service.js';
import type { AuthContext } from '../auth/guard.js';
import { getContact } from '../contacts/service.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { auditLog, contacts, dealContacts, dealNotes, deals, dealStages, profiles } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { listStages } from '../organizations/service.js';
import { getVisibleDeal } from './service.js';

const displayName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export async function listNotes(db: AppDatabase, ctx: AuthContext, dealId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const rows = await db
    .select({ id: dealNotes.id, noteText: dealNotes.noteText, createdBy: dealNotes.createdBy, createdAt: dealNotes.createdAt })
    .from(dealNotes)
    .where(and(eq(dealNotes.dealId, dealId), eq(dealNotes.organizationId, ctx.organizationId)))
    .orderBy(desc(dealNotes.createdAt));
  return rows.map(toApiRow);
}

export async function addNote(db: AppDatabase, ctx: AuthContext, dealId: string, noteText: string) {
  await getVisibleDeal(db, ctx, dealId);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(dealNotes)
      .values({
        organizationId: ctx.organizationId,
        dealId,
        noteText,
        createdBy: displayName({ firstName: ctx.profile.first_name, lastName: ctx.profile.last_name, email: ctx.email }),
        createdByUserId: ctx.userId,
      })
      .returning({ id: dealNotes.id, noteText: dealNotes.noteText, createdBy: dealNotes.createdBy, createdAt: dealNotes.createdAt });
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'deal_note_added',
      tableName: 'deal_notes',
      recordId: note!.id,
      newValues: { note_text: noteText },
      metadata: { deal_id: dealId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'deal_notes', action: 'insert' });
    return toApiRow(note!);
  });
}

export async function listParties(db: AppDatabase, ctx: AuthContext, dealId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const rows = await db
    .select({
      id: dealContacts.id,
      contactId: dealContacts.contactId,
      contactName: dealContacts.contactName,
      contactRole: dealContacts.contactRole,
      email: contacts.email,
      phone: contacts.phone,
      company: contacts.company,
    })
    .from(dealContacts)
    .innerJoin(contacts, eq(contacts.id, dealContacts.contactId))
    .where(and(eq(dealContacts.dealId, dealId), eq(dealContacts.organizationId, ctx.organizationId)))
    .orderBy(asc(dealContacts.createdAt));
  return rows.map(toApiRow);
}

export async function linkParty(db: AppDatabase, ctx: AuthContext, dealId: string, contactId: string, role: string) {
  return db.transaction(async (tx) => {
    await getVisibleDeal(tx, ctx, dealId);
    const contact = await getContact(tx, ctx.organizationId, contactId);
    const link = await linkPartyIn(tx, ctx, dealId, contact, role);
    if (!link) throw new AppError('CONFLICT', `${contact.name} is already linked to this deal as ${role}.`);
    return toApiRow({ ...link, email: contact.email, phone: contact.phone, company: contact.company });
  });
}

/** Links a contact to a deal in the caller's transaction (audited); null when it is linked in that role already. */
export async function linkPartyIn(tx: Executor, ctx: AuthContext, dealId: string, contact: { id: string; name: string }, role: string) {
  const [link] = await tx
    .insert(dealContacts)
    .values({ organizationId: ctx.organizationId, dealId, contactId: contact.id, contactName: contact.name, contactRole: role })
    .onConflictDoNothing()
    .returning();
  if (!link) return null;
  await createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: 'deal_contact_linked',
    tableName: 'deal_contacts',
    recordId: link.id,
    newValues: { contact_id: contact.id, contact_name: contact.name, contact_role: role },
    metadata: { deal_id: dealId },
  });
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'deal_contacts', action: 'insert' });
  return link;
}

export async function unlinkParty(db: AppDatabase, ctx: AuthContext, dealId: string, linkId: string) {
  await db.transaction(async (tx) => {
    await getVisibleDeal(tx, ctx, dealId);
    const [removed] = await tx
      .delete(dealContacts)
      .where(and(eq(dealContacts.id, linkId), eq(dealContacts.dealId, dealId), eq(dealContacts.organizationId, ctx.organizationId)))
      .returning();
    if (!removed) throw notFound('Linked party');
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'deal_contact_unlinked',
      tableName: 'deal_contacts',
      recordId: linkId,
      oldValues: { contact_id: removed.contactId, contact_name: removed.contactName, contact_role: removed.contactRole },
      metadata: { deal_id: dealId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'deal_contacts', action: 'delete' });
  });
}

/** The deal's history from the audit log: its own rows and those of its notes, files and parties. */
export async function dealActivity(db: AppDatabase, ctx: AuthContext, dealId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const rows = await selectAuditEntries(
    db,
    ctx.organizationId,
    or(and(eq(auditLog.tableName, 'deals'), eq(auditLog.recordId, dealId)), sql`${auditLog.metadata}->>'deal_id' = ${dealId}`),
  )
    .limit(200);
  return rows.map(auditEntryView);
}

/**
 * Saves the organization's pipeline: stages keep their id when renamed (their deals follow the new name),
 * new ones are added, and a stage still holding deals cannot be removed.
 */
export async function replaceStages(db: AppDatabase, ctx: AuthContext, stages: { id?: string; name: string }[]) {
  return db.transaction(async (tx) => {
    const before = await listStages(tx, ctx.organizationId);
    const byId = new Map(before.map((s) => [s.id, s]));
    const unknown = stages.find((s) => s.id && !byId.has(s.id));
    if (unknown) throw new AppError('VALIDATION', `Unknown stage '${unknown.name}'. Reload the page and try again.`);
    const kept = new Set(stages.map((s) => s.id).filter(Boolean));
    const removed = before.filter((s) => !kept.has(s.id)).map((s) => s.name);
    if (removed.length) {
      const [inUse] = await tx
        .select({ stage: deals.stage, n: sql<number>`count(*)::int` })
        .from(deals)
        .where(and(eq(deals.organizationId, ctx.organizationId), inArray(deals.stage, removed)))
        .groupBy(deals.stage)
        .limit(1);
      if (inUse) {
        throw new AppError('CONFLICT', `${inUse.n} deal(s) are still in '${inUse.stage}'. Move them to another stage first.`);
      }
    }
    await tx.delete(dealStages).where(eq(dealStages.organizationId, ctx.organizationId));
    await tx.insert(dealStages).values(
      stages.map((s, position) => ({ ...(s.id ? { id: s.id } : {}), organizationId: ctx.organizationId, name: s.name, position })),
    );
    for (const stage of stages) {
      const old = stage.id ? byId.get(stage.id) : undefined;
      if (old && old.name !== stage.name) {
        await tx
          .update(deals)
          .set({ stage: stage.name, updatedAt: new Date() })
          .where(and(eq(deals.organizationId, ctx.organizationId), eq(deals.stage, old.name)));
      }
    }
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'deal_stages_updated',
      tableName: 'deal_stages',
      recordId: ctx.organizationId,
      oldValues: { stages: before.map((s) => s.name) },
      newValues: { stages: stages.map((s) => s.name) },
    });
    await publishChange(
      tx,
      { organizationId: ctx.organizationId, table: 'deal_stages', action: 'update' },
      { organizationId: ctx.organizationId, table: 'deals', action: 'update' },
    );
    return listStages(tx, ctx.organizationId);
  });
}

export async function listOfficers(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), sql`${profiles.role} in ('super_admin','admin','loan_officer')`))
    .orderBy(asc(profiles.firstName), asc(profiles.email));
  return rows.map(toApiRow);
}
