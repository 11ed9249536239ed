// What the sandbox worker reads from a PDF (sandbox.ts): the text layer of each page and, for pages without one
// (scans), the page drawn as an image for OCR. pdf.js parses the whole file and each page's content stream in
// one synchronous stretch per call, so a hostile PDF (deep nesting, huge content streams) runs here, under the
// worker's memory cap and deadline, never on the server's event loop. OCR itself stays in the server's own
// tesseract worker (ocr.ts), which has its own per-page deadline.
import type { Line } from './layout';
import { openPdf, pageLines } from './pdf-text';
import { renderPage } from './pdf-render';
import { MIN_INK, type InkGrid } from './image-prep';

/** Text pages are cheap (~10 ms each); beyond this a document is not a loan submission anyway. */
export const MAX_TEXT_PAGES = 60;
/** Scans cost ~3 s a page to OCR and ~0.3 s to render: the first pages carry the deal terms. */
export const MAX_SCANNED_PAGES = 10;
/** A page with fewer characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARS = 40;

export type PdfPage =
  | { page: number; lines: Line[] }
  | { page: number; scan: { png: Uint8Array; inkGrid?: InkGrid } }
  | { page: number; blank: true }
  | { page: number; skipped: true };

export interface PdfPages {
  numPages: number;
  /** The pages read (at most MAX_TEXT_PAGES), in order. */
  pages: PdfPage[];
}

/** `onScanDrawn` is told after each scan is drawn: the sandbox grants each drawn page its own deadline. */
export async function readPdfPages(bytes: Uint8Array, onScanDrawn: () => void = () => undefined): Promise<PdfPages> {
  const doc = await openPdf(bytes);
  try {
    const pages: PdfPage[] = [];
    let scanned = 0;
    const last = Math.min(doc.numPages, MAX_TEXT_PAGES);
    for (let page = 1; page <= last; page++) {
      const lines = await pageLines(doc, page);
      if (lines.map((l) => l.text).join('').replace(/\s/g, '').length >= MIN_TEXT_CHARS) {
        pages.push({ page, lines });
      } else if (scanned >= MAX_SCANNED_PAGES) {
        pages.push({ page, skipped: true });
      } else {
        scanned++;
        const rendered = await renderPage(doc, page);
        onScanDrawn();
        pages.push(rendered.ink < MIN_INK ? { page, blank: true } : { page, scan: { png: rendered.png, inkGrid: rendered.inkGrid } });
      }
    }
    return { numPages: doc.numPages, pages };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
