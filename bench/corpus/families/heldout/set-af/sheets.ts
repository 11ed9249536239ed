// set-af: spreadsheets — land CRM exports, the pipeline, lot-release and draw sheets, broker submission sheets.
import type { Family, SheetCell, TruthField } from '../../../types';
import { T, addDays, asDate, borrowerLine, dSlash, fullName, phone, texify, who } from './land';

const parcelList: Family = {
  id: 'af-crm-parcel-list-xlsx',
  description: 'Land CRM parcel export for one deal: a deal header block, then one row per CAD parcel (tract, acres, situs, owner of record, ag code).',
  formats: ['xlsx'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const n = rng.int(2, 4);
    const total = Number(land.acres);
    const parts = Array.from({ length: n }, (_, i) => (i === 0 ? total * 0.55 : (total * 0.45) / (n - 1)));
    const rows: SheetCell[][] = [
      ['Deal', `${f.property.address.city} ${land.acres} ac`],
      ['Buyer / Borrower', borrowerLine(f)],
      ['Loan Request', f.loan.amount],
      ['Target Close', asDate(f.loan.closingDate)],
      ['Stage', rng.pick(['Underwriting', 'Title Ordered', 'Term Sheet Out'])],
      [],
      ['Parcel ID', 'Tract', 'Acres', 'Situs Address', 'Situs City', 'Situs Zip', 'Owner of Record', 'Ag Code', '2025 Mkt (CAD)'],
      ...parts.map((a, i) => [
        `${land.cad}${i === 0 ? '' : `-${i}`}`, `Tract ${i + 1}`, Number(a.toFixed(2)),
        i === 0 ? f.property.address.street : 'no situs (landlocked to Tract 1)', f.property.address.city, f.property.address.zip,
        fullName(f.seller).toUpperCase(), rng.pick(['D1', 'D1', 'D2', 'WL']), Math.round(f.property.value * 0.7 * a / total / 10) * 10,
      ]),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Parcels', rows }], truth: T(f, [...who(f), 'loan_amount', 'estimated_closing_date', 'property_address']) };
  },
};

const pipelineRow: Family = {
  id: 'af-pipeline-one-row-xlsx',
  description: 'Lending pipeline export filtered to one loan: a single wide row with the shop\'s own column names, rate as a percent cell.',
  formats: ['xlsx'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const cols: [string, SheetCell, TruthField[]][] = [
      ['Loan#', l.loanNumber, ['loan_number']],
      ['Borrower', f.entity ? f.entity.name : fullName(f.borrower), f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']],
      ['Guarantor', f.entity ? fullName(f.borrower) : '', f.entity ? ['borrower_first_name', 'borrower_last_name'] : []],
      ['Mid FICO', f.borrower.creditScore, ['credit_score']],
      ['Collateral', `${f.property.address.street}, ${f.property.address.city}, TX ${f.property.address.zip}`, ['property_address']],
      ['County', land.county, []],
      ['Ac', Number(land.acres), []],
      ['Program', { Land: 'LAND', Construction: 'CONST', Commercial: 'COMM PAD', 'Fix & Flip': 'FIX/FLIP', 'Bridge Loan': 'BRIDGE', 'Cash Out Refi': 'CASH-OUT', Refinance: 'REFI', 'Second Mortgage': '2ND LIEN', Purchase: 'PURCH' }[l.type], ['loan_type']],
      ['Amt', l.amount, ['loan_amount']],
      ['Rate', l.rate / 100, ['interest_rate']],
      ['Term', l.termMonths, ['loan_term']],
      ['Orig', l.originationPoints ?? null, ['origination_points']],
      ['BRKR', l.brokerPoints ?? null, ['broker_points']],
      ['Value', f.property.value, ['property_value']],
      ['LTV', Math.round(l.amount / f.property.value * 1000) / 10, []],
      ['Est Close', asDate(l.closingDate), ['estimated_closing_date']],
      ['Exit', l.exit ?? '', l.exit ? ['exit_strategy'] : []],
      ['Broker', f.broker.name, []],
      ['LO', f.lender.contact.first, []],
    ];
    const rows: SheetCell[][] = [cols.map((c) => c[0]), cols.map((c) => c[1])];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows, percentColumns: [9] }], truth: T(f, cols.flatMap((c) => c[2])) };
  },
};

const summaryLv: Family = {
  id: 'af-loan-summary-label-value-xlsx',
  description: 'Loan officer\'s label/value workbook: "Deal" sheet with sections in caps and a "Fees" sheet with points and flat fees.',
  formats: ['xlsx'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const deal: SheetCell[][] = [
      ['BORROWER', null],
      ['Name', f.entity ? f.entity.name : fullName(f.borrower)],
      ...(f.entity ? [['Signer', `${fullName(f.borrower)} (${f.entity.signatoryTitle})`], ['Tax ID', f.entity.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : 'n/a']] as SheetCell[][] : []),
      ['Email', f.borrower.email],
      ['Cell', phone(f.borrower.phone, 1)],
      [null, null],
      ['PROPERTY', null],
      ['Address', `${f.property.address.street}, ${f.property.address.city}, TX ${f.property.address.zip}`],
      ['Acres', Number(land.acres)],
      ['Type', f.property.type === 'Single Family' ? 'SFR on acreage' : f.property.type],
      ['As-is value', f.property.value],
      ...(f.property.purchasePrice ? [['Contract price', f.property.purchasePrice]] as SheetCell[][] : []),
      [null, null],
      ['LOAN', null],
      ['Amount', l.amount],
      ['Rate', `${l.rate}%`],
      ['Term (months)', l.termMonths],
      ['Purpose', l.purpose ?? ''],
      ['Closing', asDate(l.closingDate)],
      ['Prepay', l.prepayment.penalty ? l.prepayment.terms ?? 'Yes' : 'None'],
    ];
    const fees: SheetCell[][] = [['Fee', 'Points', 'Flat $']];
    const fields: TruthField[] = ['entity_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_purpose', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms'];
    if (f.entity) fields.push('borrower_first_name', 'borrower_last_name', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
    else fields.push('borrower_first_name', 'borrower_last_name');
    if (l.originationPoints !== undefined) { fees.push(['Origination', l.originationPoints, null]); fields.push('origination_points'); }
    if (l.discountPoints !== undefined) { fees.push(['Discount', l.discountPoints, null]); fields.push('discount_points'); }
    if (l.brokerPoints !== undefined) { fees.push(['Broker', l.brokerPoints, null]); fields.push('broker_points'); }
    if (l.docFee !== undefined) { fees.push(['Doc prep', null, l.docFee]); fields.push('loan_doc_fee'); }
    if (l.processingFee !== undefined) { fees.push(['Processing', null, l.processingFee]); fields.push('processing_fee'); }
    if (l.adminFee !== undefined) { fees.push(['Admin', null, l.adminFee]); fields.push('admin_fee'); }
    fees.push(['Title (est.)', null, rng.int(18, 60) * 100], ['Survey (est.)', null, rng.int(20, 55) * 100]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Deal', rows: deal }, { name: 'Fees', rows: fees }], truth: T(f, fields) };
  },
};

const lotReleaseXls: Family = {
  id: 'af-lot-release-tracker-xls',
  description: 'Lot release tracker workbook for a development loan: header rows with loan facts, then one row per lot with release price and payoff status.',
  formats: ['xls'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const n = Math.min(land.lots, 24);
    const per = Math.floor(l.amount / n / 100) * 100;
    const rows: SheetCell[][] = [
      ['LOT RELEASE TRACKER'],
      ['Loan', l.loanNumber, 'Borrower', borrowerLine(f)],
      ['Note amt', l.amount, 'Rate', `${l.rate}%`],
      ['Term', `${l.termMonths} mo`, 'Closed', asDate(addDays(f.documentDate, -rng.int(30, 200)))],
      [],
      ['Lot', 'Block', 'Acres', 'Alloc. Loan', 'Release Price', 'Sold To', 'Release Date', 'Paid Down'],
      ...Array.from({ length: n }, (_, i) => {
        const sold = rng.chance(0.3);
        return [i + 1, i < n / 2 ? 'A' : 'B', Number((1 + rng.next() * 8).toFixed(2)), per, Math.round(per * 1.2), sold ? rng.pick(['Hartmann', 'Reyes', 'Kuntz', 'Bohls', 'Nguyen']) : '', sold ? asDate(addDays(f.documentDate, -rng.int(1, 25))) : '', sold ? Math.round(per * 1.2) : ''] as SheetCell[];
      }),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Releases', rows }], truth: T(f, [...who(f), 'loan_number', 'loan_amount', 'interest_rate', 'loan_term']) };
  },
};

const drawBudgetXls: Family = {
  id: 'af-draw-budget-xls',
  description: 'Development / spec-home draw budget workbook: summary tab (loan, borrower, property, holdback) and budget tab by line item.',
  formats: ['xls'],
  make(facts, rng) {
    const { f } = texify(facts, rng);
    const l = f.loan;
    const hold = Math.round(l.amount * 0.55 / 1000) * 1000;
    const items = rng.shuffle(['Clearing', 'Road base', 'Chip seal', 'Water tap / WSC', 'Electric extension', 'Culverts', 'Engineering', 'Plat fees', 'Fencing', 'Entry']).slice(0, 7);
    let left = hold;
    const budget: SheetCell[][] = items.map((it, i) => {
      const amt = i === items.length - 1 ? left : Math.round(hold / items.length * (0.6 + rng.next() * 0.8) / 100) * 100;
      left -= amt;
      return [it, amt, 0, amt];
    });
    const summary: SheetCell[][] = [
      ['Loan No', l.loanNumber],
      ['Borrower', borrowerLine(f)],
      ['Property', `${f.property.address.street}, ${f.property.address.city} TX ${f.property.address.zip}`],
      ['Total loan', l.amount],
      ['Construction holdback', hold],
      ['Initial advance', l.amount - hold],
      ['Draw fee', rng.pick([150, 200, 250])],
      ['Inspector', rng.pick(['Hill Country Draw Inspections', 'Texas Land Inspect'])],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Summary', rows: summary }, { name: 'Budget', rows: [['Line', 'Budget', 'Drawn', 'Remaining'], ...budget] }],
      truth: T(f, [...who(f), 'loan_number', 'property_address', 'loan_amount']),
    };
  },
};

const brokerXls: Family = {
  id: 'af-broker-submission-form-xls',
  description: 'Land broker\'s submission workbook: labels down column A, values in B, broker comments in C; buyer, seller and title all on it.',
  formats: ['xls'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const l = f.loan;
    const rows: SheetCell[][] = [
      [f.broker.name.toUpperCase(), null, null],
      ['LOAN SUBMISSION', null, dSlash(f.documentDate)],
      ['Buyer', f.entity ? f.entity.name : fullName(f.borrower), f.entity ? `signer ${fullName(f.borrower)}` : null],
      ['Buyer phone', phone(f.borrower.phone), null],
      ['Buyer email', f.borrower.email, null],
      ['Credit', f.borrower.creditScore, 'tri-merge mid'],
      ['Seller', fullName(f.seller), land.carry > 0 ? `carrying ${land.carry}` : null],
      ['Property', `${f.property.address.streetLong}, ${f.property.address.city}, Texas ${f.property.address.zip}`, `${land.acres} ac ${land.county} Co`],
      ['Type', f.property.type === 'Land' ? 'Land' : f.property.type === 'Single Family' ? 'Single family w/ acreage' : f.property.type, land.label],
      ['Purchase price', f.property.purchasePrice ?? 'refi', null],
      ['Appraised value', f.property.value, f.appraiser.name],
      ['Loan amount', l.amount, null],
      ['Term', l.termMonths, 'months'],
      ['Broker fee (pts)', l.brokerPoints ?? 'per lender', null],
      ['Exit', l.exit === 'Sale' ? 'sell' : l.exit === 'Refinance' ? 'refi out' : 'n/a', null],
      ['Close', asDate(l.closingDate), null],
      ['Title co.', f.title.name, fullName(f.title.contact)],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }],
      truth: T(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'authorized_signatory_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_term', 'broker_points', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const crmDealCsv: Family = {
  id: 'af-land-crm-deal-export-csv',
  description: 'CSV export of one deal from the land CRM with the CRM\'s own column names (Contact First, Parcel Address, Offer, Loan Request, Lender Value, Stage).',
  formats: ['csv'],
  make(facts, rng) {
    const { f, land } = texify(facts, rng);
    const cols: [string, SheetCell, TruthField[]][] = [
      ['Deal Name', `${land.county} ${land.acres}ac ${f.borrower.last}`, []],
      ['Contact First', f.borrower.first, ['borrower_first_name']],
      ['Contact Last', f.borrower.last, ['borrower_last_name']],
      ['Contact Email', f.borrower.email.toUpperCase(), ['borrower_email']],
      ['Contact Mobile', `+1${f.borrower.phone}`, ['borrower_phone']],
      ['Company', f.entity?.name ?? '', ['entity_name']],
      ['Parcel Address', f.property.address.street, ['property_address']],
      ['Parcel City', f.property.address.city, []],
      ['Parcel Zip', f.property.address.zip, []],
      ['Acreage', land.acres, []],
      ['Offer', f.property.purchasePrice ?? '', []],
      ['Loan Request', f.loan.amount, ['loan_amount']],
      ['Lender Value', f.property.value, ['property_value']],
      ['Est Close', dSlash(f.loan.closingDate), ['estimated_closing_date']],
      ['Stage', rng.pick(['Financing', 'Under Contract', 'Due Diligence']), []],
      ['Lead Source', rng.pick(['Broker', 'Wholesaler', 'Website', 'Land Expo']), []],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }], truth: T(f, cols.flatMap((c) => c[2])) };
  },
};

const contactsCsv: Family = {
  id: 'af-crm-deal-contacts-csv',
  description: 'CSV of the contacts attached to one deal in the CRM, one row per role (buyer, seller, broker, title, appraiser); only the buyer is the borrower.',
  formats: ['csv'],
  make(facts, rng) {
    const { f } = texify(facts, rng);
    const deal = `${f.property.address.street}, ${f.property.address.city}, TX ${f.property.address.zip}`;
    const rows: SheetCell[][] = rng.shuffle([
      ['Buyer', f.borrower.first, f.borrower.last, f.entity?.name ?? '', f.borrower.email, phone(f.borrower.phone)],
      ['Seller', f.seller.first, f.seller.last, '', f.seller.email, phone(f.seller.phone)],
      ['Buyer Broker', f.broker.contact.first, f.broker.contact.last, f.broker.name, f.broker.contact.email, phone(f.broker.contact.phone)],
      ['Escrow Officer', f.title.contact.first, f.title.contact.last, f.title.name, f.title.contact.email, phone(f.title.contact.phone)],
      ['Appraiser', f.appraiser.contact.first, f.appraiser.contact.last, f.appraiser.name, f.appraiser.contact.email, phone(f.appraiser.contact.phone)],
    ]).map((r) => [deal, ...r]);
    const sheetRows: SheetCell[][] = [['Deal', 'Role', 'First Name', 'Last Name', 'Company', 'Email', 'Phone'], ...rows];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'contacts', rows: sheetRows }], truth: T(f, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'borrower_email', 'borrower_phone', 'property_address']) };
  },
};

const drawLedgerCsv: Family = {
  id: 'af-loan-draw-ledger-csv',
  description: 'Servicing CSV of a loan\'s advances and lot paydowns with the loan\'s header facts in the first rows.',
  formats: ['csv'],
  make(facts, rng) {
    const { f } = texify(facts, rng);
    const l = f.loan;
    const rows: SheetCell[][] = [
      ['Loan Number', l.loanNumber, '', '', ''],
      ['Borrower', borrowerLine(f), '', '', ''],
      ['Original Principal', l.amount, '', '', ''],
      ['Note Rate', `${l.rate}%`, '', '', ''],
      ['Maturity (months)', l.termMonths, '', '', ''],
      ['', '', '', '', ''],
      ['Date', 'Type', 'Amount', 'Balance', 'Memo'],
    ];
    let bal = 0;
    let d = addDays(f.documentDate, -rng.int(60, 200));
    const first = Math.round(l.amount * 0.45 / 100) * 100;
    bal += first;
    rows.push([dSlash(d), 'Advance', first, bal, 'Initial funding at closing']);
    for (let i = 0; i < rng.int(2, 5); i++) {
      d = addDays(d, rng.int(14, 40));
      const adv = rng.chance(0.7);
      const amt = Math.round(l.amount * (0.05 + rng.next() * 0.1) / 100) * 100;
      bal += adv ? amt : -amt;
      rows.push([dSlash(d), adv ? 'Advance' : 'Lot release paydown', adv ? amt : -amt, bal, adv ? `Draw ${i + 2}` : `Lot ${rng.int(1, 20)} sold`]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'ledger', rows }], truth: T(f, [...who(f), 'loan_number', 'loan_amount', 'interest_rate', 'loan_term']) };
  },
};

export const sheetFamilies: Family[] = [parcelList, pipelineRow, summaryLv, lotReleaseXls, drawBudgetXls, brokerXls, crmDealCsv, contactsCsv, drawLedgerCsv];
