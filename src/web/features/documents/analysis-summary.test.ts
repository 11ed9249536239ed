import { describe, expect, it } from 'vitest';
import type { DocumentAnalysis } from '@core/schemas/document-analysis';
import { notesReportFailure, summariseAnalysis, truncateValue } from './analysis-summary';
import { fieldLabel } from './field-labels';

function analysis(extractedData: Record<string, string>, confidence: Record<string, number> = {}): DocumentAnalysis {
  return { documentType: 'Term Sheet', extractedData, confidence, additionalNotes: '', missingFields: [] };
}

describe('summariseAnalysis (SPEC §2 step 1, §9)', () => {
  it('counts fields and confidence bands of the extracted fields', () => {
    const summary = summariseAnalysis(
      analysis({ loan_amount: '500000', loan_type: 'Purchase', notes: 'x' }, { loan_amount: 0.95, loan_type: 0.8, notes: 0.3, ein: 0.6 }),
    );
    expect(summary.fieldCount).toBe(3);
    expect(summary.bands).toEqual({ high: 2, medium: 0, low: 1 });
    expect(summary.moreFields).toBe(0);
    expect(summary.previewFields[0]).toEqual({ field: 'loan_amount', label: 'Loan Amount', value: '500000', confidence: 0.95 });
  });

  it('previews 12 fields and counts the rest', () => {
    const data = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`field_${i}`, `v${i}`]));
    const summary = summariseAnalysis(analysis(data));
    expect(summary.previewFields).toHaveLength(12);
    expect(summary.moreFields).toBe(3);
    expect(summary.previewFields[0]?.confidence).toBeNull();
  });

  it('cuts values at 100 characters', () => {
    expect(truncateValue('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncateValue('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
  });

  it("flags notes containing 'failed' or 'error'", () => {
    expect(notesReportFailure('OCR failed on page 2')).toBe(true);
    expect(notesReportFailure('Parsing Error')).toBe(true);
    expect(notesReportFailure('All clear')).toBe(false);
  });

  it('labels fields as the form does', () => {
    expect(fieldLabel('loan_term')).toBe('Loan Term (months)');
    expect(fieldLabel('borrower_first_name')).toBe('First Name');
    expect(fieldLabel('co_borrower_name')).toBe('Co Borrower Name');
  });
});
