import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('audit trail', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'admin', { firstName: 'Audrey', lastName: 'Admin' });
    await t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: admin.cookie }, payload: { name: 'Audit Person', role: 'Broker' } });
    await t.database.db.insert(auditLog).values({ organizationId: t.organizationId, userId: admin.id, action: 'security_validation', tableName: 'profiles' });
    const other = await createOrganization(t, 'AUD');
    await t.database.db.insert(auditLog).values({ organizationId: other, action: 'contact_created', tableName: 'contacts', recordId: 'other-org' });
  });
  afterAll(async () => t?.close());

  const get = (query = '') => t.app.inject({ url: `/api/audit-log${query}`, headers: { cookie: admin.cookie } });

  it('lists the organization’s entries newest first with their actor, hiding security_validation', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const actions = res.json().items.map((e: { action: string }) => e.action);
    expect(actions[0]).toBe('contact_created');
    expect(actions).not.toContain('security_validation');
    expect(res.json().items.some((e: { record_id: string }) => e.record_id === 'other-org')).toBe(false);
    expect(res.json().items[0].actor).toEqual({ first_name: 'Audrey', last_name: 'Admin', email: admin.email });
  });

  it('filters by action, table and user, and searches action, table and record id', async () => {
    expect((await get('?action=contact_created')).json().items).toHaveLength(1);
    expect((await get('?table_name=profiles')).json().items.every((e: { table_name: string }) => e.table_name === 'profiles')).toBe(true);
    expect((await get(`?user_id=${admin.id}`)).json().items.length).toBeGreaterThan(0);
    expect((await get('?q=CONTACT')).json().items).toHaveLength(1);
    expect((await get('?limit=0')).statusCode).toBe(400);
    const facets = (await t.app.inject({ url: '/api/audit-log/facets', headers: { cookie: admin.cookie } })).json();
    expect(facets.actions).toContain('contact_created');
    expect(facets.actions).not.toContain('security_validation');
    expect(facets.users).toContainEqual({ id: admin.id, name: 'Audrey Admin' });
  });

  it('exports the filtered log as CSV with old and new values and the actor, nothing of other organizations', async () => {
    const res = await t.app.inject({ url: '/api/audit-log/export.csv?action=contact_created', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Timestamp,Action,Table,Record ID,User,User Email,Old Values,New Values,Metadata');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',contact_created,contacts,');
    expect(lines[1]).toContain(`,Audrey Admin,${admin.email},`);
    expect(lines[1]).toContain('""name"":""Audit Person""');
    expect(res.body).not.toContain('other-org');
    const all = await t.app.inject({ url: '/api/audit-log/export.csv', headers: { cookie: admin.cookie } });
    expect(all.body).not.toContain('security_validation');
  });
});
