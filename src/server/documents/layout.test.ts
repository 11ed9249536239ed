import { describe, expect, it } from 'vitest';
import { splitAtColumns, wordsToLines, type Word } from './layout';

/** Words of one row at y, each [text, x0]; 10 px a character, 20 px tall. */
const row = (y: number, words: [string, number][]): Word[] => words.map(([text, x0]) => ({ text, x0, x1: x0 + 10 * text.length, y0: y, y1: y + 20 }));

describe('splitAtColumns', () => {
  it("splits a cell run into the next column at a column start of the nearest table row, past a wrapped value's line", () => {
    const words = [
      ...row(0, [['Property', 0], ['Address', 90], ['705', 300], ['Rd,', 340], ['Idaho', 380], ['Property', 445], ['Type', 535], ['Multifamily', 700]]),
      ...row(28, [['83708', 300]]),
      ...row(60, [['As-Is', 0], ['Value', 60], ['$6,350,000', 300], ['Contract', 445], ['Price', 535], ['$5,448,500', 700]]),
    ];
    const lines = splitAtColumns(wordsToLines(words, 1, 1.5));
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['Property Address', '705 Rd, Idaho', 'Property Type', 'Multifamily']);
  });

  it("splits where the next column's text is drawn over the end of a long value", () => {
    const words = [
      ...row(0, [['E-MAIL', 0], ['CREDIT', 330], ['SCORE', 400]]),
      // The e-mail runs 10 px into the next box, where the score starts: no gap at all between them.
      { text: 'ann@bayshoreproperties.com', x0: 80, x1: 340, y0: 28, y1: 48 },
      { text: '734', x0: 330, x1: 360, y0: 28, y1: 48 },
    ];
    const lines = splitAtColumns(wordsToLines(words, 1, 1.5));
    expect(lines[1]!.cells.map((c) => c.text)).toEqual(['ann@bayshoreproperties.com', '734']);
  });

  it('keeps a word whole where a ligature split it at a column start of the row below', () => {
    const words = [
      // "fi" is drawn as one ligature glyph; the rest of "file" starts where it ends, at the table's second column.
      { text: 'the cre', x0: 0, x1: 70, y0: 0, y1: 20 },
      { text: 'fi', x0: 80, x1: 100, y0: 0, y1: 20 },
      { text: 'le for Oak LLC', x0: 99.999, x1: 240, y0: 0, y1: 20 },
      ...row(28, [['Rate', 0], ['9%', 100]]),
    ];
    const lines = splitAtColumns(wordsToLines(words, 1, 1.5));
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['the cre file for Oak LLC']);
  });

  it('leaves a line alone when no row of several cells is near', () => {
    const words = [...row(0, [['705', 300], ['Rd,', 340], ['Idaho', 380], ['Property', 445]]), ...row(200, [['As-Is', 0], ['$6,350,000', 300], ['Contract', 445]])];
    const lines = splitAtColumns(wordsToLines(words, 1, 1.5));
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['705 Rd, Idaho Property']);
  });
});

describe('wordsToLines under OCR (nearestWord)', () => {
  const at = (text: string, x0: number, y0: number, x1: number, y1: number): Word => ({ text, x0, x1, y0, y1 });
  it('joins a word to the row of the word beside it, though the row started half a line higher across the page', () => {
    const words = [at('Term', 906, 436, 977, 457), at('seanrusso@x.com', 404, 446, 850, 476), at('Borrower', 205, 447, 342, 470)];
    expect(wordsToLines(words, 1, 1.5, { nearestWord: true }).map((l) => l.cells.map((c) => c.text))).toEqual([['Borrower', 'seanrusso@x.com', 'Term']]);
    expect(wordsToLines(words, 1, 1.5).length).toBe(2);
  });
});
