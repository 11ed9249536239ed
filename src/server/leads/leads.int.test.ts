// Leads: create with duplicate checks against leads and contacts, the timeline (status changes recorded
// by themselves), lost needs a reason, round-robin ownership, conversion into a deal, CSV export, the
// public capture form with its honeypot — rows, audit entries and the messages people see.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, leadActivities, leads, mailOutbox } from '../platform/db/schema.js';
import { createCast, createTestApp, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('leads', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let officer2: TestUser;
  let admin: TestUser;
  let broker: TestUser;
  let stranger: TestUser;
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ officer, officer2, admin, broker, stranger } = await createCast(t, { officer: 'loan_officer', officer2: 'loan_officer', admin: 'admin', broker: 'broker' }, 'LEADX'));
  }, 120_000);
  afterAll(async () => t?.close());

  it('creates a lead, refuses duplicates by e-mail, phone and name against leads and contacts', async () => {
    const created = await as(officer, 'POST', '/api/leads', {
      name: 'Dana Lead', company: 'Dana Holdings', email: 'Dana@Example.com', phone: '(555) 201-3344', source: 'referral',
      loan_type: 'Purchase', loan_amount: 450000, property_address: '12 Oak St', timeline: '30 days', owner_id: officer.id,
      score: 70, tags: ['vip', 'fix-and-flip'], next_follow_up: '2026-12-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Dana Lead', email: 'dana@example.com', status: 'new', owner_id: officer.id, loan_amount: 450000, tags: ['vip', 'fix-and-flip'] });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_created'), eq(auditLog.recordId, created.json().id)));
    expect(audit).toMatchObject({ userId: officer.id, tableName: 'leads' });

    const byEmail = await as(officer, 'POST', '/api/leads', { name: 'Someone Else', email: 'dana@example.com', source: 'event' });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error.message).toBe('A lead with this email already exists: Dana Lead.');
    const byName = await as(officer, 'POST', '/api/leads', { name: 'dana lead', source: 'event' });
    expect(byName.json().error.message).toBe('A lead with this name already exists: Dana Lead.');

    await as(officer, 'POST', '/api/contacts', { name: 'Carl Contact', role: 'Broker', phone: '555-777-8888' });
    const byContactPhone = await as(officer, 'POST', '/api/leads', { name: 'New Person', phone: '(555) 777-8888', source: 'broker' });
    expect(byContactPhone.statusCode).toBe(409);
    expect(byContactPhone.json().error.message).toBe('A contact with this phone already exists: Carl Contact.');
  });

  it('answers bad input with 400 and a message; others get 403 with the spec message; other orgs 404', async () => {
    const bad = await as(officer, 'POST', '/api/leads', { name: '', source: 'referral' });
    expect(bad.statusCode).toBe(400);
    const badSource = await as(officer, 'POST', '/api/leads', { name: 'X Y', source: 'billboard' });
    expect(badSource.statusCode).toBe(400);
    const badOwner = await as(officer, 'POST', '/api/leads', { name: 'Owner Test', source: 'event', owner_id: broker.id });
    expect(badOwner.statusCode).toBe(400);
    expect(badOwner.json().error.message).toBe('Choose an active loan officer of your organization as the owner.');
    const denied = await as(broker, 'GET', '/api/leads');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Broker) doesn't have permission to manage leads.");
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.name, 'Dana Lead'));
    expect((await as(stranger, 'GET', `/api/leads/${lead!.id}`)).statusCode).toBe(404);
    expect((await as(stranger, 'PATCH', `/api/leads/${lead!.id}`, { score: 1 })).statusCode).toBe(404);
    expect((await as(stranger, 'GET', '/api/leads')).json().items).toEqual([]);
  });

  it('records status changes and logged calls on the timeline; lost needs a reason; converted is not settable', async () => {
    const lead = (await as(officer, 'POST', '/api/leads', { name: 'Tim Line', email: 'tim@example.com', source: 'event' })).json();
    const call = await as(officer, 'POST', `/api/leads/${lead.id}/activities`, { kind: 'call', body: 'Left a voicemail' });
    expect(call.statusCode).toBe(201);
    expect((await as(officer, 'POST', `/api/leads/${lead.id}/activities`, { kind: 'fax', body: 'x' })).statusCode).toBe(400);
    const lost = await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'lost' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json().error.message).toMatch(/Give a reason the lead was lost\./);
    expect((await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'converted' })).statusCode).toBe(400);
    const lostOk = await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'lost', lost_reason: 'Went with a bank' });
    expect(lostOk.json()).toMatchObject({ status: 'lost', lost_reason: 'Went with a bank' });
    const requalified = await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'qualified' });
    expect(requalified.json()).toMatchObject({ status: 'qualified', lost_reason: null });

    const detail = (await as(officer, 'GET', `/api/leads/${lead.id}`)).json();
    expect(detail.activity.map((a: { body: string }) => a.body)).toEqual([
      'Status changed from Lost to Qualified',
      'Status changed from Contacted to Lost: Went with a bank',
      'Status changed from New to Contacted',
      'Left a voicemail',
      'Lead created',
    ]);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_updated'), eq(auditLog.recordId, lead.id)));
    expect(audits).toHaveLength(2);
  });

  it('lists with filters, search and sort, and exports CSV', async () => {
    const list = (await as(officer, 'GET', '/api/leads?tag=vip')).json().items;
    expect(list.map((l: { name: string }) => l.name)).toEqual(['Dana Lead']);
    expect((await as(officer, 'GET', '/api/leads?q=holdings')).json().items).toHaveLength(1);
    expect((await as(officer, 'GET', '/api/leads?status=qualified')).json().items.map((l: { name: string }) => l.name)).toEqual(['Tim Line']);
    expect((await as(officer, 'GET', '/api/leads?sort=name')).json().items.map((l: { name: string }) => l.name)).toEqual(['Dana Lead', 'Tim Line']);
    expect((await as(officer, 'GET', '/api/leads?sort=sideways')).statusCode).toBe(400);
    expect((await as(officer, 'GET', '/api/leads/tags')).json().items).toEqual(['fix-and-flip', 'vip']);
    const csv = await as(officer, 'GET', '/api/leads/export.csv?source=referral');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Dana Lead,Dana Holdings,dana@example.com');
  });

  it('hands new leads round-robin to active loan officers when the organization chooses it', async () => {
    expect((await as(officer, 'PUT', '/api/leads/settings', { lead_assignment: 'round_robin' })).statusCode).toBe(403);
    expect((await as(admin, 'PUT', '/api/leads/settings', { lead_assignment: 'round_robin' })).statusCode).toBe(200);
    const owners: string[] = [];
    for (const name of ['Rr One', 'Rr Two', 'Rr Three']) owners.push((await as(admin, 'POST', '/api/leads', { name, source: 'event' })).json().owner_id);
    // officer2 has never been given a lead, so goes first; then the one given a lead longest ago.
    expect(owners).toEqual([officer2.id, officer.id, officer2.id]);
    // Each owner is told by mail, with the lead's name in the subject.
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'New lead assigned to you: Rr One'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(officer2.email.toLowerCase());
    await as(admin, 'PUT', '/api/leads/settings', { lead_assignment: 'manual' });
    expect((await as(admin, 'POST', '/api/leads', { name: 'Manual One', source: 'event' })).json().owner_id).toBeNull();
  });

  it('converts a lead: linked to the deal and its borrower contact, marked converted, history kept', async () => {
    const lead = (await as(officer, 'POST', '/api/leads', { name: 'Vera Convert', email: 'vera@example.com', source: 'broker', loan_amount: 300000 })).json();
    const deal = await as(officer, 'POST', '/api/deals', {
      borrower_name: 'Vera Convert', borrower_type: 'Individual', borrower_first_name: 'Vera', borrower_last_name: 'Convert',
      borrower_email: 'vera@example.com', property_address: '9 Elm St', loan_amount: 300000, loan_type: 'Purchase',
    });
    expect(deal.statusCode).toBe(201);
    const converted = await as(officer, 'POST', `/api/leads/${lead.id}/converted`, { deal_id: deal.json().id });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ status: 'converted', deal_id: deal.json().id });
    expect(converted.json().contact_id).toEqual(expect.any(String));
    expect((await as(officer, 'POST', `/api/leads/${lead.id}/converted`, { deal_id: deal.json().id })).statusCode).toBe(409);
    expect((await as(officer, 'PATCH', `/api/leads/${lead.id}`, { status: 'new' })).statusCode).toBe(409);
    const other = (await as(officer, 'POST', '/api/leads', { name: 'No Deal', source: 'event' })).json();
    expect((await as(officer, 'POST', `/api/leads/${other.id}/converted`, { deal_id: 'NOPE-1' })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(leadActivities).where(eq(leadActivities.leadId, lead.id));
    expect(rows.map((r) => r.body).sort()).toEqual(['Converted into deal ' + deal.json().id, 'Lead created']);
  });

  it('captures leads from the public form; the honeypot stores nothing; a repeat adds to the timeline', async () => {
    const info = await t.app.inject({ method: 'GET', url: `/api/public/lead-form/${t.organizationId}` });
    expect(info.json()).toEqual({ organization_name: 'Lender OS' });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/lead-form/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const post = (payload: object) => t.app.inject({ method: 'POST', url: `/api/public/lead-form/${t.organizationId}`, payload });
    const ok = await post({ name: 'Web Visitor', email: 'web@example.com', loan_amount: 200000, message: 'Need a bridge loan' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe('Thank you. A loan officer will be in touch shortly.');
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, 'web@example.com'));
    expect(lead).toMatchObject({ source: 'website_form', status: 'new', notes: 'Need a bridge loan' });
    expect((await post({ name: 'Web Visitor', email: 'web@example.com', message: 'Again' })).statusCode).toBe(201);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'web@example.com'))).toHaveLength(1);
    const timeline = await t.database.db.select().from(leadActivities).where(eq(leadActivities.leadId, lead!.id));
    expect(timeline.map((a) => a.body)).toContain('Submitted the website form again: Again');
    expect((await post({ name: 'Spam Bot', email: 'bot@example.com', website: 'http://spam' })).statusCode).toBe(201);
    expect(await t.database.db.select().from(leads).where(eq(leads.email, 'bot@example.com'))).toHaveLength(0);
    const bad = await post({ name: 'No Mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/email/i);
    // The public forms' rate limit: ten a minute from one address.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post({ name: `Flood ${i}`, email: `flood${i}@example.com` })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets other sites frame the public lead form page only', async () => {
    const form = await t.app.inject({ method: 'GET', url: `/lead-form/${t.organizationId}` });
    expect(form.headers['x-frame-options']).toBeUndefined();
    expect(String(form.headers['content-security-policy'])).toContain('frame-ancestors *');
    const other = await t.app.inject({ method: 'GET', url: '/leads' });
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('imports CSV rows all or nothing: a bad row is named and nothing is written; then the fixed file imports once', async () => {
    const rows = Array.from({ length: 500 }, (_, i) => ({ name: `Import Person ${i}`, email: `import${i}@example.com`, loan_amount: '$150,000', tags: 'imported; q4' }));
    rows[41] = { name: 'Bad Amount', email: 'bad@example.com', loan_amount: 'lots', tags: '' };
    const before = (await t.database.db.select().from(leads)).length;
    const failed = await as(officer, 'POST', '/api/leads/import', { rows });
    expect(failed.statusCode).toBe(422);
    expect(failed.json().error.message).toBe('1 row has errors; nothing was imported. First: row 43: loan_amount: Enter the loan amount as a number.');
    expect(failed.json().error.details.rows).toEqual([{ row: 43, message: 'loan_amount: Enter the loan amount as a number.' }]);
    expect(await t.database.db.select().from(leads)).toHaveLength(before);

    const preview = await as(officer, 'POST', '/api/leads/import', { rows: [...rows.slice(0, 2), { name: 'Dana Lead' }, rows[0]], dry_run: true });
    expect(preview.json()).toEqual({
      imported: 0,
      valid: 2,
      errors: [
        { row: 4, message: 'A lead or contact with this name already exists (Dana Lead).' },
        { row: 5, message: 'A lead or contact with this email already exists (row 2).' },
      ],
    });

    rows[41] = { name: 'Fixed Amount', email: 'fixed@example.com', loan_amount: '90000', tags: '' };
    const ok = await as(officer, 'POST', '/api/leads/import', { rows });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ imported: 500, errors: [] });
    const [one] = await t.database.db.select().from(leads).where(eq(leads.email, 'import7@example.com'));
    expect(one).toMatchObject({ source: 'import', loanAmount: 150000, tags: ['imported', 'q4'] });
    const again = await as(officer, 'POST', '/api/leads/import', { rows });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.details.rows).toHaveLength(500);
    expect(await t.database.db.select().from(leads)).toHaveLength(before + 500);
  });
});
