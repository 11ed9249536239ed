// The sandbox's worker thread (sandbox.ts): reads spreadsheets and PDFs, one job at a time, answering each with
// its result or with the DocumentError that explains why not. Plain JavaScript, since a worker starts without
// the parent's TypeScript loader; it registers tsx for the modules it imports (each on its first job).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { isDocumentError } = await import('./errors.ts');
// Loading a reader's modules (tsx compiles them on a worker's first job) is no work on the file: once loaded, the
// job's deadline starts again, so a busy machine's slow start never refuses a good file.
const started = () => parentPort.postMessage({ progress: true });
const readers = {
  xlsx: async (bytes) => {
    const { readXlsx } = await import('./spreadsheet.ts');
    started();
    return readXlsx(bytes);
  },
  xls: async (bytes) => {
    const { readXls } = await import('./spreadsheet.ts');
    started();
    return readXls(bytes);
  },
  pdf: async (bytes) => {
    const [{ readPdfPages }, { toDocumentError }] = await Promise.all([import('./pdf-pages.ts'), import('./pdf-text.ts')]);
    started();
    // Drawing and cleaning a scan takes seconds on a busy machine: each one drawn restarts the job's deadline too.
    return readPdfPages(bytes, started).catch((error) => Promise.reject(toDocumentError(error)));
  },
};

parentPort.on('message', async ({ kind, bytes }) => {
  try {
    parentPort.postMessage({ result: await readers[kind](bytes) });
  } catch (error) {
    parentPort.postMessage(
      isDocumentError(error) ? { documentError: { code: error.code, message: error.message } } : { failure: String(error?.message ?? error) },
    );
  }
});
