// set-ag spreadsheets: the desk's pipeline, tapes for participants, CRM exports, web-form dumps, sizers, rent rolls.
import type { DealFacts, Family, SheetCell, TruthField } from '../../../types';
import {
  ne, Fields, propWords, feeRows, attorney, fullName, loanTypeWords, purposeWords, exitWords, pickPhone,
  pickDate, emailAsTyped, einFmt, isTrust, money, registry, pickTerm,
} from './lib';

function day(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function vesting(d: DealFacts): string {
  const e = d.entity;
  if (!e) return fullName(d.borrower, false);
  return isTrust(d) ? `${fullName(d.borrower, false)}, Tr. of ${e.name}` : e.name;
}

function idFor(d: DealFacts): TruthField[] {
  return d.entity ? ['entity_name', 'borrower_first_name', 'borrower_last_name'] : ['borrower_first_name', 'borrower_last_name'];
}

const pipeline: Family = {
  id: 'ag-sheet-pipeline-export',
  description: 'The desk\'s pipeline export: one row per loan, split address columns, stage, attorney, target close.',
  formats: ['xlsx'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const a = p.address;
    const f = new Fields(d).add(...idFor(d), 'loan_number', 'property_address', 'property_type', 'loan_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'estimated_closing_date');
    const head: SheetCell[] = ['Loan #', 'Stage', 'Borrower / Vesting', 'Sponsor', 'Street', 'Unit', 'City', 'St', 'Zip', 'Prop Type', 'Program', 'Loan Amt', 'Value', 'LTV', 'Rate', 'Term (mo)', 'Orig Pts', 'Closing Atty', 'Target Close', 'LO'];
    const row: SheetCell[] = [l.loanNumber, rng.pick(['Appraisal ordered', 'Title / MLC', 'Commitment out', 'Docs to atty', 'Clear to close']), vesting(d), fullName(d.borrower, false), a.street, a.unit ?? null, a.city, a.state, a.zip, propWords(d, rng), loanTypeWords(rng, l.type), l.amount, p.value, Number((l.amount / p.value).toFixed(4)), l.rate / 100, l.termMonths, l.originationPoints ?? null, attorney(d).name, day(l.closingDate), `${d.lender.contact.first[0] ?? ''}${d.lender.contact.last[0] ?? ''}`];
    if (l.originationPoints !== undefined) f.add('origination_points');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [[`${d.lender.name} pipeline as of ${pickDate(rng, d.documentDate, ['us'])}`], head, row], percentColumns: [13, 14] }], truth: f.truth() };
  },
};

const tape: Family = {
  id: 'ag-sheet-participation-tape',
  description: 'Loan tape sent to a participant bank: one wide row, coded fields (OO=N, Lien=1), rate as a percent, maturity and first payment.',
  formats: ['xls'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const a = p.address;
    const f = new Fields(d).add(...idFor(d), 'loan_number', 'property_address', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'credit_score', 'property_type');
    const maturity = new Date(day(l.closingDate).getTime());
    maturity.setUTCMonth(maturity.getUTCMonth() + l.termMonths + 1, 1);
    const head = ['LoanID', 'BorrowerName', 'GuarantorName', 'PropAddr', 'PropCity', 'PropState', 'PropZip', 'PropType', 'Units', 'Lien', 'OO', 'OrigBal', 'AsIsValue', 'NoteRate', 'OrigTerm', 'MaturityDt', 'FICO', 'PrepayFlag', 'PrepayTerms', 'ParticipationPct'];
    const row: SheetCell[] = [l.loanNumber, vesting(d), d.entity ? fullName(d.borrower, false) : null, a.street + (a.unit ? ` ${a.unit}` : ''), a.city, a.state, a.zip, p.type === '2-4 Unit' ? `${p.units ?? 3}FAM` : p.type === 'Condo' ? 'CONDO' : p.type.toUpperCase(), p.units ?? 1, 1, 'N', l.amount, p.value, l.rate / 100, l.termMonths, maturity, d.borrower.creditScore, l.prepayment.penalty ? 'Y' : 'N', l.prepayment.penalty ? l.prepayment.terms ?? '' : null, rng.pick([0.25, 0.4, 0.5])];
    f.add('prepayment_penalty');
    if (l.prepayment.penalty) f.add('prepayment_terms');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Tape', rows: [head, row], percentColumns: [13, 19] }], truth: f.truth() };
  },
};

const crm: Family = {
  id: 'ag-sheet-crm-contacts-export',
  description: 'CRM contacts export for one deal: the borrower, the broker and the closing attorney, each with a role column.',
  formats: ['csv'],
  make(src, rng) {
    const d = ne(src, rng);
    const b = d.borrower;
    const br = d.broker.contact;
    const at = d.title.contact;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount');
    if (d.entity) f.add('entity_name');
    const addrTxt = `${d.property.address.street}${d.property.address.unit ? ` ${d.property.address.unit}` : ''}, ${d.property.address.city}, ${d.property.address.state} ${d.property.address.zip}`;
    const head = ['First Name', 'Last Name', 'Contact Role', 'Company', 'Email', 'Mobile Phone Number', 'Preferred Language', 'Associated Deal', 'Deal Amount', 'Lead Source', 'Last Activity Date'];
    const rows: SheetCell[][] = [head,
      [b.first, b.last, 'Borrower', d.entity?.name ?? '', emailAsTyped(rng, b.email), pickPhone(rng, b.phone, ['paren', 'dash', 'intl']), rng.pick(['Portuguese', 'Kabuverdianu', 'English']), addrTxt, d.loan.amount, rng.pick(['Broker referral', 'Past client', 'Walk-in']), day(d.documentDate)],
      [br.first, br.last, 'Mortgage Broker', d.broker.name, br.email, pickPhone(rng, br.phone), 'English', addrTxt, null, '', day(d.documentDate)],
      [at.first, at.last, 'Closing Attorney', attorney(d).firm, at.email, pickPhone(rng, at.phone), rng.pick(['English', 'English; Portuguese']), addrTxt, null, '', null],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'contacts', rows }], truth: f.truth() };
  },
};

const labelValue: Family = {
  id: 'ag-sheet-broker-submission-form',
  description: 'Broker\'s own label/value submission workbook with section header rows, blank spacer rows and a notes cell.',
  formats: ['xlsx', 'xls'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const e = d.entity;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term');
    const rows: SheetCell[][] = [[`${d.broker.name} - LOAN SUBMISSION`], [], ['BORROWER'], ['Name', fullName(b, false)], ['Cell', pickPhone(rng, b.phone)], ['Email', emailAsTyped(rng, b.email)], ['FICO (mid)', b.creditScore]];
    if (rng.chance(0.5)) {
      rows.push(['DOB', day(b.dob)]);
      f.add('borrower_date_of_birth');
    }
    if (e) {
      rows.push(['Vesting entity', e.name], ['Signer title', e.signatoryTitle]);
      f.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      if (e.ein) {
        rows.push(['EIN', einFmt(e.ein)]);
        f.add('ein');
      }
    }
    rows.push([], ['PROPERTY'], ['Address', `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}`], ['City/State/Zip', `${p.address.city}, ${p.address.state} ${p.address.zip}`], ['Type', propWords(d, rng)], ['# Units', p.units ?? 1], ['As-is value', p.value]);
    if (p.purchasePrice) rows.push(['Purchase price', p.purchasePrice]);
    if (p.arv) rows.push(['ARV', p.arv]);
    rows.push([], ['LOAN'], ['Loan type', loanTypeWords(rng, l.type)], ['Loan amount', l.amount], ['Term requested', pickTerm(rng, l.termMonths, ['months', 'mo'])]);
    if (l.brokerPoints !== undefined) {
      rows.push(['Broker fee (pts)', l.brokerPoints]);
      f.add('broker_points');
    }
    if (l.exit) {
      rows.push(['Exit', exitWords(rng, l.exit)]);
      f.add('exit_strategy');
    }
    if (rng.chance(0.5)) {
      rows.push(['Target closing', day(l.closingDate)]);
      f.add('estimated_closing_date');
    }
    rows.push([], ['Notes', rng.pick(['Client speaks Portuguese, I will be on all calls.', 'Attorney closing, title through the attorney.', 'Condo docs attached (master deed + unit deed).', 'Tenants at will, rents below market.'])], ['Submitted by', `${d.broker.contact.first} ${d.broker.contact.last}`, d.broker.contact.email]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: f.truth() };
  },
};

const sizer: Family = {
  id: 'ag-sheet-lender-sizer',
  description: 'Lender\'s sizing model: inputs block, max-LTV/LTC tests as percents, computed fees and the sized loan.',
  formats: ['xlsx'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add('borrower_last_name', 'property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'credit_score');
    if (d.entity) f.add('entity_name');
    const addrTxt = `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}, ${p.address.city}, ${p.address.state} ${p.address.zip}`;
    const rows: SheetCell[][] = [['SIZER v7 (do not email to borrowers)'], ['Deal', `${d.borrower.last} - ${p.address.city}`], ['Entity', d.entity?.name ?? '(individual)'], ['Address', addrTxt], [],
      ['INPUTS', null, 'Notes'], ['As-is value', p.value, 'BPO/appraisal'], ['Purchase price', p.purchasePrice ?? null, p.purchasePrice ? 'per P&S' : 'n/a refi'], ['ARV', p.arv ?? null, ''], ['FICO', d.borrower.creditScore, 'mid score'], ['Max LTV', 0.75, 'as-is'], ['Rate', l.rate / 100, ''], ['Term (months)', l.termMonths, ''], [],
      ['OUTPUTS'], ['Max loan @ LTV', Math.round(p.value * 0.75), ''], ['Sized loan', l.amount, 'final'], ['Actual LTV', Number((l.amount / p.value).toFixed(4)), ''], ['Monthly interest', Number((l.amount * l.rate / 1200).toFixed(2)), 'IO']];
    for (const r of feeRows(d, rng)) {
      const isPts = ['origination_points', 'discount_points', 'broker_points'].includes(r.field);
      const ptsVal = r.field === 'origination_points' ? l.originationPoints : r.field === 'discount_points' ? l.discountPoints : r.field === 'broker_points' ? l.brokerPoints : undefined;
      rows.push([r.label, isPts ? (ptsVal ?? 0) / 100 : r.field === 'loan_doc_fee' ? l.docFee ?? null : r.field === 'admin_fee' ? l.adminFee ?? null : l.processingFee ?? null, isPts ? `= ${money(l.amount * (ptsVal ?? 0) / 100, 'cents')}` : 'flat']);
      f.add(r.field);
    }
    const pctRows = new Set(['Max LTV', 'Rate', 'Actual LTV']);
    // Percent formatting is per column; put percent-valued cells in column 1 and mark the column, then write the
    // flat dollar fees and counts as text so they do not render as percents.
    const fixed: SheetCell[][] = rows.map((r) => {
      const label = String(r[0] ?? '');
      const v = r[1];
      if (typeof v !== 'number' || pctRows.has(label) || /pt|point|orig|discount|buydown|broker/i.test(label)) return r;
      return [r[0] ?? null, label === 'FICO' || label.startsWith('Term') ? String(v) : money(v, 'dollars'), ...r.slice(2)];
    });
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizer', rows: fixed, percentColumns: [1] }], truth: f.truth() };
  },
};

const webform: Family = {
  id: 'ag-sheet-website-form-dump',
  description: 'Website "Get a Quote" form submission exported as a two-column Question,Answer CSV, answers as typed.',
  formats: ['csv'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const b = d.borrower;
    const f = new Fields(d).add('borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'property_type');
    const rows: SheetCell[][] = [['Question', 'Answer'], ['Submitted at', `${d.documentDate} ${rng.int(0, 23)}:${String(rng.int(0, 59)).padStart(2, '0')} UTC`], ['Your first name', b.first], ['Your last name', b.last.toLowerCase()], ['Email', emailAsTyped(rng, b.email)], ['Phone', pickPhone(rng, b.phone, ['digits', 'dash', 'paren'])],
      ['Property address', `${p.address.streetLong}${p.address.unit ? ` ${p.address.unit}` : ''} ${p.address.city} ${p.address.state} ${p.address.zip}`], ['What kind of property?', propWords(d, rng)], ['What do you need?', loanTypeWords(rng, l.type)], ['How much do you want to borrow?', money(l.amount, rng.pick(['dollars', 'bare', 'k']))]];
    if (rng.chance(0.6)) {
      rows.push(['Estimated property value', money(p.value, rng.pick(['dollars', 'bare']))]);
      f.add('property_value');
    }
    if (l.purpose && rng.chance(0.5)) {
      rows.push(['Purpose', purposeWords(rng, l.purpose)]);
      f.add('loan_purpose');
    }
    if (rng.chance(0.5)) {
      rows.push(['Credit score range', `${b.creditScore} (exact)`]);
      f.add('credit_score');
    }
    if (d.entity && rng.chance(0.7)) {
      rows.push(['Are you borrowing in an LLC or trust? Name:', d.entity.name]);
      f.add('entity_name');
    }
    rows.push(['How did you hear about us?', rng.pick(['Radio (Portuguese station)', 'Google', 'Friend', 'Church'])], ['Consent to SMS', 'Yes']);
    // The CSV keeps the last name lower case as typed; the truth's normal capitalisation is what a person means.
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'form', rows }], truth: f.truth() };
  },
};

const condoSchedule: Family = {
  id: 'ag-sheet-condo-conversion-schedule',
  description: 'Two-tab workbook for a condo conversion loan: Loan Summary tab and Unit Schedule tab (sizes, release prices, projected sales).',
  formats: ['xls', 'xlsx'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFor(d), 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number');
    const units = Math.max(2, p.units ?? 3);
    const summary: SheetCell[][] = [['CONDO CONVERSION - LOAN SUMMARY'], ['Loan no.', l.loanNumber], ['Borrower', vesting(d)], ['Guarantor', fullName(d.borrower, false)], ['Property', `${p.address.street}, ${p.address.city}, ${p.address.state} ${p.address.zip}`], ['Registry', registry(d)], ['Loan amount', l.amount], ['Note rate', `${l.rate}%`], ['Term', `${l.termMonths} months`]];
    if (rng.chance(0.6)) {
      summary.push(['As-is value (pre-conversion)', p.value]);
      f.add('property_value');
    }
    if (l.exit) {
      summary.push(['Exit', exitWords(rng, l.exit)]);
      f.add('exit_strategy');
    }
    summary.push(['Master deed recorded?', rng.pick(['No - draft with condo counsel', 'Yes', 'Pending'])]);
    const sched: SheetCell[][] = [['Unit', 'Floor', 'Beds', 'SF', 'Release price', 'Projected sale', '% interest']];
    const sale = Math.round((p.arv ?? p.value * 1.4) / units / 5000) * 5000;
    for (let i = 1; i <= units; i++) sched.push([`Unit ${i}`, i, rng.int(2, 3), rng.int(850, 1350), Math.round(l.amount / units * 1.1 / 1000) * 1000, sale, Number((1 / units).toFixed(4))]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Loan Summary', rows: summary }, { name: 'Unit Schedule', rows: sched, percentColumns: [6] }], truth: f.truth() };
  },
};

const rentRoll: Family = {
  id: 'ag-sheet-rent-roll-with-deal-tab',
  description: 'Borrower\'s rent roll workbook (tenant names, rents, lease ends) with a small deal tab the broker added.',
  formats: ['xlsx', 'csv'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const f = new Fields(d).add(...idFor(d), 'property_address', 'loan_amount', 'loan_type');
    const units = p.units ?? 3;
    const tenants = ['Ramos', 'Nguyen', 'Baptiste', 'Okoro', 'Santos', 'Pierre', 'Lima', 'Kelly', 'Fernandes', 'Jean-Louis'];
    const roll: SheetCell[][] = [[`RENT ROLL - ${p.address.street}, ${p.address.city}, ${p.address.state} ${p.address.zip}`], ['Unit', 'Tenant', 'Beds', 'Monthly rent', 'Lease end', 'Section 8', 'Deposit held']];
    for (let i = 1; i <= Math.min(units, 9); i++) roll.push([rng.pick([`${i}`, `Fl ${i}`, `${i}F`]), `${rng.pick(['M.', 'J.', 'A.', 'R.'])} ${rng.pick(tenants)}`, rng.int(1, 4), rng.int(14, 32) * 100, rng.chance(0.5) ? 'TAW' : day(`${Number(d.documentDate.slice(0, 4)) + 1}-0${rng.int(1, 9)}-01`), rng.pick(['Y', 'N', 'N']), rng.int(10, 25) * 100]);
    const deal: SheetCell[][] = [['Owner', vesting(d)], ['Principal', fullName(d.borrower, false)], ['Loan request', l.amount], ['Type', loanTypeWords(rng, l.type)]];
    if (rng.chance(0.5)) {
      deal.push(['Owner est. value', p.value]);
      f.add('property_value');
    }
    // The CSV flavour has only the rent roll tab plus the deal lines appended underneath.
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows: [...roll, [], ...deal] }, { name: 'Deal', rows: deal }], truth: f.truth() };
  },
};

const checklist: Family = {
  id: 'ag-sheet-closing-checklist',
  description: 'Closing coordinator\'s checklist workbook: deal header, then items with responsible party, status and dates.',
  formats: ['xls', 'csv'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const att = attorney(d);
    const f = new Fields(d).add(...idFor(d), 'loan_number', 'property_address', 'loan_amount', 'estimated_closing_date');
    const head: SheetCell[][] = [['Loan', l.loanNumber, 'Borrower', vesting(d)], ['Property', `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}, ${p.address.city}, ${p.address.state} ${p.address.zip}`, 'Amount', l.amount], ['Closing', day(l.closingDate), 'Atty', att.name], []];
    if (d.entity) {
      head.splice(1, 0, ['Signer', fullName(d.borrower, false), 'Title', d.entity.signatoryTitle]);
      f.add('authorized_signatory_name', 'authorized_signatory_title');
    }
    const items: [string, string][] = [['Appraisal', d.appraiser.name], ['Title rundown', att.firm], ['MLC / lien cert', att.firm], ['Smoke & CO cert', 'Seller / Borrower'], ['Insurance binder', 'Borrower agent'], [d.entity ? (isTrust(d) ? 'Trustee cert (c.184 s.35)' : 'Good standing + vote') : 'ID x2', 'Borrower'], ['Lead compliance', 'Borrower'], ['Payoff letter', att.firm], ['Wire instructions (call-back verified)', 'Closing dept']];
    const rows: SheetCell[][] = [...head, ['Item', 'Responsible', 'Status', 'Date rec\'d']];
    for (const [item, who2] of items) rows.push([item, who2, rng.pick(['Rec\'d', 'Ordered', 'Open', 'N/A']), rng.chance(0.5) ? day(d.documentDate) : null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Checklist', rows }], truth: f.truth() };
  },
};

const settlement: Family = {
  id: 'ag-sheet-attorney-settlement-lines',
  description: 'Closing attorney\'s settlement-statement lines exported to a sheet: lender charges with percent in the description, payoffs, third-party costs.',
  formats: ['csv', 'xls'],
  make(src, rng) {
    const d = ne(src, rng);
    const l = d.loan;
    const p = d.property;
    const att = attorney(d);
    const f = new Fields(d).add(...idFor(d), 'property_address', 'loan_amount', 'estimated_closing_date');
    const rows: SheetCell[][] = [['Settlement Statement (draft)', att.firm], ['Borrower', vesting(d)], ['Property', `${p.address.street}${p.address.unit ? ` ${p.address.unit}` : ''}, ${p.address.city}, ${p.address.state} ${p.address.zip}`], ['Signed by', fullName(d.borrower, false)], ['Lender', d.lender.name], ['Settlement date', day(l.closingDate)], [], ['Line', 'Description', 'Borrower debit', 'Borrower credit']];
    let n = 1101;
    rows.push([n++, 'Principal amount of new loan', null, l.amount]);
    if (p.purchasePrice) rows.push([n++, 'Contract sales price', p.purchasePrice, null]);
    else rows.push([n++, `Payoff of existing mortgage`, Math.round(l.amount * 0.45 / 100) * 100, null]);
    const pointsOf = (x: TruthField) => (x === 'origination_points' ? l.originationPoints : x === 'discount_points' ? l.discountPoints : l.brokerPoints) ?? 0;
    for (const r of feeRows(d, rng)) {
      const isPts = ['origination_points', 'discount_points', 'broker_points'].includes(r.field);
      const amount = isPts ? Number((l.amount * pointsOf(r.field) / 100).toFixed(2)) : r.field === 'loan_doc_fee' ? l.docFee ?? 0 : r.field === 'admin_fee' ? l.adminFee ?? 0 : l.processingFee ?? 0;
      rows.push([n++, isPts ? `${r.label} (${pointsOf(r.field)}% of loan)${r.field === 'broker_points' ? ` to ${d.broker.name}` : ` to ${d.lender.name}`}` : `${r.label} to ${d.lender.name}`, amount, null]);
      f.add(r.field);
    }
    rows.push([n++, `Interest ${pickDate(rng, l.closingDate, ['us'])} to 1st of month @ ${l.rate}%`, Number((l.amount * l.rate / 36000 * rng.int(3, 20)).toFixed(2)), null]);
    f.add('interest_rate');
    rows.push([n++, `Attorney fee to ${att.firm}`, rng.pick([950, 1100, 1250]), null], [n++, 'Title insurance (lender policy)', rng.pick([620, 880, 1150]), null], [n++, `Recording - ${registry(d)}`, rng.pick([205, 310]), null]);
    if (p.address.state === 'MA') rows.push([n++, 'Municipal lien certificate', 50, null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'HUD lines', rows }], truth: f.truth() };
  },
};

export const sheets: Family[] = [pipeline, tape, crm, labelValue, sizer, webform, condoSchedule, rentRoll, checklist, settlement];
