// set-ad: spreadsheets that reach the desk — broker submissions, note-seller tapes, payment histories, exports.
import type { Family, Sheet, SheetCell, TruthField } from '../../../types';
import { Doc, DESKS, addr, dt, fullName, money, phone, streetOf } from './kit';

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

/** Numbers for cells, recording the fact as stated. */
function num(d: Doc, field: TruthField, value: number | undefined): number | null {
  if (value === undefined) return null;
  d.mark(field);
  return value;
}

function addMonths(iso: string, months: number): string {
  const dte = day(iso);
  dte.setUTCMonth(dte.getUTCMonth() + months);
  return dte.toISOString().slice(0, 10);
}

export const sheetBrokerKv: Family = {
  id: 'ad-sheet-broker-kv-sections',
  description: 'Broker submission workbook: label/value pairs in sections with a notes column; second tab of contacts.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const r: SheetCell[][] = [
      [`${d.broker.name} — Loan Submission`, null, null],
      ['Submitted', day(d.f.documentDate), null],
      [null, null, null],
      ['BORROWER', null, null],
      ['Borrowing entity', d.entName() ?? 'n/a (individual)', null],
      ['EIN', d.ein() ?? null, null],
      ['Principal / guarantor', d.name(), d.entity ? `signs as ${d.entity.signatoryTitle}` : null],
      ['Mobile', d.phone('dash'), null],
      ['Email', d.email(), null],
      ['Mid FICO', num(d, 'credit_score', d.b.creditScore), 'tri-merge pulled by broker'],
      [null, null, null],
      ['PROPERTY', null, null],
      ['Street', d.street(), null],
      ['City/State/Zip', `${d.prop.address.city}, ${d.prop.address.state} ${d.prop.address.zip}`, null],
      ['Type', d.ptype(), d.tenure()],
      ['As-is value', num(d, 'property_value', d.prop.value), rng.pick(['broker opinion', 'Zillow + comps', 'prior appraisal'])],
      ['Purchase price', d.prop.purchasePrice ?? null, null],
      ['ARV', d.prop.arv ?? null, 'not for sizing'],
      [null, null, null],
      ['LOAN', null, null],
      ['Loan type', d.ltype(), null],
      ['Loan amount', num(d, 'loan_amount', d.loan.amount), null],
      ['Term (months)', num(d, 'loan_term', d.loan.termMonths), null],
      ['Exit', d.exit() ?? null, null],
      ['Broker points', num(d, 'broker_points', d.loan.brokerPoints), null],
      ['Target close', day(d.loan.closingDate), null],
    ];
    d.mark('property_address', 'estimated_closing_date');
    const contacts: Sheet = { name: 'Contacts', rows: [['Role', 'Name', 'Company', 'Phone', 'Email'],
      ['Broker', fullName(d.broker.contact), d.broker.name, phone(d.broker.contact.phone, 'dash'), d.broker.contact.email],
      ['Escrow', fullName(d.title.contact), d.title.name, phone(d.title.contact.phone, 'dash'), d.title.contact.email],
      ['Appraiser', fullName(d.appraiser.contact), d.appraiser.name, phone(d.appraiser.contact.phone, 'dash'), d.appraiser.contact.email]] };
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows: r.filter((row, i) => i === 0 || row[1] !== null || row[0] === null || /^[A-Z]+$/.test(String(row[0]))) }, contacts], truth: d.truth() };
  },
};

export const sheetPipelineRow: Family = {
  id: 'ad-sheet-pipeline-one-row',
  description: 'One-row-per-deal export from a broker\'s pipeline tool with its own headers; this deal is the only row.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const header = ['Deal #', 'Stage', 'Client', 'Vesting', 'Subject Address', 'Prop Type', 'Product', 'Loan Amt', 'Value (as is)', 'Note Rate', 'Term', 'Lender Pts', 'Ppp', 'Exit', 'COE', 'LO'];
    const row: SheetCell[] = [
      `P-${rng.int(1000, 9999)}`, rng.pick(['Submitted', 'Term sheet out', 'Docs']), d.name('lastFirst'), d.entName() ?? 'Individual',
      d.address('one'), d.ptype(), d.ltype(), num(d, 'loan_amount', d.loan.amount), num(d, 'property_value', d.prop.value),
      num(d, 'interest_rate', d.loan.rate / 100), `${d.loan.termMonths} mo`, num(d, 'origination_points', d.loan.originationPoints),
      d.prepay(), d.exit() ?? '', day(d.loan.closingDate), fullName(d.broker.contact),
    ];
    d.mark('loan_term', 'estimated_closing_date');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [header, row], percentColumns: [9] }], truth: d.truth() };
  },
};

export const sheetNoteTape: Family = {
  id: 'ad-sheet-note-seller-tape',
  description: 'Note seller\'s loan tape for a single seasoned note: origination data, UPB, paid-to date, lien position.',
  formats: ['xls', 'xlsx', 'csv'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const upb = Math.round(d.loan.amount * (0.86 + rng.next() * 0.12) * 100) / 100;
    const origDate = addMonths(d.f.documentDate, -rng.int(8, 30));
    const header = ['Seller Loan ID', 'Buyer Ref', 'Borrower', 'Property Address', 'City', 'ST', 'Zip', 'Orig Date', 'Orig Balance', 'Current UPB', 'Rate', 'Orig Term (mo)', 'Paid To', 'Lien', 'Value', 'Value Src'];
    const row: SheetCell[] = [
      `${d.seller.last.toUpperCase().replace(/[^A-Z]/g, '').slice(0, 4)}-${rng.int(100, 999)}`, d.loanNo(), d.borrowerLine(), streetOf(d.prop.address), d.prop.address.city, d.prop.address.state, d.prop.address.zip,
      day(origDate), num(d, 'loan_amount', d.loan.amount), upb, num(d, 'interest_rate', d.loan.rate / 100), num(d, 'loan_term', d.loan.termMonths),
      day(addMonths(d.f.documentDate, -1)), d.loan.type === 'Second Mortgage' ? '2nd' : '1st', num(d, 'property_value', d.prop.value), rng.pick(['BPO', 'Appraisal', 'AVM']),
    ];
    d.mark('property_address');
    const totals: SheetCell[] = ['TOTAL', null, '1 loan', null, null, null, null, null, d.loan.amount, upb, null, null, null, null, null, null];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: `Tape ${d.f.documentDate.slice(0, 7)}`, rows: [[`Seller: ${fullName(d.seller)}`], header, row, totals], percentColumns: [10] }], truth: d.truth() };
  },
};

export const sheetPaymentHistory: Family = {
  id: 'ad-sheet-payment-history',
  description: 'Servicer payment history of a private note: header block with maker and note terms, then monthly rows.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const monthly = Math.round((d.loan.amount * d.loan.rate) / 1200 * 100) / 100;
    const paid = rng.int(6, 14);
    const start = addMonths(d.f.documentDate, -paid);
    const head: SheetCell[][] = [
      [`${rng.pick(['Islands Note Servicing', 'Cascade Loan Servicing', 'Pacific Trust Deed Servicing'])} — Payment History`],
      ['Account', d.loanNo()],
      ['Maker', d.borrowerLine()],
      ['Property', d.address('one')],
      ['Original amount', num(d, 'loan_amount', d.loan.amount)],
      ['Note rate', `${d.rate()}%`],
      ['Term', d.term()],
      ['Lender of record', fullName(d.seller)],
      [],
      ['Due date', 'Date received', 'Amount received', 'Interest', 'Principal', 'Late fee', 'Balance'],
    ];
    const pay: SheetCell[][] = [];
    for (let i = 0; i < paid; i++) {
      const due = addMonths(start, i);
      const late = rng.chance(0.12);
      pay.push([day(due), day(addMonths(due, 0).slice(0, 8) + String(late ? rng.int(16, 27) : rng.int(1, 9)).padStart(2, '0')), monthly + (late ? 50 : 0), monthly, 0, late ? 50 : 0, d.loan.amount]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pmt History', rows: [...head, ...pay] }], truth: d.truth() };
  },
};

export const sheetConstruction: Family = {
  id: 'ad-sheet-spec-build-submission',
  description: 'Builder\'s spec-build submission: Summary tab (key/value) and a line-item Budget tab with a holdback total.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const sqft = d.prop.squareFeet ?? rng.int(1200, 2800);
    const lines = [['Permits & plan check', rng.int(8, 25) * 1000], ['Site work / grading', rng.int(15, 60) * 1000], ['Foundation', rng.int(25, 70) * 1000], ['Framing', rng.int(50, 140) * 1000], ['Roofing', rng.int(15, 45) * 1000], ['MEP rough', rng.int(40, 110) * 1000], ['Finishes', rng.int(60, 180) * 1000], ['Contingency (10%)', rng.int(20, 60) * 1000]] as const;
    const total = lines.reduce((s, [, v]) => s + v, 0);
    const summary: SheetCell[][] = [
      ['SPEC BUILD — LOAN REQUEST', null],
      ['Builder / borrower', d.borrowerLine()],
      ['Contact', d.entity ? d.name() : null],
      ['Lot address', d.address('one')],
      ['Product', d.ltype()],
      ['Purpose', d.purpose() ?? null],
      ['Planned home', `${sqft} sf ${d.ptype()}`],
      ['Lot / as-is value', num(d, 'property_value', d.prop.value)],
      ['Completed value (ARV)', d.prop.arv ?? null],
      ['Total budget', total],
      ['Loan requested', num(d, 'loan_amount', d.loan.amount)],
      ['Term (mo)', num(d, 'loan_term', d.loan.termMonths)],
      ['Exit', d.exit() ?? null],
      ['Target loan closing', day(d.loan.closingDate)],
    ];
    d.mark('estimated_closing_date');
    const budget: SheetCell[][] = [['Line item', 'Budget', 'Draw #'], ...lines.map(([k, v], i) => [k, v, Math.min(5, i + 1)] as SheetCell[]), ['TOTAL HOLDBACK', total, null]];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows: summary.filter((r) => r[1] !== null || r[0] === 'SPEC BUILD — LOAN REQUEST') }, { name: 'Budget', rows: budget }], truth: d.truth() };
  },
};

export const sheetPricing: Family = {
  id: 'ad-sheet-lender-term-grid',
  description: 'Lender term sheet sent as a worksheet: Term | Value | Comment, rate as a percent cell, fees as currency.',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const r: SheetCell[][] = [
      [rng.pick(DESKS), null, null],
      ['Summary of Terms', null, `as of ${dt(d.f.documentDate, 'us')}`],
      ['Term', 'Value', 'Comment'],
      ['Borrower', d.borrowerLine(), d.entity ? `Guarantor: ${d.name()}` : null],
      ['Collateral', d.address('one'), d.ptype()],
      ['Loan Type', d.ltype(), null],
      ['Loan Amount', num(d, 'loan_amount', d.loan.amount), null],
      ['Appraised / As-Is Value', num(d, 'property_value', d.prop.value), 'subject to appraisal review'],
      ['Interest Rate', `${d.rate()}%`, 'fixed, interest only'],
      ['Term (Months)', num(d, 'loan_term', d.loan.termMonths), null],
      ['Origination Points', num(d, 'origination_points', d.loan.originationPoints), null],
      ['Discount Points', num(d, 'discount_points', d.loan.discountPoints), null],
      ['Doc Fee', num(d, 'loan_doc_fee', d.loan.docFee), null],
      ['Admin Fee', num(d, 'admin_fee', d.loan.adminFee), null],
      ['Processing Fee', num(d, 'processing_fee', d.loan.processingFee), null],
      ['Prepayment Penalty', d.prepay(), null],
      ['Est. Closing', day(d.loan.closingDate), null],
    ];
    d.mark('estimated_closing_date');
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Terms', rows: r.filter((x) => x[1] !== null || x[0] !== null && !/Points|Fee/.test(String(x[0]))) }], truth: d.truth() };
  },
};

export const sheetAppExport: Family = {
  id: 'ad-sheet-web-form-export',
  description: 'CSV export of a web application form: question text, answer, with form-builder field keys.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const r: SheetCell[][] = [['field_key', 'question', 'answer']];
    const push = (key: string, q: string, a: SheetCell | undefined) => { if (a !== undefined && a !== null) r.push([key, q, a]); };
    push('q1', 'Borrowing as', d.entity ? 'An LLC / company / trust' : 'Myself');
    push('q2', 'Entity legal name', d.entName());
    push('q3', 'First name', d.first());
    push('q4', 'Last name', d.last());
    push('q5', 'Email address', d.email());
    push('q6', 'Phone', d.phone('paren'));
    push('q7', 'Date of birth', d.dob('us'));
    push('q8', 'Estimated credit score', d.fico());
    push('q9', 'Property street address', streetOf(d.prop.address));
    push('q10', 'City', d.prop.address.city);
    push('q11', 'State', d.prop.address.stateName);
    push('q12', 'ZIP', d.prop.address.zip);
    d.mark('property_address');
    push('q13', 'Property type', d.ptype());
    push('q14', 'Type of loan', d.ltype());
    push('q15', 'Loan amount needed', money(d.loan.amount));
    push('q16', 'Current value', money(d.prop.value));
    d.mark('loan_amount', 'property_value');
    push('q17', 'Desired term', d.term());
    push('q18', 'Exit plan', d.exit());
    push('q19', 'How did you hear about us?', rng.pick(['Broker', 'Google', 'Past client', 'BiggerPockets']));
    push('q20', 'Target closing date', dt(d.loan.closingDate, 'us'));
    d.mark('estimated_closing_date');
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'responses', rows: r }], truth: d.truth() };
  },
};

export const sheetRentRoll: Family = {
  id: 'ad-sheet-rent-roll-submission',
  description: 'Broker submission for a small multifamily / mixed-use bridge: Deal tab plus Rent Roll tab with tenants.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const units = d.prop.units ?? rng.int(2, 8);
    const deal: SheetCell[][] = [
      ['Deal', null],
      ['Sponsor', d.name()],
      ['Borrowing entity', d.entName() ?? null],
      ['Address', d.address('one')],
      ['Asset', d.ptype()],
      ['Units', units],
      ['Loan program', d.ltype()],
      ['Requested loan', num(d, 'loan_amount', d.loan.amount)],
      ['Current value', num(d, 'property_value', d.prop.value)],
      ['Rate quoted', `${d.rate()}%`],
      ['Term', d.term()],
      ['Exit', d.exit() ?? null],
      ['Prepay', d.prepay()],
    ];
    const tenants: SheetCell[][] = [['Unit', 'Tenant', 'Lease end', 'Monthly rent', 'Deposit']];
    for (let i = 1; i <= Math.min(units, 12); i++) {
      const vacant = rng.chance(0.12);
      tenants.push([`#${i}`, vacant ? 'VACANT' : `${rng.pick(['K.', 'L.', 'M.', 'P.', 'S.', 'T.'])} ${rng.pick(['Akana', 'Fujimoto', 'Olsen', 'Reyes', 'Nakoa', 'Barnes', 'Iverson', 'Kealoha'])}`, vacant ? null : day(addMonths(d.f.documentDate, rng.int(1, 14))), vacant ? 0 : rng.int(14, 38) * 100, vacant ? 0 : rng.int(10, 30) * 100]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Deal', rows: deal.filter((x) => x[1] !== null || x[0] === 'Deal') }, { name: 'Rent Roll', rows: tenants }], truth: d.truth() };
  },
};

export const sheetSideBySide: Family = {
  id: 'ad-sheet-intake-side-by-side',
  description: 'Desk intake sheet with two label/value blocks side by side (borrower left, loan right) and a notes row.',
  formats: ['xls', 'csv', 'xlsx'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const left: [string, SheetCell][] = [
      ['Borrower', d.borrowerLine()],
      ['Signer', d.entity ? (() => { const s = d.signer(); return s ? `${s.name} (${s.title})` : null; })() : null],
      ['DOB', d.entity ? null : day(d.b.dob)],
      ['Phone', d.phone('dot')],
      ['Email', d.email()],
      ['Credit', num(d, 'credit_score', d.b.creditScore)],
      ['EIN', d.ein() ?? null],
    ];
    if (!d.entity) d.mark('borrower_date_of_birth');
    const right: [string, SheetCell][] = [
      ['Property', addr(d.prop.address, 'one')],
      ['Type', d.ptype()],
      ['Loan type', d.ltype()],
      ['Amount', num(d, 'loan_amount', d.loan.amount)],
      ['Value', num(d, 'property_value', d.prop.value)],
      ['Term mo', num(d, 'loan_term', d.loan.termMonths)],
      ['Close', day(d.loan.closingDate)],
    ];
    d.mark('property_address', 'estimated_closing_date');
    const l = left.filter(([, v]) => v !== null);
    const rws: SheetCell[][] = [['INTAKE', null, null, null, null], [null, null, null, null, null]];
    for (let i = 0; i < Math.max(l.length, right.length); i++) {
      const a = l[i], b = right[i];
      rws.push([a?.[0] ?? null, a?.[1] ?? null, null, b?.[0] ?? null, b?.[1] ?? null]);
    }
    rws.push([null, null, null, null, null], ['Notes', `Referred by ${fullName(d.broker.contact)} (${d.broker.name}). Seller on contract: ${fullName(d.seller)}.`, null, null, null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Intake', rows: rws }], truth: d.truth() };
  },
};

export const sheetCrmExport: Family = {
  id: 'ad-sheet-crm-snake-case-export',
  description: 'CSV export from a broker CRM with snake_case headers, a blank column and a second (stale) row marked superseded.',
  formats: ['csv', 'xls'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const header = ['record_id', 'status', 'borrower_first', 'borrower_last', 'entity', 'cell', 'email_addr', 'prop_street', 'prop_city', 'prop_state', 'prop_zip', 'prop_kind', 'loan_kind', 'req_amount', 'est_value', 'rate_pct', 'term_mos', 'orig_pts', 'doc_fee', 'close_target', 'internal_notes'];
    const base: SheetCell[] = [
      `${rng.int(100000, 999999)}`, 'ACTIVE', d.first(), d.last(), d.entName() ?? '', d.phone('dash'), d.email(), streetOf(d.prop.address), d.prop.address.city, d.prop.address.state, d.prop.address.zip,
      d.ptype(), d.ltype(), num(d, 'loan_amount', d.loan.amount), num(d, 'property_value', d.prop.value), num(d, 'interest_rate', d.loan.rate), num(d, 'loan_term', d.loan.termMonths),
      num(d, 'origination_points', d.loan.originationPoints), num(d, 'loan_doc_fee', d.loan.docFee), dt(d.loan.closingDate, 'iso'), '',
    ];
    d.mark('property_address', 'estimated_closing_date');
    const stale = [...base];
    stale[0] = `${rng.int(100000, 999999)}`;
    stale[1] = 'SUPERSEDED';
    stale[13] = Math.round(d.loan.amount * 1.1 / 5000) * 5000;
    stale[15] = d.loan.rate + 0.5;
    stale[20] = 'old scenario - see newer record';
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [header, stale, base] }], truth: d.truth() };
  },
};

export const sheetClosingFees: Family = {
  id: 'ad-sheet-escrow-fee-worksheet',
  description: 'Escrow\'s estimated lender-fee worksheet: one line per charge with payee, points as % of loan, totals.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const d = new Doc(facts, rng);
    const amt = d.loan.amount;
    const r: SheetCell[][] = [
      [`ESTIMATED CLOSING STATEMENT — LENDER CHARGES`, null, null, null],
      ['Escrow no.', `${rng.int(10, 99)}-${rng.int(10000, 99999)}`, 'Closing', day(d.loan.closingDate)],
      ['Borrower', d.borrowerLine(), 'Property', d.address('one')],
      ['New loan', num(d, 'loan_amount', amt), 'Lender', d.lender.name],
      [],
      ['Charge', 'Payee', '% of loan', 'Amount'],
    ];
    d.mark('estimated_closing_date');
    const pts = (label: string, payee: string, field: TruthField, p: number | undefined) => { if (p !== undefined) { d.mark(field); r.push([label, payee, `${p}%`, Math.round(amt * p) / 100]); } };
    const flat = (label: string, payee: string, field: TruthField, v: number | undefined) => { if (v !== undefined) { d.mark(field); r.push([label, payee, null, v]); } };
    pts('Loan origination fee', d.lender.name, 'origination_points', d.loan.originationPoints);
    pts('Loan discount', d.lender.name, 'discount_points', d.loan.discountPoints);
    pts('Mortgage broker fee', d.broker.name, 'broker_points', d.loan.brokerPoints);
    flat('Document preparation', d.lender.name, 'loan_doc_fee', d.loan.docFee);
    flat('Administration fee', d.lender.name, 'admin_fee', d.loan.adminFee);
    flat('Processing fee', d.lender.name, 'processing_fee', d.loan.processingFee);
    r.push(['Lender\'s title policy', d.title.name, null, Math.round(amt * 0.0035)], ['Escrow fee (borrower half)', d.title.name, null, rng.pick([650, 875, 1100])], ['Recording', 'County / Bureau of Conveyances', null, rng.pick([92, 136, 210])]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Lender charges', rows: r }], truth: d.truth() };
  },
};

export const sheetFamilies: Family[] = [
  sheetBrokerKv, sheetPipelineRow, sheetNoteTape, sheetPaymentHistory, sheetConstruction, sheetPricing, sheetAppExport,
  sheetRentRoll, sheetSideBySide, sheetCrmExport, sheetClosingFees,
];
