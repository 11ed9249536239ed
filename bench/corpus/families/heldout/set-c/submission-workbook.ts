// A broker's label/value submission workbook: a lender's intake template filled in by hand — labels in column B,
// answers in column D, section rows, and a separate column for percentages.
import { truthOf } from '../../../truth';
import type { Family, SheetCell, TruthField } from '../../../types';
import { dateText, einText, exitWords, loanTypeWords, phoneText, propertyTypeWords, purposeWords, utcDate } from './fmt';

export const submissionWorkbook: Family = {
  id: 'hc-submission-workbook',
  description: 'Broker-filled lender intake workbook: labels in column B, values in column D, section rows, a percent column.',
  formats: ['xlsx', 'xls'],
  make(facts, rng) {
    const { borrower, entity, property, loan, broker } = facts;
    const fields: TruthField[] = [];
    const rows: SheetCell[][] = [];
    const blank = (): SheetCell[] => [null, null, null, null, null];
    const section = (title: string) => { rows.push(blank()); rows.push([title, null, null, null, null]); };
    const line = (label: string, value: SheetCell, f: TruthField[] = [], percent: number | null = null, note: string | null = null) => {
      rows.push([null, label, note, value, percent]);
      fields.push(...f);
    };
    rows.push([rng.pick(['LOAN SUBMISSION FORM', 'New Deal Intake', 'Scenario Submission']), null, null, null, null]);
    rows.push([null, 'Submitted by', null, `${broker.contact.first} ${broker.contact.last} - ${broker.name}`, null]);
    rows.push([null, 'Broker phone', null, phoneText(broker.contact.phone, rng), null]);
    rows.push([null, 'Date submitted', null, utcDate(facts.documentDate), null]);
    rows.push([null, null, null, 'Value', '%']);

    section('1. BORROWER / GUARANTOR');
    if (entity) {
      line('Borrowing entity', entity.name, ['entity_name']);
      if (entity.ein) line('Entity EIN', einText(entity.ein), ['ein']);
      line('State of formation', entity.stateOfFormation);
      line('Guarantor name', `${borrower.first} ${borrower.last}`, ['borrower_first_name', 'borrower_last_name']);
      if (rng.chance(0.6)) line("Guarantor's title", entity.signatoryTitle, ['authorized_signatory_name', 'authorized_signatory_title']);
    } else {
      line('Borrower first name', borrower.first, ['borrower_first_name']);
      line('Borrower last name', borrower.last, ['borrower_last_name']);
    }
    if (rng.chance(0.8)) line('Mobile', phoneText(borrower.phone, rng), ['borrower_phone']);
    if (rng.chance(0.8)) line('E-mail', borrower.email, ['borrower_email']);
    if (rng.chance(0.5)) line('Date of birth', rng.chance(0.5) ? utcDate(borrower.dob) : dateText(borrower.dob, 'us'), ['borrower_date_of_birth']);
    line('Est. FICO', borrower.creditScore, ['credit_score'], null, rng.pick(['tri-merge pulled', 'self-reported', 'soft pull']));

    section('2. SUBJECT PROPERTY');
    line('Street', `${rng.chance(0.5) ? property.address.streetLong : property.address.street}${property.address.unit ? ` ${property.address.unit}` : ''}`, ['property_address']);
    line('City / State / Zip', `${property.address.city}, ${property.address.state} ${property.address.zip}`);
    line('Property type', propertyTypeWords(facts, rng), ['property_type']);
    if (property.squareFeet) line('GLA (sq ft)', property.squareFeet);
    if (rng.chance(0.8)) line(rng.pick(['As-is value', 'Estimated current value']), property.value, ['property_value'], null, rng.pick(['per BPO', 'broker opinion', 'per Zillow/comps']));
    if (property.purchasePrice) line('Purchase price', property.purchasePrice);
    if (property.arv) line('After-repair value', property.arv, [], null, 'per contractor budget + comps');

    section('3. LOAN REQUEST');
    line('Loan program', loanTypeWords(loan.type, rng), ['loan_type']);
    if (loan.purpose && rng.chance(0.7)) line('Purpose', purposeWords(loan.purpose, rng), ['loan_purpose']);
    line('Requested loan amount', loan.amount, ['loan_amount'], property.value ? Number((loan.amount / property.value).toFixed(4)) : null, 'LTV in % column');
    line('Rate quoted', null, ['interest_rate'], Number((loan.rate / 100).toFixed(6)));
    line('Term (months)', loan.termMonths, ['loan_term']);
    if (loan.originationPoints !== undefined) line('Lender origination', Math.round(loan.amount * loan.originationPoints) / 100, ['origination_points'], Number((loan.originationPoints / 100).toFixed(6)));
    if (loan.brokerPoints !== undefined) line('Broker compensation', Math.round(loan.amount * loan.brokerPoints) / 100, ['broker_points'], Number((loan.brokerPoints / 100).toFixed(6)));
    if (loan.processingFee !== undefined && rng.chance(0.7)) line('Processing fee', loan.processingFee, ['processing_fee']);
    if (rng.chance(0.6)) line('Prepayment penalty', loan.prepayment.penalty ? `Yes - ${loan.prepayment.terms ?? ''}` : 'No', ['prepayment_penalty', 'prepayment_terms']);
    if (loan.exit) line('Exit strategy', exitWords(loan.exit, rng), ['exit_strategy']);
    if (rng.chance(0.8)) line('Target closing', utcDate(loan.closingDate), ['estimated_closing_date']);

    // The LTV line's % is not a truth value, but it must not collide with a rate: keep it a ratio.
    const sheet = { name: rng.pick(['Submission', 'Intake', 'Deal']), rows, percentColumns: [4] };
    const extra = { name: 'Notes', rows: [['Broker notes'], [rng.pick(['Borrower is a repeat client with 6 completed projects.', 'Seller credit of $5,000 at closing.', 'Please send term sheet to broker only.'])]] as SheetCell[][] };
    return { kind: 'sheet', documentType: 'Broker Submission Sheet', sheets: rng.chance(0.5) ? [sheet, extra] : [sheet], truth: truthOf(facts, fields) };
  },
};
