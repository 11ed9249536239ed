// Limits checked on a document's bytes before any parser sees them (DESIGN §4 "Files"): an .xlsx is a ZIP whose
// central directory states every entry's unpacked size, so a "zip bomb" (7 MB that unpacks to 2 GB) is refused
// without inflating a byte; an image states its pixel size in its header, so a 60,000 × 60,000 PNG is refused
// before it is decoded; a PDF's compressed streams are inflated and counted (never kept) on libuv's threads, so a
// stream that inflates to gigabytes is refused before pdf.js would hold it. Sizes a workbook lies about are
// caught later by the sandbox's memory cap (sandbox.ts).
import { createInflate, constants as zlibConstants } from 'node:zlib';
import { DocumentError } from './errors';

/** More than any workbook a broker sends (a few dozen parts); a bomb uses thousands. */
export const MAX_ARCHIVE_ENTRIES = 2_000;
/** A 25 MB workbook of text unpacks to about 150 MB; the first 1,000 rows of 5 sheets are all that is read. */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;
/** 50 megapixels: more than a phone's full-resolution photo; OCR scales pages to 2,600 px anyway. */
export const MAX_IMAGE_PIXELS = 50_000_000;

export interface ArchiveTotals {
  entries: number;
  unpackedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/** Entry count and unpacked size as a ZIP's central directory states them; null when it cannot be read (or is ZIP64). */
export function zipTotals(bytes: Uint8Array): ArchiveTotals | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || at === 0xffffffff) return null;
  let unpackedBytes = 0;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return null;
    unpackedBytes += size;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { entries, unpackedBytes };
}

export function assertArchiveFits(bytes: Uint8Array): void {
  const totals = zipTotals(bytes);
  if (!totals) throw new DocumentError('corrupt_file', 'The spreadsheet appears to be corrupted or invalid.');
  if (totals.entries > MAX_ARCHIVE_ENTRIES || totals.unpackedBytes > MAX_UNPACKED_BYTES) throw new DocumentError('too_complex');
}

/** Width and height from the header of a PNG, GIF, WebP or JPEG; null when the header does not say. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));
  if (bytes.length >= 24 && ascii(12, 'IHDR')) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && ascii(0, 'GIF8')) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 32 && ascii(0, 'RIFF') && ascii(8, 'WEBP')) {
    if (ascii(12, 'VP8X')) return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
    if (ascii(12, 'VP8L')) {
      const bits = view.getUint32(21, true);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
    if (ascii(12, 'VP8 ')) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    return null;
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
      at += 2 + view.getUint16(at + 2);
    }
  }
  return null;
}

export function assertImageFits(bytes: Uint8Array): void {
  const size = imageSize(bytes);
  if (size && size.width * size.height > MAX_IMAGE_PIXELS) throw new DocumentError('too_complex', DOCUMENT_TOO_MANY_PIXELS);
}

export const DOCUMENT_TOO_MANY_PIXELS = `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Please send a smaller image or a PDF.`;

/** One page's content or image: a 600 dpi colour letter page is ~100 MB raw. */
export const MAX_PDF_STREAM_BYTES = 160 * 1024 * 1024;
/** All of a PDF's compressed streams together, inflated. */
export const MAX_PDF_INFLATED_BYTES = 1024 * 1024 * 1024;
/** Streams of a PDF: a long document has a few thousand. */
export const MAX_PDF_STREAMS = 50_000;

/** How many bytes a zlib stream inflates to, counting chunks without keeping them; stops past `limit`. */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: zlibConstants.Z_SYNC_FLUSH });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) inflate.destroy();
    });
    inflate.on('close', () => resolve(size));
    inflate.on('end', () => resolve(size));
    // A damaged stream: what inflated so far counts; pdf.js reports the damage itself.
    inflate.on('error', () => resolve(size));
    inflate.end(data);
  });
}

/** The byte ranges of a PDF's FlateDecode streams (the dictionary before each `stream` keyword names the filter). */
function* flateStreams(bytes: Buffer): Generator<Uint8Array> {
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream', at, 'latin1');
    if (start < 0) return;
    at = start + 6;
    if (bytes.subarray(start - 3, start).toString('latin1') === 'end') continue;
    const dictionary = bytes.subarray(Math.max(0, start - 1024), start).toString('latin1');
    const dataStart = bytes[at] === 0x0d && bytes[at + 1] === 0x0a ? at + 2 : bytes[at] === 0x0a ? at + 1 : -1;
    if (dataStart < 0) continue;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) return;
    at = end + 9;
    const ownDictionary = dictionary.slice(dictionary.lastIndexOf('obj'));
    if (ownDictionary.includes('/FlateDecode') || ownDictionary.includes('/Fl ') || ownDictionary.includes('/Fl]')) {
      yield bytes.subarray(dataStart, end);
    }
  }
}

export const PDF_TOO_COMPLEX = 'The PDF is too large to read once unpacked. Please send a smaller file.';

/** Refuses a PDF whose compressed streams inflate beyond the limits (a decompression bomb). */
export async function assertPdfFits(bytes: Uint8Array): Promise<void> {
  let total = 0;
  let streams = 0;
  for (const data of flateStreams(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    if (++streams > MAX_PDF_STREAMS) throw new DocumentError('too_complex', PDF_TOO_COMPLEX);
    const size = await inflatedSize(data, Math.min(MAX_PDF_STREAM_BYTES, MAX_PDF_INFLATED_BYTES - total));
    total += size;
    if (size > MAX_PDF_STREAM_BYTES || total > MAX_PDF_INFLATED_BYTES) throw new DocumentError('too_complex', PDF_TOO_COMPLEX);
  }
}
