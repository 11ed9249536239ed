import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { fixtureDocument, multipartFile } from '../test/fixtures.js';

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
