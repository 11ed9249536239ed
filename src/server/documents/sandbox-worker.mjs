// The sandbox's worker thread (sandbox.ts): reads spreadsheets and PDFs, one job at a time, answering each with
// its result or with the DocumentError that explains why not. Plain JavaScript, since a worker starts without
// the parent's TypeScript loader; it registers tsx for the modules it imports (each on its first job).
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { isDocumentError } = await import('./errors.ts');
const readers = {
  xlsx: async (bytes) => (await import('./spreadsheet.ts')).readXlsx(bytes),
  xls: async (bytes) => (await import('./spreadsheet.ts')).readXls(bytes),
  pdf: async (bytes) => {
    const [{ readPdfPages }, { toDocumentError }] = await Promise.all([import('./pdf-pages.ts'), import('./pdf-text.ts')]);
    return readPdfPages(bytes).catch((error) => Promise.reject(toDocumentError(error)));
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
