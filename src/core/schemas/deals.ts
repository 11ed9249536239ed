// Deal schemas shared by POST/PATCH /api/deals, their responses and the deal form (DESIGN §2, §5).
// Column names are the deal columns of SPEC §3; money is a number, never text.

import { z } from 'zod';
import { BORROWER_TYPES, DEAL_STATUSES } from '../deals/form-fields';
import { DEAL_VALIDATION_MESSAGES, validateDeal } from '../deals/validation';

const MAX_MONEY = 1_000_000_000; // far above any private loan; keeps numeric columns and sums finite
const MIN_POSITIVE_MONEY = 0.01; // a cent: money is stored with two decimals, so less would be saved as 0
const MAX_TERM_MONTHS = 600;
const MAX_RATE_PERCENT = 100;
/** The largest LTV kept (the column holds 7 digits before the point); a larger one is a typing error. */
export const MAX_LTV_PERCENT = 100_000;

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number) => text(max).min(1);
const money = () => z.number().nonnegative().max(MAX_MONEY);
const positiveMoney = () => z.number().min(MIN_POSITIVE_MONEY).max(MAX_MONEY);

const m = DEAL_VALIDATION_MESSAGES;

/** Columns every deal has, in the order of SPEC §5's submission rules so the first error is the spec's first. */
const requiredColumns = {
  loan_type: z.string({ error: m.loanType }).trim().min(1, m.loanType).max(50),
  loan_amount: z.number({ error: m.loanAmount }).min(MIN_POSITIVE_MONEY, m.loanAmount).max(MAX_MONEY),
  borrower_type: z.enum(BORROWER_TYPES, { error: m.borrowerType }),
  property_address: z.string({ error: m.propertyAddress }).trim().min(1, m.propertyAddress).max(500),
  borrower_name: z.string({ error: 'Borrower name is required' }).trim().min(1, 'Borrower name is required').max(200),
};

/** Optional columns: null in a stored deal when unknown. */
const optionalColumns = {
  borrower_first_name: text(100).nullable(),
  borrower_last_name: text(100).nullable(),
  borrower_email: text(254).nullable(),
  borrower_phone: text(40).nullable(),
  entity_name: text(200).nullable(),
  entity_type: text(100).nullable(),
  authorized_signatory_name: text(200).nullable(),
  authorized_signatory_title: text(100).nullable(),
  ein: text(20).nullable(),
  property_type: text(100).nullable(),
  loan_purpose: text(100).nullable(),
  loan_term_months: z.number().int().positive().max(MAX_TERM_MONTHS).nullable(),
  interest_rate: z.number().positive().max(MAX_RATE_PERCENT).nullable(),
  purchase_price: positiveMoney().nullable(),
  ltv_ratio: z.number().nonnegative().max(MAX_LTV_PERCENT).nullable(),
  monthly_payment_calculated: money().nullable(),
  estimated_closing_date: z.iso.date().nullable(),
  loan_origination_fee: money().nullable(),
  loan_discount_fee: money().nullable(),
  broker_fee: money().nullable(),
  loan_doc_fee: money().nullable(),
  admin_fee: money().nullable(),
  processing_fee: money().nullable(),
};

/** Form values without a deal column: the server writes them into the deal's note (SPEC §3), as text. */
export const dealNoteFieldsSchema = z.strictObject({
  loan_number: text(20).optional(),
  borrower_date_of_birth: text(40).optional(),
  co_borrower_date_of_birth: text(40).optional(),
  credit_score: text(20).optional(),
  origination_points: text(20).optional(),
  discount_points: text(20).optional(),
  broker_points: text(20).optional(),
  prepayment_penalty: text(200).optional(),
  prepayment_terms: text(200).optional(),
  exit_strategy: text(200).optional(),
  loi_sent: z.boolean().optional(),
  loi_date: text(40).optional(),
  doc_drawn: z.boolean().optional(),
  doc_draw_date: text(40).optional(),
  notary_scheduled: z.boolean().optional(),
  notary_name: text(200).optional(),
  notary_date: text(40).optional(),
  docusign_status: text(50).optional(),
  final_signed_docs_received: z.boolean().optional(),
  notes: text(10_000).optional(),
});
export type DealNoteFields = z.infer<typeof dealNoteFieldsSchema>;

/** The borrower's name when none is given: the person's first and last name, or the entity's name. */
export function derivedBorrowerName(deal: {
  borrower_first_name?: string | null | undefined;
  borrower_last_name?: string | null | undefined;
  entity_name?: string | null | undefined;
}): string {
  const person = [deal.borrower_first_name, deal.borrower_last_name].filter(Boolean).join(' ');
  return (person || deal.entity_name || '').slice(0, 200);
}

/**
 * Body of POST /api/deals: what buildDealRecord produces. Stage, status and id are set by the server;
 * borrower_name may be left out when the first and last name (or the entity name) say it.
 */
export const dealCreateSchema = z
  .strictObject({
    ...requiredColumns,
    borrower_name: requiredColumns.borrower_name.optional(),
    ...z.object(optionalColumns).partial().shape,
    note_fields: dealNoteFieldsSchema.optional(),
  })
  .superRefine((deal, ctx) => {
    // Rules 5 and 6 of SPEC §5, for callers of the API who did not go through the form.
    const issue = validateDeal({
      loan_type: deal.loan_type,
      loan_amount: String(deal.loan_amount),
      borrower_type: deal.borrower_type,
      property_address: deal.property_address,
      borrower_first_name: deal.borrower_first_name ?? '',
      borrower_last_name: deal.borrower_last_name ?? '',
      entity_name: deal.entity_name ?? '',
    });
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: [] });
    else if (!deal.borrower_name && !derivedBorrowerName(deal)) {
      ctx.addIssue({ code: 'custom', message: 'Borrower name is required', path: ['borrower_name'] });
    }
  })
  .transform((deal) => ({ ...deal, borrower_name: deal.borrower_name || derivedBorrowerName(deal) }));
export type DealCreateInput = z.infer<typeof dealCreateSchema>;

const workflowColumns = {
  stage: requiredText(50),
  status: z.enum(DEAL_STATUSES),
  assigned_officer_id: text(100).nullable(),
};

/** Body of PATCH /api/deals/{id}: any editable column; at least one. */
export const dealUpdateSchema = z
  .strictObject(z.object({ ...requiredColumns, ...optionalColumns, ...workflowColumns }).partial().shape)
  .refine((changes) => Object.keys(changes).length > 0, { message: 'Nothing to update' });
export type DealUpdateInput = z.infer<typeof dealUpdateSchema>;

/**
 * A deal as the API returns it. The server converts numeric columns to numbers (node-postgres reads numeric as
 * text) and timestamps to ISO 8601 text; application_date is 'YYYY-MM-DD'.
 */
export const dealSchema = z.object({
  id: requiredText(100),
  organization_id: requiredText(100),
  ...requiredColumns,
  ...optionalColumns,
  ...workflowColumns,
  application_date: z.iso.date(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Deal = z.infer<typeof dealSchema>;

/**
 * A deal as lists and the board show it (GET /api/deals): what a row or a card displays, sorts and filters
 * by. A tenth of the whole deal's bytes, which matters when a pipeline of thousands scrolls past; the whole
 * deal is GET /api/deals/{id}.
 */
export const dealListItemSchema = dealSchema.pick({
  id: true,
  borrower_name: true,
  borrower_email: true,
  property_address: true,
  loan_amount: true,
  loan_type: true,
  interest_rate: true,
  stage: true,
  status: true,
  estimated_closing_date: true,
  assigned_officer_id: true,
  created_at: true,
  updated_at: true,
});
export type DealListItem = z.infer<typeof dealListItemSchema>;
