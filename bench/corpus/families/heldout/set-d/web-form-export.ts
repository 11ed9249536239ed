// A lender's website "Get a Quote" form, exported from the form builder: one row per submission under headers
// that are the questions themselves ("What is the property address?"), answers as typed by the applicant
// (loose money, free text), plus the builder's own columns (submission id, IP, date). Several submissions; the
// truth is the first data row.
import { makeFacts, makeRng } from '../../../facts';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, SheetCell, TruthField } from '../../../types';

interface Q { header: string; fields: TruthField[]; answer(d: DealFacts, rng: Rng): SheetCell; keep: number }

function looseMoney(v: number, rng: Rng): string {
  if (v % 1000 === 0 && v < 1e6 && rng.chance(0.4)) return `$${v / 1000}k`;
  if (v % 10000 === 0 && v >= 1e6 && rng.chance(0.4)) return `$${v / 1e6}M`;
  return rng.pick([`$${v.toLocaleString('en-US')}`, String(v), `${v.toLocaleString('en-US')}`]);
}

const TYPE_ANSWER: Record<string, string> = {
  'Fix & Flip': 'Fix and flip', 'Bridge Loan': 'Bridge loan', Purchase: 'Purchase', 'Cash Out Refi': 'Cash-out refinance', Refinance: 'Refinance',
  Construction: 'Ground up construction', Commercial: 'Commercial', 'Second Mortgage': 'Second mortgage', Land: 'Land',
};
const PROP_ANSWER: Record<string, string> = {
  'Single Family': 'Single family home', '2-4 Unit': '2-4 units', Condo: 'Condo', Townhouse: 'Townhouse', 'Multifamily (5+)': 'Apartment (5+ units)',
  'Mixed Use': 'Mixed use', Retail: 'Retail', Office: 'Office', Industrial: 'Industrial', Land: 'Vacant land',
};

export const webFormExport: Family = {
  id: 'hd-web-form-export',
  description: "Lender website quote-request form export: question-text headers, applicant-typed answers, newest submission first.",
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const qs: Q[] = [
      { header: 'Submission ID', fields: [], answer: (_d, r) => String(r.int(5000000000, 5999999999)), keep: 1 },
      { header: 'Submission Date', fields: [], answer: (d, r) => `${d.documentDate} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`, keep: 1 },
      { header: 'First Name', fields: ['borrower_first_name'], answer: (d, r) => (r.chance(0.15) ? d.borrower.first.toLowerCase() : d.borrower.first), keep: 1 },
      { header: 'Last Name', fields: ['borrower_last_name'], answer: (d) => d.borrower.last, keep: 1 },
      { header: 'Email', fields: ['borrower_email'], answer: (d) => d.borrower.email, keep: 1 },
      { header: 'Phone Number', fields: ['borrower_phone'], answer: (d, r) => r.pick([`(${d.borrower.phone.slice(0, 3)}) ${d.borrower.phone.slice(3, 6)}-${d.borrower.phone.slice(6)}`, d.borrower.phone]), keep: 0.9 },
      { header: 'Are you borrowing as an individual or through an entity?', fields: [], answer: (d) => (d.entity ? `Entity (${d.entity.type === 'Corporation' ? 'Corp' : d.entity.type})` : 'Individual'), keep: 1 },
      { header: 'Entity name (if applicable)', fields: ['entity_name'], answer: (d) => d.entity?.name ?? '', keep: 1 },
      { header: 'What type of loan are you looking for?', fields: ['loan_type'], answer: (d) => TYPE_ANSWER[d.loan.type] ?? '', keep: 1 },
      { header: 'Property street address', fields: ['property_address'], answer: (d) => `${d.property.address.streetLong}${d.property.address.unit ? ` ${d.property.address.unit}` : ''}`, keep: 1 },
      { header: 'City', fields: [], answer: (d) => d.property.address.city, keep: 1 },
      { header: 'State', fields: [], answer: (d) => d.property.address.stateName, keep: 1 },
      { header: 'Zip Code', fields: [], answer: (d) => d.property.address.zip, keep: 1 },
      { header: 'Property type', fields: ['property_type'], answer: (d) => PROP_ANSWER[d.property.type] ?? '', keep: 0.9 },
      { header: 'How much would you like to borrow?', fields: ['loan_amount'], answer: (d, r) => looseMoney(d.loan.amount, r), keep: 1 },
      { header: 'Purchase price (if buying)', fields: [], answer: (d, r) => (d.property.purchasePrice ? looseMoney(d.property.purchasePrice, r) : ''), keep: 0.8 },
      { header: 'What is the property worth today?', fields: ['property_value'], answer: (d, r) => looseMoney(d.property.value, r), keep: 0.8 },
      { header: 'Estimated value after repairs (if applicable)', fields: [], answer: (d, r) => (d.property.arv ? looseMoney(d.property.arv, r) : ''), keep: 0.6 },
      { header: 'Estimated credit score', fields: ['credit_score'], answer: (d) => String(d.borrower.creditScore), keep: 0.7 },
      { header: 'How many months do you need the loan for?', fields: ['loan_term'], answer: (d, r) => (r.chance(0.3) ? `${d.loan.termMonths} months` : String(d.loan.termMonths)), keep: 0.7 },
      { header: 'When do you need to close?', fields: ['estimated_closing_date'], answer: (d, r) => (r.chance(0.5) ? `${d.loan.closingDate.slice(5, 7)}/${d.loan.closingDate.slice(8)}/${d.loan.closingDate.slice(0, 4)}` : `${Number(d.loan.closingDate.slice(5, 7))}/${Number(d.loan.closingDate.slice(8))}/${d.loan.closingDate.slice(2, 4)}`), keep: 0.6 },
      { header: 'What is your exit strategy?', fields: ['exit_strategy'], answer: (d, r) => (d.loan.exit === 'Sale' ? r.pick(['Sell', 'sell it', 'Sale']) : d.loan.exit === 'Refinance' ? r.pick(['Refinance', 'refi to DSCR', 'Rent and refinance']) : ''), keep: 0.7 },
      { header: 'How did you hear about us?', fields: [], answer: (_d, r) => r.pick(['Google', 'Referral', 'BiggerPockets', 'Broker', 'Facebook', '']), keep: 0.8 },
      { header: 'Anything else we should know?', fields: [], answer: (_d, r) => r.pick(['', 'Repeat investor, 6 flips last year', 'Need quick answer', 'Have contractor lined up', 'Tenant occupied']), keep: 0.8 },
      { header: 'IP Address', fields: [], answer: (_d, r) => `${r.int(24, 199)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`, keep: 0.7 },
    ];
    const kept = qs.filter((q) => rng.chance(q.keep));
    const submissions: DealFacts[] = [facts];
    for (let i = rng.int(1, 5); i > 0; i--) submissions.push(makeFacts(makeRng(rng.int(1, 2 ** 31))));
    const rows: SheetCell[][] = [kept.map((q) => q.header)];
    for (const s of submissions) rows.push(kept.map((q) => q.answer(s, rng)));
    const fields = kept.flatMap((q) => q.fields).filter((f) => f !== 'entity_name' || !!facts.entity);
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Submissions', rows }], truth: truthOf(facts, fields) };
  },
};
