import { describe, it, expect } from 'vitest';
import { formatCurrency, formatCurrencyCents, parseMoney, roundToCents } from './money';

describe('money', () => {
  it('formats contact totals in whole dollars with thousands separators', () => {
    expect(formatCurrency(1234)).toBe('$1,234');
    expect(formatCurrency(1_250_000)).toBe('$1,250,000');
    expect(formatCurrency(0)).toBe('$0');
  });

  it('formats dollars and cents', () => {
    expect(formatCurrencyCents(3937.5)).toBe('$3,937.50');
    expect(formatCurrencyCents(12)).toBe('$12.00');
  });

  it.each([
    ['$450,000.00', 450000],
    ['450000', 450000],
    [' 1,234.5 ', 1234.5],
    ['10.5%', 10.5],
    ['.5', 0.5],
    ['-3', -3],
    [1200, 1200],
  ] as const)('parses %s as %s', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each(['', '   ', 'abc', '0x10', '1e5', '1.2.3', '$', null, undefined, Number.NaN, Infinity])(
    'reads %s as no number',
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it('rounds to cents without binary drift', () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(3937.499)).toBe(3937.5);
  });
});
