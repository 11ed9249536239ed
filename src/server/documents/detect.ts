// What a file really is, read from its bytes (magic numbers), and whether that agrees with its name and declared
// MIME type. Browsers and brokers' systems name files freely; only the bytes are trusted (DESIGN §4).
import { UPLOAD_MAX_BYTES } from '../../core/limits';
import { DocumentError } from './errors';

export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls' | 'csv' | 'png' | 'jpeg' | 'webp' | 'gif';
export type DocumentCategory = 'pdf' | 'word' | 'spreadsheet' | 'image';

export const KIND_CATEGORY: Record<DocumentKind, DocumentCategory> = {
  pdf: 'pdf',
  docx: 'word',
  doc: 'word',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
  csv: 'spreadsheet',
  png: 'image',
  jpeg: 'image',
  webp: 'image',
  gif: 'image',
};

const EXTENSION_KIND: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  doc: 'doc',
  xlsx: 'xlsx',
  xls: 'xls',
  csv: 'csv',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
};

const MIME_CATEGORY: Record<string, DocumentCategory> = {
  'application/pdf': 'pdf',
  'application/msword': 'word',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'word',
  'application/vnd.ms-excel': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'text/csv': 'spreadsheet',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
};

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

function utf16le(text: string): number[] {
  return Array.from(text).flatMap((c) => [c.charCodeAt(0), 0]);
}

function contains(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0];
  outer: for (let i = bytes.indexOf(first ?? 0); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first ?? 0, i + 1)) {
    for (let j = 1; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < bytes.length ? trimPartialUtf8(sample) : sample);
    return true;
  } catch {
    return false;
  }
}

/** A sample cut at a fixed length may end inside a multi-byte character; drop that tail. */
function trimPartialUtf8(sample: Uint8Array): Uint8Array {
  let end = sample.length;
  while (end > 0 && end > sample.length - 4 && ((sample[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((sample[end - 1] ?? 0) & 0x80) !== 0) end--;
  return sample.subarray(0, end);
}

/** The kind the bytes say, or null when they match no supported format. */
export function sniffKind(bytes: Uint8Array, fileName = ''): DocumentKind | null {
  // PDF readers accept the header anywhere in the first KiB (some generators prepend junk).
  if (contains(bytes.subarray(0, 1024), ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // An OOXML package: the part names in the zip directory say which application wrote it.
    if (contains(bytes, ascii('word/'))) return 'docx';
    if (contains(bytes, ascii('xl/'))) return 'xlsx';
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // OLE compound file: the stream names tell Word from Excel.
    if (contains(bytes, utf16le('WordDocument'))) return 'doc';
    if (contains(bytes, utf16le('Workbook')) || contains(bytes, utf16le('Book'))) return 'xls';
    return null;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (/\.csv$/i.test(fileName) && looksLikeText(bytes)) return 'csv';
  return null;
}

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** What the name or the declared MIME type claims, or null when they claim nothing we know. */
export function declaredCategory(fileName: string, declaredType?: string): DocumentCategory | null {
  const byExtension = EXTENSION_KIND[extensionOf(fileName)];
  if (byExtension) return KIND_CATEGORY[byExtension];
  const mime = declaredType?.split(';')[0]?.trim().toLowerCase();
  return (mime && MIME_CATEGORY[mime]) || null;
}

export interface InspectedDocument {
  kind: DocumentKind;
  category: DocumentCategory;
}

/**
 * Checks size, emptiness, format and the declared type against the bytes, in the order the upload widget
 * reports them. Throws DocumentError; returns the kind to analyse otherwise.
 */
export function inspectDocument(input: { bytes: Uint8Array; fileName: string; declaredType?: string }): InspectedDocument {
  const { bytes, fileName, declaredType } = input;
  if (bytes.length > UPLOAD_MAX_BYTES) throw new DocumentError('file_too_large');
  const claimed = declaredCategory(fileName, declaredType);
  if (bytes.length === 0) {
    throw new DocumentError('empty_file', claimed === 'pdf' || claimed === null ? undefined : 'The file is empty.');
  }
  const kind = sniffKind(bytes, fileName);
  if (!kind) {
    // A file named .pdf that is not a PDF at all reads as a broken PDF to the person who sent it.
    if (claimed === 'pdf') throw new DocumentError('corrupt_file');
    throw new DocumentError('unsupported_type');
  }
  const category = KIND_CATEGORY[kind];
  if (claimed && claimed !== category) {
    throw new DocumentError(
      'type_mismatch',
      `The file's contents (${kind.toUpperCase()}) do not match its ${claimed === 'pdf' ? 'PDF' : claimed} name or type. ` +
        'Please select a supported document format (PDF, Word, Excel, or image).',
    );
  }
  if (category === 'word') throw new DocumentError('word_unsupported');
  return { kind, category };
}
