// The embedded document-analysis engine: bytes in, DocumentAnalysis out. Text PDFs are read with pdf.js, image-only
// pages and images go through OCR, spreadsheets through their cells; then the field rules run. Every step is
// bounded: page caps, a per-page OCR timeout and an overall deadline, so a hostile or huge file cannot hang it;
// pdf.js and the spreadsheet parsers run in the sandbox's workers (sandbox.ts) under a memory cap and a deadline.
import type { DocumentAnalysis } from '../../core/schemas/document-analysis';
import { inspectDocument } from './detect';
import { startBudget, type BudgetClock } from './deadline';
import { DocumentError } from './errors';
import { MIN_INK, prepareImage, type InkGrid } from './image-prep';
import type { DocText, Line } from './layout';
import { OcrTimeoutError, recognize } from './ocr';
import { toDocumentError } from './pdf-text';
import { classifyDocument, typeFromFields, type DocumentType } from './classify';
import { extractFields } from './rules';
import { withTextRepaired } from './rules/text-repairs';
import { finaliseAnalysis } from './finalise';
import type { ExtractField } from './rules/fields';
import { readCsv } from './spreadsheet';
import { assertArchiveFits, assertImageFits, assertPdfFits } from './archive-limits';
import { readPdfInSandbox, readSpreadsheetInSandbox } from './sandbox';

export interface AnalyzeInput {
  bytes: Uint8Array;
  fileName: string;
  declaredType?: string;
}
export interface AnalyzeOptions {
  signal?: AbortSignal;
  /** Overall budget; pages not reached by then are left out and the notes say so. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 90_000;
/** A page takes 3-15 s on one busy core; beyond this the worker is stuck on it. */
const OCR_PAGE_TIMEOUT_MS = 40_000;
/** OCR that finds fewer real words than this found no document text (a photo, a blank page). */
const MIN_OCR_WORDS = 12;

const IMPORTANT_FIELDS: ExtractField[] = ['property_address', 'loan_amount', 'loan_type', 'property_value', 'interest_rate', 'loan_term'];

/** The document's time budget: counted like a page's deadline, so a starved machine does not cut a good file short. */
class Budget {
  private readonly clock: BudgetClock;
  constructor(timeoutMs: number, private readonly signal?: AbortSignal) {
    this.clock = startBudget(timeoutMs);
  }
  remaining(): number {
    return this.clock.remaining();
  }
  /** Throws when the caller gave up; returns false when time is up (partial results are still useful). */
  ok(): boolean {
    if (this.signal?.aborted) throw this.signal.reason ?? new Error('aborted');
    return this.remaining() > 0;
  }
}

export async function analyzeDocument(input: AnalyzeInput, options: AnalyzeOptions = {}): Promise<DocumentAnalysis> {
  return analyseText(await readDocument(input, options));
}

/** The document's text as lines of cells (pdf.js, OCR or spreadsheet cells); throws DocumentError if unreadable. */
export async function readDocument(input: AnalyzeInput, options: AnalyzeOptions = {}): Promise<DocText> {
  const { kind, category } = inspectDocument(input);
  const budget = new Budget(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  if (category === 'pdf') {
    await assertPdfFits(input.bytes);
    return readPdf(input.bytes, budget);
  }
  if (category === 'image') {
    assertImageFits(input.bytes);
    return readImage(input.bytes, budget);
  }
  if (kind === 'xlsx') assertArchiveFits(input.bytes);
  if (kind === 'xlsx' || kind === 'xls') return { ...(await readSpreadsheetInSandbox(kind, input.bytes)), source: 'spreadsheet', quality: 1 };
  if (kind === 'csv') return { ...readCsv(input.bytes), source: 'spreadsheet', quality: 1 };
  throw new DocumentError('unsupported_type');
}

export function analyseText(read: DocText, options: { rawConfidence?: boolean } = {}): DocumentAnalysis {
  const text = withTextRepaired(read);
  const words = text.lines.map((l) => l.text).join(' ');
  if (!/[A-Za-z]{3,}/.test(words)) {
    return { documentType: 'Unknown', extractedData: {}, confidence: {}, additionalNotes: text.notes.join(' '), missingFields: [...missing({})] };
  }
  // Cells keep their gaps (tabs): a title sharing its line with a print date or a firm's name is still a title.
  const cellText = text.lines.map((l) => l.cells.map((c) => c.text).join('\t')).join('\n');
  const named: DocumentType = classifyDocument(cellText, { spreadsheet: text.source === 'spreadsheet' });
  const { values, confidence, conflicts } = extractFields(text, { documentType: named, raw: options.rawConfidence });
  const documentType = named === 'Unknown' ? typeFromFields(values, text.lines.map((l) => l.text).join('\n')) : named;
  const notes = [...text.notes];
  if (conflicts.length) notes.push(`The document states different values for some fields; please check: ${conflicts.join('; ')}.`);
  if (!Object.keys(values).length) notes.push('No deal fields were recognised in the text of this document.');
  return finaliseAnalysis({
    documentType,
    extractedData: values as Record<string, string>,
    confidence: confidence as Record<string, number>,
    additionalNotes: notes.join(' '),
    missingFields: missing(values),
  });
}

function missing(values: Partial<Record<ExtractField, string>>): string[] {
  const out: string[] = [];
  if (!values.entity_name && !(values.borrower_first_name && values.borrower_last_name)) out.push('borrower_name');
  for (const field of IMPORTANT_FIELDS) if (!values[field]) out.push(field);
  return out;
}

async function readPdf(bytes: Uint8Array, budget: Budget): Promise<DocText> {
  const { numPages, pages } = await readPdfInSandbox(bytes);
  const lines: Line[] = [];
  const notes: string[] = [];
  let ocrPages = 0;
  let blankPages = 0;
  let ocrQuality = 0;
  let skipped = 0;
  if (numPages > pages.length) notes.push(`Only the first ${pages.length} of ${numPages} pages were read.`);
  try {
    for (const page of pages) {
      if ('lines' in page) lines.push(...page.lines);
      else if ('blank' in page) blankPages++;
      else if ('skipped' in page) skipped++;
      else {
        ocrPages++;
        // The drawn page comes back from the worker as plain bytes.
        const png = Buffer.from(page.scan.png.buffer, page.scan.png.byteOffset, page.scan.png.byteLength);
        const ocr = budget.ok() ? await ocrWithinBudget(png, page.page, budget, page.scan.inkGrid) : null;
        if (!ocr) {
          skipped++;
          continue;
        }
        lines.push(...ocr.lines);
        ocrQuality += ocr.quality;
      }
    }
  } catch (error) {
    if (budget.ok() === false || (error as Error)?.name === 'AbortError') throw error;
    throw toDocumentError(error);
  }
  if (ocrPages) notes.push(`${ocrPages} scanned page${ocrPages > 1 ? 's were' : ' was'} read with OCR; please check the values against the document.`);
  if (skipped) notes.push(`${skipped} scanned page${skipped > 1 ? 's were' : ' was'} not read (page or time limit).`);
  if (!lines.length) {
    notes.push(
      blankPages
        ? `No text found: the ${blankPages} page${blankPages > 1 ? 's' : ''} examined ${blankPages > 1 ? 'are' : 'is'} blank or contain no readable text.`
        : 'No readable text was found in this PDF.',
    );
  }
  return { lines, source: ocrPages ? 'ocr' : 'pdf_text', quality: ocrPages ? ocrQuality / ocrPages : 1, notes };
}

async function readImage(bytes: Uint8Array, budget: Budget): Promise<DocText> {
  let image;
  try {
    image = await prepareImage(bytes);
  } catch (error) {
    throw new DocumentError('corrupt_file', 'Invalid image data - file may be corrupted or empty', { cause: error });
  }
  if (image.ink < MIN_INK) {
    return { lines: [], source: 'ocr', quality: 0, notes: ['No text found: the image is blank.'] };
  }
  const ocr = await ocrWithinBudget(image.png, 1, budget, image.inkGrid);
  if (!ocr) return { lines: [], source: 'ocr', quality: 0, notes: ['The image could not be read in time (OCR time limit).'] };
  if (ocr.wordCount < MIN_OCR_WORDS) {
    return {
      lines: [],
      source: 'ocr',
      quality: ocr.quality,
      notes: ['No text found: the image contains no readable document text (it may be a photo of the property rather than a document).'],
    };
  }
  return { lines: ocr.lines, source: 'ocr', quality: ocr.quality, notes: ['The image was read with OCR; please check the values against the document.'] };
}

async function ocrWithinBudget(png: Buffer, page: number, budget: Budget, inkGrid?: InkGrid) {
  const time = Math.min(OCR_PAGE_TIMEOUT_MS, budget.remaining());
  if (time <= 0) return null;
  try {
    return await recognize(png, page, time, { inkGrid });
  } catch (error) {
    if (error instanceof OcrTimeoutError) return null;
    throw error;
  }
}
