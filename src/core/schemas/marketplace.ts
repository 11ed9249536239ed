// Marketplace API shapes (issue 20): listings of a deal shopped to capital providers, their quotes, passes and
// questions. One schema serves the forms and the server.
import { z } from 'zod';

export const LISTING_STATUSES = ['draft', 'open', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const RECIPIENT_STATUSES = ['sent', 'quoted', 'passed', 'accepted', 'declined'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = { draft: 'Draft', open: 'Sent', closed: 'Closed' };
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, string> = {
  sent: 'Waiting',
  quoted: 'Quoted',
  passed: 'Passed',
  accepted: 'Accepted',
  declined: 'Not chosen',
};

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).nullable();
const optionalNumber = (label: string, max: number) =>
  z.number(`Enter the ${label} as a number.`).nonnegative(`The ${label} cannot be negative.`).max(max, `The ${label} is too large.`).nullable();

export const teaserSchema = z.strictObject({
  headline: z.string().trim().min(1, 'The headline is required.').max(200, 'At most 200 characters.'),
  loan_amount: optionalNumber('loan amount', 1e9),
  ltv: optionalNumber('LTV', 1000),
  loan_type: optionalText(100),
  loan_purpose: optionalText(100),
  property_type: optionalText(100),
  city: optionalText(100),
  state: optionalText(50),
  term_months: z.number('Enter the term in months.').int('Enter the term in whole months.').positive('The term must be at least a month.').max(600, 'The term is at most 600 months.').nullable(),
  fico_band: optionalText(50),
  exit_strategy: optionalText(500),
  borrower_experience: optionalText(1000),
  summary: z.string().trim().max(5000, 'At most 5000 characters.'),
});

const disclosureFields = {
  share_borrower_name: z.boolean(),
  share_borrower_contact: z.boolean(),
  share_street_address: z.boolean(),
};

export const listingCreateSchema = z.strictObject({ deal_id: z.string().trim().min(1, 'Choose a deal.').max(100) });
export const listingUpdateSchema = z.strictObject({ teaser: teaserSchema, ...disclosureFields }).partial();
export type ListingUpdateInput = z.infer<typeof listingUpdateSchema>;
export const listingListQuerySchema = z.object({ deal_id: z.string().min(1).max(100).optional() });

export const listingSendSchema = z
  .strictObject({
    contact_ids: z.array(z.uuid('Unknown capital provider.')).max(100).default([]),
    user_ids: z.array(z.string().min(1).max(100)).max(100).default([]),
  })
  .refine((s) => s.contact_ids.length + s.user_ids.length > 0, { message: 'Choose at least one capital provider.' });
export type ListingSendInput = z.infer<typeof listingSendSchema>;

export const quoteInputSchema = z.strictObject({
  rate_percent: z.number('Enter the rate as a number.').positive('The rate must be more than 0%.').max(100, 'The rate is at most 100%.'),
  points: z.number('Enter the points as a number.').nonnegative('Points cannot be negative.').max(20, 'At most 20 points.'),
  term_months: z.number('Enter the term in months.').int('Enter the term in whole months.').positive('The term must be at least a month.').max(600, 'The term is at most 600 months.'),
  max_ltv_percent: z.number('Enter the maximum LTV as a number.').positive('The maximum LTV must be more than 0%.').max(100, 'The maximum LTV is at most 100%.').nullable(),
  max_loan_amount: z.number('Enter the maximum loan amount as a number.').positive('The maximum loan amount must be more than $0.').max(1e9, 'The maximum loan amount is too large.').nullable(),
  fees: z.number('Enter the fees as a number.').nonnegative('Fees cannot be negative.').max(1e8, 'The fees are too large.'),
  conditions: z.string().trim().max(5000, 'At most 5000 characters.'),
  expires_on: z.iso.date('Enter the expiry as a date.'),
});
export type QuoteInput = z.infer<typeof quoteInputSchema>;

export const passInputSchema = z.strictObject({ reason: z.string().trim().min(1, 'Say why you pass.').max(1000, 'At most 1000 characters.') });
export const messageInputSchema = z.strictObject({ body: z.string().trim().min(1, 'Write a message.').max(5000, 'At most 5000 characters.') });
export const staffMessageInputSchema = messageInputSchema.extend({ recipient_id: z.uuid('Choose whose question you answer.') });

export const tokenQuerySchema = z.object({ token: z.string().max(500).optional() });
export const uuidParams = (what: string) => z.object({ id: z.uuid(`${what} not found.`) });
