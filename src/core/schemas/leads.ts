import { z } from 'zod';

export const LEAD_SOURCES = ['referral', 'website_form', 'broker', 'event', 'import', 'campaign'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'application_sent', 'converted', 'lost'] as const;
/** What a person may set by hand: 'converted' comes only from converting the lead into a deal. */
export const SETTABLE_LEAD_STATUSES = ['new', 'contacted', 'qualified', 'application_sent', 'lost'] as const;
export const LEAD_ACTIVITY_KINDS = ['call', 'email', 'note'] as const;
export const LEAD_SORTS = ['created_desc', 'created_asc', 'name', 'score_desc', 'follow_up'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  referral: 'Referral',
  website_form: 'Website form',
  broker: 'Broker',
  event: 'Event',
  import: 'Import',
  campaign: 'Campaign',
};
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  application_sent: 'Application sent',
  converted: 'Converted',
  lost: 'Lost',
};

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const email = z.union([z.email('Enter a valid email address.'), z.literal(''), z.null()]).optional();

/** The loan a lead wants: shared by the staff form, the public capture form and the API. */
const loanFields = {
  loan_type: optionalText(100),
  loan_amount: z.number('Enter the loan amount as a number.').positive('The loan amount must be more than zero.').max(1e11).nullable().optional(),
  property_address: optionalText(300),
  timeline: optionalText(100),
};

export const leadCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  company: optionalText(200),
  email,
  phone: optionalText(40),
  source: z.enum(LEAD_SOURCES, 'Choose a source.'),
  ...loanFields,
  owner_id: z.string().min(1).max(100).nullable().optional(),
  score: z.number().int().min(0, 'The score is between 0 and 100.').max(100, 'The score is between 0 and 100.').optional(),
  tags: z.array(z.string().trim().min(1).max(50)).max(20, 'At most 20 tags.').optional(),
  notes: optionalText(5000),
  next_follow_up: z.union([z.iso.date('Enter the follow-up date as YYYY-MM-DD.'), z.null()]).optional(),
});
export type LeadCreateInput = z.infer<typeof leadCreateSchema>;

export const leadUpdateSchema = leadCreateSchema
  .extend({
    status: z.enum(SETTABLE_LEAD_STATUSES, 'Choose a status.'),
    lost_reason: optionalText(500),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
  .refine((v) => v.status !== 'lost' || Boolean(v.lost_reason?.trim()), {
    message: 'Give a reason the lead was lost.',
    path: ['lost_reason'],
  });
export type LeadUpdateInput = z.infer<typeof leadUpdateSchema>;

export const leadListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  owner_id: z.string().max(100).optional(),
  tag: z.string().trim().max(50).optional(),
  sort: z.enum(LEAD_SORTS).default('created_desc'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  cursor: z.string().regex(/^\d{1,7}$/, 'The cursor is invalid.').optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadActivityCreateSchema = z.strictObject({
  kind: z.enum(LEAD_ACTIVITY_KINDS, 'Choose call, e-mail or note.'),
  body: z.string().trim().min(1, 'Write what happened.').max(5000),
});
export type LeadActivityInput = z.infer<typeof leadActivityCreateSchema>;

export const leadAssignmentSchema = z.strictObject({ lead_assignment: z.enum(['manual', 'round_robin']) });

/** The public capture form: what a visitor may tell us, plus the honeypot a person never fills. */
export const publicLeadFormSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  company: optionalText(200),
  email: z.email('Enter a valid email address.'),
  phone: optionalText(40),
  ...loanFields,
  message: optionalText(2000),
  website: z.string().max(200).optional(),
});
export type PublicLeadFormInput = z.infer<typeof publicLeadFormSchema>;

export const leadConvertSchema = z.strictObject({ deal_id: z.string().min(1).max(40) });

/** The lead fields a CSV column can be mapped to (the import's "field mappings"). */
export const LEAD_IMPORT_FIELDS = [
  'name', 'company', 'email', 'phone', 'source', 'loan_type', 'loan_amount', 'property_address', 'timeline', 'score', 'tags', 'notes', 'next_follow_up',
] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];
export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  name: 'Name', company: 'Company', email: 'Email', phone: 'Phone', source: 'Source', loan_type: 'Loan type', loan_amount: 'Loan amount',
  property_address: 'Property', timeline: 'Timeline', score: 'Score', tags: 'Tags', notes: 'Notes', next_follow_up: 'Next follow-up',
};
export const LEAD_IMPORT_MAX_ROWS = 5000;

/** Rows already mapped to lead fields (text as in the file), in file order; nothing is imported unless every row is valid. */
export const leadImportSchema = z.strictObject({
  rows: z
    .array(z.partialRecord(z.enum(LEAD_IMPORT_FIELDS), z.string().max(5000)))
    .min(1, 'The file has no rows to import.')
    .max(LEAD_IMPORT_MAX_ROWS, `At most ${LEAD_IMPORT_MAX_ROWS} rows per import.`),
  dry_run: z.boolean().optional(),
});
export type LeadImportInput = z.infer<typeof leadImportSchema>;

/** One imported row's text as a lead to create; the source is 'import' unless the file names a known one. */
export function leadFromImportRow(row: LeadImportInput['rows'][number]): unknown {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  const number = (v: string | undefined) => (v?.trim() ? Number(v.replace(/[$,\s]/g, '')) : null);
  const source = text(row.source)?.toLowerCase().replace(/\s+/g, '_');
  return {
    name: row.name?.trim() ?? '',
    company: text(row.company),
    email: text(row.email),
    phone: text(row.phone),
    source: source && (LEAD_SOURCES as readonly string[]).includes(source) ? source : source ? row.source : 'import',
    loan_type: text(row.loan_type),
    loan_amount: number(row.loan_amount),
    property_address: text(row.property_address),
    timeline: text(row.timeline),
    score: number(row.score) ?? undefined,
    tags: (row.tags ?? '').split(/[;,]/).map((t) => t.trim()).filter(Boolean),
    notes: text(row.notes),
    next_follow_up: text(row.next_follow_up),
  };
}

export const LEAD_VIEW_MODES = ['table', 'board'] as const;
export type LeadViewMode = (typeof LEAD_VIEW_MODES)[number];
export const LEAD_VIEW_NAME_MAX = 80;
/** How many views one person may save; past it they delete one first. */
export const LEAD_VIEWS_PER_PERSON = 50;

/** What a saved view keeps of the Leads page: its filters, search and sort (the list query without paging). */
export const leadViewFiltersSchema = z.strictObject({
  q: z.string().trim().max(200, 'The search has at most 200 characters.').optional(),
  status: z.enum(LEAD_STATUSES, 'Choose a status.').optional(),
  source: z.enum(LEAD_SOURCES, 'Choose a source.').optional(),
  owner_id: z.string().max(100).optional(),
  tag: z.string().trim().max(50).optional(),
  sort: z.enum(LEAD_SORTS, 'Choose a sort order.').optional(),
});
export type LeadViewFilters = z.infer<typeof leadViewFiltersSchema>;

const leadViewFields = {
  name: z
    .string('Name the view.')
    .trim()
    .min(1, 'Name the view.')
    .max(LEAD_VIEW_NAME_MAX, `A view's name has at most ${LEAD_VIEW_NAME_MAX} characters.`),
  filters: leadViewFiltersSchema,
  mode: z.enum(LEAD_VIEW_MODES, 'Choose table or board.'),
  /** Seen by everyone in the organization who works leads (administrators only). */
  shared: z.boolean().optional(),
};

/** Save the page as it is under a name (the Save View form and POST /api/lead-views). */
export const leadViewCreateSchema = z.strictObject(leadViewFields);
export type LeadViewCreateInput = z.infer<typeof leadViewCreateSchema>;

/** Rename, update to the page as it is now, or share (PATCH /api/lead-views/:id). */
export const leadViewUpdateSchema = z
  .strictObject(leadViewFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type LeadViewUpdateInput = z.infer<typeof leadViewUpdateSchema>;
