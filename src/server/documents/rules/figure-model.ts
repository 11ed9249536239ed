// A learned reader of figures in running text: softmax regression from the words around a figure (its shape —
// money, percentage, points, term, score, date — the words before it in its clause, the words right after it) to
// the field it states, or "none" (a price, a deposit, a payment). It is trained by scripts/train-extractor.ts by
// distant supervision: a figure whose value is a truth value of its document is an example of that field, one that
// is no truth value an example of "none". Its weights are figure-model.json beside this file. The hand cues of
// cues.ts answer first; the model answers for figures whose words no cue knows, the wording of other hands.
import weights from './figure-model.json';
import { scoreFeatures, softmax, type LabelModel } from './label-model';

/** Words before a figure that count (nearest first), and after it. */
export const WORDS_BEFORE = 8;
export const WORDS_AFTER = 3;

/** Shape with each word before (any of them, the nearest two by place) and after: "money|b:lend", "term|a1:io". */
export function figureFeatures(shape: string, before: readonly string[], after: readonly string[]): string[] {
  const features = [`s:${shape}`];
  before.slice(0, WORDS_BEFORE).forEach((w, i) => {
    features.push(`${shape}|b:${w}`);
    if (i < 2) features.push(`${shape}|b${i + 1}:${w}`);
  });
  after.slice(0, WORDS_AFTER).forEach((w, i) => {
    features.push(`${shape}|a:${w}`);
    if (i === 0) features.push(`${shape}|a1:${w}`);
  });
  return features;
}

export interface FigurePrediction {
  field: string;
  probability: number;
}

const MODEL = weights as unknown as LabelModel;

/** The field a figure most likely states among those its shape can, or null when its words are all unknown. */
export function predictFigure(
  shape: string,
  before: readonly string[],
  after: readonly string[],
  fields: readonly string[],
  model: LabelModel = MODEL,
): FigurePrediction | null {
  const features = figureFeatures(shape, before, after);
  if (!features.some((f) => f !== `s:${shape}` && model.weights[f])) return null;
  const probabilities = softmax(scoreFeatures(model, features));
  let best: FigurePrediction | null = null;
  let total = 0;
  model.classes.forEach((c, i) => {
    if (c !== 'none' && !fields.includes(c)) return;
    total += probabilities[i]!;
    if (!best || probabilities[i]! > best.probability) best = { field: c, probability: probabilities[i]! };
  });
  const found = best as FigurePrediction | null;
  return found && total > 0 ? { field: found.field, probability: found.probability / total } : null;
}
