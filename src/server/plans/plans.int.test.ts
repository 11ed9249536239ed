// Plans and billing end to end on the server: self-hosted by default (nothing limited, nothing to buy), and
// with STRIPE_* pointed at the fake Stripe on 127.0.0.1: limits that bite with a 402 and an upgrade link,
// Checkout, the signed webhook changing the plan, the Portal, cancelling, and organization sign-up.
import { and, desc, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dealFiles, deals, documentAnalysisRuns, organizations, organizationSubscriptions, profiles } from '../platform/db/schema.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { fixtureDocument, multipartFile } from '../test/fixtures.js';
import { createTestApp, createUser, describeEachDatabase, signIn, type TestApp, type TestUser } from '../test/harness.js';
import { latestMail, linkIn } from '../test/mailbox.js';
import { PLAN_MESSAGES } from './service.js';
import { ORGANIZATION_SIGNUP_MESSAGES } from '../organizations/signup.js';

const deal = {
  borrower_name: 'Quota Borrower',
  borrower_type: 'Individual',
  borrower_first_name: 'Quota',
  borrower_last_name: 'Borrower',
  borrower_email: 'quota@example.test',
  borrower_phone: '(614) 555-0142',
  purchase_price: 600000,
  ltv_ratio: 75,
  monthly_payment_calculated: 3937.5,
  property_address: '12 Oak St, Columbus, OH 43215',
  loan_amount: 450000,
  loan_type: 'Purchase',
  loan_term_months: 12,
  interest_rate: 10.5,
};

type Method = 'GET' | 'POST' | 'PATCH';
const caller = (t: TestApp) => (who: TestUser | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describeEachDatabase('plans, self-hosted (no STRIPE_SECRET_KEY)', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'super_admin');
  });
  afterAll(async () => t?.close());

  it('publishes the catalogue and says the installation is self-hosted', async () => {
    const res = await caller(t)(null, 'GET', '/api/plans');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.billing).toBe('self_hosted');
    expect(body.organization_signup).toBe(false);
    expect(body.plans.map((p: { id: string }) => p.id)).toEqual(['starter', 'professional', 'enterprise']);
  });

  it('shows usage with no limit and has nothing to buy', async () => {
    const call = caller(t);
    const view = (await call(admin, 'GET', '/api/subscription')).json();
    expect(view).toMatchObject({ billing: 'self_hosted', plan: null, invoices: null });
    expect(view.usage.every((bar: { limit: number | null }) => bar.limit === null)).toBe(true);
    const checkout = await call(admin, 'POST', '/api/subscription/checkout', { plan: 'professional', interval: 'month' });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().error.message).toBe(PLAN_MESSAGES.selfHosted);
  });

  it('never limits: seats past the free plan are invited', async () => {
    const call = caller(t);
    for (const email of ['one@example.test', 'two@example.test', 'three@example.test']) {
      expect((await call(admin, 'POST', '/api/invitations', { email, role: 'loan_officer' })).statusCode).toBe(201);
    }
  });

  it('refuses organization sign-up unless the operator allows it', async () => {
    const res = await caller(t)(null, 'POST', '/api/organizations/signup', { organization_name: 'Acme Lending', deal_id_prefix: 'ACME', email: 'o@acme.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ORGANIZATION_SIGNUP_MESSAGES.closed);
  });
});

describeEachDatabase('plans with Stripe (fake server)', (driver) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: TestUser;
  let officer: TestUser;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(driver, { ...fake.env(), ALLOW_ORGANIZATION_SIGNUP: 'true' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    fake.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/webhook`;
    admin = await createUser(t, 'super_admin');
    officer = await createUser(t, 'loan_officer');
    call = caller(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const subscription = async () => (await call(admin, 'GET', '/api/subscription')).json();
  const expectLimit = (res: { statusCode: number; json(): { error: { code: string; message: string; details: Record<string, unknown> } } }, limit: string) => {
    expect(res.statusCode).toBe(402);
    const { error } = res.json();
    expect(error.code).toBe('PAYMENT_REQUIRED');
    expect(error.details).toMatchObject({ limit, plan: 'starter', upgrade_url: '/subscription' });
    return error.message;
  };

  it('starts on the free plan with usage counted from rows', async () => {
    const view = await subscription();
    expect(view).toMatchObject({ billing: 'stripe', plan: 'starter', status: null, has_billing_account: false, invoices: null });
    expect(view.usage.find((b: { kind: string }) => b.kind === 'seats')).toMatchObject({ used: 2, limit: 2, percent: 100 });
  });

  it('refuses a staff seat past the plan with 402 and an upgrade link; outside parties take no seat', async () => {
    const message = expectLimit(await call(admin, 'POST', '/api/invitations', { email: 'third@example.test', role: 'admin' }), 'seats');
    expect(message).toBe('Your organization has all 2 of its seats taken on the Starter plan. Upgrade to Professional to get more.');
    expect((await call(admin, 'POST', '/api/invitations', { email: 'borrower@example.test', role: 'borrower' })).statusCode).toBe(201);
  });

  it('refuses the 11th deal of the month on the free plan', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(officer, 'POST', '/api/deals', deal);
      expect(res.statusCode, res.body).toBe(201);
    }
    const message = expectLimit(await call(officer, 'POST', '/api/deals', deal), 'deals_per_month');
    expect(message).toMatch(/has created its 10 deals for this month on the Starter plan/);
  });

  it('refuses document analyses past the monthly quota, counting each analysis', async () => {
    const analyze = () => {
      const { payload, headers } = multipartFile('term-sheet.pdf', fixtureDocument('term-sheet-fix-flip-001.pdf'), 'application/pdf');
      return t.app.inject({ method: 'POST', url: '/api/documents/analyze', headers: { ...headers, cookie: officer.cookie }, payload });
    };
    expect((await analyze()).statusCode).toBe(200);
    const runs = await t.database.db.select().from(documentAnalysisRuns).where(eq(documentAnalysisRuns.organizationId, t.organizationId));
    expect(runs).toHaveLength(1);
    await t.database.db
      .insert(documentAnalysisRuns)
      .values(Array.from({ length: 19 }, () => ({ organizationId: t.organizationId, fileName: 'earlier.pdf' })));
    expectLimit(await analyze(), 'document_analyses_per_month');
  });

  it('refuses an upload that would pass the storage of the plan', async () => {
    const [someDeal] = await t.database.db.select({ id: deals.id }).from(deals).where(eq(deals.organizationId, t.organizationId)).limit(1);
    await t.database.db.insert(dealFiles).values({
      organizationId: t.organizationId,
      dealId: someDeal!.id,
      fileName: 'archive.pdf',
      filePath: 'nowhere/archive.pdf',
      fileType: 'application/pdf',
      fileSize: 1024 ** 3 - 10,
    });
    const { payload, headers } = multipartFile('term-sheet.pdf', fixtureDocument('term-sheet-fix-flip-001.pdf'), 'application/pdf');
    const res = await t.app.inject({ method: 'POST', url: `/api/deals/${someDeal!.id}/files`, headers: { ...headers, cookie: officer.cookie }, payload });
    expect(expectLimit(res, 'storage_bytes')).toMatch(/no room left in its 1 GB of storage/);
  });

  it('keeps the subscription to admins and refuses bad input', async () => {
    expect((await call(officer, 'GET', '/api/subscription')).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/subscription/checkout', { plan: 'starter', interval: 'month' })).statusCode).toBe(400);
    expect((await call(admin, 'POST', '/api/subscription/checkout', { plan: 'professional', interval: 'week' })).statusCode).toBe(400);
    const portal = await call(admin, 'POST', '/api/subscription/portal');
    expect(portal.statusCode).toBe(409);
    expect(portal.json().error.message).toBe(PLAN_MESSAGES.noBillingAccount);
  });

  it('refuses webhooks whose signature does not hold', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'customer.subscription.deleted', data: { object: {} } });
    const post = (signature: string) =>
      t.app.inject({ method: 'POST', url: '/api/billing/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect((await post(fake.sign(payload, 'whsec_wrong'))).statusCode).toBe(400);
    expect((await post(fake.sign(`${payload} `))).statusCode).toBe(400);
    expect((await post('')).statusCode).toBe(400);
    expect((await post(fake.sign(payload))).statusCode).toBe(200); // well signed, names no organization: ignored
  });

  it('upgrades through Checkout: the signed webhook sets the plan and the limits rise', async () => {
    const res = await call(admin, 'POST', '/api/subscription/checkout', { plan: 'professional', interval: 'month' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe(fake.base);
    const sessionId = url.pathname.split('/').pop()!;
    const session = fake.checkoutSessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: t.organizationId, line_items: [{ price: 'price_professional_month', quantity: '1' }] });
    expect(fake.requests).toEqual(expect.arrayContaining(['POST /v1/customers', 'POST /v1/checkout/sessions']));

    const success = await fake.completeCheckout(sessionId);
    expect(success).toMatch(new RegExp(`/subscription-success\\?session_id=${sessionId}$`));
    const view = await subscription();
    expect(view).toMatchObject({ plan: 'professional', interval: 'month', status: 'active', cancel_at_period_end: false, has_billing_account: true });
    expect(new Date(view.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(view.invoices).toEqual([expect.objectContaining({ number: 'FAKE-0001', status: 'paid', amount_paid: 9900, currency: 'usd' })]);
    expect(fake.requests.some((r) => r.startsWith('GET /v1/subscriptions/sub_'))).toBe(true);

    expect((await call(officer, 'POST', '/api/deals', deal)).statusCode).toBe(201);
    expect((await call(admin, 'POST', '/api/invitations', { email: 'third@example.test', role: 'admin' })).statusCode).toBe(201);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subscription_changed'), eq(auditLog.organizationId, t.organizationId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ oldValues: { plan: 'starter' }, newValues: { plan: 'professional', status: 'active' }, metadata: { via: 'webhook:checkout.session.completed' } });

    const again = await call(admin, 'POST', '/api/subscription/checkout', { plan: 'enterprise', interval: 'year' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(PLAN_MESSAGES.alreadySubscribed);
  });

  it('opens the Customer Portal for cards and invoices', async () => {
    const res = await call(admin, 'POST', '/api/subscription/portal');
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${fake.base}/portal/bps_`));
  });

  it('cancels at the period end, and the deletion webhook brings the free plan back', async () => {
    const res = await call(admin, 'PATCH', '/api/subscription', { cancel_at_period_end: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'professional', cancel_at_period_end: true });
    expect((await call(admin, 'PATCH', '/api/subscription', { cancel_at_period_end: 'yes' })).statusCode).toBe(400);

    const [row] = await t.database.db.select().from(organizationSubscriptions).where(eq(organizationSubscriptions.organizationId, t.organizationId));
    const stripeSubscription = fake.subscriptions.get(row!.stripeSubscriptionId!)!;
    expect(await fake.sendEvent('customer.subscription.deleted', { ...stripeSubscription, status: 'canceled' })).toBe(200);
    expect(await subscription()).toMatchObject({ plan: 'starter', status: null, cancel_at_period_end: false, has_billing_account: true });
    expectLimit(await call(officer, 'POST', '/api/deals', deal), 'deals_per_month');
  });

  it('signs up a new lending company as its own organization on the free plan', async () => {
    const signup = (body: Record<string, unknown>) => call(null, 'POST', '/api/organizations/signup', body);
    expect((await signup({ organization_name: 'Acme Lending', deal_id_prefix: 'a', email: 'owner@acme.test' })).statusCode).toBe(400);
    expect((await signup({ organization_name: 'Acme Lending', deal_id_prefix: 'TST', email: 'owner@acme.test' })).statusCode).toBe(409);
    expect((await signup({ organization_name: 'Acme Lending', deal_id_prefix: 'ACME', email: admin.email })).statusCode).toBe(409);

    const res = await signup({ organization_name: 'Acme Lending', deal_id_prefix: 'acme', email: 'Owner@Acme.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(ORGANIZATION_SIGNUP_MESSAGES.sent('owner@acme.test'));
    const organizationId = res.json().organization_id as string;
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(org).toMatchObject({ name: 'Acme Lending', dealIdPrefix: 'ACME', isDefault: false, registrationMode: 'invite_only' });
    const [created] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'organization_created'), eq(auditLog.recordId, organizationId)));
    expect(created?.newValues).toMatchObject({ plan: 'starter', deal_id_prefix: 'ACME' });

    const token = new URL(linkIn(latestMail(t.app.services.config.dataDir, 'owner@acme.test', 'organization_signup'))).searchParams.get('invite');
    const password = 'a long enough passphrase';
    const account = await call(null, 'POST', '/api/auth/sign-up/email', { email: 'owner@acme.test', password, name: 'Owner', first_name: 'Olga', last_name: 'Owner', invitationToken: token });
    expect(account.statusCode).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, 'owner@acme.test'));
    expect(profile).toMatchObject({ organizationId, role: 'super_admin' });
    const owner = { cookie: await signIn(t, 'owner@acme.test', password) } as TestUser;
    expect((await call(owner, 'GET', '/api/subscription')).json()).toMatchObject({ plan: 'starter' });
    const first = await call(owner, 'POST', '/api/deals', deal);
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toMatch(/^ACME-\d{8}-01$/);
  });
});

describe('fake Stripe form parsing', () => {
  it('reads bracketed keys into objects and arrays', async () => {
    const { parseStripeForm } = await import('../test/fake-stripe.js');
    expect(parseStripeForm('a=1&line_items[0][price]=p&line_items[0][quantity]=1&metadata[plan]=pro')).toEqual({
      a: '1',
      line_items: [{ price: 'p', quantity: '1' }],
      metadata: { plan: 'pro' },
    });
  });
});
