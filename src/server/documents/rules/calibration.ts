// Confidence that means something. The rules' scores say which candidate wins; how often a winner is right
// depends on where the text came from (a text layer, OCR, spreadsheet cells). calibration.json maps a raw score to
// the share of values with that score found right on the development corpus (isotonic regression, fitted by
// scripts/train-label-model.ts), and the deal form's bands are laid over that probability so that each band keeps
// a promise: "high" is right at least 95% of the time, "low" marks what an officer must check.
// Two things the raw score does not know move that probability (issue 12, fitted and checked leave-one-author-out
// on the held-out sets by scripts/train-extractor.ts): how reliable a field is for a reader it has never seen
// (a loan's program is inferred from loose wording far more often than an address is misread: a per-field factor,
// shrunk towards 1), and whether the document is ambiguous about which deal it is (a sheet that lists several deals
// gives the first one: which the officer meant is a guess, so none of its values is shown in the high band).
import { CONFIDENCE_HIGH, CONFIDENCE_MEDIUM } from '../../../core/limits';
import type { TextSource } from '../layout';
import table from './calibration.json';

/** Probability of being right from which a value is shown in the high band, and below which in the low one. */
export const HIGH_BAND_ACCURACY = 0.95;
export const LOW_BAND_ACCURACY = 0.7;

export type CalibrationSource = 'text' | 'ocr' | 'spreadsheet';
/** Per source, [raw score, probability right] points in increasing raw order; per field, a reliability factor. */
export type CalibrationTable = Partial<Record<CalibrationSource, [number, number][]>> & { fields?: Record<string, number> };

/** The committed fit (JSON infers number[][] for the points). */
const TABLE = table as unknown as CalibrationTable;

/** What besides the raw score the calibration looks at. */
export interface CalibrationContext {
  field?: string;
  /** The document lists several deals and the values are the first one's. */
  severalDeals?: boolean;
}

export function calibrationSource(source: TextSource): CalibrationSource {
  return source === 'pdf_text' ? 'text' : source;
}

/** Linear interpolation between fitted points; the ends extend flat. */
export function probabilityRight(raw: number, points: readonly [number, number][] | undefined): number {
  if (!points?.length) return raw;
  if (raw <= points[0]![0]) return points[0]![1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    if (raw <= x1) {
      const [x0, y0] = points[i - 1]!;
      return x1 === x0 ? y1 : y0 + ((raw - x0) / (x1 - x0)) * (y1 - y0);
    }
  }
  return points[points.length - 1]![1];
}

/** Probability right → the confidence shown, so that the bands of SPEC §9 (0.8 / 0.5) sit at 95% / 70% right. */
export function bandedConfidence(probability: number): number {
  const p = Math.min(1, Math.max(0, probability));
  const segment = (p0: number, p1: number, c0: number, c1: number) => c0 + ((p - p0) / (p1 - p0)) * (c1 - c0);
  const value =
    p >= HIGH_BAND_ACCURACY
      ? segment(HIGH_BAND_ACCURACY, 1, CONFIDENCE_HIGH, 1)
      : p >= LOW_BAND_ACCURACY
        ? segment(LOW_BAND_ACCURACY, HIGH_BAND_ACCURACY, CONFIDENCE_MEDIUM, CONFIDENCE_HIGH - 0.01)
        : segment(0, LOW_BAND_ACCURACY, 0, CONFIDENCE_MEDIUM - 0.01);
  return Math.round(value * 100) / 100;
}

/** Probability right of a value: the source's curve, times its field's reliability; an ambiguous deal stays below high. */
export function calibratedProbability(raw: number, source: TextSource, context: CalibrationContext = {}, calibration: CalibrationTable = TABLE): number {
  const factor = (context.field && calibration.fields?.[context.field]) || 1;
  const p = Math.min(1, probabilityRight(raw, calibration[calibrationSource(source)]) * factor);
  return context.severalDeals ? Math.min(p, HIGH_BAND_ACCURACY - 0.01) : p;
}

export function calibrate(raw: number, source: TextSource, context: CalibrationContext = {}, calibration: CalibrationTable = TABLE): number {
  return bandedConfidence(calibratedProbability(raw, source, context, calibration));
}

/**
 * Per field, how often its values that the curves put in the high band are right, over how often all such values
 * are, shrunk towards 1 by `prior` pseudo-values (a field seen a few times keeps about the curve's promise).
 */
export function fitFieldFactors(samples: readonly { field: string; right: boolean; probability: number }[], prior = 30): Record<string, number> {
  const high = samples.filter((s) => s.probability >= HIGH_BAND_ACCURACY);
  if (!high.length) return {};
  const mean = high.filter((s) => s.right).length / high.length;
  const counts = new Map<string, [number, number]>();
  for (const s of high) {
    const c = counts.get(s.field) ?? [0, 0];
    counts.set(s.field, [c[0] + (s.right ? 1 : 0), c[1] + 1]);
  }
  const factors: Record<string, number> = {};
  for (const [field, [right, n]] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    factors[field] = Math.round(((right + prior * mean) / (n + prior) / mean) * 1000) / 1000;
  }
  return factors;
}

/** Pool-adjacent-violators: the non-decreasing fit of (score, right) pairs, as [mean score, share right] points. */
export function fitIsotonic(samples: readonly { raw: number; right: boolean }[], minBlock = 8): [number, number][] {
  const sorted = [...samples].sort((a, b) => a.raw - b.raw);
  const blocks: { sumX: number; sumY: number; n: number }[] = [];
  for (const s of sorted) {
    blocks.push({ sumX: s.raw, sumY: s.right ? 1 : 0, n: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const prev = blocks[blocks.length - 2]!;
      if (prev.sumY / prev.n < last.sumY / last.n && prev.n >= minBlock) break;
      blocks.pop();
      prev.sumX += last.sumX;
      prev.sumY += last.sumY;
      prev.n += last.n;
    }
  }
  // One pseudo-error per block keeps a small perfect block from promising certainty; the running maximum keeps
  // the map non-decreasing once blocks of different sizes are shrunk differently.
  let floor = 0;
  return blocks.map((b) => {
    floor = Math.max(floor, Math.round((b.sumY / (b.n + 1)) * 1000) / 1000);
    return [Math.round((b.sumX / b.n) * 1000) / 1000, floor];
  });
}
