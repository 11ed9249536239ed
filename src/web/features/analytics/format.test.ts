import { describe, expect, it } from 'vitest';
import { changeText, number, percent } from './format';

describe('analytics figures', () => {
  it('says how a figure moved against the previous period', () => {
    expect(changeText(0.125)).toBe('▲ 12.5% vs previous period');
    expect(changeText(-0.5)).toBe('▼ 50.0% vs previous period');
    expect(changeText(null)).toBeNull();
  });

  it('shows a dash for a figure with nothing behind it', () => {
    expect(percent(null)).toBe('—');
    expect(percent(0.5)).toBe('50.0%');
    expect(number(16, ' mo')).toBe('16 mo');
  });
});
