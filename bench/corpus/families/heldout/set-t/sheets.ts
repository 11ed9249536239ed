// The fund's spreadsheets and the ones owners and brokers send: pipeline export, loan tape add, sizer, draw log,
// rent roll, T-12, broker submission, SREO, closing checklist, fee worksheet.
import type { Family, SheetCell, TruthField } from '../../../types';
import {
  addDays, addr, borrowerLabel, desk, fullName, loanTypeWord, pct, phoneFmt, prepayText, purposeWord, seller, utcDate, truth, who, entityKind,
} from './desk';

const ALL: readonly ('xlsx' | 'xls' | 'csv')[] = ['xlsx', 'xls', 'csv'];

export const sheetFamilies: Family[] = [
  {
    id: 't-pipeline-export-row',
    description: "Fund pipeline export filtered to one deal: one header row, one deal row, stage and originator columns",
    formats: ALL,
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const a = f.property.address;
      const cols: [string, SheetCell][] = [
        ['Loan #', f.loan.loanNumber], ['Stage', rng.pick(['Term Sheet Out', 'In UW', 'Appraisal Ordered', 'Approved - IC', 'Docs Out'])],
        ['Borrower', borrowerLabel(d)], ['Guarantor', fullName(f.borrower)], ['Street', a.street], ['City', a.city], ['ST', a.state], ['Zip', a.zip],
        ['Collateral', d.use.short], ['Loan Amt', f.loan.amount], ['As-Is Value', f.property.value], ['LTV', +(f.loan.amount / f.property.value).toFixed(4)],
        ['Rate', f.loan.rate / 100], ['Term (mo)', f.loan.termMonths], ['Orig Pts', f.loan.originationPoints ?? null], ['Broker', f.broker.name], ['Broker Pts', f.loan.brokerPoints ?? null],
        ['Est Close', utcDate(f.loan.closingDate)], ['Originator', `${d.originator.first} ${d.originator.last}`], ['Notes', rng.pick(['waiting on Phase I', 'LT - need LOD', 'estoppels outstanding', 'payoff ordered', ''])],
      ];
      const pcts = cols.map(([k], i) => (k === 'Rate' || k === 'LTV' ? i : -1)).filter((i) => i >= 0);
      return {
        kind: 'sheet', documentType: 'Broker Submission Sheet',
        sheets: [{ name: 'Pipeline', rows: [cols.map(([k]) => k), cols.map(([, v]) => v)], percentColumns: pcts }],
        truth: truth(d, [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'estimated_closing_date', 'loan_number']),
      };
    },
  },
  {
    id: 't-loan-tape-add',
    description: 'Loan tape "new adds" tab for the fund administrator: one row per funded loan in tape column names',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const cols: [string, SheetCell][] = [
        ['LOAN_ID', f.loan.loanNumber], ['OBLIGOR', borrowerLabel(d)], ['GUARANTOR', fullName(f.borrower).toUpperCase()], ['PROP_ADDR', addr(rng, d)],
        ['PROP_TYPE', d.use.type ? d.use.type.toUpperCase() : d.use.short.toUpperCase()], ['LIEN', '1ST'], ['ORIG_BAL', f.loan.amount], ['CURR_BAL', f.loan.amount],
        ['NOTE_RATE', f.loan.rate / 100], ['ORIG_TERM', f.loan.termMonths], ['FUND_DATE', utcDate(f.loan.closingDate)], ['ASIS_VAL', f.property.value],
        ['ORIG_LTV', +(f.loan.amount / f.property.value).toFixed(4)], ['RECOURSE', 'FULL'], ['PPP', f.loan.prepayment.penalty ? 'Y' : 'N'], ['EXIT', d.exitText.toUpperCase()],
        ['STATE', f.property.address.state], ['SERVICER', rng.pick(['In-house', 'Lakeside Servicing'])],
      ];
      const pcts = cols.map(([k], i) => (k === 'NOTE_RATE' || k === 'ORIG_LTV' ? i : -1)).filter((i) => i >= 0);
      const fields: TruthField[] = [...who(d), 'borrower_first_name', 'borrower_last_name', 'property_address', 'property_type', 'loan_amount', 'interest_rate', 'loan_term', 'property_value', 'prepayment_penalty', 'exit_strategy', 'loan_number'];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'New Adds', rows: [cols.map(([k]) => k), cols.map(([, v]) => v)], percentColumns: pcts }, { name: 'Notes', rows: [['Tape as of', utcDate(f.documentDate)], ['Prepared by', `${d.underwriter.first} ${d.underwriter.last}`]] }], truth: truth(d, fields) };
    },
  },
  {
    id: 't-sizer',
    description: 'Bridge sizer workbook: inputs (value, price, max LTV/LTC), pricing, interest reserve, fees, and the sized loan',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const monthly = Math.round(l.amount * l.rate / 100 / 12 * 100) / 100;
      const rows: SheetCell[][] = [
        [`${d.fund.short} — BRIDGE SIZER v${rng.int(3, 9)}.${rng.int(0, 9)}`], [],
        ['INPUTS', null, 'Notes'],
        ['Deal', borrowerLabel(d), null], ['Property', addr(rng, d), d.use.short], ['As-is value', f.property.value, rng.pick(['broker BOV', 'our drive-by', 'appraisal'])],
        ['Purchase price', f.property.purchasePrice ?? null, f.property.purchasePrice ? seller(d) : 'refi'], ['Existing payoff', f.property.purchasePrice ? null : Math.round(d.payoff), d.existingLender],
        ['Max LTV', '65%', null], ['Max LTC', '75%', null], [],
        ['PRICING', null, null], ['Rate (%)', l.rate, null], ['Term (months)', l.termMonths, null], ['Orig points', l.originationPoints ?? null, null], ['Broker points', l.brokerPoints ?? null, f.broker.name],
        ['Doc fee', l.docFee ?? null, null], ['Processing fee', l.processingFee ?? null, null], [],
        ['OUTPUT', null, null], ['Loan amount (final)', l.amount, null], ['LTV', `${((l.amount / f.property.value) * 100).toFixed(1)}%`, null], ['Monthly interest', monthly, null], ['Interest reserve (3 mo)', Math.round(monthly * 3 * 100) / 100, null],
        ['Rent (gross/mo)', d.rent, 'decoy? no — in-place'],
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizer', rows }], truth: truth(d, [...who(d), 'property_address', 'property_value', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'loan_amount']) };
    },
  },
  {
    id: 't-draw-log',
    description: 'Repair-holdback draw log: loan header block, draw requests with inspector, amounts requested/approved, balance',
    formats: ['xlsx', 'csv'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const hold = Math.round(f.loan.amount * 0.12 / 1000) * 1000;
      let bal = hold;
      const draws: SheetCell[][] = Array.from({ length: rng.int(2, 5) }, (_, i) => {
        const req = Math.round(hold * (0.12 + rng.next() * 0.15));
        const ok = Math.round(req * (0.85 + rng.next() * 0.15));
        bal -= ok;
        return [i + 1, utcDate(addDays(f.loan.closingDate, 30 * (i + 1))), rng.pick(['Tuckpointing', 'Roof', 'Storefront glass', 'Boiler', 'Unit rehab 2F', 'Parking lot']), req, ok, bal, rng.pick(['JK', 'MS', 'DB'])];
      });
      const rows: SheetCell[][] = [
        ['DRAW LOG'], ['Loan #', f.loan.loanNumber], ['Borrower', borrowerLabel(d)], ['Property', addr(rng, d)], ['Loan amount', f.loan.amount], ['Repair holdback', hold], [],
        ['Draw', 'Date', 'Scope', 'Requested', 'Approved', 'Holdback bal', 'Insp'], ...draws,
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Draws', rows }], truth: truth(d, [...who(d), 'property_address', 'loan_amount', 'loan_number']) };
    },
  },
  {
    id: 't-rent-roll-sheet',
    description: "Owner's rent roll spreadsheet (made by a son or bookkeeper): unit, tenant, rent, deposit, lease end",
    formats: ALL,
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const n = rng.int(3, 8);
      const rows: SheetCell[][] = [
        [`RENT ROLL - ${addr(rng, d)}`], [`Owner: ${borrowerLabel(d)}`, null, null, `Phone: ${phoneFmt(f.borrower.phone, 1)}`], [`As of ${f.documentDate.slice(5, 7)}/${f.documentDate.slice(0, 4)}`], [],
        ['Unit', 'Tenant', 'Type', 'Monthly Rent', 'Deposit', 'Lease End'],
        ...Array.from({ length: n }, (_, i): SheetCell[] => {
          const comm = i === 0;
          const rent = comm ? rng.int(14, 45) * 100 : rng.int(8, 19) * 75;
          return [comm ? '1st fl store' : `${Math.floor(i / 2) + 2}${i % 2 ? 'R' : 'F'}`, comm ? rng.pick(['Tienda Mi Pueblo', 'Polski Sklep', 'K-Beauty Nails', 'Sai Mobile Repair']) : `${rng.pick(['J.', 'A.', 'M.'])} ${rng.pick(['Lopez', 'Nowak', 'Kim', 'Patel', 'Brown'])}`, comm ? 'Comm' : 'Resi', rent, comm ? rent * 2 : rent, comm ? utcDate(addDays(f.documentDate, rng.int(200, 1500))) : 'MTM'];
        }),
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sheet1', rows }], truth: truth(d, [...who(d), 'borrower_phone', 'property_address']) };
    },
  },
  {
    id: 't-t12-operating-sheet',
    description: 'Trailing-12 operating statement by month (income lines, expenses, NOI) for the subject, with owner header',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const months = Array.from({ length: 12 }, (_, i) => utcDate(addDays(f.documentDate, -30 * (12 - i))));
      const line = (base: number, jitter: number) => months.map(() => Math.round(base * (1 - jitter + rng.next() * jitter * 2)));
      const rent = line(d.rent, 0.06);
      const exps: [string, number[]][] = [['Taxes', line(d.taxes / 12, 0)], ['Insurance', line(rng.int(300, 900), 0)], ['Utilities', line(rng.int(300, 1400), 0.3)], ['Repairs & Maint', line(rng.int(200, 1500), 0.6)], ['Mgmt (self)', months.map(() => 0)]];
      const noi = months.map((_, i) => rent[i]! - exps.reduce((s, [, v]) => s + v[i]!, 0));
      const rows: SheetCell[][] = [
        [`${borrowerLabel(d)} — T12 Operating Statement`], [`Property: ${addr(rng, d)} (${d.use.short})`], [],
        ['', ...months, 'Total'],
        ['Rental income', ...rent, rent.reduce((a, b) => a + b, 0)],
        ...exps.map(([k, v]): SheetCell[] => [k, ...v, v.reduce((a, b) => a + b, 0)]),
        ['NOI', ...noi, noi.reduce((a, b) => a + b, 0)],
        [], ['Debt service (' + d.existingLender + ')', ...months.map(() => Math.round(d.payoff * 0.075 / 12))],
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'T12', rows }], truth: truth(d, [...who(d), 'property_address', 'property_type']) };
    },
  },
  {
    id: 't-broker-submission-sheet',
    description: 'Broker submission label/value sheet for the fund (Chicago broker), with a Contacts tab of third parties',
    formats: ALL,
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const rows: SheetCell[][] = [
        [`${f.broker.name} - Loan Submission`], [],
        ['Borrower / Vesting', borrowerLabel(d)], ...(f.entity ? [['Entity type', entityKind(f.entity)], ['EIN', `${f.entity.ein?.slice(0, 2)}-${f.entity.ein?.slice(2)}`], ['Signer / Title', `${fullName(f.borrower)} / ${f.entity.signatoryTitle}`]] as SheetCell[][] : []),
        ['Principal', fullName(f.borrower)], ['Principal cell', phoneFmt(f.borrower.phone)], ['Principal email', f.borrower.email], ['FICO', f.borrower.creditScore],
        ['Subject address', addr(rng, d)], ['Property type', d.use.label], ['As-is value', f.property.value], ['Purchase price', f.property.purchasePrice ?? 'N/A - refi'],
        ['Loan request', f.loan.amount], ['Loan type', loanTypeWord(rng, d)], ['Purpose', purposeWord(rng, d)], ['Term (months)', f.loan.termMonths], ['Exit', d.exitText], ['Prepay', prepayText(rng, d)],
        ['Requested close', utcDate(f.loan.closingDate)], ['Broker fee (pts)', f.loan.brokerPoints ?? null],
      ];
      const contacts: SheetCell[][] = [['Role', 'Name', 'Company', 'Phone'], ['Seller', seller(d), '', phoneFmt(f.seller.phone)], ['Title', `${f.title.contact.first} ${f.title.contact.last}`, d.titleCo, phoneFmt(f.title.contact.phone)], ['Existing lender', '', d.existingLender, ''], ['Broker', `${f.broker.contact.first} ${f.broker.contact.last}`, f.broker.name, phoneFmt(f.broker.contact.phone)]];
      const fields: TruthField[] = ['entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title', 'borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'exit_strategy', 'prepayment_penalty', 'prepayment_terms', 'estimated_closing_date', 'broker_points'];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }, { name: 'Contacts', rows: contacts }], truth: truth(d, fields) };
    },
  },
  {
    id: 't-sreo-sheet',
    description: "Owner's schedule of real estate as a spreadsheet; subject flagged in a column; land-trust numbers in the vesting column",
    formats: ['xls', 'csv'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const subj: SheetCell[] = [addr(rng, d), d.use.short, f.entity ? f.entity.name : fullName(f.borrower), f.property.value, Math.round(d.payoff), d.rent, 'YES - SUBJECT'];
      const others = Array.from({ length: rng.int(2, 6) }, (): SheetCell[] => [
        `${rng.int(1000, 7999)} ${rng.pick(['S Kedzie Ave', 'W 63rd St', 'N Central Ave', 'W Diversey Ave', 'S Halsted St'])}, Chicago, IL`, rng.pick(['2 flat', '3 flat', 'store+apt', 'garage lot']),
        `LT #${rng.int(1000, 99999)}`, rng.int(20, 80) * 10000, rng.int(0, 40) * 10000, rng.int(15, 70) * 100, '',
      ]);
      const rows: SheetCell[][] = [['SREO', fullName(f.borrower)], ['Address', 'Type', 'Vesting', 'Value', 'Mortgage', 'Rent', 'Subject?'], ...rng.shuffle([...others, subj])];
      return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'SREO', rows }], truth: truth(d, ['borrower_first_name', 'borrower_last_name', 'entity_name', 'property_address', 'property_value']) };
    },
  },
  {
    id: 't-closing-checklist',
    description: "Closer's closing checklist tracker: header deal facts, then items / responsible party / status / date",
    formats: ALL,
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const items: SheetCell[][] = rng.shuffle<[string, string]>([
        ['Title commitment', d.titleCo], ['Survey (ALTA)', 'Borrower'], ['Appraisal', f.appraiser.name], ['Phase I ESA', d.envFirm], ['PCR', 'Fund'],
        ['Payoff letter', f.property.purchasePrice ? 'n/a' : d.existingLender], ['Land trust LOD / CABI', d.trusteeBank], ['Evidence of insurance', 'Borrower agent'],
        ['Entity docs / good standing', 'Borrower atty'], ['Guaranty', fullName(f.borrower)], ['Estoppels', 'Tenants'], ['Wire instructions verified', d.closer.first],
      ]).map(([k, who2]): SheetCell[] => [k, who2, rng.pick(['Rec\'d', 'Open', 'Ordered', 'Cleared', 'Open']), rng.chance(0.6) ? utcDate(addDays(f.documentDate, rng.int(-10, 10))) : null]);
      const rows: SheetCell[][] = [
        ['CLOSING CHECKLIST'], ['Loan #', f.loan.loanNumber], ['Borrower', borrowerLabel(d)], ['Property', addr(rng, d)], ['Amount', f.loan.amount], ['Target close', utcDate(f.loan.closingDate)], ['Closer', `${d.closer.first} ${d.closer.last}`], [],
        ['Item', 'Responsible', 'Status', 'Date'], ...items,
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Checklist', rows }], truth: truth(d, [...who(d), 'property_address', 'loan_amount', 'estimated_closing_date', 'loan_number']) };
    },
  },
  {
    id: 't-fee-worksheet',
    description: 'Estimated closing-cost / fee worksheet sent to the owner: lender fees, broker fee, third-party reports, title',
    formats: ['xls', 'xlsx', 'csv'],
    make(facts, rng) {
      const d = desk(facts, rng);
      const { f } = d;
      const l = f.loan;
      const rows: SheetCell[][] = [
        ['Fee Worksheet (estimate)', d.fund.short], ['Borrower', borrowerLabel(d)], ['Loan amount', l.amount], ['Rate', pct(l.rate)], ['Term', `${l.termMonths} months`], [],
        ['Item', 'Basis', 'Amount', 'Paid to'],
        ['Origination', `${l.originationPoints} pts`, l.amount * (l.originationPoints ?? 0) / 100, d.fund.short],
        ...(l.brokerPoints ? [['Broker fee', `${l.brokerPoints} pts`, l.amount * l.brokerPoints / 100, f.broker.name]] : []),
        ...(l.docFee ? [['Doc prep', 'flat', l.docFee, d.fund.short]] : []),
        ...(l.processingFee ? [['Processing', 'flat', l.processingFee, d.fund.short]] : []),
        ...(l.adminFee ? [['Admin', 'flat', l.adminFee, d.fund.short]] : []),
        ['Appraisal', 'est.', rng.pick([3500, 4000, 4500]), f.appraiser.name], ['Phase I', 'est.', rng.pick([1850, 2200]), d.envFirm], ['Title/escrow', 'est.', rng.int(20, 50) * 100, d.titleCo],
        ['Land trust fees', 'est.', rng.pick([0, 400, 550]), d.trusteeBank],
      ];
      return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Fees', rows }], truth: truth(d, [...who(d), 'loan_amount', 'interest_rate', 'loan_term', 'origination_points', 'broker_points', 'loan_doc_fee', 'processing_fee', 'admin_fee']) };
    },
  },
];
