import { describe, expect, it } from 'vitest';
import { AI_ACCEPTED_LOAN_TYPES, cleanExtractedData, confidenceBand, countByBand } from './extraction';

describe('confidenceBand', () => {
  it('splits at 0.8 and 0.5', () => {
    expect(confidenceBand(0.8)).toBe('high');
    expect(confidenceBand(0.99)).toBe('high');
    expect(confidenceBand(0.79)).toBe('medium');
    expect(confidenceBand(0.5)).toBe('medium');
    expect(confidenceBand(0.49)).toBe('low');
  });
  it('counts fields per band', () => {
    expect(countByBand({ a: 0.9, b: 0.6, c: 0.2, d: 0.85 })).toEqual({ high: 2, medium: 1, low: 1 });
  });
});

describe('cleanExtractedData', () => {
  it('cleans term, money and rate', () => {
    const { cleaned, skipped } = cleanExtractedData({
      loan_term: '12 months (extendable 6)',
      loan_amount: '$1,250,000',
      property_value: '$2,000,000.00',
      interest_rate: '10.5%',
      borrower_first_name: 'John',
    });
    expect(cleaned).toEqual({
      loan_term: '12',
      loan_amount: '1250000',
      property_value: '2000000.00',
      interest_rate: '10.5',
      borrower_first_name: 'John',
    });
    expect(skipped).toEqual([]);
  });
  it('skips empty, null text, non-strings and unknown fields', () => {
    const { cleaned, skipped } = cleanExtractedData({
      borrower_email: '',
      borrower_phone: 'null',
      credit_score: 742,
      favourite_colour: 'blue',
    });
    expect(cleaned).toEqual({});
    expect(skipped.map((s) => s.field).sort()).toEqual(['borrower_email', 'borrower_phone', 'credit_score', 'favourite_colour']);
    expect(skipped.find((s) => s.field === 'favourite_colour')?.reason).toBe('not_whitelisted');
  });
  it('accepts only the AI loan types', () => {
    for (const t of AI_ACCEPTED_LOAN_TYPES) expect(cleanExtractedData({ loan_type: t }).cleaned.loan_type).toBe(t);
    expect(cleanExtractedData({ loan_type: 'Fix-and-Flip' }).skipped).toEqual([{ field: 'loan_type', reason: 'invalid_loan_type' }]);
  });
});
