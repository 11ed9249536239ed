// Spreadsheets from builders, brokers and analysts: a construction budget summary with the loan request on top,
// a broker's multi-deal pipeline with terse column headers (the truth is the first deal), and a loan scenario
// with labels in column A, units in column B and values in column C.
import type { DealFacts, Family, LoanType, Rng, SheetCell, TruthField } from '../../../types';
import { makeFacts, makeRng } from '../../../facts';
import { statedTruth } from './stated';
import { exitWords, fixedRate, fullName, loanTypeWords, phone, propertyTypeWords, purposeWords, streetLine } from '../format';
import { roundTo } from '../common';

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** The deal as a ground-up construction loan: land value as the as-is value, an as-completed value, a budget. */
function asConstructionLoan(facts: DealFacts, rng: Rng): DealFacts {
  if (facts.loan.type === 'Construction' && facts.property.arv) return facts;
  const type = rng.pick(['Single Family', 'Single Family', '2-4 Unit', 'Townhouse', 'Multifamily (5+)'] as const);
  const land = roundTo(facts.property.value * (0.25 + rng.next() * 0.2), 5000);
  return {
    ...facts,
    property: {
      ...facts.property,
      address: { ...facts.property.address, unit: undefined },
      type,
      units: type === '2-4 Unit' ? rng.int(2, 4) : type === 'Multifamily (5+)' ? rng.int(5, 16) : 1,
      value: land,
      arv: roundTo(facts.property.value * (1.2 + rng.next() * 0.4), 5000),
      purchasePrice: undefined,
    },
    loan: {
      ...facts.loan,
      type: 'Construction',
      purpose: 'Construction',
      amount: roundTo(facts.property.value * (0.55 + rng.next() * 0.2), 5000),
      termMonths: rng.pick([12, 15, 18, 18, 24]),
      exit: facts.loan.exit ?? rng.pick(['Sale', 'Refinance'] as const),
    },
  };
}

export const constructionBudgetSummary: Family = {
  id: 'construction-budget-summary-sheet',
  description: "A builder's construction budget workbook: the loan request block at the top (sponsor, project, ask, rate, term, values), then budget lines by cost code with funded and remaining columns",
  formats: ['xlsx', 'xls'],
  make(base, rng) {
    const facts = asConstructionLoan(base, rng);
    const { borrower, entity, property, loan, broker } = facts;
    const rows: SheetCell[][] = [];
    const fields: TruthField[] = [];
    const add = (label: string, value: SheetCell, ...f: TruthField[]) => {
      rows.push([label, value]);
      fields.push(...f);
    };
    rows.push([rng.pick(['CONSTRUCTION LOAN REQUEST', 'Project Budget & Loan Request', 'NEW CONSTRUCTION - FINANCING SUMMARY'])]);
    rows.push([`Prepared ${facts.documentDate}`]);
    rows.push([]);
    add('Project Address', `${streetLine(property.address)}, ${property.address.city}, ${property.address.state} ${property.address.zip}`, 'property_address');
    const product = propertyTypeWords(rng, property.type, property.units);
    add('Product', `${product}${property.units && property.units > 1 && !/\d-unit|plex|Duplex/i.test(product) ? ` - ${property.units} units` : ''}`, 'property_type');
    if (entity) add(rng.pick(['Borrower', 'Borrowing Entity', 'Owner / Borrower']), entity.name, 'entity_name');
    add(entity ? rng.pick(['Sponsor / GC', 'Guarantor', 'Principal']) : 'Borrower', fullName(borrower, false), 'borrower_first_name', 'borrower_last_name');
    if (rng.chance(0.6)) add('Contact', `${phone(borrower.phone, 'dash')} / ${borrower.email}`, 'borrower_phone', 'borrower_email');
    rows.push([]);
    rows.push(['LOAN REQUEST']);
    add('Loan Type', rng.pick(['Ground-Up Construction', 'New Construction', 'Construction (ground up)']), 'loan_type');
    add('Total Loan Amount', loan.amount, 'loan_amount');
    add('Initial Advance (land)', roundTo(loan.amount * (0.15 + rng.next() * 0.1), 1000));
    if (rng.chance(0.7)) add('Interest Rate', `${fixedRate(loan.rate)}%`, 'interest_rate');
    add('Term (months)', loan.termMonths, 'loan_term');
    if (loan.originationPoints !== undefined && rng.chance(0.6)) add('Origination (pts)', loan.originationPoints, 'origination_points');
    add(rng.pick(['Land Value (as-is)', 'As-Is Value (land)', 'Current Land Value']), property.value, 'property_value');
    add('As-Completed Value', property.arv ?? null);
    if (loan.exit) add('Exit', exitWords(rng, loan.exit), 'exit_strategy');
    if (rng.chance(0.5)) add('Target Start / Close', day(loan.closingDate), 'estimated_closing_date');
    rows.push([]);
    rows.push(['BUDGET SUMMARY']);
    rows.push(['Code', 'Category', 'Budget', 'Funded to Date', 'Remaining', '% of Total']);
    const hard = roundTo(loan.amount * (0.75 + rng.next() * 0.25), 500);
    const cats = [
      ['01', 'Permits & Fees', 0.04], ['02', 'Site Work / Utilities', 0.08], ['03', 'Foundation', 0.1], ['04', 'Framing', 0.15],
      ['05', 'Roofing', 0.05], ['06', 'Plumbing', 0.07], ['07', 'Electrical', 0.07], ['08', 'HVAC', 0.06], ['09', 'Insulation & Drywall', 0.08],
      ['10', 'Windows & Doors', 0.05], ['11', 'Cabinets & Finishes', 0.12], ['12', 'Landscaping', 0.03], ['13', 'Contingency', 0.1],
    ] as const;
    let total = 0;
    const lines = cats.map(([code, cat, share], i) => {
      const budget = i === cats.length - 1 ? hard - total : roundTo(hard * share, 100);
      total += budget;
      const funded = i < 2 ? roundTo(budget * rng.next(), 100) : 0;
      return [code, cat, budget, funded, budget - funded, Number((budget / hard).toFixed(4))] as SheetCell[];
    });
    rows.push(...lines);
    rows.push(['', 'TOTAL HARD COSTS', hard, null, null, 1]);
    rows.push([]);
    rows.push([`Submitted via ${broker.name}`]);
    const pctCol = 5;
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Budget', 'Loan Request', 'Summary']), rows, percentColumns: [pctCol] }], truth: statedTruth(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

interface Col { header: string; value: (f: DealFacts) => SheetCell; fields: TruthField[]; percent?: boolean }

const SHORT_TYPES: Record<LoanType, string> = {
  'Fix & Flip': 'F&F', 'Bridge Loan': 'Bridge', Purchase: 'Purch', 'Cash Out Refi': 'C/O Refi', Refinance: 'R/T Refi',
  Construction: 'GUC', Commercial: 'CRE', 'Second Mortgage': '2nd', Land: 'Land',
};

export const brokerPipelineTerse: Family = {
  id: 'broker-pipeline-terse-headers',
  description: "A broker's running pipeline of deals shopped to lenders, one row per deal, with terse shorthand column headers (Sponsor, Collat Addr, Ask, Rate Req, Exit); the truth is the first deal",
  formats: ['csv', 'xls', 'xlsx'],
  make(facts, rng) {
    const c = (header: string, value: (f: DealFacts) => SheetCell, ...fields: TruthField[]): Col => ({ header, value, fields });
    const splitAddr = rng.chance(0.5);
    const columns: Col[] = [
      c(rng.pick(['Sponsor', 'Sponsor Name', 'Borrower']), (f) => (rng.chance(0.3) ? `${f.borrower.last}, ${f.borrower.first}` : `${f.borrower.first} ${f.borrower.last}`), 'borrower_first_name', 'borrower_last_name'),
    ];
    if (rng.chance(0.6)) columns.push(c(rng.pick(['Vesting', 'Entity', 'Borrowing Ent.']), (f) => f.entity?.name ?? 'TBD / individual', 'entity_name'));
    if (splitAddr) {
      columns.push(c('Collat Addr', (f) => streetLine(f.property.address)), c('City', (f) => f.property.address.city), c('St', (f) => f.property.address.state), c('Zip', (f) => f.property.address.zip, 'property_address'));
    } else columns.push(c(rng.pick(['Collat Addr', 'Collateral', 'Subject']), (f) => `${streetLine(f.property.address)}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`, 'property_address'));
    columns.push(
      c(rng.pick(['Asset', 'Prop Type', 'Collat Type']), (f) => propertyTypeWords(rng, f.property.type, f.property.units), 'property_type'),
      c(rng.pick(['Prog', 'Type', 'Loan Prog']), (f) => (rng.chance(0.5) ? SHORT_TYPES[f.loan.type] : loanTypeWords(rng, f.loan.type)), 'loan_type'),
      c('Ask', (f) => f.loan.amount, 'loan_amount'),
      c(rng.pick(['Val', 'As-Is', 'AIV']), (f) => f.property.value, 'property_value'),
      c(rng.pick(['PP', 'Purch Price']), (f) => f.property.purchasePrice ?? null),
      { header: 'Rate Req', value: (f) => Number((f.loan.rate / 100).toFixed(5)), fields: ['interest_rate'], percent: true },
      c(rng.pick(['Term', 'Term (mo)', 'Mos']), (f) => f.loan.termMonths, 'loan_term'),
      c('Exit', (f) => (f.loan.exit ? (f.loan.exit === 'Sale' ? rng.pick(['Sell', 'Sale', 'Flip']) : rng.pick(['Refi', 'DSCR refi', 'Refinance'])) : ''), 'exit_strategy'),
      c(rng.pick(['FICO', 'Mid FICO', 'Score']), (f) => f.borrower.creditScore, 'credit_score'),
      c(rng.pick(['COE', 'Target Close', 'Close']), (f) => day(f.loan.closingDate), 'estimated_closing_date'),
      c(rng.pick(['Lender', 'Shopped To']), (f) => (rng.chance(0.5) ? f.lender.name : '')),
      c(rng.pick(['Status', 'Stage']), () => rng.pick(['Sent', 'TS out', 'Appraisal', 'Docs', 'Dead', 'Waiting on sponsor', 'UW'])),
      c('Notes', () => rng.pick(['', '', 'needs ext', 'comps tight', 'repeat client', 'seller carry 2nd?', 'hot'])),
    );
    if (rng.chance(0.5)) columns.splice(2, 0, c(rng.pick(['Cell', 'Ph', 'Phone']), (f) => phone(f.borrower.phone, rng.pick(['dash', 'dot', 'paren'] as const)), 'borrower_phone'));
    const others = Array.from({ length: rng.int(2, 9) }, () => makeFacts(makeRng(rng.int(1, 2 ** 31))));
    const deals = [facts, ...others];
    const rows: SheetCell[][] = [columns.map((col) => col.header), ...deals.map((d) => columns.map((col) => col.value(d)))];
    const first = rows[1] ?? [];
    const fields = columns.flatMap((col, i) => (first[i] === null || first[i] === '' || first[i] === 'TBD / individual' ? [] : col.fields));
    if (rng.chance(0.3)) rows.unshift([`${facts.broker.name} - pipeline ${facts.documentDate}`]);
    return {
      kind: 'sheet',
      documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Pipeline', rows, percentColumns: columns.flatMap((col, i) => (col.percent ? [i] : [])) }],
      truth: statedTruth(facts, fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const loanScenarioColumnC: Family = {
  id: 'loan-scenario-units-column',
  description: "A loan officer's scenario workbook: labels in column A, units ($, %, mo, pts) in column B, values in column C, grouped under headings, with computed LTV / payment lines",
  formats: ['xls', 'xlsx', 'csv'],
  make(facts, rng) {
    const { borrower, entity, property, loan, lender } = facts;
    const rows: SheetCell[][] = [];
    const fields: TruthField[] = [];
    const add = (label: string, unit: string, value: SheetCell | undefined, ...f: TruthField[]) => {
      if (value === undefined || value === null) return;
      rows.push([label, unit, value]);
      fields.push(...f);
    };
    rows.push([rng.pick(['LOAN SCENARIO', 'Scenario Worksheet', 'Deal Scenario / Pricing Request']), null, null]);
    rows.push([`${lender.name}`, null, fullName(lender.contact, false)]);
    rows.push([]);
    rows.push(['BORROWER']);
    add('Borrower Name', '', fullName(borrower, rng.chance(0.2)), 'borrower_first_name', 'borrower_last_name');
    if (entity) add('Vesting Entity', '', entity.name, 'entity_name');
    if (rng.chance(0.7)) add('Credit Score (mid)', '', borrower.creditScore, 'credit_score');
    if (rng.chance(0.4)) add('Email', '', borrower.email, 'borrower_email');
    rows.push([]);
    rows.push(['PROPERTY']);
    add('Address', '', `${streetLine(property.address, rng.chance(0.3))} ${property.address.city} ${property.address.state} ${property.address.zip}`, 'property_address');
    add('Type', '', propertyTypeWords(rng, property.type, property.units), 'property_type');
    add(rng.pick(['Value', 'As-Is Value', 'Est. Value']), '$', property.value, 'property_value');
    add('Purchase Price', '$', property.purchasePrice);
    add('ARV', '$', property.arv);
    rows.push([]);
    rows.push(['LOAN']);
    if (loan.purpose && rng.chance(0.5)) add('Purpose', '', purposeWords(rng, loan.purpose), 'loan_purpose');
    else add(rng.pick(['Program', 'Loan Type']), '', loanTypeWords(rng, loan.type), 'loan_type');
    add('Loan Amount', '$', loan.amount, 'loan_amount');
    add('LTV', '%', Number(((loan.amount / property.value) * 100).toFixed(1)));
    add('Rate', '%', loan.rate, 'interest_rate');
    add('Term', rng.pick(['mo', 'months']), loan.termMonths, 'loan_term');
    if (loan.originationPoints !== undefined) add('Lender Points', 'pts', loan.originationPoints, 'origination_points');
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) add('Broker Points', 'pts', loan.brokerPoints, 'broker_points');
    if (loan.docFee !== undefined && rng.chance(0.7)) add('Doc Fee', '$', loan.docFee, 'loan_doc_fee');
    if (loan.processingFee !== undefined && rng.chance(0.7)) add('Processing', '$', loan.processingFee, 'processing_fee');
    add('Prepay', '', loan.prepayment.penalty ? (loan.prepayment.terms as string) : 'None', 'prepayment_penalty', 'prepayment_terms');
    if (loan.exit) add('Exit', '', exitWords(rng, loan.exit), 'exit_strategy');
    if (rng.chance(0.6)) add('Est. Closing', 'date', day(loan.closingDate), 'estimated_closing_date');
    add('Monthly Pmt (I/O)', '$', Math.round((loan.amount * loan.rate) / 1200));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenario', rows }], truth: statedTruth(facts, fields) };
  },
};
