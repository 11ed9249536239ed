import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Annotation } from '../../core/schemas/library.js';
import { auditLog, fileAnnotations, inquiries, inquiryFiles } from '../platform/db/schema.js';
import { multipartForm } from '../test/fixtures.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

async function samplePdf(text: string) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(text, { x: 72, y: 700, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

const annotations: Annotation[] = [
  { id: 'h1', type: 'highlight', page: 1, color: '#ffeb3b', rects: [{ x: 0.1, y: 0.1, w: 0.4, h: 0.03 }], text: 'Schedule B' },
  { id: 'n1', type: 'freetext', page: 1, color: '#d32f2f', x: 0.2, y: 0.4, text: 'Payoff letter missing', size: 12 },
  { id: 'i1', type: 'ink', page: 1, color: '#1565c0', width: 2, paths: [[0.1, 0.6, 0.2, 0.65, 0.3, 0.6]] },
];

describeEachDatabase('documents library', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  let admin: TestUser;
  let superAdmin: TestUser;
  let broker: TestUser;
  let plain: TestUser;
  let dealA: string;
  let dealB: string;
  let titleFile: string;
  let otherFile: string;

  const api = (user: TestUser | undefined, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: user ? { cookie: user.cookie } : {}, payload });

  const upload = (user: TestUser, dealId: string, name: string, bytes: Buffer, category?: string) => {
    const form = multipartForm(category ? { category } : {}, [{ name, bytes }], 'file');
    return t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/files`, headers: { cookie: user.cookie, ...form.headers }, payload: form.payload });
  };

  const createDeal = async (address: string) => {
    const res = await api(officer, 'POST', '/api/deals', {
      borrower_name: 'Ana Ortiz', borrower_type: 'Individual', borrower_first_name: 'Ana', borrower_last_name: 'Ortiz',
      property_address: address, loan_amount: 300000, loan_type: 'Purchase',
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer', { firstName: 'Lena', lastName: 'Officer' });
    admin = await createUser(t, 'admin');
    superAdmin = await createUser(t, 'super_admin');
    broker = await createUser(t, 'broker', { email: 'broker.lib@example.test' });
    plain = await createUser(t, 'user');
    dealA = await createDeal('12 Oak St, Columbus, OH');
    dealB = await createDeal('9 Elm Ave, Dayton, OH');
    const contact = await api(officer, 'POST', '/api/contacts', { name: 'Bo Broker', role: 'Broker', email: 'broker.lib@example.test' });
    expect((await api(officer, 'POST', `/api/deals/${dealA}/contacts`, { contact_id: contact.json().id, contact_role: 'Broker' })).statusCode).toBe(201);

    const title = await upload(officer, dealA, 'Prelim Title Commitment.pdf', await samplePdf('Title Commitment Schedule B'));
    expect(title.statusCode).toBe(201);
    expect(title.json().category).toBe('title'); // suggested from the name
    titleFile = title.json().id;
    const other = await upload(officer, dealB, 'photo.png', PNG, 'appraisal');
    expect(other.statusCode).toBe(201);
    otherFile = other.json().id;
    const [inquiry] = await t.database.db.insert(inquiries).values({ organizationId: t.organizationId, propertyAddress: '5 Pine Rd' }).returning();
    await t.database.db.insert(inquiryFiles).values({
      organizationId: t.organizationId, inquiryId: inquiry!.id, fileName: 'broker package.pdf', filePath: `${inquiry!.id}/x.pdf`, fileType: 'application/pdf', fileSize: 10,
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses bad uploads with a 4xx and a message', async () => {
    const exe = await upload(officer, dealA, 'invoice.pdf', Buffer.from('MZ this is an executable'));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().error.message).toBe('Please select a supported document format (PDF, Word, Excel, or image).');
    const empty = await upload(officer, dealA, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const badCategory = await upload(officer, dealA, 'x.pdf', await samplePdf('x'), 'poetry');
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().error.message).toBe('Unknown category.');
  });

  it('lists every file to staff, with filters, search and sort', async () => {
    const all = await api(officer, 'GET', '/api/library/files');
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    const names = all.json().items.map((f: { file_name: string }) => f.file_name);
    expect(names).toEqual(expect.arrayContaining(['Prelim Title Commitment.pdf', 'photo.png', 'broker package.pdf']));
    const first = all.json().items.find((f: { id: string }) => f.id === titleFile);
    expect(first).toMatchObject({ kind: 'deal', parent_id: dealA, parent_label: '12 Oak St, Columbus, OH', uploaded_by_name: 'Lena Officer', category: 'title', file_type: 'application/pdf' });

    const byDeal = await api(officer, 'GET', `/api/library/files?deal_id=${dealB}`);
    expect(byDeal.json().items.map((f: { id: string }) => f.id)).toEqual([otherFile]);
    const pdfs = await api(officer, 'GET', '/api/library/files?file_type=pdf&kind=deal');
    expect(pdfs.json().items.map((f: { id: string }) => f.id)).toEqual([titleFile]);
    const appraisals = await api(officer, 'GET', '/api/library/files?category=appraisal');
    expect(appraisals.json().items.map((f: { id: string }) => f.id)).toEqual([otherFile]);
    const search = await api(officer, 'GET', '/api/library/files?q=elm ave');
    expect(search.json().items.map((f: { id: string }) => f.id)).toEqual([otherFile]);
    const sorted = await api(officer, 'GET', '/api/library/files?sort=file_name&dir=asc&limit=2');
    expect(sorted.json().items.map((f: { file_name: string }) => f.file_name)).toEqual(['broker package.pdf', 'photo.png']);
    expect(sorted.json().nextCursor).toBe('2');
    const next = await api(officer, 'GET', '/api/library/files?sort=file_name&dir=asc&limit=2&cursor=2');
    expect(next.json()).toMatchObject({ total: 3, nextCursor: null });
    const byUploader = await api(officer, 'GET', `/api/library/files?uploaded_by=${officer.id}`);
    expect(byUploader.json().total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api(officer, 'GET', `/api/library/files?from=2000-01-01&to=2000-12-31`)).json().total).toBe(0);
    expect((await api(officer, 'GET', `/api/library/files?from=${today}&kind=deal`)).json().total).toBe(2);

    for (const bad of ['sort=size', 'file_type=exe', 'from=yesterday', 'limit=0', 'cursor=-1', 'category=poetry']) {
      const res = await api(officer, 'GET', `/api/library/files?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("shows outside parties only their linked deals' files, a plain user nothing, another organization nothing", async () => {
    const mine = await api(broker, 'GET', '/api/library/files');
    expect(mine.json().items.map((f: { id: string }) => f.id)).toEqual([titleFile]);
    expect((await api(broker, 'GET', `/api/library/files/deal/${otherFile}/url`)).statusCode).toBe(404);
    expect((await api(broker, 'GET', `/api/library/files/deal/${otherFile}/annotations`)).statusCode).toBe(404);
    const [inq] = await t.database.db.select().from(inquiryFiles);
    expect((await api(broker, 'GET', `/api/library/files/inquiry/${inq!.id}/url`)).statusCode).toBe(404);
    expect((await api(plain, 'GET', '/api/library/files')).json().total).toBe(0);

    const otherOrg = await createOrganization(t, 'LIB');
    const stranger = await createUser(t, 'super_admin', { organizationId: otherOrg });
    expect((await api(stranger, 'GET', '/api/library/files')).json().total).toBe(0);
    expect((await api(stranger, 'GET', `/api/library/files/deal/${titleFile}/url`)).statusCode).toBe(404);
    expect((await api(stranger, 'PATCH', `/api/library/files/deal/${titleFile}`, { category: 'other' })).statusCode).toBe(404);

    // An outside party changes only what they uploaded.
    expect((await api(broker, 'PATCH', `/api/library/files/deal/${titleFile}`, { category: 'other' })).statusCode).toBe(403);
    const own = await upload(broker, dealA, 'LOI.pdf', await samplePdf('Letter of intent'));
    expect(own.statusCode).toBe(201);
    const renamed = await api(broker, 'PATCH', `/api/library/files/deal/${own.json().id}`, { file_name: 'LOI signed.pdf' });
    expect(renamed.statusCode).toBe(200);
    expect((await api(broker, 'GET', `/api/library/files/deal/${titleFile}/url`)).statusCode).toBe(200);
  });

  it('renames and recategorises with an audit row, and refuses bad names', async () => {
    const res = await api(officer, 'PATCH', `/api/library/files/deal/${otherFile}`, { file_name: 'Site photo.png', category: 'other' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file_updated'), eq(auditLog.recordId, otherFile)));
    expect(row).toMatchObject({ oldValues: { file_name: 'photo.png', category: 'appraisal' }, newValues: { file_name: 'Site photo.png', category: 'other' }, userId: officer.id });
    for (const [body, message] of [
      [{ file_name: '  ' }, 'A file needs a name.'],
      [{ file_name: 'a/b.pdf' }, 'A file name cannot contain / or \\.'],
      [{ category: 'poetry' }, 'Unknown category.'],
      [{}, 'Change the name or the category.'],
    ] as const) {
      const bad = await api(officer, 'PATCH', `/api/library/files/deal/${otherFile}`, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toContain(message);
    }
    expect((await api(officer, 'PATCH', `/api/library/files/deal/00000000-0000-4000-8000-000000000000`, { category: 'other' })).statusCode).toBe(404);
  });

  it('saves annotations as versions, shows them to others, and writes them into a downloadable PDF', async () => {
    const url = `/api/library/files/deal/${titleFile}/annotations`;
    expect((await api(officer, 'GET', url)).json()).toMatchObject({ version: 0, annotations: [], versions: [] });
    const saved = await api(officer, 'PUT', url, { base_version: 0, annotations });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, versions: [{ version: 1, count: 3, saved_by_name: 'Lena Officer' }] });
    const stale = await api(broker, 'PUT', url, { base_version: 0, annotations: [] });
    expect(stale.statusCode).toBe(409);
    const second = await api(broker, 'PUT', url, { base_version: 1, annotations: annotations.slice(0, 2) });
    expect(second.json().version).toBe(2);
    const seen = await api(officer, 'GET', url);
    expect(seen.json().annotations).toEqual(annotations.slice(0, 2));
    expect((await api(officer, 'GET', `${url}?version=1`)).json().annotations).toEqual(annotations);
    expect((await api(officer, 'GET', `${url}?version=9`)).statusCode).toBe(404);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'file_annotations_saved'));
    expect(audits).toHaveLength(2);
    expect(audits.find((a) => a.userId === officer.id)).toMatchObject({ newValues: { version: 1, count: 3, kinds: { highlight: 1, freetext: 1, ink: 1 } } });

    for (const bad of [
      { base_version: 1, annotations: [{ ...annotations[0], color: 'red' }] },
      { base_version: 1, annotations: [{ ...annotations[1], text: '' }] },
      { base_version: 1, annotations: [{ ...annotations[2], paths: [[0.1, 0.2, 0.3]] }] },
      { base_version: 1, annotations: [{ id: 'x', type: 'stamp', page: 1, color: '#000000' }] },
      { base_version: -1, annotations: [] },
    ]) expect((await api(officer, 'PUT', url, bad)).statusCode).toBe(400);
    const notPdf = await api(officer, 'PUT', `/api/library/files/deal/${otherFile}/annotations`, { base_version: 0, annotations });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().error.message).toBe('Only PDF files can be annotated.');
    const plainUser = await api(plain, 'PUT', url, { base_version: 2, annotations });
    expect(plainUser.statusCode).toBe(403);

    const link = await api(officer, 'GET', `/api/library/files/deal/${titleFile}/annotated-url?version=1`);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toContain('annotated+v1');
    const pdf = await t.app.inject({ url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    const loaded = await PDFDocument.load(pdf.rawPayload);
    const annots = loaded.getPage(0).node.Annots()!;
    const subtypes = annots.asArray().map((ref) => String(loaded.context.lookup(ref, PDFDict).get(PDFName.of('Subtype'))));
    expect(subtypes).toEqual(['/Highlight', '/FreeText', '/Ink']);
    if (existsSync('/usr/bin/pdftotext')) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'annotated-'));
      writeFileSync(path.join(dir, 'a.pdf'), pdf.rawPayload);
      expect(execFileSync('pdftotext', [path.join(dir, 'a.pdf'), '-']).toString()).toContain('Payoff letter missing');
    }
    // The original is untouched.
    const original = await t.app.inject({ url: (await api(officer, 'GET', `/api/library/files/deal/${titleFile}/url`)).json().url });
    expect((await PDFDocument.load(original.rawPayload)).getPage(0).node.Annots()?.size() ?? 0).toBe(0);
    expect((await api(officer, 'GET', `/api/library/files/deal/${otherFile}/annotated-url`)).statusCode).toBe(422);
  });

  it('serves an inline PDF by byte ranges, for the viewer to read a long file as its pages are shown', async () => {
    const { url } = (await api(officer, 'GET', `/api/library/files/deal/${titleFile}/url?inline=1`)).json();
    const whole = await t.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const head = await t.app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(head.headers['content-type']).toBe('application/pdf');
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: `bytes=${size - 10}-${size + 500}` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const beyond = await t.app.inject({ url, headers: { range: `bytes=${size}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('deletes only with delete_deals_data, audited, with its annotations', async () => {
    expect((await api(admin, 'DELETE', `/api/library/files/deal/${titleFile}`)).statusCode).toBe(403);
    const res = await api(superAdmin, 'DELETE', `/api/library/files/deal/${titleFile}`);
    expect(res.statusCode).toBe(204);
    expect((await api(officer, 'GET', `/api/library/files/deal/${titleFile}/url`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(fileAnnotations).where(eq(fileAnnotations.fileId, titleFile))).toHaveLength(0);
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'file_deleted'), eq(auditLog.recordId, titleFile)));
    expect(row).toMatchObject({ userId: superAdmin.id, oldValues: { file_name: 'Prelim Title Commitment.pdf', category: 'title' }, metadata: { deal_id: dealA, annotation_versions: 2 } });
  });
});
