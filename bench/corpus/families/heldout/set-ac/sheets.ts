// set-ac — spreadsheets: broker key-value sheets, CRM exports, rehab budgets, rent rolls, the lender's sizing
// calculator, web-form dumps.
import type { Family, SheetCell, TruthField } from '../../../types';
import {
  Stated, addr, chicago, date, exitWords, fullName, loanWords, pct, prepayFields, prepayText, purposeWords,
  street, typeWords, type Local,
} from './common';

function day(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

/** Fee rows with numbers (points as numbers, dollars as numbers). */
function feeCells(f: Local, labels: Record<'orig' | 'disc' | 'brok' | 'doc' | 'admin' | 'proc', string>): [string, number, TruthField][] {
  const L = f.loan;
  const out: [string, number, TruthField][] = [];
  if (L.originationPoints !== undefined) out.push([labels.orig, L.originationPoints, 'origination_points']);
  if (L.discountPoints !== undefined) out.push([labels.disc, L.discountPoints, 'discount_points']);
  if (L.brokerPoints !== undefined) out.push([labels.brok, L.brokerPoints, 'broker_points']);
  if (L.docFee !== undefined) out.push([labels.doc, L.docFee, 'loan_doc_fee']);
  if (L.adminFee !== undefined) out.push([labels.admin, L.adminFee, 'admin_fee']);
  if (L.processingFee !== undefined) out.push([labels.proc, L.processingFee, 'processing_fee']);
  return out;
}

const brokerKv: Family = {
  id: 'ac-sheet-broker-kv-submission',
  description: 'Broker\'s Excel submission template: section headers in caps, label in A, value in B, broker comments in C.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const rows: SheetCell[][] = [[`${f.broker.name} — LOAN SUBMISSION`], [`Prepared ${date(f.documentDate, 'us')} by ${f.broker.contact.first} ${f.broker.contact.last}`], []];
    const kv = (k: string, v: SheetCell, field?: TruthField | TruthField[], note?: string) => {
      if (field) d.s(field, '');
      rows.push([k, v, note ?? null]);
    };
    rows.push(['BORROWER', null, 'Comments']);
    if (f.entity) {
      kv('Vesting entity', f.entity.name, 'entity_name', f.entity.type === 'Trust' ? 'trust docs attached' : `formed in ${f.entity.stateOfFormation}`);
      kv('Guarantor', fullName(f), ['borrower_first_name', 'borrower_last_name']);
      kv('Guarantor title', f.entity.signatoryTitle, ['authorized_signatory_title', 'authorized_signatory_name']);
    } else kv('Borrower', `${b.last}, ${b.first}`, ['borrower_first_name', 'borrower_last_name']);
    kv('Cell', b.phone.replace(/(\d{3})(\d{3})(\d{4})/, '$1-$2-$3'), 'borrower_phone');
    kv('Email', b.email, 'borrower_email');
    kv('Mid FICO', b.creditScore, 'credit_score');
    rows.push([], ['PROPERTY']);
    kv('Address', addr(f.property.address), 'property_address');
    kv('Type', typeWords(f, rng), 'property_type', f.property.units ? `${f.property.units} units` : undefined);
    kv('As-is value', f.property.value, 'property_value', 'broker opinion + 2 comps');
    if (f.property.purchasePrice) kv('Purchase price', f.property.purchasePrice, undefined, 'attorney review complete');
    if (f.property.arv) kv('ARV', f.property.arv);
    kv('PIN', f.pin);
    rows.push([], ['REQUEST']);
    kv('Loan amount', L.amount, 'loan_amount');
    kv('Loan type', loanWords(f, rng), 'loan_type');
    const pw = purposeWords(f, rng);
    if (pw) kv('Purpose', pw, 'loan_purpose');
    kv('Term (mos)', L.termMonths, 'loan_term');
    kv('Target rate', pct(L.rate), 'interest_rate');
    if (L.brokerPoints !== undefined) kv('Broker points', L.brokerPoints, 'broker_points');
    if (L.exit) kv('Exit', exitWords(f, rng) ?? '', 'exit_strategy');
    kv('Closing', day(L.closingDate), 'estimated_closing_date');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: d.truth() };
  },
};

const crmRow: Family = {
  id: 'ac-sheet-crm-deal-row-export',
  description: 'One-row CSV export from the broker\'s CRM: terse column headers, names split, rate as a percent, dates as mm/dd/yyyy.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const cols: [string, SheetCell, TruthField | TruthField[] | null][] = [
      ['Opp ID', `OPP-${rng.int(10000, 99999)}`, null],
      ['Stage', rng.pick(['Submitted', 'Term Sheet Out', 'Processing']), null],
      ['Acct Name', f.entity ? f.entity.name : `${b.first} ${b.last}`, f.entity ? 'entity_name' : null],
      ['Contact First', b.first, 'borrower_first_name'],
      ['Contact Last', b.last, 'borrower_last_name'],
      ['Contact Mobile', b.phone, 'borrower_phone'],
      ['Contact Email', b.email, 'borrower_email'],
      ['Prop Street', street(f.property.address), 'property_address'],
      ['Prop City', f.property.address.city, null],
      ['Prop St', f.property.address.state, null],
      ['Prop Zip', f.property.address.zip, null],
      ['Prop Type', typeWords(f, rng), 'property_type'],
      ['Loan Amt', L.amount, 'loan_amount'],
      ['Est Value', f.property.value, 'property_value'],
      ['Contract Price', f.property.purchasePrice ?? null, null],
      ['Product', loanWords(f, rng), 'loan_type'],
      ['Note Rate', L.rate / 100, 'interest_rate'],
      ['Term Mo', L.termMonths, 'loan_term'],
      ['Orig Pts', L.originationPoints ?? null, L.originationPoints !== undefined ? 'origination_points' : null],
      ['Broker Pts', L.brokerPoints ?? null, L.brokerPoints !== undefined ? 'broker_points' : null],
      ['Exp Close', day(L.closingDate), 'estimated_closing_date'],
      ['Owner', `${f.broker.contact.first} ${f.broker.contact.last}`, null],
    ];
    for (const [, v, field] of cols) if (field && v !== null) d.s(field, '');
    const rateCol = cols.findIndex(([h]) => h === 'Note Rate');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Opportunities', rows: [cols.map(([h]) => h), cols.map(([, v]) => v)], percentColumns: [rateCol] }], truth: d.truth() };
  },
};

const rehabBudget: Family = {
  id: 'ac-sheet-rehab-budget-and-request',
  description: 'Contractor-style workbook: a "Request" tab with the loan ask and a "Budget" tab of line items by unit; only the request tab carries deal fields.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const req: SheetCell[][] = [
      ['REHAB LOAN REQUEST', null],
      ['Prepared for', f.lender.name],
      ['Date', day(f.documentDate)],
      [],
      [f.entity ? 'Borrower (LLC)' : 'Borrower', f.entity ? f.entity.name : fullName(f)],
      ...(f.entity ? [['Member / GC contact', fullName(f)]] : []),
      ['Property', addr(f.property.address)],
      ['Building', typeWords(f, rng)],
      ['Current value', f.property.value],
      ['Loan requested', L.amount],
      ['Program', loanWords(f, rng)],
      ['Months needed', L.termMonths],
      ['Start date (close)', day(L.closingDate)],
      ['After repair value', f.property.arv ?? null],
      ['Plan', exitWords(f, rng) ?? 'hold'],
    ];
    d.s(['property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'estimated_closing_date'], '');
    d.s(f.entity ? ['entity_name', 'borrower_first_name', 'borrower_last_name'] : ['borrower_first_name', 'borrower_last_name'], '');
    if (L.exit) d.s('exit_strategy', '');
    const units = f.property.units ?? 1;
    const items = ['Demo & dumpsters', 'Tuckpointing', 'Roof (tear-off)', 'Windows', 'Electrical (new service)', 'Plumbing', 'Kitchen', 'Bath', 'Flooring', 'Paint', 'Porches (city spec)', 'Permits & architect'];
    const budget: SheetCell[][] = [['Line', 'Scope', ...Array.from({ length: Math.min(units, 4) }, (_, i) => `Unit ${i + 1}`), 'Total']];
    items.forEach((it, i) => {
      const per = Array.from({ length: Math.min(units, 4) }, () => rng.int(8, 60) * 100);
      budget.push([i + 1, it, ...per, per.reduce((a, c) => a + c, 0)]);
    });
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Request', rows: req }, { name: 'Budget', rows: budget }], truth: d.truth() };
  },
};

const rentRoll: Family = {
  id: 'ac-sheet-rent-roll-with-summary',
  description: 'Landlord\'s rent roll (2-4 flat / courtyard) with the loan summary block on top and tenants below; tenants\' names are distractors.',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const units = Math.max(2, Math.min(f.property.units ?? 2, 12));
    const tenants = ['Garcia', 'Kowalski', 'Nguyen', 'Brown', 'Lopez', 'Hrynko', 'Smith', 'Ortiz', 'Patel', 'Walsh', 'Dudek', 'Morales'];
    const rows: SheetCell[][] = [
      ['RENT ROLL', null, null, null, null],
      ['Property', addr(f.property.address), null, 'Owner', f.entity ? f.entity.name : fullName(f)],
      ['Building type', typeWords(f, rng), null, 'Owner phone', f.borrower.phone],
      ['Loan requested', L.amount, null, 'As-is value', f.property.value],
      ['Term requested (months)', L.termMonths, null, 'Close by', day(L.closingDate)],
      [],
      ['Unit', 'Tenant', 'Lease end', 'Rent', 'Deposit'],
    ];
    d.s(['property_address', 'property_type', 'loan_amount', 'property_value', 'loan_term', 'estimated_closing_date', 'borrower_phone'], '');
    d.s(f.entity ? 'entity_name' : ['borrower_first_name', 'borrower_last_name'], '');
    if (f.entity) rows.splice(3, 0, [null, null, null, 'Manager', fullName(f)]);
    if (f.entity) d.s(['borrower_first_name', 'borrower_last_name'], '');
    for (let i = 0; i < units; i++) {
      const rent = rng.int(11, 19) * 100;
      rows.push([rng.pick(['G', '1', '2', '3'])[0] === 'G' && i === 0 ? 'Garden' : `${i + 1}${rng.pick(['', 'F', 'R'])}`, rng.chance(0.1) ? 'VACANT' : `${rng.pick(tenants)}, ${rng.pick(['J.', 'M.', 'A.', 'R.'])}`, rng.chance(0.3) ? 'MTM' : day(`${Number(f.documentDate.slice(0, 4)) + 1}-${String(rng.int(1, 12)).padStart(2, '0')}-01`), rent, rent]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: d.truth() };
  },
};

const sizing: Family = {
  id: 'ac-sheet-lender-sizing-calculator',
  description: 'The lender\'s loan sizing workbook: inputs column, LTV/LTC and interest reserve formulas as values, rate and points as percents in their own column.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const rows: SheetCell[][] = [
      ['LOAN SIZING', null, null],
      ['Loan #', L.loanNumber, null],
      ['Borrower', f.entity ? f.entity.name : fullName(f), null],
      ['Subject', addr(f.property.address), null],
      ['Program', loanWords(f, rng), null],
      [],
      ['Input', 'Amount', 'Pct'],
      ['As-is value', f.property.value, null],
      ['Purchase price', f.property.purchasePrice ?? null, null],
      ['ARV', f.property.arv ?? null, null],
      ['Loan amount', L.amount, null],
      ['LTV (as-is)', null, Math.round((L.amount / f.property.value) * 10000) / 10000],
      ['Note rate', null, L.rate / 100],
      ['Term (months)', L.termMonths, null],
      ['Monthly interest', Math.round((L.amount * L.rate) / 1200 * 100) / 100, null],
    ];
    d.s(['loan_number', 'property_address', 'loan_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term'], '');
    d.s(f.entity ? 'entity_name' : ['borrower_first_name', 'borrower_last_name'], '');
    const fees = feeCells(f, { orig: 'Origination', disc: 'Discount', brok: 'Broker', doc: 'Doc fee', admin: 'Admin fee', proc: 'Processing fee' });
    for (const [k, v, fl] of fees) {
      d.s(fl, '');
      rows.push(fl.endsWith('points') ? [`${k} points`, Math.round(v * L.amount) / 100, v / 100] : [k, v, null]);
    }
    rows.push(['Prepayment', prepayText(f, rng), null]);
    d.s(prepayFields(f), '');
    rows.push(['Closing', day(L.closingDate), null]);
    d.s('estimated_closing_date', '');
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Sizing', rows, percentColumns: [2] }], truth: d.truth() };
  },
};

const transposed: Family = {
  id: 'ac-sheet-transposed-deal-column',
  description: 'Originator\'s pipeline tab turned sideways: field names down column A, the deal in column B under its loan number.',
  formats: ['xls', 'csv'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const rows: SheetCell[][] = [['Field', L.loanNumber]];
    d.s('loan_number', '');
    const add = (k: string, v: SheetCell | undefined, field?: TruthField | TruthField[]) => {
      if (v === undefined || v === null) return;
      rows.push([k, v]);
      if (field) d.s(field, '');
    };
    add('borrower_entity', f.entity?.name, 'entity_name');
    add('signer', f.entity ? `${fullName(f)} (${f.entity.signatoryTitle})` : undefined, ['authorized_signatory_name', 'authorized_signatory_title']);
    add('borrower / guarantor', `${b.first} ${b.last}`, ['borrower_first_name', 'borrower_last_name']);
    add('dob', day(b.dob), 'borrower_date_of_birth');
    add('fico', b.creditScore, 'credit_score');
    add('address', addr(f.property.address), 'property_address');
    add('type', typeWords(f, rng), 'property_type');
    add('value', f.property.value, 'property_value');
    add('price', f.property.purchasePrice);
    add('loan', L.amount, 'loan_amount');
    add('product', loanWords(f, rng), 'loan_type');
    add('rate', pct(L.rate), 'interest_rate');
    add('term', `${L.termMonths}m`, 'loan_term');
    add('orig', L.originationPoints !== undefined ? `${L.originationPoints} pts` : undefined, 'origination_points');
    add('proc fee', L.processingFee, 'processing_fee');
    add('doc fee', L.docFee, 'loan_doc_fee');
    add('ppp', L.prepayment.penalty ? L.prepayment.terms : 'none', prepayFields(f));
    add('exit', exitWords(f, rng), 'exit_strategy');
    add('coe', day(L.closingDate), 'estimated_closing_date');
    add('broker', f.broker.name);
    add('title co', f.title.name);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows }], truth: d.truth() };
  },
};

const bilingual: Family = {
  id: 'ac-sheet-bilingual-intake',
  description: 'Intake sheet the office gives Polish-, Spanish- and Ukrainian-speaking borrowers: both languages in each label, answers typed in.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const lang = f.lang === 'en' ? rng.pick(['pl', 'es', 'uk'] as const) : f.lang;
    const T = {
      pl: ['Imię', 'Nazwisko', 'Telefon', 'E-mail', 'Data urodzenia', 'Adres nieruchomości', 'Wartość', 'Kwota pożyczki', 'Okres (miesiące)', 'Firma (LLC)', 'Data zamknięcia', 'Rodzaj'],
      es: ['Nombre', 'Apellido', 'Teléfono', 'Correo', 'Fecha de nacimiento', 'Dirección de la propiedad', 'Valor', 'Monto del préstamo', 'Plazo (meses)', 'Compañía (LLC)', 'Fecha de cierre', 'Tipo'],
      uk: ['Імʼя', 'Прізвище', 'Телефон', 'Ел. пошта', 'Дата народження', 'Адреса нерухомості', 'Вартість', 'Сума позики', 'Термін (місяці)', 'Компанія (LLC)', 'Дата закриття', 'Тип'],
    }[lang];
    const rows: SheetCell[][] = [['Pytanie / Pregunta / Питання', 'Odpowiedź / Respuesta / Відповідь']];
    const q = (i: number, en: string, v: SheetCell, field?: TruthField | TruthField[]) => {
      rows.push([`${T[i]} / ${en}`, v]);
      if (field) d.s(field, '');
    };
    q(0, 'First name', b.first, 'borrower_first_name');
    q(1, 'Last name', b.last, 'borrower_last_name');
    q(2, 'Phone', `(${b.phone.slice(0, 3)}) ${b.phone.slice(3, 6)}-${b.phone.slice(6)}`, 'borrower_phone');
    q(3, 'Email', b.email, 'borrower_email');
    q(4, 'Date of birth', date(b.dob, 'us'), 'borrower_date_of_birth');
    if (f.entity) q(9, 'Company', f.entity.name, 'entity_name');
    q(5, 'Property address', addr(f.property.address), 'property_address');
    q(11, 'Property type', typeWords(f, rng), 'property_type');
    q(6, 'Value today', `$${f.property.value.toLocaleString('en-US')}`, 'property_value');
    q(7, 'Loan amount', `$${L.amount.toLocaleString('en-US')}`, 'loan_amount');
    q(8, 'Term (months)', L.termMonths, 'loan_term');
    q(10, 'Closing date', date(L.closingDate, 'us'), 'estimated_closing_date');
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Intake', rows }], truth: d.truth() };
  },
};

const webForm: Family = {
  id: 'ac-sheet-web-form-dump',
  description: 'The lender website\'s "Get a quote" form, dumped as field_name,value pairs; snake_case keys, raw values.',
  formats: ['csv'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const b = f.borrower;
    const rows: SheetCell[][] = [['field_name', 'value']];
    const put = (k: string, v: SheetCell | undefined, field?: TruthField | TruthField[]) => {
      if (v === undefined) return;
      rows.push([k, v]);
      if (field) d.s(field, '');
    };
    put('submission_id', `wf_${rng.int(100000, 999999)}`);
    put('submitted_at', `${f.documentDate}T${String(rng.int(10, 23)).padStart(2, '0')}:${rng.int(10, 59)}:00Z`);
    put('first_name', b.first.toLowerCase(), 'borrower_first_name');
    put('last_name', b.last.toUpperCase(), 'borrower_last_name');
    put('email', b.email, 'borrower_email');
    put('phone', b.phone, 'borrower_phone');
    put('borrowing_as', f.entity ? f.entity.type.toLowerCase() : 'individual');
    put('company_name', f.entity?.name, 'entity_name');
    put('property_street', street(f.property.address), 'property_address');
    put('property_city', f.property.address.city);
    put('property_state', f.property.address.state);
    put('property_zip', f.property.address.zip);
    put('property_kind', typeWords(f, rng), 'property_type');
    put('estimated_value', String(f.property.value), 'property_value');
    put('loan_amt_requested', String(L.amount), 'loan_amount');
    put('loan_product', loanWords(f, rng), 'loan_type');
    put('loan_purpose', purposeWords(f, rng), 'loan_purpose');
    put('term_months', String(L.termMonths), 'loan_term');
    put('credit_range_selfreported', String(b.creditScore), 'credit_score');
    put('target_close', date(L.closingDate, 'iso'), 'estimated_closing_date');
    put('exit_plan', exitWords(f, rng), 'exit_strategy');
    put('how_heard', rng.pick(['Google', 'broker', 'friend', 'BiggerPockets', 'radio (Polish station)']));
    put('utm_source', rng.pick(['google', 'facebook', '(direct)']));
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'export', rows }], truth: d.truth() };
  },
};

const feeSchedule: Family = {
  id: 'ac-sheet-closing-fee-schedule',
  description: 'Lender\'s fee schedule workbook sent to title: one row per charge with payee, lender charges mixed with title and county charges.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const f = chicago(facts, rng);
    const d = new Stated(f);
    const L = f.loan;
    const rows: SheetCell[][] = [
      ['Lender fee schedule for settlement', null, null, null],
      ['Loan number', L.loanNumber, 'Closing', day(L.closingDate)],
      ['Borrower', f.entity ? f.entity.name : fullName(f), 'Loan amount', L.amount],
      ['Property', addr(f.property.address), 'Title company', f.title.name],
      [],
      ['Charge', 'Basis', 'Amount', 'Payee'],
    ];
    d.s(['loan_number', 'estimated_closing_date', 'loan_amount', 'property_address'], '');
    d.s(f.entity ? 'entity_name' : ['borrower_first_name', 'borrower_last_name'], '');
    for (const [k, v, fl] of feeCells(f, { orig: 'Origination fee', disc: 'Discount points', brok: 'Broker fee', doc: 'Document preparation', admin: 'Administrative fee', proc: 'Processing fee' })) {
      d.s(fl, '');
      if (fl.endsWith('points')) rows.push([k, `${v} points`, Math.round(v * L.amount) / 100, fl === 'broker_points' ? f.broker.name : f.lender.name]);
      else rows.push([k, 'flat', v, f.lender.name]);
    }
    rows.push(['Lender\'s attorney', 'flat', rng.pick([850, 950, 1150]), f.attorney.firm]);
    rows.push(['Appraisal', 'POC', rng.pick([650, 750, 900]), f.appraiser.name]);
    rows.push(['Title — lender policy', 'est.', rng.int(9, 22) * 100 + 75, f.title.name]);
    rows.push(['Recording', 'est.', rng.pick([107, 142, 168]), `${f.county} County Clerk`]);
    rows.push(['Interest reserve', `${rng.int(2, 6)} months`, null, f.lender.name]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Fees', rows }], truth: d.truth() };
  },
};

export const sheetFamilies: Family[] = [brokerKv, crmRow, rehabBudget, rentRoll, sizing, transposed, bilingual, webForm, feeSchedule];
