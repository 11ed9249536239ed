import { describe, expect, it } from 'vitest';
import type { LabelModel } from './label-model';
import { figureFeatures, predictFigure } from './figure-model';

// A model as the training script writes one: "lend" before a sum says the loan amount, "price" says no deal field.
const model: LabelModel = {
  classes: ['none', 'loan_amount', 'property_value'],
  weights: { 'money|b:lend': [[1, 3]], 'money|b:price': [[0, 3]], 'money|a1:valuation': [[2, 3]] },
  bias: [0, 0, 0],
};

describe('figureFeatures', () => {
  it('reads the shape with the words before (nearest two by place) and after the figure', () => {
    expect(figureFeatures('money', ['lend', 'to', 'happy'], ['against'])).toEqual([
      's:money',
      'money|b:lend',
      'money|b1:lend',
      'money|b:to',
      'money|b2:to',
      'money|b:happy',
      'money|a:against',
      'money|a1:against',
    ]);
  });
});

describe('predictFigure', () => {
  const fields = ['loan_amount', 'property_value'];

  it('gives the field its words speak for, and none for a figure of something else', () => {
    expect(predictFigure('money', ['lend', 'to'], [], fields, model)?.field).toBe('loan_amount');
    expect(predictFigure('money', [], ['valuation'], fields, model)?.field).toBe('property_value');
    expect(predictFigure('money', ['price', 'the'], [], fields, model)?.field).toBe('none');
  });

  it('knows nothing of a figure none of whose words it learned', () => {
    expect(predictFigure('money', ['zebra'], ['quilt'], fields, model)).toBeNull();
  });

  it('chooses only among the fields a figure of its shape can state', () => {
    const guess = predictFigure('money', ['lend'], [], ['property_value'], model);
    expect(guess?.field).toBe('none');
    expect(guess!.probability).toBeCloseTo(0.5, 5);
  });
});
