// Spreadsheets: broker tapes, LOS pipeline exports, CRM records, DSCR sizers, BTR budgets, rent rolls, web-form CSVs,
// escrow status reports, pricing option matrices and lot takedown schedules.
import type { Family, SheetCell } from '../../../types';
import {
  F, Tracker, borrowerName, entityKind, exitText, fees, fileNo, ioPayment, marketRent, num, otherHouses, pointsList,
  prepayText, principal, program, ptype, purpose, signerTitle, stranger, 
} from './lib';

const d = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

export const sheets: Family[] = [
  {
    id: 'ah-sheet-scattered-tape',
    description: 'Broker tape for a rental: deal header block, then one row per door (subject flagged, rest existing REO)',
    formats: ['xlsx', 'csv'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const a = p.address;
      const reo = otherHouses(rng, facts, rng.int(3, 8), true);
      const rows: SheetCell[][] = [
        [`${facts.broker.name} - submission tape`, null, null, null, null, null, null, null, null],
        ['Borrower', borrowerName(rng, t), null, 'Guarantor', principal(rng, t, ['noMiddle']), null, 'FICO', t.s('credit_score', String(facts.borrower.creditScore)), null],
        ['Program', t.s('loan_type', program(rng, l.type)), null, 'Loan Amt', t.s('loan_amount', String(l.amount)) && l.amount, null, 'Rate', t.s('interest_rate', F.rate(l.rate, rng.pick(['fixed2', 'plain', 'fixed3'] as const))), null],
        ['Term (mo)', t.s('loan_term', String(l.termMonths)) && l.termMonths, null, 'Target COE', t.s('estimated_closing_date', l.closingDate) && d(l.closingDate), null, 'Exit', l.exit ? t.s('exit_strategy', exitText(rng, l.exit)) : '', null],
        [],
        ['Role', 'Street', 'City', 'St', 'Zip', 'Type', 'Bd/Ba', 'Value', 'Rent'],
        ['SUBJECT', t.s('property_address', F.streetLine(a)), a.city, a.state, a.zip, t.s('property_type', ptype(rng, p.type, p.units)), ['Single Family', 'Townhouse', 'Condo'].includes(p.type) ? `${rng.int(2, 5)}/${rng.pick([1, 2, 2.5])}` : '', t.s('property_value', String(p.value)) && p.value, p.type === 'Land' ? null : marketRent(facts)],
        ...reo.map((h) => ['REO - not collateral', F.streetLine(h.address), h.address.city, h.address.state, h.address.zip, 'SFR', `${h.beds}/${h.baths}`, h.value, h.rent] as SheetCell[]),
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Tape', rows }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-pipeline-export',
    description: 'LOS pipeline export filtered to one loan: one header row and one wide data row with lender, broker and title columns',
    formats: ['csv', 'xls'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const a = p.address;
      const e = facts.entity;
      const cols: [string, SheetCell][] = [
        ['Loan #', t.s('loan_number', l.loanNumber)],
        ['Stage', rng.pick(['Processing', 'UW Review', 'Approved w/ Cond', 'CTC', 'Docs Out'])],
        ['Borrower Last', t.s('borrower_last_name', facts.borrower.last)],
        ['Borrower First', t.s('borrower_first_name', facts.borrower.first)],
        ['Vesting Entity', e ? t.s('entity_name', e.name) : ''],
        ['Entity Type', e ? entityKind(rng, facts) : 'Individual'],
        ['Borr Phone', t.s('borrower_phone', F.phone(facts.borrower.phone, 'dash'))],
        ['Borr Email', t.s('borrower_email', facts.borrower.email)],
        ['Prop Street', t.s('property_address', F.streetLine(a))],
        ['Prop City', a.city],
        ['Prop St', a.state],
        ['Prop Zip', a.zip],
        ['Prop Type', t.s('property_type', ptype(rng, p.type, p.units))],
        ['Product', t.s('loan_type', program(rng, l.type))],
        ['Purpose', l.purpose ? t.s('loan_purpose', purpose(rng, l.purpose)) : ''],
        ['Loan Amount', t.s('loan_amount', String(l.amount)) && l.amount],
        ['Value', t.s('property_value', String(p.value)) && p.value],
        ['Note Rate', t.s('interest_rate', String(l.rate)) && l.rate / 100],
        ['Term', t.s('loan_term', String(l.termMonths)) && l.termMonths],
        ['Orig Pts', l.originationPoints !== undefined ? t.s('origination_points', num(l.originationPoints)) && l.originationPoints : null],
        ['Broker Pts', l.brokerPoints !== undefined ? t.s('broker_points', num(l.brokerPoints)) && l.brokerPoints : null],
        ['Est COE', t.s('estimated_closing_date', l.closingDate) && d(l.closingDate)],
        ['LO', `${facts.lender.contact.first} ${facts.lender.contact.last}`],
        ['Broker Co', facts.broker.name],
        ['Broker Contact', `${facts.broker.contact.first} ${facts.broker.contact.last}`],
        ['Broker Phone', F.phone(facts.broker.contact.phone, 'dash')],
        ['Title Co', facts.title.name],
        ['Escrow #', fileNo(rng, 'ESC')],
      ];
      const rows: SheetCell[][] = [cols.map(([k]) => k), cols.map(([, v]) => v)];
      const rateCol = cols.findIndex(([k]) => k === 'Note Rate');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows, percentColumns: [rateCol] }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-crm-lead',
    description: 'CRM lead record exported as a two-column field/value sheet, with referral contact and activity log',
    formats: ['xls', 'xlsx'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const e = facts.entity;
      const rows: SheetCell[][] = [
        ['Lead Record', `L-${rng.int(10000, 99999)}`],
        ['Lead Status', rng.pick(['Working', 'Quoted', 'Nurture', 'App Out'])],
        ['Contact Name', principal(rng, t, ['lastFirst', 'full'])],
        ['Company', e ? t.s('entity_name', e.name) : ''],
        ['Title', e ? signerTitle(t) : ''],
        ['Mobile', t.s('borrower_phone', F.phone(b.phone, rng.pick(['paren', 'digits', 'dot'] as const)))],
        ['Email', t.s('borrower_email', F.emailAsTyped(rng, b.email))],
        ['Lead Source', rng.pick(['Broker referral', 'Website', 'REIA - Phoenix', 'Past client'])],
        ['Referral Contact', `${facts.broker.contact.first} ${facts.broker.contact.last} (${facts.broker.name}) ${F.phone(facts.broker.contact.phone, 'dash')}`],
        ['Deal - Address', t.s('property_address', F.address(p.address, rng.pick(['short', 'long'] as const)))],
        ['Deal - Asset', t.s('property_type', ptype(rng, p.type, p.units))],
        ['Deal - Product', t.s('loan_type', program(rng, l.type))],
        ['Deal - Loan Amount', t.s('loan_amount', F.money(l.amount, 'dollars'))],
        ['Deal - Est. Value', t.s('property_value', F.money(p.value, 'dollars'))],
        ['Deal - Exit', l.exit ? t.s('exit_strategy', exitText(rng, l.exit)) : ''],
        ['Deal - Est. Close', t.s('estimated_closing_date', l.closingDate) && d(l.closingDate)],
        ['Owner', `${facts.lender.contact.first} ${facts.lender.contact.last}`],
        [],
        ['Activity', 'Note'],
        [F.date(facts.documentDate, 'us'), `Intro call. ${rng.pick(['Has 6 doors in Buckeye', 'Out-of-state fund, wants scattered-site', 'BTR builder in St. George'])}.`],
        [F.date(facts.documentDate, 'us'), `Sent quick quote ${F.rate(l.rate, 'fixed2')}; waiting on PSA.`],
      ];
      t.s('interest_rate', '');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Lead', rows }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-dscr-sizer',
    description: 'Lender DSCR sizing workbook: inputs, PITIA, DSCR and max loan; chosen loan and pricing at the bottom',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const rent = marketRent(facts);
      const taxes = Math.round(p.value * 0.0062 / 12);
      const ins = rng.int(80, 200);
      const hoa = p.type === 'Condo' || p.type === 'Townhouse' ? rng.int(90, 320) : 0;
      const pmt = ioPayment(facts);
      const pts = pointsList(rng, facts);
      const rows: SheetCell[][] = [
        ['DSCR SIZER v3', null, null],
        ['Borrower', borrowerName(rng, t), null],
        ['Subject', t.s('property_address', F.address(p.address, 'short')), null],
        ['Asset', t.s('property_type', ptype(rng, p.type, p.units)), null],
        [],
        ['INPUTS', 'Monthly', 'Source'],
        ['Market rent', rent, rng.pick(['1007', 'Lease', 'Rentometer'])],
        ['Taxes', taxes, 'County assessor'],
        ['Insurance', ins, 'Quote'],
        ['HOA', hoa, hoa ? 'HOA cert' : 'n/a'],
        [],
        ['SIZING', null, null],
        ['As-is value', t.s('property_value', String(p.value)) && p.value, null],
        ['Max LTV', rng.pick([0.7, 0.75, 0.8]), null],
        ['Loan amount', t.s('loan_amount', String(l.amount)) && l.amount, null],
        ['Note rate', t.s('interest_rate', String(l.rate)) && l.rate / 100, null],
        ['Term (months)', t.s('loan_term', String(l.termMonths)) && l.termMonths, null],
        ['P&I / IO pmt', pmt, 'IO'],
        ['PITIA', Math.round((pmt + taxes + ins + hoa) * 100) / 100, null],
        ['DSCR', Math.round(rent / (pmt + taxes + ins + hoa) * 100) / 100, null],
        [],
        ['PRICING', null, null],
        ...pts.map((x) => [x.label, t.s(x.field, num(x.value)) && x.value / 100, null] as SheetCell[]),
        ...fees(rng, facts).map((x) => [x.label, t.s(x.field, String(x.amount)) && x.amount, null] as SheetCell[]),
        ['Prepay', t.s('prepayment_penalty', prepayText(rng, facts)), null],
      ];
      if (l.prepayment.penalty) t.s('prepayment_terms', '');
      const pctRows = new Set(['Max LTV', 'Note rate', ...pts.map((x) => x.label)]);
      // Percent formatting is per column; put percentages in their own column instead.
      const fixed = rows.map((r) => (typeof r[0] === 'string' && pctRows.has(r[0]) && typeof r[1] === 'number' ? [r[0], null, r[1]] : r));
      return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Sizer', rows: fixed, percentColumns: [2] }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-btr-budget',
    description: 'BTR community budget workbook: loan summary sheet plus unit-mix and budget sheet',
    formats: ['xlsx', 'xls'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const homes = rng.int(12, 60);
      const summary: SheetCell[][] = [
        ['Project summary', null],
        ['Community', `${rng.pick(['Sol Vista', 'Mesquite Commons', 'Red Cliffs Cottages', 'Saguaro Row', 'Juniper Flats'])} (${homes} homes)`],
        ['Address', t.s('property_address', F.address(p.address, 'short'))],
        ['Borrower entity', facts.entity ? t.s('entity_name', facts.entity.name) : principal(rng, t)],
        ['Sponsor', facts.entity ? principal(rng, t, ['noMiddle']) : ''],
        ['Program', t.s('loan_type', program(rng, l.type))],
        ['Product', t.s('property_type', ptype(rng, p.type, p.units))],
        ['Land / as-is value', t.s('property_value', String(p.value)) && p.value],
        ['Stabilized value', p.arv ?? null],
        ['Senior loan', t.s('loan_amount', String(l.amount)) && l.amount],
        ['Term (mo)', t.s('loan_term', String(l.termMonths)) && l.termMonths],
        ['Rate', t.s('interest_rate', F.rate(l.rate, 'fixed2'))],
        ['Exit', l.exit ? t.s('exit_strategy', exitText(rng, l.exit)) : ''],
        ['Closing', t.s('estimated_closing_date', l.closingDate) && d(l.closingDate)],
      ];
      const mix: SheetCell[][] = [['Plan', 'Bd/Ba', 'SF', 'Count', 'Hard cost/home', 'Pro forma rent']];
      for (const plan of ['Plan 1 (cottage)', 'Plan 2', 'Plan 3 (2-story)']) {
        const sf = rng.int(8, 18) * 100;
        mix.push([plan, `${rng.int(2, 4)}/${rng.pick([2, 2.5])}`, sf, Math.max(2, Math.round(homes / 3)), sf * rng.int(115, 150), Math.round(sf * 1.45 / 25) * 25]);
      }
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows: summary }, { name: 'Unit mix', rows: mix }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-rent-roll',
    description: 'Property manager rent roll export with a deal header (owner, property, request) above the unit rows',
    formats: ['csv', 'xlsx'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const units = Math.min(p.units ?? 1, 16);
      const rent = marketRent(facts);
      const rows: SheetCell[][] = [
        ['Rent Roll', rng.pick(['Cactus Wren Property Mgmt', 'Silver State Residential', 'Dixie Rentals PM']), null, null, null, null],
        ['Owner', borrowerName(rng, t, ['upper', 'full']), null, 'As of', F.date(facts.documentDate, 'us'), null],
        ['Property', t.s('property_address', F.address(p.address, rng.pick(['short', 'upper'] as const))), null, 'Type', t.s('property_type', ptype(rng, p.type, p.units)), null],
        ['Refi request', t.s('loan_amount', F.money(l.amount, 'dollars')), null, 'Owner est. value', t.s('property_value', F.money(p.value, 'dollars')), null],
        [],
        ['Unit', 'Tenant', 'Lease From', 'Lease To', 'Rent', 'Deposit'],
      ];
      for (let i = 0; i < units; i++) {
        const tn = stranger(rng, facts);
        const r = Math.round(rent / units / 5) * 5 + rng.int(-3, 3) * 25;
        rows.push([units > 1 ? String(100 + i + 1) : 'SFR', `${tn.last}, ${tn.first}`, F.date(`20${rng.int(23, 25)}-0${rng.int(1, 9)}-01`, 'us'), F.date(`20${rng.int(26, 27)}-0${rng.int(1, 9)}-01`, 'us'), r, r]);
      }
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'RentRoll', rows }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-webform-csv',
    description: 'Website "Get a quote" form submissions exported as CSV: snake_case header row and one submission',
    formats: ['csv'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const b = facts.borrower;
      const a = p.address;
      const e = facts.entity;
      const cols: [string, SheetCell][] = [
        ['submission_id', `wf_${rng.int(100000, 999999)}`],
        ['submitted_at', `${facts.documentDate} ${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`],
        ['first_name', t.s('borrower_first_name', b.first)],
        ['last_name', t.s('borrower_last_name', rng.chance(0.3) ? b.last.toUpperCase() : b.last)],
        ['email', t.s('borrower_email', F.emailAsTyped(rng, b.email))],
        ['phone', t.s('borrower_phone', F.phone(b.phone, rng.pick(['digits', 'dash', 'paren'] as const)))],
        ['borrowing_as', e ? 'Entity' : 'Individual'],
        ['entity_name', e ? t.s('entity_name', e.name) : ''],
        ['property_street', t.s('property_address', F.streetLine(a))],
        ['property_city', a.city],
        ['property_state', a.state],
        ['property_zip', a.zip],
        ['property_type', t.s('property_type', ptype(rng, p.type, p.units))],
        ['loan_program', t.s('loan_type', program(rng, l.type))],
        ['loan_amount', t.s('loan_amount', String(l.amount))],
        ['estimated_value', t.s('property_value', String(p.value))],
        ['credit_range', `${Math.floor(b.creditScore / 20) * 20}-${Math.floor(b.creditScore / 20) * 20 + 19}`],
        ['timeline', t.s('estimated_closing_date', F.date(l.closingDate, 'us'))],
        ['how_heard', rng.pick(['Google', 'Broker', 'BiggerPockets', 'Referral'])],
        ['utm_source', rng.pick(['google', 'facebook', '', 'newsletter'])],
      ];
      return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'submissions', rows: [cols.map(([k]) => k), cols.map(([, v]) => v)] }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-escrow-status',
    description: 'Title company escrow status report for one file: parties, milestones with dates, lender figures',
    formats: ['xls', 'csv'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const to = facts.title.contact;
      const ms = ['Escrow opened', 'Title commitment issued', 'Earnest money received', 'Lender docs received', 'Signing scheduled', 'Funding'];
      const rows: SheetCell[][] = [
        [facts.title.name, 'Escrow Status Report', null],
        ['Escrow #', fileNo(rng, 'ESC'), null],
        ['Officer', `${to.first} ${to.last}`, to.email],
        ['Property', t.s('property_address', F.address(p.address, 'upper')), null],
        ['Buyer/Borrower', borrowerName(rng, t, ['upper']), null],
        ['Lender', facts.lender.name, `${facts.lender.contact.first} ${facts.lender.contact.last}`],
        ['Lender loan #', t.s('loan_number', l.loanNumber), null],
        ['New loan amount', t.s('loan_amount', String(l.amount)) && l.amount, null],
        ['Sales price', p.purchasePrice ?? 'N/A - refinance', null],
        ['Scheduled COE', t.s('estimated_closing_date', l.closingDate) && d(l.closingDate), null],
        [],
        ['Milestone', 'Date', 'Status'],
        ...ms.map((m, i) => [m, i < 3 ? F.date(facts.documentDate, 'us') : '', i < 3 ? 'Complete' : 'Open'] as SheetCell[]),
      ];
      return { kind: 'sheet', documentType: 'Purchase and Sale Agreement', sheets: [{ name: 'Status', rows }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-pricing-options',
    description: 'Lender pricing matrix with three rate/point options, the borrower\'s selection marked, plus deal header',
    formats: ['xlsx'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const pts = l.originationPoints ?? 1;
      const sel = rng.int(0, 2);
      const opts = [0, 1, 2].map((i) => {
        if (i === sel) return { rate: l.rate, pts };
        const shift = i - sel;
        return { rate: l.rate - shift * 0.5, pts: Math.max(0, pts + shift * 0.5) };
      });
      const rows: SheetCell[][] = [
        ['PRICING OPTIONS', facts.lender.name, null, null],
        ['Borrower', borrowerName(rng, t), null, null],
        ['Property', t.s('property_address', F.address(p.address, 'short')), null, null],
        ['Loan amount', t.s('loan_amount', String(l.amount)) && l.amount, 'Term', t.s('loan_term', F.term(l.termMonths, 'months'))],
        ['Program', t.s('loan_type', program(rng, l.type)), 'Value', t.s('property_value', String(p.value)) && p.value],
        [],
        ['Option', 'Rate', 'Orig points', 'Selected'],
        ...opts.map((o, i) => [`Option ${String.fromCharCode(65 + i)}`, o.rate / 100, o.pts / 100, i === sel ? 'X  <-- borrower elected' : ''] as SheetCell[]),
      ];
      t.s('interest_rate', '');
      if (l.originationPoints !== undefined) t.s('origination_points', '');
      else rows[6 + sel + 1] = [`Option ${String.fromCharCode(65 + sel)}`, l.rate / 100, 'waived', 'X  <-- borrower elected'];
      return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Options', rows, percentColumns: [1, 2] }], truth: t.truth() };
    },
  },
  {
    id: 'ah-sheet-lot-takedown',
    description: 'Lot-and-build program: this loan\'s lot request on top, the builder\'s future takedown schedule below',
    formats: ['xls', 'xlsx'],
    make(facts, rng) {
      const t = new Tracker(facts);
      const l = facts.loan;
      const p = facts.property;
      const future = otherHouses(rng, facts, rng.int(3, 6), true);
      const rows: SheetCell[][] = [
        ['LOT LOAN REQUEST', null, null, null],
        ['Builder / borrower', borrowerName(rng, t), 'Contact', principal(rng, t, ['noMiddle'])],
        ['Contact phone', t.s('borrower_phone', F.phone(facts.borrower.phone, 'dash')), 'Email', t.s('borrower_email', facts.borrower.email)],
        ['Lot address', t.s('property_address', F.address(p.address, 'long')), 'Type', t.s('property_type', ptype(rng, p.type, p.units))],
        ['Loan type', t.s('loan_type', program(rng, l.type)), 'Loan amount', t.s('loan_amount', F.money(l.amount, 'dollars'))],
        ['Lot value (as-is)', t.s('property_value', F.money(p.value, 'dollars')), 'Rate', t.s('interest_rate', F.rate(l.rate, 'fixed3'))],
        ['Term', t.s('loan_term', F.term(l.termMonths, 'months')), 'Takedown / close', t.s('estimated_closing_date', F.date(l.closingDate, 'us'))],
        [],
        ['FUTURE TAKEDOWNS (separate loans, not this request)', null, null, null],
        ['Lot', 'Address', 'Est. lot price', 'Takedown month'],
        ...future.map((h, i) => [`Lot ${i + 2}`, F.address(h.address, 'short'), Math.round(h.value * 0.3 / 1000) * 1000, `Q${rng.int(1, 4)} ${Number(facts.documentDate.slice(0, 4)) + 1}`] as SheetCell[]),
      ];
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Lots', rows }], truth: t.truth() };
    },
  },
];
