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
} from '@core/deals/calculations';
import type { DealFormValues } from '@core/deals/form-fields';
import { parseMoney } from '@core/money';

export type CalculationInput = Pick<
  DealFormValues,
  | 'loan_amount'
  | 'property_value'
  | 'interest_rate'
  | 'loan_term'
  | 'estimated_closing_date'
  | 'origination_points'
  | 'discount_points'
  | 'broker_points'
  | 'prepayment_terms'
>;

export interface DealCalculations {
  ltv: number | null;
  monthlyPayment: number | null;
  perDiem: number | null;
  maturityDate: string | null;
  firstPaymentDate: string | null;
  prepaymentPenaltyDate: string | null;
  policyAmount: number | null;
  originationFee: number | null;
  discountFee: number | null;
  brokerFee: number | null;
}

const positive = (text: string): number | null => {
  const value = parseMoney(text);
  return value !== null && value > 0 ? value : null;
};

const wholeMonths = (text: string): number | null => {
  const value = positive(text);
  return value !== null && Number.isInteger(value) ? value : null;
};

/**
 * The 'Automated Calculations' of SPEC §9 for the values typed so far; a figure is null until its inputs are
 * usable. Dates count from the closing date, or from today when there is none.
 */
export function calculateDeal(values: CalculationInput, today: Date): DealCalculations {
  const amount = positive(values.loan_amount);
  const value = positive(values.property_value);
  const rate = positive(values.interest_rate);
  const term = wholeMonths(values.loan_term);
  const prepaymentMonths = wholeMonths(values.prepayment_terms);
  const start = toIsoDate(values.estimated_closing_date) ?? localIsoDate(today);
  const fee = (points: string) => {
    const p = parseMoney(points);
    return amount !== null && p !== null && p >= 0 ? feeFromPoints(p, amount) : null;
  };
  return {
    ltv: amount !== null && value !== null ? ltv(amount, value) : null,
    monthlyPayment: amount !== null && rate !== null ? monthlyInterestOnlyPayment(amount, rate) : null,
    perDiem: amount !== null && rate !== null ? perDiem(amount, rate) : null,
    maturityDate: term !== null ? maturityDate(start, term) : null,
    firstPaymentDate: firstPaymentDate(start),
    prepaymentPenaltyDate: prepaymentMonths !== null ? prepaymentPenaltyDate(start, prepaymentMonths) : null,
    policyAmount: amount !== null ? policyAmount(amount) : null,
    originationFee: fee(values.origination_points),
    discountFee: fee(values.discount_points),
    brokerFee: fee(values.broker_points),
  };
}
