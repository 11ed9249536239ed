// Comparing capital providers' quotes (issue 20): what each would lend on this deal and what it costs over its
// term, and the deal changes accepting one proposes. Private loans are priced interest-only, as the deal form's
// monthly payment is (core/deals/calculations.ts).
import { feeFromPoints, ltv, monthlyInterestOnlyPayment } from '../deals/calculations';
import { roundToCents } from '../money';

export interface QuoteTerms {
  rate_percent: number;
  points: number;
  term_months: number;
  max_ltv_percent: number | null;
  max_loan_amount: number | null;
  fees: number;
}

export interface QuoteCost {
  /** What the lender would lend: the amount asked for, capped by its maximum amount and its maximum LTV. */
  loan_amount: number;
  /** How much less than asked for (0 when the quote covers the whole amount). */
  shortfall: number;
  monthly_payment: number;
  interest: number;
  points_cost: number;
  fees: number;
  /** Interest, points and fees over the quote's term. */
  total_cost: number;
}

export function quotedLoanAmount(requested: number, propertyValue: number | null, quote: Pick<QuoteTerms, 'max_ltv_percent' | 'max_loan_amount'>): number {
  const caps = [requested];
  if (quote.max_loan_amount !== null) caps.push(quote.max_loan_amount);
  if (quote.max_ltv_percent !== null && propertyValue && propertyValue > 0) caps.push((quote.max_ltv_percent / 100) * propertyValue);
  return roundToCents(Math.min(...caps));
}

export function costOverTerm(quote: QuoteTerms, requested: number, propertyValue: number | null): QuoteCost {
  const loanAmount = quotedLoanAmount(requested, propertyValue, quote);
  const monthly = monthlyInterestOnlyPayment(loanAmount, quote.rate_percent);
  const interest = roundToCents(monthly * quote.term_months);
  const pointsCost = feeFromPoints(quote.points, loanAmount);
  return {
    loan_amount: loanAmount,
    shortfall: roundToCents(requested - loanAmount),
    monthly_payment: monthly,
    interest,
    points_cost: pointsCost,
    fees: roundToCents(quote.fees),
    total_cost: roundToCents(interest + pointsCost + quote.fees),
  };
}

/** Ids of quotes ordered cheapest first; among equal costs, the one lending more comes first. */
export function rankByCost<T extends { id: string; cost: QuoteCost }>(quotes: readonly T[]): string[] {
  return [...quotes].sort((a, b) => a.cost.total_cost - b.cost.total_cost || b.cost.loan_amount - a.cost.loan_amount).map((q) => q.id);
}

export interface DealTerms {
  loan_amount: number;
  purchase_price: number | null;
  interest_rate: number | null;
  loan_term_months: number | null;
  loan_origination_fee: number | null;
  monthly_payment_calculated: number | null;
  ltv_ratio: number | null;
}

export type ProposedDealChanges = Partial<Record<keyof DealTerms, number>>;

/**
 * The deal changes accepting a quote proposes: its rate and term, the amount it lends (when less than asked),
 * its points as the origination fee, and the payment and LTV that follow — only the fields that differ.
 */
export function dealChangesFromQuote(deal: DealTerms, quote: QuoteTerms): ProposedDealChanges {
  const cost = costOverTerm(quote, deal.loan_amount, deal.purchase_price);
  const proposed: ProposedDealChanges = {
    loan_amount: cost.loan_amount,
    interest_rate: quote.rate_percent,
    loan_term_months: quote.term_months,
    loan_origination_fee: cost.points_cost,
    monthly_payment_calculated: cost.monthly_payment,
  };
  const newLtv = deal.purchase_price ? ltv(cost.loan_amount, deal.purchase_price) : null;
  if (newLtv !== null) proposed.ltv_ratio = newLtv;
  return Object.fromEntries(Object.entries(proposed).filter(([field, value]) => deal[field as keyof DealTerms] !== value));
}
