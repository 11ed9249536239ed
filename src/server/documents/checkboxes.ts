// Checkboxes found on the page's pixels rather than in what OCR read. Tesseract reads a printed box as a letter
// ("[J", "O", "MW" for a filled square, "BM SFR"), glues it to the option ("[J2-4Units") or reads nothing at all,
// so the ticked option of a form is lost. A box is a small square of ink whose four sides are straight and
// dark: an outline (empty, or ticked when there is ink inside) or a solid square (■, how many forms mark the
// chosen option). Letters are never squares with four straight sides, and table cells lose their long borders
// to rule removal (image-prep) before this runs.
import type { Word } from './layout';

export type GreyPage = { pixels: Uint8ClampedArray; width: number; height: number };

export interface FoundBox extends Word {
  ticked: boolean;
}

/** Darker than this is ink. */
const INK = 128;
/** A box's side: at least this share of its length is dark (a scan's or photo's stroke has gaps). */
const SIDE_INK = 0.8;
/** A solid square (■) is dark over at least this share of its area; no letter fills its own box like that. */
const SOLID_INK = 0.9;
/** Inside a ticked box (border left out) a cross or tick darkens well over this share; an empty box is paper. */
export const TICKED_INK = 0.12;
/** Box sides relative to the page's long side: print-sized boxes only (about 6 to 30 pt on a letter page). */
const MIN_SIDE_SHARE = 0.0045;
const MAX_SIDE_SHARE = 0.02;
/** A row of options has at least this many boxes of about the same size; a lone square is a bullet or a logo. */
const MIN_ROW_BOXES = 2;

/** Bounding boxes and pixel counts of the page's dark connected areas (8-connected), small ones only. */
function components(grey: GreyPage, maxSide: number): { x0: number; y0: number; x1: number; y1: number; count: number }[] {
  const { pixels, width, height } = grey;
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const out: { x0: number; y0: number; x1: number; y1: number; count: number }[] = [];
  for (let start = 0; start < pixels.length; start++) {
    if (seen[start] || pixels[start]! >= INK) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    let count = 0;
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (!seen[q] && pixels[q]! < INK) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    if (x1 - x0 < maxSide && y1 - y0 < maxSide) out.push({ x0, y0, x1: x1 + 1, y1: y1 + 1, count });
  }
  return out;
}

/** Share of positions along one side where the outermost two pixels across it hold ink. */
function sideInk(grey: GreyPage, box: Word, side: 'top' | 'bottom' | 'left' | 'right'): number {
  const { pixels, width } = grey;
  const horizontal = side === 'top' || side === 'bottom';
  const from = horizontal ? box.x0 : box.y0;
  const to = horizontal ? box.x1 : box.y1;
  const edge = side === 'top' ? box.y0 : side === 'bottom' ? box.y1 - 1 : side === 'left' ? box.x0 : box.x1 - 1;
  const inward = side === 'top' || side === 'left' ? 1 : -1;
  let dark = 0;
  for (let a = from; a < to; a++) {
    for (let k = 0; k < 2; k++) {
      const across = edge + k * inward;
      const p = horizontal ? across * width + a : a * width + across;
      if (pixels[p]! < INK) {
        dark++;
        break;
      }
    }
  }
  return to > from ? dark / (to - from) : 0;
}

/** Dark share of the box's inner part (a quarter of each side left out, so the border does not count). */
export function boxInk(grey: GreyPage, word: Word): number {
  const dx = (word.x1 - word.x0) / 4;
  const dy = (word.y1 - word.y0) / 4;
  const x0 = Math.max(0, Math.round(word.x0 + dx));
  const x1 = Math.min(grey.width, Math.round(word.x1 - dx));
  const y0 = Math.max(0, Math.round(word.y0 + dy));
  const y1 = Math.min(grey.height, Math.round(word.y1 - dy));
  let dark = 0;
  let total = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++, total++) if (grey.pixels[y * grey.width + x]! < INK) dark++;
  return total ? dark / total : 0;
}

/**
 * A box has paper either side of it (an eighth of its width); a letter, however square, touches the letters of its
 * word ("Partner·s·hip"). Rows are the box's own, so the print of the lines above and below does not count.
 */
function standsApart(grey: GreyPage, box: Word): boolean {
  const margin = Math.max(2, Math.round((box.x1 - box.x0) / 8));
  const strip = (from: number, to: number) => {
    let dark = 0;
    for (let y = box.y0; y < box.y1; y++) for (let x = Math.max(0, from); x < Math.min(grey.width, to); x++) if (grey.pixels[y * grey.width + x]! < INK) dark++;
    return dark;
  };
  const allowed = 0.05 * margin * (box.y1 - box.y0);
  return strip(box.x0 - margin, box.x0) <= allowed && strip(box.x1, box.x1 + margin) <= allowed;
}

/** The checkboxes printed on a page, ticked or not, in rows of two or more (see the file's header). */
export function findCheckboxes(grey: GreyPage): FoundBox[] {
  const long = Math.max(grey.width, grey.height);
  const minSide = Math.max(6, Math.round(MIN_SIDE_SHARE * long));
  const maxSide = Math.round(MAX_SIDE_SHARE * long);
  const boxes: FoundBox[] = [];
  for (const c of components(grey, maxSide)) {
    const w = c.x1 - c.x0;
    const h = c.y1 - c.y0;
    if (w < minSide || h < minSide || w > 1.3 * h || h > 1.3 * w) continue;
    const box = { text: '', x0: c.x0, x1: c.x1, y0: c.y0, y1: c.y1 };
    const solid = c.count >= SOLID_INK * w * h;
    const framed = (['top', 'bottom', 'left', 'right'] as const).every((side) => sideInk(grey, box, side) >= SIDE_INK);
    if (!framed || !standsApart(grey, box)) continue;
    const ticked = solid || boxInk(grey, box) >= TICKED_INK;
    boxes.push({ ...box, text: ticked ? '☒' : '☐', ticked });
  }
  // Keep boxes in rows of options: another box of about the same size on the row, and one of them empty (a row
  // of options with every one ticked is not a form; a row of "ticked boxes" is letters blurred into blobs).
  return boxes.filter((box) => {
    const h = box.y1 - box.y0;
    const row = boxes.filter((other) => {
      const oh = other.y1 - other.y0;
      const sameRow = Math.min(box.y1, other.y1) - Math.max(box.y0, other.y0) > 0.5 * Math.min(h, oh);
      return sameRow && oh < 1.4 * h && h < 1.4 * oh;
    });
    return row.length >= MIN_ROW_BOXES && row.some((other) => !other.ticked);
  });
}

/**
 * Puts the boxes found on the pixels in place of what OCR read for them: a word lying mostly inside a box was the
 * box misread and goes; a word that starts on a box ("[J2-4Units") loses the characters the box took, in
 * proportion to how much of its width the box covers. The boxes join the words as ☐ / ☒.
 */
export function placeCheckboxes<T extends Word>(words: T[], boxes: FoundBox[], make: (box: FoundBox) => T): T[] {
  if (!boxes.length) return words;
  const out: T[] = [];
  for (const word of words) {
    const box = boxes.find((b) => Math.min(b.y1, word.y1) - Math.max(b.y0, word.y0) > 0 && Math.min(b.x1, word.x1) - Math.max(b.x0, word.x0) > 0);
    if (!box) {
      out.push(word);
      continue;
    }
    const width = Math.max(1, word.x1 - word.x0);
    const covered = (Math.min(box.x1, word.x1) - Math.max(box.x0, word.x0)) / width;
    if (covered > 0.5) continue;
    const chars = [...word.text];
    // The characters in the part of the word the box covers were the box's reading; OCR squeezes a box's reading
    // ("[J", "(O") into the box, so a box a little wider than one average character took two.
    const charWidth = width / chars.length;
    const over = (edge: number) => Math.max(1, Math.ceil(edge / charWidth - 0.2));
    if (box.x0 <= word.x0 + 0.25 * width) out.push({ ...word, text: chars.slice(over(box.x1 - word.x0)).join(''), x0: box.x1 });
    else if (box.x1 >= word.x1 - 0.25 * width) out.push({ ...word, text: chars.slice(0, -over(word.x1 - box.x0)).join(''), x1: box.x0 });
    else out.push(word);
  }
  return [...out.filter((word) => word.text.trim() !== ''), ...boxes.map(make)];
}

/** Paints the boxes (and a pixel around them) paper-white. */
export function eraseCheckboxes(pixels: Uint8ClampedArray, width: number, boxes: readonly Word[]): void {
  const height = pixels.length / width;
  for (const box of boxes) {
    for (let y = Math.max(0, box.y0 - 1); y < Math.min(height, box.y1 + 1); y++) {
      for (let x = Math.max(0, box.x0 - 1); x < Math.min(width, box.x1 + 1); x++) pixels[y * width + x] = 255;
    }
  }
}
