// Spreadsheets and PDFs are read in worker threads with a memory cap and a deadline: exceljs and SheetJS hold a
// whole workbook in memory and parse it in one synchronous stretch, and pdf.js parses a document and each page's
// content in such stretches too, so a hostile file (or one that lies about its size) would otherwise exhaust the
// server's heap or stall every other request for seconds. A worker that runs out of memory or time is ended and
// the upload refused (422); the server keeps answering.
// The workers are pooled: starting one (and loading its parsers) cost about half a second per spreadsheet. A
// bounded number run at once, each is reused for a number of jobs and then replaced (so what a parser leaks
// cannot pile up), and one that breached a cap is never reused.
import { Worker } from 'node:worker_threads';
import { PDF_TOO_COMPLEX } from './archive-limits';
import { startDeadline } from './deadline';
import { DocumentError, type DocumentErrorCode } from './errors';
import type { PdfPages } from './pdf-pages';
import type { SheetText } from './spreadsheet';

export interface SandboxOptions {
  /** Heap of one worker: a 25 MB workbook within MAX_UNPACKED_BYTES reads in well under this. */
  memoryMb: number;
  /**
   * Deadline of one job once its reader is loaded: a workbook of 5 × 1,000 rows or 60 text pages take a few seconds.
   * A PDF's drawn scan (~0.5 s each on a quiet machine, many times that when the cores are shared) restarts it.
   */
  timeoutMs: number;
  /** Workers at most (more jobs wait for one). */
  size: number;
  /** Jobs one worker serves before it is replaced. */
  jobsPerWorker: number;
  /** An idle worker is ended after this long. */
  idleMs: number;
}

export const SANDBOX: SandboxOptions = {
  memoryMb: 384,
  timeoutMs: 30_000,
  // As many as document analyses run at once (ANALYSIS_LIMITS.running).
  size: 2,
  jobsPerWorker: 50,
  idleMs: 60_000,
};

type Job = { kind: 'xlsx' | 'xls' | 'pdf'; bytes: Uint8Array };
type WorkerAnswer =
  | { result: unknown }
  | { documentError: { code: DocumentErrorCode; message: string } }
  | { failure: string }
  // The reader's modules are loaded, or a PDF's scan was drawn: the job goes on, and its deadline starts again
  // (at most 1 + MAX_SCANNED_PAGES times).
  | { progress: true };

interface Slot {
  worker: Worker;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
  gone?: boolean;
}

export class SandboxPool {
  private readonly idle: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  private live = 0;

  constructor(private readonly options: SandboxOptions) {}

  async run<T>(job: Job): Promise<T> {
    const slot = await this.acquire();
    slot.jobs++;
    return new Promise<T>((resolve, reject) => {
      const { worker } = slot;
      const refused = (cause?: unknown) => new DocumentError('too_complex', job.kind === 'pdf' ? PDF_TOO_COMPLEX : undefined, { cause });
      let settled = false;
      const finish = (healthy: boolean, outcome: () => void) => {
        if (settled) return;
        settled = true;
        deadline.clear();
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (healthy) this.release(slot);
        else this.discard(slot);
        outcome();
      };
      const onMessage = (answer: WorkerAnswer) => {
        if ('progress' in answer) return deadline.restart();
        finish(true, () => {
          if ('result' in answer) resolve(answer.result as T);
          else if ('documentError' in answer) reject(new DocumentError(answer.documentError.code, answer.documentError.message));
          else reject(new Error(`document sandbox failed: ${answer.failure}`));
        });
      };
      // ERR_WORKER_OUT_OF_MEMORY, or the worker died some other way: the file is what broke it.
      const onError = (error: Error) => finish(false, () => reject(refused(error)));
      const onExit = () => finish(false, () => reject(refused()));
      const deadline = startDeadline(this.options.timeoutMs, () => finish(false, () => reject(refused())));
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      // Copied, not transferred: the caller's bytes stay usable.
      worker.postMessage(job);
    });
  }

  /** Ends every worker (tests, shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.idle].map((slot) => this.discard(slot)));
  }

  private acquire(): Promise<Slot> {
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.idleTimer);
      return Promise.resolve(idle);
    }
    if (this.live < this.options.size) return Promise.resolve(this.spawn());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private spawn(): Slot {
    this.live++;
    const worker = new Worker(new URL('./sandbox-worker.mjs', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // An idle worker does not keep the process alive; a running job's deadline timer does.
    worker.unref();
    const slot: Slot = { worker, jobs: 0 };
    // A worker that dies between jobs is simply replaced (an 'error' without a listener would end the server).
    worker.on('error', () => undefined).on('exit', () => this.forget(slot));
    return slot;
  }

  private release(slot: Slot) {
    if (slot.jobs >= this.options.jobsPerWorker) return void this.discard(slot);
    const next = this.waiting.shift();
    if (next) return next(slot);
    slot.idleTimer = setTimeout(() => void this.discard(slot), this.options.idleMs).unref();
    this.idle.push(slot);
  }

  private async discard(slot: Slot): Promise<void> {
    this.forget(slot);
    await slot.worker.terminate();
  }

  /** The slot no longer counts: a waiting job gets a fresh worker in its place. */
  private forget(slot: Slot) {
    if (slot.gone) return;
    slot.gone = true;
    clearTimeout(slot.idleTimer);
    this.live--;
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    const next = this.waiting.shift();
    if (next) next(this.spawn());
  }
}

const sandbox = new SandboxPool(SANDBOX);

export function readSpreadsheetInSandbox(kind: 'xlsx' | 'xls', bytes: Uint8Array, pool: SandboxPool = sandbox): Promise<SheetText> {
  return pool.run<SheetText>({ kind, bytes });
}

/** The PDF's text pages and its scans drawn for OCR (pdf-pages.ts). */
export function readPdfInSandbox(bytes: Uint8Array, pool: SandboxPool = sandbox): Promise<PdfPages> {
  return pool.run<PdfPages>({ kind: 'pdf', bytes });
}
