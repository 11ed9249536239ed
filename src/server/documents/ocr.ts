// OCR with tesseract.js and the English model shipped in npm (@tesseract.js-data/eng): never a network download,
// never a cache written to the working folder. One worker, started on first use and reused (start-up ~0.4 s);
// jobs queue behind each other so a burst of uploads cannot eat every core. A job that overruns its time is
// stopped by terminating the worker; the next job starts a fresh one.
import { createRequire } from 'node:module';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { wordsToLines, type Line, type Word } from './layout';

const require = createRequire(import.meta.url);
const ENGLISH = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** OCR words split into cells at gaps wider than this many line heights. */
const OCR_CELL_GAP_FACTOR = 1.5;
/** Words tesseract itself doubts (0-100) are noise from photos, stamps and signatures. */
const MIN_WORD_CONFIDENCE = 40;

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

export function recognize(image: Buffer, pageNumber: number, timeoutMs: number): Promise<OcrPage> {
  return enqueue(async () => {
    const w = await startWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void stopWorker();
        reject(new OcrTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    try {
      const result = await Promise.race([w.recognize(image, {}, { blocks: true, text: false }), timeout]);
      const blocks = (result.data.blocks ?? []) as unknown as TesseractBlock[];
      const lines = blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines));
      const slope = pageSlope(lines);
      const kept: Word[] = [];
      let confidenceSum = 0;
      for (const word of lines.flatMap((l) => l.words)) {
        if (word.confidence < MIN_WORD_CONFIDENCE || !/[A-Za-z0-9$%@]/.test(word.text)) continue;
        confidenceSum += word.confidence;
        // Straighten the page: shift each word by the skew at its horizontal position so rows line up.
        const shift = slope * ((word.bbox.x0 + word.bbox.x1) / 2);
        kept.push({ text: word.text, x0: word.bbox.x0, x1: word.bbox.x1, y0: word.bbox.y0 - shift, y1: word.bbox.y1 - shift });
      }
      return {
        lines: wordsToLines(kept, pageNumber, OCR_CELL_GAP_FACTOR),
        quality: kept.length ? confidenceSum / kept.length / 100 : 0,
        wordCount: kept.length,
      };
    } finally {
      clearTimeout(timer);
    }
  });
}

/** For tests and graceful shutdown. */
export async function shutdownOcr(): Promise<void> {
  await queue;
  await stopWorker();
}
