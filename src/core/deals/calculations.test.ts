import { describe, it, expect } from 'vitest';
import {
  feeFromPoints,
  firstPaymentDate,
  localIsoDate,
  ltv,
  maturityDate,
  monthlyInterestOnlyPayment,
  perDiem,
  policyAmount,
  prepaymentPenaltyDate,
  toIsoDate,
} from './calculations';

describe('money calculations', () => {
  it('LTV is amount / value × 100, 2 decimals', () => {
    expect(ltv(450_000, 600_000)).toBe(75);
    expect(ltv(100_000, 300_000)).toBe(33.33);
    expect(ltv(200_000, 300_000)).toBe(66.67);
  });

  it('LTV is null without a property value', () => {
    expect(ltv(100_000, 0)).toBeNull();
    expect(ltv(100_000, -5)).toBeNull();
    expect(ltv(100_000, Number.NaN)).toBeNull();
  });

  it('monthly interest-only payment is amount × rate% / 12', () => {
    expect(monthlyInterestOnlyPayment(450_000, 10.5)).toBe(3937.5);
    expect(monthlyInterestOnlyPayment(100_000, 11.99)).toBe(999.17);
    expect(monthlyInterestOnlyPayment(100_000, 0)).toBe(0);
  });

  it('per diem uses a 360-day year', () => {
    expect(perDiem(360_000, 10)).toBe(100);
    expect(perDiem(450_000, 10.5)).toBe(131.25);
  });

  it('policy amount is 125% of the loan', () => {
    expect(policyAmount(400_000)).toBe(500_000);
    expect(policyAmount(123_456.78)).toBe(154_320.98);
  });

  it('fee is points × amount / 100, 2 decimals', () => {
    expect(feeFromPoints(2, 450_000)).toBe(9000);
    expect(feeFromPoints(1.5, 333_333)).toBe(5000); // 4999.995 rounds half up
    expect(feeFromPoints(1.25, 333_333)).toBe(4166.66);
    expect(feeFromPoints(0, 450_000)).toBe(0);
  });
});

describe('dates', () => {
  it('normalises valid dates and refuses invalid ones', () => {
    expect(toIsoDate('2026-03-15')).toBe('2026-03-15');
    expect(toIsoDate(' 2026-03-15T10:00:00Z ')).toBe('2026-03-15');
    expect(toIsoDate('3/5/2026')).toBe('2026-03-05');
    expect(toIsoDate('2028-02-29')).toBe('2028-02-29');
    expect(toIsoDate('2026-02-29')).toBeNull();
    expect(toIsoDate('2026-13-01')).toBeNull();
    expect(toIsoDate('2026-04-31')).toBeNull();
    expect(toIsoDate('March 5')).toBeNull();
    expect(toIsoDate('')).toBeNull();
  });

  it('reads the local calendar day of an instant', () => {
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });

  it('maturity is the 1st of the month after the end of the term', () => {
    expect(maturityDate('2026-03-15', 12)).toBe('2027-04-01');
    expect(maturityDate('2026-03-01', 12)).toBe('2027-04-01');
    expect(maturityDate('2026-01-31', 6)).toBe('2026-08-01');
    expect(maturityDate('2026-11-30', 1)).toBe('2027-01-01'); // December rollover
    expect(maturityDate('2026-06-10', 36)).toBe('2029-07-01');
    expect(maturityDate('not a date', 12)).toBeNull();
  });

  it('first payment is the 1st of the month two months after the document date', () => {
    expect(firstPaymentDate('2026-01-15')).toBe('2026-03-01');
    expect(firstPaymentDate('2026-01-31')).toBe('2026-03-01');
    expect(firstPaymentDate('2026-11-05')).toBe('2027-01-01');
    expect(firstPaymentDate('2026-12-31')).toBe('2027-02-01');
    expect(firstPaymentDate('')).toBeNull();
  });

  it('prepayment penalty date is start + months, clamped to the month end', () => {
    expect(prepaymentPenaltyDate('2026-03-15', 6)).toBe('2026-09-15');
    expect(prepaymentPenaltyDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(prepaymentPenaltyDate('2028-01-31', 1)).toBe('2028-02-29'); // leap year
    expect(prepaymentPenaltyDate('2028-02-29', 12)).toBe('2029-02-28');
    expect(prepaymentPenaltyDate('2026-08-31', 4)).toBe('2026-12-31');
    expect(prepaymentPenaltyDate('2026-10-31', 4)).toBe('2027-02-28'); // December rollover
    expect(prepaymentPenaltyDate('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('refuses a negative or fractional month count', () => {
    expect(() => prepaymentPenaltyDate('2026-05-10', -1)).toThrow(RangeError);
    expect(() => maturityDate('2026-05-10', 1.5)).toThrow(RangeError);
  });
});
