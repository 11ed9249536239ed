import { describe, it, expect } from 'vitest';
import { generateLoanNumber, isLoanNumber } from './loan-number';

describe('loan numbers (YYNNNNN)', () => {
  it('joins the 2-digit year and a 5-digit number', () => {
    expect(generateLoanNumber('2025-03-04', 4417)).toBe('2504417');
    expect(generateLoanNumber('2026-12-31', 1)).toBe('2600001');
    expect(generateLoanNumber('2026-01-01', 99_999)).toBe('2699999');
  });

  it('refuses a sequence that does not fit', () => {
    expect(() => generateLoanNumber('2026-01-01', 0)).toThrow(RangeError);
    expect(() => generateLoanNumber('2026-01-01', 100_000)).toThrow(RangeError);
    expect(() => generateLoanNumber('01/01/2026', 1)).toThrow(RangeError);
  });

  it('recognises loan numbers', () => {
    expect(isLoanNumber('2504417')).toBe(true);
    expect(isLoanNumber('250441')).toBe(false);
    expect(isLoanNumber('25044170')).toBe(false);
    expect(isLoanNumber('25-4417')).toBe(false);
  });
});
