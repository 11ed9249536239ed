// What a file is, told from its name and type: the category suggested on upload and the type groups the
// Documents library filters by.
import type { FileCategory, FileTypeGroup } from '../schemas/library';

// Ordered: the first rule whose words appear in the name wins ("title insurance" is title).
const CATEGORY_WORDS: [FileCategory, RegExp][] = [
  ['term_sheet', /term[\s_-]*sheet|\bloi\b|letter[\s_-]*of[\s_-]*intent/i],
  ['appraisal', /apprais|\bbpo\b|valuation/i],
  ['title', /title|commitment|prelim/i],
  ['insurance', /insur|binder|\bhoi\b|\bpolicy\b|flood/i],
  ['entity', /operating[\s_-]*agreement|articles|\bein\b|good[\s_-]*standing|certificate[\s_-]*of[\s_-]*formation|\bllc\b|bylaws|trust/i],
  ['id', /driver|license|licence|passport|\bid\b|identification/i],
  ['contract', /contract|purchase[\s_-]*agreement|\bpsa\b|addendum|agreement/i],
];

/** The category a file's name suggests; 'other' when nothing matches. */
export function suggestCategory(fileName: string): FileCategory {
  const words = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_.]+/g, ' ');
  return CATEGORY_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? 'other';
}

/** The MIME types each type group covers (as the upload check assigns them). */
export const MIME_TYPES_BY_GROUP: Record<FileTypeGroup, readonly string[]> = {
  pdf: ['application/pdf'],
  image: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  spreadsheet: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel', 'text/csv'],
  word: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword'],
};

export function fileTypeGroup(mimeType: string): FileTypeGroup | null {
  for (const [group, types] of Object.entries(MIME_TYPES_BY_GROUP)) if (types.includes(mimeType)) return group as FileTypeGroup;
  return null;
}

export const FILE_TYPE_GROUP_LABELS: Record<FileTypeGroup, string> = { pdf: 'PDF', image: 'Image', spreadsheet: 'Spreadsheet', word: 'Word' };
