// Builds what the assistant may know for one caller: only the deals the caller may see (deals/access.ts), and the
// contacts, tasks, notes and files of those deals. Nothing else reaches the engine, so no answer can leak.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { localIsoDate, ltv, monthlyInterestOnlyPayment } from '../../core/deals/calculations.js';
import type { Knowledge, KnownParty } from '../../core/assistant/knowledge.js';
import type { AuthContext } from '../auth/guard.js';
import { seesAllDeals, visibleDealsCondition } from '../deals/access.js';
import type { AppDatabase } from '../platform/db/client.js';
import { contacts, dealContacts, dealFiles, dealNotes, deals, organizations, profiles, tasks } from '../platform/db/schema.js';
import { listStages } from '../organizations/service.js';

const nameOf = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

export async function loadKnowledge(db: AppDatabase, ctx: AuthContext): Promise<Knowledge> {
  const org = ctx.organizationId;
  const staff = seesAllDeals(ctx);
  const [dealRows, stageRows, peopleRows, [organization]] = await Promise.all([
    db.select().from(deals).where(visibleDealsCondition(ctx)),
    listStages(db, org),
    db
      .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.organizationId, org)),
    db.select({ name: organizations.name, shortName: organizations.shortName }).from(organizations).where(eq(organizations.id, org)),
  ]);
  const ids = dealRows.map((d) => d.id);
  const onDeals = <T>(run: () => Promise<T[]>) => (ids.length ? run() : Promise.resolve([] as T[]));
  const [partyRows, noteRows, fileRows, taskRows, contactRows] = await Promise.all([
    onDeals(() =>
      db
        .select({ dealId: dealContacts.dealId, name: contacts.name, role: dealContacts.contactRole, email: contacts.email, phone: contacts.phone, company: contacts.company })
        .from(dealContacts)
        .innerJoin(contacts, eq(contacts.id, dealContacts.contactId))
        .where(and(eq(dealContacts.organizationId, org), inArray(dealContacts.dealId, ids))),
    ),
    onDeals(() =>
      db
        .select({ dealId: dealNotes.dealId, text: dealNotes.noteText, createdAt: dealNotes.createdAt, createdBy: dealNotes.createdBy })
        .from(dealNotes)
        .where(and(eq(dealNotes.organizationId, org), inArray(dealNotes.dealId, ids))),
    ),
    onDeals(() =>
      db
        .select({ dealId: dealFiles.dealId, fileName: dealFiles.fileName })
        .from(dealFiles)
        .where(and(eq(dealFiles.organizationId, org), inArray(dealFiles.dealId, ids))),
    ),
    db
      .select()
      .from(tasks)
      .where(
        and(
          eq(tasks.organizationId, org),
          staff ? undefined : or(eq(tasks.assigneeId, ctx.userId), ids.length ? inArray(tasks.dealId, ids) : sql`false`),
        ),
      ),
    // Staff see the organization's contacts; outside parties only the parties of their own deals.
    staff ? db.select().from(contacts).where(eq(contacts.organizationId, org)).orderBy(asc(contacts.name)) : Promise.resolve([]),
  ]);

  const parties = new Map<string, KnownParty[]>();
  for (const p of partyRows) parties.set(p.dealId, [...(parties.get(p.dealId) ?? []), p]);
  const people = peopleRows.map((p) => ({ id: p.id, name: nameOf(p), role: p.role }));
  const me = people.find((p) => p.id === ctx.userId) ?? { id: ctx.userId, name: ctx.email, role: ctx.role };
  const visibleContacts = staff
    ? contactRows.map((c) => ({ id: c.id, name: c.name, role: c.role, email: c.email, phone: c.phone, company: c.company }))
    : [...new Map(partyRows.map((p) => [`${p.name}|${p.role}`, { id: `${p.name}|${p.role}`, ...p }])).values()];

  return {
    today: localIsoDate(new Date()),
    organizationNames: organization ? [organization.name, organization.shortName] : [],
    me: { ...me, staff },
    stages: stageRows.map((s) => s.name),
    people: staff ? people : people.filter((p) => dealRows.some((d) => d.assignedOfficerId === p.id) || p.id === ctx.userId),
    deals: dealRows.map((d) => ({
      id: d.id,
      propertyAddress: d.propertyAddress,
      borrowerName: d.borrowerName,
      borrowerType: d.borrowerType,
      borrowerFirstName: d.borrowerFirstName,
      borrowerLastName: d.borrowerLastName,
      entityName: d.entityName,
      entityType: d.entityType,
      borrowerEmail: d.borrowerEmail,
      borrowerPhone: d.borrowerPhone,
      loanAmount: Number(d.loanAmount),
      purchasePrice: d.purchasePrice === null ? null : Number(d.purchasePrice),
      loanType: d.loanType,
      loanPurpose: d.loanPurpose,
      propertyType: d.propertyType,
      loanTermMonths: d.loanTermMonths,
      interestRate: d.interestRate === null ? null : Number(d.interestRate),
      // Deals entered without the form's calculations still have an LTV and an interest-only payment (SPEC §9).
      ltvRatio: d.ltvRatio !== null ? Number(d.ltvRatio) : d.purchasePrice ? ltv(Number(d.loanAmount), Number(d.purchasePrice)) : null,
      monthlyPayment:
        d.monthlyPaymentCalculated !== null ? Number(d.monthlyPaymentCalculated) : d.interestRate ? monthlyInterestOnlyPayment(Number(d.loanAmount), Number(d.interestRate)) : null,
      stage: d.stage,
      status: d.status,
      applicationDate: d.applicationDate,
      estimatedClosingDate: d.estimatedClosingDate,
      officerId: d.assignedOfficerId,
      parties: parties.get(d.id) ?? [],
    })),
    contacts: visibleContacts,
    tasks: taskRows.map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      dueDate: t.dueDate,
      status: t.status,
      priority: t.priority,
      assigneeId: t.assigneeId,
      dealId: t.dealId,
    })),
    notes: noteRows.map((n) => ({ dealId: n.dealId, text: n.text, createdAt: n.createdAt.toISOString(), createdBy: n.createdBy })),
    files: fileRows,
  };
}
