// Renders a PDF's pages to PNG data URLs in the browser with pdf.js (SPEC §5, §8, §9). Loaded on demand: pdf.js
// stays out of the app's first download.
import * as pdfjs from 'pdfjs-dist';
import { PAGE_IMAGE_BACKGROUND, PAGE_IMAGE_QUALITY, PDF_RENDERER_MAX_BYTES } from '@core/limits';
import { keepValidPages } from './image-data';
import { BundledBinaryDataFactory, pdfWorkerUrl } from './pdf-assets';
import { PDF_MESSAGES, PdfRenderTimeoutError } from './pdf-errors';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

export interface RenderedPage {
  type: 'image';
  base64: string;
  pageNumber: number;
  width: number;
  height: number;
}

export interface RenderOptions {
  scale: number;
  maxPages: number;
  timeoutMs: number;
}

function assertBrowserSupport(): void {
  const canvas = document.createElement('canvas');
  if (typeof canvas.getContext !== 'function' || typeof Worker === 'undefined') {
    throw new Error(PDF_MESSAGES.unsupportedBrowser);
  }
}

async function renderPage(document: pdfjs.PDFDocumentProxy, pageNumber: number, scale: number): Promise<RenderedPage> {
  const page = await document.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error(PDF_MESSAGES.noCanvas);
    context.fillStyle = PAGE_IMAGE_BACKGROUND;
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: null, canvasContext: context, viewport, background: PAGE_IMAGE_BACKGROUND }).promise;
    return {
      type: 'image',
      base64: canvas.toDataURL('image/png', PAGE_IMAGE_QUALITY),
      pageNumber,
      width: canvas.width,
      height: canvas.height,
    };
  } finally {
    page.cleanup();
  }
}

/**
 * The first `maxPages` pages as PNG on white, invalid pages skipped. Rejects with the renderer's own messages or
 * pdf.js's errors (PasswordException, InvalidPDFException…), or PdfRenderTimeoutError after `timeoutMs`.
 */
export async function renderPdfPages(file: File, { scale, maxPages, timeoutMs }: RenderOptions): Promise<RenderedPage[]> {
  if (file.size === 0) throw new Error(PDF_MESSAGES.empty);
  if (file.size > PDF_RENDERER_MAX_BYTES) throw new Error(PDF_MESSAGES.rendererTooLarge);
  assertBrowserSupport();

  const loadingTask = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    BinaryDataFactory: BundledBinaryDataFactory,
    useWorkerFetch: false,
    isEvalSupported: false,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfRenderTimeoutError()), timeoutMs);
  });
  const render = (async () => {
    const document = await loadingTask.promise;
    const pages: RenderedPage[] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, maxPages); pageNumber += 1) {
      pages.push(await renderPage(document, pageNumber, scale));
    }
    return keepValidPages(pages);
  })();
  try {
    return await Promise.race([render, timeout]);
  } finally {
    clearTimeout(timer);
    // Frees the worker's memory, and stops a render that outlived the timeout.
    void loadingTask.destroy();
  }
}
