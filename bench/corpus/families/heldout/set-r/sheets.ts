// Spreadsheets a small-balance brokerage lives in: pipeline trackers, lender matrices, SREO workbooks, rent rolls,
// T-12 operating statements, one-row portal exports with odd headers, submission forms, sizing models, fee sheets.
import type { Family, Rng, SheetCell, TruthField } from '../../../types';
import { addr, cityLine, dShort, dUS, ein, fullName, loanTypeLabel, phoneFmt, plusDays, propertyTypeLabel, purposeLabel, street, truth, vestee } from './fmt';

const BORROWER_FIELDS: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'entity_name'];

/** Other deals in the same tracker (decoys with their own invented addresses). */
function otherAddress(r: Rng): string {
  return `${r.int(10, 2400)} ${r.pick(['Nostrand Ave', 'Kennedy Blvd', 'Frankford Ave', 'Dixwell Ave', 'Blue Hill Ave', 'Central Ave'])}, ${r.pick(['Brooklyn, NY 11225', 'Jersey City, NJ 07305', 'Philadelphia, PA 19124', 'New Haven, CT 06511', 'Dorchester, MA 02121'])}`;
}

const pipeline: Family = {
  id: 'broker-pipeline-tracker',
  description: "Broker's pipeline tracker filtered to one deal, with a lender lookup tab",
  formats: ['xlsx'],
  make(f, r) {
    const stage = r.pick(['Submitted', 'Term Sheet Out', 'Appraisal Ordered', 'In UW', 'Clear to Close']);
    const header = ['Deal ID', 'Stage', 'Borrower', 'Guarantor', 'Property', 'Type', 'Purpose', 'Loan Amt', 'As-Is Val', 'Rate', 'Term (mo)', 'Lender', 'Lender Loan #', 'Broker Pts', 'Est Close', 'LO', 'Notes'];
    const row: SheetCell[] = [
      `NB-${f.documentDate.slice(2, 4)}${r.int(100, 999)}`, stage, f.entity ? f.entity.name : vestee(f), fullName(f.borrower), addr(f.property.address),
      propertyTypeLabel(r, f), purposeLabel(r, f) ?? '', f.loan.amount, f.property.value, f.loan.rate / 100, f.loan.termMonths, f.lender.name,
      f.loan.loanNumber, f.loan.brokerPoints ?? null, dShort(f.loan.closingDate), fullName(f.broker.contact), r.pick(['waiting on insurance', 'appraisal came in at value', 'need 2 mo bank stmts', '']),
    ];
    const lenders = [['Lender', 'AE', 'Phone', 'Max LTV', 'Min FICO'], [f.lender.name, fullName(f.lender.contact), phoneFmt(r, f.lender.contact.phone), '75%', 660], ['Fivestone Bridge', 'Carla Pimentel', '212-555-0188', '70%', 680], ['Kingsbridge Lending', 'Moshe Adler', '718-555-0147', '80%', 700]];
    const fields: TruthField[] = [...BORROWER_FIELDS, 'property_address', 'property_type', 'loan_purpose', 'loan_amount', 'property_value', 'interest_rate', 'loan_term', 'loan_number', 'broker_points', 'estimated_closing_date'];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [[`Pipeline export ${dUS(f.documentDate)} - filter: ${street(f.property.address)}`], header, row], percentColumns: [9] }, { name: 'Lenders', rows: lenders }], truth: truth(f, fields) };
  },
};

const lenderMatrix: Family = {
  id: 'lender-matrix-scenario',
  description: "Broker's lender matrix: the deal scenario on top, lender programs and indicative rates underneath",
  formats: ['xls'],
  make(f, r) {
    const ltv = f.loan.amount / f.property.value;
    const quote = () => {
      let q = Math.round((f.loan.rate + (r.int(-8, 8) || 3) * 0.125) * 1000) / 1000;
      if (q === f.loan.rate) q += 0.25;
      return `${q.toFixed(3)}%`;
    };
    const rows: SheetCell[][] = [
      ['LENDER MATRIX - SCENARIO'], ['Borrower', f.entity ? f.entity.name : vestee(f)], ['Property', addr(f.property.address)], ['Prop Type', propertyTypeLabel(r, f)],
      ['Loan Request', f.loan.amount], ['As-Is Value', f.property.value], ['LTV', Math.round(ltv * 10000) / 10000], ['FICO', f.borrower.creditScore], ['Program', loanTypeLabel(r, f)], ['Term', `${f.loan.termMonths} mo`],
      [], ['Lender', 'Program', 'Max LTV', 'Indic. Rate', 'Orig Pts', 'Min Loan', 'Comments'],
      ['Fivestone Bridge', 'Bridge / F&F', '75%', quote(), 2, 100000, 'NY/NJ/CT only'],
      ['Kingsbridge Lending', 'DSCR 30yr', '80%', quote(), 1.5, 150000, 'no rural'],
      [f.lender.name, 'Small Balance', '70%', quote(), 1, 250000, 'best fit?'],
      ['Harlem River Capital', 'Commercial', '65%', quote(), 2.5, 500000, 'mixed-use ok'],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Matrix', rows, percentColumns: [] }], truth: truth(f, [...(f.entity ? ['entity_name' as TruthField] : ['borrower_first_name' as TruthField, 'borrower_last_name' as TruthField]), 'property_address', 'property_type', 'loan_amount', 'property_value', 'credit_score', 'loan_type', 'loan_term']) };
  },
};

const sreo: Family = {
  id: 'sreo-workbook',
  description: "Borrower's schedule of real estate owned workbook; the subject row is flagged, other properties are decoys",
  formats: ['xlsx'],
  make(f, r) {
    const header = ['Property Address', 'Type', 'Units', 'Title Held By', 'Date Acquired', 'Purchase Price', 'Market Value', 'Mortgage Balance', 'Lender', 'Monthly Rent', 'Monthly PITI', 'Notes'];
    const holder = f.entity ? f.entity.name : fullName(f.borrower);
    const others: SheetCell[][] = Array.from({ length: r.int(2, 5) }, () => {
      const v = r.int(30, 160) * 10000;
      return [otherAddress(r), r.pick(['2-Family', '3-Family', 'SFR', 'Mixed-Use']), r.int(1, 6), r.pick([holder, `${r.pick(['Nostrand', 'Frankford', 'Dixwell'])} Holdings LLC`]), `${r.int(2010, 2022)}`, Math.round(v * 0.7), v, Math.round(v * 0.5), r.pick(['Ridgewood Savings', 'Valley National', 'Private']), r.int(20, 90) * 100, r.int(12, 60) * 100, ''];
    });
    const subject: SheetCell[] = [addr(f.property.address), propertyTypeLabel(r, f), f.property.units ?? 1, holder, f.property.purchasePrice ? 'In contract' : `${r.int(2012, 2023)}`, f.property.purchasePrice ?? null, f.property.value, null, f.lender.name, null, null, 'SUBJECT PROPERTY'];
    const rows: SheetCell[][] = [
      ['SCHEDULE OF REAL ESTATE OWNED'], ['Prepared for', f.broker.name], ['Borrower/Guarantor', fullName(f.borrower)], ...(f.entity ? [['Entity', f.entity.name]] : []), ['As of', dUS(f.documentDate)], [],
      header, ...r.shuffle([...others, subject]),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'SREO', rows }], truth: truth(f, [...BORROWER_FIELDS, 'property_address', 'property_type', 'property_value']) };
  },
};

const rentRoll: Family = {
  id: 'rent-roll',
  description: 'Rent roll for the subject building: owner, address, unit-by-unit tenants and rents',
  formats: ['csv', 'xlsx'],
  make(f, r) {
    const units = f.property.units ?? 1;
    const tenants = ['Rivera, J.', 'Chen, L.', 'VACANT', 'Okafor, E.', 'Santos Deli Corp', 'Brown, T.', 'Nunez, M.', 'Petrov, A.', 'Kaplan, S.', 'Diaz, R.'];
    const rows: SheetCell[][] = [
      ['RENT ROLL'], ['Property', addr(f.property.address)], ['Owner', f.entity ? f.entity.name : vestee(f)], ['As of', dShort(f.documentDate)], [],
      ['Unit', 'Tenant', 'Lease Start', 'Lease End', 'Monthly Rent', 'Security Dep.', 'Status (RS/FM)'],
      ...Array.from({ length: Math.min(units, 24) }, (_, i): SheetCell[] => {
        const t = r.pick(tenants);
        const rent = t === 'VACANT' ? 0 : r.int(18, 55) * 50;
        return [f.property.type === 'Mixed Use' && i === 0 ? 'Store 1' : `${Math.floor(i / 2) + 1}${i % 2 ? 'R' : 'F'}`, t, t === 'VACANT' ? '' : `${r.int(1, 12)}/1/${r.int(2019, 2024)}`, t === 'VACANT' ? '' : r.pick(['MTM', `${r.int(1, 12)}/30/${r.int(2025, 2027)}`]), rent, rent, r.pick(['FM', 'RS', 'FM'])];
      }),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Rent Roll', rows }], truth: truth(f, [...(f.entity ? ['entity_name' as TruthField] : ['borrower_first_name' as TruthField, 'borrower_last_name' as TruthField]), 'property_address']) };
  },
};

const t12: Family = {
  id: 't12-operating-statement',
  description: 'Trailing-12 operating statement for the subject property, monthly columns, owner in the header',
  formats: ['xls'],
  make(f, r) {
    const months = Array.from({ length: 12 }, (_, i) => plusDays(f.documentDate, -30 * (12 - i)).slice(0, 7));
    const gross = (f.property.value * (0.07 + r.next() * 0.03)) / 12;
    const line = (label: string, share: number): SheetCell[] => {
      const vals = months.map(() => Math.round(gross * share * (0.92 + r.next() * 0.16)));
      return [label, ...vals, vals.reduce((s, v) => s + v, 0)];
    };
    const rows: SheetCell[][] = [
      [`${f.entity ? f.entity.name : vestee(f)} - Operating Statement (T-12)`], [addr(f.property.address)], [],
      ['Account', ...months, 'Total'],
      line('Rental Income', 1), line('Laundry/Other', 0.02), line('Vacancy/Credit Loss', -0.04), [],
      line('Real Estate Taxes', 0.16), line('Insurance', 0.05), line('Water & Sewer', 0.04), line('Heat (Oil/Gas)', 0.06), line('Repairs & Maint.', 0.05), line('Super/Payroll', 0.03), line('Management', 0.04),
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'T12', rows }], truth: truth(f, [...(f.entity ? ['entity_name' as TruthField] : ['borrower_first_name' as TruthField, 'borrower_last_name' as TruthField]), 'property_address']) };
  },
};

const portalExport: Family = {
  id: 'lender-portal-one-row-export',
  description: "One-row CSV export from a lender's broker portal with system-style headers",
  formats: ['csv'],
  make(f, r) {
    const a = f.property.address;
    const e = f.entity;
    const cols: [string, SheetCell][] = [
      ['APP_ID', `${r.int(100000, 999999)}`], ['LN_NBR', f.loan.loanNumber], ['BRKR_NM', f.broker.name], ['BORR_TYP_CD', e ? 'ENT' : 'IND'],
      ['BORR_ENT_NM', e ? e.name : ''], ['BORR_FST_NM', f.borrower.first.toUpperCase()], ['BORR_LST_NM', f.borrower.last.toUpperCase()],
      ['BORR_EML_ADR', f.borrower.email], ['BORR_CELL_NBR', f.borrower.phone], ['GTOR_FICO_MID', f.borrower.creditScore],
      ['PROP_ADR_LN1', a.street + (a.unit ? ` ${a.unit}` : '')], ['PROP_CTY', a.city.toUpperCase()], ['PROP_ST', a.state], ['PROP_ZIP5', a.zip],
      ['PROP_TYP', propertyTypeLabel(r, f).toUpperCase()], ['EST_VAL_AMT', f.property.value], ['LN_AMT_REQ', f.loan.amount],
      ['LN_PRPS', (purposeLabel(r, f) ?? '').toUpperCase()], ['NOTE_RT', f.loan.rate], ['TERM_MO', f.loan.termMonths],
      ['EST_CLS_DT', dUS(f.loan.closingDate)], ['STAT', r.pick(['SUBMITTED', 'IN_REVIEW', 'COND_APPR'])],
    ];
    const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'credit_score', 'entity_name', 'property_address', 'property_type', 'property_value', 'loan_amount', 'loan_purpose', 'interest_rate', 'loan_term', 'estimated_closing_date', 'loan_number'];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [cols.map(([k]) => k), cols.map(([, v]) => v)] }], truth: truth(f, fields) };
  },
};

const submissionForm: Family = {
  id: 'broker-submission-form-sheet',
  description: 'Label/value loan submission form a lender asks brokers to fill in Excel, with section rows',
  formats: ['xlsx'],
  make(f, r) {
    const e = f.entity;
    const rows: SheetCell[][] = [
      [`${f.lender.name} - Broker Loan Submission Form`], [],
      ['BROKER'], ['Company', f.broker.name], ['Contact', fullName(f.broker.contact)], ['Email', f.broker.contact.email], [],
      ['BORROWER'], ['Borrower Type', e ? 'Entity' : 'Individual'], ...(e ? [['Entity Name', e.name], ['Entity Type', e.type], ['EIN', e.ein ? ein(e.ein) : 'N/A'], ['Guarantor Title (signer)', e.signatoryTitle]] : []),
      ['Guarantor First Name', f.borrower.first], ['Guarantor Last Name', f.borrower.last], ['Guarantor DOB', dShort(f.borrower.dob)], ['Mobile', phoneFmt(r, f.borrower.phone)], ['Email', f.borrower.email], ['Mid Score', f.borrower.creditScore], [],
      ['PROPERTY'], ['Street', street(f.property.address)], ['City/State/Zip', cityLine(f.property.address)], ['Property Type', propertyTypeLabel(r, f)], ['As-Is Value', f.property.value], ...(f.property.purchasePrice ? [['Purchase Price', f.property.purchasePrice]] : []), ...(f.property.arv ? [['ARV', f.property.arv]] : []), [],
      ['LOAN'], ['Loan Type', loanTypeLabel(r, f)], ['Loan Amount', f.loan.amount], ['Requested Term (months)', f.loan.termMonths], ['Exit Strategy', f.loan.exit ?? 'Hold'], ['Target Close', dShort(f.loan.closingDate)], ['Broker Fee (pts)', f.loan.brokerPoints ?? 'TBD'],
    ];
    const fields: TruthField[] = [...BORROWER_FIELDS, 'ein', 'borrower_date_of_birth', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'property_value', 'loan_type', 'loan_amount', 'loan_term', 'exit_strategy', 'estimated_closing_date', 'broker_points'];
    if (e) fields.push('authorized_signatory_name', 'authorized_signatory_title');
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Submission', rows }], truth: truth(f, fields) };
  },
};

const sizingModel: Family = {
  id: 'dscr-sizing-model',
  description: 'Small-balance DSCR/LTV sizing model: NOI, debt service at the note rate, constraint test',
  formats: ['xls'],
  make(f, r) {
    const noi = Math.round(f.property.value * (0.055 + r.next() * 0.03));
    const ds = Math.round(f.loan.amount * f.loan.rate / 100);
    const rows: SheetCell[][] = [
      ['LOAN SIZING', '', f.entity ? f.entity.name : vestee(f)], ['Property', addr(f.property.address)], [],
      ['Inputs', 'Value'], ['Appraised / As-Is Value', f.property.value], ['In-place NOI', noi], ['Note Rate', `${f.loan.rate}%`], ['Amortization', f.loan.termMonths === 360 ? '30 yr' : 'I/O'], ['Term (months)', f.loan.termMonths], [],
      ['Constraints', 'Max Loan'], ['LTV @ 75%', Math.round(f.property.value * 0.75)], ['DSCR @ 1.25x', Math.round(noi / 1.25 / (f.loan.rate / 100))], [],
      ['Proposed Loan', f.loan.amount], ['Annual Debt Service', ds], ['DSCR', Math.round((noi / ds) * 100) / 100], ['LTV', Math.round((f.loan.amount / f.property.value) * 10000) / 10000],
    ];
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Sizing', rows, percentColumns: [] }], truth: truth(f, [...(f.entity ? ['entity_name' as TruthField] : ['borrower_first_name' as TruthField, 'borrower_last_name' as TruthField]), 'property_address', 'property_value', 'loan_amount', 'loan_term', 'interest_rate']) };
  },
};

function fmtPct(rate: number): string {
  return `${rate}%`;
}

const feeSheet: Family = {
  id: 'closing-fee-worksheet',
  description: "Closing office's fee worksheet CSV: lender points and fees, title and recording, per diem",
  formats: ['csv'],
  make(f, r) {
    const rows: SheetCell[][] = [
      ['Closing Fee Worksheet', f.title.name], ['Borrower', f.entity ? f.entity.name : vestee(f)], ['Premises', addr(f.property.address)], ['Lender', f.lender.name], ['Loan #', f.loan.loanNumber],
      ['Loan Amount', f.loan.amount], ['Rate', fmtPct(f.loan.rate)], ['Closing', dShort(f.loan.closingDate)], [],
      ['Item', 'Basis', 'Amount', 'Paid To'],
    ];
    const fields: TruthField[] = [...(f.entity ? ['entity_name' as TruthField] : ['borrower_first_name' as TruthField, 'borrower_last_name' as TruthField]), 'property_address', 'loan_number', 'loan_amount', 'interest_rate', 'estimated_closing_date'];
    const pts: [number | undefined, string, TruthField, string][] = [[f.loan.originationPoints, 'Origination', 'origination_points', f.lender.name], [f.loan.discountPoints, 'Discount', 'discount_points', f.lender.name], [f.loan.brokerPoints, 'Broker Fee', 'broker_points', f.broker.name]];
    for (const [p, label, field, to] of pts) {
      if (p === undefined) continue;
      rows.push([label, `${p} pts`, Math.round(f.loan.amount * p) / 100, to]);
      fields.push(field);
    }
    const fees: [number | undefined, string, TruthField][] = [[f.loan.docFee, 'Doc Prep', 'loan_doc_fee'], [f.loan.adminFee, 'Admin', 'admin_fee'], [f.loan.processingFee, 'Processing', 'processing_fee']];
    for (const [v, label, field] of fees) {
      if (v === undefined) continue;
      rows.push([label, 'flat', v, f.lender.name]);
      fields.push(field);
    }
    rows.push(['Title Premium', 'rate manual', Math.round(f.loan.amount * 0.0042), f.title.name], ['Mortgage Tax', '1.8%', Math.round(f.loan.amount * 0.018), 'County Clerk'], ['Recording', 'flat', r.int(180, 340), 'County Clerk']);
    return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Fees', rows }], truth: truth(f, fields) };
  },
};

export const sheetFamilies: Family[] = [pipeline, lenderMatrix, sreo, rentRoll, t12, portalExport, submissionForm, sizingModel, feeSheet];

