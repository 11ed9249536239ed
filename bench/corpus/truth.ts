// Facts → the truth strings of ../shared/fixtures/documents/README.md. A family lists the fields its document
// states; this writes them normalised, so every family agrees on what "right" means.
import type { Address, DealFacts, Truth, TruthField } from './types';

/** Plain decimal, no trailing zeros: 1250.50 → "1250.5". */
export function plainNumber(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function addressLine(address: Address): string {
  return `${address.street}${address.unit ? ` ${address.unit}` : ''}, ${address.city}, ${address.state} ${address.zip}`;
}

/** The normalised value of one field, or undefined when the deal has no such fact. */
export function truthValue(facts: DealFacts, field: TruthField): string | undefined {
  const { borrower, entity, property, loan } = facts;
  const n = (value: number | undefined) => (value === undefined ? undefined : plainNumber(value));
  switch (field) {
    case 'borrower_type': return entity ? 'Entity' : 'Individual';
    case 'borrower_first_name': return borrower.first;
    case 'borrower_last_name': return borrower.last;
    case 'borrower_email': return borrower.email.toLowerCase();
    case 'borrower_phone': return borrower.phone;
    case 'borrower_date_of_birth': return borrower.dob;
    case 'co_borrower_date_of_birth': return facts.coBorrower?.dob;
    case 'entity_name': return entity?.name;
    case 'entity_type': return entity?.type;
    case 'authorized_signatory_name': return entity ? `${borrower.first} ${borrower.last}` : undefined;
    case 'authorized_signatory_title': return entity?.signatoryTitle;
    case 'ein': return entity?.ein;
    case 'credit_score': return String(borrower.creditScore);
    case 'property_address': return addressLine(property.address);
    case 'property_type': return property.type;
    case 'property_value': return n(property.value);
    case 'loan_amount': return n(loan.amount);
    case 'loan_type': return loan.type;
    case 'loan_purpose': return loan.purpose;
    case 'loan_term': return String(loan.termMonths);
    case 'interest_rate': return n(loan.rate);
    case 'estimated_closing_date': return loan.closingDate;
    case 'origination_points': return n(loan.originationPoints);
    case 'discount_points': return n(loan.discountPoints);
    case 'broker_points': return n(loan.brokerPoints);
    case 'loan_doc_fee': return n(loan.docFee);
    case 'admin_fee': return n(loan.adminFee);
    case 'processing_fee': return n(loan.processingFee);
    case 'prepayment_penalty': return loan.prepayment.penalty ? 'Yes' : 'No';
    case 'prepayment_terms': return loan.prepayment.penalty ? loan.prepayment.terms : undefined;
    case 'exit_strategy': return loan.exit;
    case 'loan_number': return loan.loanNumber;
  }
}

/**
 * The truth of a document that states `fields`. borrower_type (and entity_type for an entity) are added whenever
 * the document identifies the borrower, as the fixtures' README requires; fields the deal lacks are left out.
 */
export function truthOf(facts: DealFacts, fields: readonly TruthField[]): Truth {
  const stated = new Set(fields);
  const identifiesBorrower = ['borrower_first_name', 'borrower_last_name', 'entity_name'].some((f) => stated.has(f as TruthField));
  if (identifiesBorrower) {
    stated.add('borrower_type');
    if (facts.entity && stated.has('entity_name')) stated.add('entity_type');
  }
  const truth: Truth = {};
  for (const field of stated) {
    const value = truthValue(facts, field);
    if (value !== undefined && value !== '') truth[field] = value;
  }
  return truth;
}
