import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../platform/db/client.js';
import { profiles, session } from '../platform/db/schema.js';
import { createSecondInstance, createTestApp, createUser, describeEachDatabase, drivers, type TestApp } from '../test/harness.js';

/**
 * Repeats a request until the cache answers it. The notices of the caller's sign-up and sign-in arrive
 * shortly after those commits; one that lands during a read keeps that read out of the cache, as it should.
 */
async function answeredFromCache(app: TestApp['app'], request: () => Promise<{ statusCode: number }>) {
  await expect
    .poll(async () => {
      const hits = app.services.sessionCache.stats().hits;
      expect((await request()).statusCode).toBe(200);
      return app.services.sessionCache.stats().hits > hits;
    }, { timeout: 5000 })
    .toBe(true);
}

describeEachDatabase('session cache', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

  it('answers repeated requests of a session without reading it again', async () => {
    const officer = await createUser(t, 'loan_officer');
    await answeredFromCache(t.app, () => get('/api/badges', officer.cookie));
    const before = t.app.services.sessionCache.stats();
    for (let i = 0; i < 2; i++) expect((await get('/api/badges', officer.cookie)).statusCode).toBe(200);
    const after = t.app.services.sessionCache.stats();
    expect(after.misses - before.misses).toBe(0);
    expect(after.hits - before.hits).toBe(2);
  });

  it("applies an admin's deactivation and role change on the member's very next request", async () => {
    const admin = await createUser(t, 'admin');
    const member = await createUser(t, 'loan_officer');
    expect((await get('/api/deals', member.cookie)).statusCode).toBe(200);

    const demote = await t.app.inject({ method: 'PATCH', url: `/api/users/${member.id}`, headers: { cookie: admin.cookie }, payload: { role: 'borrower' } });
    expect(demote.statusCode).toBe(200);
    expect((await get('/api/session', member.cookie)).json().profile.role).toBe('borrower');

    const deactivate = await t.app.inject({ method: 'PATCH', url: `/api/users/${member.id}`, headers: { cookie: admin.cookie }, payload: { is_active: false } });
    expect(deactivate.statusCode).toBe(200);
    const refused = await get('/api/deals', member.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  it('ends a signed-out session at once', async () => {
    const officer = await createUser(t, 'loan_officer');
    expect((await get('/api/badges', officer.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: officer.cookie, origin: 'http://localhost:3000' }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/badges', officer.cookie)).statusCode).toBe(401);
  });

  it('hears of changes made to the database by anyone else', async () => {
    const officer = await createUser(t, 'loan_officer');
    expect((await get('/api/session', officer.cookie)).json().profile.role).toBe('loan_officer');
    await t.database.db.update(profiles).set({ role: 'escrow_officer' }).where(eq(profiles.id, officer.id));
    await expect.poll(async () => (await get('/api/session', officer.cookie)).json().profile.role, { timeout: 5000 }).toBe('escrow_officer');
    await t.database.db.delete(session).where(eq(session.userId, officer.id));
    await expect.poll(async () => (await get('/api/session', officer.cookie)).statusCode, { timeout: 5000 }).toBe(401);
  });
});

if (drivers.includes('postgres')) {
  it('serves nothing from the cache while its notices are cut off, and resumes once they are back', async () => {
    const t = await createTestApp('postgres');
    try {
      const officer = await createUser(t, 'loan_officer');
      const get = () => t.app.inject({ url: '/api/badges', headers: { cookie: officer.cookie } });
      const cache = t.app.services.sessionCache;
      const listeners = async () =>
        (await queryRows<{ pid: number }>(t.database.db, sql`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`)).map((r) => r.pid);
      await answeredFromCache(t.app, get);
      expect(cache.stats().size).toBe(1);

      const before = await listeners();
      expect(before.length).toBeGreaterThanOrEqual(2); // the access notices and the live updates
      await queryRows(t.database.db, sql`select pg_terminate_backend(pid) from pg_stat_activity where pid in ${sql.raw(`(${before.join(',')})`)}`);
      await expect.poll(() => cache.stats().size, { timeout: 5000 }).toBe(0);

      // A change made while no notice can arrive is seen at once: nothing is cached to hide it.
      await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, officer.id));
      expect((await get()).statusCode).toBe(403);

      await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await t.database.db.update(profiles).set({ isActive: true }).where(eq(profiles.id, officer.id));
      await answeredFromCache(t.app, get);
    } finally {
      await t.close();
    }
  });

  it('ends a session on every instance when it is revoked on one', async () => {
    const a = await createTestApp('postgres');
    const b = await createSecondInstance(a);
    try {
      const officer = await createUser(a, 'loan_officer');
      const laptop = (await a.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: officer.email, password: officer.password } })).headers['set-cookie'];
      const laptopCookie = String(laptop).split(';')[0]!;
      await answeredFromCache(b.app, () => b.app.inject({ url: '/api/badges', headers: { cookie: laptopCookie } }));

      const revoke = await a.app.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers: { cookie: officer.cookie }, payload: {} });
      expect(revoke.statusCode).toBe(200);
      await expect.poll(async () => (await b.app.inject({ url: '/api/badges', headers: { cookie: laptopCookie } })).statusCode, { timeout: 5000 }).toBe(401);
      expect((await b.app.inject({ url: '/api/badges', headers: { cookie: officer.cookie } })).statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
}
