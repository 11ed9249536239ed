import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localIsoDate } from '../../core/deals/calculations.js';
import { dealListPageSchema } from '../../core/schemas/deal-list.js';
import { dealListItemSchema } from '../../core/schemas/deals.js';
import { auditLog, contacts, dealContacts, dealNotes, deals, dealTotals, profiles } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, signIn, type TestApp, type TestUser } from '../test/harness.js';

const individual = {
  borrower_name: 'John McDonald',
  borrower_type: 'Individual',
  borrower_first_name: 'John',
  borrower_last_name: 'McDonald',
  borrower_email: 'john.mcdonald@example.test',
  borrower_phone: '(614) 555-0142',
  property_address: '12 Oak St, Columbus, OH 43215',
  loan_amount: 450000,
  loan_type: 'Purchase',
  loan_term_months: 12,
  interest_rate: 10.5,
  purchase_price: 600000,
  ltv_ratio: 75,
  monthly_payment_calculated: 3937.5,
  note_fields: { credit_score: '742', exit_strategy: 'Sale', loan_number: '2600001' },
};

describeEachDatabase('deals', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  const today = localIsoDate(new Date()).replaceAll('-', '');

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer', { firstName: 'Lena', lastName: 'Officer' });
  });
  afterAll(async () => t?.close());

  const post = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/deals', headers: { cookie: user.cookie }, payload });

  it('creates a deal with the next id of the day, its borrower contact, note and audit rows', async () => {
    const res = await post(officer, individual);
    expect(res.statusCode).toBe(201);
    const deal = res.json();
    expect(deal.id).toBe(`TST-${today}-01`);
    expect(deal).toMatchObject({ stage: 'Structure', status: 'Active', loan_amount: 450000, interest_rate: 10.5, loan_number: '2600001' });

    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'john.mcdonald@example.test'));
    expect(contact).toMatchObject({ name: 'John McDonald', role: 'Borrower', dealsCount: 1, totalVolume: 450000, phone: '(614) 555-0142' });
    const [link] = await t.database.db.select().from(dealContacts).where(eq(dealContacts.dealId, deal.id));
    expect(link).toMatchObject({ contactId: contact!.id, contactRole: 'Borrower' });
    const [note] = await t.database.db.select().from(dealNotes).where(eq(dealNotes.dealId, deal.id));
    expect(note!.createdBy).toBe('System');
    expect(note!.noteText).toContain('Loan Number: 2600001');
    expect(note!.noteText).toContain('742');
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.organizationId, t.organizationId))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['deal_created', 'contact_created', 'deal_note_added']));
  });

  it('matches the same borrower by phone or name and updates their totals', async () => {
    const second = await post(officer, { ...individual, borrower_email: undefined, loan_amount: 100000, note_fields: undefined });
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(`TST-${today}-02`);
    expect(second.json().loan_number).toMatch(/^\d{7}$/);
    const byName = await post(officer, { ...individual, borrower_email: undefined, borrower_phone: undefined, borrower_name: 'JOHN MCDONALD', loan_amount: 50000 });
    expect(byName.statusCode).toBe(201);
    const rows = await t.database.db.select().from(contacts).where(eq(contacts.organizationId, t.organizationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ dealsCount: 3, totalVolume: 600000 });
  });

  it('answers the spec’s validation messages in the spec’s order', async () => {
    const cases: [object, string][] = [
      [{ ...individual, loan_type: '' }, 'Loan type is required to generate deal ID'],
      [{ ...individual, loan_type: '', loan_amount: 0 }, 'Loan type is required to generate deal ID'],
      [{ ...individual, loan_amount: 0 }, 'Valid loan amount is required'],
      [{ ...individual, borrower_type: 'Alien' }, 'Borrower type is required (Individual or Entity)'],
      [{ ...individual, property_address: '   ' }, 'Property address is required'],
      [{ ...individual, borrower_last_name: undefined }, 'First name and last name are required for individual borrowers'],
      [{ ...individual, borrower_type: 'Entity' }, 'Entity name is required for entity borrowers'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(officer, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const garbage = await t.app.inject({ method: 'POST', url: '/api/deals', headers: { cookie: officer.cookie, 'content-type': 'application/json' }, payload: '{"loan' });
    expect(garbage.statusCode).toBe(400);
  });

  it('allocates unique ids under concurrent creates', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => post(officer, { ...individual, borrower_name: 'Burst Borrower', borrower_email: 'burst@example.test', borrower_phone: '2125550199' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const ids = results.map((r) => r.json().id as string);
    expect(new Set(ids).size).toBe(12);
    const [burst] = await t.database.db.select().from(contacts).where(eq(contacts.email, 'burst@example.test'));
    expect(burst!.dealsCount).toBe(12);
  });

  it('lists, searches, filters and pages deals', async () => {
    const page = await t.app.inject({ url: '/api/deals?limit=5', headers: { cookie: officer.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(5);
    expect(page.json().total).toBe(15);
    expect(() => dealListPageSchema.strict().parse(page.json())).not.toThrow();
    expect(Object.keys(page.json().items[0]).sort()).toEqual(Object.keys(dealListItemSchema.shape).sort());
    const next = await t.app.inject({ url: `/api/deals?limit=5&cursor=${page.json().nextCursor}`, headers: { cookie: officer.cookie } });
    const firstIds = page.json().items.map((d: { id: string }) => d.id);
    expect(next.json().items.every((d: { id: string }) => !firstIds.includes(d.id))).toBe(true);
    const byAmount = async (cursor = '0') =>
      (await t.app.inject({ url: `/api/deals?sort=loan_amount&limit=4&cursor=${cursor}`, headers: { cookie: officer.cookie } })).json();
    const first = await byAmount();
    const second = await byAmount(first.nextCursor);
    const amounts = [...first.items, ...second.items].map((d: { loan_amount: number }) => d.loan_amount);
    expect(amounts).toHaveLength(8);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const search = await t.app.inject({ url: '/api/deals?q=oak%20st&sort=loan_amount', headers: { cookie: officer.cookie } });
    expect(search.json().items.length).toBeGreaterThan(0);
    expect(search.json().items[0].loan_amount).toBe(50000);
    const bad = await t.app.inject({ url: '/api/deals?sort=password&closing_from=yesterday', headers: { cookie: officer.cookie } });
    expect(bad.statusCode).toBe(400);
    const csv = await t.app.inject({ url: '/api/deals/export.csv?q=burst', headers: { cookie: officer.cookie } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(13);
  });

  it('edits a deal with per-field audit, moves it between stages, and refuses unknown stages', async () => {
    const id = `TST-${today}-01`;
    const patch = await t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: { cookie: officer.cookie }, payload: { interest_rate: 11, stage: 'Underwriting' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ interest_rate: 11, stage: 'Underwriting', monthly_payment_calculated: 4125, ltv_ratio: 75 });
    const activity = await t.app.inject({ url: `/api/deals/${id}/activity`, headers: { cookie: officer.cookie } });
    const updated = activity.json().items.find((a: { action: string }) => a.action === 'deal_updated');
    expect(updated).toMatchObject({
      old_values: { interest_rate: 10.5, stage: 'Structure', monthly_payment_calculated: 3937.5 },
      new_values: { interest_rate: 11, stage: 'Underwriting', monthly_payment_calculated: 4125 },
    });
    expect(updated.actor).toMatchObject({ first_name: 'Lena', last_name: 'Officer' });
    const unknown = await t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: { cookie: officer.cookie }, payload: { stage: 'Nowhere' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps notes and files on a deal, with signed downloads', async () => {
    const id = `TST-${today}-01`;
    const note = await t.app.inject({ method: 'POST', url: `/api/deals/${id}/notes`, headers: { cookie: officer.cookie }, payload: { note_text: 'Appraisal ordered' } });
    expect(note.statusCode).toBe(201);
    const empty = await t.app.inject({ method: 'POST', url: `/api/deals/${id}/notes`, headers: { cookie: officer.cookie }, payload: { note_text: '  ' } });
    expect(empty.statusCode).toBe(400);

    const boundary = 'x-boundary';
    const multipart = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (name: string, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/deals/${id}/files`,
        headers: { cookie: officer.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart(name, bytes),
      });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const ok = await upload('../../etc/passwd term sheet.pdf', pdf);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().file_type).toBe('application/pdf');
    const fake = await upload('invoice.pdf', Buffer.from('MZ this is an executable'));
    expect(fake.statusCode).toBe(415);

    const url = await t.app.inject({ url: `/api/deals/${id}/files/${ok.json().id}/url`, headers: { cookie: officer.cookie } });
    const download = await t.app.inject({ url: url.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const tampered = await t.app.inject({ url: url.json().url.replace(/signature=[^&]+/, 'signature=forged') });
    expect(tampered.statusCode).toBe(403);
  });

  it('shows outside parties only the deals they are linked to, and other organizations nothing', async () => {
    const broker = await createUser(t, 'broker', { email: 'broker.bob@example.test' });
    const mine = await t.app.inject({ url: '/api/deals', headers: { cookie: broker.cookie } });
    expect(mine.json().items).toHaveLength(0);

    const contact = await t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: officer.cookie }, payload: { name: 'Bob Broker', role: 'Broker', email: 'Broker.Bob@example.test' } });
    expect(contact.statusCode).toBe(201);
    const id = `TST-${today}-02`;
    const link = await t.app.inject({ method: 'POST', url: `/api/deals/${id}/contacts`, headers: { cookie: officer.cookie }, payload: { contact_id: contact.json().id, contact_role: 'Broker' } });
    expect(link.statusCode).toBe(201);

    const visible = await t.app.inject({ url: '/api/deals', headers: { cookie: broker.cookie } });
    expect(visible.json().items.map((d: { id: string }) => d.id)).toEqual([id]);
    const hidden = await t.app.inject({ url: `/api/deals/TST-${today}-01`, headers: { cookie: broker.cookie } });
    expect(hidden.statusCode).toBe(404);
    const cannotEdit = await t.app.inject({ method: 'PATCH', url: `/api/deals/${id}`, headers: { cookie: broker.cookie }, payload: { stage: 'Closing' } });
    expect(cannotEdit.statusCode).toBe(403);
    expect(cannotEdit.json().error.message).toBe("Your role (Broker) doesn't have permission to manage deals.");

    const otherOrg = await createOrganization(t, 'OTH');
    const stranger = await createUser(t, 'super_admin', { organizationId: otherOrg });
    const guess = await t.app.inject({ url: `/api/deals/${id}`, headers: { cookie: stranger.cookie } });
    expect(guess.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/deals?q=oak', headers: { cookie: stranger.cookie } });
    expect(list.json().items).toHaveLength(0);
  });

  it('edits the pipeline: renames carry their deals, a stage holding deals cannot be removed', async () => {
    const admin = await createUser(t, 'super_admin');
    const stages = (await t.app.inject({ url: '/api/stages', headers: { cookie: admin.cookie } })).json().items as { id: string; name: string }[];
    const renamed = stages.map((s) => (s.name === 'Underwriting' ? { id: s.id, name: 'Credit Review' } : { id: s.id, name: s.name }));
    const saved = await t.app.inject({ method: 'PUT', url: '/api/stages', headers: { cookie: admin.cookie }, payload: { stages: [...renamed, { name: 'Servicing' }] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items.map((s: { name: string }) => s.name)).toContain('Servicing');
    const moved = await t.app.inject({ url: `/api/deals/TST-${today}-01`, headers: { cookie: admin.cookie } });
    expect(moved.json().stage).toBe('Credit Review');
    const withoutStructure = renamed.filter((s) => s.name !== 'Structure');
    const refused = await t.app.inject({ method: 'PUT', url: '/api/stages', headers: { cookie: admin.cookie }, payload: { stages: withoutStructure } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/still in 'Structure'/);
    const duplicate = await t.app.inject({ method: 'PUT', url: '/api/stages', headers: { cookie: admin.cookie }, payload: { stages: [{ name: 'A' }, { name: 'a' }] } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toBe('Stage names must be unique.');
    const current = (await t.app.inject({ url: '/api/stages', headers: { cookie: admin.cookie } })).json().items as { id: string; name: string }[];
    const sameIdTwice = await t.app.inject({
      method: 'PUT',
      url: '/api/stages',
      headers: { cookie: admin.cookie },
      payload: { stages: [{ id: current[0]!.id, name: current[0]!.name }, { id: current[0]!.id, name: 'Copy' }] },
    });
    expect(sameIdTwice.statusCode).toBe(400);
    expect(sameIdTwice.json().error.message).toBe('Each stage can appear only once. Reload the page and try again.');
  });

  it('lets only edit_system_settings change the pipeline: an admin is refused', async () => {
    const admin = await createUser(t, 'admin');
    const stages = (await t.app.inject({ url: '/api/stages', headers: { cookie: admin.cookie } })).json().items as { id: string; name: string }[];
    const res = await t.app.inject({ method: 'PUT', url: '/api/stages', headers: { cookie: admin.cookie }, payload: { stages: [...stages, { name: 'Admin Stage' }] } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("You don't have permission to edit pipeline stages.");
    const after = await t.app.inject({ url: '/api/stages', headers: { cookie: admin.cookie } });
    expect(after.json().items.map((s: { name: string }) => s.name)).not.toContain('Admin Stage');
  });

  it("shows a plain user no deal, even one naming their address as the borrower's", async () => {
    const email = 'signed.up@example.test';
    const created = await post(officer, { ...individual, borrower_name: 'Signed Up', borrower_email: email, note_fields: undefined });
    expect(created.statusCode).toBe(201);
    const plain = await createUser(t, 'user', { email });
    const read = await t.app.inject({ url: `/api/deals/${created.json().id}`, headers: { cookie: plain.cookie } });
    expect(read.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/deals', headers: { cookie: plain.cookie } });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    const dashboard = await t.app.inject({ url: '/api/dashboard', headers: { cookie: plain.cookie } });
    expect(dashboard.json().totals.activeDeals).toBe(0);
    // The same address as a confirmed borrower reaches the deal.
    await t.database.db.update(profiles).set({ role: 'borrower' }).where(eq(profiles.id, plain.id));
    const asBorrower = await t.app.inject({ url: `/api/deals/${created.json().id}`, headers: { cookie: await signIn(t, email, plain.password) } });
    expect(asBorrower.statusCode).toBe(200);
  });

  it("refuses an officer of another organization, or an unknown one, naming the field", async () => {
    const created = await post(officer, { ...individual, borrower_name: 'Assigned Elsewhere', borrower_email: 'elsewhere@example.test', note_fields: undefined });
    const admin = await createUser(t, 'admin');
    const foreignOrg = await createOrganization(t, 'FOR');
    const foreignOfficer = await createUser(t, 'loan_officer', { organizationId: foreignOrg });
    const assign = (id: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/deals/${created.json().id}`, headers: { cookie: admin.cookie }, payload: { assigned_officer_id: id } });
    for (const id of [foreignOfficer.id, 'no-such-user']) {
      const res = await assign(id);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe('assigned_officer_id: no active loan officer or admin of your organization has this id.');
    }
    const [row] = await t.database.db.select().from(deals).where(eq(deals.id, created.json().id));
    expect(row!.assignedOfficerId).toBe(officer.id);
    expect((await assign(admin.id)).statusCode).toBe(200);
  });

  it('derives borrower_name from the first and last name, and refuses numbers out of range with the field named', async () => {
    const { borrower_name: _name, ...unnamed } = individual;
    const derived = await post(officer, { ...unnamed, borrower_email: 'derived@example.test', note_fields: undefined });
    expect(derived.statusCode).toBe(201);
    expect(derived.json().borrower_name).toBe('John McDonald');
    const entity = await post(officer, {
      ...unnamed, borrower_type: 'Entity', borrower_first_name: undefined, borrower_last_name: undefined, entity_name: 'Oak Holdings LLC',
      borrower_email: 'entity@example.test', note_fields: undefined,
    });
    expect(entity.json().borrower_name).toBe('Oak Holdings LLC');

    const ltv = await post(officer, { ...individual, ltv_ratio: 1e8 });
    expect(ltv.statusCode).toBe(400);
    expect(ltv.json().error.message).toMatch(/^ltv_ratio: /);
    const cents = await post(officer, { ...individual, loan_amount: 0.004 });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().error.message).toBe('Valid loan amount is required');
    const patch = await t.app.inject({
      method: 'PATCH', url: `/api/deals/${derived.json().id}`, headers: { cookie: officer.cookie }, payload: { purchase_price: 0.004 },
    });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error.message).toMatch(/^purchase_price: /);
    // A tiny price makes an LTV beyond the column: it is left empty rather than failing the save.
    const tiny = await t.app.inject({
      method: 'PATCH', url: `/api/deals/${derived.json().id}`, headers: { cookie: officer.cookie }, payload: { purchase_price: 0.01, loan_amount: 1e9 },
    });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.json().ltv_ratio).toBeNull();
  });

  it('deletes a deal only with delete_deals_data', async () => {
    const id = `TST-${today}-03`;
    const admin = await createUser(t, 'admin');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/deals/${id}`, headers: { cookie: admin.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You don't have permission to delete deals.");
    const owner = await createUser(t, 'super_admin');
    const done = await t.app.inject({ method: 'DELETE', url: `/api/deals/${id}`, headers: { cookie: owner.cookie } });
    expect(done.statusCode).toBe(204);
    const left = await t.database.db.select().from(deals).where(and(eq(deals.id, id)));
    expect(left).toHaveLength(0);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'deal_deleted'), eq(auditLog.recordId, id)));
    expect(entry!.oldValues).toMatchObject({ id });
  });

  it("keeps each organization's deal total exact through creates, deletes and bulk writes", async () => {
    const owner = await createUser(t, 'super_admin');
    const listTotal = async (query = '') =>
      (await t.app.inject({ url: `/api/deals?limit=1${query}`, headers: { cookie: owner.cookie } })).json().total as number;
    const counted = async (organizationId: string) =>
      (await t.database.db.select({ id: deals.id }).from(deals).where(eq(deals.organizationId, organizationId))).length;
    const start = await listTotal();
    expect(start).toBe(await counted(t.organizationId));

    const created = await post(officer, { ...individual, borrower_name: 'Total Keeper', borrower_email: 'total@example.test', note_fields: undefined });
    expect(created.statusCode).toBe(201);
    expect(await listTotal()).toBe(start + 1);

    const other = await createOrganization(t, 'TOT');
    await t.database.db.insert(deals).values(
      [1, 2, 3].map((n) => ({
        id: `TOT-20260101-0${n}`, organizationId: other, sequence: n, borrowerName: `Bulk ${n}`, propertyAddress: `${n} Bulk Rd`,
        loanAmount: 1000 * n, loanType: 'Purchase', stage: 'Structure', status: 'Active', applicationDate: '2026-01-01',
      })),
    );
    expect(await listTotal()).toBe(start + 1);
    const [otherTotal] = await t.database.db.select().from(dealTotals).where(eq(dealTotals.organizationId, other));
    expect(otherTotal!.dealCount).toBe(3);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/deals/${created.json().id}`, headers: { cookie: owner.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await listTotal()).toBe(start);
    expect(await listTotal('&q=total%20keeper')).toBe(0);
    expect(await listTotal('&status=Active')).toBe(await counted(t.organizationId));

    await expect(t.database.db.update(deals).set({ organizationId: t.organizationId }).where(eq(deals.organizationId, other))).rejects.toThrow();
  });

  it('searches any part of the id, borrower name, address or e-mail, case-insensitively, through trigram indexes', async () => {
    const created = await post(officer, { ...individual, borrower_name: 'Quillfeather Zanzibar', borrower_email: 'qz.trigram@example.test', property_address: '7 Wexmoor Lane, Columbus, OH 43215' });
    expect(created.statusCode).toBe(201);
    const search = async (q: string) =>
      (await t.app.inject({ url: `/api/deals?q=${encodeURIComponent(q)}`, headers: { cookie: officer.cookie } })).json().items.map((d: { id: string }) => d.id);
    for (const q of ['LLFEATH', 'wexmoor lane', 'qz.trigram@', created.json().id.slice(-6)]) expect(await search(q)).toEqual([created.json().id]);
    expect(await search('Quill%Zanzibar')).toEqual([]); // % is a character, not a wildcard

    // Each column has its trigram index; the three that no other index serves are read through it for an
    // ILIKE '%…%' (the planner prefers it to reading every deal once the table is large; here it is told to).
    const indexes = (await t.database.db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'deals' and indexdef like '%gin_trgm_ops%'`)) as unknown as {
      rows: Array<{ indexname: string; indexdef: string }>;
    };
    expect(indexes.rows.map((row) => row.indexname).sort()).toEqual(['deals_borrower_email_trgm_idx', 'deals_borrower_name_trgm_idx', 'deals_id_trgm_idx', 'deals_property_address_trgm_idx']);
    for (const column of ['borrower_name', 'property_address', 'borrower_email']) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain select id from deals where ${sql.identifier(column)} ilike '%feath%'`)) as unknown as { rows: Array<Record<string, string>> };
        return result.rows.map((row) => Object.values(row).join('')).join('\n');
      });
      expect(plan).toContain(`Bitmap Index Scan on deals_${column}_trgm_idx`);
    }
  });
});
