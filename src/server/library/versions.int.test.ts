// Saved versions as files (annotations, redactions, rotations written into a new PDF beside the original),
// library thumbnails, and an outside party's upload for a condition telling the people who act on it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Annotation } from '../../core/schemas/library.js';
import { auditLog, dealFiles, fileAnnotations, mailOutbox, tasks } from '../platform/db/schema.js';
import { multipartForm } from '../test/fixtures.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { annotatedKey, thumbnailKey } from './service.js';

const SECRET = 'ACCOUNT 4417-2290-8812';

/** Two pages: the first with a secret line and a public one, the second public only. */
async function twoPagePdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = doc.addPage([612, 792]);
  first.drawText(SECRET, { x: 72, y: 700, size: 14, font });
  first.drawText('Borrower: Ana Ortiz', { x: 72, y: 400, size: 14, font });
  doc.addPage([612, 792]).drawText('Schedule B requirements', { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

function pdftotext(bytes: Uint8Array, page?: number): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'version-')), 'v.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), file, '-']).toString();
}

// The secret line sits at y = 700 of 792 points: 0.1 to 0.13 of the page from its top.
const redaction: Annotation = { id: 'r1', type: 'redact', page: 1, color: '#000000', rects: [{ x: 0.1, y: 0.09, w: 0.6, h: 0.04 }] };
const note: Annotation = { id: 'n1', type: 'freetext', page: 1, color: '#d32f2f', x: 0.2, y: 0.3, text: 'Checked against the bank letter', size: 12 };

describeEachDatabase('document versions, thumbnails and condition uploads', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let borrower: TestUser;
  let plain: TestUser;
  let dealId: string;
  let fileId: string;

  const api = (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: { cookie: user.cookie }, payload });
  const upload = (user: TestUser, name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const form = multipartForm(fields, [{ name, bytes }], 'file');
    return t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/files`, headers: { cookie: user.cookie, ...form.headers }, payload: form.payload });
  };
  const fetchSigned = async (user: TestUser, url: string) => {
    const link = await api(user, 'GET', url);
    expect(link.statusCode, link.body).toBe(200);
    return (await t.app.inject({ url: link.json().url })).rawPayload;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer', { firstName: 'Lena', lastName: 'Officer' });
    borrower = await createUser(t, 'borrower', { firstName: 'Ana', lastName: 'Ortiz' });
    plain = await createUser(t, 'user');
    const deal = await api(officer, 'POST', '/api/deals', {
      borrower_name: 'Ana Ortiz', borrower_type: 'Individual', borrower_first_name: 'Ana', borrower_last_name: 'Ortiz',
      borrower_email: borrower.email, property_address: '3 Birch Ln, Akron, OH', loan_amount: 250000, loan_type: 'Purchase',
    });
    expect(deal.statusCode).toBe(201);
    dealId = deal.json().id;
    const file = await upload(officer, 'Bank letter.pdf', await twoPagePdf());
    expect(file.statusCode).toBe(201);
    fileId = file.json().id;
  }, 120_000);
  afterAll(async () => t?.close());

  it('writes each save as a new PDF version beside the original, redacted text truly gone, pages turned', async () => {
    const url = `/api/library/files/deal/${fileId}/annotations`;
    const saved = await api(officer, 'PUT', url, { base_version: 0, annotations: [redaction, note], rotations: [{ page: 2, degrees: 90 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, rotations: [{ page: 2, degrees: 90 }] });

    // Stored at save time, not on first download.
    const [row] = await t.database.db.select().from(fileAnnotations).where(eq(fileAnnotations.fileId, fileId));
    const [file] = await t.database.db.select().from(dealFiles).where(eq(dealFiles.id, fileId));
    expect(await t.app.services.storage.exists('deal-files', annotatedKey(file!.filePath, row!.id))).toBe(true);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file_annotations_saved'), eq(auditLog.recordId, row!.id)));
    expect(audit).toMatchObject({ userId: officer.id, newValues: { version: 1, kinds: { redact: 1, freetext: 1 }, rotated_pages: [2] } });

    const version = await fetchSigned(officer, `/api/library/files/deal/${fileId}/annotated-url?version=1`);
    const text = pdftotext(version);
    expect(text).not.toContain('4417');
    expect(Buffer.from(version).toString('latin1')).not.toContain('4417');
    expect(text).toContain('Checked against the bank letter'); // the note, added on top of the flattened page
    expect(pdftotext(version, 2)).toContain('Schedule B requirements'); // pages without redactions keep their text
    const loaded = await PDFDocument.load(version);
    expect(loaded.getPages().map((p) => p.getRotation().angle)).toEqual([0, 90]);

    // The original is kept as it was.
    const original = await fetchSigned(officer, `/api/library/files/deal/${fileId}/url`);
    expect(pdftotext(original)).toContain(SECRET);
    expect((await PDFDocument.load(original)).getPage(1).getRotation().angle).toBe(0);
  });

  it('refuses bad rotations and redactions with a 400', async () => {
    const url = `/api/library/files/deal/${fileId}/annotations`;
    for (const body of [
      { base_version: 1, annotations: [], rotations: [{ page: 1, degrees: 45 }] },
      { base_version: 1, annotations: [], rotations: [{ page: 1, degrees: 90 }, { page: 1, degrees: 180 }] },
      { base_version: 1, annotations: [], rotations: [{ page: 0, degrees: 90 }] },
      { base_version: 1, annotations: [{ ...redaction, rects: [] }] },
      { base_version: 1, annotations: [{ ...redaction, rects: [{ x: 0.1, y: 0.1, w: 2, h: 0.1 }] }] },
    ]) {
      const res = await api(officer, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const turned = (await api(officer, 'PUT', url, { base_version: 1, annotations: [], rotations: [{ page: 1, degrees: 45 }] })).json();
    expect(turned.error.message).toContain('A page turns by 90, 180 or 270 degrees.');
  });

  it('draws a first-page thumbnail once, keeps it in storage, and serves images as they are', async () => {
    const res = await api(officer, 'GET', `/api/library/files/deal/${fileId}/thumbnail`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const [file] = await t.database.db.select().from(dealFiles).where(eq(dealFiles.id, fileId));
    const key = thumbnailKey(file!.filePath, fileId);
    expect(await t.app.services.storage.exists('deal-files', key)).toBe(true);
    expect((await api(officer, 'GET', `/api/library/files/deal/${fileId}/thumbnail`)).rawPayload.equals(res.rawPayload)).toBe(true);

    const image = await upload(officer, 'site.png', PNG);
    const picture = await api(officer, 'GET', `/api/library/files/deal/${image.json().id}/thumbnail`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    expect((await api(plain, 'GET', `/api/library/files/deal/${fileId}/thumbnail`)).statusCode).toBe(403);
    expect((await api(officer, 'GET', `/api/library/files/deal/00000000-0000-4000-8000-000000000000/thumbnail`)).statusCode).toBe(404);
    expect((await api(officer, 'GET', `/api/library/files/deal/not-a-uuid/thumbnail`)).statusCode).toBe(400);

    const broken = await upload(officer, 'broken.pdf', Buffer.from('%PDF-1.4\nnot really a pdf'));
    expect(broken.statusCode).toBe(201);
    const unreadable = await api(officer, 'GET', `/api/library/files/deal/${broken.json().id}/thumbnail`);
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().error.message).toBe('The first page of this PDF could not be drawn.');
  });

  it("links a borrower's upload to their condition, audited, and mails the condition's assignee and the deal's officer", async () => {
    const admin = await createUser(t, 'admin', { firstName: 'Ada', lastName: 'Admin' });
    const condition = await api(officer, 'POST', '/api/tasks', {
      title: 'Insurance binder', deal_id: dealId, assignee_id: borrower.id, kind: 'condition', condition_stage: 'prior_to_closing',
    });
    expect(condition.statusCode).toBe(201);
    const taskId = condition.json().id as string;
    const mails = async (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const before = (await mails(officer.email)).length;

    const res = await upload(borrower, 'Binder.pdf', await twoPagePdf(), { task_id: taskId });
    expect(res.statusCode, res.body).toBe(201);
    const [task] = await t.database.db.select().from(tasks).where(eq(tasks.id, taskId));
    expect(task!.dealFileId).toBe(res.json().id);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'task_file_attached'), eq(auditLog.recordId, taskId)));
    expect(audit).toMatchObject({ userId: borrower.id, newValues: { deal_file_id: res.json().id } });
    const sent = (await mails(officer.email)).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: `Ana Ortiz uploaded Binder.pdf to deal ${dealId}`, kind: 'notification' });
    expect(sent[0]!.text).toContain('for the condition "Insurance binder"');
    expect((await mails(borrower.email)).filter((m) => m.subject.includes('uploaded'))).toEqual([]); // never to the uploader

    // Someone else's task, a task of another deal or a closed one: refused, nothing stored.
    const staffTask = await api(officer, 'POST', '/api/tasks', { title: 'Order title', deal_id: dealId, assignee_id: admin.id });
    const others = await upload(borrower, 'x.pdf', await twoPagePdf(), { task_id: staffTask.json().id });
    expect(others.statusCode).toBe(400);
    expect(others.json().error.message).toBe('Choose one of your tasks on this deal.');
    expect((await upload(borrower, 'x.pdf', await twoPagePdf(), { task_id: 'nope' })).statusCode).toBe(400);
    expect((await api(borrower, 'GET', `/api/library/files?q=x.pdf`)).json().total).toBe(0);

    // Staff uploads without a task tell nobody; a borrower's plain upload tells the officer.
    const quiet = (await mails(officer.email)).length;
    expect((await upload(admin, 'Staff note.pdf', await twoPagePdf())).statusCode).toBe(201);
    expect((await mails(officer.email)).length).toBe(quiet);
    expect((await upload(borrower, 'Bank statement.pdf', await twoPagePdf())).statusCode).toBe(201);
    expect((await mails(officer.email)).map((m) => m.subject)).toContain(`Ana Ortiz uploaded Bank statement.pdf to deal ${dealId}`);
  });
});
