// What approving a borrower's update does to the deal: fields with a deal column change it, the rest is
// written into a deal note (SPEC §3 keeps form values without a column as note text).
import type { BorrowerUpdateData } from '../schemas/review';

export interface DealColumnChanges {
  borrower_phone?: string;
  borrower_email?: string;
  property_type?: string;
  loan_amount?: number;
  loan_term_months?: number;
  loan_purpose?: string;
}

const NOTE_LABELS: [keyof BorrowerUpdateData, string][] = [
  ['mailing_address', 'Mailing address'],
  ['employer', 'Employer'],
  ['job_title', 'Job title'],
  ['annual_income', 'Annual income'],
  ['occupancy', 'Occupancy'],
  ['insurance_company', 'Insurance company'],
  ['insurance_policy_number', 'Insurance policy number'],
  ['insurance_expiration', 'Insurance expiration'],
  ['notes', 'Borrower notes'],
];

const present = <T>(value: T | undefined | null | ''): value is T => value !== undefined && value !== null && value !== '';

/** The deal columns the submission changes (empty answers change nothing). */
export function dealChangesOf(data: BorrowerUpdateData): DealColumnChanges {
  const changes: DealColumnChanges = {};
  if (present(data.borrower_phone)) changes.borrower_phone = data.borrower_phone;
  if (present(data.borrower_email)) changes.borrower_email = data.borrower_email.toLowerCase();
  if (present(data.property_type)) changes.property_type = data.property_type;
  if (present(data.requested_loan_amount)) changes.loan_amount = data.requested_loan_amount;
  if (present(data.requested_loan_term_months)) changes.loan_term_months = data.requested_loan_term_months;
  if (present(data.requested_loan_purpose)) changes.loan_purpose = data.requested_loan_purpose;
  return changes;
}

/** The note text for answers without a deal column, or null when there are none. */
export function borrowerUpdateNote(data: BorrowerUpdateData): string | null {
  const lines = NOTE_LABELS.filter(([key]) => present(data[key])).map(([key, label]) => `${label}: ${String(data[key])}`);
  return lines.length ? `Borrower update:\n${lines.join('\n')}` : null;
}

/** Each answered field with its label, for showing a submission against the deal. */
export const SUBMISSION_FIELD_LABELS: Record<keyof BorrowerUpdateData, string> = {
  borrower_phone: 'Phone',
  borrower_email: 'Email',
  mailing_address: 'Mailing address',
  employer: 'Employer',
  job_title: 'Job title',
  annual_income: 'Annual income',
  property_type: 'Property type',
  occupancy: 'Occupancy',
  insurance_company: 'Insurance company',
  insurance_policy_number: 'Insurance policy number',
  insurance_expiration: 'Insurance expiration',
  requested_loan_amount: 'Requested loan amount',
  requested_loan_term_months: 'Requested term (months)',
  requested_loan_purpose: 'Requested loan purpose',
  notes: 'Notes',
};

/** The deal column a submitted field is compared with, when it has one. */
export const SUBMISSION_DEAL_COLUMN: Partial<Record<keyof BorrowerUpdateData, keyof DealColumnChanges>> = {
  borrower_phone: 'borrower_phone',
  borrower_email: 'borrower_email',
  property_type: 'property_type',
  requested_loan_amount: 'loan_amount',
  requested_loan_term_months: 'loan_term_months',
  requested_loan_purpose: 'loan_purpose',
};
