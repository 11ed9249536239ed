import { describe, expect, it } from 'vitest';
import { documentAnalysisSchema } from './document-analysis';

describe('documentAnalysisSchema', () => {
  it('accepts a full result and rejects an out-of-range confidence', () => {
    const ok = { documentType: 'Term Sheet', extractedData: { loan_amount: '450000' }, confidence: { loan_amount: 0.9 }, additionalNotes: '', missingFields: ['loan_type'] };
    expect(documentAnalysisSchema.parse(ok)).toEqual(ok);
    expect(documentAnalysisSchema.safeParse({ ...ok, confidence: { loan_amount: 1.2 } }).success).toBe(false);
    expect(documentAnalysisSchema.safeParse({ ...ok, extractedData: { loan_amount: 450000 } }).success).toBe(false);
  });
});
