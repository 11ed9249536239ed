import { describe, expect, it } from 'vitest';
import { eraseCheckboxes, findCheckboxes, placeCheckboxes, type GreyPage } from './checkboxes';
import type { Word } from './layout';

type Mark = { x: number; y: number; kind: 'empty' | 'ticked' | 'solid' | 'ring' };

/** A white 1000×400 page with 20-px marks: box outlines (empty or crossed), solid squares, or round rings. */
function page(marks: Mark[]): GreyPage {
  const width = 1000;
  const height = 400;
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  const dot = (x: number, y: number) => (pixels[y * width + x] = 0);
  for (const { x, y, kind } of marks) {
    for (let i = 0; i < 20; i++) {
      for (let j = 0; j < 20; j++) {
        const border = i < 2 || i > 17 || j < 2 || j > 17;
        const cross = Math.abs(i - j) < 2 || Math.abs(i + j - 19) < 2;
        const ring = Math.abs(Math.hypot(i - 9.5, j - 9.5) - 8.5) < 1.5;
        if (kind === 'solid' || (kind === 'ring' ? ring : border || (kind === 'ticked' && cross))) dot(x + i, y + j);
      }
    }
  }
  return { pixels, width, height };
}

describe('findCheckboxes', () => {
  it('finds empty, crossed and solid boxes in a row, and tells ticked from empty', () => {
    const boxes = findCheckboxes(page([{ x: 100, y: 50, kind: 'empty' }, { x: 300, y: 52, kind: 'ticked' }, { x: 500, y: 51, kind: 'solid' }]));
    expect(boxes.sort((a, b) => a.x0 - b.x0).map((b) => [b.x0, b.text])).toEqual([[100, '☐'], [300, '☒'], [500, '☒']]);
  });

  it('paints the boxes found out of the page, so OCR reads the options beside them alone', () => {
    const grey = page([{ x: 100, y: 50, kind: 'empty' }, { x: 300, y: 50, kind: 'solid' }]);
    eraseCheckboxes(grey.pixels, grey.width, findCheckboxes(grey));
    expect(grey.pixels.every((v) => v === 255)).toBe(true);
  });

  it('takes no round mark (an O) for a box, and no lone square (a bullet)', () => {
    expect(findCheckboxes(page([{ x: 100, y: 50, kind: 'ring' }, { x: 300, y: 50, kind: 'ring' }]))).toEqual([]);
    expect(findCheckboxes(page([{ x: 100, y: 50, kind: 'solid' }, { x: 300, y: 200, kind: 'empty' }]))).toEqual([]);
  });

  it('takes no row of solid marks for boxes (letters blurred into blobs), nor a square touching print', () => {
    expect(findCheckboxes(page([{ x: 100, y: 50, kind: 'solid' }, { x: 300, y: 50, kind: 'solid' }]))).toEqual([]);
    const marks: Mark[] = [{ x: 100, y: 50, kind: 'empty' }, { x: 121, y: 50, kind: 'solid' }, { x: 300, y: 50, kind: 'empty' }, { x: 500, y: 50, kind: 'ticked' }];
    expect(findCheckboxes(page(marks)).map((b) => b.x0).sort()).toEqual([300, 500]);
  });
});

describe('placeCheckboxes', () => {
  const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, y0: 50, y1: 70 });
  const boxes = [
    { text: '☒', x0: 100, x1: 120, y0: 50, y1: 70, ticked: true },
    { text: '☐', x0: 300, x1: 320, y0: 50, y1: 70, ticked: false },
    { text: '☐', x0: 500, x1: 520, y0: 50, y1: 70, ticked: false },
  ];
  it('replaces what OCR read for a box, whole or glued to the next word or the one before', () => {
    const words = [word('MW', 99, 121), word('Bridge', 130, 200), word('[J2-4Units', 300, 453), word('Nom', 458, 520)];
    const placed = placeCheckboxes(words, boxes, (b) => ({ text: b.text, x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y1 }));
    expect(placed.sort((a, b) => a.x0 - b.x0).map((w) => w.text).join(' ')).toBe('☒ Bridge ☐ 2-4Units No ☐');
  });
  it('leaves words that touch no box alone', () => {
    const words = [word('Loan', 10, 60), word('Amount', 130, 200)];
    expect(placeCheckboxes(words, [], (b) => b)).toBe(words);
    expect(placeCheckboxes(words, boxes.slice(0, 1), (b) => ({ text: b.text, x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y1 })).map((w) => w.text)).toEqual(['Loan', 'Amount', '☒']);
  });
});
