// Rendering a PDF page to an image for OCR (pages that carry no text layer: scans). pdf.js draws through
// @napi-rs/canvas, which its Node canvas factory loads itself.
import type { PDFDocumentProxy } from './pdfjs';
import { enhanceContext, inkShare, MIN_INK, OCR_LONG_SIDE, type InkGrid } from './image-prep';

/** At least 2× the PDF's 72 dpi, and enough for the long side to reach the size OCR reads small print at. */
const OCR_RENDER_SCALE = 2;
/** Never allocate more pixels than a letter page at ~300 dpi, whatever the page size claims. */
const MAX_RENDER_PIXELS = 2550 * 3300;

interface CanvasEntry {
  canvas: { toBuffer(mime: 'image/png'): Buffer; width: number; height: number };
  context: CanvasRenderingContext2D;
}
interface CanvasFactory {
  create(width: number, height: number): CanvasEntry;
  destroy(entry: CanvasEntry): void;
}

export interface RenderedPage {
  png: Buffer;
  /** Share of pixels clearly darker than paper; a blank scan is well under 0.1 %. */
  ink: number;
  inkGrid?: InkGrid;
}

export async function renderPage(doc: PDFDocumentProxy, pageNumber: number): Promise<RenderedPage> {
  const page = await doc.getPage(pageNumber);
  const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  try {
    const base = page.getViewport({ scale: 1 });
    const wanted = Math.max(OCR_RENDER_SCALE, OCR_LONG_SIDE / Math.max(1, base.width, base.height));
    const scale = Math.min(wanted, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      entry.context.fillStyle = '#ffffff';
      entry.context.fillRect(0, 0, entry.canvas.width, entry.canvas.height);
      await page.render({ canvas: null, canvasContext: entry.context, viewport }).promise;
      const ink = inkShare(entry.context, entry.canvas.width, entry.canvas.height);
      const inkGrid = ink >= MIN_INK ? enhanceContext(entry.context, entry.canvas.width, entry.canvas.height) : undefined;
      return { png: entry.canvas.toBuffer('image/png'), ink, inkGrid };
    } finally {
      factory.destroy(entry);
    }
  } finally {
    page.cleanup();
  }
}
