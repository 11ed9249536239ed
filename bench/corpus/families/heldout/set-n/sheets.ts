// Spreadsheets: intake workbooks, pipeline exports with odd headers (several deals, one marked), rehab budgets,
// rent rolls next to the loan request, lender sizers, transposed CSV scenarios and deal-per-column trackers.
import type { DealFacts, Family, Rng, SheetCell, TruthField } from '../../../types';
import {
  anyPhone, exitPhrase, feeFields, fullName, loanTypePhrase, oneLine, otherPerson, prepayPhrase, propTypePhrase, street, truth,
} from './util';

function d(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function borrowerCells(f: DealFacts): [string, SheetCell][] {
  const rows: [string, SheetCell][] = [];
  if (f.entity) {
    rows.push(['Borrowing Entity', f.entity.name]);
    rows.push(['Entity Type', f.entity.type === 'Partnership' ? 'LP' : f.entity.type]);
    if (f.entity.ein) rows.push(['EIN', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`]);
    rows.push(['Signer', fullName(f.borrower, false)]);
    rows.push(['Signer Title', f.entity.signatoryTitle]);
  } else {
    rows.push(['Borrower First', f.borrower.first]);
    rows.push(['Borrower Last', f.borrower.last]);
  }
  return rows;
}

const ENTITY_TRUTH: TruthField[] = ['entity_name', 'ein', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title'];

function bTruth(f: DealFacts): TruthField[] {
  return f.entity ? ENTITY_TRUTH : ['borrower_first_name', 'borrower_last_name'];
}

const intakeWorkbook: Family = {
  id: 'setn-sheet-intake-workbook',
  description: 'Broker intake workbook: "Deal" tab of section headers and label/value pairs (labels in column B, values in D), separate "Fees" tab.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const rows: SheetCell[][] = [
      [null, `${f.broker.name} — LOAN INTAKE`],
      [null, 'Prepared', null, d(f.documentDate)],
      [],
      [null, 'BORROWER'],
      ...borrowerCells(f).map(([k, v]) => [null, k, null, v]),
      [null, 'Cell', null, anyPhone(rng, f.borrower.phone)],
      [null, 'Email', null, f.borrower.email],
      [null, 'FICO', null, f.borrower.creditScore],
      [null, 'DOB', null, d(f.borrower.dob)],
      [],
      [null, 'COLLATERAL'],
      [null, 'Street', null, street(f.property.address)],
      [null, 'City / ST / Zip', null, `${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
      [null, 'Type', null, propTypePhrase(f, rng)],
      [null, 'As-Is Value', null, f.property.value],
      [null, 'Purchase Price', null, f.property.purchasePrice ?? 'n/a'],
      [null, 'ARV', null, f.property.arv ?? 'n/a'],
      [],
      [null, 'LOAN'],
      [null, 'Program', null, loanTypePhrase(f, rng)],
      [null, 'Request', null, l.amount],
      [null, 'Rate', null, `${l.rate}%`],
      [null, 'Term (mo)', null, l.termMonths],
      [null, 'Exit', null, l.exit ? exitPhrase(f, rng) : 'hold'],
      [null, 'Target COE', null, d(l.closingDate)],
    ];
    const fees: SheetCell[][] = [['Fee', 'Amount / Points', 'Paid to']];
    if (l.originationPoints !== undefined) fees.push(['Origination pts', l.originationPoints, f.lender.name]);
    if (l.discountPoints !== undefined) fees.push(['Discount pts', l.discountPoints, f.lender.name]);
    if (l.brokerPoints !== undefined) fees.push(['Broker pts', l.brokerPoints, f.broker.name]);
    if (l.docFee !== undefined) fees.push(['Doc prep', l.docFee, f.lender.name]);
    if (l.adminFee !== undefined) fees.push(['Admin', l.adminFee, f.lender.name]);
    if (l.processingFee !== undefined) fees.push(['Processing', l.processingFee, f.broker.name]);
    fees.push(['Appraisal (3rd party)', rng.pick([450, 550, 650, 750]), f.appraiser.name]);
    fees.push(['Prepayment', prepayPhrase(f, rng), null]);
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Deal', rows }, { name: 'Fees', rows: fees }],
      truth: truth(f, [...bTruth(f), 'borrower_phone', 'borrower_email', 'credit_score', 'borrower_date_of_birth', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'exit_strategy', 'estimated_closing_date', ...feeFields(f), 'prepayment_penalty', 'prepayment_terms']),
    };
  },
};

function fakeDeal(rng: Rng): [string, string, string, number, number, number, number] {
  const amt = rng.int(80, 1500) * 1000 + rng.pick([0, 500, 250]);
  return [
    `${rng.int(100, 9999)} ${rng.pick(['Garnet', 'Osage', 'Tamarack', 'Quarry', 'Fenwick'])} ${rng.pick(['St', 'Ave', 'Dr'])}`,
    rng.pick(['Columbus OH', 'Tampa FL', 'Mesa AZ', 'Dayton OH', 'Akron OH', 'Gary IN']),
    otherPerson(rng),
    amt,
    Math.round(amt / (0.55 + rng.next() * 0.2) / 1000) * 1000,
    rng.int(72, 118) / 1000,
    rng.pick([6, 12, 12, 18, 24]),
  ];
}

const pipeline: Family = {
  id: 'setn-sheet-pipeline-export',
  description: 'CRM pipeline export with cryptic headers (SUBJ_ADDR, AMT_REQ, ASIS_VAL…), several deals; the one to underwrite is flagged "SUBMIT" in a status column.',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const l = f.loan;
    const header = ['SUBJ_ADDR', 'CITY_ST', 'ZIP', 'BWR_NAME', 'AMT_REQ', 'ASIS_VAL', 'NOTE_RT', 'TERM_M', 'PROD', 'COE', 'STATUS'];
    const mine: SheetCell[] = [
      street(f.property.address), `${f.property.address.city} ${f.property.address.state}`, f.property.address.zip,
      f.entity ? f.entity.name : `${f.borrower.last}, ${f.borrower.first}`, l.amount, f.property.value, l.rate / 100, l.termMonths,
      loanTypePhrase(f, rng), d(l.closingDate), 'SUBMIT',
    ];
    const others = Array.from({ length: rng.int(3, 6) }, () => {
      const x = fakeDeal(rng);
      return [x[0], x[1], String(rng.int(10000, 99999)), x[2], x[3], x[4], x[5], x[6], rng.pick(['Bridge', 'F&F', 'DSCR', 'Constr']), null, rng.pick(['Dead', 'Closed', 'Quoted', 'On hold'])];
    });
    const at = rng.int(0, others.length);
    const rows = [header, ...others.slice(0, at), mine, ...others.slice(at)];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'pipeline_export', rows, percentColumns: [6] }],
      truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? undefined : 'borrower_last_name', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date']),
    };
  },
};

const rehabBudget: Family = {
  id: 'setn-sheet-rehab-budget',
  description: 'Borrower\'s rehab budget workbook: deal header block at the top (borrower, property, loan ask), then line items with contractor names and costs.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const items = rng.shuffle(['Demo / dumpster', 'Roof', 'HVAC', 'Electrical', 'Plumbing', 'Kitchen cabinets & counters', 'Baths (2)', 'Flooring LVP', 'Interior paint', 'Exterior paint', 'Windows', 'Landscaping', 'Permits', 'Contingency 10%']).slice(0, 9);
    const lines: SheetCell[][] = items.map((it) => [it, rng.pick([otherPerson(rng), 'GC', 'Owner']), rng.int(8, 240) * 100, rng.pick(['bid rec\'d', 'est.', 'est.', 'signed'])]);
    const total = lines.reduce((s, r) => s + (r[2] as number), 0);
    const rows: SheetCell[][] = [
      ['SCOPE OF WORK & BUDGET'],
      ['Borrower', f.entity ? `${f.entity.name} (${fullName(f.borrower, false)})` : fullName(f.borrower, false)],
      ['Property', oneLine(f.property.address)],
      ['Purchase', f.property.purchasePrice ?? null, 'As-is', f.property.value],
      ['ARV (my comps)', f.property.arv ?? null],
      ['Loan ask', l.amount, 'Months', l.termMonths],
      ['Exit', l.exit ? exitPhrase(f, rng) : ''],
      [],
      ['Item', 'Who', 'Cost', 'Status'],
      ...lines,
      ['TOTAL', null, total, null],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Budget', rows }],
      truth: truth(f, [...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'loan_term', 'exit_strategy']),
    };
  },
};

const rentRoll: Family = {
  id: 'setn-sheet-rent-roll-and-request',
  description: 'Two-tab workbook: a rent roll of tenants (names, rents, lease dates) first, the loan request on the second tab.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const units = Math.max(2, Math.min(f.property.units ?? rng.int(2, 8), 12));
    const roll: SheetCell[][] = [['Unit', 'Tenant', 'Monthly Rent', 'Lease Start', 'Lease End', 'Deposit']];
    for (let i = 1; i <= units; i++) {
      const start = `${rng.int(2019, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`;
      roll.push([String(100 + i), rng.chance(0.15) ? 'VACANT' : otherPerson(rng), rng.int(7, 26) * 50, d(start), rng.chance(0.3) ? 'MTM' : d(shiftYear(start)), rng.int(5, 20) * 100]);
    }
    const req: SheetCell[][] = [
      ['LOAN REQUEST', null],
      ...borrowerCells(f),
      ['Phone', anyPhone(rng, f.borrower.phone)],
      ['Subject property', oneLine(f.property.address)],
      ['Asset type', propTypePhrase(f, rng)],
      ['Current value', f.property.value],
      ['Loan amount', l.amount],
      ['Loan type', loanTypePhrase(f, rng)],
      ['Term', `${l.termMonths} months`],
      ['Prepay', prepayPhrase(f, rng)],
      ['Broker', f.broker.name],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Rent Roll', rows: roll }, { name: 'Request', rows: req }],
      truth: truth(f, [...bTruth(f), 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'prepayment_penalty', 'prepayment_terms']),
    };
  },
};

function shiftYear(iso: string): string {
  return `${Number(iso.slice(0, 4)) + 1}${iso.slice(4)}`;
}

const scenarioCsv: Family = {
  id: 'setn-sheet-scenario-csv-transposed',
  description: 'Two-column CSV exported from a broker\'s quoting tool: snake_case keys of its own (bwr_fn, subj_street, ltv_req…), blanks for unknowns.',
  formats: ['csv'],
  make(f, rng) {
    const l = f.loan;
    const rows: SheetCell[][] = [
      ['key', 'value'],
      ['scenario_id', `SCN-${rng.int(1000, 9999)}`],
      ['bwr_fn', f.borrower.first],
      ['bwr_ln', f.borrower.last],
      ['bwr_entity', f.entity ? f.entity.name : ''],
      ['bwr_email', f.borrower.email],
      ['fico_mid', f.borrower.creditScore],
      ['subj_street', street(f.property.address)],
      ['subj_city', f.property.address.city],
      ['subj_state', f.property.address.state],
      ['subj_zip', f.property.address.zip],
      ['subj_type', propTypePhrase(f, rng)],
      ['loan_prog', loanTypePhrase(f, rng)],
      ['loan_purp', f.loan.purpose ?? ''],
      ['amt', l.amount],
      ['val_asis', f.property.value],
      ['val_arv', f.property.arv ?? ''],
      ['ltv_req', `${((l.amount / f.property.value) * 100).toFixed(1)}`],
      ['rate_quoted', l.rate / 100],
      ['term_mo', l.termMonths],
      ['orig_pts', l.originationPoints ?? ''],
      ['bkr_pts', l.brokerPoints ?? ''],
      ['ppp', prepayPhrase(f, rng)],
      ['exit', l.exit ? exitPhrase(f, rng) : ''],
      ['coe', d(l.closingDate)],
      ['lo', `${f.broker.contact.first} ${f.broker.contact.last}`],
    ];
    const rateRow = rows.findIndex((r) => r[0] === 'rate_quoted');
    rows[rateRow] = ['rate_quoted', `${l.rate}%`];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'loan_type', f.loan.purpose ? 'loan_purpose' : 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'scenario', rows }], truth: truth(f, fields) };
  },
};

const sizer: Family = {
  id: 'setn-sheet-lender-sizer',
  description: 'Lender\'s loan sizing calculator: inputs block (value, price, ARV, max LTV/LTC/ARLTV as percents), computed max loans, chosen loan and pricing.',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const l = f.loan;
    const p = f.property;
    const rows: SheetCell[][] = [
      ['LOAN SIZER v3', null, f.lender.name],
      ['Deal', f.entity ? f.entity.name : fullName(f.borrower, false)],
      ['Address', oneLine(p.address)],
      ['Product', loanTypePhrase(f, rng)],
      [],
      ['INPUTS', 'Value', 'Max %', 'Max loan'],
      ['As-is value', p.value, 0.75, Math.round(p.value * 0.75)],
      ['Purchase price', p.purchasePrice ?? null, p.purchasePrice ? 0.85 : null, p.purchasePrice ? Math.round(p.purchasePrice * 0.85) : null],
      ['After-repair value', p.arv ?? null, p.arv ? 0.7 : null, p.arv ? Math.round(p.arv * 0.7) : null],
      [],
      ['SELECTED', null, null, null],
      ['Loan amount', l.amount],
      ['Note rate', null, l.rate / 100],
      ['Term (months)', l.termMonths],
      ['Lender points', l.originationPoints ?? 'n/a'],
      ['Doc fee', l.docFee ?? 'none'],
      ['Target close', d(l.closingDate)],
      ['Guarantor FICO', f.borrower.creditScore],
    ];
    const fields: TruthField[] = [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? 'entity_name' : 'borrower_last_name', 'property_address', 'loan_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'credit_score'];
    if (l.originationPoints !== undefined) fields.push('origination_points');
    if (l.docFee !== undefined) fields.push('loan_doc_fee');
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Sizer', rows, percentColumns: [2] }], truth: truth(f, fields) };
  },
};

const oneRow: Family = {
  id: 'setn-sheet-single-row-odd-headers',
  description: 'One-row submission sheet exported from a web form: long question-style headers ("What is the as-is value?"), answers underneath.',
  formats: ['xls', 'csv'],
  make(f, rng) {
    const l = f.loan;
    const cols: [string, SheetCell][] = [
      ['Timestamp', `${f.documentDate} ${rng.int(8, 20)}:${String(rng.int(0, 59)).padStart(2, '0')}`],
      ['Your name', `${f.broker.contact.first} ${f.broker.contact.last}`],
      ['Your company', f.broker.name],
      ["Borrower's full name", fullName(f.borrower)],
      ['Is the borrower an entity? If so, name', f.entity ? f.entity.name : 'No'],
      ['Borrower phone', anyPhone(rng, f.borrower.phone)],
      ['Property address (street, city, state, zip)', oneLine(f.property.address, { long: rng.chance(0.5) })],
      ['What kind of property?', propTypePhrase(f, rng)],
      ['What type of loan?', loanTypePhrase(f, rng)],
      ['How much do they need?', l.amount],
      ['What is the as-is value?', f.property.value],
      ['Rate they were quoted elsewhere (%)', Number((l.rate + 1).toFixed(3))],
      ['How many months?', l.termMonths],
      ['Exit plan', l.exit ? exitPhrase(f, rng) : ''],
      ['When do they need to close?', d(l.closingDate)],
      ['Anything else?', `Seller is ${fullName(f.seller, false)}; prior lender ${otherPerson(rng)} Capital`],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Form Responses 1', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }],
      truth: truth(f, ['borrower_first_name', 'borrower_last_name', ...(f.entity ? ['entity_name'] as TruthField[] : []), 'borrower_phone', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'loan_term', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const dealColumns: Family = {
  id: 'setn-sheet-deal-columns-tracker',
  description: 'Investor\'s deal tracker with one column per property and labels down column A; the column headed "→ FINANCE THIS" is the deal.',
  formats: ['xlsx'],
  make(f, rng) {
    const l = f.loan;
    const labels = ['Address', 'Zip', 'Type', 'Buy price', 'As-is', 'ARV', 'Loan needed', 'Rate', 'Months', 'Exit', 'Close', 'Entity / buyer'];
    const mine: SheetCell[] = [
      street(f.property.address) + `, ${f.property.address.city} ${f.property.address.state}`, f.property.address.zip, propTypePhrase(f, rng),
      f.property.purchasePrice ?? null, f.property.value, f.property.arv ?? null, l.amount, `${l.rate}%`, l.termMonths,
      l.exit ? exitPhrase(f, rng) : 'hold', d(l.closingDate), f.entity ? f.entity.name : fullName(f.borrower, false),
    ];
    const other = (): SheetCell[] => {
      const x = fakeDeal(rng);
      return [`${x[0]}, ${x[1]}`, String(rng.int(10000, 99999)), rng.pick(['SFR', 'Duplex', 'Condo']), Math.round(x[4] * 0.8), x[4], Math.round(x[4] * 1.4), x[3], `${(x[5] * 100).toFixed(2)}%`, x[6], rng.pick(['sell', 'rent', 'refi']), null, rng.pick(['me', 'JV w/ cousin', 'TBD'])];
    };
    const cols = [other(), mine, other()];
    const order = rng.shuffle([0, 1, 2]);
    const heads: SheetCell[] = ['', ...order.map((i) => (i === 1 ? '→ FINANCE THIS' : rng.pick(['passed', 'closed 2023', 'looking'])))];
    const rows: SheetCell[][] = [heads, ...labels.map((lab, r) => [lab, ...order.map((i) => (cols[i] as SheetCell[])[r] ?? null)])];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Deals', rows }],
      truth: truth(f, [f.entity ? 'entity_name' : 'borrower_first_name', f.entity ? 'entity_name' : 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

export const sheetFamilies: Family[] = [intakeWorkbook, pipeline, rehabBudget, rentRoll, scenarioCsv, sizer, oneRow, dealColumns];
