import { describe, expect, it } from 'vitest';
import { isWholeMonths, monthsOf, periodRange, previousRange, relativeChange, runningTotals } from './period';

describe('periodRange', () => {
  it('covers the calendar month, quarter and year of today', () => {
    expect(periodRange('this_month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodRange('this_quarter', '2026-11-25')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('this_year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes twelve whole months ending with the current one', () => {
    expect(periodRange('trailing_12_months', '2026-11-25')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
  });

  it('takes a custom range as given and refuses one without dates', () => {
    expect(periodRange('custom', '2026-11-25', { from: '2026-03-10', to: '2026-04-09' })).toEqual({ from: '2026-03-10', to: '2026-04-09' });
    expect(() => periodRange('custom', '2026-11-25')).toThrow();
  });
});

describe('previousRange', () => {
  it('is the calendar period before', () => {
    expect(previousRange('this_month', { from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousRange('this_quarter', { from: '2026-01-01', to: '2026-03-31' })).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(previousRange('trailing_12_months', { from: '2025-12-01', to: '2026-11-30' })).toEqual({ from: '2024-12-01', to: '2025-11-30' });
  });

  it('is as many days before a custom range', () => {
    expect(previousRange('custom', { from: '2026-03-10', to: '2026-03-19' })).toEqual({ from: '2026-02-28', to: '2026-03-09' });
  });
});

describe('monthsOf', () => {
  it('lists every month a range touches, across years', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ from: '2026-05-01', to: '2026-05-31' })).toEqual(['2026-05']);
  });
});

describe('relativeChange', () => {
  it('is the change as a fraction of the previous figure, or nothing to compare', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(50, 100)).toBe(-0.5);
    expect(relativeChange(10, 0)).toBeNull();
    expect(relativeChange(null, 10)).toBeNull();
  });
});

describe('runningTotals', () => {
  it('carries the total through months without changes', () => {
    const changes = new Map([['2026-01', 100], ['2026-03', -40]]);
    expect(runningTotals(['2026-01', '2026-02', '2026-03'], 10, changes)).toEqual([110, 110, 70]);
  });
});

describe('isWholeMonths', () => {
  it('holds for every period but a custom range cutting a month', () => {
    for (const kind of ['this_month', 'this_quarter', 'this_year', 'trailing_12_months'] as const) expect(isWholeMonths(periodRange(kind, '2028-02-29'))).toBe(true);
    expect(isWholeMonths({ from: '2026-02-01', to: '2026-02-28' })).toBe(true);
    expect(isWholeMonths({ from: '2026-02-01', to: '2026-02-27' })).toBe(false);
    expect(isWholeMonths({ from: '2026-02-02', to: '2026-03-31' })).toBe(false);
  });
});
