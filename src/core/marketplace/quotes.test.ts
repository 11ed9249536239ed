import { describe, expect, it } from 'vitest';
import { costOverTerm, dealChangesFromQuote, quotedLoanAmount, rankByCost, type QuoteTerms } from './quotes';

const quote: QuoteTerms = { rate_percent: 10, points: 2, term_months: 12, max_ltv_percent: null, max_loan_amount: null, fees: 1500 };

describe('quote cost over the term', () => {
  it('adds interest-only interest, points and fees', () => {
    expect(costOverTerm(quote, 450000, 600000)).toEqual({
      loan_amount: 450000, shortfall: 0, monthly_payment: 3750, interest: 45000, points_cost: 9000, fees: 1500, total_cost: 55500,
    });
  });

  it('lends no more than the maximum amount or LTV', () => {
    expect(quotedLoanAmount(450000, 600000, { max_ltv_percent: 70, max_loan_amount: null })).toBe(420000);
    expect(quotedLoanAmount(450000, 600000, { max_ltv_percent: 80, max_loan_amount: 400000 })).toBe(400000);
    expect(quotedLoanAmount(450000, null, { max_ltv_percent: 70, max_loan_amount: null })).toBe(450000);
    const capped = costOverTerm({ ...quote, max_ltv_percent: 70 }, 450000, 600000);
    expect(capped).toMatchObject({ loan_amount: 420000, shortfall: 30000, interest: 42000, points_cost: 8400, total_cost: 51900 });
  });

  it('ranks the cheapest first, the larger loan first among equal costs', () => {
    const a = { id: 'a', cost: costOverTerm({ ...quote, rate_percent: 11 }, 450000, null) };
    const b = { id: 'b', cost: costOverTerm(quote, 450000, null) };
    const c = { id: 'c', cost: { ...b.cost, loan_amount: 400000 } };
    expect(rankByCost([a, c, b])).toEqual(['b', 'c', 'a']);
  });
});

describe('deal changes from an accepted quote', () => {
  it('proposes rate, term, points fee, payment, and the amount and LTV when the quote lends less', () => {
    const deal = { loan_amount: 450000, purchase_price: 600000, interest_rate: 11, loan_term_months: 12, loan_origination_fee: null, monthly_payment_calculated: null, ltv_ratio: 75 };
    expect(dealChangesFromQuote(deal, { ...quote, max_loan_amount: 420000 })).toEqual({
      loan_amount: 420000, interest_rate: 10, loan_origination_fee: 8400, monthly_payment_calculated: 3500, ltv_ratio: 70,
    });
  });

  it('leaves out what already matches', () => {
    const deal = { loan_amount: 450000, purchase_price: null, interest_rate: 10, loan_term_months: 12, loan_origination_fee: 9000, monthly_payment_calculated: 3750, ltv_ratio: null };
    expect(dealChangesFromQuote(deal, quote)).toEqual({});
  });
});
