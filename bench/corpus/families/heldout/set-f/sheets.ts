// Spreadsheets other shops send: a label/value deal sheet with sections, gaps and a notes column; a one-row-per-
// deal export with its own header names (several deals, the truth is the first data row); and a sheet with one
// deal per column. The truth of a several-deal sheet is its first deal's; the others are drawn from the rng.
import { truthOf } from '../../../truth';
import type { DealFacts, Family, FamilyOutput, Rng, SheetCell, TruthField } from '../../../types';
import { fullName, loanTypeWords, otherDeal, phone, propertyWords } from './kit';

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function streetWithUnit(facts: DealFacts): string {
  const a = facts.property.address;
  return `${a.street}${a.unit ? ` ${a.unit}` : ''}`;
}

// -------------------------------------------------------------------------------------------------------------
// 24. Label/value sheet with sections

const labelValue: Family = {
  id: 'f-sheet-deal-summary-sections',
  description: 'Broker deal summary workbook: section headings, labels in column B and values in column D with blank rows between, a notes column, broker and title contacts in their own sections',
  formats: ['xlsx', 'xls'],
  make(facts, rng): FamilyOutput {
    const { loan, property, borrower, entity, broker, title } = facts;
    const rows: SheetCell[][] = [[null, `${broker.name} — ${rng.pick(['Deal Summary', 'Loan Submission', 'Scenario'])}`], []];
    const section = (name: string) => rows.push([null, name.toUpperCase()]);
    const add = (label: string, value: SheetCell, note?: string) => rows.push([null, label, null, value, null, note ?? null]);
    section('Borrower');
    if (entity) {
      add(rng.pick(['Borrowing entity', 'Vesting entity', 'Entity']), entity.name);
      add('Entity type', entity.type === 'Partnership' ? 'LP' : entity.type);
      if (entity.ein) add('EIN', `${entity.ein.slice(0, 2)}-${entity.ein.slice(2)}`);
      add(rng.pick(['Guarantor', 'Principal']), fullName(rng, borrower));
      add('Title', entity.signatoryTitle);
    } else {
      add(rng.pick(['Borrower name', 'Borrower']), fullName(rng, borrower));
    }
    add(rng.pick(['Cell', 'Phone']), phone(rng, borrower.phone));
    add('Email', borrower.email);
    add(rng.pick(['FICO', 'Credit score (mid)']), borrower.creditScore, rng.chance(0.5) ? 'tri-merge pulled' : undefined);
    add('DOB', day(borrower.dob));
    rows.push([]);
    section('Property');
    add('Street', streetWithUnit(facts));
    add('City / State / Zip', `${property.address.city}, ${property.address.state} ${property.address.zip}`);
    add('Type', propertyWords(rng, facts));
    add(rng.pick(['As-is value', 'Current value']), property.value);
    if (property.purchasePrice) add('Purchase price', property.purchasePrice);
    if (property.arv) add('ARV', property.arv, 'per contractor budget');
    rows.push([]);
    section('Loan');
    add(rng.pick(['Loan amount', 'Request']), loan.amount);
    add('Program', loanTypeWords(rng, loan.type));
    add('Purpose', loan.purpose ?? null);
    add(rng.pick(['Rate', 'Quoted rate']), `${loan.rate}%`);
    add(rng.pick(['Term (months)', 'Term']), rng.chance(0.5) ? loan.termMonths : `${loan.termMonths} months`);
    if (loan.brokerPoints !== undefined) add('Broker points', loan.brokerPoints);
    if (loan.exit) add('Exit', loan.exit === 'Sale' ? 'Sell' : 'Refi');
    add(rng.pick(['Target close', 'Est. closing']), day(loan.closingDate));
    rows.push([]);
    section('Contacts');
    add('Broker', `${broker.contact.first} ${broker.contact.last}`, `${phone(rng, broker.contact.phone)} ${broker.contact.email}`);
    add('Title', title.name, phone(rng, title.contact.phone));
    const fields: TruthField[] = [
      ...(entity ? ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title'] as const : []),
      'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'borrower_date_of_birth',
      'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'interest_rate', 'loan_term',
      'estimated_closing_date', ...(loan.brokerPoints !== undefined ? ['broker_points'] as const : []), ...(loan.exit ? ['exit_strategy'] as const : []),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Summary', 'Deal', 'Sheet1']), rows }], truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 25. One row per deal, several deals

interface Column { header: string; cell: (d: DealFacts) => SheetCell; fields: TruthField[]; percent?: boolean }

function pipelineColumns(rng: Rng): Column[] {
  const name = rng.chance(0.5);
  return [
    { header: rng.pick(['Loan ID', 'File #', 'Ref']), cell: (d) => d.loan.loanNumber, fields: ['loan_number'] },
    { header: rng.pick(['Sponsor / Entity', 'Vesting', 'Borrower Entity']), cell: (d) => d.entity?.name ?? '', fields: ['entity_name'] },
    ...(name
      ? [{ header: rng.pick(['Guarantor', 'Principal', 'Borrower']), cell: (d: DealFacts) => `${d.borrower.last}, ${d.borrower.first}`, fields: ['borrower_first_name', 'borrower_last_name'] as TruthField[] }]
      : [
        { header: rng.pick(['First', 'Borr First']), cell: (d: DealFacts) => d.borrower.first, fields: ['borrower_first_name'] as TruthField[] },
        { header: rng.pick(['Last', 'Borr Last']), cell: (d: DealFacts) => d.borrower.last, fields: ['borrower_last_name'] as TruthField[] },
      ]),
    { header: rng.pick(['Mobile', 'Tel']), cell: (d) => d.borrower.phone.replace(/(\d{3})(\d{3})(\d{4})/, '($1) $2-$3'), fields: ['borrower_phone'] },
    { header: rng.pick(['FICO', 'Mid Score']), cell: (d) => d.borrower.creditScore, fields: ['credit_score'] },
    { header: rng.pick(['Collateral', 'Street']), cell: (d) => streetWithUnit(d), fields: [] },
    { header: 'City', cell: (d) => d.property.address.city, fields: [] },
    { header: rng.pick(['ST', 'State']), cell: (d) => d.property.address.state, fields: [] },
    { header: rng.pick(['Zip', 'Postal']), cell: (d) => d.property.address.zip, fields: ['property_address'] },
    { header: rng.pick(['Asset', 'Prop Type']), cell: (d) => propertyWords(rng, d), fields: ['property_type'] },
    { header: rng.pick(['AIV', 'As-Is', 'Value (as is)']), cell: (d) => d.property.value, fields: ['property_value'] },
    { header: rng.pick(['Req Amt', 'Loan Amt', 'UPB at close']), cell: (d) => d.loan.amount, fields: ['loan_amount'] },
    { header: rng.pick(['Product', 'Program']), cell: (d) => loanTypeWords(rng, d.loan.type), fields: ['loan_type'] },
    { header: rng.pick(['Note Rate', 'Coupon']), cell: (d) => d.loan.rate / 100, fields: ['interest_rate'], percent: true },
    { header: rng.pick(['Mo', 'Term (mo)', 'Months']), cell: (d) => d.loan.termMonths, fields: ['loan_term'] },
    { header: rng.pick(['Orig Pts', 'Lender Pts']), cell: (d) => d.loan.originationPoints ?? null, fields: ['origination_points'] },
    { header: rng.pick(['Exit', 'Take-out']), cell: (d) => d.loan.exit ?? '', fields: ['exit_strategy'] },
    { header: rng.pick(['Close', 'Est COE', 'Funding']), cell: (d) => day(d.loan.closingDate), fields: ['estimated_closing_date'] },
    { header: rng.pick(['Status', 'Stage']), cell: () => rng.pick(['Term sheet out', 'Processing', 'Appraisal ordered', 'CTC']), fields: [] },
  ];
}

const pipeline: Family = {
  id: 'f-sheet-pipeline-several-deals',
  description: "A lender's pipeline export, one row per deal with its own header names (Sponsor / Entity, AIV, Req Amt, Note Rate as a percent cell, Mo, Est COE), address split over four columns, 3–6 deals; the truth is the first deal",
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng): FamilyOutput {
    const columns = pipelineColumns(rng);
    const deals = [facts, ...Array.from({ length: rng.int(2, 5) }, () => otherDeal(rng))];
    const title = rng.chance(0.4) ? [[`Pipeline as of ${facts.documentDate}`], []] : [];
    const rows: SheetCell[][] = [...title, columns.map((c) => c.header), ...deals.map((d) => columns.map((c) => c.cell(d)))];
    const percentColumns = columns.flatMap((c, i) => (c.percent ? [i] : []));
    const fields = columns.flatMap((c) => c.fields);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Pipeline', 'Export', 'Active Loans']), rows, percentColumns }], truth: truthOf(facts, fields) };
  },
};

// -------------------------------------------------------------------------------------------------------------
// 26. One deal per column

const dealsAsColumns: Family = {
  id: 'f-sheet-deals-in-columns',
  description: 'Comparison sheet with labels down column A and one deal per column ("Deal 1", "Deal 2"…), values typed as text with $ and %; the truth is the first deal column',
  formats: ['xlsx', 'csv'],
  make(facts, rng): FamilyOutput {
    const deals = [facts, ...Array.from({ length: rng.int(1, 3) }, () => otherDeal(rng))];
    const money = (n: number) => `$${n.toLocaleString('en-US')}`;
    const lines: [string, (d: DealFacts) => SheetCell, TruthField[]][] = [
      [rng.pick(['Borrower', 'Client']), (d) => (d.entity ? `${d.entity.name} (${d.borrower.first} ${d.borrower.last})` : `${d.borrower.first} ${d.borrower.last}`), ['entity_name', 'borrower_first_name', 'borrower_last_name']],
      ['Email', (d) => d.borrower.email, ['borrower_email']],
      ['Property', (d) => `${streetWithUnit(d)}, ${d.property.address.city}, ${d.property.address.state} ${d.property.address.zip}`, ['property_address']],
      ['Type', (d) => d.property.type, ['property_type']],
      ['Value', (d) => money(d.property.value), ['property_value']],
      ['Loan', (d) => money(d.loan.amount), ['loan_amount']],
      ['Rate', (d) => `${d.loan.rate}%`, ['interest_rate']],
      ['Term', (d) => `${d.loan.termMonths} mo`, ['loan_term']],
      ['Type of loan', (d) => d.loan.type, ['loan_type']],
      ['Points', (d) => (d.loan.originationPoints !== undefined ? `${d.loan.originationPoints}` : ''), ['origination_points']],
      ['Close', (d) => day(d.loan.closingDate), ['estimated_closing_date']],
    ];
    const rows: SheetCell[][] = [['', ...deals.map((_, i) => `Deal ${i + 1}`)], ...lines.map(([label, cell]) => [label, ...deals.map(cell)])];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Compare', rows }], truth: truthOf(facts, lines.flatMap(([, , f]) => f)) };
  },
};

export const families: Family[] = [labelValue, pipeline, dealsAsColumns];
