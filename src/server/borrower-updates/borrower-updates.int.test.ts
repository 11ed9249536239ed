// Borrower updates: the request mails a tokenised link; the deal id alone, a tampered or an expired token is
// refused; a submission waits for review; approval changes the deal (audited, with the reviewer), rejection
// keeps review notes and lets the borrower answer again.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { latestMail, linkIn } from '../test/mailbox.js';
import { auditLog, borrowerUpdateRequests, borrowerUpdateSubmissions, dealFiles, dealNotes, deals, mailOutbox } from '../platform/db/schema.js';
import { multipartForm } from '../test/fixtures.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { borrowerUpdateToken } from './service.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describeEachDatabase('borrower updates', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let dealId: string;
  let link: URL;
  const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: officer.cookie }, payload: payload as object });
  const submit = (token: string | undefined, update: unknown, files: { name: string; bytes: Buffer }[] = []) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/borrower-update/${dealId}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`,
      ...multipartForm({ update: JSON.stringify(update) }, files, 'documents'),
    });

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer', { firstName: 'Omar', lastName: 'Reviewer' });
    const created = await as('POST', '/api/deals', {
      borrower_name: 'Dana Whitfield', borrower_type: 'Individual', borrower_first_name: 'Dana', borrower_last_name: 'Whitfield',
      borrower_email: 'dana@example.test', property_address: '9 Elm St', loan_amount: 250000, loan_type: 'Purchase',
    });
    dealId = created.json().id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('mails the borrower a link with an unguessable token', async () => {
    const res = await as('POST', '/api/borrower-updates/requests', { deal_id: dealId });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ borrower_email: 'dana@example.test', status: 'pending' });
    // The borrower's mailbox holds the link; the outbox that admins list keeps it hidden.
    link = new URL(linkIn(latestMail(t.app.services.config.dataDir, 'dana@example.test', 'notification')));
    const [kept] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'dana@example.test')).orderBy(desc(mailOutbox.createdAt));
    expect(kept!.text).not.toContain(link.searchParams.get('token')!);
    expect(link.pathname).toBe(`/borrower-update/${dealId}`);
    expect(link.searchParams.get('token')!.length).toBeGreaterThan(40);
  });

  it('refuses the deal id alone, a tampered token and an expired one with clear messages', async () => {
    const token = link.searchParams.get('token')!;
    const form = await t.app.inject({ method: 'GET', url: `/api/public/borrower-update/${dealId}?token=${encodeURIComponent(token)}` });
    expect(form.json()).toMatchObject({ deal_id: dealId, property_address: '9 Elm St', status: 'pending' });

    const none = await submit(undefined, { borrower_phone: '1' });
    expect(none.statusCode).toBe(403);
    expect(none.json().error.message).toBe('This update link is not valid. Please use the link from your email or ask your lender for a new one.');
    const tampered = await submit(`${token.slice(0, -2)}xx`, { borrower_phone: '1' });
    expect(tampered.statusCode).toBe(403);
    const [request] = await t.database.db.select().from(borrowerUpdateRequests).where(eq(borrowerUpdateRequests.dealId, dealId));
    const expired = borrowerUpdateToken(t.app.services.keyring, request!.id, new Date(Date.now() - 1000));
    const late = await t.app.inject({ method: 'GET', url: `/api/public/borrower-update/${dealId}?token=${encodeURIComponent(expired)}` });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe('This update link has expired. Please ask your lender for a new one.');
    const otherDeal = await t.app.inject({ method: 'GET', url: `/api/public/borrower-update/TST-20200101-01?token=${encodeURIComponent(token)}` });
    expect(otherDeal.statusCode).toBe(403);
    expect((await submit(token, { borrower_email: 'not an email' })).statusCode).toBe(400);
  });

  it('rejection keeps notes and reopens the link; approval applies the changes, audited with the reviewer', async () => {
    const token = link.searchParams.get('token')!;
    const first = await submit(token, { borrower_phone: '(305) 555-0199' });
    expect(first.statusCode).toBe(201);
    expect((await submit(token, { borrower_phone: '2' })).statusCode).toBe(409);
    const rejected = await as('POST', '/api/functions/borrower-update', { action: 'reject_submission', submissionId: first.json().id, reviewNotes: 'Please also send the insurance', reviewedBy: officer.id });
    expect(rejected.statusCode).toBe(200);
    const [r1] = await t.database.db.select().from(borrowerUpdateSubmissions).where(eq(borrowerUpdateSubmissions.id, first.json().id));
    expect(r1).toMatchObject({ status: 'rejected', reviewNotes: 'Please also send the insurance', reviewedBy: officer.id });

    const second = await submit(token, { borrower_phone: '(305) 555-0199', requested_loan_amount: 300000, employer: 'Acme Builders', insurance_company: 'Harbor Mutual' }, [{ name: 'policy.pdf', bytes: PDF }]);
    expect(second.statusCode).toBe(201);
    const listed = (await as('GET', '/api/borrower-updates')).json().items;
    expect(listed[0]).toMatchObject({ status: 'submitted', deal: { loan_amount: 250000, property_address: '9 Elm St' } });
    expect(listed[0].submissions.map((s: { status: string }) => s.status)).toEqual(['pending_review', 'rejected']);

    const approved = await as('POST', '/api/functions/borrower-update', { action: 'approve_submission', submissionId: second.json().id, reviewNotes: 'Looks good' });
    expect(approved.statusCode).toBe(200);
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(deal).toMatchObject({ borrowerPhone: '(305) 555-0199', loanAmount: 300000 });
    const files = await t.database.db.select().from(dealFiles).where(eq(dealFiles.dealId, dealId));
    expect(files.map((f) => f.fileName)).toEqual(['policy.pdf']);
    const notes = await t.database.db.select().from(dealNotes).where(eq(dealNotes.dealId, dealId));
    expect(notes.map((n) => n.noteText)).toContain('Borrower update:\nEmployer: Acme Builders\nInsurance company: Harbor Mutual');
    const [request] = await t.database.db.select().from(borrowerUpdateRequests).where(eq(borrowerUpdateRequests.dealId, dealId));
    expect(request!.status).toBe('completed');
    const [dealAudit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'deal_updated'), eq(auditLog.recordId, dealId)));
    expect(dealAudit).toMatchObject({ userId: officer.id, oldValues: { loan_amount: 250000 }, newValues: { loan_amount: 300000 } });
    const [approval] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'borrower_update_approved'));
    expect(approval!.userId).toBe(officer.id);
    expect((await as('POST', '/api/functions/borrower-update', { action: 'approve_submission', submissionId: second.json().id })).statusCode).toBe(409);
    expect((await submit(token, { borrower_phone: '3' })).statusCode).toBe(409);
  });
});
