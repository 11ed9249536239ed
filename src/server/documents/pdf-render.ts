// Rendering a PDF page to an image for OCR (pages that carry no text layer: scans). pdf.js draws through
// @napi-rs/canvas, which its Node canvas factory loads itself.
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** ~2× the PDF's 72 dpi: about 150-200 dpi for a letter page, enough for tesseract without wasting time. */
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
}

export async function renderPage(doc: PDFDocumentProxy, pageNumber: number): Promise<RenderedPage> {
  const page = await doc.getPage(pageNumber);
  const factory = (doc as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
  try {
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(OCR_RENDER_SCALE, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      entry.context.fillStyle = '#ffffff';
      entry.context.fillRect(0, 0, entry.canvas.width, entry.canvas.height);
      await page.render({ canvas: null, canvasContext: entry.context, viewport }).promise;
      return { png: entry.canvas.toBuffer('image/png'), ink: inkShare(entry.context, entry.canvas.width, entry.canvas.height) };
    } finally {
      factory.destroy(entry);
    }
  } finally {
    page.cleanup();
  }
}

/** Samples a grid of pixels and counts the dark ones: cheap enough to skip OCR of blank pages. */
export function inkShare(context: CanvasRenderingContext2D, width: number, height: number): number {
  const { data } = context.getImageData(0, 0, width, height);
  let dark = 0;
  let seen = 0;
  const step = 3;
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      const luminance = 0.299 * data[i]! + 0.587 * data[i + 1]! + 0.114 * data[i + 2]!;
      if (luminance < 110) dark++;
      seen++;
    }
  }
  return seen ? dark / seen : 0;
}
