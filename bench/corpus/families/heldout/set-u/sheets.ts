// set-u: spreadsheets — broker pipelines and tapes, intake sheets, REO schedules, STR pro formas, closing-cost
// sheets, sizing calculators, 1031 trackers, rent rolls, scenario grids.
import { truthOf } from '../../../truth';
import type { Family, Rng, SheetCell, TruthField } from '../../../types';
import {
  Said, addr, addDays, dLatin, dUS, isoDate, localize, loanTypeEn, loanTypeEs, propTypeEn, propTypeEs, usd,
  QIS, BROKERAGES, RENTAL_CO, MANAGERS, type Local,
} from './kit';

const DECOY_BORROWERS = ['Whitfield Holdings LLC', 'Nilda Ocampo', 'Everett Kincaid', 'Palacios Family Trust', 'Sampaio Investimentos LLC', 'Tatiana Goicoechea', 'Reinaldo Fonseca', 'Coughlin Rentals LLC', 'Heitor Linhares', 'Marisol Valdés'];
const DECOY_STREETS = ['NE 2nd Ave', 'Collins Ave', 'SW 8th St', 'Hollywood Blvd', 'Orange Ave', 'Bayshore Blvd', 'Brickell Bay Dr', 'Ashley Dr', 'Old Dixie Hwy', 'Las Olas Blvd'];

function decoyRow(rng: Rng, L: Local) {
  const p = rng.pick(['Miami, FL', 'Fort Lauderdale, FL', 'Orlando, FL', 'Tampa, FL', 'San Juan, PR', 'Kissimmee, FL', 'Boca Raton, FL']);
  const amount = rng.int(12, 180) * 5000 + 2500;
  return {
    who: rng.pick(DECOY_BORROWERS),
    street: `${rng.int(100, 9999)} ${rng.pick(DECOY_STREETS)}`,
    city: p,
    amount,
    value: Math.round(amount / (0.5 + rng.next() * 0.25) / 1000) * 1000 + 500,
    rate: rng.pick([9.99, 10.75, 11.5, 12.25, 8.875, 13]),
    term: rng.pick([6, 12, 18, 24]),
    type: rng.pick(['Bridge', 'Fix & Flip', 'Purchase', 'Cash-Out Refi', 'Construction']),
    phone: L.decoyPhone(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
const brokerPipeline: Family = {
  id: 'u-broker-pipeline-sheet',
  description: 'Broker\'s pipeline workbook: one row per deal (funded, dead, in underwriting), the new submission flagged in the status column; the other rows are other borrowers',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const header = ['Status', 'Borrower', 'Contact', 'Phone', 'Property', 'City', 'Type', 'Loan Amt', 'Value', 'Rate', 'Term (mo)', 'Target COE', 'Lender'];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'property_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    const mine: SheetCell[] = [
      `NEW — submit to ${f.lender.name}`, f.entity ? f.entity.name : `${b.last}, ${b.first}`, `${b.first} ${b.last}`, b.phone,
      `${addr(f.property.address)}`, f.property.address.city, propTypeEn(rng, f.property.type, f.property.units), f.loan.amount, f.property.value, f.loan.rate / 100, f.loan.termMonths,
      isoDate(f.loan.closingDate), f.lender.name,
    ];
    const others: SheetCell[][] = Array.from({ length: rng.int(4, 8) }, () => {
      const d = decoyRow(rng, L);
      return [rng.pick(['Funded', 'Dead — appraisal', 'In UW', 'Funded', 'On hold (borrower abroad)', 'CTC']), d.who, d.who.includes(' LLC') || d.who.includes('Trust') ? rng.pick(['Everett Kincaid', 'Glenda Ashby', 'Osvaldo Teixeira']) : d.who, d.phone.replace(/\D/g, ''), `${d.street}, ${d.city}`, d.city.replace(/, ..$/, ''), rng.pick(['SFR', 'Condo', 'Duplex', 'Retail']), d.amount, d.value, d.rate / 100, d.term, isoDate(addDays(f.documentDate, rng.int(-120, 60))), rng.pick(['Keystone Bridge Capital', 'Anchor Point Lending', 'Tidewater Bridge Lending'])];
    });
    const names = rng.shuffle(DECOY_BORROWERS);
    others.forEach((row, i) => {
      const who = names[i % names.length] as string;
      row[1] = who;
      row[2] = /LLC|Trust/.test(who) ? rng.pick(['Everett Kincaid', 'Glenda Ashby', 'Osvaldo Teixeira', 'Yadira Bustamante']) : who;
    });
    const at = rng.int(0, others.length);
    const rows = [...others.slice(0, at), mine, ...others.slice(at)];
    return {
      kind: 'sheet',
      documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Pipeline', rows: [[`${f.broker.name} — pipeline as of ${dUS(f.documentDate)}`], header, ...rows], percentColumns: [9] }],
      truth: truthOf(f, fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const brokerTape: Family = {
  id: 'u-broker-tape-csv',
  description: 'One-line loan tape exported as CSV from a broker\'s LOS: wide header with split address columns, FN flag, fees in points',
  formats: ['csv'],
  make(facts, rng) {
    const L = localize(facts, rng, { ascii: true, localChance: 0.7 });
    const { f, origin } = L;
    const b = f.borrower;
    const a = f.property.address;
    const cols: [string, SheetCell, TruthField[]][] = [
      ['LoanNum', f.loan.loanNumber, ['loan_number']],
      ['BorrLast', b.last, ['borrower_last_name']],
      ['BorrFirst', b.first, ['borrower_first_name']],
      ['VestingEntity', f.entity?.name ?? '', f.entity ? ['entity_name'] : []],
      ['Email', b.email, ['borrower_email']],
      ['Cell', b.phone, ['borrower_phone']],
      ['ForeignNational', origin === 'US' ? 'N' : 'Y', []],
      ['FICO', origin === 'US' ? b.creditScore : '', origin === 'US' ? ['credit_score'] : []],
      ['PropStreet', `${a.street}${a.unit ? ` ${a.unit}` : ''}`, ['property_address']],
      ['PropCity', a.city, []],
      ['PropSt', a.state, []],
      ['PropZip', a.zip, []],
      ['PropType', propTypeEn(rng, f.property.type, f.property.units), ['property_type']],
      ['AsIsValue', f.property.value, ['property_value']],
      ['PurchPrice', f.property.purchasePrice ?? '', []],
      ['LoanAmt', f.loan.amount, ['loan_amount']],
      ['LoanType', loanTypeEn(rng, f.loan.type), ['loan_type']],
      ['Purpose', f.loan.purpose ?? '', f.loan.purpose ? ['loan_purpose'] : []],
      ['NoteRate', f.loan.rate, ['interest_rate']],
      ['TermMos', f.loan.termMonths, ['loan_term']],
      ['OrigPts', f.loan.originationPoints ?? '', ['origination_points']],
      ['BrkrPts', f.loan.brokerPoints ?? '', ['broker_points']],
      ['PPP', f.loan.prepayment.penalty ? f.loan.prepayment.terms ?? 'Y' : 'None', ['prepayment_penalty', 'prepayment_terms']],
      ['Exit', f.loan.exit ?? '', f.loan.exit ? ['exit_strategy'] : []],
      ['EstCOE', dUS(f.loan.closingDate), ['estimated_closing_date']],
      ['SubmittedBy', `${f.broker.contact.first} ${f.broker.contact.last}`, []],
    ];
    return {
      kind: 'sheet',
      documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'tape', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }],
      truth: truthOf(f, cols.flatMap((c) => c[2])),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------
function labelValue(rows: [string, SheetCell][]): SheetCell[][] {
  return rows.map(([a, c]) => [a, c]);
}

const intakeBilingual: Family = {
  id: 'u-lo-intake-sheet-bilingual',
  description: 'Loan officer\'s intake sheet (label | value) with Spanish/English labels, section rows, the referring realtor and the HOA as decoys',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.6 });
    const { f, origin } = L;
    const b = f.borrower;
    const s = new Said();
    const r: [string, SheetCell][] = [];
    const sec = (t: string) => r.push([t.toUpperCase(), null]);
    sec('Prestatario / Borrower');
    r.push(['Nombre / First name', s.say(b.first, 'borrower_first_name')]);
    r.push(['Apellido / Last name', s.say(b.last, 'borrower_last_name')]);
    if (f.entity) r.push(['Entidad / Entity', s.say(f.entity.name, 'entity_name')]);
    if (f.entity?.ein) r.push(['EIN', s.say(`${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`, 'ein')]);
    r.push(['Fecha de nacimiento / DOB', s.say(dUS(b.dob), 'borrower_date_of_birth')]);
    r.push(['Teléfono / Phone', s.say(b.phone, 'borrower_phone')]);
    r.push(['Correo / Email', s.say(b.email, 'borrower_email')]);
    r.push(['Ciudadanía / Citizenship', origin === 'US' ? 'US' : origin === 'BR' ? 'Brasil' : rng.pick(['Venezuela', 'Colombia', 'Perú'])]);
    if (origin === 'US') r.push(['Puntaje / FICO', s.say(b.creditScore, 'credit_score')]);
    sec('Propiedad / Property');
    r.push(['Dirección / Address', s.say(addr(f.property.address), 'property_address')]);
    r.push(['Tipo / Type', s.say(`${propTypeEs(f.property.type, f.property.units)} (${propTypeEn(rng, f.property.type, f.property.units)})`, 'property_type')]);
    r.push(['Valor / Value', s.say(f.property.value, 'property_value')]);
    if (f.property.purchasePrice) r.push(['Precio compra / Purchase price', f.property.purchasePrice]);
    r.push(['HOA / Mgmt', rng.pick(MANAGERS)]);
    sec('Préstamo / Loan');
    r.push(['Monto / Amount', s.say(f.loan.amount, 'loan_amount')]);
    r.push(['Tipo / Type', s.say(`${loanTypeEs(f.loan.type)} / ${loanTypeEn(rng, f.loan.type)}`, 'loan_type')]);
    r.push(['Plazo (meses) / Term', s.say(f.loan.termMonths, 'loan_term')]);
    r.push(['Tasa / Rate', s.say(`${f.loan.rate}%`, 'interest_rate')]);
    if (f.loan.exit) r.push(['Salida / Exit', s.say(f.loan.exit === 'Sale' ? 'Venta / Sale' : 'Refinanciar / Refi', 'exit_strategy')]);
    r.push(['Cierre / Closing', s.say(isoDate(f.loan.closingDate), 'estimated_closing_date')]);
    r.push(['Referido por / Referral', `${rng.pick(['Realtor', 'Agente'])} ${L.decoy()} — ${rng.pick(BROKERAGES)} ${L.decoyPhone()}`]);
    const rows = labelValue(r);
    return {
      kind: 'sheet',
      documentType: 'Loan Application',
      sheets: [{ name: 'Intake', rows: [[`${f.lender.name} — Hoja de ingreso / Intake`, dLatin(f.documentDate)], [], ...rows] }],
      truth: truthOf(f, s.fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const dealReo: Family = {
  id: 'u-fn-deal-summary-reo',
  description: 'Two-tab workbook for a foreign-national investor: "Deal" (label/value) and "REO" schedule of other Florida units owned with values, balances and rents (decoys)',
  formats: ['xlsx'],
  make(facts, rng) {
    const L = localize(facts, rng, { foreignChance: 0.8 });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const deal: SheetCell[][] = [
      ['Deal summary', null],
      ['Borrower', s.say(`${b.first} ${b.last}`, 'borrower_first_name', 'borrower_last_name')],
      ...(f.entity ? [['Borrowing entity', s.say(f.entity.name, 'entity_name')], ['Signer title', s.say(f.entity.signatoryTitle, 'authorized_signatory_title', 'authorized_signatory_name')]] as SheetCell[][] : []),
      ['Subject property', s.say(addr(f.property.address), 'property_address')],
      ['Property type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')],
      ['As-is value', s.say(f.property.value, 'property_value')],
      ['Loan amount', s.say(f.loan.amount, 'loan_amount')],
      ['Program', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')],
      ['Rate', s.say(`${f.loan.rate}%`, 'interest_rate')],
      ['Term (months)', s.say(f.loan.termMonths, 'loan_term')],
      ['Origination (pts)', f.loan.originationPoints !== undefined ? s.say(f.loan.originationPoints, 'origination_points') : 'n/a'],
      ['Doc fee', f.loan.docFee !== undefined ? s.say(f.loan.docFee, 'loan_doc_fee') : 'n/a'],
      ['Closing', s.say(dUS(f.loan.closingDate), 'estimated_closing_date')],
    ];
    const reo: SheetCell[][] = [['Address', 'Type', 'Market value', 'Mortgage', 'Lender', 'Monthly rent', 'HOA']];
    for (let i = 0; i < rng.int(2, 5); i++) {
      const v = rng.int(25, 120) * 5000 + 1500;
      reo.push([`${rng.int(100, 9999)} ${rng.pick(DECOY_STREETS)} #${rng.int(2, 40)}0${rng.int(1, 9)}, ${rng.pick(['Miami', 'Sunny Isles Beach', 'Orlando', 'Doral'])}, FL`, rng.pick(['Condo', 'Condo-hotel', 'Townhome']), v, rng.chance(0.4) ? 0 : Math.round(v * 0.5), rng.pick(['Free & clear', 'Banco Paulistano (Miami agency)', 'Private']), rng.int(18, 48) * 100, rng.int(350, 1400)]);
    }
    return {
      kind: 'sheet',
      documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Deal', rows: deal }, { name: 'REO', rows: reo }],
      truth: truthOf(f, s.fields),
    };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const strProforma: Family = {
  id: 'u-str-proforma',
  description: 'Vacation-rental pro forma from the borrower\'s management company: deal header rows, then twelve months of ADR, occupancy and net income (decoys)',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const L = localize(facts, rng, { ascii: true, forceType: rng.pick(['Single Family', 'Townhouse', 'Condo'] as const), avoidLoanTypes: ['Land', 'Commercial', 'Construction'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const head: SheetCell[][] = [
      [`STR Pro Forma — prepared by ${rng.pick(RENTAL_CO)}`],
      ['Owner / borrower', s.say(f.entity ? f.entity.name : `${b.first} ${b.last}`, ...(f.entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const]))],
      ['Property', s.say(addr(f.property.address), 'property_address')],
      ['Type', s.say(propTypeEn(rng, f.property.type), 'property_type')],
      ['Estimated value', s.say(usd(f.property.value), 'property_value')],
      ['Proposed loan', s.say(usd(f.loan.amount), 'loan_amount')],
      ['Rate / term', s.say(`${f.loan.rate}% / ${f.loan.termMonths} months`, 'interest_rate', 'loan_term')],
      [],
      ['Month', 'ADR', 'Occupancy', 'Gross', 'Mgmt fee (22%)', 'Net'],
    ];
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const adr0 = rng.int(150, 420);
    const body = months.map((m, i) => {
      const adr = Math.round(adr0 * (1 + 0.25 * Math.sin((i / 12) * Math.PI * 2)));
      const occ = rng.int(45, 88);
      const gross = Math.round(adr * 30 * occ / 100);
      return [m, adr, `${occ}%`, gross, Math.round(gross * 0.22), gross - Math.round(gross * 0.22)] as SheetCell[];
    });
    return { kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Proforma', rows: [...head, ...body] }], truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const closingCosts: Family = {
  id: 'u-closing-cost-sheet',
  description: 'Closing-cost estimate export (Section | Description | Payee | Amount) from a title agency\'s software with the deal header on top; third-party fees as decoys',
  formats: ['csv', 'xls'],
  make(facts, rng) {
    const L = localize(facts, rng, { ascii: true });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const amt = f.loan.amount;
    const rows: SheetCell[][] = [
      ['File', `${rng.int(24, 26)}-${rng.int(1000, 9999)}`, f.title.name, null],
      ['Borrower', s.say(f.entity ? f.entity.name : `${b.last}, ${b.first}`, ...(f.entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])), null, null],
      ['Property', s.say(addr(f.property.address), 'property_address'), null, null],
      ['Loan', s.say(amt, 'loan_amount'), `Loan # ${s.say(f.loan.loanNumber, 'loan_number')}`, null],
      ['Closing', s.say(dUS(f.loan.closingDate), 'estimated_closing_date'), null, null],
      [],
      ['Section', 'Description', 'Payee', 'Amount'],
    ];
    const pts = (p: number) => Math.round(amt * p) / 100;
    if (f.loan.originationPoints !== undefined) rows.push(['A', s.say(`Origination ${f.loan.originationPoints}%`, 'origination_points'), f.lender.name, pts(f.loan.originationPoints)]);
    if (f.loan.brokerPoints !== undefined) rows.push(['A', s.say(`Broker fee ${f.loan.brokerPoints}%`, 'broker_points'), f.broker.name, pts(f.loan.brokerPoints)]);
    if (f.loan.processingFee !== undefined) rows.push(['A', s.say('Processing', 'processing_fee'), f.lender.name, f.loan.processingFee]);
    if (f.loan.docFee !== undefined) rows.push(['A', s.say('Doc prep', 'loan_doc_fee'), f.lender.name, f.loan.docFee]);
    if (f.loan.adminFee !== undefined) rows.push(['A', s.say('Admin', 'admin_fee'), f.lender.name, f.loan.adminFee]);
    rows.push(['B', 'Appraisal', f.appraiser.name, rng.pick([650, 850, 1100])]);
    rows.push(['B', 'Wind mitigation + 4-point inspection', 'Inspector', rng.pick([175, 225, 250])]);
    rows.push(['C', 'Title — lender policy', f.title.name, rng.int(600, 2200)]);
    rows.push(['C', 'Estoppel letter', rng.pick(MANAGERS), rng.pick([299, 399])]);
    rows.push(['E', 'Doc stamps on note', 'Clerk of Court', Math.ceil(amt / 100) * 0.35]);
    rows.push(['E', 'Intangible tax', 'Clerk of Court', Math.round(amt * 0.2) / 100]);
    rows.push(['F', 'Windstorm premium 12 mo', rng.pick(['Gulfstream Windstorm Underwriters', 'Coquina Mutual Insurance Exchange']), rng.int(1400, 7000)]);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Estimate', rows }], truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const sizingCalc: Family = {
  id: 'u-loan-sizing-calc',
  description: 'Lender\'s loan sizing calculator: inputs (value, price, max LTV/LTC), outputs (max loan, requested loan, monthly IO payment, point dollars) in a two-block layout',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const L = localize(facts, rng, {});
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const maxLtv = rng.pick([0.65, 0.7, 0.75, 0.8]);
    const rows: SheetCell[][] = [
      ['LOAN SIZING', null, null, 'Prepared', dUS(f.documentDate)],
      ['Borrower', s.say(f.entity ? `${f.entity.name} (${b.first} ${b.last})` : `${b.first} ${b.last}`, 'borrower_first_name', 'borrower_last_name', ...(f.entity ? ['entity_name' as const] : [])), null, 'Loan #', s.say(f.loan.loanNumber, 'loan_number')],
      ['Property', s.say(addr(f.property.address), 'property_address'), null, 'Type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')],
      [],
      ['INPUTS', null, null, 'OUTPUTS', null],
      ['As-is value', s.say(f.property.value, 'property_value'), null, 'Max loan @ LTV', Math.round(f.property.value * maxLtv)],
      ['Purchase price', f.property.purchasePrice ?? 'n/a', null, 'Requested loan', s.say(f.loan.amount, 'loan_amount')],
      ['Max LTV', `${Math.round(maxLtv * 100)}%`, null, 'Actual LTV', `${(f.loan.amount / f.property.value * 100).toFixed(2)}%`],
      ['Note rate', s.say(`${f.loan.rate}%`, 'interest_rate'), null, 'Monthly IO payment', Math.round(f.loan.amount * f.loan.rate / 12) / 100],
      ['Term (months)', s.say(f.loan.termMonths, 'loan_term'), null, 'Per diem', Math.round(f.loan.amount * f.loan.rate / 360) / 100],
      ['Orig points', f.loan.originationPoints !== undefined ? s.say(f.loan.originationPoints, 'origination_points') : 0, null, 'Orig $', f.loan.originationPoints !== undefined ? Math.round(f.loan.amount * f.loan.originationPoints) / 100 : 0],
      ['Program', s.say(loanTypeEn(rng, f.loan.type), 'loan_type'), null, 'Est. closing', s.say(isoDate(f.loan.closingDate), 'estimated_closing_date')],
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Sizing', rows }], truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const exchangeTracker: Family = {
  id: 'u-1031-exchange-tracker',
  description: '1031 exchange tracker CSV kept by the broker: relinquished vs replacement columns, 45/180-day deadlines, QI and exchange balance as decoys',
  formats: ['csv'],
  make(facts, rng) {
    const L = localize(facts, rng, { ascii: true, foreignChance: 0.1, avoidLoanTypes: ['Refinance', 'Cash Out Refi', 'Second Mortgage'] });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const sold = addDays(f.documentDate, -rng.int(10, 40));
    const relPrice = rng.int(30, 200) * 5000 + 2500;
    const rows: SheetCell[][] = [
      ['Item', 'Relinquished', 'Replacement'],
      ['Exchanger', s.say(f.entity ? f.entity.name : `${b.first} ${b.last}`, ...(f.entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const])), f.entity ? f.entity.name : `${b.first} ${b.last}`],
      ['Address', `${rng.int(100, 9999)} ${rng.pick(DECOY_STREETS)}, ${rng.pick(['Hialeah', 'Miami', 'Hollywood'])}, FL`, s.say(addr(f.property.address), 'property_address')],
      ['Price', relPrice, f.property.purchasePrice ?? ''],
      ['Value (as-is)', '', s.say(f.property.value, 'property_value')],
      ['Debt', Math.round(relPrice * 0.4), s.say(f.loan.amount, 'loan_amount')],
      ['Closing date', dUS(sold), s.say(dUS(f.loan.closingDate), 'estimated_closing_date')],
      ['Day 45 (identification)', dUS(addDays(sold, 45)), ''],
      ['Day 180 (exchange ends)', dUS(addDays(sold, 180)), ''],
      ['QI', rng.pick(QIS), ''],
      ['Exchange balance', Math.round(relPrice * 0.55), ''],
      ['Lender', '', f.lender.name],
      ['Loan program', '', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')],
      ['Rate / term', '', s.say(`${f.loan.rate}% / ${f.loan.termMonths} mo`, 'interest_rate', 'loan_term')],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: '1031', rows }], truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const rentRollRetail: Family = {
  id: 'u-rent-roll-retail',
  description: 'Rent roll of a small strip center with the loan request in the header rows; tenants, suites, lease dates and rents are decoys',
  formats: ['xls'],
  make(facts, rng) {
    const L = localize(facts, rng, { forceType: rng.pick(['Retail', 'Mixed Use'] as const) });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const head: SheetCell[][] = [
      ['RENT ROLL', null, null, null, null, `as of ${dUS(f.documentDate)}`],
      ['Owner', s.say(f.entity ? f.entity.name : `${b.first} ${b.last}`, ...(f.entity ? ['entity_name' as const] : ['borrower_first_name' as const, 'borrower_last_name' as const]))],
      ['Property', s.say(addr(f.property.address), 'property_address'), null, 'Type', s.say(propTypeEn(rng, f.property.type, f.property.units), 'property_type')],
      ['Loan request', s.say(f.loan.amount, 'loan_amount'), null, 'Value', s.say(f.property.value, 'property_value')],
      [],
      ['Suite', 'Tenant', 'SF', 'Lease start', 'Lease end', 'Monthly rent', 'CAM'],
    ];
    const tenants = ['Cafetería La Esquina', 'Laundromat Express', 'Beauty Nails Spa', 'Tax & Notary Services', 'Cell Phone Repair', 'Dental Care Center', 'Vacant', 'Pizza & Empanadas', 'Insurance Agency'];
    const body = rng.shuffle(tenants).slice(0, rng.int(4, 7)).map((t, i) => {
      const start = addDays(f.documentDate, -rng.int(100, 1500));
      return [`${100 + i * 10}`, t, rng.int(800, 3200), t === 'Vacant' ? '' : dUS(start), t === 'Vacant' ? '' : dUS(addDays(start, 365 * rng.int(2, 6))), t === 'Vacant' ? 0 : rng.int(14, 60) * 100, rng.int(2, 9) * 50] as SheetCell[];
    });
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows: [...head, ...body] }], truth: truthOf(f, s.fields) };
  },
};

// ---------------------------------------------------------------------------------------------------------------
const scenarioGrid: Family = {
  id: 'u-scenario-compare-grid',
  description: 'Broker\'s scenario comparison: options A/B/C side by side with different rates, terms and points; the borrower picked one ("SELECTED"), the others are decoys',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const L = localize(facts, rng, { ascii: true });
    const { f } = L;
    const b = f.borrower;
    const s = new Said();
    const chosen = rng.int(0, 2);
    const opts = [0, 1, 2].map((i) => {
      if (i === chosen) return { rate: f.loan.rate, term: f.loan.termMonths, pts: f.loan.originationPoints };
      const term = rng.pick([6, 12, 18, 24, 36].filter((x) => x !== f.loan.termMonths));
      const rate = Number((f.loan.rate + rng.pick([-1, -0.5, 0.5, 0.75, 1.25])).toFixed(3));
      return { rate, term, pts: rng.pick([1, 1.5, 2, 2.5, 3].filter((x) => x !== f.loan.originationPoints)) };
    });
    const rows: SheetCell[][] = [
      ['Scenario comparison', `${f.broker.name}`],
      ['Client', s.say(f.entity ? `${f.entity.name} / ${b.first} ${b.last}` : `${b.first} ${b.last}`, 'borrower_first_name', 'borrower_last_name', ...(f.entity ? ['entity_name' as const] : []))],
      ['Property', s.say(addr(f.property.address), 'property_address')],
      ['Value', s.say(f.property.value, 'property_value')],
      ['Loan amount', s.say(f.loan.amount, 'loan_amount')],
      ['Program', s.say(loanTypeEn(rng, f.loan.type), 'loan_type')],
      [],
      ['', 'Option A', 'Option B', 'Option C'],
      ['Rate', ...opts.map((o) => `${o.rate}%`)],
      ['Term (mo)', ...opts.map((o) => o.term)],
      ['Orig. points', ...opts.map((o) => (o.pts === undefined ? 'none' : o.pts))],
      ['Monthly IO', ...opts.map((o) => Math.round(f.loan.amount * o.rate / 12) / 100)],
      ['Status', ...opts.map((_, i) => (i === chosen ? 'SELECTED' : ''))],
      ['Target closing', s.say(dUS(f.loan.closingDate), 'estimated_closing_date')],
    ];
    s.add('interest_rate', 'loan_term', 'origination_points');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenarios', rows }], truth: truthOf(f, s.fields) };
  },
};

export const sheetFamilies: Family[] = [brokerPipeline, brokerTape, intakeBilingual, dealReo, strProforma, closingCosts, sizingCalc, exchangeTracker, rentRollRetail, scenarioGrid];
