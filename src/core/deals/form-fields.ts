// The deal form's fields and option lists (SPEC §3, §5, §9). The form, the save rules, the deal note and the
// AI extraction whitelist all read these lists, so a field is named in one place only.

import { DEFAULT_INTEREST_RATE, DEFAULT_LOAN_TERM_MONTHS } from '../limits';

/** Form fields that AI extraction may fill (SPEC §5 "a whitelist of about 31 form fields"; ours has 33). */
export const DEAL_FORM_FIELDS = [
  'borrower_type',
  'borrower_first_name',
  'borrower_last_name',
  'borrower_email',
  'borrower_phone',
  'borrower_date_of_birth',
  'co_borrower_date_of_birth',
  'entity_name',
  'entity_type',
  'authorized_signatory_name',
  'authorized_signatory_title',
  'ein',
  'credit_score',
  'property_address',
  'property_type',
  'property_value',
  'loan_amount',
  'loan_type',
  'loan_purpose',
  'loan_term',
  'interest_rate',
  'estimated_closing_date',
  'origination_points',
  'discount_points',
  'broker_points',
  'loan_doc_fee',
  'admin_fee',
  'processing_fee',
  'prepayment_penalty',
  'prepayment_terms',
  'exit_strategy',
  'loan_number',
  'notes',
] as const;
export type DealFormField = (typeof DEAL_FORM_FIELDS)[number];

/** Document-tracking text fields: form-only, never extracted. */
export const DOCUMENT_TRACKING_TEXT_FIELDS = [
  'loi_date',
  'doc_draw_date',
  'notary_name',
  'notary_date',
  'docusign_status',
] as const;

/** Document-tracking yes/no fields: form-only, never extracted; booleans because the form shows checkboxes. */
export const DOCUMENT_TRACKING_FLAGS = [
  'loi_sent',
  'doc_drawn',
  'notary_scheduled',
  'final_signed_docs_received',
] as const;
export type DocumentTrackingFlag = (typeof DOCUMENT_TRACKING_FLAGS)[number];

/**
 * Every value is the raw text of its input (that is what inputs, selects and extraction produce); the save rules
 * parse numbers and dates. Only the four yes/no trackers are booleans.
 */
export type DealFormValues = Record<DealFormField | (typeof DOCUMENT_TRACKING_TEXT_FIELDS)[number], string> &
  Record<DocumentTrackingFlag, boolean>;

export const BORROWER_TYPES = ['Individual', 'Entity'] as const;
export type BorrowerType = (typeof BORROWER_TYPES)[number];

export const ENTITY_TYPES = ['LLC', 'Corporation', 'Partnership', 'Trust'] as const;

export const PROPERTY_TYPES = [
  'Single Family',
  '2-4 Unit',
  'Condo',
  'Townhouse',
  'Multifamily (5+)',
  'Mixed Use',
  'Retail',
  'Office',
  'Industrial',
  'Land',
] as const;

/** The form's loan type dropdown (SPEC §9). */
export const FORM_LOAN_TYPES = ['Purchase', 'Refinance', 'Second Mortgage', 'Fix-and-Flip', 'Construction', 'Other'] as const;

/** Loan types AI extraction accepts (SPEC §5); a deal's loan_type may hold these too. */
export const AI_LOAN_TYPES = [
  'Purchase',
  'Refinance',
  'Cash Out Refi',
  'Second Mortgage',
  'Bridge Loan',
  'Fix & Flip',
  'Construction',
  'Commercial',
  'Land',
] as const;

/** Every value a deal's loan_type column may hold: the form's list, then the AI-only ones. */
export const ALL_LOAN_TYPES: readonly string[] = [...new Set<string>([...FORM_LOAN_TYPES, ...AI_LOAN_TYPES])];

export const LOAN_PURPOSES = ['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction'] as const;

export const LOAN_TERM_OPTIONS = [6, 9, 12, 18, 24, 36] as const;

export const EXIT_STRATEGIES = ['Sale', 'Refinance', 'Rental Hold', 'Other'] as const;

/** DocuSign envelope states, plus 'Not Sent' before an envelope exists. */
export const DOCUSIGN_STATUSES = ['Not Sent', 'Sent', 'Delivered', 'Completed', 'Declined', 'Voided'] as const;

export const DEAL_STATUSES = ['Active', 'On Hold', 'Closed', 'Dead'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/**
 * A private lender's pipeline. SPEC §4 fixes only the first stage; a lost deal keeps its stage and gets status
 * 'Dead', so there is no "Closed Lost" stage.
 */
export const DEFAULT_DEAL_STAGES = [
  'Structure',
  'Underwriting',
  'Appraisal',
  'Approved',
  'Docs Out',
  'Closing',
  'Funded',
] as const;

export const NEW_DEAL_STAGE = 'Structure';
export const NEW_DEAL_STATUS: DealStatus = 'Active';

export function emptyDealForm(): DealFormValues {
  return {
    borrower_type: 'Individual',
    borrower_first_name: '',
    borrower_last_name: '',
    borrower_email: '',
    borrower_phone: '',
    borrower_date_of_birth: '',
    co_borrower_date_of_birth: '',
    entity_name: '',
    entity_type: '',
    authorized_signatory_name: '',
    authorized_signatory_title: '',
    ein: '',
    credit_score: '',
    property_address: '',
    property_type: '',
    property_value: '',
    loan_amount: '',
    loan_type: '',
    loan_purpose: '',
    loan_term: String(DEFAULT_LOAN_TERM_MONTHS),
    // "default rate 0": shown as 0; the save rules store a rate only when above 0.
    interest_rate: String(DEFAULT_INTEREST_RATE),
    estimated_closing_date: '',
    origination_points: '',
    discount_points: '',
    broker_points: '',
    loan_doc_fee: '',
    admin_fee: '',
    processing_fee: '',
    prepayment_penalty: '',
    prepayment_terms: '',
    exit_strategy: '',
    loan_number: '',
    notes: '',
    loi_sent: false,
    loi_date: '',
    doc_drawn: false,
    doc_draw_date: '',
    notary_scheduled: false,
    notary_name: '',
    notary_date: '',
    docusign_status: '',
    final_signed_docs_received: false,
  };
}
