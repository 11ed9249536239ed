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

/** Whether a sample is text; `more` says the file goes on after it (the sample may end inside a character). */
function looksLikeText(sample: Uint8Array, more: boolean): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(more ? trimPartialUtf8(sample) : sample);
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

/** How much of a file's start decides its kind (magic numbers, the PDF header, the CSV text sample). */
const HEAD_BYTES = 64 * 1024;
/** Part and stream names that tell Word from Excel inside a zip (OOXML) or OLE container, anywhere in the file. */
const CONTAINER_NAMES = {
  wordPart: Buffer.from(ascii('word/')),
  excelPart: Buffer.from(ascii('xl/')),
  wordStream: Buffer.from(utf16le('WordDocument')),
  workbookStream: Buffer.from(utf16le('Workbook')),
  bookStream: Buffer.from(utf16le('Book')),
};
type ContainerName = keyof typeof CONTAINER_NAMES;
const LONGEST_NAME = Math.max(...Object.values(CONTAINER_NAMES).map((n) => n.length));

/**
 * Reads a file's kind as its bytes flow past, keeping only its first 64 KiB: uploads are streamed to storage,
 * never whole in memory. Container names are searched across chunk boundaries.
 */
export function createKindSniffer(fileName = '') {
  const head: Buffer[] = [];
  let headBytes = 0;
  let total = 0;
  let carry = Buffer.alloc(0);
  const found = new Set<ContainerName>();

  return {
    write(bytes: Uint8Array) {
      const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      total += chunk.length;
      if (headBytes < HEAD_BYTES) {
        const kept = Buffer.from(chunk.subarray(0, HEAD_BYTES - headBytes));
        head.push(kept);
        headBytes += kept.length;
      }
      const seam = Buffer.concat([carry, chunk.subarray(0, LONGEST_NAME - 1)]);
      for (const [name, needle] of Object.entries(CONTAINER_NAMES) as [ContainerName, Buffer][]) {
        if (!found.has(name) && (chunk.includes(needle) || seam.includes(needle))) found.add(name);
      }
      const seen = chunk.length >= LONGEST_NAME - 1 ? chunk : Buffer.concat([carry, chunk]);
      carry = Buffer.from(seen.subarray(-(LONGEST_NAME - 1)));
    },
    /** The kind the bytes say, or null when they match no supported format. */
    kind(): DocumentKind | null {
      const bytes = Buffer.concat(head);
      // PDF readers accept the header anywhere in the first KiB (some generators prepend junk).
      if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
      if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
        // An OOXML package: the part names in the zip directory say which application wrote it.
        if (found.has('wordPart')) return 'docx';
        if (found.has('excelPart')) return 'xlsx';
        return null;
      }
      if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
        // OLE compound file: the stream names tell Word from Excel.
        if (found.has('wordStream')) return 'doc';
        if (found.has('workbookStream') || found.has('bookStream')) return 'xls';
        return null;
      }
      if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
      if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
      if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
      if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
      if (/\.csv$/i.test(fileName) && looksLikeText(bytes, total > bytes.length)) return 'csv';
      return null;
    },
  };
}

/** The kind the bytes say, or null when they match no supported format. */
export function sniffKind(bytes: Uint8Array, fileName = ''): DocumentKind | null {
  const sniffer = createKindSniffer(fileName);
  sniffer.write(bytes);
  return sniffer.kind();
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
