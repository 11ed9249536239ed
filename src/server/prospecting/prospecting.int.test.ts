// Prospecting on a real database: a CSV list imported with per-row validation (nothing half-imported) and
// dedupe against leads, contacts and earlier prospects; scoring; conversion into leads and a nurture sequence,
// with unsubscribed addresses never taken — guarded, tenant-scoped and audited.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, emailUnsubscribes, leads, prospects, sequenceEnrollments } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('prospecting', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let broker: TestUser;
  let stranger: TestUser;
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) => t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });
  const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer');
    broker = await createUser(t, 'broker');
    stranger = await createUser(t, 'admin', { organizationId: await createOrganization(t, 'PROSX') });
    await as(officer, 'POST', '/api/leads', { name: 'Known Lead', email: 'known.lead@example.test', source: 'event' });
    await as(officer, 'POST', '/api/contacts', { name: 'Known Contact', role: 'Lender', phone: '(555) 201-0001' });
  }, 120_000);
  afterAll(async () => t?.close());

  const rows = [
    { name: 'Pat Owner', email: 'pat.owner@example.test', kind: 'Property Owner', property_count: '4', deal_count: '1', last_activity: recent },
    { name: 'Ivy Investor', email: 'ivy@example.test', kind: 'investor', property_count: '0', deal_count: '3' },
    { name: 'Someone', email: 'KNOWN.LEAD@example.test', kind: 'broker' },
    { name: 'Other', phone: '555-201-0001', kind: 'broker' },
    { name: 'Pat Again', email: 'pat.owner@example.test', kind: 'owner' },
    { name: 'Uma Unsubscribed', email: 'uma@example.test', kind: 'investor' },
  ];

  it('guards the routes with the spec message', async () => {
    const denied = await as(broker, 'GET', '/api/prospects');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Broker) doesn't have permission to manage prospects.");
  });

  it('refuses a file with a bad row, naming it, and imports nothing', async () => {
    const bad = [...rows, { name: '', kind: 'investor' }, { name: 'Bo Banker', kind: 'banker' }, { name: 'Cy Count', kind: 'broker', deal_count: 'three' }];
    const check = await as(officer, 'POST', '/api/prospects/import', { list_name: 'Bad file', rows: bad, dry_run: true });
    expect(check.statusCode).toBe(200);
    expect(check.json().errors).toEqual([
      { row: 8, message: 'name: Name is required' },
      { row: 9, message: 'kind: The type must be property owner, investor or broker.' },
      { row: 10, message: 'deal_count: Enter the deal count as a whole number.' },
    ]);
    const refused = await as(officer, 'POST', '/api/prospects/import', { list_name: 'Bad file', rows: bad });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('3 rows have errors; nothing was imported. First: row 8: name: Name is required');
    expect(await t.database.db.select().from(prospects)).toHaveLength(0);
    expect((await as(officer, 'POST', '/api/prospects/import', { list_name: ' ', rows })).json().error.message).toBe('Name the prospect list.');
  });

  it('imports a list, skipping people already known, and scores it by visible rules', async () => {
    const imported = await as(officer, 'POST', '/api/prospects/import', { list_name: 'County owners', rows });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({
      imported: 3,
      errors: [],
      skipped: [
        { row: 4, name: 'Someone', message: 'Already known by email: Known Lead.' },
        { row: 5, name: 'Other', message: 'Already known by phone: Known Contact.' },
        { row: 6, name: 'Pat Again', message: 'Already known by email: row 2.' },
      ],
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'prospects_imported'));
    expect(audit).toMatchObject({ userId: officer.id, newValues: { name: 'County owners', imported: 3, skipped: 3 } });
    // The same file again: everyone is known now.
    expect((await as(officer, 'POST', '/api/prospects/import', { list_name: 'Again', rows, dry_run: true })).json()).toMatchObject({ valid: 0, skipped: { length: 6 } });

    const list = (await as(officer, 'GET', '/api/prospects')).json();
    expect(list.items.map((p: { name: string; score: number }) => [p.name, p.score])).toEqual([
      ['Pat Owner', 60],
      ['Ivy Investor', 45],
      ['Uma Unsubscribed', 0],
    ]);
    expect(list.items[0].score_parts).toEqual([
      { rule: '1 past deal', points: 15 },
      { rule: '4 properties', points: 20 },
      { rule: 'Active in the last 90 days', points: 25 },
    ]);
    expect((await as(officer, 'GET', '/api/prospects?min_score=50&kind=property_owner')).json().total).toBe(1);
    expect((await as(officer, 'GET', '/api/prospects?q=ivy')).json().items.map((p: { name: string }) => p.name)).toEqual(['Ivy Investor']);
    expect((await as(stranger, 'GET', '/api/prospects')).json().total).toBe(0);
    expect((await as(officer, 'GET', '/api/prospects?min_score=abc')).statusCode).toBe(400);
  });

  it('converts prospects into leads and a sequence; unsubscribed addresses are never taken', async () => {
    await t.database.db.insert(emailUnsubscribes).values({ organizationId: t.organizationId, email: 'uma@example.test' });
    const items = (await as(officer, 'GET', '/api/prospects')).json().items as { id: string; name: string; suppressed: boolean }[];
    expect(items.find((p) => p.name === 'Uma Unsubscribed')?.suppressed).toBe(true);
    expect((await as(officer, 'GET', '/api/prospects?state=open')).json().total).toBe(2);
    const id = (name: string) => items.find((p) => p.name === name)!.id;

    expect((await as(stranger, 'POST', '/api/prospects/convert', { prospect_ids: [id('Pat Owner')] })).statusCode).toBe(404);
    const converted = await as(officer, 'POST', '/api/prospects/convert', { prospect_ids: [id('Pat Owner'), id('Uma Unsubscribed')] });
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({
      converted: 1,
      outcomes: [
        { name: 'Pat Owner', result: 'converted' },
        { name: 'Uma Unsubscribed', result: 'skipped', reason: 'Unsubscribed or bounced: not contacted again.' },
      ],
    });
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.email, 'pat.owner@example.test'));
    expect(lead).toMatchObject({ name: 'Pat Owner', source: 'import', score: 60, tags: ['prospect', 'property owner'] });
    const [prospect] = await t.database.db.select().from(prospects).where(eq(prospects.id, id('Pat Owner')));
    expect(prospect?.leadId).toBe(lead!.id);
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_created'), eq(auditLog.recordId, lead!.id)))).toHaveLength(1);

    const sequence = (await as(officer, 'POST', '/api/sequences', { name: 'Prospect welcome', enrol_rule: { kind: 'manual' }, steps: [{ kind: 'task', title: 'Call the prospect' }] })).json();
    const added = await as(officer, 'POST', '/api/prospects/convert', { prospect_ids: [id('Pat Owner'), id('Ivy Investor')], sequence_id: sequence.id });
    expect(added.json()).toMatchObject({
      converted: 1,
      enrolled: 2,
      outcomes: [
        { name: 'Ivy Investor', result: 'converted' },
        { name: 'Pat Owner', result: 'skipped', reason: 'Already converted into a lead.' },
      ],
    });
    expect(await t.database.db.select().from(sequenceEnrollments).where(eq(sequenceEnrollments.sequenceId, sequence.id))).toHaveLength(2);
    const lists = (await as(officer, 'GET', '/api/prospect-lists')).json();
    expect(lists.items).toMatchObject([{ name: 'County owners', prospects: 3, converted: 2 }]);
  });

  it('exports the filtered prospects to CSV like the leads: score rules, state (bounced named as such), guarded', async () => {
    await t.database.db.insert(emailUnsubscribes).values({ organizationId: t.organizationId, email: 'ivy@example.test', reason: 'bounced' }).onConflictDoNothing();
    const listed = (await as(officer, 'GET', '/api/prospects?q=uma')).json().items;
    expect(listed).toMatchObject([{ name: 'Uma Unsubscribed', suppressed: true, suppressed_reason: 'unsubscribed' }]);

    const csv = await as(officer, 'GET', '/api/prospects/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="prospects-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Name,Company,Email,Phone,Type,Property,Property count,Deal count,Last activity,Score,Score rules,List,State,Lead,Notes,Created');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Pat Owner,,pat\.owner@example\.test,,Property owner,,4,1,\d{4}-\d{2}-\d{2},60,1 past deal \+15; 4 properties \+20; Active in the last 90 days \+25,County owners,Converted,Pat Owner,,/);
    expect(lines[2]).toMatch(/^Ivy Investor,.*,45,3 past deals \+45,County owners,Converted,Ivy Investor,/);
    expect(lines[3]).toMatch(/^Uma Unsubscribed,.*,County owners,Unsubscribed,,/);
    // The filters of the list apply; other organizations export nothing; outside parties are refused.
    expect((await as(officer, 'GET', '/api/prospects/export.csv?kind=investor&min_score=40')).body.trim().split('\r\n')).toHaveLength(2);
    expect((await as(stranger, 'GET', '/api/prospects/export.csv')).body.trim().split('\r\n')).toHaveLength(1);
    const denied = await as(broker, 'GET', '/api/prospects/export.csv');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Broker) doesn't have permission to manage prospects.");
    expect((await as(officer, 'GET', '/api/prospects/export.csv?state=gone')).statusCode).toBe(400);
  });
});
