import { z } from 'zod';
import { dealListItemSchema } from './deals';

export const DEAL_SORTS = [
  'created_at', '-created_at', 'loan_amount', '-loan_amount', 'estimated_closing_date', '-estimated_closing_date',
  'borrower_name', '-borrower_name', 'id', '-id', 'stage', '-stage',
] as const;

const isoDate = z.iso.date('Use a date written as YYYY-MM-DD.');

/** Filters of the deals list, its CSV export and the board (query string of GET /api/deals). */
export const dealListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  stage: z.string().max(50).optional(),
  status: z.string().max(50).optional(),
  loan_type: z.string().max(50).optional(),
  officer: z.string().max(100).optional(),
  closing_from: isoDate.optional(),
  closing_to: isoDate.optional(),
  sort: z.enum(DEAL_SORTS).default('-created_at'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().regex(/^\d{1,7}$/, 'The cursor is invalid.').optional(),
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

/** One page of GET /api/deals: the offset cursor of the next page (null at the end) and the list's total. */
export const dealListPageSchema = z.object({
  items: z.array(dealListItemSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type DealListPage = z.infer<typeof dealListPageSchema>;
