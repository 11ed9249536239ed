// Spreadsheets: LOS exports, rehab budgets, draw requests, rent rolls, sizers, submission sheets, tapes, closing
// estimates, portfolio schedules and a valuation vendor's export.
import type { Family, Rng, SheetCell } from '../../../types';
import {
  Said, above, d, desk, ein, exitWord, fullName, loanTypeWord, near, prepayText, propTypeWord, purposeWord, rehabBudget, street, termWords, who,
} from './util';

function date(iso: string): Date {
  const [y = 2025, m = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, day));
}

const STREETS_OTHER = ['N 19th St', 'Wallace St', 'S Cecil St', 'E Lafayette Ave', 'N Carey St', 'Decatur St NE', 'W 3rd St', 'Hull St', 'Bouldin St', 'W Somerset St'];

// 1 ------------------------------------------------------------------------------------------------------------
const pipeline: Family = {
  id: 'aa-los-pipeline-export-one-row',
  description: 'One-row export from our LOS pipeline view: wide header with internal column names, rate as a percent column, Excel dates.',
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const a = p.address;
    s.add('loan_number', 'borrower_last_name', 'borrower_first_name', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'estimated_closing_date', 'credit_score');
    const header: SheetCell[] = ['Loan #', 'Stage', 'Borrower Last', 'Borrower First', 'Vesting Entity', 'Property Street', 'City', 'St', 'Zip', 'Prop Type', 'Program', 'Purpose', 'Loan Amt', 'As-Is Value', 'ARV', 'Note Rate', 'Term (mo)', 'Orig Pts', 'Broker Pts', 'FICO', 'Est Close', 'LO', 'Processor', 'Title Co'];
    const row: SheetCell[] = [
      l.loanNumber, rng.pick(['Processing', 'Term Sheet Out', 'Underwriting', 'Clear to Close', 'Appraisal Ordered']), facts.borrower.last, facts.borrower.first,
      facts.entity ? s.say(facts.entity.name, 'entity_name') : '', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, a.city, a.state, a.zip, p.type,
      l.type, l.purpose ? s.say(l.purpose, 'loan_purpose') : '', l.amount, p.value, p.arv ?? null, l.rate / 100, l.termMonths,
      l.originationPoints !== undefined ? s.say(String(l.originationPoints), 'origination_points') : '', l.brokerPoints !== undefined ? s.say(String(l.brokerPoints), 'broker_points') : '',
      facts.borrower.creditScore, date(l.closingDate), `${facts.lender.contact.first} ${facts.lender.contact.last}`, desk(rng), facts.title.name,
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [header, row], percentColumns: [15] }], truth: s.truth() };
  },
};

// 2 ------------------------------------------------------------------------------------------------------------
const LINE_ITEMS = ['Demo & dumpsters', 'Framing / structural (rear wall, joists)', 'Roof (flat, EPDM + coating)', 'Windows & doors', 'Electrical — new 200A service', 'Plumbing — new supply & DWV', 'HVAC (mini-splits / furnace)', 'Drywall & plaster', 'Kitchen (cabinets, counters, appliances)', 'Bathrooms', 'Flooring (LVP)', 'Paint int/ext', 'Façade / pointing', 'Permits & L&I fees', 'Contingency'];

function budgetLines(rng: Rng, total: number): [string, number][] {
  const items = LINE_ITEMS.slice(0, rng.int(9, LINE_ITEMS.length));
  const weights = items.map(() => 1 + rng.next() * 3);
  const sum = weights.reduce((x, y) => x + y, 0);
  const out: [string, number][] = items.map((it, i) => [it, Math.round((total * (weights[i] ?? 1)) / sum / 50) * 50 + 25]);
  return out;
}

const rehab: Family = {
  id: 'aa-rehab-budget-scope-sheet',
  description: 'Borrower\'s rehab budget / scope of work: header block (borrower, LLC, property, loan #), line items by trade, totals.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const s = new Said(facts);
    const lines = budgetLines(rng, rehabBudget(facts));
    const total = lines.reduce((x, [, v]) => x + v, 0);
    const rows: SheetCell[][] = [
      ['SCOPE OF WORK & REHAB BUDGET'],
      ['Borrower', s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts))],
      ['Contact', s.say(`${fullName(facts)} ${facts.borrower.phone.slice(0, 3)}-${facts.borrower.phone.slice(3, 6)}-${facts.borrower.phone.slice(6)}`, 'borrower_first_name', 'borrower_last_name', 'borrower_phone')],
      ['Property', s.say(`${street(facts)}, ${facts.property.address.city}, ${facts.property.address.state} ${facts.property.address.zip}`, 'property_address')],
      ['Type', s.say(propTypeWord(rng, facts), 'property_type')],
      ['Lender / Loan #', `${facts.lender.name} / ${s.say(facts.loan.loanNumber, 'loan_number')}`],
      ['GC', `${rng.pick(['JM Renovations', 'Two Brothers Contracting', 'Fishtown Build Co', 'Patapsco Home Improvement'])} (MHIC/HIC #${rng.int(100000, 199999)})`],
      [],
      ['#', 'Line item', 'Budget', 'Notes'],
      ...lines.map(([k, v], i): SheetCell[] => [i + 1, k, v, rng.chance(0.3) ? rng.pick(['per GC bid', 'owner supplied', 'allowance', 'need permit']) : null]),
      [null, 'TOTAL REHAB', total, null],
      [],
      ['Purchase price', facts.property.purchasePrice ?? null],
      ['ARV (per borrower comps)', facts.property.arv ?? null],
      ['Timeline', `${rng.int(3, 8)} months`],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows }], truth: s.truth() };
  },
};

// 3 ------------------------------------------------------------------------------------------------------------
const draw: Family = {
  id: 'aa-construction-draw-request-sheet',
  description: 'Draw request workbook: loan header (loan #, total loan, holdback), budget vs. previously drawn vs. this request, inspector column.',
  formats: ['xlsx', 'xls', 'csv'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const lines = budgetLines(rng, rehabBudget(facts));
    const drawNo = rng.int(1, 4);
    const holdback = lines.reduce((x, [, v]) => x + v, 0);
    const rows: SheetCell[][] = [
      [`DRAW REQUEST #${drawNo}`, null, null, null, null, 'Date', date(facts.documentDate)],
      ['Loan No.', s.say(l.loanNumber, 'loan_number'), null, null, null, 'Borrower', s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts))],
      ['Property', s.say(`${street(facts)} ${facts.property.address.city} ${facts.property.address.state} ${facts.property.address.zip}`, 'property_address'), null, null, null, 'Total Loan', s.say(String(l.amount), 'loan_amount')],
      ['Construction holdback', holdback],
      [],
      ['Line', 'Description', 'Budget', 'Prev. drawn', 'This request', '% complete (inspector)', 'Approved'],
    ];
    let prevTot = 0;
    let reqTot = 0;
    lines.forEach(([k, v], i) => {
      const prev = drawNo > 1 ? Math.round(v * rng.next() * 0.5 / 25) * 25 : 0;
      const req = Math.round((v - prev) * rng.next() * 0.6 / 25) * 25;
      prevTot += prev;
      reqTot += req;
      rows.push([i + 1, k, v, prev, req, `${Math.round(((prev + req) / v) * 100)}%`, rng.chance(0.85) ? req : 0]);
    });
    rows.push([null, 'TOTALS', holdback, prevTot, reqTot, null, null], [], ['Inspector', desk(rng), 'Inspection fee', 250], ['Wire to', facts.entity ? facts.entity.name : fullName(facts), 'Bank', rng.pick(['TD Bank', 'PNC', 'Citizens', 'M&T'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: `Draw ${drawNo}`, rows }], truth: s.truth() };
  },
};

// 4 ------------------------------------------------------------------------------------------------------------
const rentRoll: Family = {
  id: 'aa-rent-roll-units-sheet',
  description: 'Landlord\'s rent roll: owner and property header, unit rows with tenants, lease dates, rents, deposits, section 8 flags.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const s = new Said(facts);
    const units = facts.property.units ?? 1;
    const tenants = ['R. Jenkins', 'M. Alvarez', 'T. Nguyen', 'K. Brooks', 'vacant', 'D. Holloway', 'S. Patel', 'L. Carter', 'A. Mohammed', 'J. Rossi'];
    const rows: SheetCell[][] = [
      ['RENT ROLL', null, null, null, `as of ${d(facts.documentDate, 'us')}`],
      ['Owner:', s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts))],
      ['Property:', s.say(`${street(facts, true)}, ${facts.property.address.city}, ${facts.property.address.state} ${facts.property.address.zip}`, 'property_address')],
      ['Type:', s.say(propTypeWord(rng, facts), 'property_type')],
      ['Prepared by:', s.say(`${fullName(facts)} (${facts.borrower.email})`, 'borrower_first_name', 'borrower_last_name', 'borrower_email')],
      [],
      ['Unit', 'Tenant', 'BR/BA', 'Lease start', 'Lease end', 'Monthly rent', 'Security dep.', 'Sec. 8?'],
    ];
    let total = 0;
    for (let i = 0; i < Math.min(units, 18); i++) {
      const t = rng.pick(tenants);
      const rent = t === 'vacant' ? 0 : rng.int(9, 24) * 50 + rng.pick([0, 25]);
      total += rent;
      const start = plusMonths(facts.documentDate, -rng.int(2, 40));
      rows.push([units === 1 ? 'Whole house' : rng.pick(['1st fl', '2nd fl', '3rd fl', 'Rear', `Apt ${i + 1}`]), t, `${rng.int(1, 3)}/${rng.int(1, 2)}`, t === 'vacant' ? null : date(start), t === 'vacant' ? null : rng.chance(0.3) ? 'MTM' : date(plusMonths(start, 12)), rent, t === 'vacant' ? 0 : rent, rng.chance(0.3) ? 'Y' : 'N']);
    }
    rows.push([], [null, null, null, null, 'TOTAL', total], [null, null, null, null, 'Rental license #', `RL-${rng.int(100000, 999999)}`]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: s.truth() };
  },
};

function plusMonths(iso: string, months: number): string {
  const x = new Date(`${iso}T00:00:00Z`);
  x.setUTCMonth(x.getUTCMonth() + months);
  return x.toISOString().slice(0, 10);
}

// 5 ------------------------------------------------------------------------------------------------------------
const sizer: Family = {
  id: 'aa-broker-ltc-ltv-sizer',
  description: 'Broker\'s deal sizer: inputs (price, as-is, rehab, ARV), leverage percentages in their own column, computed loan and pricing.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const budget = p.arv ? rehabBudget(facts) : 0;
    const basis = (p.purchasePrice ?? p.value) + budget;
    const rows: SheetCell[][] = [
      ['FIX/FLIP & BRIDGE SIZER v3', null, null],
      ['Borrower', s.say(facts.entity ? `${facts.entity.name} (${fullName(facts)})` : fullName(facts), 'borrower_first_name', 'borrower_last_name', ...(facts.entity ? ['entity_name' as const] : [])), null],
      ['Subject', s.say(`${street(facts)}, ${facts.property.address.city} ${facts.property.address.state} ${facts.property.address.zip}`, 'property_address'), null],
      ['Program', s.say(loanTypeWord(rng, l.type), 'loan_type'), null],
      ['FICO', s.say(String(facts.borrower.creditScore), 'credit_score'), null],
      [],
      ['INPUTS', '$', '%'],
      ['Purchase price', p.purchasePrice ?? null, null],
      ['As-is value', s.say(String(p.value), 'property_value') && p.value, null],
      ['Rehab budget', budget || null, null],
      ['ARV', p.arv ?? null, null],
      ['Total cost basis', basis, null],
      [],
      ['OUTPUT', '$', '%'],
      ['Loan amount', s.say(String(l.amount), 'loan_amount') && l.amount, null],
      ['LTV (as-is)', null, l.amount / p.value],
      ['LTC', null, l.amount / basis],
      ...(p.arv ? [['LTARV', null, l.amount / p.arv] as SheetCell[]] : []),
      ['Note rate', null, s.say(String(l.rate), 'interest_rate') && l.rate / 100],
      ['Term (months)', s.say(String(l.termMonths), 'loan_term') && l.termMonths, null],
    ];
    if (l.originationPoints !== undefined) rows.push(['Lender points', null, s.say(String(l.originationPoints), 'origination_points') && l.originationPoints / 100]);
    if (l.brokerPoints !== undefined) rows.push(['Broker points', null, s.say(String(l.brokerPoints), 'broker_points') && l.brokerPoints / 100]);
    rows.push(['Monthly interest (I/O)', Math.round(l.amount * l.rate / 1200 * 100) / 100, null]);
    if (l.docFee !== undefined) rows.push(['Doc fee', s.say(String(l.docFee), 'loan_doc_fee') && l.docFee, null]);
    rows.push([], ['Prepared by', `${facts.broker.contact.first} ${facts.broker.contact.last}, ${facts.broker.name}`, null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizer', rows, percentColumns: [2] }], truth: s.truth() };
  },
};

// 6 ------------------------------------------------------------------------------------------------------------
const submission: Family = {
  id: 'aa-broker-submission-form-label-value',
  description: 'Broker submission form as a two-column label/value sheet with section headers in capitals and blank rows between.',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    const rows: SheetCell[][] = [[`${facts.broker.name.toUpperCase()} — LOAN SUBMISSION`], [`Submitted ${d(facts.documentDate, 'long')} to ${facts.lender.name}`], [], ['BORROWER']];
    rows.push(['First Name', s.say(b.first, 'borrower_first_name')], ['Last Name', s.say(b.last, 'borrower_last_name')], ['Cell', s.say(`(${b.phone.slice(0, 3)}) ${b.phone.slice(3, 6)}-${b.phone.slice(6)}`, 'borrower_phone')], ['Email', s.say(b.email, 'borrower_email')], ['DOB', s.say(d(b.dob, 'us'), 'borrower_date_of_birth')], ['Credit Score', s.say(String(b.creditScore), 'credit_score') && b.creditScore]);
    if (facts.entity) {
      rows.push([], ['ENTITY'], ['Entity Name', s.say(facts.entity.name, 'entity_name')], ['Entity Type', facts.entity.type], ['Signer Title', s.say(facts.entity.signatoryTitle, 'authorized_signatory_title', 'authorized_signatory_name')]);
      if (facts.entity.ein) rows.push(['EIN', s.say(ein(facts.entity.ein), 'ein')]);
    }
    rows.push([], ['PROPERTY'], ['Address', s.say(`${street(facts)}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, 'property_address')], ['Property Type', s.say(propTypeWord(rng, facts), 'property_type')], ['Units', p.units ?? 1], ['Est. Value (as-is)', s.say(String(p.value), 'property_value') && p.value]);
    if (p.purchasePrice) rows.push(['Purchase Price', p.purchasePrice]);
    if (p.arv) rows.push(['ARV', p.arv]);
    rows.push([], ['LOAN'], ['Loan Type', s.say(loanTypeWord(rng, l.type), 'loan_type')]);
    if (l.purpose) rows.push(['Loan Purpose', s.say(purposeWord(rng, l.purpose), 'loan_purpose')]);
    rows.push(['Loan Amount', s.say(String(l.amount), 'loan_amount') && l.amount], ['Term', s.say(termWords(rng, l.termMonths), 'loan_term')], ['Rate Requested', s.say(`${l.rate}%`, 'interest_rate')]);
    if (l.brokerPoints !== undefined) rows.push(['Broker Fee (pts)', s.say(String(l.brokerPoints), 'broker_points') && l.brokerPoints]);
    if (l.processingFee !== undefined) rows.push(['Broker Processing Fee', s.say(String(l.processingFee), 'processing_fee') && l.processingFee]);
    rows.push(['Prepay', s.say(prepayText(rng, facts), 'prepayment_penalty', 'prepayment_terms')]);
    if (l.exit) rows.push(['Exit Strategy', s.say(exitWord(rng, l.exit), 'exit_strategy')]);
    rows.push(['Target Close', s.say(d(l.closingDate, 'us'), 'estimated_closing_date')], [], ['Broker contact', `${facts.broker.contact.first} ${facts.broker.contact.last} ${facts.broker.contact.email}`]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: s.truth() };
  },
};

// 7 ------------------------------------------------------------------------------------------------------------
const tape: Family = {
  id: 'aa-loan-sale-tape-machine-headers',
  description: 'A loan tape line prepared for a note buyer: upper-case machine headers (LOAN_ID, BORR_FNAME, ORIG_BAL…), ISO dates, decimal rates.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const a = p.address;
    s.add('loan_number', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'credit_score', 'loan_type', 'property_type', 'prepayment_penalty', 'estimated_closing_date');
    const header: SheetCell[] = ['LOAN_ID', 'SELLER_LOAN_ID', 'BORR_FNAME', 'BORR_LNAME', 'BORR_ENTITY', 'FICO', 'PROP_ADDR', 'PROP_UNIT', 'PROP_CITY', 'PROP_ST', 'PROP_ZIP', 'PROP_TYPE', 'LOAN_PURPOSE', 'PRODUCT', 'ORIG_BAL', 'CURR_BAL', 'NOTE_RATE', 'ORIG_TERM', 'AS_IS_VAL', 'ARV', 'PPP_FLAG', 'PPP_DESC', 'ORIG_DATE', 'MATURITY'];
    const row: SheetCell[] = [
      l.loanNumber, `${rng.pick(['KB', 'SP', 'NP'])}-${rng.int(10000, 99999)}`, facts.borrower.first.toUpperCase(), facts.borrower.last.toUpperCase(),
      facts.entity ? s.say(facts.entity.name.toUpperCase(), 'entity_name') : '', facts.borrower.creditScore, a.street.toUpperCase(), a.unit ?? '', a.city.toUpperCase(), a.state, a.zip,
      p.type.toUpperCase(), l.purpose ? s.say(l.purpose.toUpperCase(), 'loan_purpose') : '', l.type.toUpperCase(), l.amount, l.amount, l.rate, l.termMonths, p.value, p.arv ?? '',
      l.prepayment.penalty ? 'Y' : 'N', l.prepayment.penalty ? s.say(l.prepayment.terms ?? '', 'prepayment_terms') : '', l.closingDate, plusMonths(l.closingDate, l.termMonths),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'tape', rows: [header, row] }], truth: s.truth() };
  },
};

// 8 ------------------------------------------------------------------------------------------------------------
const closingEstimate: Family = {
  id: 'aa-settlement-cost-estimate-sheet',
  description: 'Settlement agent\'s estimated closing statement: lender charges (points, doc, processing, admin) among title premiums and transfer taxes.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const price = p.purchasePrice;
    const rows: SheetCell[][] = [
      [`${facts.title.name} — ESTIMATED SETTLEMENT STATEMENT`],
      ['File', `${rng.pick(['PA', 'MD', 'DE'])}-${rng.int(24000, 26999)}`, 'Settlement date', s.say(d(l.closingDate, 'us'), 'estimated_closing_date')],
      ['Borrower/Buyer', s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts)), 'Lender', facts.lender.name],
      ['Property', s.say(`${street(facts)}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, 'property_address'), 'Loan #', s.say(l.loanNumber, 'loan_number')],
      ['Seller', price ? `${facts.seller.first} ${facts.seller.last}` : 'N/A (refinance)'],
      [],
      ['Description', 'Borrower debit', 'Borrower credit', 'Paid to'],
    ];
    if (price) rows.push(['Contract sales price', price, null, 'Seller']);
    rows.push(['New loan — principal', null, s.say(String(l.amount), 'loan_amount') && l.amount, facts.lender.name]);
    if (l.originationPoints !== undefined) rows.push([`Origination fee (${s.say(String(l.originationPoints), 'origination_points')}% of loan)`, Math.round(l.amount * l.originationPoints) / 100, null, facts.lender.name]);
    if (l.discountPoints !== undefined) rows.push([`Discount points (${s.say(String(l.discountPoints), 'discount_points')}%)`, Math.round(l.amount * l.discountPoints) / 100, null, facts.lender.name]);
    if (l.brokerPoints !== undefined) rows.push([`Broker fee (${s.say(String(l.brokerPoints), 'broker_points')}%)`, Math.round(l.amount * l.brokerPoints) / 100, null, facts.broker.name]);
    if (l.docFee !== undefined) rows.push(['Document preparation fee', s.say(String(l.docFee), 'loan_doc_fee') && l.docFee, null, facts.lender.name]);
    if (l.processingFee !== undefined) rows.push(['Processing fee', s.say(String(l.processingFee), 'processing_fee') && l.processingFee, null, facts.lender.name]);
    if (l.adminFee !== undefined) rows.push(['Administration fee', s.say(String(l.adminFee), 'admin_fee') && l.adminFee, null, facts.lender.name]);
    rows.push(
      ['Appraisal / BPO', rng.pick([150, 475, 550, 650]), null, facts.appraiser.name],
      ['Title insurance premium — loan policy', rng.int(600, 2400) + 0.5, null, facts.title.name],
      ['Settlement / closing fee', rng.pick([595, 750, 895]), null, facts.title.name],
      ['Recording — mortgage', rng.pick([256.75, 281.75, 292.5]), null, 'Recorder of Deeds'],
    );
    if (price) rows.push(['Realty transfer tax (buyer share)', Math.round(price * 0.02139) + 0.11, null, 'City/State']);
    rows.push(['Interest from settlement to end of month', Math.round(l.amount * l.rate / 36000 * rng.int(3, 20) * 100) / 100, null, facts.lender.name], [], ['Estimate only — figures subject to change. Prepared by', `${facts.title.contact.first} ${facts.title.contact.last}`]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Estimate', rows }], truth: s.truth() };
  },
};

// 9 ------------------------------------------------------------------------------------------------------------
const portfolio: Family = {
  id: 'aa-portfolio-refi-request-two-tabs',
  description: 'Portfolio workbook: "Request" tab for the subject loan (label/value), "REO" tab listing the investor\'s other doors with values and debt.',
  formats: ['xlsx'],
  make(facts, rng) {
    const s = new Said(facts);
    const l = facts.loan;
    const p = facts.property;
    const req: SheetCell[][] = [
      ['LOAN REQUEST — SUBJECT PROPERTY'],
      ['Borrower / vesting', s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts))],
      ['Guarantor', s.say(fullName(facts), 'borrower_first_name', 'borrower_last_name')],
      ['Subject', s.say(`${street(facts)}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, 'property_address')],
      ['Use', s.say(propTypeWord(rng, facts), 'property_type')],
      ['Current value', s.say(String(p.value), 'property_value') && p.value],
      ['Request', s.say(loanTypeWord(rng, l.type), 'loan_type')],
      ['Amount', s.say(String(l.amount), 'loan_amount') && l.amount],
      ['Term', s.say(`${l.termMonths} months`, 'loan_term')],
      ['Needed by', s.say(d(l.closingDate, 'long'), 'estimated_closing_date')],
      ['Notes', rng.pick(['pay off maturing bank note', 'pull equity for next acquisition', 'consolidate w/ same lender later', 'finish unit 2 & lease up'])],
    ];
    const reo: SheetCell[][] = [['Address', 'Type', 'Est. value', 'Debt', 'Lender', 'Rent/mo']];
    for (let i = 0; i < rng.int(3, 7); i++) {
      reo.push([`${rng.int(100, 4999)} ${rng.pick(STREETS_OTHER)}`, rng.pick(['SFR', 'Duplex', 'Triplex', 'Mixed-use']), above(rng, p.value), rng.int(40000, 300000), rng.pick(['Free & clear', 'PNC', 'private', 'Fannie 30yr', 'credit union']), rng.int(11, 32) * 50]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Request', rows: req }, { name: 'REO', rows: reo }], truth: s.truth() };
  },
};

// 10 -----------------------------------------------------------------------------------------------------------
const vendor: Family = {
  id: 'aa-valuation-vendor-order-export',
  description: 'Valuation vendor portal export (one order): order/product columns, subject, borrower, as-is and as-repaired values, comps summary.',
  formats: ['csv', 'xlsx', 'xls'],
  make(facts, rng) {
    const s = new Said(facts);
    const p = facts.property;
    const a = p.address;
    s.add('property_address', 'property_value', 'property_type', 'loan_number');
    const header: SheetCell[] = ['Order ID', 'Product', 'Client', 'Client Loan #', 'Borrower', 'Subject Address', 'City', 'State', 'Zip', 'Property Type', 'As Is Value', 'As Repaired Value', 'Low Comp', 'High Comp', 'Completed', 'Vendor', 'Status'];
    const row: SheetCell[] = [
      `VO-${rng.int(100000, 999999)}`, rng.pick(['Exterior BPO', 'Interior BPO', '1004 Full Appraisal', 'Desktop Valuation']), facts.lender.name, facts.loan.loanNumber,
      s.say(facts.entity ? facts.entity.name : fullName(facts), ...who(facts)),
      `${a.street}${a.unit ? ` ${a.unit}` : ''}`, a.city, a.state, a.zip, p.type, p.value, p.arv ?? 'N/A',
      near(rng, p.value * 0.92, 0.03, 500), near(rng, p.value * 1.1, 0.03, 500), date(facts.documentDate), facts.appraiser.name, 'Delivered',
    ];
    return { kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Orders', rows: [header, row] }], truth: s.truth() };
  },
};

// 11 -----------------------------------------------------------------------------------------------------------
const webLead: Family = {
  id: 'aa-website-lead-form-csv-export',
  description: 'Website "get a quote" form export: snake_case field names, free-text answers as typed by the investor, UTM columns.',
  formats: ['csv'],
  make(facts, rng) {
    const s = new Said(facts);
    const b = facts.borrower;
    const l = facts.loan;
    const p = facts.property;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'loan_type');
    const header: SheetCell[] = ['submitted_at', 'first_name', 'last_name', 'email', 'phone', 'company', 'property_address', 'property_type', 'loan_program', 'loan_amount_requested', 'estimated_value', 'purchase_price', 'credit_score_range', 'timeline', 'how_did_you_hear', 'utm_source', 'utm_campaign'];
    const row: SheetCell[] = [
      `${facts.documentDate} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
      b.first.toLowerCase(), b.last, b.email.toUpperCase(), `${b.phone.slice(0, 3)}-${b.phone.slice(3, 6)}-${b.phone.slice(6)}`,
      facts.entity ? s.say(facts.entity.name, 'entity_name') : '', `${street(facts)}, ${p.address.city}, ${p.address.state} ${p.address.zip}`,
      s.say(propTypeWord(rng, facts), 'property_type'), loanTypeWord(rng, l.type), `$${l.amount.toLocaleString('en-US')}`, String(p.value),
      p.purchasePrice ? `${p.purchasePrice}` : 'refi', s.say(String(b.creditScore), 'credit_score'), s.say(`close by ${d(l.closingDate, 'us')}`, 'estimated_closing_date'),
      rng.pick(['BiggerPockets', 'Google', 'friend', 'Philly REIA']), rng.pick(['google', 'facebook', 'newsletter', '(direct)']), rng.pick(['fixflip_q3', 'brand', 'dscr_launch', '']),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'leads', rows: [header, row] }], truth: s.truth() };
  },
};

export const sheetFamilies: Family[] = [pipeline, rehab, draw, rentRoll, sizer, submission, tape, closingEstimate, portfolio, vendor, webLead];
