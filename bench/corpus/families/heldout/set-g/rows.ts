// The loan's terms as label/value rows, in the vocabulary one author uses. Each family brings its own labels; a row
// is printed (and its field stated) only when the deal has the fact and the family chose to show it.
import { esc } from '../../../style';
import type { DealFacts, Rng } from '../../../types';
import {
  Stated, address, anyDate, anyMoney, anyRate, exitWords, loanTypeWords, points, prepayWords, propertyTypeWords,
  purposeWords, term, type MoneyStyle,
} from './lib';

export type RowKey =
  | 'amount' | 'rate' | 'term' | 'type' | 'purpose' | 'property' | 'ptype' | 'value' | 'price' | 'arv' | 'orig'
  | 'broker' | 'disc' | 'doc' | 'admin' | 'proc' | 'prepay' | 'exit' | 'close' | 'loanNo';

export type Labels = Record<RowKey, readonly string[]>;

export const PLAIN_LABELS: Labels = {
  amount: ['Loan Amount', 'Loan Amount Requested', 'Principal Amount', 'Total Loan'],
  rate: ['Interest Rate', 'Note Rate', 'Rate', 'Coupon'],
  term: ['Term', 'Loan Term', 'Maturity'],
  type: ['Loan Type', 'Program', 'Product', 'Transaction Type'],
  purpose: ['Purpose', 'Loan Purpose'],
  property: ['Property', 'Subject Property', 'Collateral', 'Property Address'],
  ptype: ['Property Type', 'Collateral Type', 'Asset Type'],
  value: ['As-Is Value', 'Current Value', 'Estimated Value (as-is)', 'Appraised Value'],
  price: ['Purchase Price', 'Contract Price'],
  arv: ['ARV', 'After-Repair Value', 'Stabilized Value (ARV)'],
  orig: ['Origination Fee', 'Lender Origination', 'Origination Points', 'Lender Points'],
  broker: ['Broker Fee', 'Broker Points', 'Broker Compensation'],
  disc: ['Discount Points', 'Rate Buydown (discount)'],
  doc: ['Document Preparation Fee', 'Doc Fee', 'Loan Documentation Fee'],
  admin: ['Administration Fee', 'Admin Fee'],
  proc: ['Processing Fee', 'Processing'],
  prepay: ['Prepayment', 'Prepayment Penalty', 'Prepay'],
  exit: ['Exit Strategy', 'Exit', 'Repayment Source'],
  close: ['Target Closing', 'Estimated Closing Date', 'Anticipated Closing', 'Closing Date (est.)'],
  loanNo: ['Loan No.', 'Loan #', 'Ref. No.', 'File Number'],
};

export interface RowOptions {
  /** Keys to try, in order; optional ones are dropped by chance or when the deal lacks the fact. */
  keys: readonly RowKey[];
  /** Keys printed only sometimes. */
  optional?: readonly RowKey[];
  moneyStyles?: readonly MoneyStyle[];
}

/** [label, value-HTML] rows and the fields they state. */
export function termRows(f: DealFacts, rng: Rng, s: Stated, labels: Labels, options: RowOptions): [string, string][] {
  const { loan, property } = f;
  const rows: [string, string][] = [];
  const label = (k: RowKey) => rng.pick(labels[k]);
  const m = (n: number) => esc(anyMoney(rng, n, options.moneyStyles));
  const optional = new Set(options.optional ?? []);
  for (const k of options.keys) {
    if (optional.has(k) && rng.chance(0.4)) continue;
    switch (k) {
      case 'amount': rows.push([label(k), m(loan.amount)]); s.add('loan_amount'); break;
      case 'rate': rows.push([label(k), `${esc(anyRate(rng, loan.rate))}${rng.chance(0.4) ? ', interest only' : ''}`]); s.add('interest_rate'); break;
      case 'term': rows.push([label(k), esc(term(rng, loan.termMonths))]); s.add('loan_term'); break;
      case 'type': rows.push([label(k), esc(loanTypeWords(rng, loan.type))]); s.add('loan_type'); break;
      case 'purpose': if (loan.purpose) { rows.push([label(k), esc(purposeWords(rng, loan.purpose))]); s.add('loan_purpose'); } break;
      case 'property': rows.push([label(k), esc(address(rng, property.address))]); s.add('property_address'); break;
      case 'ptype': rows.push([label(k), esc(propertyTypeWords(rng, property.type, property.units))]); s.add('property_type'); break;
      case 'value': rows.push([label(k), m(property.value)]); s.add('property_value'); break;
      case 'price': if (property.purchasePrice) rows.push([label(k), m(property.purchasePrice)]); break;
      case 'arv': if (property.arv) rows.push([label(k), m(property.arv)]); break;
      case 'orig': if (loan.originationPoints !== undefined) { rows.push([label(k), esc(points(rng, loan.originationPoints))]); s.add('origination_points'); } break;
      case 'broker': if (loan.brokerPoints !== undefined) { rows.push([label(k), esc(points(rng, loan.brokerPoints))]); s.add('broker_points'); } break;
      case 'disc': if (loan.discountPoints !== undefined) { rows.push([label(k), esc(points(rng, loan.discountPoints))]); s.add('discount_points'); } break;
      case 'doc': if (loan.docFee !== undefined) { rows.push([label(k), m(loan.docFee)]); s.add('loan_doc_fee'); } break;
      case 'admin': if (loan.adminFee !== undefined) { rows.push([label(k), m(loan.adminFee)]); s.add('admin_fee'); } break;
      case 'proc': if (loan.processingFee !== undefined) { rows.push([label(k), m(loan.processingFee)]); s.add('processing_fee'); } break;
      case 'prepay': rows.push([label(k), esc(prepayWords(rng, loan.prepayment))]); s.add('prepayment_penalty', 'prepayment_terms'); break;
      case 'exit': if (loan.exit) { rows.push([label(k), esc(exitWords(rng, loan.exit))]); s.add('exit_strategy'); } break;
      case 'close': rows.push([label(k), esc(anyDate(rng, loan.closingDate))]); s.add('estimated_closing_date'); break;
      case 'loanNo': rows.push([label(k), esc(loan.loanNumber)]); s.add('loan_number'); break;
    }
  }
  return rows;
}
