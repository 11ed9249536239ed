// Inquiries: the public form and the intake API into the queue, approval with attachment transfer (and its
// failures by cause), rejection, conversion — rows, files on disk and audit entries.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, inquiries, inquiryFiles, pendingInquiries, pendingInquiryAttachments } from '../platform/db/schema.js';
import { multipartForm } from '../test/fixtures.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const form = (inquiry: unknown, files: { name: string; bytes: Buffer }[]) => multipartForm({ inquiry: JSON.stringify(inquiry) }, files);

describeEachDatabase('inquiries', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let admin: TestUser;
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer');
    admin = await createUser(t, 'admin');
  }, 120_000);
  afterAll(async () => t?.close());

  it('takes a public inquiry with two attachments, and approval gives the inquiry both files', async () => {
    const info = await t.app.inject({ method: 'GET', url: `/api/public/inquiry-form/${t.organizationId}` });
    expect(info.json()).toEqual({ organization_name: 'Lender OS' });
    const body = form({ borrower_name: 'Rita Public', property_address: '5 Bay St', loan_amount: 350000 }, [
      { name: 'bank statement.pdf', bytes: PDF },
      { name: 'id.pdf', bytes: PDF },
    ]);
    const created = await t.app.inject({ method: 'POST', url: `/api/public/inquiry-form/${t.organizationId}`, ...body });
    expect(created.statusCode).toBe(201);
    expect(created.json().attachment_count).toBe(2);

    const pending = (await as(officer, 'GET', '/api/inquiries/pending')).json().items;
    expect(pending[0]).toMatchObject({ borrower_name: 'Rita Public', loan_amount: 350000, processing_status: 'pending' });
    expect(pending[0].attachments.map((a: { file_name: string }) => a.file_name).sort()).toEqual(['bank statement.pdf', 'id.pdf']);

    // Before deciding, staff preview and download the attachments through signed URLs (300 s).
    const attachment = pending[0].attachments.find((a: { file_name: string }) => a.file_name === 'id.pdf');
    const attachmentUrl = `/api/inquiries/pending/${pending[0].id}/attachments/${attachment.id}/url`;
    const download = await as(officer, 'GET', attachmentUrl);
    expect(download.statusCode).toBe(200);
    expect(download.json()).toMatchObject({ expires_in: 300, file_name: 'id.pdf', file_type: 'application/pdf' });
    const downloaded = await t.app.inject({ url: download.json().url });
    expect(downloaded.headers['content-disposition']).toContain('attachment');
    expect(downloaded.rawPayload.equals(PDF)).toBe(true);
    const preview = await t.app.inject({ url: (await as(admin, 'GET', `${attachmentUrl}?inline=1`)).json().url });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.rawPayload.equals(PDF)).toBe(true);
    const borrower = await createUser(t, 'borrower');
    const refused = await as(borrower, 'GET', attachmentUrl);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Your role (Borrower) doesn't have permission to download inquiry attachments.");
    const unknown = await as(officer, 'GET', `/api/inquiries/pending/${pending[0].id}/attachments/${pending[0].id}/url`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Attachment not found.');
    expect((await as(officer, 'GET', `/api/inquiries/pending/${pending[0].id}/attachments/nope/url`)).statusCode).toBe(400);

    const approved = await as(officer, 'POST', `/api/inquiries/pending/${pending[0].id}/approve`);
    expect(approved.statusCode).toBe(200);
    // Approved, the attachment is an inquiry file: its pending link is gone.
    expect((await as(officer, 'GET', attachmentUrl)).statusCode).toBe(404);
    expect(approved.json()).toMatchObject({ total: 2, transferred: 2, failures: [] });
    const [inquiry] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, approved.json().inquiry_id));
    expect(inquiry).toMatchObject({ status: 'new', borrowerName: 'Rita Public', propertyAddress: '5 Bay St' });
    const files = await t.database.db.select().from(inquiryFiles).where(eq(inquiryFiles.inquiryId, inquiry!.id));
    expect(files.map((f) => f.fileName).sort()).toEqual(['bank statement.pdf', 'id.pdf']);
    for (const f of files) expect((await t.app.services.storage.get('inquiry-files', f.filePath)).equals(PDF)).toBe(true);
    const attachments = await t.database.db.select().from(pendingInquiryAttachments).where(eq(pendingInquiryAttachments.pendingInquiryId, pending[0].id));
    expect(attachments.every((a) => a.status === 'approved' && a.processedAt)).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'inquiry_approved'), eq(auditLog.recordId, pending[0].id)));
    expect(audit).toMatchObject({ userId: officer.id, oldValues: { processing_status: 'pending' } });
    expect((await as(officer, 'POST', `/api/inquiries/pending/${pending[0].id}/approve`)).statusCode).toBe(409);

    const listed = (await as(officer, 'GET', '/api/inquiries')).json().items;
    expect(listed[0].files).toHaveLength(2);
    const url = await as(officer, 'GET', `/api/inquiries/${inquiry!.id}/files/${files[0]!.id}/url`);
    expect(url.json().url).toMatch(/^\/api\/storage\/inquiry-files\//);
  });

  it('reports a transfer failure by its cause and refuses bad input with a 4xx', async () => {
    const settings = (await as(admin, 'GET', '/api/intake-settings')).json();
    const intake = (key: string, body: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/inquiries/intake', headers: { authorization: `Bearer ${key}` }, payload: body as object });
    expect((await intake('nope', { borrower_name: 'X' })).statusCode).toBe(401);
    const bad = await intake(settings.inquiry_intake_key, { borrower_name: 'X', attachments: [{ file_name: 'a.exe', content_base64: Buffer.from('MZ...').toString('base64') }] });
    expect(bad.statusCode).toBe(415);
    const created = await intake(settings.inquiry_intake_key, {
      borrower_name: 'Broker Lead', loan_amount: 120000,
      attachments: [{ file_name: 'one.pdf', content_base64: PDF.toString('base64') }, { file_name: 'two.pdf', content_base64: PDF.toString('base64') }],
    });
    expect(created.statusCode).toBe(201);
    const [gone] = await t.database.db.select().from(pendingInquiryAttachments).where(eq(pendingInquiryAttachments.fileName, 'two.pdf'));
    await t.app.services.storage.remove('inquiry-files', gone!.filePath);
    const approved = await as(officer, 'POST', `/api/inquiries/pending/${created.json().id}/approve`);
    expect(approved.json()).toMatchObject({ total: 2, transferred: 1, failures: [{ file_name: 'two.pdf', reason: 'Source file not found.' }] });

    const empty = await t.app.inject({ method: 'POST', url: `/api/public/inquiry-form/${t.organizationId}`, ...form({}, []) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Describe the inquiry: at least a borrower, a property or a loan amount.');
    expect((await t.app.inject({ method: 'GET', url: '/api/public/inquiry-form/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('limits how many public inquiries one address sends per minute', async () => {
    const send = () => t.app.inject({ method: 'POST', url: `/api/public/inquiry-form/${t.organizationId}`, remoteAddress: '203.0.113.9', ...form({ borrower_name: 'Flood' }, []) });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/^Too many submissions from your address\. Please try again in .+\.$/);
  });

  it('rejects with a reason, converts into a deal, and keeps organizations apart', async () => {
    const created = await as(officer, 'POST', '/api/inquiries/pending', { borrower_name: 'Walk In' });
    const rejected = await as(officer, 'POST', `/api/inquiries/pending/${created.json().id}/reject`, { reason: 'Outside our lending area' });
    expect(rejected.json()).toMatchObject({ processing_status: 'rejected', rejection_reason: 'Outside our lending area' });
    const [row] = await t.database.db.select().from(pendingInquiries).where(eq(pendingInquiries.id, created.json().id));
    expect(row!.processedAt).not.toBeNull();

    const stranger = await createUser(t, 'super_admin', { organizationId: await createOrganization(t, 'STR') });
    const another = await as(officer, 'POST', '/api/inquiries/pending', { borrower_name: 'Private' });
    expect((await as(stranger, 'POST', `/api/inquiries/pending/${another.json().id}/approve`)).statusCode).toBe(404);
    expect((await as(stranger, 'GET', '/api/inquiries/pending')).json().items).toEqual([]);

    const inquiry = (await as(officer, 'GET', '/api/inquiries')).json().items[0];
    const deal = await as(officer, 'POST', '/api/deals', {
      borrower_name: 'Rita Public', borrower_type: 'Individual', borrower_first_name: 'Rita', borrower_last_name: 'Public',
      property_address: '5 Bay St', loan_amount: 350000, loan_type: 'Purchase',
    });
    const converted = await as(officer, 'POST', `/api/inquiries/${inquiry.id}/converted`, { deal_id: deal.json().id });
    expect(converted.json()).toMatchObject({ status: 'converted', deal_id: deal.json().id });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'inquiry_converted'), eq(auditLog.recordId, inquiry.id)));
    expect(audit!.newValues).toEqual({ status: 'converted', deal_id: deal.json().id });
  });
});
