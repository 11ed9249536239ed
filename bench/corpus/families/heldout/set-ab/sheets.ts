// Spreadsheets: pipeline exports, label/value submissions, draw schedules and logs, sizers, tapes, CRM exports.
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import { ADJUSTERS, CARRIERS, CONTRACTORS, STORMS, Stated, addr1, addrFull, claimNo, dt, ein, exitWords, fullName, loanTypeWords, phone, prepayWords, propTypeWords } from './util';

function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function money2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Pipeline export: one header row, one filtered row (plus a totals row). */
const pipelineExport: Family = {
  id: 'ab-sheet-pipeline-export',
  description: 'LOS pipeline export filtered to one loan: wide header row, stage/LO columns, rate as percent, totals row.',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const L = f.loan;
    const a = f.property.address;
    const s = new Stated(f).who().add('loan_number', 'property_address', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'property_type');
    const header = ['Loan #', 'Stage', 'Borrower Last', 'Borrower First', 'Vesting Entity', 'Subject Street', 'City', 'ST', 'Zip', 'Prop Type', 'Program', 'Loan Amt', 'Note Rate', 'Term (mo)', 'As-Is Value', 'LTV', 'Est Close', 'LO', 'Broker', 'Created'];
    const ltv = Math.round((L.amount / f.property.value) * 10000) / 10000;
    s.add('property_value');
    const row: SheetCell[] = [L.loanNumber, rng.pick(['Processing', 'UW Review', 'Cond. Approved', 'Docs Out', 'Submitted']), f.borrower.last, f.borrower.first, f.entity?.name ?? '', addr1(a), a.city, a.state, a.zip, propTypeWords(rng, f), loanTypeWords(rng, f), L.amount, L.rate / 100, L.termMonths, f.property.value, ltv, day(L.closingDate), fullName(f.lender.contact), f.broker.name, day(f.documentDate)];
    const total: SheetCell[] = ['Total (1)', null, null, null, null, null, null, null, null, null, null, L.amount, null, null, f.property.value];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [header, row, total], percentColumns: [12, 15] }], truth: s.truth() };
  },
};

/** Label/value broker submission sheet with section headers. */
const labelValue: Family = {
  id: 'ab-sheet-label-value-submission',
  description: "Broker's label/value submission sheet: section header rows, blank spacer rows, notes in column C.",
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'loan_type', 'loan_term');
    const rows: SheetCell[][] = [[`${f.broker.name} — Loan Submission`], [`Prepared ${dt(f.documentDate, 'us')} by ${fullName(f.broker.contact)}`], [], ['BORROWER']];
    rows.push(['Guarantor name', fullName(f.borrower)], ['Cell', phone(f.borrower.phone, 1)], ['Email', f.borrower.email]);
    if (f.entity) {
      rows.push(['Entity', f.entity.name], ['Entity type', f.entity.type], ['Signer title', f.entity.signatoryTitle]);
      s.add('authorized_signatory_name', 'authorized_signatory_title');
      if (f.entity.ein) { rows.push(['EIN', ein(f.entity.ein)]); s.add('ein'); }
    }
    if (rng.chance(0.7)) { rows.push(['FICO', f.borrower.creditScore, 'tri-merge pulled']); s.add('credit_score'); }
    if (rng.chance(0.4)) { rows.push(['DOB', day(f.borrower.dob)]); s.add('borrower_date_of_birth'); }
    rows.push([], ['PROPERTY'], ['Address', addrFull(f.property.address)], ['Type', propTypeWords(rng, f)]);
    s.add('property_type');
    if (rng.chance(0.8)) { rows.push(['As-is value', f.property.value, 'per BPO']); s.add('property_value'); }
    if (f.property.purchasePrice) rows.push(['Purchase price', f.property.purchasePrice]);
    if (f.property.arv) rows.push(['ARV', f.property.arv, 'subject to repairs']);
    rows.push(['Flood zone', rng.pick(['AE', 'X', 'VE', 'X500']), 'EC in file']);
    rows.push([], ['LOAN'], ['Program', loanTypeWords(rng, f)], ['Loan amount', L.amount], ['Term (months)', L.termMonths]);
    if (L.purpose) { rows.push(['Purpose', L.purpose]); s.add('loan_purpose'); }
    if (rng.chance(0.6)) { rows.push(['Target rate', `${L.rate}%`]); s.add('interest_rate'); }
    if (L.brokerPoints !== undefined) { rows.push(['Broker points', L.brokerPoints]); s.add('broker_points'); }
    if (L.exit) { rows.push(['Exit', exitWords(rng, L.exit)]); s.add('exit_strategy'); }
    if (rng.chance(0.5)) { rows.push(['Close by', day(L.closingDate)]); s.add('estimated_closing_date'); }
    rows.push([], ['Notes', rng.pick(['Borrower has open wind claim — lender to be added as payee', 'Seller is motivated, storm-damaged, as-is sale', 'STR in Gulf Shores; 2 yrs history'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: s.truth() };
  },
};

function budgetLines(rng: Rng, total: number): [string, number][] {
  const names = ['Demo / mold remediation', 'Roof (decking + arch. shingles)', 'Windows (impact rated)', 'Framing repairs', 'Electrical', 'Plumbing', 'HVAC', 'Insulation & drywall', 'Flooring (LVP)', 'Kitchen cabinets/tops', 'Paint int/ext', 'Elevation / piers', 'Contingency 10%'];
  const picked = rng.shuffle(names).slice(0, rng.int(6, 10));
  const weights = picked.map(() => rng.int(2, 10));
  const sum = weights.reduce((a, b) => a + b, 0);
  let left = total;
  return picked.map((n, i) => {
    const v = i === picked.length - 1 ? left : Math.round((total * (weights[i] as number)) / sum / 50) * 50;
    left -= v;
    return [n, v];
  });
}

/** Construction draw schedule with loan header. */
const drawSchedule: Family = {
  id: 'ab-sheet-rebuild-draw-schedule',
  description: "Contractor/lender rebuild budget and draw schedule: loan header block, line items by trade, draw % columns.",
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_number');
    const hold = Math.round((L.amount * (0.25 + rng.next() * 0.3)) / 1000) * 1000;
    const rows: SheetCell[][] = [
      ['REHAB BUDGET & DRAW SCHEDULE'],
      ['Borrower', f.entity ? f.entity.name : fullName(f.borrower), null, 'Loan #', L.loanNumber],
      ...(f.entity ? [['Guarantor', fullName(f.borrower)] as SheetCell[]] : []),
      ['Property', addrFull(f.property.address), null, 'Total loan', L.amount],
      ['Contractor', rng.pick(CONTRACTORS), null, 'Rehab holdback', hold],
    ];
    if (rng.chance(0.6)) { rows.push(['Program', loanTypeWords(rng, f), null, 'Rate', `${L.rate}%`]); s.add('loan_type', 'interest_rate'); }
    if (f.property.arv) rows.push(['ARV (appraised)', f.property.arv]);
    rows.push([], ['Line item', 'Budget', 'Draw 1', 'Draw 2', 'Draw 3', 'Remaining']);
    for (const [n, v] of budgetLines(rng, hold)) {
      const d1 = Math.round(v * rng.pick([0, 0.25, 0.5]) / 10) * 10;
      const d2 = Math.round((v - d1) * rng.pick([0, 0.5]) / 10) * 10;
      rows.push([n, v, d1, d2, 0, v - d1 - d2]);
    }
    rows.push(['TOTAL', hold]);
    rows.push([], ['Inspection fee per draw', rng.pick([150, 175, 225])], ['Inspector', rng.pick(['Gulf Draw Inspections', 'SiteCheck Services', 'Bayou Property Inspectors'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows }], truth: s.truth() };
  },
};

/** Lender's sizer: inputs, computed outputs. */
const sizer: Family = {
  id: 'ab-sheet-lender-sizer',
  description: 'Loan sizer workbook: inputs block (value, price, ARV, rate, points, fees) and outputs (max loan, LTV, payment) side by side; second tab of assumptions.',
  formats: ['xlsx'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type');
    const pts = L.originationPoints;
    const rows: SheetCell[][] = [
      ['SIZER v3.2', null, null, 'Deal', `${f.borrower.last} - ${f.property.address.city}`],
      [],
      ['INPUTS', null, null, 'OUTPUTS'],
      ['Borrower', f.entity ? f.entity.name : fullName(f.borrower), null, 'Loan amount', L.amount],
      ['Guarantor', fullName(f.borrower), null, 'LTV (as-is)', money2(L.amount / f.property.value)],
      ['Address', addrFull(f.property.address), null, 'Monthly IO pmt', money2((L.amount * L.rate) / 100 / 12)],
      ['Program', loanTypeWords(rng, f), null, 'Per diem', money2((L.amount * L.rate) / 100 / 360)],
      ['As-is value', f.property.value, null, 'Orig $', pts !== undefined ? money2((L.amount * pts) / 100) : 0],
      ['Purchase price', f.property.purchasePrice ?? null, null, 'LTC', f.property.purchasePrice ? money2(L.amount / f.property.purchasePrice) : null],
      ['ARV', f.property.arv ?? null],
      ['Rate', `${L.rate}%`],
      ['Term (mo)', L.termMonths],
    ];
    if (pts !== undefined) { rows.push(['Orig pts', pts]); s.add('origination_points'); }
    if (L.discountPoints !== undefined) { rows.push(['Discount pts', L.discountPoints]); s.add('discount_points'); }
    if (L.docFee !== undefined) { rows.push(['Doc fee', L.docFee]); s.add('loan_doc_fee'); }
    if (L.adminFee !== undefined) { rows.push(['Admin fee', L.adminFee]); s.add('admin_fee'); }
    if (L.processingFee !== undefined) { rows.push(['Processing fee', L.processingFee]); s.add('processing_fee'); }
    if (rng.chance(0.6)) { rows.push(['FICO', f.borrower.creditScore]); s.add('credit_score'); }
    const assumptions: SheetCell[][] = [['Assumption', 'Value'], ['Max LTV as-is', 0.75], ['Max LTC', 0.85], ['Max LTARV', 0.7], ['Wind ins. est /yr', rng.int(3, 12) * 1000], ['Flood ins. est /yr', rng.int(1, 6) * 1000]];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizer', rows }, { name: 'Assumptions', rows: assumptions }], truth: s.truth() };
  },
};

/** Deal tape CSV with snake_case headers. */
const tapeCsv: Family = {
  id: 'ab-sheet-deal-tape-csv',
  description: 'Deal tape CSV for a note buyer: snake_case headers, one loan row, codes for property/loan types.',
  formats: ['csv'],
  make(f, rng) {
    const L = f.loan;
    const a = f.property.address;
    const s = new Stated(f).who().add('loan_number', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'estimated_closing_date', 'credit_score', 'prepayment_penalty', 'prepayment_terms');
    const header = ['loan_id', 'borrower_entity', 'guarantor_first', 'guarantor_last', 'fico', 'prop_street', 'prop_unit', 'prop_city', 'prop_state', 'prop_zip', 'prop_type', 'loan_type', 'orig_balance', 'note_rate', 'term_months', 'as_is_value', 'arv', 'purchase_price', 'first_pmt', 'closing_date', 'ppp', 'ppp_terms', 'orig_pts', 'servicer'];
    if (L.originationPoints !== undefined) s.add('origination_points');
    s.add('property_type', 'loan_type');
    const row: SheetCell[] = [L.loanNumber, f.entity?.name ?? '', f.borrower.first, f.borrower.last, f.borrower.creditScore, a.street, a.unit ?? '', a.city, a.state, a.zip, f.property.type, L.type, L.amount, L.rate / 100, L.termMonths, f.property.value, f.property.arv ?? '', f.property.purchasePrice ?? '', day(`${L.closingDate.slice(0, 8)}01`), day(L.closingDate), L.prepayment.penalty ? 'Y' : 'N', L.prepayment.terms ?? '', L.originationPoints ?? '', rng.pick(['BSI Financial', 'FCI Lender Services', 'Shellpoint', 'in-house'])];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'tape', rows: [header, row], percentColumns: [13] }], truth: s.truth() };
  },
};

/** Draw log from the servicing side. */
const drawLog: Family = {
  id: 'ab-sheet-draw-log',
  description: 'Servicing draw log: loan header rows then dated draw requests with inspector %, approved amounts, wire dates.',
  formats: ['xls', 'xlsx'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('loan_number', 'property_address', 'loan_amount', 'interest_rate');
    const rows: SheetCell[][] = [
      ['DRAW LOG', null, null, null, f.lender.name],
      ['Loan No.', L.loanNumber, null, 'Note rate', `${L.rate}% IO`],
      ['Borrower', f.entity ? `${f.entity.name} / ${fullName(f.borrower)}` : fullName(f.borrower)],
      ['Collateral', addrFull(f.property.address)],
      ['Commitment', L.amount, null, 'Maturity', `${L.termMonths} mo from close`],
      [],
      ['Draw #', 'Requested', 'Date req.', 'Inspector % complete', 'Approved', 'Wire date', 'Notes'],
    ];
    s.add('loan_term');
    let d = f.documentDate;
    const n = rng.int(2, 5);
    let cum = 0;
    for (let i = 1; i <= n; i++) {
      const req = rng.int(8, 45) * 1000;
      const appr = Math.round(req * rng.pick([1, 1, 0.85, 0.9]) / 100) * 100;
      cum += rng.int(10, 25);
      rows.push([i, req, day(d), Math.min(100, cum) / 100, appr, day(d), rng.pick(['', 'roof dry-in verified', 'lien waiver rec\'d', `photos by ${rng.pick(ADJUSTERS).split(' ')[0]}`, 'held 10% retainage'])]);
      const dd = new Date(`${d}T00:00:00Z`);
      dd.setUTCDate(dd.getUTCDate() + rng.int(12, 30));
      d = dd.toISOString().slice(0, 10);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Draws', rows, percentColumns: [3] }], truth: s.truth() };
  },
};

/** STR income sizer. */
const strSizer: Family = {
  id: 'ab-sheet-str-income-sizer',
  description: 'Short-term rental DSCR worksheet: monthly revenue table (seasonal Gulf beach pattern), expenses, DSCR; loan terms at top.',
  formats: ['xls', 'xlsx'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value');
    const rows: SheetCell[][] = [
      ['STR DSCR Worksheet', null, dt(f.documentDate, 'us')],
      ['Borrower', f.entity ? f.entity.name : fullName(f.borrower)],
      ['Guarantor', fullName(f.borrower), 'FICO', f.borrower.creditScore],
      ['Property', addrFull(f.property.address)],
      ['Value', f.property.value, 'Loan', L.amount],
      ['Rate', `${L.rate}%`, 'Term', L.termMonths],
      ['Prepay', prepayWords(rng, f)],
      [],
      ['Month', 'ADR', 'Occ %', 'Revenue'],
    ];
    s.add('credit_score', 'prepayment_penalty', 'prepayment_terms');
    const season = [0.45, 0.5, 0.7, 0.75, 0.85, 0.95, 0.95, 0.8, 0.55, 0.55, 0.45, 0.5];
    const baseAdr = rng.int(150, 380);
    let total = 0;
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].forEach((m, i) => {
      const adr = Math.round(baseAdr * (0.7 + (season[i] as number) * 0.5));
      const occ = Math.min(0.95, (season[i] as number) * (0.8 + rng.next() * 0.2));
      const rev = Math.round(adr * occ * 30);
      total += rev;
      rows.push([m, adr, Math.round(occ * 100) / 100, rev]);
    });
    const pmt = Math.round((L.amount * L.rate) / 100 / 12);
    rows.push(['Annual', null, null, total], [], ['Mgmt 20%', Math.round(total * 0.2)], ['Wind+flood ins', rng.int(4, 14) * 1000], ['Taxes', rng.int(2, 9) * 1000], ['Monthly P&I/IO', pmt], ['DSCR', Math.round((total * 0.6 / 12 / pmt) * 100) / 100]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'STR', rows, percentColumns: [2] }], truth: s.truth() };
  },
};

/** Old broker scenario form in xls. */
const brokerScenario: Family = {
  id: 'ab-sheet-broker-scenario-form',
  description: "Old-school broker scenario form saved as .xls: labels with colons in column A, answers in column C, yes/no flags.",
  formats: ['xls', 'csv'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type', 'borrower_phone');
    const rows: SheetCell[][] = [
      ['LOAN SCENARIO', null, `Broker: ${f.broker.name}`],
      ['Date:', null, day(f.documentDate)],
      ['Client:', null, fullName(f.borrower)],
      ['Client phone:', null, phone(f.borrower.phone, 0)],
    ];
    if (f.entity) rows.push(['Closing in name of:', null, f.entity.name]);
    rows.push(['Subject:', null, `${addr1(f.property.address, true)}, ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`]);
    rows.push(['Loan type:', null, loanTypeWords(rng, f)], ['Amount:', null, L.amount]);
    if (rng.chance(0.6)) { rows.push(['Est. value:', null, f.property.value]); s.add('property_value'); }
    if (rng.chance(0.6)) { rows.push(['Credit:', null, `${f.borrower.creditScore} mid`]); s.add('credit_score'); }
    if (rng.chance(0.5)) { rows.push(['Term wanted:', null, `${L.termMonths} months`]); s.add('loan_term'); }
    rows.push(['Prepay OK?', null, L.prepayment.penalty ? `yes - ${L.prepayment.terms}` : 'no prepay penalty please']); s.add('prepayment_penalty', 'prepayment_terms');
    if (L.exit) { rows.push(['Exit:', null, exitWords(rng, L.exit)]); s.add('exit_strategy'); }
    rows.push(['Open ins. claim?', null, rng.pick(['Y', 'N'])], ['Flood zone:', null, rng.pick(['AE', 'X', 'VE', '?'])], ['Comments:', null, rng.pick(['needs 2 wk close', 'borrower is a GC himself', 'tenant in place, lease to 2026'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenario', rows }], truth: s.truth() };
  },
};

function claimRows(f: DealFacts, rng: Rng, amount: number): SheetCell[][] {
  const rcv = Math.round(amount * (1.2 + rng.next() * 0.6) / 100) * 100;
  const dep = Math.round(rcv * 0.15 / 10) * 10;
  const ded = rng.pick([2500, 5000, 7500]);
  const paid = Math.round((rcv - dep - ded) * 0.5 / 100) * 100;
  return [
    ['Carrier', rng.pick(CARRIERS)], ['Claim #', claimNo(rng)], ['Event', rng.pick(STORMS)], ['Adjuster', rng.pick(ADJUSTERS)],
    ['RCV', rcv], ['Recoverable depreciation', dep], ['Deductible', ded], ['Paid to date', paid], ['Remaining expected', rcv - ded - paid],
  ];
}

/** Bridge sizing against insurance proceeds. */
const insuranceCalc: Family = {
  id: 'ab-sheet-insurance-proceeds-calc',
  description: 'Bridge-against-claim calculator: claim figures (RCV, depreciation, deductible, paid), advance rate, loan terms and fees.',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term');
    const rows: SheetCell[][] = [
      ['INSURANCE PROCEEDS BRIDGE CALC'],
      ['Insured / Borrower', f.entity ? f.entity.name : fullName(f.borrower)],
      ['Principal', fullName(f.borrower)],
      ['Property', addrFull(f.property.address)],
      [],
      ...claimRows(f, rng, L.amount),
      [],
      ['Advance rate on remaining', 0.8],
      ['Program', loanTypeWords(rng, f)],
      ['Loan amount', L.amount],
      ['Rate', `${L.rate}%`],
      ['Term', `${L.termMonths} months`],
    ];
    if (L.originationPoints !== undefined) { rows.push(['Points', L.originationPoints]); s.add('origination_points'); }
    if (L.adminFee !== undefined) { rows.push(['Admin fee', L.adminFee]); s.add('admin_fee'); }
    if (L.docFee !== undefined) { rows.push(['Doc fee', L.docFee]); s.add('loan_doc_fee'); }
    if (rng.chance(0.5)) { rows.push(['Pre-loss value', f.property.value]); s.add('property_value'); }
    if (L.exit) { rows.push(['Exit', exitWords(rng, L.exit)]); s.add('exit_strategy'); }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Calc', rows }], truth: s.truth() };
  },
};

/** CRM export with odd headers. */
const crmExport: Family = {
  id: 'ab-sheet-crm-lead-export',
  description: 'CRM lead export: odd headers ("Contact: Full Name", "Deal - Amount"), lead source, owner, one row.',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type');
    const header = ['Record ID', 'Contact: Full Name', 'Contact: Email', 'Contact: Mobile', 'Account Name', 'Deal - Name', 'Deal - Amount', 'Deal - Type', 'Property Street', 'Property City', 'Property State', 'Property Postal Code', 'Lead Source', 'Deal Owner', 'Close Date', 'Description'];
    let close: SheetCell = '';
    if (rng.chance(0.6)) { close = dt(L.closingDate, 'us'); s.add('estimated_closing_date'); }
    let desc = rng.pick(['storm rebuild', 'duplex purchase', 'bridge til ins pays', 'RV lot expansion']);
    if (rng.chance(0.5)) { desc += `; value ${f.property.value}`; s.add('property_value'); }
    if (rng.chance(0.5)) { desc += `; ${L.termMonths} mo`; s.add('loan_term'); }
    const row: SheetCell[] = [String(rng.int(1000000, 9999999)), fullName(f.borrower), f.borrower.email, phone(f.borrower.phone, 2), f.entity?.name ?? '', `${f.borrower.last} - ${addr1(f.property.address)}`, L.amount, loanTypeWords(rng, f), addr1(f.property.address), f.property.address.city, f.property.address.state, f.property.address.zip, rng.pick(['Referral - Adjuster', 'Website', 'Broker', 'REIA event', 'Google Ads']), fullName(f.lender.contact), close, desc];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Export', rows: [header, row] }], truth: s.truth() };
  },
};


/** Processor's closing checklist with deal header. */
const closingChecklist: Family = {
  id: 'ab-sheet-closing-checklist',
  description: "Processor's closing checklist workbook: deal header rows, then condition items with status, owner and date columns.",
  formats: ['xlsx', 'xls', 'csv'],
  make(f, rng) {
    const L = f.loan;
    const s = new Stated(f).who().add('loan_number', 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_type');
    const rows: SheetCell[][] = [
      ['CLOSING CHECKLIST', `Loan ${L.loanNumber}`],
      ['Borrower', f.entity ? f.entity.name : fullName(f.borrower)],
      ['Signer', f.entity ? `${fullName(f.borrower)} (${f.entity.signatoryTitle})` : fullName(f.borrower)],
      ['Property', addrFull(f.property.address)],
      ['Program / amount', loanTypeWords(rng, f), L.amount],
      ['Closing', day(L.closingDate), f.title.name],
    ];
    if (f.entity) s.add('authorized_signatory_name', 'authorized_signatory_title');
    if (rng.chance(0.5)) { rows.push(['Borrower email', f.borrower.email]); s.add('borrower_email'); }
    rows.push([], ['Item', 'Status', 'Owner', 'Date', 'Comment']);
    const items = ['Appraisal', 'Title commitment', 'Flood cert', 'Elevation certificate', 'Wind/hail binder', 'Flood policy', 'Entity docs', 'Good standing', 'ID / OFAC', 'Contractor bid + license', 'Draw schedule', 'Closing instructions', 'Wire confirmation'];
    for (const it of items) rows.push([it, rng.pick(['Received', 'Received', 'Cleared', 'Pending', 'Ordered', 'N/A']), rng.pick(['Proc', 'UW', 'Title', 'Bwr', 'Broker']), day(f.documentDate), rng.pick(['', '', 'mortgagee clause wrong', 'waiting on agent', 'zone AE', 'exp. in 60 days'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Checklist', rows }], truth: s.truth() };
  },
};

export const sheetFamilies: Family[] = [closingChecklist, pipelineExport, labelValue, drawSchedule, sizer, tapeCsv, drawLog, strSizer, brokerScenario, insuranceCalc, crmExport];
