// The deal form's label of each field AI extraction may fill, for the review step and the population toasts.
import type { DealFormField } from '@core/deals/form-fields';

export const FIELD_LABELS: Record<DealFormField, string> = {
  borrower_type: 'Borrower Type',
  borrower_first_name: 'First Name',
  borrower_last_name: 'Last Name',
  borrower_email: 'Email',
  borrower_phone: 'Phone',
  borrower_date_of_birth: 'Borrower Date of Birth',
  co_borrower_date_of_birth: 'Co-Borrower Date of Birth',
  entity_name: 'Entity Name',
  entity_type: 'Entity Type',
  authorized_signatory_name: 'Authorized Signatory Name',
  authorized_signatory_title: 'Authorized Signatory Title',
  ein: 'EIN',
  credit_score: 'Credit Score',
  property_address: 'Property Address',
  property_type: 'Property Type',
  property_value: 'Property Value',
  loan_amount: 'Loan Amount',
  loan_type: 'Loan Type',
  loan_purpose: 'Loan Purpose',
  loan_term: 'Loan Term (months)',
  interest_rate: 'Interest Rate (%)',
  estimated_closing_date: 'Estimated Closing Date',
  origination_points: 'Origination Points',
  discount_points: 'Discount Points',
  broker_points: 'Broker Points',
  loan_doc_fee: 'Loan Doc Fee',
  admin_fee: 'Admin Fee',
  processing_fee: 'Processing Fee',
  prepayment_penalty: 'Prepayment Penalty',
  prepayment_terms: 'Prepayment Terms (months)',
  exit_strategy: 'Exit Strategy',
  loan_number: 'Loan Number',
  notes: 'Notes',
};

/** The form's label, or the field name in words for a field the form does not have. */
export function fieldLabel(field: string): string {
  return (
    (FIELD_LABELS as Record<string, string | undefined>)[field] ??
    field
      .split('_')
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  );
}
