// A lender's legacy rate-lock confirmation kept as an Excel 97 form: label/value pairs laid side by side in four
// columns, a pricing block whose base rate and adjustments build up to the locked rate, and the lock dates.
import { addDays } from '../../../facts';
import { truthOf } from '../../../truth';
import type { Family, SheetCell, TruthField } from '../../../types';
import { person, program } from './fmt';
import { utc } from './sheet-util';

export const rateLockSheet: Family = {
  id: 'hd-rate-lock-sheet',
  description: "Lender's legacy .xls rate-lock confirmation: side-by-side label/value pairs, base rate plus pricing adjustments, lock dates.",
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender, broker } = facts;
    const a = property.address;
    const fields: TruthField[] = ['loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'loan_type'];
    const lockDate = facts.documentDate;
    // A lock that happens to expire on the closing day would print the closing date under another label.
    const lockDays = rng.pick([15, 30, 45, 60].filter((n) => addDays(facts.documentDate, n) !== loan.closingDate));
    const showScore = rng.chance(0.6);
    if (showScore) fields.push('credit_score');
    const adjustments: [string, number][] = rng.shuffle([
      [`FICO ${Math.floor(borrower.creditScore / 20) * 20}-${Math.floor(borrower.creditScore / 20) * 20 + 19}`, rng.pick([0, 0.125, 0.25])],
      [`LTV ${rng.pick(['60.01-65', '65.01-70', '70.01-75', '<=60'])}%`, rng.pick([0, 0.125, 0.25, 0.375])],
      [`Loan amt ${loan.amount >= 1e6 ? '>= $1MM' : '< $1MM'}`, rng.pick([-0.125, 0, 0.125])],
      [`Prepay ${loan.prepayment.penalty ? 'buy-down' : 'none'}`, loan.prepayment.penalty ? -0.25 : 0.375],
      ['Interest-only', rng.pick([0.125, 0.25])],
    ] as [string, number][]).filter(([label]) => showScore || !label.startsWith('FICO')).slice(0, rng.int(2, 4));
    const adjTotal = adjustments.reduce((s, [, v]) => s + v, 0);
    const base = Number((loan.rate - adjTotal).toFixed(3));

    const pairs: [string, SheetCell, string, SheetCell][] = [];
    const borrowerCell = entity ? entity.name : person(borrower, 'registry');
    pairs.push(['Loan Number', loan.loanNumber, 'Lock Date', utc(lockDate)]);
    pairs.push(['Borrower', borrowerCell, 'Lock Period', `${lockDays} days`]);
    if (entity) {
      pairs.push(['Guarantor', person(borrower, 'registry'), 'Lock Expires', utc(addDays(lockDate, lockDays))]);
      fields.push('entity_name');
    } else {
      pairs.push(['Co-Borrower', facts.coBorrower ? person(facts.coBorrower, 'registry') : 'NONE', 'Lock Expires', utc(addDays(lockDate, lockDays))]);
    }
    pairs.push(['Property', `${a.street}${a.unit ? ` ${a.unit}` : ''}`.toUpperCase(), 'Program', program(loan.type, rng).toUpperCase()]);
    pairs.push(['City/State/Zip', `${a.city.toUpperCase()} ${a.state} ${a.zip}`, 'Amortization', loan.termMonths >= 120 ? 'FULLY AMORTIZING' : 'INTEREST ONLY']);
    pairs.push(['Loan Amount', loan.amount, 'Term (Mos)', loan.termMonths]);
    const showValue = rng.chance(0.6);
    if (showValue) fields.push('property_value');
    pairs.push([showValue ? 'Appraised Value' : 'Occupancy', showValue ? property.value : 'INVESTMENT', 'Qual FICO', showScore ? borrower.creditScore : '']);
    const showClose = rng.chance(0.6);
    if (showClose) fields.push('estimated_closing_date');
    pairs.push(['Broker', broker.name.toUpperCase(), 'Est. Funding', showClose ? utc(loan.closingDate) : 'TBD']);

    const rows: SheetCell[][] = [
      [lender.name.toUpperCase(), null, null, null],
      ['RATE LOCK CONFIRMATION', null, null, null],
      [null, null, null, null],
      ...pairs.map(([a1, b1, c1, d1]) => [a1, b1, c1, d1]),
      [null, null, null, null],
      ['PRICING', null, null, null],
      ['Base Rate', base, null, null],
      ...adjustments.map(([label, v]) => [`  Adj: ${label}`, v, null, null] as SheetCell[]),
      ['LOCKED RATE', loan.rate, null, null],
    ];
    const feeRows: SheetCell[][] = [];
    if (loan.originationPoints !== undefined) { feeRows.push(['Origination (pts)', loan.originationPoints, null, null]); fields.push('origination_points'); }
    if (loan.discountPoints !== undefined) { feeRows.push(['Discount (pts)', loan.discountPoints, null, null]); fields.push('discount_points'); }
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) { feeRows.push(['Broker Comp (pts)', loan.brokerPoints, null, null]); fields.push('broker_points'); }
    if (loan.docFee !== undefined && rng.chance(0.6)) { feeRows.push(['Doc Fee', loan.docFee, null, null]); fields.push('loan_doc_fee'); }
    if (loan.processingFee !== undefined && rng.chance(0.6)) { feeRows.push(['Processing Fee', loan.processingFee, null, null]); fields.push('processing_fee'); }
    rows.push([null, null, null, null], ['POINTS & FEES', null, null, null], ...feeRows);
    rows.push(['Prepayment Penalty', loan.prepayment.penalty ? loan.prepayment.terms ?? 'YES' : 'NONE', null, null]);
    fields.push('prepayment_penalty', 'prepayment_terms');
    rows.push([null, null, null, null], [`Locked by: ${lender.contact.first} ${lender.contact.last}  ${lender.contact.email}`, null, null, null]);
    rows.push(['Rate lock is subject to the loan closing on or before the lock expiration. Extensions cost 0.125 pts per 15 days.', null, null, null]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'LOCK', rows }], truth: truthOf(facts, fields) };
  },
};
