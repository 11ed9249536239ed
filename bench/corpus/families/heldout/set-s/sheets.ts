// The desk's spreadsheets: the DSCR sizer, correspondent tapes, lock confirmations, rent rolls, a broker's template,
// the blanket schedule, reserves from bank statements, fee worksheet, STR monthly projection, an LOS field export.
import type { Family, Sheet, SheetCell, TruthField } from '../../../types';
import {
  T, addDays, correspondent, desk, dscrNumbers, dscrize, exitText, feeRows, ltLabel, marketRent, name, pointRows,
  ppText, ptLabel, purposeLabel, staff, strNumbers, street, utc, vesting, whoFields,
} from './util';

export const dscrSizer: Family = {
  id: 's-dscr-sizer-xlsx',
  description: 'Desk DSCR sizer workbook: inputs tab (borrower, property, rents) and output tab (max loan, DSCR, rate)',
  formats: ['xlsx'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const n = dscrNumbers(f, rng);
    const fields: TruthField[] = [...whoFields(f), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_purpose', 'interest_rate', 'loan_term', 'prepayment_penalty', 'loan_number'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    const a = f.property.address;
    const inputs: SheetCell[][] = [
      ['DSCR SIZER v4.2', null, 'Mountain West Investor Lending'],
      [],
      ['Loan #', f.loan.loanNumber],
      ['Borrower / Vesting', vesting(f)],
      ['FICO (mid)', f.borrower.creditScore],
      ['Subject street', street(a)],
      ['City', a.city], ['State', a.state], ['Zip', a.zip],
      ['Property type', ptLabel(f.property.type, rng, f.property.units)],
      ['Purpose', purposeLabel(f, rng) ?? ''],
      ['As-is value', f.property.value],
      ...(f.property.purchasePrice ? [['Purchase price', f.property.purchasePrice] as SheetCell[]] : []),
      ['Market rent (1007)', n.rent],
      ['Annual taxes', n.taxes * 12], ['Annual HOI', n.ins * 12], ['Monthly HOA', n.hoa],
    ];
    const output: SheetCell[][] = [
      ['OUTPUT', null],
      ['Loan amount', f.loan.amount],
      ['LTV', `${((f.loan.amount / f.property.value) * 100).toFixed(2)}%`],
      ['Note rate', `${f.loan.rate}%`],
      ['Term (months)', 360],
      ['P&I', n.pi], ['PITIA', n.pitia], ['DSCR', n.dscr],
      ['PPP', ppText(f, rng)],
      ['Max loan @ 75% LTV', Math.round(f.property.value * 0.75)],
      ['Max loan @ 1.00x DSCR', Math.round((f.loan.amount * n.dscr) / 1000) * 1000],
    ];
    const sheets: Sheet[] = [{ name: 'Inputs', rows: inputs }, { name: 'Output', rows: output }];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: T(f, fields) };
  },
};

export const tapeCsv: Family = {
  id: 's-correspondent-tape-csv',
  description: 'Correspondent seller\'s loan tape line (CSV export), investor column names, one loan offered',
  formats: ['csv'],
  make(facts, rng) {
    const f = facts.loan.termMonths === 360 || rng.chance(0.5) ? dscrize(facts, rng) : facts;
    const c = correspondent(rng);
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'property_address', 'property_type', 'property_value', 'loan_amount', 'interest_rate', 'loan_term', 'credit_score', 'loan_purpose', 'estimated_closing_date', 'prepayment_penalty'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    const a = f.property.address;
    const cols: [string, SheetCell][] = [
      ['Seller', c.name], ['Seller Loan ID', `${rng.int(100000, 999999)}`], ['Investor Loan ID', f.loan.loanNumber],
      ['Borrower Name', vesting(f)], ['Property Street', `${street(a)}`], ['City', a.city], ['State', a.state], ['Zip', a.zip],
      ['Property Type', ptLabel(f.property.type, rng, f.property.units)], ['Units', f.property.units ?? 1],
      ['Loan Purpose', purposeLabel(f, rng) ?? ''], ['Note Date', utc(f.loan.closingDate)], ['Original Balance', f.loan.amount],
      ['Current UPB', f.loan.amount], ['Note Rate', f.loan.rate], ['Orig Term', f.loan.termMonths],
      ['Appraised Value', f.property.value], ['Sales Price', f.property.purchasePrice ?? null], ['FICO', f.borrower.creditScore],
      ['DSCR', f.loan.termMonths === 360 ? dscrNumbers(f, rng).dscr : null], ['PPP', ppText(f, rng)],
      ['First Pay Date', utc(addDays(f.loan.closingDate, 35))], ['Servicer', rng.pick(['Interim - seller', 'BSI', 'Fay Servicing'])],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Tape', rows: [cols.map(([h]) => h), cols.map(([, v]) => v)] }], truth: T(f, fields) };
  },
};

export const tapeXls: Family = {
  id: 's-purchase-review-tape-xls',
  description: 'Desk purchase-review workbook (.xls): loan tab with seller vs investor data, pricing tab, exceptions tab',
  formats: ['xls'],
  make(facts, rng) {
    const f = facts;
    const c = correspondent(rng);
    const rev = staff(rng, 'review.com', f.borrower.last);
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'loan_amount', 'property_value', 'interest_rate', 'loan_type', 'property_address'];
    const data: SheetCell[][] = [
      ['Field', 'Seller tape', 'Investor review', 'Match?'],
      ['Loan number', f.loan.loanNumber, f.loan.loanNumber, 'Y'],
      ['Borrower', vesting(f), vesting(f), 'Y'],
      ['Property', `${street(f.property.address)}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`, 'per title', 'Y'],
      ['Product', ltLabel(f.loan.type, rng), ltLabel(f.loan.type, rng), 'Y'],
      ['Loan amount', f.loan.amount, f.loan.amount, 'Y'],
      ['Value', f.property.value, f.property.value, 'Y'],
      ['Rate', f.loan.rate, f.loan.rate, 'Y'],
      ['Sales price', f.property.purchasePrice ?? 'N/A - refi', f.property.purchasePrice ?? 'N/A', 'Y'],
    ];
    const pricing: SheetCell[][] = [['Base price', 100.5], ['LLPA total', -0.625], ['SRP', 0.25], ['Net price', 100.125], ['Reviewer', name(rev)]];
    const exc: SheetCell[][] = [['Exception', 'Severity', 'Status'], [rng.pick(['Insurance mortgagee clause wrong', 'Missing OA signature page', 'Appraisal >120 days']), 'B', 'Cleared'], ['Seller: ' + c.name, '', '']];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Loan', rows: data }, { name: 'Pricing', rows: pricing }, { name: 'Exceptions', rows: exc }], truth: T(f, fields) };
  },
};

export const lockConfirm: Family = {
  id: 's-lock-confirmation-xls',
  description: 'Lock desk confirmation exported to .xls: lock terms, price build-up, expiration',
  formats: ['xls'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const d = desk(rng);
    const fields: TruthField[] = [...whoFields(f), 'loan_number', 'loan_amount', 'interest_rate', 'loan_term', 'credit_score', 'property_value', 'loan_purpose', 'prepayment_penalty', 'property_address'];
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    if (f.loan.discountPoints !== undefined) fields.push('discount_points');
    const rows: SheetCell[][] = [
      [`${d.name} — LOCK CONFIRMATION`],
      ['Lock date', utc(f.documentDate)], ['Lock expires', utc(addDays(f.documentDate, addDays(f.documentDate, 30) === f.loan.closingDate ? 45 : 30))],
      ['Loan #', f.loan.loanNumber], ['Borrower', vesting(f)], ['Broker', f.broker.name],
      ['Subject', `${street(f.property.address)}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
      ['Program', 'DSCR 30 Yr Fixed'], ['Purpose', purposeLabel(f, rng) ?? ''], ['Loan amount', f.loan.amount], ['Value', f.property.value],
      ['FICO', f.borrower.creditScore], ['Term', 360], ['Locked rate', f.loan.rate], ['PPP', ppText(f, rng)],
      ...(f.loan.discountPoints !== undefined ? [['Discount points', f.loan.discountPoints] as SheetCell[]] : []),
      [], ['Price build-up'], ['Base', 101.25], ['FICO/LTV', -0.5], ['PPP adj', f.loan.prepayment.penalty ? 0.75 : -1], ['Final', 100.5],
    ];
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Lock', rows }], truth: T(f, fields) };
  },
};

export const rentRoll: Family = {
  id: 's-rent-roll-xlsx',
  description: 'Property manager\'s rent roll (2-4 unit or small MF) with the broker\'s loan request block on top',
  formats: ['xlsx'],
  make(facts, rng) {
    const f0 = dscrize(facts, rng, { multifamily: true });
    const f = f0.property.type === '2-4 Unit' || f0.property.type === 'Multifamily (5+)' ? f0 : { ...f0, property: { ...f0.property, type: '2-4 Unit' as const, units: rng.int(2, 4) } };
    const units = f.property.units ?? 2;
    const total = marketRent(f, rng);
    const pm = staff(rng, 'pmgroup.com', f.borrower.last);
    const fields: TruthField[] = [...whoFields(f), 'property_address', 'property_type', 'loan_amount', 'property_value', 'loan_purpose'];
    const rows: SheetCell[][] = [
      ['RENT ROLL', null, null, null, null, null],
      ['Property', `${street(f.property.address)}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
      ['Owner', vesting(f)], ['Type', ptLabel(f.property.type, rng, units)], ['Managed by', `${name(pm)} / ${rng.pick(['Peak PM', 'Summit Property Mgmt', 'Wasatch Rentals'])}`],
      ['Loan request', f.loan.amount], ['Est. value', f.property.value], ['Purpose', purposeLabel(f, rng) ?? ''],
      [],
      ['Unit', 'Tenant', 'BR/BA', 'Lease start', 'Lease end', 'Rent', 'Deposit'],
    ];
    let sum = 0;
    for (let i = 0; i < Math.min(units, 24); i++) {
      const rent = i === Math.min(units, 24) - 1 ? Math.max(600, Math.round(total / units)) : Math.round((total / units) * (0.9 + rng.next() * 0.2) / 5) * 5;
      sum += rent;
      const vacant = rng.chance(0.1);
      rows.push([`${i + 1}${units > 4 ? '' : rng.pick(['', 'A'])}`, vacant ? 'VACANT' : `${rng.pick(['J.', 'M.', 'T.', 'A.', 'R.'])} ${rng.pick(['Ortiz', 'Nakamura', 'Bjornson', 'Yazzie', 'Kowalczyk', 'Begay', 'Larsen'])}`, rng.pick(['1/1', '2/1', '2/2', '3/1']), vacant ? null : utc(addDays(f.documentDate, -rng.int(30, 500))), vacant ? null : utc(addDays(f.documentDate, rng.int(30, 360))), vacant ? 0 : rent, vacant ? 0 : rent]);
    }
    rows.push(['TOTAL', null, null, null, null, sum, null]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: T(f, fields) };
  },
};

export const brokerTemplate: Family = {
  id: 's-broker-template-xls',
  description: 'Broker shop\'s own submission template in .xls: two label/value blocks side by side',
  formats: ['xls', 'xlsx'],
  make(facts, rng) {
    const f = facts;
    const fields: TruthField[] = [...whoFields(f, { principal: true, contact: true }), 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_term', 'interest_rate', 'estimated_closing_date'];
    if (f.entity?.ein) fields.push('ein');
    if (f.loan.exit) fields.push('exit_strategy');
    const pts = pointRows(f, rng).filter(([, , k]) => k !== 'discount_points');
    for (const [, , k] of pts) fields.push(k);
    const left: [string, SheetCell][] = [
      ['Borrower first', f.borrower.first], ['Borrower last', f.borrower.last], ['Entity', f.entity?.name ?? ''], ['EIN', f.entity?.ein ? `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}` : ''],
      ['Email', f.borrower.email], ['Phone', f.borrower.phone], ['FICO', f.borrower.creditScore], ['Experience', `${rng.int(1, 30)} deals`],
    ];
    const right: [string, SheetCell][] = [
      ['Address', `${street(f.property.address)}, ${f.property.address.city}, ${f.property.address.state} ${f.property.address.zip}`],
      ['Prop type', ptLabel(f.property.type, rng, f.property.units)], ['Value (as-is)', f.property.value], ['Price', f.property.purchasePrice ?? 'refi'],
      ['ARV', f.property.arv ?? ''], ['Loan amt', f.loan.amount], ['Loan type', ltLabel(f.loan.type, rng)], ['Term (mo)', f.loan.termMonths],
      ['Rate', `${f.loan.rate}%`], ['Target close', utc(f.loan.closingDate)], ['Exit', exitText(f, rng) ?? ''],
      ...pts.map(([l, v]) => [l, v] as [string, SheetCell]),
    ];
    const rows: SheetCell[][] = [[f.broker.name, null, null, 'SUBMISSION'], [`LO: ${name(f.broker.contact)}`, null, null, f.broker.contact.email], []];
    for (let i = 0; i < Math.max(left.length, right.length); i++) {
      const l = left[i];
      const r = right[i];
      rows.push([l ? l[0] : null, l ? l[1] : null, r ? r[0] : null, r ? r[1] : null]);
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: T(f, fields) };
  },
};

export const portfolioSheet: Family = {
  id: 's-portfolio-refi-schedule-xlsx',
  description: 'Borrower\'s REO / portfolio schedule for a blanket cash-out refi: one row per door, totals, the ask',
  formats: ['xlsx'],
  make(facts, rng) {
    const f0 = dscrize(facts, rng);
    const f = { ...f0, loan: { ...f0.loan, type: 'Cash Out Refi' as const, purpose: 'Cash Out Refinance' as const } };
    const count = rng.int(3, 7);
    const vals = Array.from({ length: count }, () => 0.5 + rng.next());
    const s = vals.reduce((a, b) => a + b, 0);
    const v = vals.map((x) => Math.round((f.property.value * x) / s / 1000) * 1000);
    v[0] = (v[0] as number) + f.property.value - v.reduce((a, b) => a + b, 0);
    const fields: TruthField[] = [...whoFields(f), 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'credit_score'];
    const rows: SheetCell[][] = [
      ['REO SCHEDULE / BLANKET REFI REQUEST'], ['Borrower', vesting(f)], ['FICO', f.borrower.creditScore],
      ['Request', `${ltLabel(f.loan.type, rng)} — blanket, cross-collateralized`], ['Purpose', purposeLabel(f, rng) ?? ''],
      [],
      ['#', 'Address', 'Type', 'Est. value', 'Current lien', 'Monthly rent', 'Acquired'],
    ];
    for (let i = 0; i < count; i++) {
      const addr = i === 0 ? `${street(f.property.address)}, ${f.property.address.city} ${f.property.address.state}` : `${rng.int(100, 9999)} ${rng.pick(['Sego Lily', 'Aspen', 'Paintbrush', 'Buckskin', 'Quail'])} ${rng.pick(['Dr', 'Ln', 'Way', 'Ct'])}, ${f.property.address.city} ${f.property.address.state}`;
      rows.push([i + 1, addr, i === 0 ? ptLabel(f.property.type, rng) : rng.pick(['SFR', 'Duplex', 'Condo']), v[i] as number, Math.round((v[i] as number) * rng.next() * 0.5 / 100) * 100, Math.round((v[i] as number) * 0.0065 / 5) * 5, rng.int(2012, 2023)]);
    }
    rows.push(['', 'TOTAL', '', f.property.value, null, null, null]);
    rows.push([]);
    rows.push(['', 'Blanket loan amount requested', '', f.loan.amount]);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'REO', rows }], truth: T(f, fields) };
  },
};

export const reservesCsv: Family = {
  id: 's-bank-statement-reserves-csv',
  description: 'Processor\'s bank-statement summary for reserves (CSV): accounts, balances, months of PITIA',
  formats: ['csv'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const n = dscrNumbers(f, rng);
    const fields: TruthField[] = [...whoFields(f, { principal: true }), 'loan_amount', 'loan_number'];
    const banks = ['Zions Bank', 'FirstBank', 'Mountain America CU', 'Idaho Central CU', 'Glacier Bank', 'Chase', 'Wells Fargo'];
    const rows: SheetCell[][] = [
      ['Loan #', f.loan.loanNumber, '', ''], ['Borrower', vesting(f), '', ''], ...(f.entity ? [['Guarantor', name(f.borrower), '', ''] as SheetCell[]] : []),
      ['Loan amount', f.loan.amount, 'PITIA', n.pitia], [],
      ['Institution', 'Acct (last 4)', 'Stmt end', 'Ending balance'],
    ];
    let total = 0;
    for (let i = 0; i < rng.int(2, 4); i++) {
      const bal = rng.int(40, 900) * 100;
      total += bal;
      rows.push([rng.pick(banks), `x${rng.int(1000, 9999)}`, `${rng.int(1, 12)}/${rng.int(1, 28)}/${f.documentDate.slice(2, 4)}`, bal]);
    }
    rows.push(['Total verified', '', '', total], ['Months reserves', '', '', Math.round((total / n.pitia) * 10) / 10], ['Large deposits sourced?', rng.pick(['Y', 'N - LOE requested']), '', '']);
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Reserves', rows }], truth: T(f, fields) };
  },
};

export const feeWorksheet: Family = {
  id: 's-fee-worksheet-xlsx',
  description: 'Closing cost / fee worksheet the correspondent sends for purchase review: points, lender and third-party fees',
  formats: ['xlsx', 'csv'],
  make(facts, rng) {
    const f = facts;
    const pts = pointRows(f, rng);
    const fees = feeRows(f, rng);
    const fields: TruthField[] = [...whoFields(f), 'loan_amount', 'loan_number', 'estimated_closing_date'];
    for (const [, , k] of [...pts, ...fees]) fields.push(k);
    const rows: SheetCell[][] = [
      ['FEE WORKSHEET', '', ''], ['Loan #', f.loan.loanNumber, ''], ['Borrower', vesting(f), ''], ['Loan amount', f.loan.amount, ''],
      ['Est. closing', utc(f.loan.closingDate), ''], [], ['Fee', 'Points / %', 'Amount'],
      ...pts.map(([l, v]) => [l, `${v}%`, Math.round(f.loan.amount * v) / 100] as SheetCell[]),
      ...fees.map(([l, v]) => [l, '', v] as SheetCell[]),
      ['Appraisal (paid to AMC)', '', rng.pick([575, 650, 795])], ['Credit report', '', rng.pick([45, 65, 89])],
      ['Title - lender policy', '', rng.int(6, 30) * 50], ['Recording', '', rng.int(5, 20) * 10],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Fees', rows }], truth: T(f, fields) };
  },
};

export const strMonthlyCsv: Family = {
  id: 's-str-monthly-projection-csv',
  description: 'Broker\'s STR revenue projection (CSV): 12 months ADR/occupancy/revenue plus the loan ask',
  formats: ['csv'],
  make(facts, rng) {
    const f = dscrize(facts, rng);
    const s = strNumbers(f, rng);
    const fields: TruthField[] = ['property_address', 'loan_amount', 'property_value', ...whoFields(f)];
    const rows: SheetCell[][] = [
      ['Property', `${street(f.property.address)} ${f.property.address.city} ${f.property.address.state} ${f.property.address.zip}`, '', ''],
      ['Borrower', vesting(f), '', ''], ['Loan ask', f.loan.amount, 'Value', f.property.value], ['Beds', s.beds, 'Source', rng.pick(['AirDNA', 'PriceLabs', 'Owner T12'])],
      ['Month', 'ADR', 'Occ %', 'Revenue'],
    ];
    const season = [1.25, 1.2, 1.05, 0.7, 0.75, 1.15, 1.3, 1.2, 0.9, 0.7, 0.8, 1.1];
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].forEach((m, i) => {
      const k = season[i] as number;
      const adr = Math.round(s.adr * k);
      const occ = Math.min(95, Math.round(s.occ * k));
      rows.push([m, adr, occ, Math.round(adr * 30 * occ / 100)]);
    });
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'STR', rows }], truth: T(f, fields) };
  },
};

export const losExport: Family = {
  id: 's-los-field-export-csv',
  description: 'Broker LOS field export (CSV, field-code / value pairs) attached to a wholesale submission',
  formats: ['csv', 'xlsx'],
  make(facts, rng) {
    const f = facts;
    const fields: TruthField[] = [...whoFields(f, { signer: !!f.entity, contact: true }), 'borrower_date_of_birth', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_type', 'loan_purpose', 'loan_term', 'interest_rate', 'estimated_closing_date', 'loan_number', 'prepayment_penalty'];
    if (f.entity?.ein) fields.push('ein');
    if (f.loan.prepayment.penalty) fields.push('prepayment_terms');
    if (f.coBorrower) fields.push('co_borrower_date_of_birth');
    const a = f.property.address;
    const pairs: [string, SheetCell][] = [
      ['LOAN.Number', f.loan.loanNumber], ['BORR1.FirstName', f.borrower.first], ['BORR1.LastName', f.borrower.last],
      ['BORR1.DOB', utc(f.borrower.dob)], ['BORR1.Email', f.borrower.email], ['BORR1.CellPhone', f.borrower.phone], ['BORR1.FICO', f.borrower.creditScore],
      ...(f.coBorrower ? [['BORR2.FirstName', f.coBorrower.first], ['BORR2.LastName', f.coBorrower.last], ['BORR2.DOB', utc(f.coBorrower.dob)]] as [string, SheetCell][] : []),
      ...(f.entity ? [['VEST.EntityName', f.entity.name], ['VEST.EIN', f.entity.ein ?? ''], ['VEST.SignerTitle', f.entity.signatoryTitle], ['VEST.SignerName', `${f.borrower.first} ${f.borrower.last}`]] as [string, SheetCell][] : []),
      ['PROP.Street', street(a)], ['PROP.City', a.city], ['PROP.State', a.state], ['PROP.Zip', a.zip], ['PROP.Type', ptLabel(f.property.type, rng, f.property.units)],
      ['PROP.Value', f.property.value], ['PROP.SalesPrice', f.property.purchasePrice ?? ''], ['LOAN.Amount', f.loan.amount], ['LOAN.Type', ltLabel(f.loan.type, rng)],
      ['LOAN.Purpose', purposeLabel(f, rng) ?? ''], ['LOAN.TermMonths', f.loan.termMonths], ['LOAN.Rate', f.loan.rate], ['LOAN.EstClose', utc(f.loan.closingDate)],
      ['LOAN.PPP', ppText(f, rng)], ['ORIG.LO', name(f.broker.contact)], ['ORIG.Company', f.broker.name], ['TITLE.Company', f.title.name],
    ];
    return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Export', rows: [['Field', 'Value'], ...pairs] }], truth: T(f, fields) };
  },
};
