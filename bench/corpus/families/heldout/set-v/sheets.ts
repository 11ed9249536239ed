// Spreadsheets of a trust-deed brokerage and note desk: fractional-interest ledgers, a borrower's loan history,
// servicing boarding exports, lender/purchaser data, note bid worksheets, sources and uses, offering sheets,
// web-form exports, quote calculators, pipeline rows and one-off note tapes.
import { truthOf } from '../../../truth';
import type { Family, Sheet } from '../../../types';
import {
  Stated, addr, addressLine, date, decoyDate, decoyPerson, exitText, investors, isJunior, lastFirst, loanTypeText,
  offAmount, otherAddress, propTypeText, purposeText, seniorLien, servicer, term, type Row,
} from './lib';

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

const fractional: Family = {
  id: 'v-fractional-interest-ledger',
  description: "Investor relations workbook: loan header rows, then each fractional lender's share, monthly interest and servicing",
  formats: ['xlsx'],
  make(facts, rng) {
    const s = new Stated();
    const { loan } = facts;
    const inv = investors(rng, facts);
    s.add('loan_number', 'loan_amount', 'interest_rate', 'property_address', 'loan_term');
    if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name');
    const svc = rng.pick([0.005, 0.0075, 0.01]);
    const rows: Row[] = [
      ['FRACTIONAL INTEREST LEDGER', null, null, null, null],
      ['Loan #', loan.loanNumber, null, 'Servicer', servicer(rng)],
      ['Borrower', facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`, null, 'Lien', isJunior(facts) ? '2nd' : '1st'],
      ['Property', addr(rng, facts.property.address), null, 'Status', 'Pending funding'],
      ['Note amount', loan.amount, null, 'Note rate', loan.rate / 100],
      ['Term (months)', loan.termMonths, null, 'Svc fee', svc],
      [],
      ['Lender / vesting', 'Principal', 'Pro-rata %', 'Gross mo. interest', 'Net to lender'],
      ...inv.map((i): Row => [i.name, i.amount, i.share / 100, Math.round(i.amount * loan.rate / 12) / 100, Math.round(i.amount * (loan.rate / 100 - svc) / 12 * 100) / 100]),
      ['TOTAL', loan.amount, 1, Math.round(loan.amount * loan.rate / 12) / 100, null],
    ];
    const sheet: Sheet = { name: `Loan ${loan.loanNumber}`, rows, percentColumns: [2, 4] };
    // Percent columns: rate (row 5, col 4) and svc (row 6, col 4) and pro-rata (col 2). Net-to-lender is money,
    // so keep it out of the percent column by moving it: write it as text.
    for (const r of rows.slice(8)) if (typeof r[4] === 'number') r[4] = `$${(r[4] as number).toFixed(2)}`;
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [sheet], truth: truthOf(facts, s.fields) };
  },
};

const history: Family = {
  id: 'v-borrower-loan-history-tape',
  description: "Broker's export of every loan arranged for one repeat borrower: prior loans paid off, the current request in process",
  formats: ['csv'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'loan_type');
    if (facts.entity) s.add('entity_name');
    const yy = Number(loan.loanNumber.slice(0, 2));
    const prior = Array.from({ length: rng.int(2, 4) }, (_, i) => {
      const a = otherAddress(rng, facts);
      const amt = offAmount(rng, loan.amount, 0.5, 1.3, [loan.amount]);
      return [`${yy - i - 1}${String(rng.int(0, 99999)).padStart(5, '0')}`, facts.entity ? facts.entity.name : `${facts.borrower.last}, ${facts.borrower.first}`, addressLine(a), rng.pick(['Fix & flip', 'Bridge', 'Cash-out refinance', '2nd TD']), Math.round(amt / 1000) * 1000, offAmount(rng, amt, 1.4, 2, [property.value]), (loan.rate + rng.pick([-1, -0.5, 0.5, 1])).toFixed(2) + '%', rng.pick([12, 18, 24]), 'PAID OFF', date(decoyDate(facts, facts.documentDate, -rng.int(200, 900)), 'us')] as Row;
    });
    const current: Row = [loan.loanNumber, facts.entity ? facts.entity.name : `${facts.borrower.last}, ${facts.borrower.first}`, addressLine(property.address), loanTypeText(rng, facts), loan.amount, property.value, `${loan.rate}%`, loan.termMonths, 'IN PROCESS', ''];
    const rows: Row[] = [
      ['Loan #', 'Borrower', 'Property', 'Type', 'Amount', 'Value', 'Rate', 'Term', 'Status', 'Paid off'],
      ...rng.shuffle([...prior, current]),
    ];
    if (facts.entity) {
      rows.unshift([`Guarantor: ${facts.borrower.first} ${facts.borrower.last}`]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'History', rows }], truth: truthOf(facts, s.fields) };
  },
};

const boardingXls: Family = {
  id: 'v-servicer-boarding-export',
  description: "Servicer's loan-setup export (label / value), legacy .xls, with borrower contact and investor count",
  formats: ['xls'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, borrower } = facts;
    s.add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'prepayment_penalty', 'prepayment_terms', 'property_type');
    if (facts.entity) s.add('entity_name');
    if (facts.entity?.ein) s.add('ein');
    const a = facts.property.address;
    const rows: Row[] = [
      ['Field', 'Value'],
      ['LOAN_ID', loan.loanNumber],
      ['SERVICER', servicer(rng)],
      ['BORR_NAME', facts.entity ? facts.entity.name : lastFirst(borrower)],
      ['BORR_CONTACT', `${borrower.first} ${borrower.last}`],
      ['BORR_TIN', facts.entity?.ein ? `${facts.entity.ein.slice(0, 2)}-${facts.entity.ein.slice(2)}` : 'XXX-XX-' + rng.int(1000, 9999)],
      ['BORR_PHONE', borrower.phone],
      ['BORR_EMAIL', borrower.email.toUpperCase()],
      ['PROP_STREET', `${a.street}${a.unit ? ` ${a.unit}` : ''}`],
      ['PROP_CITY', a.city],
      ['PROP_ST', a.state],
      ['PROP_ZIP', a.zip],
      ['PROP_TYPE', propTypeText(rng, facts)],
      ['ORIG_BAL', loan.amount],
      ['NOTE_RATE', loan.rate],
      ['TERM_MO', loan.termMonths],
      ['PMT_TYPE', 'IO'],
      ['FIRST_DUE', toDate(decoyDate(facts, loan.closingDate, rng.int(30, 40)))],
      ['PPP', loan.prepayment.penalty ? loan.prepayment.terms ?? 'Y' : 'N'],
      ['LIEN_POS', isJunior(facts) ? 2 : 1],
      ['NUM_LENDERS', rng.int(2, 7)],
      ['SVC_FEE_PCT', rng.pick([0.5, 0.75, 1])],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'LoanSetup', rows }], truth: truthOf(facts, s.fields) };
  },
};

const lpData: Family = {
  id: 'v-lender-purchaser-data-workbook',
  description: 'Workbook behind the RE 851A: Loan sheet (label/value) and Liens sheet (senior encumbrances with LTV)',
  formats: ['xlsx'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const senior = seniorLien(rng, facts);
    const junior = isJunior(facts);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'property_type', 'credit_score', 'loan_number');
    if (facts.entity) s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name');
    else s.add('borrower_first_name', 'borrower_last_name');
    if (loan.purpose) s.add('loan_purpose');
    const loanSheet: Sheet = {
      name: 'Loan',
      rows: [
        ['851A DATA', null],
        ['Broker loan no.', loan.loanNumber],
        ['Borrower', facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`],
        ...(facts.entity ? [['Signer', `${facts.borrower.first} ${facts.borrower.last}`], ['Signer title', facts.entity.signatoryTitle]] as Row[] : []),
        ['Credit score', facts.borrower.creditScore],
        ['Property', addr(rng, property.address)],
        ['Property type', propTypeText(rng, facts)],
        ['Appraised value', property.value],
        ['Loan amount', loan.amount],
        ['Purpose', loan.purpose ? purposeText(rng, loan.purpose) : ''],
        ['Note rate', loan.rate / 100],
        ['Term', term(rng, loan.termMonths)],
        ['Lien position', junior ? 2 : 1],
      ],
      percentColumns: [1],
    };
    // Only the rate is a fraction; keep other numbers out of the percent column by writing them as text.
    for (const r of loanSheet.rows) if (typeof r[1] === 'number' && r[0] !== 'Note rate') r[1] = String(r[1]);
    const liens: Sheet = {
      name: 'Liens',
      rows: [
        ['Priority', 'Holder', 'Balance', 'Rate', 'Status'],
        ...(junior ? [[1, senior.holder, senior.balance, `${senior.rate}%`, 'Remains']] as Row[] : ['Refinance', 'Cash Out Refi'].includes(loan.type) ? [[1, senior.holder, senior.balance, `${senior.rate}%`, 'Payoff at close']] as Row[] : []),
        [junior ? 2 : 1, 'Subject loan', loan.amount, `${loan.rate}%`, 'New'],
        [],
        ['Total after close', null, loan.amount + (junior ? senior.balance : 0), null, null],
        ['CLTV', null, `${(((loan.amount + (junior ? senior.balance : 0)) / property.value) * 100).toFixed(2)}%`, null, null],
      ],
    };
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [loanSheet, liens], truth: truthOf(facts, s.fields) };
  },
};

const bidWorksheet: Family = {
  id: 'v-note-bid-worksheet',
  description: "Note desk's bid worksheet: note terms and collateral at top, UPB, yield targets and price ladder below",
  formats: ['xlsx'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'loan_number');
    const named = rng.chance(0.6);
    if (named) { if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name'); }
    const upb = Math.round(loan.amount * (0.88 + rng.next() * 0.1) * 100) / 100;
    const rows: Row[] = [
      ['NOTE BID WORKSHEET', null, null],
      ['Desk ref', loan.loanNumber, null],
      ['Obligor', named ? (facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`) : '(redacted by seller)', null],
      ['Collateral', addr(rng, property.address), null],
      ['Original balance', loan.amount, null],
      ['Note rate', `${loan.rate}%`, null],
      ['Original term (mo)', loan.termMonths, null],
      ['UPB', upb, null],
      ['BPO value', property.value, null],
      ['Seller', decoyPerson(rng, facts).name, null],
      [],
      ['Target yield', 'Price', '% of UPB'],
      ...[0.11, 0.13, 0.15, 0.18].map((y): Row => { const p = Math.round(upb * Math.min(1, (loan.rate / 100) / y + 0.05) * 100) / 100; return [`${(y * 100).toFixed(0)}%`, p, `${((p / upb) * 100).toFixed(1)}%`]; }),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Bid', rows }], truth: truthOf(facts, s.fields) };
  },
};

const sourcesUses: Family = {
  id: 'v-sources-and-uses-csv',
  description: 'Sources and uses exported from the broker\'s closing spreadsheet as CSV: loan, fees, payoff, reserves',
  formats: ['csv'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const L = loan.amount;
    s.add('loan_amount', 'loan_number', 'property_address');
    const rows: Row[] = [['Loan', loan.loanNumber, ''], ['Property', addressLine(property.address), ''], ['', '', ''], ['SOURCES', '', ''], ['Private lenders (new TD)', L, '']];
    if (property.purchasePrice) rows.push(['Borrower cash', Math.max(0, property.purchasePrice - L + 5000), '']);
    rows.push(['', '', ''], ['USES', '', '']);
    if (property.purchasePrice) rows.push(['Purchase price', property.purchasePrice, '']);
    const senior = seniorLien(rng, facts);
    if (!isJunior(facts) && ['Refinance', 'Cash Out Refi'].includes(loan.type)) rows.push([`Payoff ${senior.holder}`, senior.balance, '']);
    if (loan.originationPoints !== undefined) { s.add('origination_points'); rows.push(['Origination', Math.round(L * loan.originationPoints) / 100, `${loan.originationPoints} pts`]); }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); rows.push(['Broker fee', Math.round(L * loan.brokerPoints) / 100, `${loan.brokerPoints} pts`]); }
    if (loan.docFee !== undefined) { s.add('loan_doc_fee'); rows.push(['Doc fee', loan.docFee, '']); }
    if (loan.adminFee !== undefined) { s.add('admin_fee'); rows.push(['Admin fee', loan.adminFee, '']); }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); rows.push(['Processing', loan.processingFee, '']); }
    rows.push(['Escrow/title est.', rng.int(30, 90) * 50, ''], ['Interest reserve', Math.round(L * loan.rate / 1200 * 3), '3 mo']);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'S&U', rows }], truth: truthOf(facts, s.fields) };
  },
};

const offeringSheet: Family = {
  id: 'v-td-offering-sheet-xls',
  description: 'One-loan trust-deed offering sheet for investors (.xls), anonymized borrower, with a "recently funded" block of other loans',
  formats: ['xls'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const senior = seniorLien(rng, facts);
    const junior = isJunior(facts);
    s.add('loan_amount', 'interest_rate', 'loan_term', 'property_value', 'property_type', 'property_address', 'credit_score', 'loan_type');
    if (loan.exit) s.add('exit_strategy');
    const rows: Row[] = [
      ['TRUST DEED OFFERING', null, null, null],
      ['Position', junior ? '2nd' : '1st', null, null],
      ['Type', loanTypeText(rng, facts), null, null],
      ['Amount', loan.amount, null, null],
      ['Rate', `${loan.rate}%`, null, null],
      ['Term', `${loan.termMonths} mo`, null, null],
      ['Property', addr(rng, property.address), null, null],
      ['Property type', propTypeText(rng, facts), null, null],
      ['Value', property.value, null, null],
      ['Senior lien', junior ? `${senior.holder} ${Math.round(senior.balance)}` : 'none', null, null],
      ['Borrower FICO', facts.borrower.creditScore, null, null],
      ['Exit', loan.exit ? exitText(rng, loan.exit) : '', null, null],
      [],
      ['RECENTLY FUNDED', 'City', 'Amount', 'Rate'],
      ...Array.from({ length: 3 }, (): Row => [rng.pick(['SFR', 'Duplex', 'Condo', 'Mixed use', 'Lot']), otherAddress(rng, facts).city, offAmount(rng, loan.amount, 0.4, 1.5, [loan.amount]), `${(loan.rate + rng.pick([-1, -0.5, 0.5, 1.25])).toFixed(2)}%`]),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Offering', rows }], truth: truthOf(facts, s.fields) };
  },
};

const webform: Family = {
  id: 'v-website-intake-form-export',
  description: 'CSV export of the brokerage website "Get a quote" form: question,answer rows with tracking junk',
  formats: ['csv'],
  make(facts, rng) {
    const s = new Stated();
    const { borrower, loan, property } = facts;
    s.add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'property_type', 'loan_purpose', 'credit_score');
    if (facts.entity) s.add('entity_name');
    if (loan.exit) s.add('exit_strategy');
    const a = property.address;
    const rows: Row[] = [
      ['question', 'answer'],
      ['submitted_at', `${facts.documentDate}T${String(rng.int(8, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00-08:00`],
      ['first_name', borrower.first],
      ['last_name', borrower.last],
      ['email', borrower.email],
      ['phone', borrower.phone],
      ['company_or_vesting', facts.entity ? facts.entity.name : ''],
      ['property_street', `${a.streetLong}${a.unit ? ` ${a.unit}` : ''}`],
      ['property_city', a.city],
      ['property_state', a.stateName],
      ['property_zip', a.zip],
      ['property_type', propTypeText(rng, facts)],
      ['estimated_value', `$${property.value.toLocaleString('en-US')}`],
      ['loan_amount_needed', `$${loan.amount.toLocaleString('en-US')}`],
      ['loan_purpose', loan.purpose ? purposeText(rng, loan.purpose) : ''],
      ['credit_estimate', String(borrower.creditScore)],
      ['exit_plan', loan.exit ? exitText(rng, loan.exit) : ''],
      ['how_did_you_hear', rng.pick(['Google', 'BiggerPockets', 'Referral', 'Instagram'])],
      ['utm_source', rng.pick(['google', 'bp', 'direct'])],
      ['ip', `${rng.int(24, 199)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`],
    ];
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'form', rows }], truth: truthOf(facts, s.fields) };
  },
};

const quoteCalc: Family = {
  id: 'v-quote-calculator-workbook',
  description: "Broker's quote calculator: inputs block (value, senior, ask, rate, points) and computed outputs (CLTV, payment, net proceeds)",
  formats: ['xlsx'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    const L = loan.amount;
    const senior = seniorLien(rng, facts);
    const sb = isJunior(facts) ? senior.balance : 0;
    s.add('property_value', 'loan_amount', 'interest_rate', 'loan_term', 'property_address');
    const named = rng.chance(0.5);
    if (named) { if (facts.entity) s.add('entity_name'); else s.add('borrower_first_name', 'borrower_last_name'); }
    const rows: Row[] = [
      ['QUOTE CALCULATOR', null, null],
      ['Client', named ? (facts.entity ? facts.entity.name : `${facts.borrower.first} ${facts.borrower.last}`) : 'prospect', null],
      ['Property', addr(rng, property.address), null],
      ['INPUTS', null, null],
      ['Value', property.value, null],
      ['Senior balance', sb, isJunior(facts) ? senior.holder : ''],
      ['Loan ask', L, null],
      ['Rate', `${loan.rate}%`, null],
      ['Term (mo)', loan.termMonths, null],
    ];
    let feeTotal = 0;
    if (loan.originationPoints !== undefined) { s.add('origination_points'); rows.push(['Lender points', loan.originationPoints, 'pts']); feeTotal += L * loan.originationPoints / 100; }
    if (loan.brokerPoints !== undefined) { s.add('broker_points'); rows.push(['Broker points', loan.brokerPoints, 'pts']); feeTotal += L * loan.brokerPoints / 100; }
    if (loan.processingFee !== undefined) { s.add('processing_fee'); rows.push(['Processing', loan.processingFee, '$']); feeTotal += loan.processingFee; }
    rows.push(['OUTPUTS', null, null], ['CLTV', `${(((L + sb) / property.value) * 100).toFixed(1)}%`, null], ['Monthly IO payment', Math.round(L * loan.rate / 12) / 100, null], ['Total fees', Math.round(feeTotal * 100) / 100, null], ['Net proceeds (before payoff/escrow)', Math.round((L - feeTotal) * 100) / 100, null]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Quote', rows, percentColumns: [] }], truth: truthOf(facts, s.fields) };
  },
};

const pipelineRow: Family = {
  id: 'v-pipeline-row-export',
  description: 'One-row export from the brokerage LOS pipeline (.xls): wide header of status, dates, parties and terms',
  formats: ['xls'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property, borrower } = facts;
    s.add('loan_number', 'borrower_first_name', 'borrower_last_name', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'estimated_closing_date', 'loan_type', 'credit_score');
    if (facts.entity) s.add('entity_name');
    if (loan.purpose) s.add('loan_purpose');
    const investorsLabel = `${decoyPerson(rng, facts).last} +${rng.int(1, 5)}`;
    const header = ['File', 'Status', 'Borrower First', 'Borrower Last', 'Vesting', 'FICO', 'Subject', 'Value', 'Loan Amt', 'Type', 'Purpose', 'Rate', 'Term', 'Est Close', 'Escrow Co', 'Escrow Officer', 'Lenders', 'LO'];
    const row: Row = [loan.loanNumber, rng.pick(['Docs out', 'In escrow', 'Approved', 'Funding']), borrower.first, borrower.last, facts.entity ? facts.entity.name : 'Individual', borrower.creditScore, addressLine(property.address), property.value, loan.amount, loanTypeText(rng, facts), loan.purpose ? purposeText(rng, loan.purpose) : '', loan.rate, loan.termMonths, toDate(loan.closingDate), facts.title.name, `${facts.title.contact.first} ${facts.title.contact.last}`, investorsLabel, `${facts.broker.contact.first} ${facts.broker.contact.last}`];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [header, row] }], truth: truthOf(facts, s.fields) };
  },
};

const oneOffTape: Family = {
  id: 'v-one-off-note-tape',
  description: 'Seller\'s one-loan note-sale tape as CSV: loan data columns incl. origination, UPB, paid-to date, BPO, status',
  formats: ['csv'],
  make(facts, rng) {
    const s = new Stated();
    const { loan, property } = facts;
    s.add('loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value', 'property_type');
    const named = rng.chance(0.5);
    if (named) s.add('borrower_last_name', 'borrower_first_name');
    const a = property.address;
    const upb = Math.round(loan.amount * (0.9 + rng.next() * 0.09) * 100) / 100;
    const rows: Row[] = [
      ['LoanID', 'SellerID', 'BorrowerName', 'Street', 'City', 'State', 'Zip', 'PropType', 'Lien', 'OrigBal', 'UPB', 'NoteRate', 'OrigTerm', 'PaidTo', 'NextDue', 'BPOValue', 'BPODate', 'Status', 'AskPct'],
      [loan.loanNumber, `S-${rng.int(100, 999)}`, named ? `${facts.borrower.last.toUpperCase()} ${facts.borrower.first.toUpperCase()}` : 'REDACTED', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, a.city, a.state, a.zip, propTypeText(rng, facts), isJunior(facts) ? 2 : 1, loan.amount, upb, loan.rate, loan.termMonths, date(decoyDate(facts, facts.documentDate, -rng.int(15, 45)), 'usShort'), date(decoyDate(facts, facts.documentDate, rng.int(5, 20)), 'usShort'), property.value, date(decoyDate(facts, facts.documentDate, -rng.int(20, 60)), 'usShort'), rng.pick(['Performing', 'Current', '30 DPD', 'Reperforming']), rng.pick(['92', '95', 'Best offer'])],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Tape', rows }], truth: truthOf(facts, s.fields) };
  },
};

export const sheetFamilies: Family[] = [fractional, history, boardingXls, lpData, bidWorksheet, sourcesUses, offeringSheet, webform, quoteCalc, pipelineRow, oneOffTape];
