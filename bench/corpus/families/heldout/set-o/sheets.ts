// Spreadsheets: broker deal sheets, CRM exports, rent-roll workbooks, a lender pricing model, a borrower intake
// template, a portal CSV export and an appraiser's comparable grid.
import type { DealFacts, Family, Rng, SheetCell, TruthField } from '../../../types';

import { addressOneLine, date, ein, pct, exitLabel, fullName, loanTypeLabel, phone, propertyTypeLabel, purposeLabel, street, tr } from './fmt';

function d(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function distractorComps(rng: Rng, f: DealFacts): SheetCell[][] {
  return [1, 2, 3].map((i) => [`Comp ${i}`, `${rng.int(100, 9999)} ${rng.pick(['Oak', 'Commerce', 'Industrial', 'Main', 'Mockingbird', 'Peachtree'])} ${rng.pick(['St', 'Blvd', 'Dr'])}, ${f.property.address.city}`, Math.round(f.property.value * (0.85 + rng.next() * 0.3) / 1000) * 1000, `${rng.int(1, 11)}/${rng.int(1, 28)}/${Number(f.documentDate.slice(0, 4)) - 1}`]);
}

export const sheetFamilies: Family[] = [
  {
    id: 'so-broker-deal-sheet-sections',
    description: 'Broker deal sheet (.xlsx): label/value rows under section headers — Sponsor, Entity, Property, Request, Broker',
    formats: ['xlsx'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_phone', 'borrower_email', 'credit_score', 'property_address', 'property_type', 'loan_amount', 'loan_type', 'loan_term', 'property_value'];
      const rows: SheetCell[][] = [
        [`${f.broker.name} — Deal Summary`], [],
        ['SPONSOR'], ['First Name', f.borrower.first], ['Last Name', f.borrower.last], ['Cell', phone(f.borrower.phone, 'dash')], ['Email', f.borrower.email], ['FICO', f.borrower.creditScore], [],
      ];
      if (f.entity) {
        rows.push(['ENTITY'], ['Name', f.entity.name], ['Type', f.entity.type], ['Signer Title', f.entity.signatoryTitle]);
        fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
        if (f.entity.ein) { rows.push(['EIN', ein(f.entity.ein)]); fields.push('ein'); }
        rows.push([]);
      }
      rows.push(['PROPERTY'], ['Address', street(rng, f.property.address, false)], ['City', f.property.address.city], ['State', f.property.address.state], ['Zip', f.property.address.zip], ['Type', propertyTypeLabel(rng, f)], ['As-Is Value', f.property.value]);
      if (f.property.purchasePrice) rows.push(['Purchase Price', f.property.purchasePrice]);
      if (f.property.arv) rows.push(['ARV', f.property.arv]);
      rows.push([], ['REQUEST'], ['Loan Type', loanTypeLabel(rng, f)], ['Loan Amount', L.amount], ['Term (months)', L.termMonths]);
      const purpose = purposeLabel(rng, f);
      if (purpose) { rows.push(['Purpose', purpose]); fields.push('loan_purpose'); }
      const ex = exitLabel(rng, f);
      if (ex) { rows.push(['Exit', ex]); fields.push('exit_strategy'); }
      if (rng.chance(0.5)) { rows.push(['Target Close', d(L.closingDate)]); fields.push('estimated_closing_date'); }
      rows.push([], ['BROKER'], ['Company', f.broker.name], ['Contact', fullName(f.broker.contact)], ['Phone', phone(f.broker.contact.phone)], ['Email', f.broker.contact.email]);
      if (L.brokerPoints !== undefined) { rows.push(['Broker Points', L.brokerPoints]); fields.push('broker_points'); }
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Deal Summary', rows }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-broker-one-row-xls',
    description: 'Broker\'s old .xls tracker: one header row and one deal row, rate as a percent cell',
    formats: ['xls'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'credit_score'];
      const head: SheetCell[] = ['Date Rec\'d', 'Borrower', 'Entity', 'Property Address', 'Program', 'Loan Amt', 'Rate', 'Term', 'FICO', 'Lender', 'Status'];
      const row: SheetCell[] = [d(f.documentDate), `${f.borrower.last}, ${f.borrower.first}`, f.entity?.name ?? '', addressOneLine(rng, f.property.address), loanTypeLabel(rng, f), L.amount, L.rate / 100, L.termMonths, f.borrower.creditScore, f.lender.name, rng.pick(['Submitted', 'Quoted', 'In UW'])];
      if (f.entity) fields.push('entity_name');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Pipeline', rows: [head, row], percentColumns: [6] }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-crm-export-csv',
    description: 'Broker CRM export (.csv): one row of snake_case columns including the broker\'s own contact columns',
    formats: ['csv'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'property_type'];
      const cols: [string, SheetCell][] = [
        ['deal_id', `D-${rng.int(10000, 99999)}`], ['contact_first', f.borrower.first], ['contact_last', f.borrower.last], ['contact_email', f.borrower.email], ['contact_phone', f.borrower.phone],
        ['company', f.entity?.name ?? ''], ['street', street(rng, f.property.address, false)], ['city', f.property.address.city], ['state', f.property.address.state], ['zip', f.property.address.zip],
        ['asset_type', propertyTypeLabel(rng, f)], ['loan_type', loanTypeLabel(rng, f)], ['loan_amount', L.amount],
      ];
      if (f.entity) fields.push('entity_name');
      if (rng.chance(0.5)) { cols.push(['value_estimate', f.property.value]); fields.push('property_value'); }
      if (rng.chance(0.5)) { cols.push(['fico', f.borrower.creditScore]); fields.push('credit_score'); }
      if (rng.chance(0.5)) { cols.push(['close_date', date(L.closingDate, 'short')]); fields.push('estimated_closing_date'); }
      cols.push(['owner_name', fullName(f.broker.contact)], ['owner_email', f.broker.contact.email], ['owner_phone', f.broker.contact.phone], ['stage', 'Submitted to lender']);
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'export', rows: [cols.map((c) => c[0]), cols.map((c) => c[1])] }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-rent-roll-workbook',
    description: 'Broker workbook for an income property: Summary sheet plus a Rent Roll sheet of tenants and rents',
    formats: ['xlsx', 'xls'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'property_type', 'loan_amount', 'loan_type', 'property_value', 'borrower_first_name', 'borrower_last_name'];
      const units = f.property.units ?? rng.int(3, 8);
      const summary: SheetCell[][] = [
        ['Property', addressOneLine(rng, f.property.address)], ['Type', propertyTypeLabel(rng, f)], ['Units / Suites', units],
        ['Sponsor', fullName(f.borrower)], ['Requested Loan', L.amount], ['Loan Program', loanTypeLabel(rng, f)], ['Appraised / As-Is Value', f.property.value],
      ];
      if (f.entity) { summary.splice(3, 0, ['Borrowing Entity', f.entity.name]); fields.push('entity_name'); }
      if (rng.chance(0.6)) { summary.push(['Term', `${L.termMonths} months`]); fields.push('loan_term'); }
      const tenants = ['Coastal Dental PLLC', 'Brew Bros Coffee', 'Vacant', 'State Farm - J. Ortiz', 'Nail Spa', 'Resident', 'Resident', 'Tax Pros LLC', 'Resident', 'Vacant'];
      const rr: SheetCell[][] = [['Unit', 'Tenant', 'SF', 'Monthly Rent', 'Lease End']];
      let total = 0;
      for (let i = 0; i < Math.min(units, 14); i++) {
        const rent = rng.int(9, 38) * 50;
        total += rent;
        rr.push([`${100 + i + 1}`, rng.pick(tenants), rng.int(6, 24) * 50, rent, `${rng.int(1, 12)}/${rng.int(1, 28)}/${Number(f.documentDate.slice(0, 4)) + rng.int(0, 3)}`]);
      }
      rr.push(['Total', '', '', total, '']);
      summary.push(['Gross Monthly Rent', total], ['Prepared by', `${fullName(f.broker.contact)}, ${f.broker.name}`]);
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Summary', rows: summary }, { name: 'Rent Roll', rows: rr }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-sources-uses-xls',
    description: 'Broker sources & uses sheet (.xls): deal header block, sources and uses columns, lender fee lines',
    formats: ['xls', 'xlsx'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['property_address', 'loan_amount', 'loan_type'];
      const rows: SheetCell[][] = [['SOURCES & USES'], ['Deal', addressOneLine(rng, f.property.address)], ['Sponsor', f.entity ? f.entity.name : fullName(f.borrower)], ['Program', loanTypeLabel(rng, f)], []];
      if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
      const price = f.property.purchasePrice ?? Math.round(L.amount * 0.85 / 1000) * 1000;
      const feesAmt = Math.round(L.amount * ((L.originationPoints ?? 0) + (L.brokerPoints ?? 0)) / 100);
      rows.push(['Sources', '', 'Uses', ''], ['Senior Loan', L.amount, f.property.purchasePrice ? 'Purchase Price' : 'Payoff', price], ['Sponsor Equity', Math.max(0, price + feesAmt + 15000 - L.amount), 'Lender / Broker Fees', feesAmt], ['', '', 'Title & Closing (est.)', 15000], []);
      if (L.originationPoints !== undefined) { rows.push(['Origination (pts)', L.originationPoints]); fields.push('origination_points'); }
      if (L.brokerPoints !== undefined) { rows.push(['Broker (pts)', L.brokerPoints]); fields.push('broker_points'); }
      if (L.docFee !== undefined) { rows.push(['Doc Fee', L.docFee]); fields.push('loan_doc_fee'); }
      if (L.adminFee !== undefined) { rows.push(['Admin Fee', L.adminFee]); fields.push('admin_fee'); }
      rows.push(['Rate', pct(L.rate)], ['Term (mo)', L.termMonths]);
      fields.push('interest_rate', 'loan_term');
      return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'S&U', rows }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-lender-pricing-model',
    description: 'Lender\'s pricing workbook sent as the quote: Terms sheet (label/value) and a Fees sheet with dollar math',
    formats: ['xlsx', 'xls'],
    make(f, rng) {
      const L = f.loan;
      const fields: TruthField[] = ['loan_amount', 'interest_rate', 'loan_term', 'property_address', 'loan_number', 'prepayment_penalty', 'prepayment_terms'];
      const terms: SheetCell[][] = [
        [`${f.lender.name} — Quote`], ['Loan #', L.loanNumber], ['Borrower', f.entity ? f.entity.name : fullName(f.borrower)], ['Collateral', addressOneLine(rng, f.property.address)],
        ['Loan Amount', L.amount], ['Note Rate', pct(L.rate, 3)], ['Term (months)', L.termMonths], ['Prepayment', L.prepayment.penalty ? L.prepayment.terms ?? 'Yes' : 'None'],
      ];
      if (f.entity) fields.push('entity_name'); else fields.push('borrower_first_name', 'borrower_last_name');
      if (rng.chance(0.6)) { terms.push(['As-Is Value', f.property.value], ['LTV', `${(L.amount / f.property.value * 100).toFixed(1)}%`]); fields.push('property_value'); }
      terms.push(['Monthly Payment (I/O)', Math.round(L.amount * L.rate / 1200 * 100) / 100], ['Originator', fullName(f.lender.contact)]);
      const fees: SheetCell[][] = [['Fee', 'Points', 'Amount']];
      const pts = (label: string, p: number | undefined, key: TruthField) => { if (p !== undefined) { fees.push([label, p, Math.round(L.amount * p) / 100]); fields.push(key); } };
      pts('Origination', L.originationPoints, 'origination_points');
      pts('Discount', L.discountPoints, 'discount_points');
      pts('Broker', L.brokerPoints, 'broker_points');
      const flat = (label: string, v: number | undefined, key: TruthField) => { if (v !== undefined) { fees.push([label, null, v]); fields.push(key); } };
      flat('Doc Prep', L.docFee, 'loan_doc_fee');
      flat('Admin', L.adminFee, 'admin_fee');
      flat('Processing', L.processingFee, 'processing_fee');
      fees.push(['Appraisal (3rd party)', null, rng.pick([3500, 4500, 6000])]);
      return { kind: 'sheet', documentType: 'Term Sheet', sheets: [{ name: 'Terms', rows: terms }, { name: 'Fees', rows: fees }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-borrower-intake-template',
    description: 'Lender\'s Excel intake template filled by the borrower: question column, answer column, some blanks',
    formats: ['xlsx', 'xls'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'borrower_date_of_birth', 'property_address', 'loan_amount', 'credit_score'];
      const rows: SheetCell[][] = [['BORROWER INTAKE — please complete column B'], ['Question', 'Answer'],
        ['Your full legal name', fullName(b, true)], ['Date of birth', date(b.dob, 'short')], ['Cell phone', phone(b.phone)], ['Email', b.email], ['Estimated credit score', b.creditScore],
        ['Borrowing entity name (if any)', f.entity?.name ?? ''], ['Entity EIN', f.entity?.ein ? ein(f.entity.ein) : ''], ['Your title in entity', f.entity?.signatoryTitle ?? ''],
        ['Property address', addressOneLine(rng, f.property.address)], ['Loan amount requested', L.amount], ['Purpose', purposeLabel(rng, f) ?? ''], ['Exit plan', exitLabel(rng, f) ?? ''],
        ['How did you hear about us?', `${f.broker.name} (${fullName(f.broker.contact)})`]];
      if (f.entity) fields.push('entity_name', 'authorized_signatory_title', 'authorized_signatory_name');
      if (f.entity?.ein) fields.push('ein');
      if (L.purpose) fields.push('loan_purpose');
      if (L.exit) fields.push('exit_strategy');
      return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'Intake', rows }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-portal-application-csv',
    description: 'Lender\'s online application exported as .csv: Field,Value pairs, ISO dates, raw phone digits',
    formats: ['csv'],
    make(f, rng) {
      const L = f.loan;
      const b = f.borrower;
      const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name', 'borrower_email', 'borrower_phone', 'property_address', 'loan_amount', 'loan_type', 'loan_term', 'property_type'];
      const rows: SheetCell[][] = [['Field', 'Value'], ['submitted_at', `${f.documentDate}T${rng.int(10, 23)}:${rng.int(10, 59)}:00Z`], ['applicant.first_name', b.first], ['applicant.last_name', b.last], ['applicant.email', b.email], ['applicant.phone', b.phone]];
      if (rng.chance(0.6)) { rows.push(['applicant.dob', b.dob]); fields.push('borrower_date_of_birth'); }
      if (f.entity) { rows.push(['entity.name', f.entity.name], ['entity.type', f.entity.type]); fields.push('entity_name'); }
      rows.push(['property.address', addressOneLine(rng, f.property.address)], ['property.type', propertyTypeLabel(rng, f)], ['loan.type', loanTypeLabel(rng, f)], ['loan.amount', L.amount], ['loan.term_months', L.termMonths]);
      if (rng.chance(0.5)) { rows.push(['loan.target_close', L.closingDate]); fields.push('estimated_closing_date'); }
      rows.push(['referral.broker', f.broker.name], ['referral.broker_email', f.broker.contact.email]);
      return { kind: 'sheet', documentType: 'Loan Application', sheets: [{ name: 'application', rows }], truth: tr(f, fields) };
    },
  },
  {
    id: 'so-appraisal-comp-grid',
    description: 'Appraiser\'s comparable-sales grid workbook: subject column, three comps, adjustments and reconciled as-is value',
    formats: ['xlsx'],
    make(f, rng) {
      const fields: TruthField[] = ['property_address', 'property_value', 'property_type'];
      const comps = distractorComps(rng, f);
      const rows: SheetCell[][] = [[`${f.appraiser.name} — Sales Comparison Grid`], ['Subject', addressOneLine(rng, f.property.address)], ['Property Type', propertyTypeLabel(rng, f)], ['Effective Date', d(f.documentDate)], [],
        ['', 'Address', 'Sale Price', 'Sale Date'], ...comps, [], ['Indicated As-Is Market Value', f.property.value]];
      if (f.property.arv) rows.push(['Prospective Value Upon Completion', f.property.arv]);
      rows.push(['Appraiser', fullName(f.appraiser.contact)], ['Client', f.lender.name]);
      return { kind: 'sheet', documentType: 'Appraisal Report', sheets: [{ name: 'Grid', rows }], truth: tr(f, fields) };
    },
  },
];
