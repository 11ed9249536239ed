import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { fixtureDocument, multipartFile } from '../test/fixtures.js';
import { minimalXlsx, sheetRows } from '../test/workbooks.js';
import { DOCUMENT_ERROR_MESSAGES } from '../documents/errors.js';
import { PDF_TOO_COMPLEX } from '../documents/archive-limits.js';
import { deeplyNestedPdf, hugeContentPdf } from '../test/hostile-pdfs.js';
import { ANALYSIS_BUSY_MESSAGE, ANALYSIS_LIMITS } from './service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describeEachDatabase('document analysis API', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer');
  });
  afterAll(async () => t?.close());

  const analyze = (name: string, bytes = fixtureDocument(name), type?: string) => {
    const { payload, headers } = multipartFile(name, bytes, type);
    return t.app.inject({ method: 'POST', url: '/api/documents/analyze', headers: { ...headers, cookie: officer.cookie }, payload });
  };

  it('extracts deal fields from a text PDF term sheet with confidences', async () => {
    const res = await analyze('term-sheet-fix-flip-001.pdf', undefined, 'application/pdf');
    expect(res.statusCode).toBe(200);
    const { documentAnalysis } = res.json();
    expect(documentAnalysis.documentType).toBe('Term Sheet');
    expect(Number(documentAnalysis.extractedData.loan_amount)).toBeGreaterThan(0);
    for (const field of Object.keys(documentAnalysis.extractedData)) {
      expect(documentAnalysis.confidence[field]).toBeGreaterThanOrEqual(0);
      expect(documentAnalysis.confidence[field]).toBeLessThanOrEqual(1);
    }
  });

  it('answers unreadable files with the spec’s messages and 4xx statuses', async () => {
    const cases: [string, number, string][] = [
      ['empty-upload.pdf', 422, 'Invalid or empty PDF file'],
      ['term-sheet-truncated.pdf', 422, 'The PDF file appears to be corrupted or invalid.'],
      ['secured-loan-package.pdf', 422, 'Password-protected PDFs are not supported.'],
      ['term-sheet-draft.docx', 415, 'Word document processing is temporarily unavailable. Please convert your document to PDF and try again.'],
    ];
    for (const [name, status, message] of cases) {
      const res = await analyze(name);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error.message, name).toBe(message);
    }
    const tooBig = await analyze('huge.pdf', Buffer.alloc(26 * 1024 * 1024, 0x20));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Please select a file smaller than 25MB.');
  });

  it('refuses spreadsheet bombs unread, and keeps answering while a heavy workbook is read', async () => {
    const bomb = Buffer.from(minimalXlsx(sheetRows([['Loan Amount', '1']]), 2_200_000_000));
    const [a, b, c, health] = await Promise.all([
      analyze('bomb-1.xlsx', bomb, XLSX_TYPE),
      analyze('bomb-2.xlsx', bomb, XLSX_TYPE),
      analyze('bomb-3.xlsx', bomb, XLSX_TYPE),
      t.app.inject({ url: '/api/health' }),
    ]);
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toEqual({ code: 'TOO_COMPLEX', message: DOCUMENT_ERROR_MESSAGES.too_complex });
    }
    expect(health.statusCode).toBe(200);

    // 30 MB of sheet XML in 0.2 MB, sizes stated truly: read in the sandbox's thread, not the server's.
    const heavy = Buffer.from(minimalXlsx(sheetRows(Array.from({ length: 15_000 }, () => ['Note', 'x'.repeat(2_000)]))));
    let settled = false;
    const reading = analyze('heavy.xlsx', heavy, XLSX_TYPE).finally(() => (settled = true));
    const during = await t.app.inject({ url: '/api/health' });
    expect(during.statusCode).toBe(200);
    expect(settled).toBe(false);
    expect((await reading).statusCode).toBe(200);
  });

  it('reads hostile PDFs in the sandbox: refused with a 422 past its deadline, and the server answers meanwhile', async () => {
    // 2,000,000 text runs in 0.2 MB (~70 MB once inflated, within the stream limits): pdf.js would take minutes.
    let settled = false;
    const huge = analyze('huge-content.pdf', hugeContentPdf(2_000_000), 'application/pdf').finally(() => (settled = true));
    const during = await t.app.inject({ url: '/api/health' });
    expect(during.statusCode).toBe(200);
    // Arrays nested 200,000 deep: pdf.js gives up on them, and the page reads as blank.
    const nested = await analyze('nested.pdf', deeplyNestedPdf(200_000), 'application/pdf');
    expect(nested.statusCode).toBe(200);
    expect(nested.json().documentAnalysis.additionalNotes).toContain('No text found');
    expect(settled).toBe(false);
    const refused = await huge;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toEqual({ code: 'TOO_COMPLEX', message: PDF_TOO_COMPLEX });
  }, 120_000);

  it('answers 503 with Retry-After when more analyses arrive than it runs and queues', async () => {
    const heavy = Buffer.from(minimalXlsx(sheetRows(Array.from({ length: 5_000 }, () => ['Note', 'x'.repeat(2_000)]))));
    const total = ANALYSIS_LIMITS.running + ANALYSIS_LIMITS.waiting + 1;
    const answers = await Promise.all(Array.from({ length: total }, (_, i) => analyze(`load-${i}.xlsx`, heavy, XLSX_TYPE)));
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(1);
    expect(busy[0]!.headers['retry-after']).toBe(String(ANALYSIS_LIMITS.retryAfterSeconds));
    expect(busy[0]!.json().error).toEqual({ code: 'UNAVAILABLE', message: ANALYSIS_BUSY_MESSAGE });
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(total - 1);
  });

  it('reads a spreadsheet for the widget and refuses one that is not', async () => {
    const xlsx = fixtureDocument('broker-submission-individual.xlsx');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/functions/process-excel-document',
      headers: { cookie: officer.cookie },
      payload: { fileData: xlsx.toString('base64'), fileName: 'broker-submission-individual.xlsx' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().success).toBe(true);
    expect(ok.json().extractedData.rows.length).toBeGreaterThan(3);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/functions/process-excel-document',
      headers: { cookie: officer.cookie },
      payload: { fileData: Buffer.from('not a workbook').toString('base64'), fileName: 'deal.xlsx' },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    expect(bad.json().success).toBe(false);
  });

  it('analyses processed document data sent to the ai-assistant function', async () => {
    const text = 'TERM SHEET\nBorrower:  Maria Lopez\nLoan Amount:  $450,000\nInterest Rate:  10.5%\nTerm:  12 months\nProperty Address:  12 Oak Street, Columbus, OH 43215';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/functions/ai-assistant',
      headers: { cookie: officer.cookie },
      payload: { message: 'Analyze this document', documentData: { type: 'pdf_text', text } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().documentAnalysis.extractedData).toMatchObject({ loan_amount: '450000', interest_rate: '10.5' });
    const noDoc = await t.app.inject({ method: 'POST', url: '/api/functions/ai-assistant', headers: { cookie: officer.cookie }, payload: { message: 'hi' } });
    // Without a document the same function is the chat assistant (SPEC §7).
    expect(noDoc.statusCode).toBe(200);
    expect(noDoc.json().documentAnalysis).toBeUndefined();
  });
});
