// set-z — spreadsheets: sizing workbooks, site rolls, unit mixes, T-12s, broker rows, portal exports, budgets.
import type { Family, Sheet, SheetCell, TruthField } from '../../../types';
import {
  ASSET_LABEL, FEE_FIELDS, addDays, addr1, borrowerName, cityLine, countLabel, dUs, ein, entityLine, exitLabel,
  fullAddr, fullName, loanTypeLabel, phone, prepayLabel, purposeLabel, sw, toDate, truth,
} from './sw';

const sizing: Family = {
  id: 'set-z-sizing-workbook',
  description: "Lender's loan sizing workbook: Inputs tab (label/value), T-12 tab with lot rent and bill-back, DSCR/LTV tab.",
  formats: ['xlsx'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc', 'rv', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const fields: TruthField[] = ['property_address', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'loan_type', 'estimated_closing_date', ...FEE_FIELDS];
    fields.push(...(f.entity ? ['entity_name'] as const : []), 'borrower_first_name', 'borrower_last_name');
    const inputs: SheetCell[][] = [
      [`${d.lenderShort} — LOAN SIZING`, null], [null, null],
      ['Loan #', l.loanNumber], ['Borrower', f.entity ? f.entity.name : borrowerName(d)], ['Guarantor', fullName(f.borrower)],
      ['Property', d.name], ['Street', addr1(a)], ['City/St/Zip', cityLine(a)], ['County', d.county], ['Type', ASSET_LABEL[d.asset]], ['Count', countLabel(d)],
      ['Loan type', loanTypeLabel(d, rng)], ['As-is value', f.property.value], ...(d.price ? [['Purchase price', d.price] as SheetCell[]] : []),
      ['Loan amount', l.amount], ['Rate', l.rate / 100], ['Term (mo)', l.termMonths], ['Amort (yrs)', d.amortYears],
      ...(l.originationPoints !== undefined ? [['Orig pts', l.originationPoints]] : []), ...(l.discountPoints !== undefined ? [['Disc pts', l.discountPoints]] : []),
      ...(l.brokerPoints !== undefined ? [['Broker pts', l.brokerPoints]] : []), ...(l.docFee !== undefined ? [['Doc fee', l.docFee]] : []),
      ...(l.adminFee !== undefined ? [['Admin fee', l.adminFee]] : []), ...(l.processingFee !== undefined ? [['Processing fee', l.processingFee]] : []),
      ['Est. closing', toDate(l.closingDate)],
    ];
    const t12: SheetCell[][] = [['Month', 'Rent', 'Bill-back', 'Other', 'Expenses', 'NOI']];
    for (let i = 11; i >= 0; i--) {
      const m = toDate(addDays(f.documentDate, -30 * (i + 1)));
      const rent = Math.round(d.gross * 0.86 / 12 * (0.95 + rng.next() * 0.1));
      const bb = Math.round(d.gross * 0.09 / 12 * (0.8 + rng.next() * 0.4));
      const oth = Math.round(d.gross * 0.05 / 12);
      const exp = Math.round((d.gross - d.noi) / 12 * (0.8 + rng.next() * 0.4));
      t12.push([`${m.getUTCMonth() + 1}/${m.getUTCFullYear()}`, rent, bb, oth, exp, rent + bb + oth - exp]);
    }
    const pay = Math.round(l.amount * l.rate / 100 / 12);
    const dscr: SheetCell[][] = [['Metric', 'Value'], ['NOI (T-12)', d.noi], ['IO payment / mo', pay], ['DSCR (IO)', Number((d.noi / (pay * 12)).toFixed(2))], ['LTV', Number((l.amount / f.property.value).toFixed(4))], ['Debt yield', Number((d.noi / l.amount).toFixed(4))]];
    const sheets: Sheet[] = [{ name: 'Inputs', rows: inputs, percentColumns: [] }, { name: 'T-12', rows: t12 }, { name: 'DSCR', rows: dscr }];
    // Rate as percent: column 1 of the Rate row only — put it as a number the sheet shows as a percent.
    const rateRow = inputs.findIndex((r) => r[0] === 'Rate');
    inputs[rateRow] = ['Rate', `${l.rate}%`];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: truth(d, fields) };
  },
};

const siteRoll: Family = {
  id: 'set-z-rv-site-roll',
  description: 'RV park / MH park site roll export with a header block (park, owner, loan request) above the site table.',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const d = sw(facts, rng, ['rv', 'mhc']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const fields: TruthField[] = ['property_address', 'loan_amount'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const rows: SheetCell[][] = [
      [`${d.name} — Site Roll as of ${dUs(f.documentDate)}`], [`${addr1(a)}, ${cityLine(a)}`], [`Owner: ${f.entity ? f.entity.name : borrowerName(d)}`], [`Loan request: $${l.amount.toLocaleString('en-US')} (${l.type === 'Purchase' ? 'purchase' : 'refi'})`], [],
      ['Site', 'Type', d.asset === 'mhc' ? 'Home' : 'Stay', 'Tenant', 'Move-in', 'Rent', 'Util bill-back', 'Balance due'],
    ];
    const n = Math.min(d.count, rng.int(22, 40));
    for (let i = 1; i <= n; i++) {
      const vacant = rng.next() > d.occupancy;
      const kind = d.asset === 'mhc' ? (rng.chance(0.15) ? 'POH' : 'TOH') : rng.pick(['Monthly', 'Monthly', 'Nightly', 'Weekly']);
      rows.push([d.asset === 'mhc' ? `${rng.pick(['A', 'B', 'C'])}-${i}` : String(i), rng.pick(['Back-in', 'Pull-thru', '30A', '50A', 'Single', 'Double']), vacant ? 'VACANT' : kind,
        vacant ? '' : `${rng.pick(['Garcia', 'Smith', 'Yazzie', 'Begay', 'Olsen', 'Nguyen', 'Harper', 'Lujan', 'Tso'])}, ${rng.pick(['R.', 'M.', 'J.', 'T.', 'L.'])}`,
        vacant ? '' : dUs(addDays(f.documentDate, -rng.int(20, 3000))), vacant ? 0 : d.rent + rng.int(-3, 3) * 10, vacant ? 0 : rng.int(25, 95), vacant ? 0 : rng.chance(0.15) ? rng.int(50, 900) : 0]);
    }
    rows.push([], ['Total sites', d.count], ['Occupied', Math.round(d.count * d.occupancy)]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Site Roll', rows }], truth: truth(d, fields) };
  },
};

const unitMix: Family = {
  id: 'set-z-storage-unit-mix',
  description: 'Self-storage unit-mix report with street rates and occupancy, plus a Deal tab with the loan request.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const d = sw(facts, rng, ['storage']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term'];
    if (f.entity) fields.push('entity_name');
    if (l.exit) fields.push('exit_strategy');
    const sizes = [['5x5', 25, 45], ['5x10', 50, 65], ['10x10', 100, 95], ['10x15', 150, 120], ['10x20', 200, 150], ['10x30', 300, 215], ['RV/Boat 12x40', 480, 180], ['Parking (uncovered)', 0, 55]] as const;
    const mix: SheetCell[][] = [['Unit size', 'SF', '# units', 'Occupied', 'Occ %', 'Street rate', 'In-place avg']];
    let left = d.count;
    sizes.forEach(([s, sf, r], i) => {
      const n = i === sizes.length - 1 ? Math.max(left, 0) : Math.round(d.count * rng.pick([0.06, 0.1, 0.14, 0.2]));
      left -= n;
      const occ = Math.round(n * d.occupancy);
      mix.push([s, sf, n, occ, n ? Number((occ / n).toFixed(3)) : 0, r, Math.round(r * 0.92)]);
    });
    const deal: SheetCell[][] = [
      ['Facility', d.name], ['Address', fullAddr(a)], ['Owner / borrower', f.entity ? entityLine(d) : borrowerName(d)], ['Contact', fullName(b)], ['Email', b.email], ['Phone', phone(b.phone, 1)],
      ['Purpose', purposeLabel(d, rng)], ['Loan requested', l.amount], ['Term requested', `${l.termMonths} months`], ['Value (owner est.)', f.property.value],
      ...(l.exit ? [['Exit', exitLabel(d, rng)]] : []), ['Gate / mgmt software', rng.pick(['SiteLink', 'storEDGE', 'Easy Storage Solutions', 'paper ledger'])],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Unit Mix', rows: mix, percentColumns: [4] }, { name: 'Deal', rows: deal }], truth: truth(d, fields) };
  },
};

const motelT12: Family = {
  id: 'set-z-motel-t12-str',
  description: 'Motel T-12 by month (rooms revenue, occupancy, ADR, RevPAR) with a loan-request block at the bottom.',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const d = sw(facts, rng, ['motel']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const rows: SheetCell[][] = [[`${d.name} (${d.count} rooms)`], [fullAddr(a)], [], ['Month', 'Rooms avail', 'Rooms sold', 'Occ', 'ADR', 'RevPAR', 'Rooms revenue']];
    for (let i = 11; i >= 0; i--) {
      const m = toDate(addDays(f.documentDate, -30 * (i + 1)));
      const avail = d.count * 30; const occ = Math.min(0.98, d.occupancy + (rng.next() - 0.5) * 0.2); const sold = Math.round(avail * occ);
      const adr = Math.round((d.rent + rng.int(-10, 10)) * 100) / 100;
      rows.push([`${m.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}-${String(m.getUTCFullYear()).slice(2)}`, avail, sold, Number(occ.toFixed(3)), adr, Number((adr * occ).toFixed(2)), Math.round(sold * adr)]);
    }
    rows.push([], ['LOAN REQUEST'], ['Borrower', f.entity ? f.entity.name : borrowerName(d)], ['Amount', l.amount], ['Rate quoted', `${l.rate}%`], ['Term', `${l.termMonths} mo`], ['PIP budget', rng.int(8, 40) * 5000]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'T12', rows, percentColumns: [3] }], truth: truth(d, fields) };
  },
};

const brokerRow: Family = {
  id: 'set-z-broker-submission-row',
  description: 'One-row-per-deal broker submission export (header row + the deal row), wide columns with abbreviations.',
  formats: ['csv', 'xls'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    if (l.exit) fields.push('exit_strategy');
    if (l.brokerPoints !== undefined) fields.push('broker_points');
    const head = ['Sub Date', 'Broker', 'Bwr First', 'Bwr Last', 'Entity', 'Email', 'Cell', 'FICO', 'Asset', 'Street', 'City', 'ST', 'Zip', 'Units/Sites', 'Value', 'Price', 'Loan Amt', 'Type', 'Term (mo)', 'Target Rate', 'Broker Pts', 'Exit', 'Target COE', 'Notes'];
    const row: SheetCell[] = [toDate(f.documentDate), f.broker.name, b.first, b.last, f.entity?.name ?? '', b.email, phone(b.phone, 1), b.creditScore, d.asset === 'land' ? 'Land' : ASSET_LABEL[d.asset], addr1(a), a.city, a.state, a.zip, d.asset === 'land' ? '' : d.count,
      f.property.value, d.price ?? '', l.amount, loanTypeLabel(d, rng), l.termMonths, `${l.rate}%`, l.brokerPoints ?? '', l.exit ? exitLabel(d, rng) : '', toDate(l.closingDate), `${d.water}; ${d.sewer}`];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submissions', rows: [head, row] }], truth: truth(d, fields) };
  },
};

const portalExport: Family = {
  id: 'set-z-portal-application-export',
  description: 'Online application exported by the lender portal as a two-column field/value sheet with internal field keys.',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_value', 'loan_amount', 'loan_purpose', 'loan_term', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name', 'ein', 'authorized_signatory_name', 'authorized_signatory_title');
    if (f.coBorrower) fields.push('co_borrower_date_of_birth');
    if (l.exit) fields.push('exit_strategy');
    const rows: SheetCell[][] = [['field', 'label', 'value'],
      ['app.id', 'Application ID', `APP-${rng.int(10000, 99999)}`], ['app.submitted', 'Submitted', `${f.documentDate} ${rng.int(10, 23)}:${rng.int(10, 59)}`],
      ['applicant.first', 'First name', b.first], ['applicant.last', 'Last name', b.last], ['applicant.dob', 'Date of birth', dUs(b.dob)], ['applicant.email', 'Email', b.email.toUpperCase()],
      ['applicant.phone', 'Mobile', b.phone], ['applicant.fico_self', 'Estimated credit score', b.creditScore],
      ...(f.coBorrower ? [['coapplicant.name', 'Co-applicant', fullName(f.coBorrower)], ['coapplicant.dob', 'Co-applicant DOB', dUs(f.coBorrower.dob)]] as SheetCell[][] : []),
      ['entity.name', 'Vesting entity', f.entity?.name ?? ''], ['entity.ein', 'EIN', f.entity?.ein ? ein(f.entity.ein) : ''], ['entity.signer', 'Authorized signer', f.entity ? fullName(b) : ''], ['entity.signer_title', 'Signer title', f.entity?.signatoryTitle ?? ''],
      ['property.kind', 'Property kind', ASSET_LABEL[d.asset]], ['property.street', 'Street', addr1(a)], ['property.city', 'City', a.city], ['property.state', 'State', a.state], ['property.zip', 'ZIP', a.zip],
      ['property.value_est', 'Estimated value', f.property.value], ['property.price', 'Purchase price', d.price ?? ''],
      ['loan.purpose', 'Loan purpose', l.purpose ?? ''], ['loan.amount', 'Requested amount', l.amount], ['loan.term_months', 'Term (months)', l.termMonths],
      ['loan.close_by', 'Needed by', dUs(l.closingDate)], ['loan.exit', 'Exit plan', l.exit ? exitLabel(d, rng) : ''],
      ['utm.source', 'Source', rng.pick(['google', 'mhvillage', 'referral', 'linkedin'])],
    ];
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'application', rows }], truth: truth(d, fields) };
  },
};

const exchangeSheet: Family = {
  id: 'set-z-1031-exchange-worksheet',
  description: "CPA's 1031 exchange worksheet: relinquished sale, exchange proceeds, replacement price and the new loan needed.",
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const d = sw(facts, rng, ['rv', 'storage', 'mhc', 'motel', 'land']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const price = d.price ?? Math.round(f.property.value * 0.97 / 5000) * 5000;
    d.f.loan.purpose = 'Purchase';
    const sale = Math.round(price * (0.5 + rng.next() * 0.4) / 1000) * 1000;
    const debtOld = Math.round(sale * 0.3 / 100) * 100;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'estimated_closing_date'];
    const rows: SheetCell[][] = [
      [`1031 EXCHANGE WORKSHEET — ${b.last.toUpperCase()}, ${b.first.toUpperCase()}${f.coBorrower ? ` & ${f.coBorrower.first.toUpperCase()}` : ''}`], [`Prepared by ${rng.pick(['Huerta & Vance CPAs', 'Desert Ledger Tax', 'M. Ostrowski, EA'])} ${dUs(f.documentDate)}`], [],
      ['RELINQUISHED', '', ''], ['Sale price', sale, ''], ['Less: selling costs', -Math.round(sale * 0.06), ''], ['Less: mortgage paid off', -debtOld, ''], ['Net exchange proceeds', sale - Math.round(sale * 0.06) - debtOld, ''], [],
      ['REPLACEMENT', '', ''], ['Property', `${d.name}, ${addr1(a)}, ${cityLine(a)}`, ''], ['Contract price', price, ''], ['New loan required', l.amount, 'must be >= debt relieved'],
      ['Cash from exchange', price - l.amount, ''], ['Boot (if any)', 0, ''], [],
      ['DEADLINES', '', ''], ['Relinquished closed', toDate(addDays(f.documentDate, -20)), ''], ['45-day ID', toDate(addDays(f.documentDate, 25)), ''], ['Target replacement COE', toDate(l.closingDate), ''], ['180-day', toDate(addDays(f.documentDate, 160)), ''],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: '1031', rows }], truth: truth(d, fields) };
  },
};

const feeSheet: Family = {
  id: 'set-z-closing-fee-estimate',
  description: "Lender's estimated closing statement sheet: loan terms block, lender fees, third-party fees (appraisal, title, survey), net funding.",
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const d = sw(facts, rng);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const fields: TruthField[] = ['property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date', 'prepayment_penalty', 'prepayment_terms', ...FEE_FIELDS];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const pts = (p: number | undefined) => (p === undefined ? 0 : Math.round(l.amount * p) / 100);
    const lenderFees: SheetCell[][] = [];
    if (l.originationPoints !== undefined) lenderFees.push([`Origination (${l.originationPoints.toFixed(2)}%)`, pts(l.originationPoints)]);
    if (l.discountPoints !== undefined) lenderFees.push([`Discount points (${l.discountPoints.toFixed(2)}%)`, pts(l.discountPoints)]);
    if (l.brokerPoints !== undefined) lenderFees.push([`Broker fee (${l.brokerPoints.toFixed(2)}%) - ${f.broker.name}`, pts(l.brokerPoints)]);
    if (l.docFee !== undefined) lenderFees.push(['Doc prep', l.docFee]);
    if (l.adminFee !== undefined) lenderFees.push(['Admin', l.adminFee]);
    if (l.processingFee !== undefined) lenderFees.push(['Processing', l.processingFee]);
    const third: SheetCell[][] = [['Appraisal', rng.pick([3500, 4500, 5500])], ['Phase I ESA', rng.pick([1800, 2400])], ['Survey (ALTA)', rng.pick([4500, 6800, 8200])], [`Title - ${f.title.name}`, Math.round(l.amount * 0.004)], ['Recording', rng.pick([120, 185, 240])], ['Well/septic inspection', d.asset === 'storage' ? 0 : rng.pick([650, 900, 1200])]];
    const total = [...lenderFees, ...third].reduce((s, r) => s + Number(r[1]), 0);
    const rows: SheetCell[][] = [
      [`ESTIMATED CLOSING STATEMENT — Loan ${l.loanNumber}`], [`Borrower: ${f.entity ? f.entity.name : borrowerName(d)}`], [`Property: ${fullAddr(a)}`], [],
      ['Loan amount', l.amount], ['Note rate', `${l.rate}%`], ['Term', `${l.termMonths} months`], ['Prepayment', prepayLabel(d, rng)], ['Estimated closing', toDate(l.closingDate)], [],
      ['LENDER FEES', ''], ...lenderFees, [], ['THIRD-PARTY', ''], ...third, [],
      ['Interest reserve (3 mo.)', Math.round(l.amount * l.rate / 100 / 4)], ['Total deductions', total + Math.round(l.amount * l.rate / 100 / 4)], ['Net loan proceeds', l.amount - total - Math.round(l.amount * l.rate / 100 / 4)],
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Estimate', rows }], truth: truth(d, fields) };
  },
};

const landSizing: Family = {
  id: 'set-z-land-deal-sheet',
  description: 'Land deal sheet: parcel list with acres and $/acre, utilities checklist, and the land loan terms.',
  formats: ['xls', 'csv'],
  make(facts, rng) {
    const d = sw(facts, rng, ['land']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'property_value'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    if (l.exit) fields.push('exit_strategy');
    const parcels = rng.int(1, 3);
    const rows: SheetCell[][] = [['LAND DEAL SHEET'], ['Buyer', f.entity ? f.entity.name : borrowerName(d)], ['Site address', `${addr1(a)}, ${cityLine(a)}`], ['Property type', 'Land'], ['Planned use', rng.pick(['RV park', 'Self storage', 'MH community', 'Boat & RV storage'])], [], ['APN', 'Acres', 'Price', '$/acre']];
    let acresLeft = d.acres;
    for (let i = 0; i < parcels; i++) {
      const ac = i === parcels - 1 ? acresLeft : Math.round(d.acres / parcels);
      acresLeft -= ac;
      const p = Math.round((d.price ?? 0) * (ac / d.acres));
      rows.push([`${d.parcel.slice(0, 7)}${String(rng.int(100, 999))}`, ac, p, ac ? Math.round(p / ac) : 0]);
    }
    rows.push([], ['Appraised / est. value', f.property.value], ['Loan type', loanTypeLabel(d, rng)], ['Loan amount', l.amount], ['Rate', l.rate], ['Term (months)', l.termMonths], ...(l.exit ? [['Exit', exitLabel(d, rng)]] : []), [],
      ['Power', rng.pick(['Yes - at road', 'No - 0.3 mi', 'Yes'])], ['Water', rng.pick(['Well permit needed', 'City', 'Shared well'])], ['Sewer', rng.pick(['Septic - perc OK', 'None', 'City'])], ['Access', rng.pick(['County road', 'Recorded easement', 'BLM road'])]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Land', rows }], truth: truth(d, fields) };
  },
};

const expansionBudget: Family = {
  id: 'set-z-expansion-budget',
  description: 'Construction / expansion budget for adding RV sites or storage buildings, with draw schedule and loan summary.',
  formats: ['xlsx'],
  make(facts, rng) {
    const d = sw(facts, rng, ['rv', 'storage']);
    const { f } = d; const l = f.loan; const a = f.property.address;
    d.f.loan.type = 'Construction'; d.f.loan.purpose = 'Construction';
    const fields: TruthField[] = ['property_address', 'loan_amount', 'loan_type', 'interest_rate', 'loan_term', 'property_value'];
    if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
    const added = d.asset === 'rv' ? rng.int(12, 60) : rng.int(60, 240);
    const lines: [string, number][] = d.asset === 'rv'
      ? [['Site grading & base', added * 2200], ['Electrical (50A pedestals)', added * 3100], ['Water/sewer laterals', added * 2600], ['Bathhouse / laundry', 185000], ['Roads & chip seal', rng.int(60, 160) * 1000], ['Soft costs / permits', rng.int(20, 60) * 1000], ['Contingency', rng.int(30, 90) * 1000]]
      : [['Pre-engineered buildings', added * 3400], ['Slab & site work', added * 1300], ['Gate, fencing, cameras', rng.int(40, 90) * 1000], ['Paving', rng.int(80, 220) * 1000], ['Soft costs / permits', rng.int(25, 70) * 1000], ['Contingency', rng.int(30, 90) * 1000]];
    const budget = lines.reduce((s, [, v]) => s + v, 0);
    const rows: SheetCell[][] = [[`${d.name} — Expansion Budget (${added} new ${d.asset === 'rv' ? 'sites' : 'units'})`], [`${addr1(a)}, ${cityLine(a)}`], [`Borrower: ${f.entity ? f.entity.name : borrowerName(d)}`], [],
      ['Line item', 'Budget', 'Borrower equity', 'Loan funded'], ...lines.map(([k, v]) => [k, v, Math.round(v * 0.25), v - Math.round(v * 0.25)]), ['TOTAL', budget, Math.round(budget * 0.25), budget - Math.round(budget * 0.25)], [],
      ['LOAN SUMMARY', ''], ['Loan type', loanTypeLabel(d, rng)], ['Total loan (incl. existing payoff)', l.amount], ['Rate', `${l.rate}%`], ['Term', `${l.termMonths} months`],
      ['As-is value (existing park)', f.property.value], ['As-complete value', Math.round((f.property.value + budget * 1.4) / 10000) * 10000], [],
      ['Draw', 'Milestone', 'Amount'], ['1', 'Grading complete', Math.round(budget * 0.2)], ['2', 'Utilities in', Math.round(budget * 0.35)], ['3', 'Final / CofO', Math.round(budget * 0.2)]];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Budget', rows }], truth: truth(d, fields) };
  },
};

const mhcRentRoll: Family = {
  id: 'set-z-mhc-rent-roll-pipeline',
  description: "Loan officer's pipeline export filtered to one MH park deal: stage, contact, POH/TOH counts, key terms, next step.",
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const d = sw(facts, rng, ['mhc']);
    const { f } = d; const l = f.loan; const a = f.property.address; const b = f.borrower;
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'estimated_closing_date'];
    if (f.entity) fields.push('entity_name');
    if (l.originationPoints !== undefined) fields.push('origination_points');
    const rows: SheetCell[][] = [
      ['Loan #', 'Stage', 'Borrower', 'Contact', 'Phone', 'Park', 'Address', 'Pads', 'POH', 'TOH', 'Lot rent', 'Loan', 'Rate', 'Term', 'Pts', 'Target close', 'Next step'],
      [l.loanNumber, rng.pick(['LOI signed', 'Appraisal ordered', 'Underwriting', 'Docs out']), f.entity ? f.entity.name : borrowerName(d), fullName(b), phone(b.phone, 3), d.name, fullAddr(a), d.count, d.poh, d.toh, d.rent, l.amount, `${l.rate}%`, l.termMonths, l.originationPoints ?? '', toDate(l.closingDate), rng.pick(['Need septic letter', 'Waiting on POH titles', 'Zoning letter requested', 'Order survey'])],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows }], truth: truth(d, fields) };
  },
};

export const sheetFamilies: Family[] = [sizing, siteRoll, unitMix, motelT12, brokerRow, portalExport, exchangeSheet, feeSheet, landSizing, expansionBudget, mhcRentRoll];
