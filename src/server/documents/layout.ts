// The page text every source (pdf.js, OCR, spreadsheet cells) is turned into before the field rules run:
// lines top to bottom, each split into cells where a wide horizontal gap separates a label from its value or
// one table column from the next. Rules work on cells, so they see "Loan Amount | $595,000" whatever the source.

export interface Cell {
  text: string;
  /** Left and right edges in page units; only compared within one page. */
  x0: number;
  x1: number;
}

export interface Line {
  cells: Cell[];
  /** The cells joined with single spaces. */
  text: string;
  page: number;
  /** Top of the line in page units, for label-above-value pairing. */
  y: number;
  /** Typical glyph height, to judge alignment tolerances. */
  height: number;
}

export type TextSource = 'pdf_text' | 'ocr' | 'spreadsheet';

export interface DocText {
  lines: Line[];
  source: TextSource;
  /** OCR mean word confidence 0-1; 1 for born-digital text. */
  quality: number;
  /** Facts about how the text was obtained, for additionalNotes. */
  notes: string[];
}

export interface Word {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export function makeLine(cells: Cell[], page: number, y: number, height: number): Line {
  return { cells, text: cells.map((c) => c.text).join(' '), page, y, height };
}

/**
 * Groups positioned words of one page into lines (by vertical overlap) and lines into cells (by gaps wider than
 * `gapFactor` × the line height). Used for both pdf.js items and OCR words.
 */
export function wordsToLines(words: Word[], page: number, gapFactor: number): Line[] {
  const sorted = words.filter((w) => w.text.trim() !== '').sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const rows: Word[][] = [];
  for (const word of sorted) {
    const height = word.y1 - word.y0;
    const row = rows.find((r) => {
      const ref = r[0]!;
      const overlap = Math.min(ref.y1, word.y1) - Math.max(ref.y0, word.y0);
      return overlap > 0.5 * Math.min(height, ref.y1 - ref.y0);
    });
    if (row) row.push(word);
    else rows.push([word]);
  }
  const lines = rows.map((row) => {
    row.sort((a, b) => a.x0 - b.x0);
    const height = median(row.map((w) => w.y1 - w.y0));
    const cells: Cell[] = [];
    let current: Cell | null = null;
    for (const word of row) {
      const text = word.text.trim();
      if (current && word.x0 - current.x1 <= gapFactor * height) {
        const joiner = word.x0 - current.x1 > 0.1 * height ? ' ' : '';
        current.text = `${current.text}${joiner}${text}`.replace(/\s+/g, ' ');
        current.x1 = Math.max(current.x1, word.x1);
      } else {
        current = { text, x0: word.x0, x1: word.x1 };
        cells.push(current);
      }
    }
    return makeLine(cells, page, Math.min(...row.map((w) => w.y0)), height);
  });
  return lines.sort((a, b) => a.y - b.y);
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
