// The desk's spreadsheets: a construction budget with the loan request on top, sources and uses, a draw schedule,
// an interest reserve calculation, a one-loan export from the bank's pipeline, the core system's boarding sheet,
// a broker's two-column submission template, a lot loan analysis, an investor refinance with its rent roll and
// the closing fee worksheet.
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import { Stated, addDays, borrowerName, groundUp, lotLoan, name, oneLine, pct, phone, street, westCoast, type Budget } from './kit';

const when = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

function budgetLines(b: Budget, rng: Rng): [string, string, number][] {
  const codes: [string, string, number][] = [
    ['01-100', 'Land acquisition', b.land],
    ['02-200', 'Site work & utilities', Math.round(b.hard * 0.1)],
    ['03-300', 'Foundation / concrete', Math.round(b.hard * 0.12)],
    ['06-100', 'Framing & lumber', Math.round(b.hard * 0.2)],
    ['07-000', 'Roofing & waterproofing', Math.round(b.hard * 0.07)],
    ['15-000', 'MEP rough & finish', Math.round(b.hard * 0.22)],
    ['09-000', 'Interior finishes', 0],
    ['90-100', 'Architecture & engineering', Math.round(b.soft * 0.45)],
    ['90-200', 'Permits & impact fees', 0],
    ['95-000', 'Contingency', b.contingency],
    ['96-000', 'Interest reserve', b.interestReserve],
  ];
  const hardSoFar = codes.slice(1, 6).reduce((a, [, , v]) => a + v, 0);
  (codes[6] as [string, string, number])[2] = b.hard - hardSoFar;
  (codes[8] as [string, string, number])[2] = b.soft - Math.round(b.soft * 0.45);
  return rng.chance(0.5) ? codes : codes.map(([c, d, v]) => [c.replace('-', '.'), d.toUpperCase(), v]);
}

/** Borrower rows a sheet prints, recording what they state. */
function borrowerRows(f: DealFacts, s: Stated, labels: { entity: string; person: string }): SheetCell[][] {
  if (f.entity) {
    s.add('entity_name', 'borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title');
    return [[labels.entity, f.entity.name], [labels.person, `${name(f.borrower)} (${f.entity.signatoryTitle})`]];
  }
  s.add('borrower_first_name', 'borrower_last_name');
  return [[labels.person, name(f.borrower)]];
}

const budgetRequest: Family = {
  id: 'q-construction-budget-with-request',
  description: "Builder's construction budget workbook with the loan request block on top and cost codes below",
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'loan_type');
    const lines = budgetLines(budget, rng);
    const rows: SheetCell[][] = [
      ['LOAN REQUEST', null, null],
      ...borrowerRows(f, s, { entity: 'Borrower', person: 'Contact' }),
      ['Project', oneLine(f.property.address)],
      ['Loan Type', 'Construction'],
      ['Loan Amount', f.loan.amount],
      ['Rate', pct(f.loan.rate)],
      ['Term (mo)', f.loan.termMonths],
      ['Land value (as-is)', f.property.value],
      ['ARV / as-complete', budget.completed],
      ['LTC', pct(Math.round(f.loan.amount / budget.total * 1000) / 10)],
      [],
      ['Cost Code', 'Description', 'Budget', '% of Total'],
      ...lines.map(([c, d, v]) => [c, d, v, Math.round(v / budget.total * 1000) / 1000]),
      ['', 'TOTAL PROJECT COST', budget.total, 1],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows, percentColumns: [3] }], truth: s.truth(f) };
  },
};

const sourcesUses: Family = {
  id: 'q-sources-and-uses',
  description: 'Sources and uses of funds for a ground-up project, side by side, with a deal header',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('property_address', 'loan_amount', 'loan_number');
    const equity = budget.total - f.loan.amount;
    const rows: SheetCell[][] = [
      [`Sources & Uses — ${street(f.property.address)}`],
      ['Deal', oneLine(f.property.address)],
      ['Sponsor', borrowerName(f)],
      ['Loan #', f.loan.loanNumber],
      [],
      ['SOURCES', 'Amount', '%', 'USES', 'Amount', '%'],
      [`Senior construction loan (${f.lender.name})`, f.loan.amount, Math.round(f.loan.amount / budget.total * 1000) / 1000, 'Land', budget.land, Math.round(budget.land / budget.total * 1000) / 1000],
      ['Sponsor cash equity', equity, Math.round(equity / budget.total * 1000) / 1000, 'Hard costs', budget.hard, Math.round(budget.hard / budget.total * 1000) / 1000],
      [null, null, null, 'Soft costs', budget.soft, Math.round(budget.soft / budget.total * 1000) / 1000],
      [null, null, null, 'Contingency', budget.contingency, Math.round(budget.contingency / budget.total * 1000) / 1000],
      [null, null, null, 'Interest reserve', budget.interestReserve, Math.round(budget.interestReserve / budget.total * 1000) / 1000],
      ['Total sources', budget.total, 1, 'Total uses', budget.total, 1],
    ];
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'S&U', rows, percentColumns: [2, 5] }], truth: s.truth(f) };
  },
};

const drawSchedule: Family = {
  id: 'q-draw-schedule',
  description: "Lender's projected draw schedule with monthly advances, cumulative balance and interest",
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_number', 'property_address', 'loan_amount', 'interest_rate', 'estimated_closing_date', 'loan_term');
    const holdback = budget.hard + budget.contingency;
    const initial = f.loan.amount - holdback - budget.interestReserve;
    const n = Math.min(f.loan.termMonths - 2, rng.int(7, 11));
    const curve = Array.from({ length: n }, (_, i) => Math.sin(((i + 0.5) / n) * Math.PI));
    const sum = curve.reduce((a, b) => a + b, 0);
    let balance = Math.max(initial, 0);
    const rows: SheetCell[][] = [
      ['DRAW SCHEDULE (PROJECTED)'],
      ['Loan No.', f.loan.loanNumber, 'Closing', when(f.loan.closingDate)],
      ['Property', oneLine(f.property.address), 'Rate', pct(f.loan.rate, 3)],
      ['Commitment', f.loan.amount, 'Term', `${f.loan.termMonths} months`],
      ['Holdback', holdback, 'Interest reserve', budget.interestReserve],
      [],
      ['Draw', 'Month', 'Advance', 'Balance', 'Interest'],
      [0, when(f.loan.closingDate), Math.max(initial, 0), balance, 0],
    ];
    let remaining = holdback;
    curve.forEach((c, i) => {
      const advance = i === n - 1 ? remaining : Math.round(holdback * c / sum / 100) * 100;
      remaining -= advance;
      balance += advance;
      rows.push([i + 1, when(addDays(f.loan.closingDate, 30 * (i + 1))), advance, balance, Math.round(balance * f.loan.rate / 1200 * 100) / 100]);
    });
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Draws', rows }], truth: s.truth(f) };
  },
};

const pipelineExport: Family = {
  id: 'q-bank-pipeline-export',
  description: "One-loan export from a community bank's commercial pipeline report (system column names)",
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const f = rng.chance(0.6) ? groundUp(facts, rng).f : westCoast(facts, rng);
    const s = new Stated().add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date', 'property_type', 'loan_type');
    const typeCode: Record<string, string> = { Construction: 'CONST-RES', Land: 'LAND-DEV', Commercial: 'CRE-INV', 'Bridge Loan': 'BRIDGE', 'Fix & Flip': 'RESI-REHAB', Purchase: 'CRE-PURCH', Refinance: 'CRE-REFI', 'Cash Out Refi': 'CRE-CASHOUT', 'Second Mortgage': 'HELOC-2ND' };
    const a = f.property.address;
    const header = ['LN_NBR', 'OBLIGOR_NAME', 'GUARANTOR', 'OFFICER', 'BRANCH', 'PRODUCT', 'PRODUCT_DESC', 'COLL_ADDR', 'COLL_CITY', 'COLL_ST', 'COLL_ZIP', 'COLL_TYPE', 'COMMIT_AMT', 'RATE', 'TERM_MO', 'EST_CLOSE', 'STAGE', 'RISK_RTG'];
    const row: SheetCell[] = [
      f.loan.loanNumber, (f.entity ? f.entity.name : `${f.borrower.last}, ${f.borrower.first}`).toUpperCase(), f.entity ? name(f.borrower).toUpperCase() : '',
      name(f.lender.contact), rng.pick(['Sacramento Main', 'Bellevue', 'Scottsdale Rd', 'Portland Pearl']), typeCode[f.loan.type] ?? 'OTHER', f.loan.type,
      street(f.property.address).toUpperCase(), a.city.toUpperCase(), a.state, a.zip, f.property.type, f.loan.amount, f.loan.rate / 100, f.loan.termMonths,
      when(f.loan.closingDate), rng.pick(['APPROVED', 'DOCS OUT', 'UNDERWRITING', 'CLEAR TO CLOSE']), rng.int(3, 5),
    ];
    if (f.entity) s.add('entity_name', 'borrower_first_name', 'borrower_last_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    const rows: SheetCell[][] = [header, row, [], ['Report: CRE Pipeline — filtered LN_NBR', null, `Run ${f.documentDate}`]];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows, percentColumns: [13] }], truth: s.truth(f) };
  },
};

const boarding: Family = {
  id: 'q-core-loan-boarding',
  description: "Core banking system loan boarding / setup sheet: coded label-value pairs, borrower and collateral",
  formats: ['xls'],
  make(facts, rng) {
    const f = rng.chance(0.6) ? groundUp(facts, rng).f : westCoast(facts, rng);
    const s = new Stated().add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'estimated_closing_date', 'borrower_phone', 'borrower_date_of_birth');
    const b = f.borrower;
    const rows: SheetCell[][] = [
      ['LOAN BOARDING WORKSHEET', null, 'Prepared', f.documentDate],
      [],
      ['FIELD', 'DESCRIPTION', 'VALUE'],
      ['LN01', 'Loan number', f.loan.loanNumber],
      ['CU01', 'Primary customer', f.entity ? f.entity.name : `${b.last}, ${b.first}`],
      ...(f.entity ? [['CU02', 'Tax ID (entity)', f.entity.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : 'N/A'], ['CU05', 'Authorized signer', `${name(b)} / ${f.entity.signatoryTitle}`]] : []),
      ['CU10', 'Guarantor / individual', `${b.last}, ${b.first}`],
      ['CU11', 'Individual DOB', when(b.dob)],
      ['CU12', 'Individual phone', phone(b.phone, 1)],
      ['LN10', 'Note amount', f.loan.amount],
      ['LN11', 'Note rate (%)', f.loan.rate],
      ['LN12', 'Term (months)', f.loan.termMonths],
      ['LN13', 'Note date', when(f.loan.closingDate)],
      ['LN20', 'Payment type', 'INTEREST ONLY'],
      ['CL01', 'Collateral address', oneLine(f.property.address)],
      ['CL02', 'Lien position', 1],
      ['OF01', 'Officer', name(f.lender.contact)],
    ];
    if (f.entity) s.add('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    s.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Boarding', rows }], truth: s.truth(f) };
  },
};

const brokerTemplate: Family = {
  id: 'q-broker-two-column-template',
  description: "Broker's submission template with two label/value pairs per row and section bands",
  formats: ['xlsx'],
  make(facts, rng) {
    const f = rng.chance(0.5) ? groundUp(facts, rng).f : westCoast(facts, rng);
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate');
    const b = f.borrower;
    const l = f.loan;
    if (f.entity) s.add('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
    if (l.exit) s.add('exit_strategy');
    if (l.purpose) s.add('loan_purpose');
    const bp = s.has(l.brokerPoints, 'broker_points');
    const rows: SheetCell[][] = [
      [f.broker.name, null, 'Submission', f.documentDate],
      ['— BORROWER —'],
      ['First', b.first, 'Last', b.last],
      ['Email', b.email, 'Cell', phone(b.phone)],
      ['Entity', f.entity?.name ?? 'n/a', 'Title', f.entity?.signatoryTitle ?? ''],
      ['FICO', b.creditScore, 'Experience (# builds)', rng.int(1, 30)],
      ['— COLLATERAL —'],
      ['Address', oneLine(f.property.address), 'Type', f.property.type],
      ['As-is value', f.property.value, 'ARV', f.property.arv ?? ''],
      ['— REQUEST —'],
      ['Program', l.type, 'Purpose', l.purpose ?? ''],
      ['Loan amt', l.amount, 'Term', `${l.termMonths} mo`],
      ['Rate target', pct(l.rate), 'Broker pts', bp ?? ''],
      ['Exit', l.exit ?? '', 'Closing target', l.closingDate],
    ];
    s.add('estimated_closing_date');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: s.truth(f) };
  },
};

const lotAnalysis: Family = {
  id: 'q-lot-loan-analysis',
  description: 'Lot loan analysis: the parcel, price and value, land comps, loan sizing on price and value',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const f = lotLoan(facts, rng);
    const s = new Stated().add('property_address', 'property_value', 'loan_amount', 'property_type', 'interest_rate', 'loan_term', 'loan_type');
    const price = f.property.purchasePrice ?? f.property.value;
    const comps: SheetCell[][] = Array.from({ length: 4 }, (_, i) => [`Comp ${i + 1}`, `${rng.int(100, 9999)} ${rng.pick(['Ridge', 'Quail', 'Mesquite', 'Hemlock'])} ${rng.pick(['Rd', 'Ln'])}`, Math.round(f.property.value * (0.85 + rng.next() * 0.3) / 1000) * 1000, `${rng.int(40, 180) * 100} sf`]);
    const rows: SheetCell[][] = [
      ['LOT LOAN ANALYSIS'],
      ['Borrower', borrowerName(f)],
      ['Parcel', oneLine(f.property.address)],
      ['Property type', 'Land'],
      ['Loan type', 'Land'],
      ['Purchase price', price],
      ['As-is value (appraised)', f.property.value],
      ['Max loan @ 60% of lesser', Math.round(Math.min(price, f.property.value) * 0.6)],
      ['Requested loan', f.loan.amount],
      ['Rate', pct(f.loan.rate)],
      ['Term (months)', f.loan.termMonths],
      [],
      ['Land comps', 'Address', 'Sale price', 'Lot size'],
      ...comps,
    ];
    if (f.entity) s.add('entity_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Lot', rows }], truth: s.truth(f) };
  },
};

const interestReserve: Family = {
  id: 'q-interest-reserve-calc',
  description: 'Interest reserve sizing worksheet on the projected draw curve, with loan inputs on top',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const { f, budget } = groundUp(facts, rng);
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'loan_number');
    const months = f.loan.termMonths;
    const rows: SheetCell[][] = [
      ['Interest Reserve Calculation'],
      ['Loan #', f.loan.loanNumber],
      ['Loan amount', f.loan.amount],
      ['Note rate', pct(f.loan.rate, 3)],
      ['Term', months],
      ['Day count', 'Actual/360'],
      [],
      ['Month', 'Avg. outstanding', 'Interest'],
    ];
    let total = 0;
    for (let m = 1; m <= months; m++) {
      const out = Math.round(f.loan.amount * Math.min(1, 0.35 + 0.65 * m / Math.max(1, months - 2)) / 100) * 100;
      const interest = Math.round(out * f.loan.rate / 100 * 30 / 360 * 100) / 100;
      total += interest;
      rows.push([m, out, interest]);
    }
    rows.push(['Total', null, Math.round(total * 100) / 100], ['Reserve in budget', null, budget.interestReserve]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'IR', rows }], truth: s.truth(f) };
  },
};

const rentRoll: Family = {
  id: 'q-rent-roll-refi-request',
  description: 'Investor refinance request: loan request block above the rent roll of a small multifamily or 2-4 unit',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const base = westCoast(facts, rng);
    const units = base.property.units ?? rng.int(2, 4);
    const type = units >= 5 ? 'Multifamily (5+)' : '2-4 Unit';
    const loanType = ['Refinance', 'Cash Out Refi', 'Bridge Loan', 'Commercial', 'Purchase'].includes(base.loan.type) ? base.loan.type : rng.pick(['Refinance', 'Cash Out Refi', 'Bridge Loan'] as const);
    const f: DealFacts = { ...base, property: { ...base.property, type, units }, loan: { ...base.loan, type: loanType } };
    const s = new Stated().add('property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'credit_score', 'borrower_first_name', 'borrower_last_name');
    if (f.entity) s.add('entity_name');
    s.add('prepayment_penalty', 'prepayment_terms');
    const rows: SheetCell[][] = [
      ['INVESTOR PROPERTY — LOAN REQUEST'],
      ['Owner', borrowerName(f), 'Principal', name(f.borrower)],
      ['Property', oneLine(f.property.address), 'Units', units],
      ['Type', type, 'Est. value', f.property.value],
      ['Request', f.loan.amount, 'Program', f.loan.type],
      ['Term (mo)', f.loan.termMonths, 'Rate', pct(f.loan.rate)],
      ['Guarantor FICO', f.borrower.creditScore, 'Prepay', f.loan.prepayment.penalty ? f.loan.prepayment.terms ?? 'Yes' : 'None'],
      [],
      ['Unit', 'Tenant', 'Bed/Bath', 'Lease End', 'Rent'],
    ];
    for (let u = 1; u <= Math.min(units, 16); u++) {
      rows.push([`${u}`, rng.chance(0.1) ? 'VACANT' : `${rng.pick(['Tenant', 'Occupied'])} ${u}`, rng.pick(['1/1', '2/1', '2/2', '3/2']), addDays(f.documentDate, rng.int(30, 360)), rng.int(14, 36) * 50]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: s.truth(f) };
  },
};

const feeWorksheet: Family = {
  id: 'q-closing-fee-worksheet',
  description: "Closer's lender fee worksheet: points and flat fees, per-diem, with loan and closing date",
  formats: ['csv', 'xls'],
  make(facts, rng) {
    const f = rng.chance(0.5) ? groundUp(facts, rng).f : westCoast(facts, rng);
    const s = new Stated().add('loan_number', 'loan_amount', 'interest_rate', 'estimated_closing_date', 'property_address');
    const l = f.loan;
    const rows: SheetCell[][] = [
      ['Fee Worksheet', `Loan ${l.loanNumber}`],
      ['Property', oneLine(f.property.address)],
      ['Loan amount', l.amount],
      ['Rate', `${l.rate}%`],
      ['Funding date', l.closingDate],
      [],
      ['Item', 'Basis', 'Amount', 'Paid to'],
    ];
    const o = s.has(l.originationPoints, 'origination_points');
    if (o !== undefined) rows.push(['Origination', `${o} pts`, Math.round(l.amount * o) / 100, f.lender.name]);
    const d = s.has(l.discountPoints, 'discount_points');
    if (d !== undefined) rows.push(['Discount', `${d} pts`, Math.round(l.amount * d) / 100, f.lender.name]);
    const bp = s.has(l.brokerPoints, 'broker_points');
    if (bp !== undefined) rows.push(['Broker', `${bp} pts`, Math.round(l.amount * bp) / 100, f.broker.name]);
    const doc = s.has(l.docFee, 'loan_doc_fee');
    if (doc !== undefined) rows.push(['Doc prep', 'flat', doc, f.lender.name]);
    const pr = s.has(l.processingFee, 'processing_fee');
    if (pr !== undefined) rows.push(['Processing', 'flat', pr, f.lender.name]);
    const ad = s.has(l.adminFee, 'admin_fee');
    if (ad !== undefined) rows.push(['Admin', 'flat', ad, f.lender.name]);
    rows.push(['Per diem', `${l.rate}% / 360`, Math.round(l.amount * l.rate / 360) / 100, 'prepaid interest'], ['Escrow fee', 'flat', rng.int(10, 30) * 50, f.title.name]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Fees', rows }], truth: s.truth(f) };
  },
};

export const sheetFamilies: Family[] = [budgetRequest, sourcesUses, drawSchedule, pipelineExport, boarding, brokerTemplate, lotAnalysis, interestReserve, rentRoll, feeWorksheet];
