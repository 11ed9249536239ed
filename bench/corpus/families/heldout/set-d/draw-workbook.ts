// A lender's construction desk workbook: a "Loan Summary" tab of label / value rows (commitment split into the
// initial advance and the construction holdback), a line-item draw budget with draws to date, and an inspection
// log. The general contractor, inspector and as-completed value are on it too; none of them is the borrower.
import { truthOf } from '../../../truth';
import type { Family, Sheet, SheetCell, TruthField } from '../../../types';
import { bystander, person, program, street } from './fmt';
import { utc } from './sheet-util';

const LINES = ['Permits & Plans', 'Demolition', 'Site Work', 'Foundation', 'Framing', 'Roofing', 'Windows & Doors', 'Plumbing', 'Electrical',
  'HVAC', 'Insulation & Drywall', 'Flooring', 'Kitchen', 'Bathrooms', 'Interior Paint', 'Exterior / Siding', 'Landscaping', 'Contingency'];
const GCS = ['Ridgeline Builders Inc.', 'Hammer & Level Construction', 'Cornerstone Renovations LLC', 'Bluebird Contracting', 'Keystone General Contractors', 'Ironwood Build Co.'];

export const drawWorkbook: Family = {
  id: 'hd-draw-workbook',
  description: "Lender's construction loan workbook: Loan Summary tab, draw budget with draws to date, inspection log.",
  formats: ['xlsx', 'xls', 'csv'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const a = property.address;
    const fields: TruthField[] = ['loan_amount', 'loan_number', 'property_address', 'loan_term', 'interest_rate'];
    const holdback = Math.round((loan.amount * (0.15 + rng.next() * 0.3)) / 500) * 500;
    const initial = loan.amount - holdback;
    const gc = rng.pick(GCS);
    const splitAddress = rng.chance(0.5);

    const summary: SheetCell[][] = [
      [`${lender.name} - Construction Loan Summary`, null],
      [null, null],
      [rng.pick(['Loan #', 'Loan Number']), loan.loanNumber],
      ['Borrower', entity ? entity.name : person(borrower)],
    ];
    if (entity) {
      summary.push([rng.pick(['Guarantor', 'Sponsor / Guarantor']), person(borrower)]);
      fields.push('entity_name');
    }
    fields.push('borrower_first_name', 'borrower_last_name');
    if (rng.chance(0.4)) { summary.push(['Borrower Phone', `${borrower.phone.slice(0, 3)}-${borrower.phone.slice(3, 6)}-${borrower.phone.slice(6)}`]); fields.push('borrower_phone'); }
    if (splitAddress) {
      summary.push(['Property Street', street(a, false)], ['City', a.city], ['State', a.state], ['Zip', a.zip]);
    } else {
      summary.push(['Property', `${street(a, rng.chance(0.4))}, ${a.city}, ${a.state} ${a.zip}`]);
    }
    summary.push(['Loan Type', program(loan.type, rng)]);
    fields.push('loan_type');
    summary.push([rng.pick(['Total Commitment', 'Total Loan Amount', 'Loan Commitment']), loan.amount]);
    summary.push([rng.pick(['Initial Advance', 'Day-1 Funding', 'Closing Advance']), initial]);
    summary.push([rng.pick(['Construction Holdback', 'Rehab Holdback', 'Draw Reserve']), holdback]);
    const rateAsText = rng.chance(0.5);
    summary.push([rateAsText ? 'Interest Rate' : 'Rate (%)', rateAsText ? `${loan.rate}%` : loan.rate]);
    summary.push([rng.pick(['Term (months)', 'Term (Mo)']), loan.termMonths]);
    if (rng.chance(0.6)) { summary.push(['Closing Date', utc(loan.closingDate)]); fields.push('estimated_closing_date'); }
    summary.push(['Maturity Date', utc(addMonths(loan.closingDate, loan.termMonths))]);
    if (rng.chance(0.6)) { summary.push([rng.pick(['As-Is Value', 'Value - As Is']), property.value]); fields.push('property_value'); }
    if (property.arv) summary.push([rng.pick(['As-Completed Value', 'ARV', 'Value - As Completed']), property.arv]);
    if (loan.originationPoints !== undefined && rng.chance(0.5)) { summary.push(['Origination (pts)', loan.originationPoints]); fields.push('origination_points'); }
    if (loan.exit && rng.chance(0.5)) { summary.push(['Exit', loan.exit === 'Sale' ? 'Sale upon completion' : 'Refinance']); fields.push('exit_strategy'); }
    summary.push(['General Contractor', gc]);
    summary.push(['Draw Inspector', bystander(rng)]);
    summary.push(['Loan Officer', `${lender.contact.first} ${lender.contact.last}`]);

    // Budget: lines sum to a project budget a bit above the holdback (the borrower funds the rest).
    const chosen = LINES.filter(() => rng.chance(0.7));
    const budgetTotal = Math.round(holdback / (0.8 + rng.next() * 0.2) / 100) * 100;
    const weights = chosen.map(() => 1 + rng.next() * 4);
    const wsum = weights.reduce((s, w) => s + w, 0);
    const amounts = weights.map((w) => Math.round((budgetTotal * w) / wsum / 50) * 50);
    const draws = rng.int(0, 3);
    const budget: SheetCell[][] = [['Line Item', 'Budget', ...Array.from({ length: draws }, (_, i) => `Draw ${i + 1}`), 'Total Drawn', 'Remaining']];
    chosen.forEach((line, i) => {
      const b = amounts[i] as number;
      const ds = Array.from({ length: draws }, () => Math.round((b * rng.next() * 0.35) / 50) * 50);
      const drawn = ds.reduce((s, d) => s + d, 0);
      budget.push([line, b, ...ds, drawn, b - drawn]);
    });
    const total = amounts.reduce((s, x) => s + x, 0);
    budget.push(['TOTAL', total, ...Array.from({ length: draws }, () => null), null, null]);

    const log: SheetCell[][] = [['Date', 'Inspector', 'Draw #', '% Complete', 'Notes']];
    for (let i = 0; i < draws; i++) log.push([utc(addMonths(loan.closingDate, i + 1)), bystander(rng), i + 1, `${(i + 1) * rng.int(8, 22)}%`, rng.pick(['Framing in progress', 'Rough-ins passed', 'Roof dried in', 'Site cleared', 'Cabinets delivered'])]);
    if (draws === 0) log.push(['(no inspections yet)', null, null, null, null]);

    const sheets: Sheet[] = [
      { name: rng.pick(['Loan Summary', 'Summary']), rows: summary },
      { name: rng.pick(['Draw Budget', 'Budget', 'SOV']), rows: budget },
      { name: 'Inspections', rows: log },
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: truthOf(facts, fields) };
  },
};

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28)));
  return date.toISOString().slice(0, 10);
}
