// Spreadsheets are read in a worker thread with a memory cap and a deadline: exceljs and SheetJS hold a whole
// workbook in memory and parse it in one synchronous stretch, so a hostile one (or one that lies about its
// unpacked size) would otherwise exhaust the server's heap or stall every other request for seconds. A worker
// that runs out of memory or time is ended and the upload refused; the server keeps answering.
import { Worker } from 'node:worker_threads';
import { DocumentError, type DocumentErrorCode } from './errors';
import type { SheetText } from './spreadsheet';

export interface SandboxLimits {
  memoryMb: number;
  timeoutMs: number;
}

export const SPREADSHEET_SANDBOX: SandboxLimits = {
  /** Heap of one worker: a 25 MB workbook within MAX_UNPACKED_BYTES reads in well under this. */
  memoryMb: 384,
  /** A workbook of 5 × 1,000 rows reads in about a second; more means a pathological file. */
  timeoutMs: 20_000,
};

type WorkerAnswer = { text: SheetText } | { documentError: { code: DocumentErrorCode; message: string } } | { failure: string };

export function readSpreadsheetInSandbox(kind: 'xlsx' | 'xls', bytes: Uint8Array, limits: SandboxLimits = SPREADSHEET_SANDBOX): Promise<SheetText> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sandbox-worker.mjs', import.meta.url), {
      workerData: { kind, bytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new DocumentError('too_complex'))), limits.timeoutMs);
    worker.on('message', (answer: WorkerAnswer) =>
      finish(() => {
        if ('text' in answer) resolve(answer.text);
        else if ('documentError' in answer) reject(new DocumentError(answer.documentError.code, answer.documentError.message));
        else reject(new Error(`spreadsheet worker failed: ${answer.failure}`));
      }),
    );
    // ERR_WORKER_OUT_OF_MEMORY, or the worker died some other way: the file is what broke it.
    worker.on('error', (error) => finish(() => reject(new DocumentError('too_complex', undefined, { cause: error }))));
    worker.on('exit', () => finish(() => reject(new DocumentError('too_complex'))));
  });
}
