// OCR with tesseract.js and the English model shipped in npm (@tesseract.js-data/eng): never a network download,
// never a cache written to the working folder. One worker, started on first use and reused (start-up ~0.4 s);
// jobs queue behind each other so a burst of uploads cannot eat every core. A job that overruns its time is
// stopped by terminating the worker; the next job starts a fresh one.
import { createRequire } from 'node:module';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { InkGrid } from './image-prep';
import { wordsToLines, type Line, type Word } from './layout';

const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** OCR words split into cells at gaps wider than this many line heights. */
const OCR_CELL_GAP_FACTOR = 1.5;
/** Words tesseract itself doubts (0-100) are noise from photos, stamps and signatures. */
const MIN_WORD_CONFIDENCE = 40;
/**
 * Share of the page's ink outside every word tesseract read, above which the first pass (one block of text)
 * missed print: rows of a table, a boxed form's labels, a column of figures. A sparse-text pass then reads the
 * page again as scattered words, and its words fill the gaps.
 */
const UNREAD_INK_SHARE = 0.05;
/** A first pass with fewer words than this read little of the page (or the image is a photo): try sparse text. */
const FEW_WORDS = 24;
/** The second pass runs only when the time left is at least this many times what the first pass took. */
const SECOND_PASS_TIME_FACTOR = 1.3;

export interface OcrPage {
  lines: Line[];
  /** Mean confidence of the kept words, 0-1. */
  quality: number;
  wordCount: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`OCR took longer than ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function startWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH.langPath,
    gzip: true,
    cacheMethod: 'none',
    errorHandler: () => undefined,
  }).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

async function stopWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await current.then((w) => w.terminate()).catch(() => undefined);
}

/** Runs jobs one at a time on the shared worker. */
function enqueue<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

interface TesseractWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractLine {
  words: TesseractWord[];
  baseline: { x0: number; y0: number; x1: number; y1: number };
}
interface TesseractBlock {
  paragraphs: { lines: TesseractLine[] }[];
}

/** Median baseline slope of the longer lines: a photographed or scanned page is rarely straight. */
function pageSlope(lines: TesseractLine[]): number {
  const slopes = lines
    .map((l) => l.baseline)
    .filter((b) => b.x1 - b.x0 > 150)
    .map((b) => (b.y1 - b.y0) / (b.x1 - b.x0))
    .filter((s) => Math.abs(s) < 0.1)
    .sort((a, b) => a - b);
  return slopes.length ? slopes[Math.floor(slopes.length / 2)]! : 0;
}

export interface RecognizeOptions {
  /** Ink map of the cleaned image (image-prep), to judge whether a second pass is worth it. */
  inkGrid?: InkGrid;
}

interface Pass {
  lines: TesseractLine[];
  ms: number;
}

export function recognize(image: Buffer, pageNumber: number, timeoutMs: number, options: RecognizeOptions = {}): Promise<OcrPage> {
  return enqueue(async () => {
    const started = Date.now();
    const w = await startWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void stopWorker();
        reject(new OcrTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    const pass = async (params: Record<string, string>): Promise<Pass> => {
      const t = Date.now();
      // debug: tesseract's own messages ('Estimating resolution as …') go into the result, not the server's stdout.
      const result = await Promise.race([w.recognize(image, params, { blocks: true, text: false, debug: true }), timeout]);
      const blocks = (result.data.blocks ?? []) as unknown as TesseractBlock[];
      return { lines: blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines)), ms: Date.now() - t };
    };
    try {
      const first = await pass({});
      let words = keptWords(first.lines);
      const unread = options.inkGrid ? unreadInkShare(options.inkGrid, words) : 0;
      const left = timeoutMs - (Date.now() - started);
      if ((unread > UNREAD_INK_SHARE || words.length < FEW_WORDS) && left > SECOND_PASS_TIME_FACTOR * first.ms) {
        const second = await pass({ tessedit_pageseg_mode: PSM.SPARSE_TEXT });
        words = mergeWords(words, keptWords(second.lines));
      }
      // Straighten the page: shift each word by the skew at its horizontal position so rows line up.
      const slope = pageSlope(first.lines);
      const straight: Word[] = words.map((word) => {
        const shift = slope * ((word.x0 + word.x1) / 2);
        return { text: word.text, x0: word.x0, x1: word.x1, y0: word.y0 - shift, y1: word.y1 - shift };
      });
      markCheckboxes(straight);
      const kept = straight.filter((word) => /[A-Za-z0-9$%@&☐☒]/.test(word.text));
      const confidenceSum = words.reduce((sum, word) => sum + word.confidence, 0);
      return {
        lines: wordsToLines(kept, pageNumber, OCR_CELL_GAP_FACTOR),
        quality: words.length ? confidenceSum / words.length / 100 : 0,
        wordCount: kept.length,
      };
    } finally {
      clearTimeout(timer);
    }
  });
}

interface ScoredWord extends Word {
  confidence: number;
}

/** Words tesseract is reasonably sure of, with their boxes; punctuation-only words stay for checkbox marks. */
function keptWords(lines: TesseractLine[]): ScoredWord[] {
  return lines
    .flatMap((line) => glueEmails(line.words.filter((word) => word.text.trim() !== '').map(toScored)))
    .filter((word) => word.confidence >= (EMAIL.test(word.text) ? MIN_EMAIL_CONFIDENCE : MIN_WORD_CONFIDENCE));
}

function toScored(word: TesseractWord): ScoredWord {
  return { text: word.text.trim(), confidence: word.confidence, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0, y1: word.bbox.y1 };
}

const EMAIL = /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/;
/**
 * An e-mail address is no dictionary word: tesseract often splits it at a dot and doubts both halves. Its shape
 * is its own check, so a lower confidence is enough.
 */
const MIN_EMAIL_CONFIDENCE = 20;

/** Joins a word split at a dot or @ to its neighbour when together they make an e-mail ("James" + ".Williams@x.com"). */
function glueEmails(words: ScoredWord[]): ScoredWord[] {
  const out: ScoredWord[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const height = Math.max(1, word.y1 - word.y0);
    const splitAtPunctuation = /[.@_-]$/.test(previous?.text ?? '') || /^[.@_-]/.test(word.text);
    if (previous && splitAtPunctuation && word.x0 - previous.x1 < 0.6 * height && EMAIL.test(previous.text + word.text)) {
      out[out.length - 1] = {
        text: previous.text + word.text,
        confidence: Math.min(previous.confidence, word.confidence),
        x0: previous.x0,
        x1: word.x1,
        y0: Math.min(previous.y0, word.y0),
        y1: Math.max(previous.y1, word.y1),
      };
    } else out.push(word);
  }
  return out;
}

/** Share of the ink (cells with print) lying in no word box, boxes padded by half a line height. */
function unreadInkShare(grid: InkGrid, words: Word[]): number {
  const covered = new Uint8Array(grid.cols * grid.rows);
  for (const word of words) {
    const pad = (word.y1 - word.y0) / 2;
    const c0 = Math.max(0, Math.floor((word.x0 - pad) / grid.cell));
    const c1 = Math.min(grid.cols - 1, Math.floor((word.x1 + pad) / grid.cell));
    const r0 = Math.max(0, Math.floor((word.y0 - pad) / grid.cell));
    const r1 = Math.min(grid.rows - 1, Math.floor((word.y1 + pad) / grid.cell));
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) covered[r * grid.cols + c] = 1;
  }
  // A cell needs a few dark pixels to count: single specks of noise are not print.
  const minimum = Math.max(3, Math.round((grid.cell * grid.cell) / 40));
  let total = 0;
  let unread = 0;
  grid.counts.forEach((count, i) => {
    if (count < minimum) return;
    total += count;
    if (!covered[i]) unread += count;
  });
  return total ? unread / total : 0;
}

/**
 * Adds the second pass's words where the first read nothing, and takes its reading of a word both passes found
 * in the same place when it is clearly more confident. Two segmentations of one image fail in different places.
 */
function mergeWords(first: ScoredWord[], second: ScoredWord[]): ScoredWord[] {
  // A first-pass word box far taller than the second pass's words in the same place is two lines read as one
  // (the second usually lost): the second pass's words replace it.
  const merged = first.filter((word) => {
    const inside = second.filter((other) => overlap(word, other) > 0.5);
    if (!inside.length) return true;
    const tallest = Math.max(...inside.map((other) => other.y1 - other.y0));
    const mean = inside.reduce((sum, other) => sum + other.confidence, 0) / inside.length;
    return !(word.y1 - word.y0 > 1.7 * tallest && mean >= word.confidence - 10);
  });
  for (const word of second) {
    const overlapping = merged.filter((other) => overlap(word, other) > 0.3);
    if (!overlapping.length) {
      merged.push(word);
      continue;
    }
    if (overlapping.length === 1) {
      const other = overlapping[0]!;
      if (overlap(word, other) > 0.7 && word.confidence > other.confidence + 15) merged[merged.indexOf(other)] = word;
    }
  }
  return merged;
}

/** Intersection over the smaller box. */
function overlap(a: Word, b: Word): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return smaller > 0 ? (w * h) / smaller : 0;
}

const TICKED_BOX = /^(?:[☒☑⊠®✔✓✗✘]|\[[xX✓]\]|[xX])$/;
const EMPTY_BOX = /^(?:[☐□❑]|\[\s?\]|\[?[oO0][\]|]?|\(?[oO0]\)?|\[[JIl1]\]?)$/;

/**
 * OCR reads form checkboxes as letters ("O Purchase ® Refinance", "[0 Construction"). On a row with two or more
 * box marks each followed by a word, the marks become ☐ / ☒ so the rules can tell which option is ticked.
 */
function markCheckboxes(words: Word[]): void {
  const rows = new Map<number, Word[]>();
  for (const word of words) {
    const height = word.y1 - word.y0;
    const key = [...rows.keys()].find((y) => Math.abs(y - word.y0) < 0.6 * height) ?? word.y0;
    rows.set(key, [...(rows.get(key) ?? []), word]);
  }
  for (const row of rows.values()) {
    row.sort((a, b) => a.x0 - b.x0);
    const boxes = row.filter((word, i) => {
      if (!TICKED_BOX.test(word.text) && !EMPTY_BOX.test(word.text)) return false;
      const next = row[i + 1];
      return next !== undefined && /^[A-Za-z]/.test(next.text) && next.x0 - word.x1 < 2.5 * (word.y1 - word.y0);
    });
    if (boxes.length < 2) continue;
    for (const box of boxes) box.text = TICKED_BOX.test(box.text) ? '☒' : '☐';
  }
}

/** For tests and graceful shutdown. */
export async function shutdownOcr(): Promise<void> {
  await queue;
  await stopWorker();
}
