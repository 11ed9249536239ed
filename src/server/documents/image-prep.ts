// Decoding uploaded images (PNG, JPEG, WebP, GIF) for OCR: bounded size, white background, and an ink measure
// so a blank page is recognised without running OCR. Then the clean-up every phone photo or scan benefits from
// before tesseract sees it (see enhanceForOcr): uneven lighting and grey paper flattened to white, faint print
// stretched to full contrast, and the long ruled lines of forms and tables taken out so they cannot swallow or
// garble the small labels printed against them.
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas';
import { eraseCheckboxes, findCheckboxes, type FoundBox } from './checkboxes';

/** Phone photos are 12+ megapixels; OCR needs ~2500 px on the long side and takes far longer on more. */
const MAX_LONG_SIDE = 2600;
/** Scans at ~150 dpi have 7-pixel form labels; tesseract reads them far better enlarged (~190 dpi for letter). */
export const OCR_LONG_SIDE = 2200;
/** Below this share of dark pixels a page or image is blank: no OCR needed. */
export const MIN_INK = 0.002;

export interface PreparedImage {
  png: Buffer;
  ink: number;
  width: number;
  height: number;
  /** Where the ink is, once cleaned up: lets OCR notice print it did not read. */
  inkGrid?: InkGrid;
}

/** Dark-pixel counts of the cleaned page in square cells (rules removed, so mostly print). */
export interface InkGrid {
  cell: number;
  cols: number;
  rows: number;
  counts: Uint32Array;
  /** The cleaned grey page itself (row-major, 0 = black), to look inside what OCR found (checkboxes). */
  grey: { pixels: Uint8ClampedArray; width: number; height: number };
  /** Checkboxes found on the page and painted out of it before OCR (checkboxes.ts); OCR puts them back as ☐ / ☒. */
  checkboxes: FoundBox[];
}

const INK_GRID_CELL = 16;

export async function prepareImage(bytes: Uint8Array, options: { minLongSide?: number } = {}): Promise<PreparedImage> {
  const image = await loadImage(Buffer.from(bytes));
  const long = Math.max(image.width, image.height);
  if (!long) throw new Error('image has no pixels');
  const minLong = options.minLongSide ?? OCR_LONG_SIDE;
  const scale = long > MAX_LONG_SIDE ? MAX_LONG_SIDE / long : long < minLong ? Math.min(2, minLong / long) : 1;
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const ink = inkShare(context as unknown as CanvasRenderingContext2D, width, height);
  const inkGrid = ink >= MIN_INK ? enhanceContext(context, width, height) : undefined;
  return { png: canvas.toBuffer('image/png'), ink, width, height, inkGrid };
}

/** Replaces the canvas pixels with their OCR-ready grey version. */
export function enhanceContext(context: SKRSContext2D | CanvasRenderingContext2D, width: number, height: number): InkGrid {
  const imageData = context.getImageData(0, 0, width, height);
  const { data } = imageData;
  const grey = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; p < grey.length; i += 4, p++) grey[p] = (77 * data[i]! + 150 * data[i + 1]! + 29 * data[i + 2]!) >> 8;
  const out = enhanceForOcr(grey, width, height);
  // Tesseract reads the word beside a printed box far better without the box (it takes the two for one word).
  const checkboxes = findCheckboxes({ pixels: out, width, height });
  eraseCheckboxes(out, width, checkboxes);
  const cols = Math.ceil(width / INK_GRID_CELL);
  const rows = Math.ceil(height / INK_GRID_CELL);
  const counts = new Uint32Array(cols * rows);
  for (let i = 0, p = 0; p < out.length; i += 4, p++) {
    data[i] = data[i + 1] = data[i + 2] = out[p]!;
    data[i + 3] = 255;
    if (out[p]! < 128) counts[Math.floor(Math.floor(p / width) / INK_GRID_CELL) * cols + Math.floor((p % width) / INK_GRID_CELL)]!++;
  }
  context.putImageData(imageData as ImageData & Parameters<SKRSContext2D['putImageData']>[0], 0, 0);
  return { cell: INK_GRID_CELL, cols, rows, counts, grey: { pixels: out, width, height }, checkboxes };
}

/** Skew searched either side of level, in steps; a photo or scan tilted further is rare (and reads poorly anyway). */
const MAX_SKEW = Math.tan((3 * Math.PI) / 180);
const SKEW_STEP = Math.tan((0.2 * Math.PI) / 180);
/**
 * Below this tilt the page is left as it is: tesseract's own line finding copes with a fraction of a degree, and
 * levelling by shifting columns leaves one-pixel steps in the glyphs that cost more than they give (measured: scans
 * tilted 0.6-0.8° read worse levelled, photos tilted 1.2-1.4° far better).
 */
const MIN_SKEW = Math.tan((1 * Math.PI) / 180);

/**
 * The page's tilt (dy/dx): the slope along which its ink falls into the fewest, fullest rows (projection profile,
 * sum of squared row counts). A photographed or scanned page is rarely level, and tesseract's single-block reading
 * merges two lines of a tilted page into one and loses both.
 */
export function measureSkew(pixels: Uint8ClampedArray, width: number, height: number): number {
  // Ink pixels, sampled on a grid so a dense page costs no more than a sparse one.
  const step = Math.max(1, Math.round(Math.sqrt((width * height) / 400_000)));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (pixels[y * width + x]! < 128) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  // Rows as tall as the sampling step: finer bins would favour level lines, where samples fall on every step-th row.
  const offset = Math.ceil(MAX_SKEW * width) + 1;
  const bins = new Float64Array(Math.ceil((height + 2 * offset) / step) + 1);
  let best = 0;
  let bestScore = -1;
  for (let slope = -MAX_SKEW; slope <= MAX_SKEW + 1e-9; slope += SKEW_STEP) {
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) bins[Math.round((ys[i]! - slope * (xs[i]! - width / 2) + offset) / step)]!++;
    let score = 0;
    for (const count of bins) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      best = slope;
    }
  }
  return Math.abs(best) < MIN_SKEW ? 0 : best;
}

/** Levels a tilted page (measureSkew) by shifting each column up or down: for a few degrees, as good as rotating. */
export function straighten(pixels: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const slope = measureSkew(pixels, width, height);
  if (!slope) return pixels;
  const out = new Uint8ClampedArray(width * height).fill(255);
  for (let x = 0; x < width; x++) {
    const shift = Math.round(slope * (x - width / 2));
    for (let y = Math.max(0, -shift); y < Math.min(height, height - shift); y++) out[y * width + x] = pixels[(y + shift) * width + x]!;
  }
  return out;
}

/** Background cells are this many pixels square; the paper's brightness is estimated per cell. */
const BACKGROUND_CELL = 8;
/** Cells either side searched for the brightest paper: wider than the thickest stroke or bar of print. */
const BACKGROUND_RADIUS = 4;

/**
 * Flattens the background and stretches contrast, then removes long thin rules.
 *  1. Background normalisation: each pixel divided by the local paper brightness (the brightest value nearby,
 *     smoothed), so grey paper, shadows and uneven phone lighting all become white while ink keeps its darkness
 *     relative to the paper around it. This is a local (adaptive) correction; a global threshold cannot do it.
 *  2. Contrast stretch between the darkest ink and the paper, so faint grey labels come out as dark as body text.
 *  3. Rule removal: horizontal / vertical dark runs much longer than any letter and only a few pixels thick
 *     (table borders, form boxes, underlines) are painted paper-white. Thick bars (reverse-printed headings) stay.
 *  The faint print is then darkened (darkenFaintPrint) and a tilted page levelled (straighten) before the rules
 *  are found.
 * The result stays grey (not binarised): tesseract's LSTM reads anti-aliased strokes better than hard edges.
 */
export function enhanceForOcr(grey: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const normalised = normaliseBackground(grey, width, height);
  stretchContrast(normalised);
  darkenFaintPrint(normalised);
  // Level before the rules are looked for: a tilted rule breaks into dashes that stay on the page.
  const level = straighten(normalised, width, height);
  removeRules(level, width, height);
  return level;
}

function normaliseBackground(grey: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const s = BACKGROUND_CELL;
  const cw = Math.ceil(width / s);
  const ch = Math.ceil(height / s);
  // Brightest pixel per cell.
  const cells = new Float32Array(cw * ch);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const crow = Math.floor(y / s) * cw;
    for (let x = 0; x < width; x++) {
      const v = grey[row + x]!;
      const c = crow + Math.floor(x / s);
      if (v > cells[c]!) cells[c] = v;
    }
  }
  // Max filter over the neighbourhood (separable), then a box blur so the estimate has no steps.
  const dilated = boxFilter(maxFilter(cells, cw, ch, BACKGROUND_RADIUS), cw, ch, BACKGROUND_RADIUS);
  const out = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(ch - 1, Math.max(0, (y + 0.5) / s - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(ch - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cw - 1, Math.max(0, (x + 0.5) / s - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(cw - 1, x0 + 1);
      const tx = fx - x0;
      const top = dilated[y0 * cw + x0]! * (1 - tx) + dilated[y0 * cw + x1]! * tx;
      const bottom = dilated[y1 * cw + x0]! * (1 - tx) + dilated[y1 * cw + x1]! * tx;
      const background = Math.max(32, top * (1 - ty) + bottom * ty);
      out[y * width + x] = (255 * grey[y * width + x]!) / background;
    }
  }
  return out;
}

function maxFilter(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++) m = Math.max(m, src[y * w + k]!);
      tmp[y * w + x] = m;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++) m = Math.max(m, tmp[k * w + x]!);
      out[y * w + x] = m;
    }
  }
  return out;
}

function boxFilter(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++, n++) sum += src[y * w + k]!;
      tmp[y * w + x] = sum / n;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++, n++) sum += tmp[k * w + x]!;
      out[y * w + x] = sum / n;
    }
  }
  return out;
}

/** Maps the darkest ink (0.5th percentile) to black and the paper (median, nearly white) to white. */
function stretchContrast(pixels: Uint8ClampedArray): void {
  const histogram = new Uint32Array(256);
  for (const v of pixels) histogram[v]!++;
  const percentile = (share: number) => {
    const target = share * pixels.length;
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v]!;
      if (seen >= target) return v;
    }
    return 255;
  };
  const dark = percentile(0.005);
  const paper = percentile(0.5);
  if (paper - dark < 24) return;
  const scale = 255 / (paper - dark);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i]! - dark) * scale;
}

/** Paper at or above this level (after stretching) is pure white; it absorbs the paper's grain. */
const PAPER_LEVEL = 235;

/**
 * A gamma curve on what is left below paper white: small grey print (form labels, footnotes, light scans) is
 * thin and mid-grey, and tesseract's own global (Otsu) threshold drops it; squaring the darkness keeps it.
 */
function darkenFaintPrint(pixels: Uint8ClampedArray): void {
  const curve = new Uint8ClampedArray(256);
  for (let v = 0; v < 256; v++) curve[v] = 255 * Math.min(1, v / PAPER_LEVEL) ** 2;
  for (let i = 0; i < pixels.length; i++) pixels[i] = curve[pixels[i]!]!;
}

/** Darker than this counts as ink when looking for rules (includes their anti-aliased edges). */
const RULE_INK = 200;

/**
 * Paints out straight rules. A pixel is part of a horizontal rule when it lies on a dark run (allowing the line
 * to drift by a pixel per row, as a slightly rotated scan does) longer than `minRun`, and the dark band there is
 * at most `maxThickness` tall; the same for vertical rules with the axes swapped.
 */
function removeRules(pixels: Uint8ClampedArray, width: number, height: number): void {
  const long = Math.max(width, height);
  const minRun = Math.round(long / 20);
  const maxThickness = Math.max(3, Math.round(long / 450));
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = pixels[i]! < RULE_INK ? 1 : 0;
  const rule = new Uint8Array(width * height);
  markRuns(ink, rule, width, height, minRun, maxThickness, true);
  markRuns(ink, rule, width, height, minRun, maxThickness, false);
  markBrokenRules(ink, rule, width, height, minRun, maxThickness);
  // The anti-aliased fringe either side of a rule goes with it.
  for (let i = 0; i < rule.length; i++) {
    if (rule[i] !== 1) continue;
    pixels[i] = 255;
    for (const j of [i - 1, i + 1, i - width, i + width]) if (j >= 0 && j < rule.length && rule[j] === 0 && pixels[j]! < 250) pixels[j] = 255;
  }
}

/** Share of a broken rule's length its thin ink (in its row or the rows beside it) must cover. */
const BROKEN_RULE_COVER = 0.5;
/** Share of that length a row itself must cover to be one of the rule's rows. */
const BROKEN_RULE_ROW_COVER = 0.25;

/**
 * Marks faint horizontal hairlines that a scan or photo broke into dots and dashes (the light rule under each row
 * of a form): the solid-run test (markRuns) never sees them whole, and tesseract takes the row of dots for part of
 * the print above it, losing the row's words ("vember 30, 1951", "2) 555-0"). Only hairline ink counts (a column's
 * dark band no taller than half a rule's `maxThickness`): a line of print has letters' stems between its flat
 * strokes, breaking the chain every few pixels, and a rule touching the letters above it makes a band too thick to
 * take their bottoms along. A chain of hairline ink with gaps under a rule's thickness twice over, at least `minRun`
 * long and mostly ink, is a rule.
 */
export function markBrokenRules(ink: Uint8Array, rule: Uint8Array, width: number, height: number, minRun: number, maxThickness: number): void {
  const hairline = Math.max(2, Math.round(maxThickness / 2));
  const thin = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const dark = y < height && ink[y * width + x] === 1;
      if (dark && start < 0) start = y;
      if (!dark && start >= 0) {
        if (y - start <= hairline) for (let k = start; k < y; k++) thin[k * width + x] = 1;
        start = -1;
      }
    }
  }
  const maxGap = 2 * maxThickness;
  const thinNear = (x: number, y: number) => thin[y * width + x] === 1 || (y > 0 && thin[(y - 1) * width + x] === 1) || (y < height - 1 && thin[(y + 1) * width + x] === 1);
  for (let y = 0; y < height; y++) {
    // A scanned hairline's dots wander between two or three rows, so the chain is followed through the rows beside
    // it; but the row itself must carry a fair share of it, or the flat bottoms of the letters just above a rule
    // would go with it.
    const markChain = (from: number, to: number, near: number, own: number): void => {
      if (to - from < minRun || near < BROKEN_RULE_COVER * (to - from) || own < BROKEN_RULE_ROW_COVER * (to - from)) return;
      for (let x = from; x < to; x++) if (thin[y * width + x] === 1) rule[y * width + x] = 1;
    };
    let start = -1;
    let last = -1;
    let near = 0;
    let own = 0;
    for (let x = 0; x < width; x++) {
      if (!thinNear(x, y)) continue;
      if (start < 0 || x - last > maxGap) {
        if (start >= 0) markChain(start, last + 1, near, own);
        start = x;
        near = 0;
        own = 0;
      }
      last = x;
      near++;
      if (thin[y * width + x] === 1) own++;
    }
    if (start >= 0) markChain(start, last + 1, near, own);
  }
}

function markRuns(
  ink: Uint8Array,
  rule: Uint8Array,
  width: number,
  height: number,
  minRun: number,
  maxThickness: number,
  horizontal: boolean,
): void {
  // Along = the run direction, across = the thickness direction.
  const alongSize = horizontal ? width : height;
  const acrossSize = horizontal ? height : width;
  const at = (along: number, across: number) => (horizontal ? across * width + along : along * width + across);
  // A run continues where this pixel or one of its neighbours across is ink (tolerates ~1 px of skew per step).
  for (let across = 0; across < acrossSize; across++) {
    let start = -1;
    for (let along = 0; along <= alongSize; along++) {
      let dark = false;
      if (along < alongSize) {
        dark =
          ink[at(along, across)] === 1 ||
          (across > 0 && ink[at(along, across - 1)] === 1) ||
          (across < acrossSize - 1 && ink[at(along, across + 1)] === 1);
      }
      if (dark && start < 0) start = along;
      if (!dark && start >= 0) {
        if (along - start >= minRun) {
          for (let a = start; a < along; a++) {
            if (ink[at(a, across)] !== 1) continue;
            // Thickness of the ink band across the run here: thin rules only.
            let lo = across;
            let hi = across;
            while (lo > 0 && ink[at(a, lo - 1)] === 1 && across - lo <= maxThickness) lo--;
            while (hi < acrossSize - 1 && ink[at(a, hi + 1)] === 1 && hi - across <= maxThickness) hi++;
            if (hi - lo + 1 <= maxThickness) rule[at(a, across)] = 1;
          }
        }
        start = -1;
      }
    }
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
