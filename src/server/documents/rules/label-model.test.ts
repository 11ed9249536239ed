import { describe, expect, it } from 'vitest';
import { labelFeatures, predictLabel, softmax, type LabelModel } from './label-model';

describe('label model', () => {
  it('scores features into class probabilities', () => {
    const model: LabelModel = { classes: ['none', 'loan_amount'], bias: [0, 0], weights: { 'w:loan': [[1, 3]], 'w:amount': [[1, 2]] } };
    const guess = predictLabel('Facility Amount', model);
    expect(guess?.kind).toBe('loan_amount');
    expect(guess?.probability).toBeGreaterThan(0.9);
    expect(predictLabel('Zebra Crossing', model)).toBeNull();
  });
  it('builds token, pair, first, last and length features', () => {
    expect(labelFeatures(['loan', 'amount'])).toEqual(['w:loan', 'w:amount', 'b:loan_amount', 'f:loan', 'l:amount', 'n:2']);
    const p = softmax([1, 1, 1]);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
  });
  it('ships trained weights that know wording beyond the vocabulary', () => {
    expect(predictLabel('Loan Amt')?.kind).toBe('loan_amount');
    expect(predictLabel('Rehab Budget')?.kind).not.toBe('loan_amount');
  });
});
