// The page text every source (pdf.js, OCR, spreadsheet cells) is turned into before the field rules run:
// lines top to bottom, each split into cells where a wide horizontal gap separates a label from its value or
// one table column from the next. Rules work on cells, so they see "Loan Amount | $595,000" whatever the source.

export interface Cell {
  text: string;
  /** Left and right edges in page units; only compared within one page. */
  x0: number;
  x1: number;
  /** The positioned pieces the cell was joined from (text layers only), to split it again at a table's columns. */
  pieces?: Cell[];
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
  /** The document lists several deals and none is marked as the one sent: its values are a guess's (the first deal's). */
  severalDeals?: boolean;
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
export function wordsToLines(words: Word[], page: number, gapFactor: number, options: { nearestWord?: boolean } = {}): Line[] {
  const sorted = words.filter((w) => w.text.trim() !== '').sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
  const rows: Word[][] = [];
  for (const word of sorted) {
    const height = word.y1 - word.y0;
    const row = rows.find((r) => {
      const ref = options.nearestWord ? nearestInRow(r, word) : r[0]!;
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
      const piece = { text, x0: word.x0, x1: word.x1 };
      if (current && word.x0 - current.x1 <= gapFactor * height) {
        const joiner = word.x0 - current.x1 > 0.1 * height ? ' ' : '';
        current.text = `${current.text}${joiner}${text}`.replace(/\s+/g, ' ');
        current.x1 = Math.max(current.x1, word.x1);
        current.pieces!.push(piece);
      } else {
        current = { text, x0: word.x0, x1: word.x1, pieces: [piece] };
        cells.push(current);
      }
    }
    return makeLine(cells, page, Math.min(...row.map((w) => w.y0)), height);
  });
  return lines.sort((a, b) => a.y - b.y);
}

/**
 * The row's word horizontally nearest to a word. Under OCR the rows of two tables side by side are rarely level
 * (one printed a little lower, a skew left over), so a row is judged where the word meets it: "Borrower" joins
 * the e-mail beside it, not the right table's "Term" the row started with, half a line higher.
 */
function nearestInRow(row: Word[], word: Word): Word {
  const distance = (other: Word) => Math.max(0, other.x0 - word.x1, word.x0 - other.x1);
  return row.reduce((best, other) => (distance(other) < distance(best) ? other : best));
}

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A line takes its columns from lines of several cells at most this many line heights above or below it. */
const COLUMN_REACH = 4;

/**
 * Table cells whose padding is narrower than the cell gap run together ("Broadway Private Mortgage The Tariq Le
 * Trust"; under OCR "705 42nd Rd, Boise, Idaho Property Type"). Where a cell's piece starts, after a gap wider than
 * a word space, at the left edge of a cell of the nearest line of several cells above or below (the column's header
 * or the next row), the cell is split there: the table's columns, read from its neighbours. Lines of one cell in
 * between (a value wrapped onto a line of its own: "83708") are passed over.
 */
export function splitAtColumns(lines: Line[]): Line[] {
  return lines.map((line, i) => {
    const h = Math.max(line.height, 1);
    const nearest = (step: number): Line | undefined => {
      for (let j = i + step; j >= 0 && j < lines.length; j += step) {
        const other = lines[j]!;
        if (other.page !== line.page || Math.abs(other.y - line.y) >= COLUMN_REACH * h) return undefined;
        if (other.cells.length > 1) return other;
      }
      return undefined;
    };
    const near = [nearest(-1), nearest(1)].filter((l): l is Line => l !== undefined);
    if (!near.length) return line;
    const starts = near.flatMap((l) => l.cells.map((c) => c.x0));
    let changed = false;
    const cells = line.cells.flatMap((cell) => {
      const pieces = cell.pieces;
      if (!pieces || pieces.length < 2) return [cell];
      const out: Cell[] = [];
      let group: Cell[] = [pieces[0]!];
      for (const piece of pieces.slice(1)) {
        const gap = piece.x0 - group[group.length - 1]!.x1;
        const column = starts.some((x) => Math.abs(x - piece.x0) < 0.6 * h);
        // A piece drawn over the end of the one before (an e-mail running into the next box, "…@bayshore.com734")
        // is the next column's text, however small the gap; one that merely touches it is the rest of a word that a
        // ligature split ("fi" | "le for …").
        if ((gap > 0.45 * h || gap < -0.02 * h) && column) {
          out.push(joinPieces(group));
          group = [piece];
        } else group.push(piece);
      }
      out.push(joinPieces(group));
      if (out.length > 1) changed = true;
      return out;
    });
    return changed ? makeLine(cells, line.page, line.y, line.height) : line;
  });
}

function joinPieces(pieces: Cell[]): Cell {
  let text = '';
  let x1 = pieces[0]!.x0;
  for (const piece of pieces) {
    text = text ? `${text}${piece.x0 - x1 > 0.5 ? ' ' : ''}${piece.text}` : piece.text;
    x1 = Math.max(x1, piece.x1);
  }
  return { text: text.replace(/\s+/g, ' '), x0: pieces[0]!.x0, x1, pieces };
}
