// pdf.js's worker (1.2 MB to fetch and parse), started on the first load of a viewer address beside the page's
// code (routes.tsx warmUp) rather than once pdf.js has arrived and evaluated (issue 17). Only its URL is in the
// entry; the viewer hands the running worker to pdf.js as its port.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let started: Worker | undefined;

export const startPdfWorker = () => (started ??= new Worker(workerUrl, { type: 'module' }));
