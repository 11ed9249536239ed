import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeDocument } from './engine';
import { DocumentError } from './errors';
import { shutdownOcr } from './ocr';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/fixtures/documents');
const load = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));

afterAll(() => shutdownOcr());

describe('analyzeDocument, end to end on fixtures', () => {
  it('reads a text PDF term sheet with confident fields', async () => {
    const result = await analyzeDocument({ bytes: load('term-sheet-bridge-llc.pdf'), fileName: 'term-sheet-bridge-llc.pdf', declaredType: 'application/pdf' });
    expect(result.documentType).toBe('Term Sheet');
    expect(result.extractedData).toMatchObject({
      entity_name: 'Blue Sky Investments, LLC',
      entity_type: 'LLC',
      borrower_first_name: 'Angela',
      borrower_last_name: 'Nguyen',
      loan_amount: '1725000',
      property_value: '2365000',
      interest_rate: '11',
      loan_term: '12',
      loan_type: 'Bridge Loan',
      property_address: '405 Jefferson Blvd, Jacksonville, FL 32207',
    });
    expect(result.confidence.loan_amount).toBeGreaterThanOrEqual(0.8);
    expect(result.missingFields).toEqual([]);
  });

  it('reads a scanned PDF with OCR', async () => {
    const result = await analyzeDocument({ bytes: load('scanned-term-sheet.pdf'), fileName: 'scanned-term-sheet.pdf' });
    expect(result.extractedData.loan_amount).toBe('335000');
    expect(result.extractedData.interest_rate).toBe('9.75');
    // Rows a single-block reading used to drop (fees, exit) are read since the page is cleaned up first.
    expect(result.extractedData).toMatchObject({ loan_doc_fee: '995', processing_fee: '695', exit_strategy: 'Sale' });
    expect(result.additionalNotes).toMatch(/OCR/);
  });

  it('reads an image with OCR', async () => {
    const result = await analyzeDocument({ bytes: load('trust-certification-scan.jpg'), fileName: 'trust-certification-scan.jpg', declaredType: 'image/jpeg' });
    expect(result.documentType).toBe('Entity Document');
    expect(result.extractedData).toMatchObject({ entity_name: 'The John Brooks Revocable Living Trust', entity_type: 'Trust', ein: '476657144' });
  });

  it('reads a spreadsheet submission', async () => {
    const result = await analyzeDocument({ bytes: load('broker-submission-entity.xlsx'), fileName: 'broker-submission-entity.xlsx' });
    expect(result.documentType).toBe('Broker Submission Sheet');
    expect(result.extractedData).toMatchObject({ interest_rate: '9.75', loan_amount: '2185000', borrower_date_of_birth: '1984-10-22', ein: '818384555' });
  });

  it('answers a readable file without text with no fields and a reason', async () => {
    const photo = await analyzeDocument({ bytes: load('front-elevation.jpg'), fileName: 'front-elevation.jpg' });
    expect(photo.extractedData).toEqual({});
    expect(photo.additionalNotes).toMatch(/no text/i);
    const blank = await analyzeDocument({ bytes: load('blank-scan-60-pages.pdf'), fileName: 'blank-scan-60-pages.pdf' });
    expect(blank.extractedData).toEqual({});
    expect(blank.additionalNotes).toMatch(/no text/i);
  });

  it.each([
    ['empty-upload.pdf', 422, 'Invalid or empty PDF file'],
    ['secured-loan-package.pdf', 422, 'Password-protected PDFs are not supported.'],
    ['term-sheet-truncated.pdf', 422, 'The PDF file appears to be corrupted or invalid.'],
    ['property-photo-upload.pdf', 415, 'Please select a supported document format (PDF, Word, Excel, or image).'],
    ['term-sheet-draft.docx', 415, 'Word document processing is temporarily unavailable. Please convert your document to PDF and try again.'],
  ])('refuses %s with %i', async (file, status, message) => {
    const error = await analyzeDocument({ bytes: load(file), fileName: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentError);
    expect((error as DocumentError).status).toBe(status);
    expect((error as DocumentError).message).toContain(message);
  });

  it('refuses files over 25 MB with 413', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    await expect(analyzeDocument({ bytes: big, fileName: 'big.pdf' })).rejects.toMatchObject({ status: 413, message: 'Please select a file smaller than 25MB.' });
  });
});
