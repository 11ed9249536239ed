// API shapes of the review queues (issue 14): Email Files, Borrower Updates, Inquiries. Shared by server and forms.
import { z } from 'zod';

const reason = z.string().trim().min(1, 'Enter a reason.').max(1000);

export const rejectBodySchema = z.strictObject({ reason });
export type RejectBody = z.infer<typeof rejectBodySchema>;

export const assignFileBodySchema = z.strictObject({ deal_id: z.string().trim().min(1, 'Choose a deal.').max(40) });
export const cleanupBodySchema = z.strictObject({ deal_id: z.string().trim().min(1, 'Choose a deal.').max(40) });

export interface PendingFileView {
  id: string;
  deal_id: string | null;
  deal_property_address: string | null;
  file_name: string;
  file_type: string;
  file_size: number;
  email_from: string | null;
  status: 'pending' | 'approved' | 'rejected';
  created_at: string;
}

export interface EmailLogView {
  id: string;
  message_id: string | null;
  email_from: string | null;
  subject: string | null;
  status: string;
  deal_id: string | null;
  attachment_count: number;
  details: { refused?: { file_name: string; reason: string }[]; recipients?: string[]; stored?: number; text?: string; error?: string } | null;
  created_at: string;
}

// ---------------------------------------------------------------------------------------------
// Borrower updates

export const borrowerUpdateRequestCreateSchema = z.strictObject({
  deal_id: z.string().trim().min(1).max(40),
  borrower_email: z.email('Enter a valid email address.').max(254).optional(),
});
export type BorrowerUpdateRequestCreate = z.infer<typeof borrowerUpdateRequestCreateSchema>;

const field = (max: number) => z.string().trim().max(max).optional();
const amount = z.number().positive('Enter an amount above 0.').max(1_000_000_000).optional();

/** What a borrower may update (the public form at /borrower-update/{dealId}). Empty fields mean "no change". */
export const borrowerUpdateDataSchema = z.strictObject({
  borrower_phone: field(40),
  borrower_email: z.union([z.email('Enter a valid email address.'), z.literal('')]).optional(),
  mailing_address: field(500),
  employer: field(200),
  job_title: field(200),
  annual_income: amount,
  property_type: field(100),
  occupancy: z.enum(['', 'Owner occupied', 'Second home', 'Investment / rental', 'Vacant']).optional(),
  insurance_company: field(200),
  insurance_policy_number: field(100),
  insurance_expiration: z.union([z.iso.date('Enter a date.'), z.literal('')]).optional(),
  requested_loan_amount: amount,
  requested_loan_term_months: z.number().int().positive().max(600).optional(),
  requested_loan_purpose: field(100),
  notes: field(5000),
});
export type BorrowerUpdateData = z.infer<typeof borrowerUpdateDataSchema>;

/** A stored document uploaded with a submission. */
export interface SubmittedDocument {
  file_name: string;
  file_path: string;
  file_type: string;
  file_size: number;
}

/** SPEC §7: POST /api/functions/borrower-update. */
export const borrowerUpdateFunctionSchema = z.strictObject({
  action: z.enum(['approve_submission', 'reject_submission']),
  submissionId: z.uuid('Submission not found.'),
  reviewNotes: z.string().trim().max(5000).optional().nullable(),
  reviewedBy: z.string().max(100).optional().nullable(),
});
export type BorrowerUpdateFunctionBody = z.infer<typeof borrowerUpdateFunctionSchema>;

// ---------------------------------------------------------------------------------------------
// Inquiries

export const inquiryConvertedSchema = z.strictObject({ deal_id: z.string().trim().min(1).max(40) });
