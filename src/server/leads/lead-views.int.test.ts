// Saved views of the Leads page: saved per person and organization, shared only by administrators, renamed,
// updated and deleted by whoever may, unique names per person, audited; outside parties 403, other
// organizations 404 — the rows and the messages people see.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, leadViews } from '../platform/db/schema.js';
import { createCast, createTestApp, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('saved lead views', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let officer2: TestUser;
  let admin: TestUser;
  let broker: TestUser;
  let stranger: TestUser;
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });
  const hot = { name: 'Hot leads', filters: { status: 'qualified', tag: 'vip', sort: 'score_desc' }, mode: 'board' };

  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ officer, officer2, admin, broker, stranger } = await createCast(t, { officer: 'loan_officer', officer2: 'loan_officer', admin: 'admin', broker: 'broker' }, 'VIEWX'));
  }, 120_000);
  afterAll(async () => t?.close());

  it('saves a personal view, lists it only to its owner, and audits it', async () => {
    const saved = await as(officer, 'POST', '/api/lead-views', hot);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Hot leads', filters: hot.filters, mode: 'board', shared: false, owner_id: officer.id, mine: true, can_change: true });
    const [row] = await t.database.db.select().from(leadViews).where(eq(leadViews.id, saved.json().id));
    expect(row).toMatchObject({ ownerId: officer.id, name: 'Hot leads', mode: 'board', shared: false });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_view_created'), eq(auditLog.recordId, saved.json().id)));
    expect(audit).toMatchObject({ userId: officer.id, tableName: 'lead_views' });

    expect((await as(officer, 'GET', '/api/lead-views')).json().items.map((v: { name: string }) => v.name)).toEqual(['Hot leads']);
    expect((await as(officer2, 'GET', '/api/lead-views')).json().items).toEqual([]);
    // Another person may use the same name for their own view.
    expect((await as(officer2, 'POST', '/api/lead-views', hot)).statusCode).toBe(201);
  });

  it('refuses bad input with a message: no name, too long, a second view of the same name, unknown filters', async () => {
    const noName = await as(officer, 'POST', '/api/lead-views', { ...hot, name: '   ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toMatch(/Name the view\./);
    const long = await as(officer, 'POST', '/api/lead-views', { ...hot, name: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/A view's name has at most 80 characters\./);
    const same = await as(officer, 'POST', '/api/lead-views', { ...hot, name: 'hot LEADS' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('You already have a view named "hot LEADS".');
    const badFilter = await as(officer, 'POST', '/api/lead-views', { ...hot, name: 'Other', filters: { status: 'warm' } });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.message).toMatch(/Choose a status\./);
    const extra = await as(officer, 'POST', '/api/lead-views', { ...hot, name: 'Other', filters: { colour: 'red' } });
    expect(extra.statusCode).toBe(400);
  });

  it('renames, updates to new filters, and deletes; the owner only, unless an administrator curates a shared view', async () => {
    const view = (await as(officer, 'POST', '/api/lead-views', { name: 'Mine', filters: { source: 'broker' }, mode: 'table' })).json();
    const renamed = await as(officer, 'PATCH', `/api/lead-views/${view.id}`, { name: 'Broker leads' });
    expect(renamed.json()).toMatchObject({ name: 'Broker leads', filters: { source: 'broker' } });
    const clash = await as(officer, 'PATCH', `/api/lead-views/${view.id}`, { name: 'Hot Leads' });
    expect(clash.statusCode).toBe(409);
    const updated = await as(officer, 'PATCH', `/api/lead-views/${view.id}`, { filters: { source: 'broker', status: 'new' }, mode: 'board' });
    expect(updated.json()).toMatchObject({ filters: { source: 'broker', status: 'new' }, mode: 'board' });
    expect((await as(officer, 'PATCH', `/api/lead-views/${view.id}`, {})).statusCode).toBe(400);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_view_updated'), eq(auditLog.recordId, view.id)));
    expect(audit).toMatchObject({ userId: officer.id });

    // Someone else's personal view is not there for them, not even for an administrator.
    expect((await as(officer2, 'PATCH', `/api/lead-views/${view.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await as(admin, 'DELETE', `/api/lead-views/${view.id}`)).statusCode).toBe(404);

    const deleted = await as(officer, 'DELETE', `/api/lead-views/${view.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.database.db.select().from(leadViews).where(eq(leadViews.id, view.id))).toEqual([]);
    const [gone] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead_view_deleted'), eq(auditLog.recordId, view.id)));
    expect(gone).toMatchObject({ userId: officer.id, oldValues: expect.objectContaining({ name: 'Broker leads' }) });
    expect((await as(officer, 'DELETE', `/api/lead-views/${view.id}`)).statusCode).toBe(404);
    expect((await as(officer, 'DELETE', '/api/lead-views/not-a-uuid')).json().error.message).toMatch(/View not found\./);
  });

  it('shares a view with the organization only when an administrator does; others see it and cannot change it', async () => {
    const denied = await as(officer, 'POST', '/api/lead-views', { name: 'Team pipeline', filters: {}, mode: 'board', shared: true });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe('Only an administrator can share a view with the organization.');
    const own = (await as(officer, 'GET', '/api/lead-views')).json().items.find((v: { name: string }) => v.name === 'Hot leads');
    expect((await as(officer, 'PATCH', `/api/lead-views/${own.id}`, { shared: true })).statusCode).toBe(403);

    const team = await as(admin, 'POST', '/api/lead-views', { name: 'Team pipeline', filters: { status: 'new' }, mode: 'board', shared: true });
    expect(team.statusCode).toBe(201);
    const seen = (await as(officer, 'GET', '/api/lead-views')).json().items.find((v: { name: string }) => v.name === 'Team pipeline');
    expect(seen).toMatchObject({ shared: true, mine: false, can_change: false, owner_id: admin.id });
    const change = await as(officer, 'PATCH', `/api/lead-views/${seen.id}`, { name: 'Mine now' });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe('Only the person who saved this view can change it.');
    expect((await as(officer, 'DELETE', `/api/lead-views/${seen.id}`)).statusCode).toBe(403);
    // Unshared, it is the administrator's own again.
    expect((await as(admin, 'PATCH', `/api/lead-views/${seen.id}`, { shared: false })).json()).toMatchObject({ shared: false });
    expect((await as(officer, 'GET', '/api/lead-views')).json().items.some((v: { id: string }) => v.id === seen.id)).toBe(false);
  });

  it('answers outside parties 403 with the spec message and other organizations 404', async () => {
    const denied = await as(broker, 'GET', '/api/lead-views');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Broker) doesn't have permission to manage leads.");
    expect((await as(broker, 'POST', '/api/lead-views', hot)).statusCode).toBe(403);
    const shared = (await as(admin, 'POST', '/api/lead-views', { name: 'Everyone', filters: {}, mode: 'table', shared: true })).json();
    expect((await as(stranger, 'GET', '/api/lead-views')).json().items).toEqual([]);
    expect((await as(stranger, 'PATCH', `/api/lead-views/${shared.id}`, { name: 'Hijack' })).statusCode).toBe(404);
    expect((await as(stranger, 'DELETE', `/api/lead-views/${shared.id}`)).statusCode).toBe(404);
    expect((await as(broker, 'DELETE', `/api/lead-views/${shared.id}`)).statusCode).toBe(403);
  });
});
