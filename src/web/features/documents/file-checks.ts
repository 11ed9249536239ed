// SPEC §5 "Upload": the widget's checks, in order — size, type, then the Word refusal.
import { UPLOAD_MAX_BYTES } from '@core/limits';

export type UploadKind = 'pdf' | 'image' | 'excel';

export type UploadCheck =
  | { ok: true; kind: UploadKind }
  /** `title` is the toast's title when the spec names one; the message is shown in the upload area too. */
  | { ok: false; title?: string; message: string };

export const FILE_TOO_LARGE = { title: 'File too large', message: 'Please select a file smaller than 25MB.' } as const;
export const INVALID_FILE_TYPE = {
  title: 'Invalid file type',
  message: 'Please select a supported document format (PDF, Word, Excel, or image).',
} as const;
export const WORD_UNAVAILABLE =
  'Word document processing is temporarily unavailable. Please convert your document to PDF and try again.';

const KINDS: Record<UploadKind | 'word', { types: readonly string[]; extensions: readonly string[] }> = {
  pdf: { types: ['application/pdf'], extensions: ['pdf'] },
  word: {
    types: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['doc', 'docx'],
  },
  excel: {
    types: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    extensions: ['xls', 'xlsx'],
  },
  image: {
    types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'],
    extensions: ['jpeg', 'jpg', 'png', 'webp', 'gif'],
  },
};

/** The file input's `accept`: every allowed type and extension, Word included (it is refused with its own message). */
export const ACCEPTED_UPLOADS = Object.values(KINDS)
  .flatMap(({ types, extensions }) => [...types, ...extensions.map((extension) => `.${extension}`)])
  .join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function kindOf(file: Pick<File, 'name' | 'type'>): UploadKind | 'word' | null {
  const type = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  for (const [kind, rule] of Object.entries(KINDS) as [UploadKind | 'word', (typeof KINDS)['pdf']][]) {
    if (rule.types.includes(type) || rule.extensions.includes(extension)) return kind;
  }
  return null;
}

export function checkUpload(file: Pick<File, 'name' | 'type' | 'size'>): UploadCheck {
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, ...FILE_TOO_LARGE };
  const kind = kindOf(file);
  if (kind === null) return { ok: false, ...INVALID_FILE_TYPE };
  if (kind === 'word') return { ok: false, message: WORD_UNAVAILABLE };
  return { ok: true, kind };
}
