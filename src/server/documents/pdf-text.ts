// Opening PDFs with pdf.js (legacy build: the one that runs on Node 20) and reading their text layer as lines and
// cells rebuilt from item positions, so table rows and "Label ....... Value" layouts survive.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from './pdfjs';
import { DocumentError } from './errors';
import { makeLine, splitAtColumns, wordsToLines, type Line, type Word } from './layout';
import { unLetterSpace } from './tracking';

const require = createRequire(import.meta.url);
const PDFJS_ROOT = path.dirname(require.resolve('pdfjs-dist/package.json'));
// In Node pdf.js reads these with fs.readFile, so plain folder paths (with the trailing slash it appends to).
const asset = (dir: string) => `${path.join(PDFJS_ROOT, dir)}${path.sep}`;

/** A gap wider than this many line heights starts a new cell (label → value, column → column). */
const CELL_GAP_FACTOR = 1.2;

export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const task = getDocument({
    // pdf.js transfers the buffer to its worker; give it a copy so the caller's bytes stay usable.
    data: bytes.slice(),
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    wasmUrl: asset('wasm'),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new DocumentError('corrupt_file');
    return doc;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw toDocumentError(error);
  }
}

/** pdf.js reports problems as named exceptions; map them to what the uploader is told. */
export function toDocumentError(error: unknown): DocumentError {
  if (error instanceof DocumentError) return error;
  const name = (error as { name?: string } | null)?.name;
  const message = String((error as { message?: string } | null)?.message ?? '');
  if (name === 'PasswordException') return new DocumentError('password_protected', undefined, { cause: error });
  if (/empty/i.test(message)) return new DocumentError('empty_file', undefined, { cause: error });
  return new DocumentError('corrupt_file', undefined, { cause: error });
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export async function pageLines(doc: PDFDocumentProxy, pageNumber: number): Promise<Line[]> {
  const page = await doc.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const words: Word[] = [];
    for (const item of content.items as PdfTextItem[]) {
      if (typeof item.str !== 'string' || item.str.trim() === '') continue;
      const [a = 0, b = 0, , , e = 0, f = 0] = item.transform;
      if (Math.abs(b) > Math.abs(a)) continue; // rotated text (watermarks, margins) is not part of the form
      const size = item.height || Math.hypot(a, b) || 10;
      const top = viewport.height - f - size;
      words.push({ text: item.str, x0: e, x1: e + item.width, y0: top, y1: top + size });
    }
    return splitAtColumns(wordsToLines(words, pageNumber, CELL_GAP_FACTOR)).map(unLetterSpaceLine);
  } finally {
    page.cleanup();
  }
}

/** A line whose letter-spaced captions are read as words ("L O A N  A M O U N T" → "LOAN AMOUNT"). */
function unLetterSpaceLine(line: Line): Line {
  const cells = line.cells.map((cell) => {
    const text = unLetterSpace(cell.text);
    return text === cell.text ? cell : { ...cell, text };
  });
  return cells.every((c, i) => c === line.cells[i]) ? line : makeLine(cells, line.page, line.y, line.height);
}
