// A correspondent broker's weekly pipeline, exported from a shared sheet: one row per deal under headers in the
// shop's own shorthand ("Sponsor", "Collat", "Ask", "Coupon", "Tenor", "AIV", "Pts In/Out", "Target COE"),
// sometimes under a title line. The first deal is this deal; the rows under it are other borrowers' deals.
import { makeAddress, makePerson } from '../../../facts';
import { truthOf } from '../../../truth';
import type { DealFacts, Family, Rng, Sheet, SheetCell, TruthField } from '../../../types';
import { cellDate, day, named, programWords, propertyWords, shift } from './fmt';

type Column = { header: string; cell: (d: DealFacts) => SheetCell; states: TruthField[]; percent?: boolean };

const STAGES = ['Term sheet out', 'Appraisal ordered', 'In UW', 'CTC', 'Docs out', 'Waiting on title', 'App in'];

export const pipelineTracker: Family = {
  id: 'ue-pipeline-tracker',
  description: "Correspondent broker's pipeline export, one row per deal, shorthand headers; the first row is the deal.",
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng) {
    const fraction = rng.chance(0.5); // the coupon as 0.105 shown as a percent, or as the number 10.5
    const splitCity = rng.chance(0.5);
    const columns: Column[] = [
      { header: rng.pick(['Ref#', 'Loan #', 'File']), cell: (d) => d.loan.loanNumber, states: ['loan_number'] },
      { header: rng.pick(['Sponsor', 'Borrower', 'Client']), cell: (d) => named(d.borrower, rng.chance(0.3) ? 'lastFirst' : 'plain'), states: ['borrower_first_name', 'borrower_last_name'] },
      { header: rng.pick(['Vesting', 'Entity', 'Borrowing Entity']), cell: (d) => d.entity?.name ?? '', states: ['entity_name'] },
      { header: rng.pick(['Collat', 'Collateral', 'Subject Prop']), cell: (d) => (splitCity ? `${d.property.address.street}${d.property.address.unit ? ` ${d.property.address.unit}` : ''}` : `${d.property.address.street}${d.property.address.unit ? ` ${d.property.address.unit}` : ''}, ${d.property.address.city}, ${d.property.address.state} ${d.property.address.zip}`), states: ['property_address'] },
      ...(splitCity ? [
        { header: 'City', cell: (d: DealFacts) => d.property.address.city, states: [] },
        { header: 'St', cell: (d: DealFacts) => d.property.address.state, states: [] },
        { header: 'Zip', cell: (d: DealFacts) => d.property.address.zip, states: [] },
      ] : []),
      { header: rng.pick(['Prop Type', 'Asset']), cell: (d) => propertyWords(d, rng), states: ['property_type'] },
      { header: rng.pick(['Product', 'Program']), cell: (d) => programWords(d.loan.type, rng), states: ['loan_type'] },
      { header: rng.pick(['Ask', 'Loan Amt', 'Gross Loan']), cell: (d) => d.loan.amount, states: ['loan_amount'] },
      { header: rng.pick(['AIV', 'As-Is Val', 'Value (as is)']), cell: (d) => d.property.value, states: ['property_value'] },
      { header: 'ARV', cell: (d) => d.property.arv ?? '', states: [] },
      { header: rng.pick(['Coupon', 'Note Rate', 'Rate']), cell: (d) => (fraction ? Number((d.loan.rate / 100).toFixed(6)) : d.loan.rate), states: ['interest_rate'], percent: fraction },
      { header: rng.pick(['Tenor', 'Term (mo)', 'Mos']), cell: (d) => d.loan.termMonths, states: ['loan_term'] },
      { header: rng.pick(['Pts In', 'Lender Pts', 'Orig']), cell: (d) => d.loan.originationPoints ?? '', states: ['origination_points'] },
      { header: rng.pick(['Pts Out', 'YSP/BPC', 'Our Pts']), cell: (d) => d.loan.brokerPoints ?? '', states: ['broker_points'] },
      { header: rng.pick(['FICO', 'Mid Score']), cell: (d) => d.borrower.creditScore, states: ['credit_score'] },
      { header: rng.pick(['Target COE', 'Est Fund', 'Close By']), cell: (d) => cellDate(d.loan.closingDate), states: ['estimated_closing_date'] },
      { header: rng.pick(['Cell', 'Sponsor Ph']), cell: (d) => d.borrower.phone.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'), states: ['borrower_phone'] },
      { header: rng.pick(['Email', 'Sponsor Email']), cell: (d) => d.borrower.email, states: ['borrower_email'] },
      { header: 'Stage', cell: () => rng.pick(STAGES), states: [] },
      { header: rng.pick(['Lender', 'Placed With']), cell: (d) => d.lender.name, states: [] },
    ];
    // Always the identity (the entity too, when there is one), the collateral and the ask; the rest as this shop tracks them.
    const always: TruthField[] = ['property_address', 'loan_amount', ...(facts.entity ? ['entity_name'] as const : [])];
    const keep = columns.filter((c, i) => i < 2 || c.states.some((f) => always.includes(f)) || c.states.length === 0 || rng.chance(0.6));
    const deals = [facts, ...Array.from({ length: rng.int(2, 6) }, () => otherDeal(facts, rng))];
    const rows: SheetCell[][] = [];
    if (rng.chance(0.4)) rows.push([`Pipeline - ${facts.broker.name} - wk of ${day(shift(facts.documentDate, -3), 'usShort')}`], []);
    rows.push(keep.map((c) => c.header));
    for (const d of deals) rows.push(keep.map((c) => c.cell(d)));
    const fields = keep.flatMap((c) => (c.states.some((f) => f === 'entity_name') && !facts.entity ? [] : c.states));
    const percentColumns = keep.flatMap((c, i) => (c.percent ? [i] : []));
    const sheets: Sheet[] = [{ name: rng.pick(['Pipeline', 'Active', 'Deals']), rows, percentColumns }];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: truthOf(facts, fields) };
  },
};

const KINDS: readonly Pick<DealFacts['property'], 'type' | 'units'>[] = [
  { type: 'Single Family', units: undefined }, { type: 'Single Family', units: undefined }, { type: '2-4 Unit', units: 2 },
  { type: '2-4 Unit', units: 4 }, { type: 'Townhouse', units: undefined }, { type: 'Multifamily (5+)', units: 8 }, { type: 'Mixed Use', units: 3 },
];

/** Another borrower's deal on the same sheet: new people, place and numbers around this deal's scale. */
function otherDeal(facts: DealFacts, rng: Rng): DealFacts {
  const borrower = makePerson(rng);
  const address = makeAddress(rng, { unitChance: 0.1 });
  const value = Math.round(facts.property.value * (0.5 + rng.next()) / 5000) * 5000;
  const amount = Math.round(value * (0.55 + rng.next() * 0.2) / 1000) * 1000;
  return {
    ...facts,
    borrower,
    entity: rng.chance(0.5) ? { ...(facts.entity ?? { type: 'LLC', stateOfFormation: 'Delaware', signatoryTitle: 'Member' }), name: `${borrower.last} ${rng.pick(['Holdings', 'Homes', 'Ventures'])} LLC`, type: 'LLC' } : undefined,
    property: { ...facts.property, ...rng.pick(KINDS), address, value, arv: rng.chance(0.4) ? Math.round(value * 1.4 / 5000) * 5000 : undefined },
    loan: {
      ...facts.loan,
      type: rng.pick(['Fix & Flip', 'Bridge Loan', 'Cash Out Refi', 'Purchase', 'Refinance'] as const),
      amount,
      rate: rng.int(80, 104) / 8,
      termMonths: rng.pick([6, 12, 12, 18, 24]),
      closingDate: shift(facts.loan.closingDate, rng.int(-20, 40)),
      loanNumber: `${facts.loan.loanNumber.slice(0, 2)}${String(rng.int(0, 99999)).padStart(5, '0')}`,
      originationPoints: rng.pick([1, 1.5, 2, 2.5, 3]),
      brokerPoints: rng.pick([0.5, 1, 1, 2, undefined]),
    },
  };
}
