// Spreadsheets: pipeline exports, comps grids, broker tapes, draw and lot-release schedules, sizing workbooks.
import { truthOf, addressLine } from '../../../truth';
import type { DealFacts, Family, Rng, Sheet, SheetCell, TruthField } from '../../../types';
import { addr, street, rate, ptype, ltype, lpurpose, exitText, prepay, decoy, acres, county, ein, phone, term } from './util';

const d = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const owner = (f: DealFacts): string => (f.entity ? f.entity.name : `${f.borrower.first} ${f.borrower.last}`);
const ownerFields = (f: DealFacts): TruthField[] => (f.entity ? ['entity_name'] : ['borrower_first_name', 'borrower_last_name']);

const OTHER_FIRST = ['Wade', 'Loretta', 'Buck', 'Darlene', 'Clint', 'Mavis', 'Royce', 'Jolene'];
const OTHER_LAST = ['Hargis', 'Thibodeaux', 'Kimbrough', 'Fontenot', 'Pryor', 'Maddox', 'Sturdivant', 'Gaspard'];
const OTHER_TOWNS = [['Giddings', 'TX', '78942'], ['Ada', 'OK', '74820'], ['Eunice', 'LA', '70535'], ['Hico', 'TX', '76457'], ['Chickasha', 'OK', '73018'], ['DeRidder', 'LA', '70634']];

function otherDeal(rng: Rng): SheetCell[] {
  const t = rng.pick(OTHER_TOWNS);
  return [`${rng.pick(OTHER_FIRST)} ${rng.pick(OTHER_LAST)}`, `${rng.int(100, 9999)} ${rng.pick(['CR', 'FM', 'PR'])} ${rng.int(10, 999)}, ${t[0]}, ${t[1]} ${t[2]}`];
}

const pipeline: Family = {
  id: 'w-pipeline-export-flagged-row',
  description: 'Loan pipeline export, one row per loan; older funded/withdrawn loans as decoys, the new file flagged by loan number in a title row',
  formats: ['xlsx', 'csv'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'loan_number', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'loan_type', 'estimated_closing_date'];
    const head = ['Loan #', 'Borrower', 'Collateral', 'Program', 'Amount', 'Value', 'Rate', 'Term (mo)', 'Status', 'Est Close', 'Funded'];
    const ours: SheetCell[] = [f.loan.loanNumber, owner(f), addr(rng, f.property.address), ltype(rng, f), f.loan.amount, f.property.value, f.loan.rate / 100, f.loan.termMonths, 'App received — set up', d(f.loan.closingDate), null];
    const rows: SheetCell[][] = [];
    const n = rng.int(3, 6);
    for (let i = 0; i < n; i++) {
      const [b, a] = otherDeal(rng);
      const amt = decoy(f, rng.int(80, 900) * 1000);
      rows.push([`${Number(f.loan.loanNumber.slice(0, 2)) - rng.int(0, 1)}${String(rng.int(0, 99999)).padStart(5, '0')}`, b ?? '', a ?? '', rng.pick(['Land', 'Bridge', 'Purchase']), amt, decoy(f, Math.round(amt * 1.6 / 1000) * 1000), rng.pick([10.5, 11, 11.75, 12.25]) / 100, rng.pick([12, 18, 24]), rng.pick(['Funded', 'Funded', 'Withdrawn', 'Paid off']), null, d(`${Number(f.documentDate.slice(0, 4)) - 1}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`)]);
    }
    rows.splice(rng.int(0, rows.length), 0, ours);
    const sheet: Sheet = { name: 'Pipeline', rows: [[`Pipeline export ${f.documentDate} — NEW FILE TO SET UP: ${f.loan.loanNumber}`], head, ...rows], percentColumns: [6] };
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [sheet], truth: truthOf(f, fields) };
  },
};

const compsGrid: Family = {
  id: 'w-land-comps-grid',
  description: 'Appraiser/LO land comp grid: subject row first with concluded value, then comparable sales with $/acre and adjustments',
  formats: ['xlsx', 'csv', 'xls'],
  make(f, rng) {
    const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
    const ac = acres(rng, f);
    const rows: SheetCell[][] = [
      ['Land Sales Comparison', null, null, null, null, null],
      ['', 'Address / location', 'Acres', 'Sale price', '$/Acre', 'Notes'],
      ['SUBJECT', addr(rng, f.property.address), ac, null, null, `${ptype(rng, f)}; concluded value ${f.property.value}`],
    ];
    for (let i = 1; i <= rng.int(4, 7); i++) {
      const a = Number((rng.int(20, 700) + rng.int(0, 99) / 100).toFixed(2)); const ppa = rng.int(1800, 8200);
      rows.push([`Comp ${i}`, `${rng.pick(['CR', 'FM', 'Hwy'])} ${rng.int(10, 2999)}, ${county(rng)} County`, a, decoy(f, Math.round(a * ppa / 100) * 100), ppa, rng.pick(['Arm’s length', 'Family sale — excluded', 'Improved, adj −10%', 'Creek frontage +5%'])]);
    }
    rows.push([], ['Reconciled value (as is)', null, null, f.property.value, Math.round(f.property.value / ac), `Prepared by ${f.appraiser.contact.first} ${f.appraiser.contact.last}`]);
    return { kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Comps', rows }], truth: truthOf(f, fields) };
  },
};

function feeLines(f: DealFacts, fields: TruthField[]): SheetCell[][] {
  const l = f.loan; const out: SheetCell[][] = [];
  if (l.originationPoints !== undefined) { out.push(['Lender origination (pts)', l.originationPoints]); fields.push('origination_points'); }
  if (l.discountPoints !== undefined) { out.push(['Discount (pts)', l.discountPoints]); fields.push('discount_points'); }
  if (l.brokerPoints !== undefined) { out.push(['Broker (pts)', l.brokerPoints]); fields.push('broker_points'); }
  if (l.docFee !== undefined) { out.push(['Doc fee', l.docFee]); fields.push('loan_doc_fee'); }
  if (l.adminFee !== undefined) { out.push(['Admin', l.adminFee]); fields.push('admin_fee'); }
  if (l.processingFee !== undefined) { out.push(['Processing', l.processingFee]); fields.push('processing_fee'); }
  return out;
}

const brokerLabelValue: Family = {
  id: 'w-broker-request-label-value',
  description: 'Ag broker request sheet: label in column A, value in column B, sections for borrower, land, request and fees',
  formats: ['xls', 'xlsx'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'prepayment_penalty', 'prepayment_terms'];
    if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); if (f.entity?.ein) fields.push('ein');
    if (f.loan.exit) fields.push('exit_strategy');
    const rows: SheetCell[][] = [
      [`${f.broker.name} — Loan Request`], [`Submitted ${f.documentDate} by ${f.broker.contact.first} ${f.broker.contact.last}`], [],
      ['BORROWER'],
      ...(f.entity ? [['Entity', f.entity.name], ['Entity type', f.entity.type], ['Tax ID', f.entity.ein ? ein(f.entity.ein) : 'pending'], ['Signer / title', `${f.borrower.first} ${f.borrower.last}, ${f.entity.signatoryTitle}`]] as SheetCell[][] : [['Borrower name', `${f.borrower.first} ${f.borrower.last}`]]),
      ['Contact e-mail', f.borrower.email], ['Contact phone', phone(rng, f.borrower.phone)], ['FICO (mid)', f.borrower.creditScore], [],
      ['LAND / COLLATERAL'], ['Street', street(rng, f.property.address)], ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip],
      ['Acres', acres(rng, f)], ['Use', ptype(rng, f)], ['As-is value', f.property.value], ...(f.property.purchasePrice ? [['Contract price', f.property.purchasePrice]] : []), [],
      ['REQUEST'], ['Program', ltype(rng, f)], ['Purpose', lpurpose(rng, f)], ['Loan amount', f.loan.amount], ['Rate requested', `${rate(f.loan.rate)}%`], ['Term', term(rng, f.loan.termMonths)], ['Prepay', prepay(rng, f)],
      ...(f.loan.exit ? [['Exit plan', exitText(rng, f)]] : []), [], ['FEES'],
    ];
    rows.push(...feeLines(f, fields));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Request', rows }], truth: truthOf(f, fields) };
  },
};

const drawSchedule: Family = {
  id: 'w-farm-improvement-draw-schedule',
  description: 'Draw schedule workbook for farm improvements (barns, fencing, well, houses): header block then budget lines and draws to date',
  formats: ['xlsx'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'loan_number', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    const lines = ['Perimeter fence (net wire)', 'Water well & pump', 'Hay barn 60x100', 'Working pens / chute', 'Poultry house retrofit', 'Culverts & road base', 'Contingency'];
    const total = Math.round(f.loan.amount * 0.35 / 100) * 100;
    const per = Math.round(total / lines.length / 100) * 100;
    const budget: SheetCell[][] = lines.map((l, i) => [i + 1, l, decoy(f, per + rng.int(-20, 20) * 100), decoy(f, i < 3 ? Math.round(per * rng.next() / 100) * 100 : 0), null]);
    const rows: SheetCell[][] = [
      ['Construction / Improvement Draw Schedule'], ['Borrower', owner(f)], ['Loan #', f.loan.loanNumber], ['Property', addressLine(f.property.address)],
      ['Loan amount', f.loan.amount], ['Note rate', `${rate(f.loan.rate)}% fixed`], ['Term (months)', f.loan.termMonths], ['Closing', d(f.loan.closingDate)], [],
      ['Line', 'Item', 'Budget', 'Drawn to date', 'Inspector OK'], ...budget,
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Draws', rows }], truth: truthOf(f, fields) };
  },
};

const lotRelease: Family = {
  id: 'w-lot-release-schedule-sheet',
  description: 'Lot-release schedule for a rural subdivision loan: developer, tract and loan header, then lot-by-lot release prices',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'loan_amount', 'property_address', 'loan_number'];
    const lots = rng.int(8, 24);
    const rows: SheetCell[][] = [
      ['LOT RELEASE SCHEDULE', null, null, null], ['Developer', owner(f), null, null], ['Parent tract', addr(rng, f.property.address), null, null],
      ['Loan no.', f.loan.loanNumber, 'Commitment', f.loan.amount], [],
      ['Lot', 'Acres', 'List price', 'Release price'],
    ];
    for (let i = 1; i <= lots; i++) {
      const a = Number((rng.int(1, 15) + rng.int(0, 99) / 100).toFixed(2));
      const list = decoy(f, Math.round(a * rng.int(9000, 22000) / 500) * 500);
      rows.push([`Lot ${i}`, a, list, decoy(f, Math.round(list * 0.85 / 100) * 100)]);
    }
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Releases', rows }], truth: truthOf(f, fields) };
  },
};

const balanceWorkbook: Family = {
  id: 'w-ag-financials-workbook',
  description: 'Two-tab workbook from the borrower’s bookkeeper: Info tab (names, DOB, contact, farm) and a balance sheet tab',
  formats: ['xlsx'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'property_address'];
    const info: Sheet = { name: 'Info', rows: [
      ['Prepared for lender review'], ['Operator', `${f.borrower.first} ${f.borrower.last}`], ['DOB', d(f.borrower.dob)], ['Cell', phone(rng, f.borrower.phone)], ['Email', f.borrower.email],
      ...(f.entity ? [['Operating entity', f.entity.name]] : []), ['Home place', addr(rng, f.property.address)], ['Bookkeeper', `${f.title.contact.first} ${f.title.contact.last}`],
    ] };
    const bs: Sheet = { name: 'Balance Sheet', rows: [
      ['Asset', 'Value', 'Liability', 'Balance'],
      ['Cash & checking', rng.int(5, 90) * 1000, 'Operating note', rng.int(10, 120) * 1000],
      ['Cattle', rng.int(40, 600) * 1000, 'Equipment notes', rng.int(10, 200) * 1000],
      ['Equipment', rng.int(40, 500) * 1000, 'Land notes', decoy(f, rng.int(50, 500) * 1000)],
      ['Land (other than subject)', decoy(f, rng.int(100, 900) * 1000), 'Accrued taxes', rng.int(1, 20) * 1000],
    ] };
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [info, bs], truth: truthOf(f, fields) };
  },
};

const brokerTape: Family = {
  id: 'w-broker-tape-one-row',
  description: 'Broker “tape” CSV: one header row with terse column names and one deal row',
  formats: ['csv'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'estimated_closing_date'];
    if (f.loan.exit) fields.push('exit_strategy');
    const head = ['borr_entity', 'guar_first', 'guar_last', 'guar_cell', 'guar_email', 'fico', 'prop_street', 'prop_city', 'prop_st', 'prop_zip', 'prop_use', 'acres', 'asis_val', 'loan_amt', 'product', 'term_mo', 'rate_pct', 'target_close', 'exit'];
    const row: SheetCell[] = [f.entity?.name ?? '', f.borrower.first, f.borrower.last, f.borrower.phone, f.borrower.email, f.borrower.creditScore, street(rng, f.property.address), f.property.address.city, f.property.address.state, f.property.address.zip, ptype(rng, f), acres(rng, f), f.property.value, f.loan.amount, ltype(rng, f), f.loan.termMonths, f.loan.rate, d(f.loan.closingDate), f.loan.exit ? exitText(rng, f) : ''];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'tape', rows: [head, row] }], truth: truthOf(f, fields) };
  },
};

const sizing: Family = {
  id: 'w-lender-sizing-workbook',
  description: 'Lender sizing workbook: Inputs tab (label/value with LTV math) and a Pricing tab of points and flat fees',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'prepayment_penalty', 'prepayment_terms', 'loan_number'];
    const inputs: Sheet = { name: 'Inputs', rows: [
      ['Deal sizing', null, null], ['Loan #', f.loan.loanNumber, null], ['Borrower', owner(f), null], ['Collateral', addr(rng, f.property.address), null],
      ['Program', ltype(rng, f), null], ['As-is value', f.property.value, null], ...(f.property.arv ? [['Completed value (not used)', f.property.arv, null]] : []),
      ['Max LTV', '65%', null], ['Max loan', Math.round(f.property.value * 0.65), null], ['Requested / approved', f.loan.amount, null], ['Rate', `${rate(f.loan.rate)}%`, null], ['Term (months)', f.loan.termMonths, null],
      ['Prepayment', prepay(rng, f), null],
    ] };
    const feeRows = feeLines(f, fields);
    const pricing: Sheet = { name: 'Pricing', rows: [['Fee', 'Amount / points'], ...feeRows, ['Appraisal (3rd party)', rng.pick([3500, 4200, 5500])], ['Survey (3rd party)', rng.pick([4800, 6500])]] };
    const v = inputs.rows.find((r) => r[0] === 'Max loan');
    if (v && v[1] === f.loan.amount) v[1] = (v[1] as number) + 1250;
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [inputs, pricing], truth: truthOf(f, fields) };
  },
};

const scheduleF: Family = {
  id: 'w-schedule-f-three-year-sheet',
  description: 'Accountant’s three-year Schedule F spreadsheet with taxpayer header; income lines only, no deal terms',
  formats: ['xls', 'csv'],
  make(f, rng) {
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name'];
    if (f.entity) fields.push('entity_name'); if (f.entity?.ein) fields.push('ein');
    const y = Number(f.documentDate.slice(0, 4));
    const lines = ['Sales of livestock', 'Cooperative distributions', 'Ag program payments', 'Crop insurance proceeds', 'Custom hire income', 'Feed', 'Fertilizer & lime', 'Repairs', 'Depreciation', 'Net farm profit (loss)'];
    const rows: SheetCell[][] = [
      [`Taxpayer: ${f.borrower.last}, ${f.borrower.first}${f.entity ? ` / ${f.entity.name}` : ''}`], ...(f.entity?.ein ? [[`FEIN ${ein(f.entity.ein)}`]] : []), [],
      ['Line item', String(y - 3), String(y - 2), String(y - 1)],
      ...lines.map((l) => [l, rng.int(2, 400) * 1000 + rng.int(0, 999), rng.int(2, 400) * 1000 + rng.int(0, 999), rng.int(2, 400) * 1000 + rng.int(0, 999)]),
    ];
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Sch F', rows }], truth: truthOf(f, fields) };
  },
};

const closingCosts: Family = {
  id: 'w-estimated-settlement-csv',
  description: 'Title company estimated settlement export: line, description, paid-to, borrower amount; lender fees among third-party charges',
  formats: ['csv', 'xlsx'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'loan_amount', 'property_address', 'estimated_closing_date'];
    const l = f.loan; const rows: SheetCell[][] = [
      [`${f.title.name} — Estimated Buyer/Borrower Statement`, null, null, null], ['Borrower', owner(f), null, null], ['Property', addr(rng, f.property.address), null, null], ['Est. settlement date', d(f.loan.closingDate), null, null], ['New loan amount', f.loan.amount, null, null], [],
      ['Line', 'Description', 'Paid to', 'Amount'],
    ];
    let n = 801;
    const add = (desc: string, to: string, amt: number) => rows.push([n++, desc, to, amt]);
    if (l.originationPoints !== undefined) { add(`Origination ${l.originationPoints}% of loan`, f.lender.name, Math.round(l.originationPoints * l.amount) / 100); fields.push('origination_points'); }
    if (l.brokerPoints !== undefined) { add(`Broker fee ${l.brokerPoints}%`, f.broker.name, Math.round(l.brokerPoints * l.amount) / 100); fields.push('broker_points'); }
    if (l.docFee !== undefined) { add('Loan document preparation', f.lender.name, l.docFee); fields.push('loan_doc_fee'); }
    if (l.processingFee !== undefined) { add('Processing fee', f.lender.name, l.processingFee); fields.push('processing_fee'); }
    if (l.adminFee !== undefined) { add('Administrative fee', f.lender.name, l.adminFee); fields.push('admin_fee'); }
    add('Appraisal', f.appraiser.name, rng.pick([3200, 4100, 5250])); add('Survey', `${county(rng)} Surveying`, rng.pick([4500, 7200]));
    add('Loan policy premium', f.title.name, rng.int(9, 40) * 100 + 12); add('Recording', 'County Clerk', rng.pick([126, 154, 210]));
    add('Rollback taxes escrow', 'Tax Assessor-Collector', rng.int(2, 30) * 100);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Estimate', rows }], truth: truthOf(f, fields) };
  },
};

const crmExport: Family = {
  id: 'w-crm-deal-contacts-export',
  description: 'CRM export of one deal’s contacts: one row per contact (borrower, broker, title, appraiser, seller) with role column',
  formats: ['csv'],
  make(f, rng) {
    const fields: TruthField[] = [...ownerFields(f), 'borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount'];
    const deal = `${street(rng, f.property.address)} (${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}) — ${f.loan.amount}`;
    const rows: SheetCell[][] = [
      ['Deal', 'Contact', 'Role', 'Company', 'Email', 'Phone'],
      [deal, `${f.borrower.first} ${f.borrower.last}`, f.entity ? 'Borrower (guarantor)' : 'Borrower', f.entity?.name ?? '', f.borrower.email, f.borrower.phone],
      [deal, `${f.broker.contact.first} ${f.broker.contact.last}`, 'Broker', f.broker.name, f.broker.contact.email, f.broker.contact.phone],
      [deal, `${f.title.contact.first} ${f.title.contact.last}`, 'Title / escrow', f.title.name, f.title.contact.email, f.title.contact.phone],
      [deal, `${f.appraiser.contact.first} ${f.appraiser.contact.last}`, 'Appraiser', f.appraiser.name, f.appraiser.contact.email, f.appraiser.contact.phone],
    ];
    if (f.loan.purpose === 'Purchase') rows.push([deal, `${f.seller.first} ${f.seller.last}`, 'Seller', '', f.seller.email, f.seller.phone]);
    const body = rng.shuffle(rows.slice(1));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'contacts', rows: [rows[0] as SheetCell[], ...body] }], truth: truthOf(f, fields) };
  },
};

export const familiesD: Family[] = [pipeline, compsGrid, brokerLabelValue, drawSchedule, lotRelease, balanceWorkbook, brokerTape, sizing, scheduleF, closingCosts, crmExport];
