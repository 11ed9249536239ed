// Files by e-mail, end to end on the server: real SMTP into the listener (nodemailer over 127.0.0.1), the
// raw-MIME HTTP endpoint, and the queue's decisions with their rows, files on disk and audit entries.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dealFiles, emailProcessingLog, pendingFileUploads, auditLog } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { createStorage } from '../platform/storage.js';
import { INBOUND_MESSAGE_MAX_BYTES, ingestMessage } from './inbound.js';
import { startSmtpListener, type SmtpListener } from './smtp-listener.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001', 'hex');

describeEachDatabase('email files', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let officer: TestUser;
  let smtp: SmtpListener;
  let dealId: string;
  let storageRoot: string;

  const send = (mail: SendMailOptions) =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true }).sendMail({ from: 'broker@example.test', ...mail });
  const as = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'super_admin');
    officer = await createUser(t, 'loan_officer', { firstName: 'Lena', lastName: 'Officer' });
    smtp = await startSmtpListener({ db: t.database.db, storage: t.app.services.storage, log: t.app.log, port: 0, host: '127.0.0.1' });
    storageRoot = path.join(t.app.services.config.dataDir, 'storage', 'deal-files');
    const created = await as(admin, 'POST', '/api/deals', {
      borrower_name: 'Mail Borrower', borrower_type: 'Individual', borrower_first_name: 'Mail', borrower_last_name: 'Borrower',
      property_address: '12 Harbor Rd', loan_amount: 200000, loan_type: 'Purchase',
    });
    dealId = created.json().id;
  }, 120_000);
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  it('stores each attachment of a mail to deal+{id}@ as a pending file, logs the message, refuses a bad attachment', async () => {
    const info = await send({
      to: `deal+${dealId}@inbox.example.test`,
      subject: 'Appraisal',
      text: 'attached',
      attachments: [
        { filename: 'appraisal.pdf', content: PDF },
        { filename: 'photo.png', content: PNG },
        { filename: 'run-me.exe', content: Buffer.from('MZ this is not a document') },
      ],
    });
    expect(info.response).toMatch(/^250/);
    const res = await as(officer, 'GET', '/api/email-files');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { file_name: string; deal_id: string; email_from: string; file_type: string; file_size: number; deal_property_address: string }[];
    expect(items.map((i) => i.file_name).sort()).toEqual(['appraisal.pdf', 'photo.png']);
    expect(items.find((i) => i.file_name === 'appraisal.pdf')).toMatchObject({ deal_id: dealId, email_from: 'broker@example.test', file_type: 'application/pdf', file_size: PDF.length, deal_property_address: '12 Harbor Rd' });

    const log = (await as(officer, 'GET', '/api/email-files/log')).json().items;
    expect(log[0]).toMatchObject({ status: 'partial', deal_id: dealId, attachment_count: 3, subject: 'Appraisal', email_from: 'broker@example.test' });
    expect(log[0].details.refused).toEqual([{ file_name: 'run-me.exe', reason: 'Please select a supported document format (PDF, Word, Excel, or image).' }]);
  });

  it('logs a message it could not store, for the sender to retry, and stores NUL-laden headers safely', async () => {
    // A storage root that is a file: every write fails, as a full or broken disk would.
    const broken = createStorage({ root: '/dev/null/storage', secret: 'x'.repeat(32) });
    const raw = Buffer.from(`From: a@example.test\r\nTo: deal+${dealId}@inbox.example.test\r\nSubject: disk trouble\r\nMessage-ID: <broken-1@example.test>\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=a.pdf\r\n\r\n${PDF.toString('latin1')}\r\n--x--\r\n`, 'latin1');
    await expect(ingestMessage(t.database.db, broken, raw)).rejects.toThrow();
    const [failed] = await t.database.db.select().from(emailProcessingLog).where(eq(emailProcessingLog.messageId, '<broken-1@example.test>'));
    expect(failed).toMatchObject({ status: 'failed', subject: 'disk trouble', emailFrom: 'a@example.test' });
    expect((failed!.details as { error: string }).error).toMatch(/ENOTDIR|EEXIST|ENOENT/);

    const nul = await ingestMessage(t.database.db, t.app.services.storage, Buffer.from(`From: b@example.test\r\nSubject: =?utf-8?B?${Buffer.from('bad\0subject').toString('base64')}?=\r\n\r\nhello\r\n`));
    expect(nul.outcome).toBe('no_attachments');
    const [entry] = await t.database.db.select().from(emailProcessingLog).where(eq(emailProcessingLog.id, nul.logId));
    expect(entry!.subject).toBe('badsubject');
  });

  it('keeps the words of a message whose attachments were all refused', async () => {
    await send({ to: `deal+${dealId}@inbox.example.test`, subject: 'only a zip', text: 'Here is the whole file set.', attachments: [{ filename: 'set.zip', content: Buffer.from('PK\x03\x04not a document') }] });
    const [entry] = await t.database.db.select().from(emailProcessingLog).where(eq(emailProcessingLog.subject, 'only a zip'));
    expect(entry).toMatchObject({ status: 'rejected', attachmentCount: 1, dealId });
    expect(entry!.details).toMatchObject({ text: 'Here is the whole file set.', stored: 0 });
  });

  it('keeps mail that names no deal for manual assignment, and a retried message lands once', async () => {
    const raw = { to: 'docs@inbox.example.test', subject: 'no deal here', text: 'x', messageId: '<same-message@example.test>', attachments: [{ filename: 'loose.pdf', content: PDF }] };
    await send(raw);
    await send(raw);
    const rows = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.fileName, 'loose.pdf'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dealId).toBeNull();
    const logs = await t.database.db.select().from(emailProcessingLog).where(eq(emailProcessingLog.messageId, '<same-message@example.test>'));
    expect(logs.map((l) => l.status).sort()).toEqual(['duplicate', 'unmatched']);

    const approveFirst = await as(officer, 'POST', `/api/email-files/${rows[0]!.id}/approve`);
    expect(approveFirst.statusCode).toBe(409);
    expect(approveFirst.json().error.message).toBe('Assign this file to a deal before approving it.');
    const assigned = await as(officer, 'POST', `/api/email-files/${rows[0]!.id}/assign`, { deal_id: dealId });
    expect(assigned.statusCode).toBe(200);
    expect((await as(officer, 'POST', `/api/email-files/${rows[0]!.id}/assign`, { deal_id: 'NOPE-20260101-01' })).statusCode).toBe(404);
  });

  it('approves a file into the deal: copied, a deal_files row, original removed, audited with the actor', async () => {
    const [row] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.fileName, 'appraisal.pdf'));
    const view = await as(officer, 'GET', `/api/email-files/${row!.id}/url`);
    expect(view.statusCode).toBe(200);
    expect(view.json().url).toMatch(/^\/api\/storage\/deal-files\/inbox\//);
    const bytes = await t.app.inject({ method: 'GET', url: view.json().url });
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    // Shown inside the app's own pages (a PDF or image told by its bytes), never as a download there
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.headers['content-disposition']).toMatch(/^inline;/);
    expect(bytes.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const download = await t.app.inject({ method: 'GET', url: view.json().url.replace('&inline=1', '') });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const res = await as(officer, 'POST', `/api/email-files/${row!.id}/approve`);
    expect(res.statusCode).toBe(200);
    const [file] = await t.database.db.select().from(dealFiles).where(eq(dealFiles.id, res.json().deal_file_id));
    expect(file).toMatchObject({ dealId, fileName: 'appraisal.pdf', fileSize: PDF.length, fileType: 'application/pdf' });
    expect(existsSync(path.join(storageRoot, ...file!.filePath.split('/')))).toBe(true);
    expect(existsSync(path.join(storageRoot, ...row!.filePath.split('/')))).toBe(false);
    const [after] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.id, row!.id));
    expect(after!.status).toBe('approved');
    expect(after!.processedAt).not.toBeNull();
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'email_file_approved'), eq(auditLog.recordId, row!.id)));
    expect(audit).toMatchObject({ userId: officer.id, oldValues: { status: 'pending' }, newValues: { status: 'approved' } });
    expect((await as(officer, 'POST', `/api/email-files/${row!.id}/approve`)).statusCode).toBe(409);
  });

  it('rejects with a reason (file removed), auto-rejects a vanished source, and cleans up per deal', async () => {
    const [png] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.fileName, 'photo.png'));
    expect((await as(officer, 'POST', `/api/email-files/${png!.id}/reject`, { reason: '  ' })).statusCode).toBe(400);
    const rejected = await as(officer, 'POST', `/api/email-files/${png!.id}/reject`, { reason: 'Blurry photo' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Blurry photo' });
    expect(existsSync(path.join(storageRoot, ...png!.filePath.split('/')))).toBe(false);

    const [loose] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.fileName, 'loose.pdf'));
    await t.app.services.storage.remove('deal-files', loose!.filePath);
    const view = await as(officer, 'GET', `/api/email-files/${loose!.id}/url`);
    expect(view.statusCode).toBe(404);
    expect(view.json().error.message).toBe('loose.pdf no longer exists in storage. Click cleanup to remove broken files.');
    const [auto] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.id, loose!.id));
    expect(auto).toMatchObject({ status: 'rejected', rejectionReason: 'Source file no longer exists in storage' });

    await send({ to: `deal+${dealId}@inbox.example.test`, subject: 'two more', attachments: [{ filename: 'a.pdf', content: PDF }, { filename: 'b.pdf', content: PDF }] });
    const [a] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.fileName, 'a.pdf'));
    await t.app.services.storage.remove('deal-files', a!.filePath);
    const cleanup = await as(officer, 'POST', '/api/email-files/cleanup', { deal_id: dealId });
    expect(cleanup.json()).toEqual({ deal_id: dealId, count: 1 });
    const [aAfter] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.id, a!.id));
    expect(aAfter!.status).toBe('rejected');
    expect(aAfter!.rejectionReason).toMatch(/^Auto-rejected/);
  });

  it('takes raw MIME over HTTP with the organization key only, and keeps tenants apart', async () => {
    const settings = (await as(admin, 'GET', '/api/intake-settings')).json();
    const mime = [
      'From: Escrow <escrow@example.test>',
      `To: deal+${dealId}@inbox.example.test`,
      'Subject: HTTP forwarded',
      'Message-ID: <http-1@example.test>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain',
      '',
      'see attached',
      '--b1',
      'Content-Type: application/pdf; name="title.pdf"',
      'Content-Disposition: attachment; filename="title.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      PDF.toString('base64'),
      '--b1--',
      '',
    ].join('\r\n');
    const post = (key: string | undefined) =>
      t.app.inject({ method: 'POST', url: '/api/inbound/email', headers: { 'content-type': 'message/rfc822', ...(key ? { authorization: `Bearer ${key}` } : {}) }, payload: mime });
    const denied = await post('wrong');
    expect(denied.statusCode).toBe(401);
    expect((await post(undefined)).statusCode).toBe(401);
    const ok = await post(settings.inbound_email_key);
    expect(ok.statusCode).toBe(202);
    expect(ok.json()).toMatchObject({ outcome: 'processed', deal_id: dealId, stored: 1, refused: [] });

    // A provider declaring a message over the limit is refused before a byte is read: 413, the limit named, no row.
    const logged = async () => (await t.database.db.select().from(emailProcessingLog)).length;
    const rowsBefore = await logged();
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/inbound/email',
      headers: { 'content-type': 'message/rfc822', 'content-length': String(INBOUND_MESSAGE_MAX_BYTES + 1), authorization: `Bearer ${settings.inbound_email_key}` },
      payload: Readable.from([Buffer.from(mime)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The message is larger than the limit of 100MB.' });
    expect(await logged()).toBe(rowsBefore);

    // Another organization's key: the deal id of this organization is not theirs, so the mail stays unmatched there.
    const otherOrg = await createOrganization(t, 'OTH');
    const otherKey = t.app.services.keyring.key('inbound-email', otherOrg);
    const other = await t.app.inject({ method: 'POST', url: '/api/inbound/email', headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${otherKey}` }, payload: mime.replace('http-1@', 'http-2@') });
    expect(other.json()).toMatchObject({ outcome: 'unmatched', deal_id: null });
    const stranger = await createUser(t, 'super_admin', { organizationId: otherOrg });
    const theirs = (await as(stranger, 'GET', '/api/email-files')).json().items;
    expect(theirs).toHaveLength(1);
    const ours = (await as(officer, 'GET', '/api/email-files')).json().items as { id: string }[];
    expect((await as(stranger, 'POST', `/api/email-files/${ours[0]!.id}/approve`)).statusCode).toBe(404);
  });
});
