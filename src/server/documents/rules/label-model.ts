// A learned label classifier: softmax regression from a label's canonical tokens to the field it names, or to
// "none" (labels of things that are not deal fields: purchase price, ARV, rehab budget, the lender's phone). It is
// trained by scripts/train-label-model.ts from the vocabulary and from labels found next to known values in the
// generated corpus' development families; its weights are label-model.json beside this file. The hand vocabulary
// answers first; the model answers for wording the vocabulary has never seen.
import weights from './label-model.json';
import { labelTokens } from './vocabulary';

export interface LabelModel {
  classes: string[];
  /** feature → [class index, weight] pairs; a class or feature absent here weighs nothing. */
  weights: Record<string, [number, number][]>;
  bias: number[];
}

/** Tokens, adjacent pairs and the first token: "loan amount requested" → loan, amount, loan_amount, ^loan. */
export function labelFeatures(tokens: readonly string[]): string[] {
  const features = tokens.map((t) => `w:${t}`);
  for (let i = 0; i + 1 < tokens.length; i++) features.push(`b:${tokens[i]}_${tokens[i + 1]}`);
  if (tokens[0]) features.push(`f:${tokens[0]}`);
  if (tokens.length) features.push(`l:${tokens[tokens.length - 1]}`);
  features.push(`n:${Math.min(tokens.length, 5)}`);
  return features;
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export function scoreFeatures(model: LabelModel, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    for (const [c, w] of model.weights[feature] ?? []) scores[c]! += w;
  }
  return scores;
}

export interface LabelPrediction {
  kind: string;
  probability: number;
}

const MODEL = weights as unknown as LabelModel;

/** The most likely field a label names, with its probability; null when the label has no known token. */
export function predictLabel(label: string, model: LabelModel = MODEL): LabelPrediction | null {
  const tokens = labelTokens(label);
  if (!tokens.length) return null;
  if (!tokens.some((t) => model.weights[`w:${t}`])) return null;
  const features = labelFeatures(tokens);
  const probabilities = softmax(scoreFeatures(model, features));
  let best = 0;
  for (let c = 1; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
  return { kind: model.classes[best]!, probability: probabilities[best]! };
}
