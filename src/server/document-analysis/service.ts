// Runs document analyses for the API: the embedded engine by default, the configured model provider when
// AI_* is set. At most two run at once (OCR and pdf.js are CPU- and memory-heavy) and a few wait their turn;
// beyond that the instance answers 503 with Retry-After rather than queueing without end.
import type { DocumentAnalysis } from '../../core/schemas/document-analysis.js';
import type { ProcessedDocument } from '../../core/schemas/functions.js';
import type { Config } from '../config.js';
import { analyseText, analyzeDocument, readDocument, type AnalyzeInput } from '../documents/engine.js';
import { DocumentError } from '../documents/errors.js';
import type { DocText, Line } from '../documents/layout.js';
import { makeLine } from '../documents/layout.js';
import { analyzeWithModel, ModelProviderError } from '../documents/model-provider.js';
import { AppError } from '../platform/errors.js';
import type { AuthContext } from '../auth/guard.js';
import type { Executor } from '../platform/db/client.js';
import { documentAnalysisRuns } from '../platform/db/schema.js';

export const ANALYSIS_LIMITS = { running: 2, waiting: 4, retryAfterSeconds: 30 } as const;
export const ANALYSIS_BUSY_MESSAGE = 'The document reader is busy with other documents. Please try again in a moment.';
let running = 0;
const waiting: (() => void)[] = [];

/** Analyses running and waiting for a slot on this instance (/metrics). */
export const analysesInFlight = () => ({ running, waiting: waiting.length });

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= ANALYSIS_LIMITS.running && waiting.length >= ANALYSIS_LIMITS.waiting) {
    throw new AppError('UNAVAILABLE', ANALYSIS_BUSY_MESSAGE, undefined, { retryAfterSeconds: ANALYSIS_LIMITS.retryAfterSeconds });
  }
  if (running >= ANALYSIS_LIMITS.running) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function providerError(error: unknown): never {
  if (error instanceof ModelProviderError) {
    throw new AppError(error.status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', `AI analysis failed: ${error.message}`);
  }
  throw error;
}

/** Analyses an original file (the bytes decide what it is). */
export function analyzeFile(config: Config, input: AnalyzeInput): Promise<DocumentAnalysis> {
  // pdf.js refuses Node Buffers (and detaches what it is given): hand it a plain copy.
  const own = { ...input, bytes: Uint8Array.from(input.bytes) };
  return withSlot(() => (config.ai ? analyzeWithModel(own, config.ai).catch(providerError) : analyzeDocument(own)));
}

/** A document's text (the widget's spreadsheet preview), under the same bound as analyses. */
export function readDocumentText(input: AnalyzeInput): Promise<DocText> {
  return withSlot(() => readDocument(input));
}

const decodeBase64 = (data: string) => Uint8Array.from(Buffer.from(data.replace(/^data:[^,]*,/, ''), 'base64'));

/** Plain text (pdf_text) as lines whose cells split where two or more spaces or a tab separate them. */
export function textToDocText(text: string): DocText {
  const lines: Line[] = text.split(/\r?\n/).flatMap((raw, i) => {
    const parts = raw.split(/\t|\s{2,}/).map((p) => p.trim()).filter(Boolean);
    if (!parts.length) return [];
    let x = 0;
    return [makeLine(parts.map((p) => ({ text: p, x0: (x += 10), x1: (x += p.length * 5) })), 1, i * 12, 10)];
  });
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

/** Analyses the processed document data of SPEC §3 sent by the upload widget or the assistant. */
export function analyzeProcessedDocument(config: Config, data: ProcessedDocument): Promise<DocumentAnalysis> {
  if (data.type === 'image') return analyzeFile(config, { bytes: decodeBase64(data.base64), fileName: data.fileName });
  if (data.type === 'pdf_text') {
    if (!data.text.trim()) throw new DocumentError('empty_file');
    return withSlot(async () => analyseText(textToDocText(data.text)));
  }
  return withSlot(async () => {
    const merged: DocText = { lines: [], source: 'ocr', quality: 0, notes: [] };
    for (const page of data.pages) {
      const text = await readDocument({ bytes: decodeBase64(page.base64), fileName: `page-${page.pageNumber}.png` });
      merged.lines.push(...text.lines.map((line) => ({ ...line, page: page.pageNumber })));
      merged.quality = Math.max(merged.quality, text.quality);
      merged.notes.push(...text.notes);
    }
    return analyseText({ ...merged, notes: [...new Set(merged.notes)] });
  });
}

/** Counts one analysis towards the organization's monthly quota (plans/usage.ts). */
export async function recordAnalysisRun(db: Executor, ctx: AuthContext, fileName: string): Promise<void> {
  await db.insert(documentAnalysisRuns).values({ organizationId: ctx.organizationId, userId: ctx.userId, fileName: fileName.slice(0, 255) });
}
