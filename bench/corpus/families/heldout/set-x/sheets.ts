// set-x: spreadsheets — referral lists, giving trends, label/value requests, DSCR worksheets, loan tapes, pipeline
// exports, closing trackers, budgets and a guarantor's schedule of real estate.
import type { Family, SheetCell, TruthField } from '../../../types';
import { makeAddress } from '../../../facts';
import { addr, dSlash, dUs, dateCell, localize, name, other, phone, purposeWords, loanTypeWords, truth, who, type Deal } from './common';

const CHURCH_DECOYS = ['Greater Pilgrim Rest Baptist Church, Inc.', 'Word Alive Ministries, Inc.', 'St. Paul CME Church of Decatur, Inc.', 'House of Prayer Fellowship, Inc.',
  'Faith Tabernacle Church of God, Inc.', 'Kingdom Life Christian Academy, Inc.', 'Bright Futures Learning Center, Inc.', 'Zion Hill Baptist Church, Inc.'];

function decoyRow(d: Deal, rng: Parameters<Family['make']>[1], i: number) {
  const a = makeAddress(rng, { state: rng.pick(['GA', 'NC', 'SC', 'AL', 'TN']), unitChance: 0 });
  const p = other(rng, d, a.state);
  const amt = rng.int(30, 400) * 5000;
  return { org: CHURCH_DECOYS[(i + rng.int(0, 7)) % CHURCH_DECOYS.length]!, p, a, amt, value: Math.round(amt * (1.5 + rng.next()) / 5000) * 5000 };
}

function fieldsFor(d: Deal, base: TruthField[]): TruthField[] {
  return d.f.entity ? [...base, 'entity_name'] : base;
}

export const sheetFamilies: Family[] = [
  {
    id: 'x-sheet-bond-broker-referral-list',
    description: 'Church-bond broker referral list: several congregations, one marked NEW for this lender, others closed or declined',
    formats: ['xls', 'csv'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'church', 'school'] as const));
      const { f } = d;
      const head = ['Referred', 'Ministry', 'Pastor / Contact', 'Contact Phone', 'Property Street', 'City', 'ST', 'Zip', 'Loan Request', 'Est. Value', 'Purpose', 'Status'];
      const decoys = [0, 1, 2, 3].map((i) => decoyRow(d, rng, i));
      const rows: SheetCell[][] = decoys.map((x, i) => [dSlash(`${Number(f.documentDate.slice(0, 4)) - 1}-0${i + 2}-1${i}`), x.org, name(x.p), phone(x.p.phone, rng), x.a.street, x.a.city, x.a.state, x.a.zip, x.amt, x.value,
        rng.pick(['Refinance', 'Purchase', 'Renovation']), rng.pick(['Closed - bond issue', 'Declined', 'Closed w/ other lender', 'Withdrawn'])]);
      const a = f.property.address;
      const ours: SheetCell[] = [dSlash(f.documentDate), who(d), name(f.borrower), phone(f.borrower.phone, rng), a.street, a.city, a.state, a.zip, f.loan.amount, f.property.value, purposeWords(d, rng), 'NEW - send to ' + d.lender];
      rows.splice(rng.int(1, 4), 0, ours);
      return {
        kind: 'sheet', documentType: 'Broker Submission Sheet',
        sheets: [{ name: 'Referrals', rows: [[`${f.broker.name} — mortgage referrals (${f.broker.contact.first} ${f.broker.contact.last})`], [], head, ...rows] }],
        truth: truth(d, fieldsFor(d, ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'property_value', 'loan_purpose'])),
      };
    },
  },
  {
    id: 'x-sheet-giving-trend',
    description: 'Treasurer workbook: Summary tab with the loan request, Giving tab with monthly tithes by year',
    formats: ['xlsx'],
    make(facts, rng) {
      const d = localize(facts, rng, 'church');
      const { f } = d;
      const y = Number(f.documentDate.slice(0, 4));
      const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      const base = Math.round(f.loan.amount / 90 / 10) * 10;
      const giving: SheetCell[][] = [['Month', String(y - 3), String(y - 2), String(y - 1)], ...months.map((m, i) => [m, ...[0, 1, 2].map((k) => base + k * 900 + ((i * 37 + k * 11) % 13) * 250 + (i === 11 ? base * 0.4 : 0))])];
      const summary: SheetCell[][] = [
        [who(d)], ['Loan request summary (prepared by ' + name(d.officers[0]!.p) + ', ' + d.officers[0]!.title + ')'], [],
        ['Pastor', name(f.borrower)], ['Pastor cell', phone(f.borrower.phone, rng)], ['Property', addr(d, rng)],
        ['Amount requested', f.loan.amount], ['Purpose', purposeWords(d, rng)], ['Current lender', d.priorLender], ['Current balance', d.priorBalance],
        ['Average Sunday attendance', Math.round((d.members ?? 150) * 0.65)],
      ];
      return {
        kind: 'sheet', documentType: 'Broker Submission Sheet',
        sheets: [{ name: 'Summary', rows: summary }, { name: 'Giving', rows: giving }],
        truth: truth(d, ['entity_name', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'loan_purpose']),
      };
    },
  },
  {
    id: 'x-sheet-loan-request-label-value',
    description: 'Lender intake sheet, two columns (field / answer) with section rows, rate as a percent cell',
    formats: ['xls', 'xlsx'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const e = f.entity;
      const rows: SheetCell[][] = [
        ['LOAN INTAKE', d.lender], ['Intake date', dateCell(f.documentDate)], [],
        ['— BORROWER —', null], ['Borrowing entity', e?.name ?? '(individual)'], ['Tax ID', e?.ein ? `${e.ein.slice(0, 2)}-${e.ein.slice(2)}` : ''],
        ['Signer', name(f.borrower)], ['Signer title', e?.signatoryTitle ?? 'Owner'], ['Signer email', f.borrower.email], ['Signer phone', phone(f.borrower.phone, rng)],
        [], ['— COLLATERAL —', null], ['Street', f.property.address.streetLong], ['City / State / Zip', `${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
        ['Building use', d.use], ['Value (borrower est.)', f.property.value], ...(f.property.purchasePrice ? [['Contract price', f.property.purchasePrice] as SheetCell[]] : []),
        [], ['— REQUEST —', null], ['Loan type', loanTypeWords(d, rng)], ['Amount', f.loan.amount], ['Rate quoted', f.loan.rate / 100], ['Term (months)', f.loan.termMonths],
        ['Closing target', dateCell(f.loan.closingDate)], ['Prepay', f.loan.prepayment.penalty ? f.loan.prepayment.terms! : 'none'],
      ];
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_value', 'loan_type', 'loan_amount', 'interest_rate', 'loan_term', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms'];
      if (e) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Intake', rows, percentColumns: [1] }], truth: truth(d, fields) };
    },
  },
  {
    id: 'x-sheet-dscr-business',
    description: 'Analyst DSCR workbook for a small business: three years of tax-return lines, proposed loan block, guarantor FICO',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const y = Number(f.documentDate.slice(0, 4));
      const rev = [0, 1, 2].map((i) => Math.round(f.loan.amount * (1.3 + i * 0.1)));
      const rows: SheetCell[][] = [
        ['DSCR ANALYSIS', who(d)], ['Guarantor', name(f.borrower), 'FICO', f.borrower.creditScore], [],
        ['', `FY ${y - 3}`, `FY ${y - 2}`, `FY ${y - 1}`],
        ['Gross receipts', ...rev], ['Net income', ...rev.map((r) => Math.round(r * 0.08))], ['Depreciation', ...rev.map((r) => Math.round(r * 0.025))],
        ['Officer comp add-back', ...rev.map(() => 0)], [],
        ['PROPOSED', '', '', ''], ['Loan amount', f.loan.amount], ['Rate', f.loan.rate / 100], ['Amort (mo)', Math.max(240, f.loan.termMonths)], ['Term (mo)', f.loan.termMonths],
        ['Collateral', addr(d, rng)], ['Appraised', f.property.value], ['Existing debt to refi', f.loan.purpose === 'Purchase' ? 0 : d.priorBalance],
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'DSCR', rows, percentColumns: [1] }],
        truth: truth(d, fieldsFor(d, ['borrower_first_name', 'borrower_last_name', 'credit_score', 'loan_amount', 'interest_rate', 'loan_term', 'property_address', 'property_value'])) };
    },
  },
  {
    id: 'x-sheet-loan-tape-row',
    description: 'Servicing loan-tape export for one boarded loan: cryptic upper-case column codes, one row',
    formats: ['csv'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const a = f.property.address;
      const head = ['LN_NO', 'OBLIGOR_NM', 'GTR_NM', 'PROP_ADDR1', 'PROP_CITY', 'PROP_ST', 'PROP_ZIP', 'ORIG_BAL', 'CUR_BAL', 'NOTE_RT', 'ORIG_TERM', 'APPR_VAL', 'COLL_CD', 'PPP_FLAG', 'PPP_DESC', 'FUND_DT', 'NEXT_DUE'];
      const row: SheetCell[] = [f.loan.loanNumber, who(d).toUpperCase(), `${f.borrower.last.toUpperCase()}, ${f.borrower.first.toUpperCase()}`, a.street.toUpperCase(), a.city.toUpperCase(), a.state, a.zip,
        f.loan.amount, f.loan.amount, f.loan.rate / 100, f.loan.termMonths, f.property.value, d.kind === 'business' ? 'OOCRE' : 'CHURCH', f.loan.prepayment.penalty ? 'Y' : 'N', f.loan.prepayment.penalty ? f.loan.prepayment.terms! : '',
        dUs(f.loan.closingDate), dUs(`${f.loan.closingDate.slice(0, 8)}01`)];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'tape', rows: [head, row], percentColumns: [9] }],
        truth: truth(d, fieldsFor(d, ['loan_number', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date'])) };
    },
  },
  {
    id: 'x-sheet-pipeline-export',
    description: 'CRM pipeline export filtered to one deal: long header of the lender’s own field names, one data row',
    formats: ['xlsx', 'csv'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const head = ['Deal Name', 'Stage', 'Org Type', 'Primary Contact', 'Contact Title', 'Contact Mobile', 'Contact Email', 'Collateral Address', 'Request $', 'Value $', 'Product', 'Coupon', 'Tenor (mo)', 'Orig Pts', 'Referral Source', 'Ref Pts', 'Target Close', 'Owner'];
      const row: SheetCell[] = [who(d), rng.pick(['Application', 'Underwriting', 'Term Sheet Out']), d.kind === 'business' ? 'Small Business' : d.kind === 'church' ? 'Church' : 'Non-profit',
        name(f.borrower), f.entity?.signatoryTitle ?? 'Owner', phone(f.borrower.phone, rng), f.borrower.email, addr(d, rng), f.loan.amount, f.property.value, loanTypeWords(d, rng), f.loan.rate / 100,
        f.loan.termMonths, f.loan.originationPoints ?? null, f.broker.name, f.loan.brokerPoints ?? null, dateCell(f.loan.closingDate), name(d.officer)];
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'property_address', 'loan_amount', 'property_value', 'loan_type', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'estimated_closing_date'];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [['Export — filter: Deal Name = ' + who(d)], head, row], percentColumns: [11] }], truth: truth(d, fields) };
    },
  },
  {
    id: 'x-sheet-closing-tracker',
    description: 'Closing tracker workbook: deal header rows, then task rows with their own due dates (not the closing date)',
    formats: ['xlsx'],
    make(facts, rng) {
      const d = localize(facts, rng);
      const { f } = d;
      const close = f.loan.closingDate;
      const tasks: SheetCell[][] = [['Task', 'Party', 'Due', 'Done?'],
        ['Appraisal', f.appraiser.name, dateCell(`${f.documentDate.slice(0, 8)}2${rng.int(0, 8)}`), 'Y'], ['Title commitment', f.title.name, dateCell(`${f.documentDate.slice(0, 8)}1${rng.int(0, 9)}`), 'N'],
        ['Insurance binder', 'Church Mutual / agent', null, 'N'], ['Resolution + incumbency', d.officers[0]!.title, null, 'Y']];
      const rows: SheetCell[][] = [['CLOSING TRACKER'], ['Loan #', f.loan.loanNumber], ['Borrower', who(d)], ['Property', addr(d, rng)], ['Loan amount', f.loan.amount], ['Closing date', dateCell(close)], [], ...tasks];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Tracker', rows }],
        truth: truth(d, d.f.entity ? ['loan_number', 'entity_name', 'property_address', 'loan_amount', 'estimated_closing_date'] : ['loan_number', 'borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'estimated_closing_date']) };
    },
  },
  {
    id: 'x-sheet-budget-with-request',
    description: 'Church annual budget exported to CSV with a header block naming the requested loan and a proposed mortgage line',
    formats: ['csv'],
    make(facts, rng) {
      const d = localize(facts, rng, rng.pick(['church', 'nonprofit'] as const));
      const { f } = d;
      const y = Number(f.documentDate.slice(0, 4));
      const inc = Math.round(f.loan.amount * 0.3 / 100) * 100;
      const rows: SheetCell[][] = [
        [`${who(d)} — Proposed Budget ${y}`], [`Includes proposed first mortgage of ${f.loan.amount.toLocaleString('en-US')} on ${addr(d, rng)}`], [],
        ['Category', 'Line item', `${y - 1} Actual`, `${y} Budget`],
        ['Income', 'Tithes & offerings', inc, Math.round(inc * 1.04)], ['Income', 'Building fund', Math.round(inc * 0.1), Math.round(inc * 0.12)],
        ['Expense', 'Pastoral salary & housing', Math.round(inc * 0.35), Math.round(inc * 0.36)], ['Expense', `Mortgage - ${d.priorLender}`, Math.round(d.priorBalance * 0.11), 0],
        ['Expense', 'Proposed mortgage (new lender)', 0, Math.round(f.loan.amount * 0.1)], ['Expense', 'Missions & benevolence', Math.round(inc * 0.1), Math.round(inc * 0.1)],
        [], ['Approved by', `${name(d.officers[1]!.p)} (${d.officers[1]!.title})`],
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows }], truth: truth(d, ['entity_name', 'loan_amount', 'property_address']) };
    },
  },
  {
    id: 'x-sheet-guarantor-reo-schedule',
    description: 'Guarantor schedule of real estate owned: other properties with their own lenders, the subject marked for this request',
    formats: ['xls', 'xlsx'],
    make(facts, rng) {
      const d = localize(facts, rng, 'business');
      const { f } = d;
      const others = [0, 1, 2].map(() => {
        const a = makeAddress(rng, { state: f.property.address.state, unitChance: 0 });
        const v = rng.int(12, 80) * 5000;
        return [`${a.street}, ${a.city}, ${a.state} ${a.zip}`, rng.pick(['Rental SFR', 'Duplex', 'Vacant lot']), v, Math.round(v * 0.5), rng.pick(['Truist', 'Wells Fargo', 'Synovus', 'free & clear']), ''] as SheetCell[];
      });
      const subject: SheetCell[] = [addr(d, rng), d.use, f.property.value, f.loan.purpose === 'Purchase' ? 0 : d.priorBalance, f.loan.purpose === 'Purchase' ? '(to be acquired)' : d.priorLender, `SUBJECT — new loan ${f.loan.amount}`];
      const rows: SheetCell[][] = [['SCHEDULE OF REAL ESTATE OWNED'], ['Guarantor:', name(f.borrower), 'DOB:', dUs(f.borrower.dob)], ['Business:', who(d)], [],
        ['Address', 'Type', 'Market value', 'Mortgage balance', 'Lender', 'Note'], ...rng.shuffle([...others, subject])];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'REO', rows }],
        truth: truth(d, fieldsFor(d, ['borrower_first_name', 'borrower_last_name', 'borrower_date_of_birth', 'property_address', 'property_value', 'loan_amount'])) };
    },
  },
];
