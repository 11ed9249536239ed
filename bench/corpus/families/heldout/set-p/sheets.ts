// Spreadsheets: CRM and lender-portal exports, broker sheets, pricing and DSCR sizers, a comp grid (set-p).
import type { DealFacts, Family, Rng, SheetCell } from '../../../types';
import { Say, fmtDate, fmtPhone, person, stAddr } from './fmt';
import { comps } from './appraisal';

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function num(s: Say, field: 'loan_amount' | 'property_value' | 'interest_rate' | 'loan_term' | 'credit_score'): number {
  s.mark(field);
  const f = s.f;
  switch (field) {
    case 'loan_amount': return f.loan.amount;
    case 'property_value': return f.property.value;
    case 'interest_rate': return f.loan.rate;
    case 'loan_term': return f.loan.termMonths;
    case 'credit_score': return f.borrower.creditScore;
  }
}

function opt(s: Say, field: 'origination_points' | 'broker_points' | 'discount_points' | 'loan_doc_fee' | 'admin_fee' | 'processing_fee'): number | null {
  const l = s.f.loan;
  const v = { origination_points: l.originationPoints, broker_points: l.brokerPoints, discount_points: l.discountPoints, loan_doc_fee: l.docFee, admin_fee: l.adminFee, processing_fee: l.processingFee }[field];
  if (v === undefined) return null;
  s.mark(field);
  return v;
}

const pricingQuote: Family = {
  id: 'p-lender-pricing-quote-sheet',
  description: 'Lender pricing engine export: inputs block, rate/points ladder with the selected row flagged, fees',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const s = new Say(f, rng);
    const r = f.loan.rate;
    const o = f.loan.originationPoints;
    const ladder: SheetCell[][] = [[-0.5, 0.75], [0, 0], [0.5, -0.5], [-0.25, 0.25]].map(([dr, dp]) => {
      const rr = r + (dr as number);
      return [rr / 100, o === undefined ? null : Math.max(0, o + (dp as number)), (dr === 0) ? 'SELECTED' : ''];
    });
    const rows: SheetCell[][] = [
      ['Quote generated', fmtDate(f.documentDate, 'us')], ['Lender', f.lender.name], ['AE', person(f.lender.contact)], [],
      ['INPUTS'], ['Borrower', s.who()], ['Property', s.addr()], ['Property Type', s.ptype()], ['Product', s.ltype()],
      ['Loan Amount', num(s, 'loan_amount')], ['As-Is Value', num(s, 'property_value')], ['FICO', num(s, 'credit_score')], ['Term (mo)', num(s, 'loan_term')], [],
      ['RATE', o === undefined ? 'POINTS (n/a)' : 'POINTS', 'STATUS'], ...ladder, [],
    ];
    s.mark('interest_rate');
    if (f.loan.originationPoints !== undefined) s.mark('origination_points');
    const fees: [string, number | null][] = [['Doc Fee', opt(s, 'loan_doc_fee')], ['Admin Fee', opt(s, 'admin_fee')], ['Processing Fee', opt(s, 'processing_fee')]];
    for (const [k, v] of fees) if (v !== null) rows.push([k, v]);
    rows.push(['Prepay', s.prepay('None')]);
    return { kind: 'sheet', documentType: 'Term Sheet', truth: s.truth(), sheets: [{ name: 'Quote', rows, percentColumns: [0] }] };
  },
};

function crmRow(f: DealFacts, s: Say, rng: Rng): { header: string[]; row: SheetCell[] } {
  const cols: [string, SheetCell][] = [
    ['Lead ID', `L-${rng.int(10000, 99999)}`], ['Created', fmtDate(f.documentDate, 'loose')], ['Stage', rng.pick(['Submitted', 'Processing', 'New'])],
    ['Contact First', s.first()], ['Contact Last', s.last()], ['Contact Email', s.email()], ['Contact Phone', s.phone('dash')],
    ['Company', f.entity ? s.entity() : ''], ['Property Street', `${f.property.address.street}${f.property.address.unit ? ` ${f.property.address.unit}` : ''}`],
    ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip], ['Prop Type', s.ptype()],
    ['Loan Type', s.ltype()], ['Loan Amt', num(s, 'loan_amount')], ['Est Value', num(s, 'property_value')], ['Term', num(s, 'loan_term')],
    ['Credit', num(s, 'credit_score')], ['Target Close', s.closing('us')], ['Exit', s.exit() ?? ''], ['Broker Pts', opt(s, 'broker_points')],
    ['Loan Officer', person(f.broker.contact)], ['LO Email', f.broker.contact.email],
  ];
  s.mark('property_address');
  return { header: cols.map(([h]) => h), row: cols.map(([, v]) => v) };
}

const crmExport: Family = {
  id: 'p-broker-crm-export-row',
  description: 'One-row export from a broker\'s CRM (header row + deal row), contact and deal columns mixed',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const s = new Say(f, rng);
    const { header, row } = crmRow(f, s, rng);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', truth: s.truth(), sheets: [{ name: 'export', rows: [header, row] }] };
  },
};

const labelValue: Family = {
  id: 'p-broker-submission-label-value',
  description: 'Broker\'s own submission sheet: label/value pairs in column B/C, sections, notes at the bottom',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rows: SheetCell[][] = [
      [null, `${f.broker.name} — Loan Submission`], [null, 'Date', utc(f.documentDate)], [],
      [null, 'BORROWER'], [null, 'Borrowing Entity', f.entity ? s.entity() : 'N/A - individual'], [null, 'Guarantor', s.name()],
      [null, 'Guarantor DOB', utc(s.f.borrower.dob)], [null, 'Phone', s.phone('paren')], [null, 'Email', s.email()], [null, 'FICO', num(s, 'credit_score')],
      [], [null, 'PROPERTY'], [null, 'Address', s.addr()], [null, 'Type', s.ptype()], [null, 'Value', num(s, 'property_value')],
      [null, 'Purchase Price', f.property.purchasePrice ?? 'n/a (refi)'], [null, 'ARV', f.property.arv ?? ''],
      [], [null, 'LOAN'], [null, 'Program', s.ltype()], [null, 'Purpose', s.purpose()], [null, 'Loan Amount', num(s, 'loan_amount')],
      [null, 'Rate', `${num(s, 'interest_rate')}%`], [null, 'Term (months)', num(s, 'loan_term')], [null, 'Broker Fee (pts)', opt(s, 'broker_points') ?? 'per lender'],
      [null, 'Closing', utc(s.f.loan.closingDate)], [], [null, 'Notes', 'Borrower has proof of funds for down payment + rehab. Title: ' + f.title.name],
    ];
    s.mark('borrower_date_of_birth', 'estimated_closing_date');
    if (f.entity) s.mark('entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', truth: s.truth(), sheets: [{ name: 'Submission', rows }] };
  },
};

const tabsWorkbook: Family = {
  id: 'p-broker-deal-workbook-tabs',
  description: 'Broker workbook with a Deal tab (two columns) and a Rehab Budget tab with line items and contingency',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const s = new Say(f, rng);
    const deal: SheetCell[][] = [
      ['Field', 'Value'], ['Borrower', s.who()], ...(f.entity ? [['Signer', `${s.signer()} (${s.title()})`] as SheetCell[]] : []),
      ['Subject Address', s.addr()], ['Type', s.ptype()], ['Loan Program', s.ltype()], ['Request', num(s, 'loan_amount')],
      ['Current Value', num(s, 'property_value')], ['After Repair Value', f.property.arv ?? null], ['Term', `${num(s, 'loan_term')} months`],
      ['Exit', s.exit() ?? ''], ['Est. Closing', s.closing('mon')], ['Submitted by', `${person(f.broker.contact)} ${fmtPhone(f.broker.contact.phone, 'dash')}`],
    ];
    const items = rng.shuffle(['Demo', 'Roof', 'Kitchen', 'Bathrooms', 'Flooring', 'Paint', 'HVAC', 'Plumbing', 'Electrical', 'Windows', 'Exterior', 'Permits']).slice(0, rng.int(5, 9));
    const budget: SheetCell[][] = [['Item', 'Cost', 'Notes'], ...items.map((i) => [i, rng.int(15, 220) * 100, rng.pick(['GC bid', 'owner est.', 'materials only', ''])])];
    const total = budget.slice(1).reduce((a, r) => a + (r[1] as number), 0);
    budget.push(['Subtotal', total], ['Contingency 10%', Math.round(total * 0.1)], ['Total', total + Math.round(total * 0.1)]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', truth: s.truth(), sheets: [{ name: 'Deal', rows: deal }, { name: 'Rehab Budget', rows: budget }] };
  },
};

const appExport: Family = {
  id: 'p-borrower-portal-application-export',
  description: 'Lender portal\'s application export: snake_case field/value pairs as the system writes them',
  formats: ['csv', 'xls'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rows: SheetCell[][] = [['field', 'value'],
      ['application_id', `APP-${rng.int(100000, 999999)}`], ['submitted_at', `${f.documentDate}T${String(rng.int(10, 23))}:${String(rng.int(10, 59))}:00Z`],
      ['applicant_first_name', s.first()], ['applicant_last_name', s.last()], ['applicant_email', s.email(true)], ['applicant_phone', s.phone('plain')],
      ['applicant_dob', s.dob('iso')], ['fico_self_reported', num(s, 'credit_score')],
      ['entity_name', f.entity ? s.entity() : ''], ['entity_ein', f.entity ? s.ein(false) : ''], ['signer_title', f.entity ? s.title() : ''],
      ['property_address', s.addr()], ['property_type', s.ptype()], ['loan_product', s.ltype()], ['loan_purpose', s.purpose()],
      ['requested_amount', num(s, 'loan_amount')], ['estimated_value', num(s, 'property_value')], ['term_months', num(s, 'loan_term')],
      ['target_close', s.closing('iso')], ['co_applicant_dob', f.coBorrower ? s.coDob('iso') : ''], ['referral', f.broker.name],
    ];
    if (f.entity) s.signer();
    return { kind: 'sheet', documentType: 'Loan Application', truth: s.truth(), sheets: [{ name: 'application', rows }] };
  },
};

const compGrid: Family = {
  id: 'p-appraisal-comp-grid-sheet',
  description: 'Appraiser\'s comp grid workbook: subject row, comparable rows with adjustments, reconciled value',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const s = new Say(f, rng);
    const cs = comps(f, rng, rng.int(3, 5));
    const rows: SheetCell[][] = [
      ['Appraiser', f.appraiser.name, 'Client', f.lender.name], ['Subject', s.addr(), 'Type', s.ptype()], ['Effective date', fmtDate(f.documentDate, 'us')], [],
      ['Comp', 'Address', 'Sale Price', 'Sale Date', 'GLA', 'Net Adj', 'Adj Price'],
      ...cs.map((c, i) => [`#${i + 1}`, c.addr, c.price, c.date, c.sqft, c.adj, c.price + c.adj]),
      [], ['Reconciled As-Is Value', '', num(s, 'property_value')],
    ];
    return { kind: 'sheet', documentType: 'Appraisal Report', truth: s.truth(), sheets: [{ name: 'Grid', rows }] };
  },
};

const dscrSizer: Family = {
  id: 'p-lender-dscr-sizer-sheet',
  description: 'Rental lender\'s DSCR sizing sheet: rents, expenses, payment, DSCR and the quoted loan terms',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const s = new Say(f, rng);
    const rent = Math.round(f.property.value * (0.007 + rng.next() * 0.004) / 25) * 25;
    const tax = rng.int(150, 700), ins = rng.int(80, 300);
    const pmt = Math.round(f.loan.amount * f.loan.rate / 1200);
    const rows: SheetCell[][] = [
      ['DSCR SIZER', '', f.lender.name], ['Borrower', s.who()], ['Property', s.addr()], ['Property type', s.ptype()],
      ['Value', num(s, 'property_value')], ['Loan', num(s, 'loan_amount')], ['Rate', `${num(s, 'interest_rate')}%`], ['Term (months)', num(s, 'loan_term')],
      ['FICO', num(s, 'credit_score')], ['Gross rent', rent], ['Taxes / mo', tax], ['Insurance / mo', ins], ['I/O payment', pmt],
      ['PITIA', pmt + tax + ins], ['DSCR', Number((rent / (pmt + tax + ins)).toFixed(2))], ['Prepay', s.prepay('No PPP')], ['Orig pts', opt(s, 'origination_points')],
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', truth: s.truth(), sheets: [{ name: 'Sizer', rows }] };
  },
};

const losSummary: Family = {
  id: 'p-lender-los-loan-summary-export',
  description: 'Loan-origination-system loan summary export: wide header row, approved terms, fees, loan number',
  formats: ['csv', 'xls'],
  make(f, rng) {
    const s = new Say(f, rng);
    const cols: [string, SheetCell][] = [
      ['LoanNumber', s.loanNo()], ['Status', 'Approved'], ['BorrowerName', s.who()], ['PropertyAddress', s.addr()], ['PropertyType', s.ptype()],
      ['LoanType', s.ltype()], ['NoteAmount', num(s, 'loan_amount')], ['AppraisedValue', num(s, 'property_value')], ['NoteRate', num(s, 'interest_rate')],
      ['TermMonths', num(s, 'loan_term')], ['OrigPts', opt(s, 'origination_points')], ['DiscPts', opt(s, 'discount_points')], ['BrokerPts', opt(s, 'broker_points')],
      ['DocFee', opt(s, 'loan_doc_fee')], ['AdminFee', opt(s, 'admin_fee')], ['ProcFee', opt(s, 'processing_fee')], ['PPP', s.prepay('N')],
      ['ClosingDate', s.closing('us')], ['Processor', person(f.lender.contact)], ['TitleCo', f.title.name], ['TitleAddr', stAddr(f.title.address)],
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', truth: s.truth(), sheets: [{ name: 'LoanSummary', rows: [cols.map(([h]) => h), cols.map(([, v]) => v)] }] };
  },
};

export const sheetFamilies: Family[] = [pricingQuote, crmExport, labelValue, tabsWorkbook, appExport, compGrid, dscrSizer, losSummary];
