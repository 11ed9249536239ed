// The sandbox's worker thread (sandbox.ts): reads one spreadsheet and answers with its text, or with the
// DocumentError that explains why not. Plain JavaScript, since a worker starts without the parent's TypeScript
// loader; it registers tsx for the modules it imports.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { readXls, readXlsx } = await import('./spreadsheet.ts');
const { isDocumentError } = await import('./errors.ts');
try {
  const text = workerData.kind === 'xlsx' ? await readXlsx(workerData.bytes) : readXls(workerData.bytes);
  parentPort.postMessage({ text });
} catch (error) {
  parentPort.postMessage(
    isDocumentError(error) ? { documentError: { code: error.code, message: error.message } } : { failure: String(error?.message ?? error) },
  );
}
