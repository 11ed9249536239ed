import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invitations, mailOutbox, organizations, profiles } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, signIn, type TestApp, type TestUser } from '../test/harness.js';
import { latestMail, linkIn } from '../test/mailbox.js';
import { HIDDEN_LINK } from '../platform/mail.js';
import { USER_MESSAGES } from './service.js';

const password = 'a long enough passphrase';

describeEachDatabase('admin panel API', (driver) => {
  let t: TestApp;
  let superAdmin: TestUser;
  let admin: TestUser;
  let officer: TestUser;
  let outsider: TestUser; // an admin of another organization
  let otherOrgId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    superAdmin = await createUser(t, 'super_admin', { firstName: 'sam', lastName: 'super' });
    admin = await createUser(t, 'admin');
    officer = await createUser(t, 'loan_officer');
    otherOrgId = await createOrganization(t, 'OTH');
    outsider = await createUser(t, 'super_admin', { organizationId: otherOrgId });
  });
  afterAll(async () => t?.close());

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (who: TestUser | null, method: Method, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload }) });

  const lastAudit = async (action: string, recordId: string) => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };

  describe('GET /api/users', () => {
    it("lists the caller's organization only, with two-factor state", async () => {
      const res = await call(admin, 'GET', '/api/users');
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as { items: { id: string; email: string }[] };
      const ids = items.map((i) => i.id);
      expect(ids).toEqual(expect.arrayContaining([superAdmin.id, admin.id, officer.id]));
      expect(ids).not.toContain(outsider.id);
      expect(items.find((i) => i.id === superAdmin.id)).toEqual({
        id: superAdmin.id,
        email: superAdmin.email,
        first_name: 'Sam',
        last_name: 'Super',
        role: 'super_admin',
        is_active: true,
        created_at: expect.any(String),
        two_factor_enabled: false,
      });
    });

    it('refuses the signed out and roles without manage_users', async () => {
      expect((await call(null, 'GET', '/api/users')).statusCode).toBe(401);
      const denied = await call(officer, 'GET', '/api/users');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe("You don't have permission to manage users.");
    });
  });

  describe('PATCH /api/users/:id', () => {
    it('changes a role and audits old and new values', async () => {
      const member = await createUser(t, 'user');
      const res = await call(admin, 'PATCH', `/api/users/${member.id}`, { role: 'broker' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: member.id, role: 'broker', is_active: true });
      const entry = await lastAudit('user_role_changed', member.id);
      expect(entry).toMatchObject({ userId: admin.id, organizationId: t.organizationId, oldValues: { role: 'user' }, newValues: { role: 'broker' } });
      // The change applies to the member's next request.
      const session = await call(member, 'GET', '/api/session');
      expect(session.json().profile.role).toBe('broker');
    });

    it('deactivates and reactivates, each audited; the inactive member is refused data', async () => {
      const member = await createUser(t, 'loan_officer');
      const off = await call(admin, 'PATCH', `/api/users/${member.id}`, { is_active: false });
      expect(off.json()).toMatchObject({ is_active: false });
      expect(await lastAudit('user_deactivated', member.id)).toMatchObject({ oldValues: { is_active: true }, newValues: { is_active: false } });
      expect((await call(member, 'GET', '/api/deals')).json().error.code).toBe('ACCOUNT_INACTIVE');
      const on = await call(admin, 'PATCH', `/api/users/${member.id}`, { is_active: true });
      expect(on.json()).toMatchObject({ is_active: true });
      expect(await lastAudit('user_activated', member.id)).toBeDefined();
    });

    it('writes nothing when nothing changes', async () => {
      const before = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, officer.id));
      const res = await call(admin, 'PATCH', `/api/users/${officer.id}`, { role: 'loan_officer', is_active: true });
      expect(res.statusCode).toBe(200);
      const after = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, officer.id));
      expect(after).toHaveLength(before.length);
    });

    it('refuses changing your own role or deactivating yourself', async () => {
      const role = await call(superAdmin, 'PATCH', `/api/users/${superAdmin.id}`, { role: 'admin' });
      expect(role.statusCode).toBe(409);
      expect(role.json().error.message).toBe(USER_MESSAGES.ownRole);
      const active = await call(admin, 'PATCH', `/api/users/${admin.id}`, { is_active: false });
      expect(active.statusCode).toBe(409);
      expect(active.json().error.message).toBe(USER_MESSAGES.ownDeactivation);
    });

    it('lets only a super_admin grant or remove super_admin', async () => {
      const member = await createUser(t, 'loan_officer');
      const grant = await call(admin, 'PATCH', `/api/users/${member.id}`, { role: 'super_admin' });
      expect(grant.statusCode).toBe(403);
      expect(grant.json().error.message).toBe("Your role (Admin) doesn't have permission to grant or remove the Super Admin role.");
      const demote = await call(admin, 'PATCH', `/api/users/${superAdmin.id}`, { role: 'admin' });
      expect(demote.statusCode).toBe(403);
      const deactivate = await call(admin, 'PATCH', `/api/users/${superAdmin.id}`, { is_active: false });
      expect(deactivate.statusCode).toBe(403);
      const [unchanged] = await t.database.db.select().from(profiles).where(eq(profiles.id, member.id));
      expect(unchanged!.role).toBe('loan_officer');

      const granted = await call(superAdmin, 'PATCH', `/api/users/${member.id}`, { role: 'super_admin' });
      expect(granted.json().role).toBe('super_admin');
      const removed = await call(superAdmin, 'PATCH', `/api/users/${member.id}`, { role: 'admin' });
      expect(removed.json().role).toBe('admin');
    });

    it("answers 404 for another organization's member and for unknown ids", async () => {
      const res = await call(admin, 'PATCH', `/api/users/${outsider.id}`, { role: 'user' });
      expect(res.statusCode).toBe(404);
      expect((await call(admin, 'PATCH', '/api/users/nobody', { role: 'user' })).statusCode).toBe(404);
      const [untouched] = await t.database.db.select().from(profiles).where(eq(profiles.id, outsider.id));
      expect(untouched!.role).toBe('super_admin');
    });

    it('validates the body and refuses other roles', async () => {
      const bad = await call(admin, 'PATCH', `/api/users/${officer.id}`, { role: 'emperor' });
      expect(bad.statusCode).toBe(400);
      expect((await call(admin, 'PATCH', `/api/users/${officer.id}`, {})).statusCode).toBe(400);
      expect((await call(officer, 'PATCH', `/api/users/${admin.id}`, { role: 'user' })).statusCode).toBe(403);
      expect((await call(null, 'PATCH', `/api/users/${admin.id}`, { role: 'user' })).statusCode).toBe(401);
    });
  });

  describe('invitations', () => {
    it('invites by email: stores it, mails the link, audits it; the link places the invitee', async () => {
      const res = await call(admin, 'POST', '/api/invitations', { email: 'New.Broker@Example.test', role: 'broker' });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toEqual({ id: expect.any(String), email: 'new.broker@example.test', role: 'broker', expires_at: expect.any(String) });
      expect(await lastAudit('invitation_created', body.id)).toMatchObject({ userId: admin.id, newValues: { email: 'new.broker@example.test', role: 'broker' } });

      const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new.broker@example.test'));
      expect(mail).toMatchObject({ kind: 'invitation', organizationId: t.organizationId });
      expect(mail!.text).not.toMatch(/https?:|invite=/);
      const link = new URL(linkIn(latestMail(t.app.services.config.dataDir, 'new.broker@example.test', 'invitation')));
      expect(link.pathname).toBe('/auth');
      expect(link.origin).toBe(t.app.services.config.publicUrl);

      const open = await call(admin, 'GET', '/api/invitations');
      expect(open.json().items).toEqual([{ ...body, created_at: expect.any(String) }]);

      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'new.broker@example.test', password, name: 'x', invitationToken: link.searchParams.get('invite') },
      });
      expect(signUp.statusCode).toBe(200);
      const cookie = await signIn(t, 'new.broker@example.test', password);
      const session = await t.app.inject({ url: '/api/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ profile: { role: 'broker' }, organization: { id: t.organizationId } });
      expect((await call(admin, 'GET', '/api/invitations')).json().items).toEqual([]);
    });

    it('replaces an open invitation to the same address', async () => {
      const first = (await call(admin, 'POST', '/api/invitations', { email: 'twice@example.test', role: 'lender' })).json();
      const second = (await call(admin, 'POST', '/api/invitations', { email: 'twice@example.test', role: 'borrower' })).json();
      const open = (await call(admin, 'GET', '/api/invitations')).json().items as { id: string }[];
      expect(open.map((i) => i.id)).toContain(second.id);
      expect(open.map((i) => i.id)).not.toContain(first.id);
    });

    it('refuses members (409), super_admin invitations from an admin (403), bad input (400)', async () => {
      const member = await call(admin, 'POST', '/api/invitations', { email: officer.email.toUpperCase(), role: 'broker' });
      expect(member.statusCode).toBe(409);
      expect(member.json().error.message).toBe(USER_MESSAGES.alreadyMember);
      const superInvite = await call(admin, 'POST', '/api/invitations', { email: 'boss@example.test', role: 'super_admin' });
      expect(superInvite.statusCode).toBe(403);
      expect(superInvite.json().error.message).toBe("Your role (Admin) doesn't have permission to grant or remove the Super Admin role.");
      expect((await call(superAdmin, 'POST', '/api/invitations', { email: 'boss@example.test', role: 'super_admin' })).statusCode).toBe(201);
      const bad = await call(admin, 'POST', '/api/invitations', { email: 'not an email', role: 'broker' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain('Enter a valid email address.');
    });

    it("does not reveal that an address has an account in another organization; its owner's mail says so", async () => {
      const elsewhere = await call(admin, 'POST', '/api/invitations', { email: outsider.email, role: 'broker' });
      const nobody = await call(admin, 'POST', '/api/invitations', { email: 'nobody.yet@example.test', role: 'broker' });
      expect(elsewhere.statusCode).toBe(201);
      expect(Object.keys(elsewhere.json())).toEqual(Object.keys(nobody.json()));
      const mail = latestMail(t.app.services.config.dataDir, outsider.email, 'invitation');
      expect(mail!.text).toContain('already has a Lender OS account with another organization');
      expect(mail!.text).not.toMatch(/https?:/);
    });

    it('revokes (audited); the link stops working; another organization answers 404', async () => {
      const created = (await call(admin, 'POST', '/api/invitations', { email: 'revoked@example.test', role: 'broker' })).json();
      expect((await call(outsider, 'DELETE', `/api/invitations/${created.id}`)).statusCode).toBe(404);
      const res = await call(admin, 'DELETE', `/api/invitations/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect(await lastAudit('invitation_revoked', created.id)).toMatchObject({ oldValues: { email: 'revoked@example.test', role: 'broker' } });
      expect((await call(admin, 'DELETE', `/api/invitations/${created.id}`)).statusCode).toBe(404);

      const token = new URL(linkIn(latestMail(t.app.services.config.dataDir, 'revoked@example.test', 'invitation'))).searchParams.get('invite');
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'revoked@example.test', password, name: 'x', invitationToken: token },
      });
      expect(signUp.statusCode).toBe(403);
    });

    it('keeps invitations to their organization and role', async () => {
      const mine = (await call(admin, 'POST', '/api/invitations', { email: 'mine@example.test', role: 'broker' })).json();
      const theirs = (await call(outsider, 'GET', '/api/invitations')).json().items as { id: string }[];
      expect(theirs.map((i) => i.id)).not.toContain(mine.id);
      expect((await call(officer, 'GET', '/api/invitations')).statusCode).toBe(403);
      expect((await call(officer, 'POST', '/api/invitations', { email: 'x@example.test', role: 'user' })).statusCode).toBe(403);
      expect((await call(null, 'POST', '/api/invitations', { email: 'x@example.test', role: 'user' })).statusCode).toBe(401);
      expect((await call(officer, 'DELETE', `/api/invitations/${mine.id}`)).statusCode).toBe(403);
      const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, mine.id));
      expect(row!.revokedAt).toBeNull();
    });
  });

  describe('organization settings', () => {
    it('reads and changes the registration mode (super_admin), audited; sign-up follows it', async () => {
      const read = await call(superAdmin, 'GET', '/api/organization/settings');
      expect(read.json()).toMatchObject({ id: t.organizationId, registration_mode: 'open' });
      const res = await call(superAdmin, 'PATCH', '/api/organization/settings', { registration_mode: 'invite_only' });
      expect(res.statusCode).toBe(200);
      expect(res.json().registration_mode).toBe('invite_only');
      expect(await lastAudit('organization_settings_updated', t.organizationId)).toMatchObject({
        oldValues: { registration_mode: 'open' },
        newValues: { registration_mode: 'invite_only' },
      });
      const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: 'walk-in@example.test', password, name: 'x' } });
      expect(signUp.json().error.code).toBe('REGISTRATION_INVITE_ONLY');

      const renamed = await call(superAdmin, 'PATCH', '/api/organization/settings', { registration_mode: 'open', short_name: 'Harbor' });
      expect(renamed.json()).toMatchObject({ registration_mode: 'open', short_name: 'Harbor' });
      const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, t.organizationId));
      expect(org).toMatchObject({ registrationMode: 'open', shortName: 'Harbor' });
    });

    it('refuses admins (no edit_system_settings), the signed out and bad input; touches only the own organization', async () => {
      const denied = await call(admin, 'PATCH', '/api/organization/settings', { registration_mode: 'invite_only' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe("You don't have permission to edit system settings.");
      expect((await call(admin, 'GET', '/api/organization/settings')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/api/organization/settings')).statusCode).toBe(401);
      expect((await call(superAdmin, 'PATCH', '/api/organization/settings', { registration_mode: 'closed' })).statusCode).toBe(400);
      expect((await call(superAdmin, 'PATCH', '/api/organization/settings', {})).statusCode).toBe(400);

      await call(outsider, 'PATCH', '/api/organization/settings', { registration_mode: 'invite_only' });
      const [mine] = await t.database.db.select().from(organizations).where(eq(organizations.id, t.organizationId));
      const [theirs] = await t.database.db.select().from(organizations).where(eq(organizations.id, otherOrgId));
      expect(mine!.registrationMode).toBe('open');
      expect(theirs!.registrationMode).toBe('invite_only');
    });
  });

  describe('GET /api/outbox', () => {
    it("shows admins their organization's mail and mail to its members, newest first, filtered by address", async () => {
      await t.app.services.mailer.send({ to: officer.email, subject: 'first', text: 'a', kind: 'notification' });
      // Two sends can share a clock tick (then the order is the ids'): the first is dated a second earlier.
      await t.database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.subject, 'first'));
      await t.app.services.mailer.send({ to: officer.email, subject: 'second', text: 'b', kind: 'notification' });
      await t.app.services.mailer.send({ to: outsider.email, subject: 'theirs', text: 'c', kind: 'notification' });
      await t.app.services.mailer.send({ to: 'stranger@example.test', subject: 'nobody', text: 'd', kind: 'password_reset' });

      const res = await call(admin, 'GET', `/api/outbox?to=${encodeURIComponent(officer.email.toUpperCase())}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as { subject: string; to: string }[];
      expect(items.map((i) => i.subject)).toEqual(['second', 'first']);
      expect(items[0]).toEqual({ id: expect.any(String), to: officer.email, subject: 'second', text: 'b', kind: 'notification', created_at: expect.any(String) });

      const all = (await call(superAdmin, 'GET', '/api/outbox')).json().items as { subject: string }[];
      const subjects = all.map((i) => i.subject);
      expect(subjects).toContain('first');
      expect(subjects).not.toContain('theirs');
      expect(subjects).not.toContain('nobody');
      const theirs = (await call(outsider, 'GET', '/api/outbox')).json().items as { subject: string }[];
      expect(theirs.map((i) => i.subject)).toContain('theirs');
      expect(theirs.map((i) => i.subject)).not.toContain('first');
    });

    it("never shows a reset link: an admin cannot take over the super_admin's account", async () => {
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email: superAdmin.email, redirectTo: '/auth/reset-password' } });
      expect(reset.statusCode).toBe(200);
      const items = (await call(admin, 'GET', `/api/outbox?to=${encodeURIComponent(superAdmin.email)}`)).json().items as { kind: string; text: string }[];
      const mail = items.find((i) => i.kind === 'password_reset');
      expect(mail!.text).toContain(HIDDEN_LINK);
      expect(mail!.text).not.toMatch(/https?:|token/i);
      const [stored] = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, superAdmin.email), eq(mailOutbox.kind, 'password_reset')));
      expect(stored!.text).not.toMatch(/https?:|token/i);
      // Its recipient gets the link (here: the local mailbox, as no SMTP_URL is set).
      expect(linkIn(latestMail(t.app.services.config.dataDir, superAdmin.email, 'password_reset'))).toMatch(/reset-password/);
    });

    it('refuses other roles and the signed out', async () => {
      const denied = await call(officer, 'GET', '/api/outbox');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error.message).toBe("Your role (Loan Officer) doesn't have permission to view the outbox.");
      expect((await call(null, 'GET', '/api/outbox')).statusCode).toBe(401);
      expect((await call(admin, 'GET', '/api/outbox?to=nope')).statusCode).toBe(400);
    });
  });
});
