import { z } from 'zod';

export const PROSPECT_KINDS = ['property_owner', 'investor', 'broker'] as const;
export type ProspectKind = (typeof PROSPECT_KINDS)[number];
export const PROSPECT_KIND_LABELS: Record<ProspectKind, string> = { property_owner: 'Property owner', investor: 'Investor', broker: 'Broker' };

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const count = (label: string) =>
  z.number(`Enter the ${label} as a whole number.`).int(`Enter the ${label} as a whole number.`).min(0, `The ${label} cannot be negative.`).max(100_000);

/** One prospect as the import creates it (after the column mapping). */
export const prospectSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  company: optionalText(200),
  email: z.union([z.email('Enter a valid email address.'), z.literal(''), z.null()]).optional(),
  phone: optionalText(40),
  kind: z.enum(PROSPECT_KINDS, 'The type must be property owner, investor or broker.'),
  property_address: optionalText(300),
  property_count: count('property count').default(0),
  deal_count: count('deal count').default(0),
  last_activity: z.union([z.iso.date('Enter the last activity as YYYY-MM-DD.'), z.null()]).optional(),
  notes: optionalText(5000),
});
export type ProspectInput = z.infer<typeof prospectSchema>;

/** The prospect fields a CSV column can be mapped to (the same "field mappings" step as the lead import). */
export const PROSPECT_IMPORT_FIELDS = ['name', 'company', 'email', 'phone', 'kind', 'property_address', 'property_count', 'deal_count', 'last_activity', 'notes'] as const;
export type ProspectImportField = (typeof PROSPECT_IMPORT_FIELDS)[number];
export const PROSPECT_IMPORT_FIELD_LABELS: Record<ProspectImportField, string> = {
  name: 'Name', company: 'Company', email: 'Email', phone: 'Phone', kind: 'Type', property_address: 'Property',
  property_count: 'Property count', deal_count: 'Deal count', last_activity: 'Last activity', notes: 'Notes',
};
export const PROSPECT_IMPORT_MAX_ROWS = 5000;

export const prospectImportSchema = z.strictObject({
  list_name: z.string().trim().min(1, 'Name the prospect list.').max(200),
  rows: z
    .array(z.partialRecord(z.enum(PROSPECT_IMPORT_FIELDS), z.string().max(5000)))
    .min(1, 'The file has no rows to import.')
    .max(PROSPECT_IMPORT_MAX_ROWS, `At most ${PROSPECT_IMPORT_MAX_ROWS} rows per import.`),
  dry_run: z.boolean().optional(),
});
export type ProspectImportInput = z.infer<typeof prospectImportSchema>;

/** The type as a file writes it ('Property Owner', 'owner', 'Investors', 'Mortgage broker') to a kind. */
export function prospectKindOf(text: string | undefined): string {
  const t = (text ?? '').trim().toLowerCase();
  if (!t) return '';
  if (/owner|landlord/.test(t)) return 'property_owner';
  if (/investor/.test(t)) return 'investor';
  if (/broker/.test(t)) return 'broker';
  return t;
}

/** One imported row's text as a prospect to create. */
export function prospectFromImportRow(row: ProspectImportInput['rows'][number]): unknown {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : null);
  const number = (v: string | undefined) => (v?.trim() ? Number(v.replace(/[,\s]/g, '')) : undefined);
  return {
    name: row.name?.trim() ?? '',
    company: text(row.company),
    email: text(row.email),
    phone: text(row.phone),
    kind: prospectKindOf(row.kind),
    property_address: text(row.property_address),
    property_count: number(row.property_count),
    deal_count: number(row.deal_count),
    last_activity: text(row.last_activity),
    notes: text(row.notes),
  };
}

export const prospectListQuerySchema = z.object({
  list_id: z.uuid('Prospect list not found.').optional(),
  kind: z.enum(PROSPECT_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
  min_score: z.coerce.number().int().min(0).max(100).optional(),
  /** open: not converted and not suppressed. */
  state: z.enum(['open', 'converted', 'suppressed']).optional(),
});
export type ProspectListQuery = z.infer<typeof prospectListQuerySchema>;

export const prospectConvertSchema = z.strictObject({
  prospect_ids: z.array(z.uuid('Prospect not found.')).min(1, 'Choose at least one prospect.').max(500, 'At most 500 prospects at a time.'),
  /** Also enrol the new (or already converted) leads in this nurture sequence. */
  sequence_id: z.uuid('Sequence not found.').optional(),
});
export type ProspectConvertInput = z.infer<typeof prospectConvertSchema>;
