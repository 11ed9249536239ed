// Spreadsheets brokers and loan officers send: a label/value submission form, a four-column scenario worksheet,
// a one-row-per-deal pipeline export and a CRM export with machine column names. Multi-deal sheets state the first
// deal's facts only (the truth is its row).
import type { DealFacts, EntityType, Family, LoanType, PropertyType, Rng, SheetCell, TruthField } from '../../types';
import { makeFacts } from '../../facts';
import {
  ein, emailAsTyped, exitWords, fixedRate, fullName, loanTypeWords, phone, pickPhone, propertyTypeWords, purposeWords, streetLine,
  address as addressText, weighted,
} from './format';
import { truthOf } from '../../truth';

/** A Date cell for a YYYY-MM-DD day (UTC midnight, as spreadsheets store days). */
function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

interface Column {
  header: string;
  value: (f: DealFacts) => SheetCell;
  fields?: readonly TruthField[];
  percent?: boolean;
}

function col(header: string, value: (f: DealFacts) => SheetCell, ...fields: TruthField[]): Column {
  return { header, value, fields };
}

const ENTITY_WORDS: Record<EntityType, readonly string[]> = {
  LLC: ['LLC', 'LLC', 'Limited Liability Company'],
  Corporation: ['Corporation', 'Corp', 'S-Corp', 'Inc.'],
  Partnership: ['LP', 'Limited Partnership', 'Partnership'],
  Trust: ['Trust', 'Revocable Trust'],
};

// ---------------------------------------------------------------------------------------------------------------

export const brokerLabelValueSheet: Family = {
  id: 'broker-sheet-label-value',
  description: 'Broker "Loan Submission Form" workbook: labels in column A, values in column B, with its own label wording and sections',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker } = facts;
    const rows: SheetCell[][] = [];
    const fields: TruthField[] = [];
    const add = (label: string, value: SheetCell | undefined, ...f: TruthField[]) => {
      if (value === undefined) return;
      rows.push([label, value]);
      fields.push(...f);
    };
    const maybe = (p: number) => rng.chance(p);
    rows.push([broker.name.toUpperCase()], [rng.pick(['Loan Submission Form', 'Deal Submission', 'New Loan Request - Broker Package'])]);
    rows.push(['Prepared by', fullName(broker.contact, false)], ['Broker phone', phone(broker.contact.phone, 'dash')], ['Broker email', broker.contact.email], ['Submitted', day(facts.documentDate)], []);
    rows.push([entity ? 'SPONSOR / BORROWER' : 'BORROWER']);
    if (rng.chance(0.5)) {
      add(entity ? 'Guarantor First Name' : 'First Name', borrower.first, 'borrower_first_name');
      add(entity ? 'Guarantor Last Name' : 'Last Name', borrower.last, 'borrower_last_name');
    } else add(entity ? 'Sponsor / Guarantor' : rng.pick(['Client Name', 'Borrower Name']), fullName(borrower, maybe(0.3)), 'borrower_first_name', 'borrower_last_name');
    if (entity) {
      add(rng.pick(['Borrowing Entity', 'Vesting Entity', 'Vesting']), entity.name, 'entity_name');
      add('Entity Structure', rng.pick(ENTITY_WORDS[entity.type]));
      if (entity.ein && maybe(0.7)) add(rng.pick(['Tax ID (EIN)', 'EIN', 'FEIN']), ein(entity.ein), 'ein');
      if (maybe(0.6)) add('Signer Title', entity.signatoryTitle, 'authorized_signatory_name', 'authorized_signatory_title');
    }
    add(rng.pick(['Mobile', 'Cell', 'Phone']), maybe(0.2) ? Number(borrower.phone) : pickPhone(rng, borrower.phone, ['paren', 'dash', 'dot']), 'borrower_phone');
    add(rng.pick(['E-mail', 'Email Address']), emailAsTyped(rng, borrower.email), 'borrower_email');
    if (maybe(0.8)) add(rng.pick(['Mid FICO', 'Credit Score', 'FICO (middle)']), borrower.creditScore, 'credit_score');
    if (maybe(0.4)) add('DOB', day(borrower.dob), 'borrower_date_of_birth');
    if (maybe(0.5)) add('Experience (# of deals)', rng.int(0, 40));
    rows.push([], ['PROPERTY']);
    const a = property.address;
    if (maybe(0.5)) {
      add('Subject Street', streetLine(a), 'property_address');
      add('City', a.city);
      add('State', a.state);
      add('Zip', a.zip);
    } else add(rng.pick(['Subject Address', 'Property Address', 'Collateral Address']), addressText(a, rng.pick(['short', 'long'])), 'property_address');
    add(rng.pick(['Asset Type', 'Property Type', 'Collateral Type']), propertyTypeWords(rng, property.type, property.units), 'property_type');
    if (property.units) add('Units', property.units);
    add(rng.pick(['As-Is Valuation', 'Current Value', 'As Is Value (est.)']), property.value, 'property_value');
    if (property.purchasePrice) add(rng.pick(['Contract Price', 'Purchase Price']), property.purchasePrice);
    if (property.arv) {
      add('Rehab Budget', Math.round(((property.arv - property.value) * 0.45) / 500) * 500);
      add(rng.pick(['ARV', 'After Repair Value']), property.arv);
    }
    rows.push([], ['LOAN REQUEST']);
    add(rng.pick(['Requested Loan', 'Loan Amount Requested', 'Total Loan Ask']), loan.amount, 'loan_amount');
    add(rng.pick(['Program', 'Loan Program', 'Product']), loanTypeWords(rng, loan.type), 'loan_type');
    if (loan.purpose && maybe(0.6)) add(rng.pick(['Purpose', 'Transaction']), purposeWords(rng, loan.purpose), 'loan_purpose');
    add(rng.pick(['Term Requested (mo.)', 'Term (months)']), loan.termMonths, 'loan_term');
    if (maybe(0.7)) {
      if (maybe(0.5)) add('Target Rate', `${fixedRate(loan.rate)}%`, 'interest_rate');
      else add('Target Rate (%)', loan.rate, 'interest_rate');
    }
    if (loan.originationPoints !== undefined && maybe(0.7)) add(rng.pick(['Lender Points', 'Orig. Points']), loan.originationPoints, 'origination_points');
    if (loan.brokerPoints !== undefined) add(rng.pick(['Broker Points (YSP)', 'Broker Fee (pts)', 'Broker Comp (points)']), loan.brokerPoints, 'broker_points');
    if (loan.processingFee !== undefined && maybe(0.6)) add(rng.pick(['Processing Fee', 'Processing']), loan.processingFee, 'processing_fee');
    if (loan.exit) add(rng.pick(['Exit', 'Exit Strategy']), exitWords(rng, loan.exit), 'exit_strategy');
    if (maybe(0.5)) add(rng.pick(['Prepay', 'Prepayment Penalty']), loan.prepayment.penalty ? loan.prepayment.terms : 'None', 'prepayment_penalty', 'prepayment_terms');
    if (maybe(0.8)) add(rng.pick(['Desired Closing', 'Target Close Date', 'COE']), day(loan.closingDate), 'estimated_closing_date');
    rows.push([], ['Notes', rng.pick(['Borrower has a signed contract; EMD deposited.', 'Repeat client of ours, 3 loans closed in 2024.', 'Appraisal can be ordered as soon as terms are issued.', 'Title: ' + facts.title.name])]);
    const firstAndLast = fields.includes('borrower_first_name');
    if (!firstAndLast) throw new Error('borrower name expected');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Submission', 'Deal', 'Sheet1']), rows }], truth: truthOf(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

export const scenarioWorksheet: Family = {
  id: 'scenario-sheet-four-column',
  description: 'Loan officer\'s scenario worksheet: two label/value blocks side by side, percent cells, computed LTV/LTC/payment distractors',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const { borrower, entity, coBorrower, property, loan } = facts;
    const left: [string, SheetCell, TruthField[]][] = [];
    const right: [string, SheetCell, TruthField[]][] = [];
    left.push([rng.pick(['Client', 'Borrower']), fullName(borrower, false), ['borrower_first_name', 'borrower_last_name']]);
    if (coBorrower) left.push(['Co-Client', fullName(coBorrower, false), []]);
    if (entity) left.push(['Vesting', entity.name, ['entity_name']]);
    if (rng.chance(0.7)) left.push(['Ph', phone(borrower.phone, rng.pick(['dash', 'paren', 'digits'])), ['borrower_phone']]);
    if (rng.chance(0.7)) left.push(['Email', borrower.email, ['borrower_email']]);
    if (rng.chance(0.7)) left.push(['Score', borrower.creditScore, ['credit_score']]);
    left.push(['Collateral', addressText(property.address, 'short'), ['property_address']]);
    left.push(['Type', propertyTypeWords(rng, property.type, property.units), ['property_type']]);
    left.push([rng.pick(['Valuation (as is)', 'AIV']), property.value, ['property_value']]);
    if (property.purchasePrice) left.push(['Acq. Price', property.purchasePrice, []]);
    if (property.arv) left.push(['ARV', property.arv, []]);
    left.push([rng.pick(['Loan Req.', 'Loan Amt']), loan.amount, ['loan_amount']]);
    const monthly = Math.round((loan.amount * loan.rate) / 1200 * 100) / 100;
    left.push(['Monthly Pmt (IO)', monthly, []]);
    if (loan.docFee !== undefined) left.push(['Doc Prep', loan.docFee, ['loan_doc_fee']]);
    if (loan.adminFee !== undefined) left.push(['Admin', loan.adminFee, ['admin_fee']]);
    if (loan.processingFee !== undefined) left.push(['Processing', loan.processingFee, ['processing_fee']]);
    if (rng.chance(0.7)) left.push(['COE', day(loan.closingDate), ['estimated_closing_date']]);

    right.push(['Program', loanTypeWords(rng, loan.type), ['loan_type']]);
    if (loan.purpose) right.push(['Purpose', purposeWords(rng, loan.purpose), ['loan_purpose']]);
    right.push(['Coupon', loan.rate / 100, ['interest_rate']]);
    right.push(['Months', `${loan.termMonths} mo`, ['loan_term']]);
    if (loan.originationPoints !== undefined) right.push(['Orig. Fee %', loan.originationPoints / 100, ['origination_points']]);
    if (loan.brokerPoints !== undefined) right.push(['Broker %', loan.brokerPoints / 100, ['broker_points']]);
    if (loan.discountPoints !== undefined) right.push(['Disc. Pts %', loan.discountPoints / 100, ['discount_points']]);
    right.push(['LTV', Math.round((loan.amount / property.value) * 10000) / 10000, []]);
    if (property.purchasePrice) right.push(['LTC', Math.round((loan.amount / property.purchasePrice) * 10000) / 10000, []]);
    right.push(['PPP', loan.prepayment.penalty ? (loan.prepayment.terms ?? '') : 'none', ['prepayment_penalty', 'prepayment_terms']]);
    if (loan.exit) right.push(['Exit', exitWords(rng, loan.exit), ['exit_strategy']]);
    right.push(['File #', loan.loanNumber, ['loan_number']]);

    const rows: SheetCell[][] = [[rng.pick(['LOAN SCENARIO WORKSHEET', 'Scenario / Pricing', 'Deal Analyzer']), null, null, facts.lender.name], [`Prepared ${facts.documentDate}`, null, null, null], []];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const l = left[i];
      const r = right[i];
      rows.push([l?.[0] ?? null, l?.[1] ?? null, r?.[0] ?? null, r?.[1] ?? null]);
    }
    const fields = [...left, ...right].flatMap(([, , f]) => f);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenario', rows, percentColumns: [3] }], truth: truthOf(facts, fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const STATUSES = ['New', 'In Review', 'Term Sheet Issued', 'Appraisal Ordered', 'Underwriting', 'Clear to Close', 'On Hold'];

function pipelineColumns(rng: Rng): Column[] {
  const pick = (h: readonly string[]) => rng.pick(h);
  const names: Column[] = rng.chance(0.5)
    ? [col(pick(['Borrower', 'Borrower Name', 'Primary Borrower']), (f) => `${f.borrower.last}, ${f.borrower.first}`, 'borrower_first_name', 'borrower_last_name')]
    : [col(pick(['Borrower First', 'First Name', 'B1 First']), (f) => f.borrower.first, 'borrower_first_name'), col(pick(['Borrower Last', 'Last Name', 'B1 Last']), (f) => f.borrower.last, 'borrower_last_name')];
  const optional: Column[] = [
    col(pick(['Phone', 'Cell', 'Borrower Phone']), (f) => phone(f.borrower.phone, 'dash'), 'borrower_phone'),
    col(pick(['Email', 'Borrower Email', 'E-mail']), (f) => f.borrower.email, 'borrower_email'),
    col(pick(['FICO', 'Credit', 'Mid Score']), (f) => f.borrower.creditScore, 'credit_score'),
    col(pick(['Prop Type', 'Property Type', 'Asset']), (f) => propertyTypeWords(rng, f.property.type, f.property.units), 'property_type'),
    col(pick(['Value', 'As-Is Value', 'Appraised/Est. Value']), (f) => f.property.value, 'property_value'),
    col(pick(['Program', 'Loan Type', 'Product']), (f) => loanTypeWords(rng, f.loan.type), 'loan_type'),
    col(pick(['Term', 'Term (Mo)', 'Months']), (f) => f.loan.termMonths, 'loan_term'),
    col(pick(['Pts', 'Orig Pts', 'Points']), (f) => f.loan.originationPoints ?? null, 'origination_points'),
    col(pick(['Est Close', 'Target Close', 'Closing Date']), (f) => day(f.loan.closingDate), 'estimated_closing_date'),
    col(pick(['Exit', 'Exit Plan']), (f) => (f.loan.exit ? exitWords(rng, f.loan.exit) : ''), 'exit_strategy'),
  ];
  const rate: Column = rng.chance(0.5)
    ? { header: pick(['Rate', 'Note Rate', 'Int. Rate']), value: (f) => f.loan.rate / 100, fields: ['interest_rate'], percent: true }
    : col(pick(['Rate', 'Note Rate']), (f) => `${f.loan.rate.toFixed(3)}%`, 'interest_rate');
  const columns: Column[] = [
    col(pick(['Loan #', 'Loan No', 'Loan Number']), (f) => (rng.chance(0.5) ? Number(f.loan.loanNumber) : f.loan.loanNumber), 'loan_number'),
    ...names,
    col(pick(['Vesting', 'Entity', 'Borrowing Entity']), (f) => f.entity?.name ?? 'Individual', 'entity_name'),
    col(pick(['Property', 'Property Address', 'Subject Property']), (f) => addressText(f.property.address, 'short'), 'property_address'),
    col(pick(['Loan Amt', 'Loan Amount', 'Amount']), (f) => f.loan.amount, 'loan_amount'),
    rate,
    ...rng.shuffle(optional).slice(0, rng.int(4, optional.length)),
    col(pick(['Broker', 'Source', 'Referral']), (f) => f.broker.name),
    col(pick(['Status', 'Stage']), () => rng.pick(STATUSES)),
    col(pick(['LO', 'Loan Officer', 'Assigned To']), (f) => fullName(f.lender.contact, false)),
  ];
  return columns;
}

function otherDeals(rng: Rng, count: number): DealFacts[] {
  return Array.from({ length: count }, () => makeFacts(rng));
}

function table(facts: DealFacts, columns: readonly Column[], rng: Rng, maxOthers: number): { rows: SheetCell[][]; fields: TruthField[]; percent: number[] } {
  const deals = [facts, ...otherDeals(rng, weighted(rng, [[0, 2], [rng.int(1, maxOthers), 5]]))];
  const rows: SheetCell[][] = [columns.map((c) => c.header), ...deals.map((d) => columns.map((c) => c.value(d)))];
  const first = rows[1] ?? [];
  const fields = columns.flatMap((c, i) => (first[i] === null || first[i] === '' ? [] : (c.fields ?? [])));
  return { rows, fields, percent: columns.flatMap((c, i) => (c.percent ? [i] : [])) };
}

export const pipelineExport: Family = {
  id: 'pipeline-export-rows',
  description: 'Lender/broker pipeline export, one row per deal with arbitrary header names; several deals, truth = first row',
  formats: ['xlsx', 'csv', 'xls'],
  make(facts, rng) {
    const columns = pipelineColumns(rng);
    const { rows, fields, percent } = table(facts, columns, rng, 6);
    const truthFields = facts.entity ? fields : fields.filter((f) => f !== 'entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Pipeline', 'Export', 'Active Loans', 'Sheet1']), rows, percentColumns: percent }], truth: truthOf(facts, truthFields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------

const SNAKE_PROPERTY: Record<PropertyType, string> = {
  'Single Family': 'single_family', '2-4 Unit': 'two_to_four_unit', Condo: 'condo', Townhouse: 'townhouse',
  'Multifamily (5+)': 'multifamily_5_plus', 'Mixed Use': 'mixed_use', Retail: 'retail', Office: 'office', Industrial: 'industrial', Land: 'land',
};
const SNAKE_PROGRAM: Record<LoanType, string> = {
  Purchase: 'purchase', Refinance: 'rate_term_refi', 'Cash Out Refi': 'cash_out_refi', 'Second Mortgage': 'second_mortgage',
  'Bridge Loan': 'bridge', 'Fix & Flip': 'fix_and_flip', Construction: 'ground_up_construction', Commercial: 'commercial', Land: 'land',
};

export const crmExport: Family = {
  id: 'crm-export-snake-case',
  description: 'CRM opportunity export with machine column names (borrower_fname, prop_zip, note_rate as a fraction), address split in columns',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const created = (f: DealFacts) => `${f.documentDate}T${String(rng.int(12, 23)).padStart(2, '0')}:${String(rng.int(10, 59))}:${String(rng.int(10, 59))}Z`;
    const columns: Column[] = [
      col('opp_id', () => `006${Array.from({ length: 12 }, () => rng.pick([...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'])).join('')}`),
      col('created_at', created),
      col('stage', () => rng.pick(['lead', 'application', 'processing', 'underwriting', 'approved'])),
      col('owner_email', (f) => f.lender.contact.email),
      col('loan_no', (f) => f.loan.loanNumber, 'loan_number'),
      col('borrower_fname', (f) => f.borrower.first, 'borrower_first_name'),
      col('borrower_lname', (f) => f.borrower.last, 'borrower_last_name'),
      col('borrower_mobile', (f) => f.borrower.phone, 'borrower_phone'),
      col('borrower_email', (f) => f.borrower.email, 'borrower_email'),
      col('borrower_dob', (f) => day(f.borrower.dob), 'borrower_date_of_birth'),
      col('fico_mid', (f) => f.borrower.creditScore, 'credit_score'),
      col('entity_name', (f) => f.entity?.name ?? '', 'entity_name'),
      col('entity_type', (f) => (f.entity ? { LLC: 'llc', Corporation: 'corporation', Partnership: 'limited_partnership', Trust: 'trust' }[f.entity.type] : '')),
      col('entity_ein', (f) => f.entity?.ein ?? '', 'ein'),
      col('prop_street', (f) => f.property.address.street, 'property_address'),
      col('prop_unit', (f) => f.property.address.unit ?? ''),
      col('prop_city', (f) => f.property.address.city),
      col('prop_state', (f) => f.property.address.state),
      col('prop_zip', (f) => f.property.address.zip),
      col('prop_type', (f) => SNAKE_PROPERTY[f.property.type], 'property_type'),
      col('as_is_value', (f) => f.property.value, 'property_value'),
      col('purchase_price', (f) => f.property.purchasePrice ?? null),
      col('arv', (f) => f.property.arv ?? null),
      col('loan_amount', (f) => f.loan.amount, 'loan_amount'),
      col('loan_program', (f) => SNAKE_PROGRAM[f.loan.type], 'loan_type'),
      col('loan_purpose', (f) => (f.loan.purpose ?? '').toLowerCase().replace(/ /g, '_'), 'loan_purpose'),
      col('term_months', (f) => f.loan.termMonths, 'loan_term'),
      { header: 'note_rate', value: (f) => f.loan.rate / 100, fields: ['interest_rate'], percent: true },
      col('orig_points', (f) => f.loan.originationPoints ?? null, 'origination_points'),
      col('broker_points', (f) => f.loan.brokerPoints ?? null, 'broker_points'),
      col('doc_fee', (f) => f.loan.docFee ?? null, 'loan_doc_fee'),
      col('processing_fee', (f) => f.loan.processingFee ?? null, 'processing_fee'),
      col('admin_fee', (f) => f.loan.adminFee ?? null, 'admin_fee'),
      col('prepay_penalty', (f) => (f.loan.prepayment.penalty ? 'TRUE' : 'FALSE'), 'prepayment_penalty'),
      col('prepay_terms', (f) => f.loan.prepayment.terms ?? '', 'prepayment_terms'),
      col('exit_strategy', (f) => (f.loan.exit ? f.loan.exit.toLowerCase() : ''), 'exit_strategy'),
      col('target_close_date', (f) => day(f.loan.closingDate), 'estimated_closing_date'),
      col('lead_source', () => rng.pick(['broker', 'website', 'referral', 'repeat'])),
      col('broker_company', (f) => f.broker.name),
    ];
    // Exports are configured per team: drop a few optional columns, never the borrower's name or the address parts.
    const keep = new Set(['borrower_fname', 'borrower_lname', 'prop_street', 'prop_unit', 'prop_city', 'prop_state', 'prop_zip', 'loan_amount']);
    const chosen = columns.filter((c) => keep.has(c.header) || rng.chance(0.75));
    const { rows, fields, percent } = table(facts, chosen, rng, 3);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'opportunities', rows, percentColumns: percent }], truth: truthOf(facts, fields) };
  },
};
