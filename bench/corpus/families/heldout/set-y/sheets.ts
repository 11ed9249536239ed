// Spreadsheets: broker deal sheets, rent rolls of stabilized buildings, sizing models, CRM exports, draw budgets,
// heir buyout math, old .xls templates, track-record workbooks, intake sheets.
import type { Family, SheetCell, TruthField } from '../../../types';
import { truthOf } from '../../../truth';
import {
  $, addr1, addrLong, d, ein, exitText, ltype, name, ny, phone, prepayText, ptype, retype, term, withEntity, individual, mailingAddress,
} from './h';

function dt(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

const brokerDealSheet: Family = {
  id: 'set-y-broker-deal-sheet-xlsx',
  description: 'Broker’s deal sheet workbook: sectioned label/value column with blank spacer rows and a notes cell.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date'];
    const rows: SheetCell[][] = [
      [`${f.broker.name} — DEAL SUBMISSION`], [`Prepared ${d(f.documentDate, 'us')} by ${f.broker.contact.first} ${f.broker.contact.last}`], [],
      ['BORROWER'], ['Name', name(f.borrower)], ['Cell', phone(f.borrower.phone, 'dash')], ['Email', f.borrower.email], ['FICO', f.borrower.creditScore],
    ];
    if (f.entity) { rows.push(['Vesting entity', f.entity.name]); fields.push('entity_name'); if (f.entity.ein) { rows.push(['EIN', ein(f.entity.ein)]); fields.push('ein'); } }
    rows.push([], ['PROPERTY'], ['Address', addr1(f.property.address)], ['Type', ptype(rng, f.property.type, f.property.units)], ['Borough/County', f.county], ['As-is value', f.property.value]);
    if (f.property.purchasePrice) rows.push(['Purchase price', f.property.purchasePrice]);
    if (f.property.arv) rows.push(['ARV', f.property.arv]);
    rows.push([], ['LOAN'], ['Program', ltype(rng, L.type)], ['Loan amount', L.amount], ['Term (months)', L.termMonths], ['Target close', dt(L.closingDate)]);
    if (L.exit) { rows.push(['Exit', exitText(rng, L.exit)]); fields.push('exit_strategy'); }
    if (L.brokerPoints !== undefined) { rows.push(['Broker pts', L.brokerPoints]); fields.push('broker_points'); }
    rows.push([], ['Notes', rng.pick(['Estate property - letters issued, heirs signed off', 'Tenant in 2nd fl is RS, paying', 'Needs quick close, contract expires', 'Borrower has 2 other loans w/ ' + f.lender.name])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Deal', rows }], truth: truthOf(f, fields) };
  },
};

const rentRoll: Family = {
  id: 'set-y-stabilized-rent-roll-workbook',
  description: 'Two-tab workbook: loan request summary and a rent roll of a rent-stabilized building (legal vs preferential rents, lease dates).',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f0 = withEntity(ny(facts, rng), rng);
    const f = ['Multifamily (5+)', 'Mixed Use'].includes(f0.property.type) ? f0 : retype(f0, 'Multifamily (5+)', rng.int(6, 16));
    const L = f.loan;
    const units = f.property.units ?? 8;
    const fields: TruthField[] = ['entity_name', 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term'];
    const summary: SheetCell[][] = [
      ['LOAN REQUEST'], ['Sponsor', name(f.borrower)], ['Borrowing entity', f.entity!.name], ['Property', addrLong(f.property.address)],
      ['Asset', ptype(rng, f.property.type, units)], ['Units', units], ['Value (as-is)', f.property.value], ['Loan request', L.amount], ['Rate', `${L.rate}%`], ['Term', term(rng, L.termMonths, 'mo')],
    ];
    const rr: SheetCell[][] = [['Apt', 'BR', 'Status', 'Legal Reg. Rent', 'Preferential', 'Lease Start', 'Lease End', 'Tenant']];
    for (let i = 1; i <= units; i++) {
      const legal = rng.int(9, 31) * 100 + rng.int(0, 99);
      const rs = rng.chance(0.65);
      rr.push([`${Math.ceil(i / 2)}${i % 2 ? 'F' : 'R'}`, rng.int(0, 3), rs ? 'RS' : 'FM', rs ? legal : null, rs && rng.chance(0.4) ? legal - rng.int(100, 400) : null, dt(`${rng.int(2019, 2024)}-0${rng.int(1, 9)}-01`), dt(`${rng.int(2025, 2027)}-0${rng.int(1, 9)}-28`), rng.chance(0.1) ? 'VACANT' : `Tenant ${i}`]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows: summary }, { name: 'Rent Roll', rows: rr }], truth: truthOf(f, fields) };
  },
};

const sizingModel: Family = {
  id: 'set-y-sizing-model',
  description: 'Lender sizing model: inputs, max-loan tests (LTV, LTC, DSCR) with their own loan amounts, and the chosen proposed loan.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number'];
    if (L.originationPoints !== undefined) fields.push('origination_points');
    const ltv65 = Math.round(f.property.value * 0.65 / 1000) * 1000;
    const ltv70 = Math.round(f.property.value * 0.7 / 1000) * 1000;
    const rows: SheetCell[][] = [
      ['SIZING', null, `Loan # ${L.loanNumber}`], [],
      ['INPUTS'], ['Property', addr1(f.property.address)], ['As-is value', f.property.value], ['Note rate', `${L.rate}%`], ['Term (mo)', L.termMonths],
      ['Orig pts', L.originationPoints ?? null], [],
      ['TESTS', 'Max %', 'Max loan'], ['LTV 65%', '65%', ltv65], ['LTV 70% (w/ exception)', '70%', ltv70],
      ['Requested by broker', null, Math.round(L.amount * 1.08 / 1000) * 1000], [],
      ['PROPOSED LOAN', null, L.amount], ['LTV', null, `${(L.amount / f.property.value * 100).toFixed(1)}%`],
      ['Monthly interest', null, Math.round(L.amount * L.rate / 1200 * 100) / 100],
    ];
    if (f.entity) { rows.splice(4, 0, ['Borrower', f.entity.name]); fields.push('entity_name'); } else { rows.splice(4, 0, ['Borrower', name(f.borrower)]); fields.push('borrower_first_name', 'borrower_last_name'); }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizing', rows }], truth: truthOf(f, fields) };
  },
};

const crmExport: Family = {
  id: 'set-y-crm-export-csv',
  description: 'One-row CSV export from a broker CRM: snake_case headers, raw numbers, ISO dates, empty columns.',
  formats: ['csv'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const header = ['lead_id', 'created', 'contact_first', 'contact_last', 'contact_email', 'contact_phone', 'company', 'prop_street', 'prop_city', 'prop_state', 'prop_zip', 'prop_type', 'est_value', 'loan_amt', 'loan_program', 'rate_quoted', 'term_mo', 'target_close', 'exit', 'referral', 'notes'];
    const row: SheetCell[] = [
      `L-${rng.int(10000, 99999)}`, f.documentDate, f.borrower.first, f.borrower.last, f.borrower.email, f.borrower.phone, f.entity?.name ?? '',
      f.property.address.street + (f.property.address.unit ? ` ${f.property.address.unit}` : ''), f.property.address.city, f.property.address.state, f.property.address.zip,
      ptype(rng, f.property.type, f.property.units), f.property.value, L.amount, ltype(rng, L.type), L.rate, L.termMonths, L.closingDate, L.exit ? exitText(rng, L.exit) : '', rng.pick(['atty referral', 'repeat', 'cold call', 'broker']), '',
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'estimated_closing_date', 'exit_strategy'];
    if (f.entity) fields.push('entity_name');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [header, row] }], truth: truthOf(f, fields) };
  },
};

const drawBudget: Family = {
  id: 'set-y-rehab-budget-draws',
  description: 'Rehab budget workbook: loan header block, line-item scope with contractor totals, draw schedule tab.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const lines = ['Demo & carting', 'Framing', 'Plumbing', 'Electrical', 'HVAC', 'Windows', 'Kitchen', 'Baths (2)', 'Flooring', 'Paint', 'Facade / stoop', 'DOB expediting & permits'];
    const items = lines.map((l) => [l, rng.int(3, 45) * 500] as [string, number]);
    const total = items.reduce((a, [, v]) => a + v, 0);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'loan_term', 'interest_rate'];
    const head: SheetCell[][] = [['Project', addr1(f.property.address)], ['Borrower', name(f.borrower)], ['Total loan', L.amount], ['Rate', `${L.rate}%`], ['Term', `${L.termMonths} months`]];
    if (f.property.arv) head.push(['ARV', f.property.arv]);
    if (L.exit) { head.push(['Exit', exitText(rng, L.exit)]); fields.push('exit_strategy'); }
    head.push([], ['Line item', 'Budget', 'Contractor', 'Notes']);
    const body: SheetCell[][] = items.map(([l, v]) => [l, v, rng.pick(['A&J General Contracting', 'Brooklyn Build Corp', 'Self-perform', 'Gotham MEP']), '']);
    body.push(['TOTAL RENOVATION', total, null, 'holdback']);
    const draws: SheetCell[][] = [['Draw', 'Milestone', 'Amount', 'Status'], [1, 'Demo + rough', Math.round(total * 0.3), 'pending'], [2, 'MEP + close walls', Math.round(total * 0.4), ''], [3, 'Finishes + sign-off', total - Math.round(total * 0.3) - Math.round(total * 0.4), '']];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows: [...head, ...body] }, { name: 'Draws', rows: draws }], truth: truthOf(f, fields) };
  },
};

const heirCalc: Family = {
  id: 'set-y-heir-buyout-calc',
  description: 'Paralegal’s heir buyout calculator: value, liens, estate expenses, each distributee’s share, and the loan needed.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const f = individual(ny(facts, rng));
    const L = f.loan;
    const n = rng.int(2, 4);
    const liens = rng.int(0, 12) * 5000;
    const expenses = rng.int(8, 30) * 1000;
    const net = f.property.value - liens - expenses;
    const share = Math.round(net / n);
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term'];
    const rows: SheetCell[][] = [
      [`Estate of ${f.decedent.first} ${f.decedent.last}`, `File ${f.surrogateFile}`], ['Property', addr1(f.property.address)], ['Appraised value', f.property.value], ['Less: liens (reverse mtg / HPD)', -liens], ['Less: estate expenses', -expenses], ['Net equity', net], [],
      ['Distributee', 'Share', 'Amount', 'Role'],
      [name(f.borrower), `1/${n}`, share, 'Buyer (borrower)'],
      ...Array.from({ length: n - 1 }, (_, i) => [`${['Cheryl', 'Anthony', 'Denise'][i]} ${f.decedent.last}`, `1/${n}`, share, 'Selling heir'] as SheetCell[]),
      [], ['Loan needed', L.amount], ['Rate', L.rate], ['Months', L.termMonths],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Buyout', rows }], truth: truthOf(f, fields) };
  },
};

const oldTemplate: Family = {
  id: 'set-y-old-xls-loan-summary',
  description: 'Legacy .xls loan summary with two label/value column pairs side by side, caps labels with colons, fees block.',
  formats: ['xls'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'];
    const fee = (v: number | undefined) => (v === undefined ? null : v);
    const rows: SheetCell[][] = [
      ['BSPC LOAN SUMMARY', null, null, null],
      ['LOAN NO:', L.loanNumber, 'DATE:', d(f.documentDate, 'us')],
      ['BORROWER:', f.entity ? f.entity.name : `${f.borrower.last.toUpperCase()}, ${f.borrower.first.toUpperCase()}`, 'GUARANTOR:', f.entity ? name(f.borrower) : 'N/A'],
      ['PROPERTY:', addr1(f.property.address), 'BLOCK/LOT:', `${f.block}/${f.lot}`],
      ['AMOUNT:', L.amount, 'RATE:', `${L.rate}%`],
      ['TERM:', term(rng, L.termMonths, 'short'), 'CLOSING:', d(L.closingDate, 'short')],
      ['PREPAY:', prepayText(f), null, null],
      [], ['FEES', null, null, null],
      ['ORIG PTS:', L.originationPoints ?? null, 'DOC FEE:', fee(L.docFee)],
      ['BROKER PTS:', L.brokerPoints ?? null, 'PROC FEE:', fee(L.processingFee)],
      ['DISC PTS:', L.discountPoints ?? null, 'ADMIN FEE:', fee(L.adminFee)],
    ];
    if (f.entity) fields.push('entity_name');
    fields.push('origination_points', 'broker_points', 'discount_points', 'loan_doc_fee', 'processing_fee', 'admin_fee');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows }], truth: truthOf(f, fields) };
  },
};

const labelCsv: Family = {
  id: 'set-y-label-value-csv',
  description: 'Two-column Field,Value CSV a broker saved from a Google Sheet; money as text with $ and commas.',
  formats: ['csv'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'credit_score'];
    const rows: SheetCell[][] = [['Field', 'Value'], ['Borrower', name(f.borrower)], ['Phone', phone(f.borrower.phone)], ['FICO', String(f.borrower.creditScore)], ['Address', addrLong(f.property.address)], ['Value', $(f.property.value)], ['Loan', $(L.amount)], ['Type', ltype(rng, L.type)], ['Term', term(rng, L.termMonths, 'mo')], ['Rate', `${L.rate}%`]];
    if (f.entity) { rows.splice(2, 0, ['Entity', f.entity.name], ['Signer title', f.entity.signatoryTitle]); fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); }
    if (L.processingFee !== undefined) { rows.push(['Processing', $(L.processingFee)]); fields.push('processing_fee'); }
    rows.push(['Broker', `${f.broker.contact.first} ${f.broker.contact.last} ${phone(f.broker.contact.phone, 'dash')}`]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sheet1', rows }], truth: truthOf(f, fields) };
  },
};

const trackRecord: Family = {
  id: 'set-y-sponsor-track-record-workbook',
  description: 'Workbook: “New Deal” tab with the request and a “Track Record” tab of the sponsor’s past projects and loans (distractor addresses and amounts).',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term'];
    const deal: SheetCell[][] = [['NEW DEAL'], ['Sponsor', name(f.borrower)], ['Email', f.borrower.email], ['Subject', addr1(f.property.address)], ['Asset', ptype(rng, f.property.type, f.property.units)], ['Value', f.property.value], ['Ask', L.amount], ['Program', ltype(rng, L.type)], ['Rate', `${L.rate}%`], ['Term (mos)', L.termMonths]];
    if (f.entity) { deal.splice(2, 0, ['Entity', f.entity.name]); fields.push('entity_name'); }
    const tr: SheetCell[][] = [['Address', 'Type', 'Bought', 'Purchase', 'Loan', 'Lender', 'Sold / Refi', 'Outcome']];
    for (let i = 0; i < rng.int(3, 6); i++) {
      const p = rng.int(30, 140) * 10000;
      tr.push([`${rng.int(10, 999)} ${rng.pick(['Madison St', 'Gates Ave', 'Quincy St', 'Chauncey St', 'Linden Blvd', 'Bergen Ave', 'Ocean Ave'])}, ${rng.pick(['Brooklyn', 'Jersey City', 'Bronx', 'Newark'])}`, rng.pick(['2-fam', '3-fam', 'SFR', 'mixed-use']), dt(`${rng.int(2018, 2023)}-0${rng.int(1, 9)}-15`), p, Math.round(p * 0.7 / 1000) * 1000, rng.pick(['Lima One', 'BSPC', 'Private', 'Ridgewood Savings']), rng.pick(['Sold', 'Refi', 'Held']), `${rng.int(8, 35)}% IRR`]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'New Deal', rows: deal }, { name: 'Track Record', rows: tr }], truth: truthOf(f, fields) };
  },
};

const intakeSheet: Family = {
  id: 'set-y-executor-intake-sheet',
  description: 'Loan application captured as a spreadsheet by the paralegal: applicant block with DOB, estate block, request block.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const f = ny(facts, rng);
    const L = f.loan;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'loan_amount', 'loan_purpose'];
    const rows: SheetCell[][] = [
      ['APPLICANT', null], ['Last name', f.borrower.last], ['First name', f.borrower.first], ['DOB', d(f.borrower.dob, rng.pick(['us', 'iso'] as const))], ['Phone', phone(f.borrower.phone, 'dash')], ['Email', f.borrower.email], ['Credit score', f.borrower.creditScore], ['Home address', mailingAddress(rng)],
      [], ['ESTATE', null], ['Decedent', `${f.decedent.first} ${f.decedent.last}`], ['DOD', d(f.decedent.died, 'us')], ['Court / file', `Surrogate's Ct ${f.county} ${f.surrogateFile}`], ['Executor', name(f.seller)],
      [], ['REQUEST', null], ['Property', addr1(f.property.address)], ['Amount', L.amount], ['Purpose', L.purpose ?? ''],
    ];
    if (f.entity) { rows.splice(8, 0, ['Borrowing entity', f.entity.name], ['Title in entity', f.entity.signatoryTitle]); fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title'); }
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Intake', rows }], truth: truthOf(f, fields) };
  },
};

export const sheetFamilies: Family[] = [brokerDealSheet, rentRoll, sizingModel, crmExport, drawBudget, heirCalc, oldTemplate, labelCsv, trackRecord, intakeSheet];
