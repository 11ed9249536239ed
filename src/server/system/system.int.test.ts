import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, HASHED_ASSET_CACHE_CONTROL } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/client.js';
import type { ChangeEvent } from '../platform/realtime.js';
import { createSecondInstance, createTestApp, createUser, describeEachDatabase, drivers, type TestApp } from '../test/harness.js';
import { latestMail, linkIn } from '../test/mailbox.js';
import { multipartFile } from '../test/fixtures.js';

describeEachDatabase('server skeleton', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it('reports database reachability', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: driver });
  });

  it('publishes the OpenAPI description and sends security headers', async () => {
    const spec = await t.app.inject({ url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(expect.arrayContaining(['/api/deals', '/api/contacts', '/api/health']));
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths and malformed bodies with the error shape', async () => {
    const missing = await t.app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route for GET /api/nothing-here.' } });
    const user = await createUser(t, 'loan_officer');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION');
  });

  it('refuses NUL bytes and broken Unicode in query strings and bodies with the field named, auth included', async () => {
    const user = await createUser(t, 'super_admin');
    const asUser = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
    const cases = [
      [await asUser('GET', '/api/deals?q=a%00b'), 'query.q'],
      [await asUser('GET', '/api/contacts?q=%00'), 'query.q'],
      [await asUser('GET', '/api/audit-log?q=x%00'), 'query.q'],
      [await asUser('POST', '/api/contacts', { name: 'Nul\u0000Byte', role: 'Broker' }), 'name'],
      [await asUser('PATCH', '/api/profile', { company: 'Lone \ud800 surrogate' }), 'company'],
      [await asUser('POST', '/api/inquiries/pending', { notes: '\udc00' }), 'notes'],
      [await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'a\u0000@example.test', password: 'x' } }), 'email'],
      [await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'b@example.test', password: 'long enough pass', name: '\ud83d' } }), 'name'],
    ] as const;
    for (const [res, field] of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: { code: 'VALIDATION', message: `${field}: contains a character that is not allowed (a NUL byte or a broken Unicode character).` },
      });
    }
  });

  it('refuses JSON nested 10,000 deep before parsing it, on sign-in and sign-up too', async () => {
    const deep = '{"email":' + '['.repeat(10_000) + ']'.repeat(10_000) + ',"password":"x"}';
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/contacts']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: deep });
      expect(res.statusCode, url).toBe(url === '/api/contacts' ? 401 : 400);
      if (res.statusCode === 400) expect(res.json()).toEqual({ error: { code: 'VALIDATION', message: 'The request body nests deeper than 32 levels.' } });
    }
  });

  it('answers 413 with the limit that applies, and keeps personal data out of caches', async () => {
    const user = await createUser(t, 'loan_officer');
    const big = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ company: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is larger than the 1MB this address accepts.' } });
    const upload = multipartFile('big.png', Buffer.alloc(3 * 1024 * 1024, 1), 'image/png');
    const picture = await t.app.inject({ method: 'PUT', url: '/api/profile/picture', headers: { cookie: user.cookie, ...upload.headers }, payload: upload.payload });
    expect(picture.statusCode).toBe(413);
    expect(picture.json().error.message).toBe('Please select a file smaller than 2MB.');
    for (const url of ['/api/session', '/api/dashboard', '/api/deals']) {
      const res = await t.app.inject({ url, headers: { cookie: user.cookie } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('recovers a password through the mailed link and ends the old sessions', async () => {
    const user = await createUser(t, 'loan_officer');
    const request = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: user.email, redirectTo: '/auth/reset-password' } });
    expect(request.statusCode).toBe(200);
    const link = new URL(linkIn(latestMail(t.app.services.config.dataDir, user.email, 'password_reset')));
    const landing = await t.app.inject({ url: link.pathname + link.search });
    const token = new URL(landing.headers.location as string, 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'a brand new passphrase' } });
    expect(reset.statusCode).toBe(200);
    const old = await t.app.inject({ url: '/api/session', headers: { cookie: user.cookie } });
    expect(old.statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'a brand new passphrase' } });
    expect(signIn.statusCode).toBe(200);
  });
});

it('serves the web app for every non-API path', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-spa-'));
  const webRoot = path.join(dataDir, 'web');
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Lender OS</title>');
  writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *');
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'assets', 'page-Bk5cXuKS.js'), 'export {};');
  const database = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    database,
    authSecret: randomBytes(32).toString('hex'),
    logger: false,
    webRoot,
  });
  try {
    for (const url of ['/', '/deals', '/deals/LOS-20260101-01', '/auth?type=email_confirmed']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Lender OS</title>');
    }
    expect((await app.inject({ url: '/api/unknown' })).statusCode).toBe(404);
    // Content-hashed build files are kept by the browser; the page and unhashed files are asked for again.
    const asset = await app.inject({ url: '/assets/page-Bk5cXuKS.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    for (const url of ['/robots.txt', '/deals']) expect((await app.inject({ url })).headers['cache-control'], url).toBe('public, max-age=0');
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

if (drivers.includes('postgres')) {
  it('carries row changes to another app instance on the same PostgreSQL (LISTEN/NOTIFY)', async () => {
    const a = await createTestApp('postgres');
    let second: Awaited<ReturnType<typeof createSecondInstance>> | undefined;
    try {
      second = await createSecondInstance(a);
      const app = second.app;
      const seen: ChangeEvent[] = [];
      app.services.realtime.subscribe(a.organizationId, (e) => seen.push(e));
      const officer = await createUser(a, 'loan_officer');
      await a.app.inject({ method: 'POST', url: '/api/inquiries/pending', headers: { cookie: officer.cookie }, payload: { borrower_name: 'Cross Instance' } });
      await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(seen[0]).toMatchObject({ table: 'pending_inquiries', action: 'insert' });
    } finally {
      await second?.close();
      await a.close();
    }
  });
}
