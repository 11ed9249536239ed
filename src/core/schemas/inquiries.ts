import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max).nullable().optional();
const money = z.number().positive().max(1_000_000_000).nullable().optional();

/** A new lead taken by staff (phone call, walk-in): it waits in the Inquiries queue for approval. */
export const pendingInquiryCreateSchema = z.strictObject({
  borrower_name: text(200),
  borrower_email: z.union([z.email('Enter a valid email address.'), z.literal(''), z.null()]).optional(),
  borrower_phone: text(40),
  property_address: text(500),
  loan_amount: money,
  property_value: money,
  loan_type: text(50),
  loan_purpose: text(100),
  loan_term_months: z.number().int().positive().max(600).nullable().optional(),
  referral_source: text(200),
  referral_contact_info: text(500),
  notes: text(10_000),
});
export type PendingInquiryCreate = z.infer<typeof pendingInquiryCreateSchema>;

/** Brokers' systems (POST /api/inquiries/intake): the inquiry and its attachments, base64-encoded. */
export const inquiryIntakeSchema = pendingInquiryCreateSchema.extend({
  attachments: z
    .array(z.strictObject({ file_name: z.string().trim().min(1).max(255), content_base64: z.string().min(1).max(34 * 1024 * 1024) }))
    .max(5, 'Attach at most 5 files.')
    .optional(),
});
