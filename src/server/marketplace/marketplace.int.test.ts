// Marketplace: a deal becomes an anonymised listing, goes to a Lender contact (signed link) and a lender user
// (in the product), who quote, pass and ask; staff compare and accept — the lender is linked, the others told,
// and the quote's terms confirmed through the assistant's flow, audited. Forged and expired links, closed
// listings, other lenders and other organizations are refused with clear messages.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sealExpiring } from '../platform/keyring.js';
import { auditLog, dealContacts, deals } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { latestMail, linkIn } from '../test/mailbox.js';
import { LISTING_CLOSED, LISTING_LINK_EXPIRED, LISTING_LINK_INVALID } from './service.js';

describeEachDatabase('marketplace', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let lenderUser: TestUser;
  let otherLender: TestUser;
  let stranger: TestUser;
  let dealId: string;
  let listingId: string;
  let contactId: string;
  let token: string;
  const as = (user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, payload: payload as object });
  const quote = { rate_percent: 10, points: 2, term_months: 12, max_ltv_percent: 75, max_loan_amount: null, fees: 1500, conditions: 'Appraisal', expires_on: '2099-01-31' };

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer', { firstName: 'Olive', lastName: 'Officer' });
    lenderUser = await createUser(t, 'lender', { firstName: 'Lena', lastName: 'Capital' });
    otherLender = await createUser(t, 'lender');
    stranger = await createUser(t, 'admin', { organizationId: await createOrganization(t, 'MKTX') });
    const deal = await as(officer, 'POST', '/api/deals', {
      borrower_type: 'Individual', borrower_first_name: 'Maria', borrower_last_name: 'Quintero', borrower_email: 'maria.q@example.com',
      borrower_phone: '(512) 555-0142', property_address: '1428 Elm Street, Austin, TX 78701', loan_amount: 450000, purchase_price: 600000,
      loan_type: 'Purchase', loan_purpose: 'Fix and Flip', property_type: 'Single Family', loan_term_months: 12, interest_rate: 12,
      note_fields: { credit_score: '712', exit_strategy: 'Sale after renovation' },
    });
    expect(deal.statusCode).toBe(201);
    dealId = deal.json().id;
    const contact = await as(officer, 'POST', '/api/contacts', { name: 'Harbor Capital', role: 'Lender', email: 'desk@harbor.example' });
    contactId = contact.json().id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('builds an anonymised teaser, refuses to send one that leaks, and sends it with a signed link and in the product', async () => {
    const created = await as(officer, 'POST', '/api/marketplace/listings', { deal_id: dealId });
    expect(created.statusCode).toBe(201);
    listingId = created.json().id;
    expect(created.json()).toMatchObject({ status: 'draft', leaks: [], teaser: { city: 'Austin', state: 'TX', fico_band: '700–739', ltv: 75, exit_strategy: 'Sale after renovation' } });
    expect(JSON.stringify(created.json().teaser)).not.toMatch(/Maria|Quintero|1428|555-0142|maria\.q/);

    const leaking = await as(officer, 'PATCH', `/api/marketplace/listings/${listingId}`, { teaser: { ...created.json().teaser, summary: 'Maria has flipped 6 homes.' } });
    expect(leaking.json().leaks).toEqual(['borrower name']);
    const refused = await as(officer, 'POST', `/api/marketplace/listings/${listingId}/send`, { contact_ids: [contactId] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The teaser gives away the borrower name. Remove it, or tick the box that allows sharing it.');
    await as(officer, 'PATCH', `/api/marketplace/listings/${listingId}`, { teaser: { ...created.json().teaser, borrower_experience: 'Six flips in five years' } });

    const notLender = await as(officer, 'POST', `/api/marketplace/listings/${listingId}/send`, { user_ids: [officer.id] });
    expect(notLender.statusCode).toBe(400);
    expect(notLender.json().error.message).toBe('Only active users with the role lender can receive a listing.');
    const nobody = await as(officer, 'POST', `/api/marketplace/listings/${listingId}/send`, {});
    expect(nobody.json().error.message).toBe('Choose at least one capital provider.');

    const sent = await as(officer, 'POST', `/api/marketplace/listings/${listingId}/send`, { contact_ids: [contactId], user_ids: [lenderUser.id] });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'open', recipients: [{ name: 'Harbor Capital', kind: 'contact', status: 'sent' }, { name: 'Lena Capital', kind: 'user', status: 'sent' }] });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'marketplace_listing_sent'), eq(auditLog.recordId, listingId)));
    expect(audit).toMatchObject({ userId: officer.id, newValues: { status: 'open' } });

    const invitation = latestMail(t.app.services.config.dataDir, 'desk@harbor.example', 'notification');
    expect(invitation?.subject).toBe('Loan request: $450,000 Fix and Flip on a single family in Austin, TX');
    token = new URL(linkIn(invitation)).searchParams.get('token')!;
    const opened = await as(undefined, 'GET', `/api/public/marketplace?token=${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ name: 'Harbor Capital', listing_status: 'open', listing: { teaser: { borrower_experience: 'Six flips in five years' } } });
    expect(JSON.stringify(opened.json())).not.toMatch(/Maria|Quintero|1428|555-0142|maria\.q/);
    expect(linkIn(latestMail(t.app.services.config.dataDir, lenderUser.email, 'notification'))).toMatch(/\/marketplace\?listing=/);
  });

  it('refuses forged, foreign and expired links with a message', async () => {
    const forged = await as(undefined, 'GET', `/api/public/marketplace?token=${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe(LISTING_LINK_INVALID);
    const missing = await as(undefined, 'POST', '/api/public/marketplace/quote', quote);
    expect(missing.json().error.message).toBe(LISTING_LINK_INVALID);
    const payloadId = Buffer.from(token.split('.')[0]!, 'base64url').toString().split('.')[0]!;
    const expired = sealExpiring(t.app.services.keyring, 'marketplace-listing', payloadId, new Date(Date.now() - 1000));
    const late = await as(undefined, 'GET', `/api/public/marketplace?token=${expired}`);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(LISTING_LINK_EXPIRED);
    const otherPurpose = sealExpiring(t.app.services.keyring, 'borrower-update', payloadId, new Date(Date.now() + 60_000));
    expect((await as(undefined, 'GET', `/api/public/marketplace?token=${otherPurpose}`)).statusCode).toBe(403);
  });

  it('lets each capital provider answer: a quote by link, questions answered, a pass in the product', async () => {
    const bad = await as(undefined, 'POST', `/api/public/marketplace/quote?token=${token}`, { ...quote, rate_percent: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/The rate must be more than 0%/);
    const quoted = await as(undefined, 'POST', `/api/public/marketplace/quote?token=${token}`, quote);
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({ status: 'quoted', quote: { rate_percent: 10, points: 2, status: 'submitted' } });
    const asked = await as(undefined, 'POST', `/api/public/marketplace/messages?token=${token}`, { body: 'Is there a rehab budget?' });
    expect(asked.json().messages).toMatchObject([{ author_kind: 'lender', body: 'Is there a rehab budget?' }]);

    const inbox = await as(lenderUser, 'GET', '/api/marketplace/inbox');
    expect(inbox.json().items).toHaveLength(1);
    const mine = inbox.json().items[0].recipient_id as string;
    expect((await as(otherLender, 'GET', '/api/marketplace/inbox')).json().items).toEqual([]);
    const notTheirs = await as(otherLender, 'GET', `/api/marketplace/inbox/${mine}`);
    expect(notTheirs.statusCode).toBe(404);
    const noReason = await as(lenderUser, 'POST', `/api/marketplace/inbox/${mine}/pass`, { reason: ' ' });
    expect(noReason.json().error.message).toBe('Say why you pass.');
    const passed = await as(lenderUser, 'POST', `/api/marketplace/inbox/${mine}/pass`, { reason: 'Outside our Texas footprint' });
    expect(passed.json()).toMatchObject({ status: 'passed', pass_reason: 'Outside our Texas footprint' });

    const detail = await as(officer, 'GET', `/api/marketplace/listings/${listingId}`);
    const harbor = detail.json().recipients.find((r: { kind: string }) => r.kind === 'contact');
    const answered = await as(officer, 'POST', `/api/marketplace/listings/${listingId}/messages`, { recipient_id: harbor.id, body: 'Yes: $60,000.' });
    expect(answered.json().messages.map((m: { body: string }) => m.body)).toEqual(['Is there a rehab budget?', 'Yes: $60,000.']);
    const view = await as(undefined, 'GET', `/api/public/marketplace?token=${token}`);
    expect(view.json().messages).toHaveLength(2);
  });

  it('compares quotes by cost over the term, accepts one, links the lender and proposes its terms for confirmation', async () => {
    const detail = (await as(officer, 'GET', `/api/marketplace/listings/${listingId}`)).json();
    expect(detail.quotes).toHaveLength(1);
    expect(detail.quotes[0].cost).toEqual({ loan_amount: 450000, shortfall: 0, monthly_payment: 3750, interest: 45000, points_cost: 9000, fees: 1500, total_cost: 55500 });

    const foreign = await as(stranger, 'POST', `/api/marketplace/quotes/${detail.quotes[0].id}/accept`);
    expect(foreign.statusCode).toBe(404);
    const accepted = await as(officer, 'POST', `/api/marketplace/quotes/${detail.quotes[0].id}/accept`);
    expect(accepted.statusCode).toBe(200);
    const { pending_confirmation: pending, status } = accepted.json();
    expect(status).toBe('closed');
    expect(pending.request.changes).toEqual({ interest_rate: 10, loan_origination_fee: 9000, monthly_payment_calculated: 3750, ltv_ratio: 75 });
    expect(pending.current).toEqual({ interest_rate: 12, loan_origination_fee: null, monthly_payment_calculated: null, ltv_ratio: null });
    const links = await t.database.db.select().from(dealContacts).where(and(eq(dealContacts.dealId, dealId), eq(dealContacts.contactId, contactId)));
    expect(links).toMatchObject([{ contactRole: 'Lender' }]);
    expect(latestMail(t.app.services.config.dataDir, lenderUser.email, 'notification')?.subject).toMatch(/^Listing closed: /);

    const late = await as(undefined, 'POST', `/api/public/marketplace/quote?token=${token}`, quote);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(LISTING_CLOSED);
    expect((await as(officer, 'POST', `/api/marketplace/quotes/${detail.quotes[0].id}/accept`)).statusCode).toBe(409);

    const confirmed = await as(officer, 'POST', '/api/functions/ai-assistant', { message: `Confirm update ${pending.request.confirmationId.slice(0, 8)}` });
    expect(confirmed.json()).toMatchObject({ updatePerformed: true });
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ interestRate: 10, loanOriginationFee: 9000, monthlyPaymentCalculated: 3750 });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.tableName, 'deals'), eq(auditLog.recordId, dealId), eq(auditLog.action, 'deal_updated')));
    expect(audit).toMatchObject({ userId: officer.id, oldValues: { interest_rate: 12 }, newValues: { interest_rate: 10 } });
    expect((await as(officer, 'GET', `/api/marketplace/listings/${listingId}`)).json().pending_confirmation).toBeNull();
  });

  it("keeps listings to their organization and to staff", async () => {
    expect((await as(stranger, 'GET', `/api/marketplace/listings/${listingId}`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', '/api/marketplace/listings')).json().items).toEqual([]);
    expect((await as(stranger, 'POST', '/api/marketplace/listings', { deal_id: dealId })).statusCode).toBe(404);
    expect((await as(lenderUser, 'GET', '/api/marketplace/listings')).statusCode).toBe(403);
    const listed = await as(officer, 'GET', `/api/marketplace/listings?deal_id=${dealId}`);
    expect(listed.json().items).toMatchObject([{ id: listingId, status: 'closed', recipients: 2, quotes: 1, passes: 1 }]);
    expect((await as(officer, 'GET', '/api/marketplace/quotes')).json().items).toMatchObject([{ lender: 'Harbor Capital', status: 'accepted', deal_id: dealId }]);
  });
});
