import { z } from 'zod';

/** The Documents library's categories, set by the user (suggested from the name on upload). */
export const FILE_CATEGORIES = ['appraisal', 'title', 'insurance', 'entity', 'id', 'contract', 'term_sheet', 'other'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
export const FILE_CATEGORY_LABELS: Record<FileCategory, string> = {
  appraisal: 'Appraisal',
  title: 'Title',
  insurance: 'Insurance',
  entity: 'Entity',
  id: 'ID',
  contract: 'Contract',
  term_sheet: 'Term sheet',
  other: 'Other',
};

/** Where a stored file belongs (SPEC §3: deal_files and inquiry_files). */
export const FILE_KINDS = ['deal', 'inquiry'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** File types as a person filters them; each maps to the MIME types the upload check assigns. */
export const FILE_TYPE_GROUPS = ['pdf', 'image', 'spreadsheet', 'word'] as const;
export type FileTypeGroup = (typeof FILE_TYPE_GROUPS)[number];

export const LIBRARY_SORTS = ['created_at', 'file_name', 'file_size', 'category', 'parent'] as const;
export const LIBRARY_PAGE_MAX = 200;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.');

export const libraryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  kind: z.enum(FILE_KINDS, 'Choose deal or inquiry files.').optional(),
  deal_id: z.string().trim().min(1).max(100).optional(),
  category: z.enum(FILE_CATEGORIES, 'Unknown category.').optional(),
  file_type: z.enum(FILE_TYPE_GROUPS, 'Unknown file type.').optional(),
  uploaded_by: z.string().trim().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  sort: z.enum(LIBRARY_SORTS, 'Unknown sort.').default('created_at'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(LIBRARY_PAGE_MAX).default(50),
  cursor: z.string().regex(/^\d{1,7}$/, 'The cursor is invalid.').optional(),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryFileParamsSchema = z.object({
  kind: z.enum(FILE_KINDS, 'Unknown file.'),
  id: z.uuid('Unknown file.'),
});

export const libraryFileUpdateSchema = z
  .strictObject({
    file_name: z
      .string()
      .trim()
      .min(1, 'A file needs a name.')
      .max(255, 'Keep the name under 255 characters.')
      .refine((name) => !/[\\/]/.test(name), 'A file name cannot contain / or \\.')
      .optional(),
    category: z.enum(FILE_CATEGORIES, 'Unknown category.').optional(),
  })
  .refine((body) => body.file_name !== undefined || body.category !== undefined, 'Change the name or the category.');
export type LibraryFileUpdate = z.infer<typeof libraryFileUpdateSchema>;

export interface LibraryFile {
  id: string;
  kind: FileKind;
  file_name: string;
  file_type: string;
  file_size: number;
  category: FileCategory;
  description: string | null;
  created_at: string;
  /** The deal's id, or the inquiry's. */
  parent_id: string;
  /** The property address (deal or inquiry), for people to recognise it by. */
  parent_label: string | null;
  uploaded_by: string | null;
  uploaded_by_name: string | null;
  annotation_version: number;
}

export interface LibraryPage {
  items: LibraryFile[];
  total: number;
  nextCursor: string | null;
}

// ---------------------------------------------------------------------------------------------
// Annotations: coordinates are fractions (0-1) of the page as shown unrotated, origin top-left, so they do not
// depend on the zoom they were drawn at.

const fraction = z.number().min(0).max(1);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb.');
const base = { id: z.string().min(1).max(64), page: z.number().int().min(1).max(10_000), color };

export const highlightAnnotationSchema = z.strictObject({
  ...base,
  type: z.literal('highlight'),
  rects: z.array(z.strictObject({ x: fraction, y: fraction, w: fraction, h: fraction })).min(1).max(200),
  text: z.string().max(2_000).optional(),
});
export const freeTextAnnotationSchema = z.strictObject({
  ...base,
  type: z.literal('freetext'),
  x: fraction,
  y: fraction,
  text: z.string().trim().min(1, 'A note needs text.').max(2_000),
  size: z.number().min(6).max(72),
});
export const inkAnnotationSchema = z.strictObject({
  ...base,
  type: z.literal('ink'),
  width: z.number().min(0.5).max(24),
  /** Each stroke as x, y, x, y, … */
  paths: z
    .array(z.array(fraction).min(2).max(4_000).refine((points) => points.length % 2 === 0, 'A stroke is pairs of x and y.'))
    .min(1)
    .max(50),
});
/** A box whose content is removed from the saved PDF (the page is flattened to an image with the box painted black). */
export const redactAnnotationSchema = z.strictObject({
  ...base,
  type: z.literal('redact'),
  rects: z.array(z.strictObject({ x: fraction, y: fraction, w: fraction, h: fraction })).min(1).max(200),
});
export const annotationSchema = z.discriminatedUnion('type', [
  highlightAnnotationSchema,
  freeTextAnnotationSchema,
  inkAnnotationSchema,
  redactAnnotationSchema,
]);
export type Annotation = z.infer<typeof annotationSchema>;
export type HighlightAnnotation = z.infer<typeof highlightAnnotationSchema>;
export type FreeTextAnnotation = z.infer<typeof freeTextAnnotationSchema>;
export type InkAnnotation = z.infer<typeof inkAnnotationSchema>;
export type RedactAnnotation = z.infer<typeof redactAnnotationSchema>;

export const PAGE_ROTATIONS = [90, 180, 270] as const;
/** A page turned clockwise by `degrees`, on top of the rotation the PDF gives it. */
export const pageRotationSchema = z.strictObject({
  page: z.number().int().min(1).max(10_000),
  degrees: z.union(PAGE_ROTATIONS.map((d) => z.literal(d)), 'A page turns by 90, 180 or 270 degrees.'),
});
export type PageRotation = z.infer<typeof pageRotationSchema>;

export const ANNOTATIONS_MAX = 2_000;

export const annotationSaveSchema = z.strictObject({
  /** The version the editor started from: a save over someone else's newer one is refused (409). */
  base_version: z.number().int().min(0),
  annotations: z.array(annotationSchema).max(ANNOTATIONS_MAX, `At most ${ANNOTATIONS_MAX} annotations per file.`),
  rotations: z
    .array(pageRotationSchema)
    .max(10_000)
    .refine((list) => new Set(list.map((r) => r.page)).size === list.length, 'Give each page one rotation.')
    .default([]),
});
export type AnnotationSave = z.infer<typeof annotationSaveSchema>;

export interface AnnotationVersion {
  version: number;
  count: number;
  saved_by_name: string | null;
  saved_at: string;
}

export interface AnnotationState {
  version: number;
  annotations: Annotation[];
  rotations: PageRotation[];
  versions: AnnotationVersion[];
}
