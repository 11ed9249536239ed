// Spreadsheets: the desk's own tracker and sizing model, broker submission sheets, property-manager exports.
import type { DealFacts, Family, Rng, Sheet, SheetCell, TruthField } from '../../../types';
import {
  addDaysIso, addr1, addrLine, borrowerLabel, einText, exitText, fullName, loanTypeText, MGMT_COS, mountain, phone,
  prepayText, propTypeText, purposeText, STAFF, townOf, truth, withEntity,
} from './common';

function day(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function whoFields(f: DealFacts, signer = true): TruthField[] {
  const out: TruthField[] = ['borrower_first_name', 'borrower_last_name'];
  if (f.entity) out.push('entity_name', ...(signer ? ['authorized_signatory_name', 'authorized_signatory_title'] as TruthField[] : []));
  return out;
}

const FEE_FIELDS: TruthField[] = ['origination_points', 'discount_points', 'broker_points', 'loan_doc_fee', 'admin_fee', 'processing_fee'];

const tracker: Family = {
  id: 'ae-pipeline-tracker-row',
  description: 'The desk\'s pipeline tracker filtered to one deal: one header row and one data row with our own column names.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const header = ['Loan #', 'Stage', 'LO', 'Borrower (vesting)', 'Guarantor', 'Town', 'Collateral', 'Type', 'Program', 'Loan $', 'Value $', 'LTV', 'Note rate', 'Mos', 'Orig pts', 'Broker pts', 'Target COE', 'Exit', 'Broker shop'];
    const row: SheetCell[] = [f.loan.loanNumber, rng.pick(['Appraisal ordered', 'Term sheet out', 'Docs out', 'Condo cert pending']), rng.pick(STAFF), borrowerLabel(f), fullName(f.borrower), townOf(f).city, addrLine(f.property.address), propTypeText(rng, f), loanTypeText(rng, f.loan.type), f.loan.amount, f.property.value, Number((f.loan.amount / f.property.value).toFixed(4)), f.loan.rate / 100, f.loan.termMonths, f.loan.originationPoints ?? null, f.loan.brokerPoints ?? null, day(f.loan.closingDate), f.loan.exit ? exitText(rng, f.loan.exit) : null, f.broker.name];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet',
      sheets: [{ name: 'Pipeline', rows: [header, row], percentColumns: [11, 12] }],
      // The guarantor column names the principal; no signing title is given.
      truth: truth(f, ['loan_number', ...whoFields(f, false), 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'estimated_closing_date', 'exit_strategy']),
    };
  },
};

const brokerLabelValue: Family = {
  id: 'ae-broker-submission-label-value',
  description: 'Broker\'s submission workbook: label/value pairs in column A/B with section header rows and a notes block.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const rows: SheetCell[][] = [
      [`${f.broker.name} — Loan Submission`], [],
      ['BORROWER'],
      ['Borrower / Vesting', borrowerLabel(f)],
      ...(f.entity ? [['Entity type', f.entity.type], ['EIN', f.entity.ein ? einText(f.entity.ein) : 'pending'], ['Signer', fullName(f.borrower)], ['Signer title', f.entity.signatoryTitle]] as SheetCell[][] : [['Borrower name', fullName(f.borrower)]]),
      ['Cell', phone(f.borrower.phone, 'dash')], ['Email', f.borrower.email], ['DOB', day(f.borrower.dob)], ['Mid FICO', f.borrower.creditScore],
      [],
      ['PROPERTY'],
      ['Address', addr1(f.property.address)], ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip],
      ['Property type', propTypeText(rng, f)], ['STR?', rng.pick(['Yes - licensed', 'Yes', 'Owner use + rental pool'])], ['Est. value', f.property.value],
      ...(f.property.purchasePrice ? [['Purchase price', f.property.purchasePrice]] : []),
      [],
      ['REQUEST'],
      ['Loan type', loanTypeText(rng, f.loan.type)], ['Purpose', f.loan.purpose ? purposeText(rng, f.loan.purpose) : null], ['Loan amount', f.loan.amount], ['Term (months)', f.loan.termMonths],
      ['Exit', f.loan.exit ? exitText(rng, f.loan.exit) : 'n/a'], ['Closing date', day(f.loan.closingDate)], ['Broker fee (pts)', f.loan.brokerPoints ?? null],
      [],
      ['Notes', `Submitted by ${fullName(f.broker.contact)} ${phone(f.broker.contact.phone, 'dot')}`],
    ];
    const fields: TruthField[] = [...whoFields(f), 'ein', 'borrower_phone', 'borrower_email', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_purpose', 'loan_amount', 'loan_term', 'exit_strategy', 'estimated_closing_date', 'broker_points'];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: truth(f, fields) };
  },
};

function bookings(rng: Rng, f: DealFacts, n: number): SheetCell[][] {
  const guests = ['Hartley', 'Nakagawa', 'Ostrowski', 'Brennan', 'Villalobos', 'Iverson', 'Achebe', 'Lund', 'Marchetti', 'Khan', 'Delacroix', 'Fairbanks'];
  const rows: SheetCell[][] = [];
  let d = addDaysIso(f.documentDate, -rng.int(200, 330));
  const last = addDaysIso(f.documentDate, -6);
  for (let i = 0; i < n && d < last; i++) {
    const nights = rng.int(2, 8);
    const rate = rng.int(180, 1400);
    rows.push([`R${rng.int(100000, 999999)}`, rng.pick(['Airbnb', 'VRBO', 'Direct', 'Booking.com']), `${rng.pick(guests)}, ${rng.pick(['J.', 'M.', 'A.', 'S.', 'K.'])}`, day(d), day(addDaysIso(d, nights)), nights, rate * nights, Math.round(rate * nights * 0.11), rng.pick(['Checked out', 'Checked out', 'Canceled'])]);
    d = addDaysIso(d, nights + rng.int(0, 20));
  }
  return rows;
}

const bookingExport: Family = {
  id: 'ae-guest-booking-export',
  description: 'Reservation export from the property manager\'s booking system: listing/owner header lines then one row per stay.',
  formats: ['csv'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const mgr = rng.pick(MGMT_COS);
    const rows: SheetCell[][] = [
      [`${mgr} - Reservations Report`],
      ['Listing', `${addrLine(f.property.address)}`],
      ['Owner', borrowerLabel(f)],
      ['Report period', `${addDaysIso(f.documentDate, -365)} to ${f.documentDate}`],
      [],
      ['Conf #', 'Channel', 'Guest', 'Arrive', 'Depart', 'Nights', 'Gross rent', 'Lodging tax', 'Status'],
      ...bookings(rng, f, rng.int(14, 26)),
    ];
    const fields: TruthField[] = ['property_address', ...(f.entity ? ['entity_name'] as TruthField[] : ['borrower_first_name', 'borrower_last_name'] as TruthField[])];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Reservations', rows }], truth: truth(f, fields) };
  },
};

const ownerStatement: Family = {
  id: 'ae-str-owner-statement-annual',
  description: 'Annual owner statement from the rental manager: month rows of gross rent, commission, cleaning, HOA and net to owner; owner and unit in the header.',
  formats: ['xls'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family'] });
    const mgr = rng.pick(MGMT_COS);
    const w = [1.3, 1.25, 1.2, 0.5, 0.2, 0.6, 0.85, 0.75, 0.5, 0.25, 0.3, 1.1];
    const base = Math.round(f.property.value * 0.01);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const comm = rng.pick([0.25, 0.3, 0.35]);
    const hoa = rng.int(400, 1500);
    const rows: SheetCell[][] = [
      [mgr], ['Owner Statement — 12 months'],
      ['Owner:', borrowerLabel(f)], ...(f.entity ? [['Owner contact:', fullName(f.borrower)]] : []), ['Unit:', addrLine(f.property.address)], ['Owner e-mail:', f.borrower.email], [],
      ['Month', 'Nights booked', 'Gross rent', 'Mgmt commission', 'Housekeeping', 'HOA dues', 'Net to owner'],
      ...months.map((m, i) => {
        const g = Math.round(base * (w[i] as number));
        return [m, Math.min(31, Math.round((w[i] as number) * 20)), g, Math.round(g * comm), Math.round(g * 0.06), hoa, g - Math.round(g * comm) - Math.round(g * 0.06) - hoa] as SheetCell[];
      }),
    ];
    const fields: TruthField[] = ['property_address', 'borrower_email', 'borrower_first_name', 'borrower_last_name', 'entity_name'];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Statement', rows }], truth: truth(f, fields) };
  },
};

const crmCsv: Family = {
  id: 'ae-crm-intake-export',
  description: 'CRM lead export: snake-ish column names the CRM made up, one lead row, empty columns left in.',
  formats: ['csv'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const header = ['lead_id', 'created', 'contact_first', 'contact_last', 'contact_mobile', 'contact_email', 'company', 'company_role', 'subject_addr', 'subject_city', 'subject_st', 'subject_zip', 'asset', 'ask_amt', 'est_val', 'deal_kind', 'term_mo', 'credit', 'close_by', 'source', 'notes'];
    const row: SheetCell[] = [`L-${rng.int(10000, 99999)}`, day(f.documentDate), f.borrower.first, f.borrower.last, phone(f.borrower.phone, 'paren'), f.borrower.email, f.entity?.name ?? '', f.entity?.signatoryTitle ?? '', addr1(f.property.address), f.property.address.city, f.property.address.state, f.property.address.zip, propTypeText(rng, f), f.loan.amount, f.property.value, loanTypeText(rng, f.loan.type), f.loan.termMonths, f.borrower.creditScore, day(f.loan.closingDate), `Broker: ${f.broker.name}`, rng.pick(['wants to keep renting nightly', 'second home, out of state owner', 'HOA questionnaire requested', ''])];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'leads', rows: [header, row] }],
      truth: truth(f, [...whoFields(f), 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_type', 'loan_term', 'credit_score', 'estimated_closing_date']),
    };
  },
};

const sizing: Family = {
  id: 'ae-str-sizing-model',
  description: 'The desk\'s sizing workbook: Inputs sheet (label/value) with STR revenue haircut and DSCR, and a Fees sheet.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = mountain(facts, rng, { type: ['Condo', 'Townhouse', 'Single Family', 'Mixed Use'] });
    const gross = Math.round(f.property.value * (0.07 + rng.next() * 0.04));
    const inputs: Sheet = {
      name: 'Inputs', percentColumns: [1],
      rows: [
        ['Sizing — ' + borrowerLabel(f)], [],
        ['Loan #', f.loan.loanNumber],
        ['Borrower', borrowerLabel(f)],
        ['Guarantor', fullName(f.borrower)],
        ['Collateral', addrLine(f.property.address)],
        ['Asset', propTypeText(rng, f)],
        ['Program', loanTypeText(rng, f.loan.type)],
        ['As-is value', f.property.value],
        ['Purchase price', f.property.purchasePrice ?? null],
        ['Loan amount', f.loan.amount],
        ['LTV', Number((f.loan.amount / f.property.value).toFixed(4))],
        ['Rate', f.loan.rate / 100],
        ['Term (mo)', f.loan.termMonths],
        ['STR gross (T12)', gross],
        ['Haircut', 0.25],
        ['Underwritten NOI', Math.round(gross * 0.75 * 0.55)],
        ['Annual I/O debt service', Math.round(f.loan.amount * f.loan.rate / 100)],
        ['DSCR', Number((gross * 0.75 * 0.55 / (f.loan.amount * f.loan.rate / 100)).toFixed(2))],
        ['Close', day(f.loan.closingDate)],
      ],
    };
    // Percent formatting only for the LTV/rate/haircut rows: the percent column is B, so keep other B values money.
    const ltvRows = new Set([11, 12, 15]);
    inputs.rows = inputs.rows.map((r, i) => (i >= 2 && !ltvRows.has(i) ? [r[0] as SheetCell, null, r[1] ?? null] : r));
    inputs.rows[1] = ['Item', '%', 'Value'];
    const fees: Sheet = {
      name: 'Fees',
      rows: [['Fee', 'Points', 'Dollars'],
        ...(f.loan.originationPoints !== undefined ? [['Origination', f.loan.originationPoints, Math.round(f.loan.amount * f.loan.originationPoints) / 100]] : []),
        ...(f.loan.discountPoints !== undefined ? [['Discount', f.loan.discountPoints, Math.round(f.loan.amount * f.loan.discountPoints) / 100]] : []),
        ...(f.loan.brokerPoints !== undefined ? [['Broker', f.loan.brokerPoints, Math.round(f.loan.amount * f.loan.brokerPoints) / 100]] : []),
        ...(f.loan.docFee !== undefined ? [['Doc prep', null, f.loan.docFee]] : []),
        ...(f.loan.adminFee !== undefined ? [['Admin', null, f.loan.adminFee]] : []),
        ...(f.loan.processingFee !== undefined ? [['Processing', null, f.loan.processingFee]] : []),
        ['Prepay', f.loan.prepayment.penalty ? prepayText(f) : 'None', null],
      ] as SheetCell[][],
    };
    return {
      kind: 'sheet', documentType: 'Term Sheet', sheets: [inputs, fees],
      truth: truth(f, ['loan_number', ...whoFields(f, false), 'property_address', 'property_type', 'loan_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', ...FEE_FIELDS, 'prepayment_penalty', 'prepayment_terms']),
    };
  },
};

const brokerScenarioXls: Family = {
  id: 'ae-broker-scenario-form-xls',
  description: 'Broker shop\'s scenario form saved as old .xls: labels in column A, an X column for checkbox choices, values in column D.',
  formats: ['xls'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const types: [string, string][] = [['Purchase', 'Purchase'], ['Refinance', 'Refinance'], ['Cash Out Refi', 'Cash-out'], ['Bridge Loan', 'Bridge'], ['Fix & Flip', 'Fix/flip'], ['Construction', 'Construction'], ['Commercial', 'Commercial'], ['Second Mortgage', '2nd TD'], ['Land', 'Land']];
    const rows: SheetCell[][] = [
      ['SCENARIO REQUEST', null, null, f.broker.name],
      ['Date', null, null, day(f.documentDate)],
      [],
      ['Loan program', null, null, null],
      ...types.map(([t, l]) => [null, f.loan.type === t ? 'X' : null, l, null] as SheetCell[]),
      [],
      ['Borrower / entity', null, null, borrowerLabel(f)],
      ['Principal', null, null, f.entity ? `${fullName(f.borrower)} (${f.entity.signatoryTitle})` : fullName(f.borrower)],
      ['FICO', null, null, f.borrower.creditScore],
      ['Property', null, null, addrLine(f.property.address)],
      ['Property type', null, null, propTypeText(rng, f)],
      ['Value', null, null, f.property.value],
      ['Loan amount', null, null, f.loan.amount],
      ['Term', null, null, `${f.loan.termMonths} months`],
      ['Exit', null, null, f.loan.exit ? exitText(rng, f.loan.exit) : null],
      ['Needs to close by', null, null, day(f.loan.closingDate)],
      [],
      ['LO', null, null, `${fullName(f.broker.contact)} ${phone(f.broker.contact.phone, 'dash')}`],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Scenario', rows }],
      truth: truth(f, [...whoFields(f), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const rentRoll: Family = {
  id: 'ae-mixed-use-rent-roll',
  description: 'Rent roll for a small resort-town mixed-use building (commercial suites + employee apartments), owner entity and address at top.',
  formats: ['xls'],
  make(facts, rng) {
    const f = withEntity(mountain(facts, rng, { type: 'Mixed Use', loanTypes: ['Commercial', 'Bridge Loan', 'Refinance', 'Cash Out Refi'] }), rng, 'LLC');
    const units = f.property.units ?? 5;
    const tenants = ['Summit Ski & Board', 'Ptarmigan Coffee', 'High Alpine Realty', 'Nordic Outfitters', 'Gondola Bakery'];
    const rows: SheetCell[][] = [
      ['RENT ROLL', null, null, null, null, `as of ${f.documentDate}`],
      ['Property', addrLine(f.property.address)],
      ['Owner', f.entity!.name],
      ['Use', 'Mixed use — ground floor retail/office, residential above'],
      [],
      ['Unit', 'Tenant', 'Type', 'SF', 'Monthly rent', 'Lease end'],
      ...Array.from({ length: units }, (_, i) => {
        const com = i < 2;
        return [com ? `Suite ${100 + i + 1}` : `Apt ${200 + i - 1}`, com ? rng.pick(tenants) : rng.pick(['Employee housing (deed-restricted)', 'Long-term resident', 'Vacant']), com ? 'Commercial' : 'Residential', com ? rng.int(700, 1800) : rng.int(450, 900), com ? rng.int(3200, 7500) : rng.int(1600, 2700), day(addDaysIso(f.documentDate, rng.int(60, 1500)))] as SheetCell[];
      }),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: truth(f, ['entity_name', 'property_address', 'property_type']) };
  },
};

const termsWorkbook: Family = {
  id: 'ae-terms-at-a-glance-workbook',
  description: 'Lender "terms at a glance" workbook sent with the term sheet: one sheet of term rows (Term | Detail) and a contacts sheet with the other parties.',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const terms: Sheet = {
      name: 'Terms', percentColumns: [],
      rows: [
        [f.lender.name, 'Terms at a glance'],
        ['Term', 'Detail'],
        ['Loan number', f.loan.loanNumber],
        ['Borrower', borrowerLabel(f)],
        ...(f.entity ? [['Signing', `${fullName(f.borrower)}, ${f.entity.signatoryTitle}`]] as SheetCell[][] : []),
        ['Property', addrLine(f.property.address)],
        ['Property type', propTypeText(rng, f)],
        ['Value', f.property.value],
        ['Loan amount', f.loan.amount],
        ['Type', loanTypeText(rng, f.loan.type)],
        ['Rate', `${f.loan.rate}%`],
        ['Term', `${f.loan.termMonths} months`],
        ...(f.loan.originationPoints !== undefined ? [['Origination', `${f.loan.originationPoints} pts`]] : []),
        ...(f.loan.discountPoints !== undefined ? [['Discount', `${f.loan.discountPoints} pts`]] : []),
        ...(f.loan.brokerPoints !== undefined ? [['Broker', `${f.loan.brokerPoints} pts`]] : []),
        ...(f.loan.docFee !== undefined ? [['Doc fee', f.loan.docFee]] : []),
        ...(f.loan.adminFee !== undefined ? [['Admin fee', f.loan.adminFee]] : []),
        ...(f.loan.processingFee !== undefined ? [['Processing fee', f.loan.processingFee]] : []),
        ['Prepayment', f.loan.prepayment.penalty ? prepayText(f) : 'None'],
        ...(f.loan.exit ? [['Exit', exitText(rng, f.loan.exit)]] : []),
        ['Estimated closing', day(f.loan.closingDate)],
      ] as SheetCell[][],
    };
    const contacts: Sheet = {
      name: 'Contacts',
      rows: [['Role', 'Name', 'Company', 'Phone', 'E-mail'],
        ['Originator', rng.pick(STAFF), f.lender.name, phone(f.lender.contact.phone, 'dash'), f.lender.contact.email],
        ['Broker', fullName(f.broker.contact), f.broker.name, phone(f.broker.contact.phone, 'dash'), f.broker.contact.email],
        ['Title / escrow', fullName(f.title.contact), f.title.name, phone(f.title.contact.phone, 'dash'), f.title.contact.email],
        ['Appraiser', fullName(f.appraiser.contact), f.appraiser.name, phone(f.appraiser.contact.phone, 'dash'), f.appraiser.contact.email],
        ['Borrower', fullName(f.borrower), f.entity?.name ?? '', phone(f.borrower.phone, 'dash'), f.borrower.email]],
    };
    return {
      kind: 'sheet', documentType: 'Term Sheet', sheets: [terms, contacts],
      truth: truth(f, ['loan_number', ...whoFields(f), 'borrower_phone', 'borrower_email', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', ...FEE_FIELDS, 'prepayment_penalty', 'prepayment_terms', 'exit_strategy', 'estimated_closing_date']),
    };
  },
};

const portalCsv: Family = {
  id: 'ae-broker-portal-field-value',
  description: 'Broker portal download: a two-column Field,Value CSV in the portal\'s own field names, blanks included.',
  formats: ['csv'],
  make(facts, rng) {
    const f = mountain(facts, rng);
    const rows: SheetCell[][] = [
      ['Field', 'Value'],
      ['Submission ID', `SUB-${rng.int(100000, 999999)}`],
      ['Submitted', day(f.documentDate)],
      ['Broker Company', f.broker.name],
      ['Broker Contact', fullName(f.broker.contact)],
      ['Applicant First Name', f.borrower.first],
      ['Applicant Last Name', f.borrower.last],
      ['Applicant Phone', phone(f.borrower.phone, 'paren')],
      ['Applicant DOB', day(f.borrower.dob)],
      ['Vesting Entity', f.entity?.name ?? ''],
      ['Vesting Entity Type', f.entity?.type ?? ''],
      ['Applicant Title in Entity', f.entity?.signatoryTitle ?? ''],
      ['Co-Applicant DOB', f.coBorrower ? day(f.coBorrower.dob) : ''],
      ['Collateral Street', addr1(f.property.address)],
      ['Collateral City', f.property.address.city],
      ['Collateral State', f.property.address.state],
      ['Collateral Zip', f.property.address.zip],
      ['Collateral Type', propTypeText(rng, f)],
      ['Estimated Value', f.property.value],
      ['Requested Amount', f.loan.amount],
      ['Product', loanTypeText(rng, f.loan.type)],
      ['Purpose', f.loan.purpose ? purposeText(rng, f.loan.purpose) : ''],
      ['Term Months', f.loan.termMonths],
      ['Requested Close', day(f.loan.closingDate)],
      ['Exit Plan', f.loan.exit ? exitText(rng, f.loan.exit) : ''],
      ['Broker Points', f.loan.brokerPoints ?? ''],
    ];
    return {
      kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'submission', rows }],
      truth: truth(f, [...whoFields(f), 'borrower_phone', 'borrower_date_of_birth', 'co_borrower_date_of_birth', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'estimated_closing_date', 'exit_strategy', 'broker_points']),
    };
  },
};

export const sheetFamilies: Family[] = [tracker, brokerLabelValue, bookingExport, ownerStatement, crmCsv, sizing, brokerScenarioXls, rentRoll, termsWorkbook, portalCsv];
