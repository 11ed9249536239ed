// Broker submission spreadsheets: a label/value deal summary, a one-row export with terse headers, a sizing worksheet.
import { truthOf } from '../../../truth';
import type { Family, Sheet, SheetCell } from '../../../types';
import { Stated, exitWords, fullName, loanTypeWords, prepayWords, propertyTypeWords, purposeWords } from './lib';

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** Sections down column A, labels in B, values in C, broker's remarks in D; a second sheet with the rehab budget. */
const labelValue: Family = {
  id: 'ug-sheet-label-value',
  description: 'Broker deal summary workbook: section captions, label/value/remarks columns, rehab budget on a second sheet',
  formats: ['xlsx', 'xls', 'csv'],
  make(f, rng) {
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_type', 'property_type');
    const { loan, property, borrower: b } = f;
    const a = property.address;
    const rows: SheetCell[][] = [[`${f.broker.name} — Loan Submission`], [`Prepared ${f.documentDate} by ${fullName(f.broker.contact, false)}`], []];
    const section = (name: string) => rows.push([name.toUpperCase()]);
    const row = (label: string, value: SheetCell, remark?: string) => rows.push([null, label, value, remark ?? null]);
    section(rng.pick(['Borrower', 'Sponsor']));
    row('First name', b.first);
    row('Last name', b.last);
    if (rng.chance(0.7)) { row(rng.pick(['Email', 'E-mail']), b.email); s.add('borrower_email'); }
    if (rng.chance(0.7)) { row(rng.pick(['Cell', 'Phone']), `${b.phone.slice(0, 3)}-${b.phone.slice(3, 6)}-${b.phone.slice(6)}`); s.add('borrower_phone'); }
    if (rng.chance(0.6)) { row('Mid FICO', b.creditScore, 'tri-merge pulled by broker'); s.add('credit_score'); }
    if (rng.chance(0.4)) { row('DOB', asDate(b.dob)); s.add('borrower_date_of_birth'); }
    if (f.entity) {
      row('Vesting', f.entity.name, f.entity.type === 'Trust' ? 'trust docs attached' : `${f.entity.stateOfFormation} entity`);
      row('Signer title', f.entity.signatoryTitle);
      s.add('entity_name', 'authorized_signatory_name', 'authorized_signatory_title');
      if (f.entity.ein && rng.chance(0.6)) { row('EIN', `${f.entity.ein.slice(0, 2)}-${f.entity.ein.slice(2)}`); s.add('ein'); }
    }
    section(rng.pick(['Property', 'Collateral']));
    row('Street', `${a.streetLong}${a.unit ? ` ${a.unit}` : ''}`);
    row('City / State / Zip', `${a.city}, ${a.state} ${a.zip}`);
    row('Type', propertyTypeWords(rng, property.type, property.units));
    if (property.purchasePrice) row('Purchase price', property.purchasePrice);
    if (rng.chance(0.7)) { row(rng.pick(['As-is value', 'Current value']), property.value, rng.pick(['per BPO', 'broker estimate', 'appraisal pending'])); s.add('property_value'); }
    if (property.arv) row('ARV', property.arv, 'see comps tab');
    section(rng.pick(['Request', 'Loan']));
    row('Loan type', loanTypeWords(rng, loan.type));
    if (loan.purpose && rng.chance(0.6)) { row('Purpose', purposeWords(rng, loan.purpose)); s.add('loan_purpose'); }
    row('Loan amount', loan.amount);
    row(rng.pick(['Rate', 'Note rate']), `${loan.rate}%`, 'requested');
    row(rng.pick(['Term', 'Term (months)']), loan.termMonths);
    if (loan.originationPoints !== undefined) { row('Lender points', loan.originationPoints); s.add('origination_points'); }
    if (loan.brokerPoints !== undefined) { row('Broker points', loan.brokerPoints, 'paid at close'); s.add('broker_points'); }
    if (rng.chance(0.5)) { row('Prepay', prepayWords(rng, loan.prepayment)); s.add('prepayment_penalty', 'prepayment_terms'); }
    if (loan.exit) { row('Exit', exitWords(rng, loan.exit)); s.add('exit_strategy'); }
    if (rng.chance(0.7)) { row('Target close', asDate(loan.closingDate)); s.add('estimated_closing_date'); }
    const sheets: Sheet[] = [{ name: rng.pick(['Summary', 'Deal', 'Submission']), rows }];
    if (property.arv || rng.chance(0.5)) {
      const items = ['Kitchen', 'Baths', 'Roof', 'HVAC', 'Flooring', 'Paint', 'Contingency'];
      sheets.push({ name: 'Budget', rows: [['Line item', 'Cost'], ...items.map((i) => [i, rng.int(2, 40) * 500] as SheetCell[])] });
    }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets, truth: truthOf(f, s.list()) };
  },
};

/** A one-row export with terse system headers (header names unlike any form's labels), address split in columns. */
const oneRow: Family = {
  id: 'ug-sheet-one-row-export',
  description: 'Loan origination system export: one row per deal, terse header names, split address, rate as a percent cell',
  formats: ['csv', 'xlsx', 'xls'],
  make(f, rng) {
    const s = new Stated().add('borrower_first_name', 'borrower_last_name', 'property_address', 'loan_amount', 'interest_rate', 'loan_term', 'loan_number', 'loan_type');
    const { loan, property, borrower: b } = f;
    const a = property.address;
    const cols: [string, SheetCell, boolean?][] = [
      [rng.pick(['LoanNum', 'Ln #', 'loan_id']), loan.loanNumber],
      [rng.pick(['BorrFirst', 'B1 First', 'first_nm']), b.first],
      [rng.pick(['BorrLast', 'B1 Last', 'last_nm']), b.last],
      [rng.pick(['SubjAddr', 'Prop Street', 'addr1']), `${a.street}${a.unit ? ` ${a.unit}` : ''}`],
      [rng.pick(['SubjCity', 'City']), a.city],
      [rng.pick(['SubjSt', 'ST']), a.state],
      [rng.pick(['SubjZip', 'Zip5']), a.zip],
      [rng.pick(['LnAmt', 'Base Loan Amt', 'loan_amt']), loan.amount],
      [rng.pick(['NoteRt', 'Int Rate', 'rate']), loan.rate / 100, true],
      [rng.pick(['TermMo', 'Term', 'amort_term']), loan.termMonths],
      [rng.pick(['Prog', 'Product', 'loan_program']), loanTypeWords(rng, loan.type)],
    ];
    if (f.entity) { cols.push([rng.pick(['VestingEntity', 'Entity Nm']), f.entity.name]); s.add('entity_name'); }
    if (rng.chance(0.7)) { cols.push([rng.pick(['PropType', 'Occ/Type']), propertyTypeWords(rng, property.type, property.units)]); s.add('property_type'); }
    if (rng.chance(0.6)) { cols.push([rng.pick(['AsIsVal', 'Est Value']), property.value]); s.add('property_value'); }
    if (property.purchasePrice) cols.push([rng.pick(['PP', 'Sales Price']), property.purchasePrice]);
    if (property.arv) cols.push(['ARV', property.arv]);
    if (loan.originationPoints !== undefined && rng.chance(0.7)) { cols.push([rng.pick(['OrigPts', 'Orig %']), loan.originationPoints]); s.add('origination_points'); }
    if (loan.processingFee !== undefined && rng.chance(0.6)) { cols.push([rng.pick(['ProcFee', 'Processing $']), loan.processingFee]); s.add('processing_fee'); }
    if (loan.docFee !== undefined && rng.chance(0.6)) { cols.push([rng.pick(['DocFee', 'Doc Prep $']), loan.docFee]); s.add('loan_doc_fee'); }
    if (rng.chance(0.6)) { cols.push([rng.pick(['EstClose', 'Sched Close Dt']), asDate(loan.closingDate)]); s.add('estimated_closing_date'); }
    if (rng.chance(0.6)) { cols.push([rng.pick(['B1Email', 'email']), b.email]); s.add('borrower_email'); }
    if (rng.chance(0.5)) { cols.push([rng.pick(['B1Cell', 'cell_ph']), b.phone]); s.add('borrower_phone'); }
    if (rng.chance(0.4)) { cols.push([rng.pick(['FICO', 'Rep Score']), b.creditScore]); s.add('credit_score'); }
    cols.push([rng.pick(['LO', 'Originator']), fullName(f.broker.contact, false)], [rng.pick(['Status', 'Stage']), rng.pick(['Submitted', 'In Processing', 'Application'])]);
    const order = rng.chance(0.5) ? cols : [...cols.slice(0, 3), ...rng.shuffle(cols.slice(3))];
    const rows: SheetCell[][] = [];
    if (rng.chance(0.4)) rows.push([`Pipeline export ${f.documentDate} – ${f.broker.name}`]);
    rows.push(order.map(([h]) => h), order.map(([, v]) => v));
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: 'Export', rows, percentColumns: order.flatMap(([, , p], i) => (p ? [i] : [])) }], truth: truthOf(f, s.list()) };
  },
};

/** The broker's loan-sizing worksheet: inputs, leverage limits as percents, the resulting loan, monthly interest. */
const sizing: Family = {
  id: 'ug-sheet-sizing-calculator',
  description: 'Broker loan-sizing calculator: price, rehab, ARV, LTC/LTV limits in a percent column, sized loan and payment',
  formats: ['xlsx', 'xls'],
  make(f, rng) {
    const s = new Stated().add('loan_amount', 'interest_rate', 'loan_term', 'property_address', 'borrower_first_name', 'borrower_last_name');
    const { loan, property } = f;
    const rehab = property.arv ? rng.int(10, 120) * 1000 : 0;
    const rows: SheetCell[][] = [
      ['LOAN SIZING', null, null],
      ['Borrower', f.entity ? `${f.entity.name} / ${fullName(f.borrower, false)}` : fullName(f.borrower, false), null],
      ['Property', `${property.address.street}${property.address.unit ? ` ${property.address.unit}` : ''}, ${property.address.city}, ${property.address.state} ${property.address.zip}`, null],
      [],
      ['Input', 'Amount', 'Pct'],
    ];
    if (f.entity) s.add('entity_name');
    if (property.purchasePrice) rows.push(['Purchase Price', property.purchasePrice, null]);
    const showValue = rng.chance(0.7);
    if (showValue) { rows.push(['As-Is Value', property.value, null]); s.add('property_value'); }
    if (rehab) rows.push(['Rehab Budget', rehab, null]);
    if (property.arv) rows.push(['ARV', property.arv, null]);
    rows.push(['Max LTC', null, rng.pick([0.85, 0.9])], ['Max LTV (as-is)', null, rng.pick([0.7, 0.75])]);
    if (property.arv) rows.push(['Max LTARV', null, rng.pick([0.65, 0.7, 0.75])]);
    rows.push([], ['OUTPUT', null, null], ['Loan Amount', loan.amount, null], ['Note Rate', null, loan.rate / 100], ['Term (months)', loan.termMonths, null]);
    rows.push(['Monthly Interest (IO)', Math.round((loan.amount * loan.rate) / 1200 * 100) / 100, null]);
    if (loan.originationPoints !== undefined) { rows.push(['Origination', Math.round(loan.amount * loan.originationPoints) / 100, loan.originationPoints / 100]); s.add('origination_points'); }
    if (loan.brokerPoints !== undefined && rng.chance(0.7)) { rows.push(['Broker Fee', Math.round(loan.amount * loan.brokerPoints) / 100, loan.brokerPoints / 100]); s.add('broker_points'); }
    if (rng.chance(0.5)) { rows.push(['Product', loanTypeWords(rng, loan.type), null]); s.add('loan_type'); }
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: [{ name: rng.pick(['Sizer', 'Calc', 'Sizing']), rows, percentColumns: [2] }], truth: truthOf(f, s.list()) };
  },
};

export const sheetFamilies: Family[] = [labelValue, oneRow, sizing];
