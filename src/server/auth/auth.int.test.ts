import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, organizations, profiles, rateLimit, session, user } from '../platform/db/schema.js';
import { ACCOUNT_SIGN_IN_FAILURES, SIGN_IN_FAILURES, signInKey } from './attempt-limiter.js';
import { cookieHeader, createTestApp, createUser, describeEachDatabase, signIn, type TestApp } from '../test/harness.js';
import { SIGN_UP_MESSAGES } from './auth.js';
import { multipartFile } from '../test/fixtures.js';
import { latestMail, linkIn } from '../test/mailbox.js';

const password = 'a long enough passphrase';

describeEachDatabase('accounts', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { password, name: 'x', ...payload } });

  it('refuses an uninvited sign-up before the installation is set up', async () => {
    const res = await signUp({ email: 'early@example.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'NOT_SET_UP', message: SIGN_UP_MESSAGES.notSetUp } });
  });

  it('makes the account that follows the setup link the super_admin, already confirmed', async () => {
    const admin = await createUser(t, 'super_admin', { firstName: 'ada', lastName: 'mcdonald' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(profile).toMatchObject({ role: 'super_admin', firstName: 'Ada', lastName: 'McDonald', isActive: true });
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: admin.cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().profile.role).toBe('super_admin');
    expect(session.json().permissions).toHaveLength(13);
  });

  it('signs up in open mode, sends the confirmation mail, and confirms through its link', async () => {
    const email = 'New.Person@Example.test';
    const res = await signUp({ email, first_name: 'new', last_name: 'person', callbackURL: '/auth?type=email_confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeNull(); // no session until confirmed: the page says 'Check your email'

    const signInBefore = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
    expect(signInBefore.statusCode).toBe(403);

    const link = new URL(linkIn(latestMail(t.app.services.config.dataDir, email, 'email_verification')));
    const confirm = await t.app.inject({ url: link.pathname + link.search });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/auth?type=email_confirmed');

    const cookie = await signIn(t, email, password);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(session.json().profile).toMatchObject({ role: 'user', first_name: 'New', last_name: 'Person' });

    const reused = await t.app.inject({ url: link.pathname + link.search });
    expect(reused.headers.location).toBe('/auth?error=access_denied&error_description=This+confirmation+link+has+already+been+used');
    const forged = await t.app.inject({ url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth' });
    expect(forged.headers.location).toBe('/auth?error=access_denied&error_description=Email+link+is+invalid');
  });

  it("answers 'Account exists' for a taken address", async () => {
    const existing = await createUser(t, 'loan_officer');
    const res = await signUp({ email: existing.email.toUpperCase() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { code: 'USER_ALREADY_EXISTS', message: SIGN_UP_MESSAGES.accountExists } });
  });

  it('refuses weak passwords with a clear message', async () => {
    const res = await signUp({ email: 'weak@example.test', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/password/i);
  });

  it('enforces invitation-only registration on the server', async () => {
    await t.database.db.update(organizations).set({ registrationMode: 'invite_only' }).where(eq(organizations.id, t.organizationId));
    const res = await signUp({ email: 'uninvited@example.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'REGISTRATION_INVITE_ONLY', message: SIGN_UP_MESSAGES.inviteOnly } });
    const invited = await createUser(t, 'broker');
    expect(invited.role).toBe('broker');
    await t.database.db.update(organizations).set({ registrationMode: 'open' }).where(eq(organizations.id, t.organizationId));
  });

  it('slows down wrong passwords from one address for that account, and never locks its owner out', async () => {
    const victim = await createUser(t, 'loan_officer');
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, payload: { email: victim.email, password } });
    expect((await from('198.51.100.20', victim.password)).statusCode).toBe(200);
    const first = await from('203.0.113.7', 'wrong password!!');
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: expect.any(String) } });
    // Successful sign-ins do not count.
    for (let i = 0; i < 12; i++) expect((await from('203.0.113.7', victim.password)).statusCode).toBe(200);
    for (let i = 1; i < SIGN_IN_FAILURES.free + 1; i++) expect((await from('203.0.113.7', 'wrong password!!')).statusCode).toBe(401);
    const slowed = await from('203.0.113.7', 'wrong password!!');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 2 seconds and try again.' } });
    expect(slowed.headers['retry-after']).toBe('2');
    // Even the right password waits at that address; the owner at their usual address signs in at once, 25 failures later.
    expect((await from('203.0.113.7', victim.password)).statusCode).toBe(429);
    for (let i = 0; i < 25; i++) await from('203.0.113.7', 'wrong password!!');
    expect((await from('198.51.100.20', victim.password)).statusCode).toBe(200);
  });

  it('slows guesses spread over many addresses at one account, never its owner at a known address, and forgets them after a reset', async () => {
    const victim = await createUser(t, 'loan_officer');
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress, payload: { email: victim.email, password } });
    expect((await from('198.51.100.30', victim.password)).statusCode).toBe(200);
    // One guess from each of many addresses: no address ever reaches its own limit.
    for (let i = 1; i <= ACCOUNT_SIGN_IN_FAILURES.free + 1; i++) expect((await from(`10.9.0.${i}`, 'wrong password!!')).statusCode).toBe(401);
    const slowed = await from('10.9.1.1', 'wrong password!!');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Please wait 2 seconds and try again.' } });
    expect(slowed.headers['retry-after']).toBe('2');
    // A new address waits too, even with the right password (slowed, not locked: seconds, not a lockout) …
    expect((await from('10.9.1.2', victim.password)).statusCode).toBe(429);
    // … while the owner from the address they signed in from before gets in at once.
    expect((await from('198.51.100.30', victim.password)).statusCode).toBe(200);
    // A completed password reset proves the owner: the account's count is forgotten everywhere.
    await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: victim.email, redirectTo: '/auth/reset-password' } });
    const token = new URL(linkIn(latestMail(t.app.services.config.dataDir, victim.email, 'password_reset'))).pathname.split('/').pop()!;
    const newPassword = 'a fresh passphrase 2026';
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } })).statusCode).toBe(200);
    expect((await from('10.9.1.3', newPassword)).statusCode).toBe(200);
  });

  it('counts the socket address unless TRUST_PROXY says a proxy names the client', async () => {
    const victim = await createUser(t, 'loan_officer');
    const attempt = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: victim.email, password: 'wrong password!!' },
      });
    // Spoofing a fresh X-Forwarded-For on every try changes nothing: the socket address counts.
    const answers = [];
    for (let i = 0; i < SIGN_IN_FAILURES.free + 2; i++) answers.push((await attempt(`10.0.0.${i}`)).statusCode);
    expect(answers.at(-1)).toBe(429);
    const [row] = await t.database.db.select().from(rateLimit).where(eq(rateLimit.key, signInKey('203.0.113.9', victim.email)));
    expect(row?.count).toBe(SIGN_IN_FAILURES.free + 1);

    const proxied = await createTestApp(driver, { TRUST_PROXY: '203.0.113.9' });
    try {
      const viaProxy = await createUser(proxied, 'loan_officer');
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '192.0.2.44' },
        payload: { email: viaProxy.email, password: 'wrong password!!' },
      });
      expect(res.statusCode).toBe(401);
      const keys = (await proxied.database.db.select().from(rateLimit)).map((r) => r.key);
      expect(keys).toContain(signInKey('192.0.2.44', viaProxy.email));
    } finally {
      await proxied.close();
    }
  });

  it('signs in from the address the page was opened at, and names the address to use when an origin is refused', async () => {
    const member = await createUser(t, 'loan_officer');
    const signInAt = (host: string, origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { host, origin },
        payload: { email: member.email, password: member.password },
      });
    expect((await signInAt('127.0.0.1:3000', 'http://127.0.0.1:3000')).statusCode).toBe(200);
    expect((await signInAt('192.168.1.20:3000', 'http://192.168.1.20:3000')).statusCode).toBe(200);
    expect((await signInAt('localhost:3000', t.app.services.config.publicUrl)).statusCode).toBe(200);
    const refused = await signInAt('127.0.0.1:3000', 'https://evil.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      `This page was opened at https://evil.example, which this server does not accept. Open ${t.app.services.config.publicUrl} instead (or ask the operator to add https://evil.example to TRUSTED_ORIGINS).`,
    );

    const listed = await createTestApp(driver, { TRUSTED_ORIGINS: 'https://lender.example.com' });
    try {
      const user = await createUser(listed, 'loan_officer');
      const res = await listed.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { host: 'internal:3000', origin: 'https://lender.example.com' },
        payload: { email: user.email, password: user.password },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await listed.close();
    }
  });

  it('refuses cookie-authenticated writes from a page of another origin, everywhere in /api', async () => {
    const officer = await createUser(t, 'loan_officer');
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: officer.cookie, host: 'localhost:3000', ...headers }, payload: { company: 'Acme' } });
    const forged = await write({ origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('FORBIDDEN');
    expect((await write({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await write({ origin: 'null' })).statusCode).toBe(403);
    expect((await write({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await write({})).statusCode).toBe(200); // a program, not a page
    const handshake = await t.app.inject({
      url: '/api/realtime',
      headers: { cookie: officer.cookie, host: 'localhost:3000', origin: 'https://evil.example', upgrade: 'websocket', connection: 'Upgrade' },
    });
    expect(handshake.statusCode).toBe(403);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, officer.id));
    expect(profile!.company).toBe('Acme');
  });

  it('lets an inactive user see their session but refuses data routes', async () => {
    const inactive = await createUser(t, 'loan_officer', { isActive: false });
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: inactive.cookie } });
    expect(session.json().profile.is_active).toBe(false);
    const badges = await t.app.inject({ url: '/api/badges', headers: { cookie: inactive.cookie } });
    expect(badges.statusCode).toBe(403);
    expect(badges.json().error.code).toBe('ACCOUNT_INACTIVE');
  });

  it('falls back to role user when the profile is missing', async () => {
    const someone = await createUser(t, 'admin');
    await t.database.db.delete(profiles).where(eq(profiles.id, someone.id));
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: someone.cookie } });
    expect(session.json().profile).toMatchObject({ role: 'user', is_active: true, first_name: null });
  });

  it('slides a session used after a day forward and renews its cookie', async () => {
    const someone = await createUser(t, 'loan_officer');
    const inFiveDays = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await t.database.db.update(session).set({ expiresAt: inFiveDays }).where(eq(session.userId, someone.id));
    const res = await t.app.inject({ url: '/api/badges', headers: { cookie: someone.cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain('lender-os.session_token');
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, someone.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(inFiveDays.getTime() + 24 * 3600 * 1000);
    const forged = await t.app.inject({ url: '/api/badges', headers: { cookie: someone.cookie.replace(/\.[^.;]+(;|$)/, '.AAAA$1') } });
    expect(forged.statusCode).toBe(401);
  });

  it('signs out every other device and keeps this one', async () => {
    const someone = await createUser(t, 'loan_officer');
    const laptop = await signIn(t, someone.email, someone.password);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/revoke-other-sessions', headers: { cookie: someone.cookie }, payload: {} });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: laptop } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: someone.cookie } })).statusCode).toBe(200);
  });

  it('keeps a profile picture checked from its bytes, visible to the organization only', async () => {
    const someone = await createUser(t, 'loan_officer');
    const colleague = await createUser(t, 'borrower');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const upload = (name: string, bytes: Buffer) => {
      const { payload, headers } = multipartFile(name, bytes, 'image/png');
      return t.app.inject({ method: 'PUT', url: '/api/profile/picture', headers: { ...headers, cookie: someone.cookie }, payload });
    };
    const ok = await upload('me.png', png);
    expect(ok.statusCode).toBe(200);
    const url = ok.json().profile.profile_picture_url as string;
    expect(url).toMatch(new RegExp(`^/api/users/${someone.id}/picture\\?v=`));
    const seen = await t.app.inject({ url, headers: { cookie: colleague.cookie } });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(png)).toBe(true);
    expect((await upload('me.png', Buffer.from('<svg onload=alert(1)>'))).statusCode).toBe(415);
    expect((await upload('big.png', Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]))).statusCode).toBe(413);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/profile/picture', headers: { cookie: someone.cookie } });
    expect(removed.json().profile.profile_picture_url).toBeNull();
    expect((await t.app.inject({ url, headers: { cookie: colleague.cookie } })).statusCode).toBe(404);
  });

  it('signs out', async () => {
    const someone = await createUser(t, 'loan_officer');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: someone.cookie }, payload: {} });
    expect(out.statusCode).toBe(200);
    const cleared = cookieHeader(out.headers['set-cookie']);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: someone.cookie } });
    expect(session.statusCode).toBe(401);
    expect(cleared).toContain('lender-os');
  });

  it('records registrations in the audit log and keeps the log append-only', async () => {
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user_registered')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toBeDefined();
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
    await expect(t.database.db.update(auditLog).set({ action: 'tampered' })).rejects.toThrow();
    const users = await t.database.db.select({ id: user.id }).from(user);
    expect(users.length).toBeGreaterThan(3);
  });
});
