import { describe, it, expect } from 'vitest';
import { dealIdPrefixForDay, formatDealId, nextSequence, nextSequenceFromIds, parseDealId } from './deal-id';

describe('deal ids', () => {
  it('builds the day prefix', () => {
    expect(dealIdPrefixForDay('HLC', '2026-11-22')).toBe('HLC-20261122-');
  });

  it('pads the sequence to two digits and grows past 99', () => {
    expect(formatDealId('HLC', '2026-11-22', 1)).toBe('HLC-20261122-01');
    expect(formatDealId('HLC', '2026-11-22', 42)).toBe('HLC-20261122-42');
    expect(formatDealId('HLC', '2026-11-22', 99)).toBe('HLC-20261122-99');
    expect(formatDealId('HLC', '2026-11-22', 100)).toBe('HLC-20261122-100');
  });

  it('refuses an invalid sequence or date', () => {
    expect(() => formatDealId('HLC', '2026-11-22', 0)).toThrow(RangeError);
    expect(() => formatDealId('HLC', '2026-11-22', 1.5)).toThrow(RangeError);
    expect(() => dealIdPrefixForDay('HLC', '2026-02-30')).toThrow(RangeError);
  });

  it('parses ids, including prefixes with dashes', () => {
    expect(parseDealId('HLC-20261122-07')).toEqual({ prefix: 'HLC', date: '2026-11-22', sequence: 7 });
    expect(parseDealId('ACME-WEST-20260101-123')).toEqual({ prefix: 'ACME-WEST', date: '2026-01-01', sequence: 123 });
    expect(parseDealId('HLC-20261122-7')).toBeNull();
    expect(parseDealId('HLC-20261322-07')).toBeNull();
    expect(parseDealId('nonsense')).toBeNull();
  });

  it('next sequence after the highest id of the day', () => {
    expect(nextSequence(null)).toBe(1);
    expect(nextSequence('HLC-20261122-01')).toBe(2);
    expect(nextSequence('HLC-20261122-99')).toBe(100);
    expect(nextSequence('garbage')).toBe(1);
  });

  it('takes the numeric maximum, which text ordering gets wrong past 99', () => {
    const ids = ['HLC-20261122-99', 'HLC-20261122-100', 'HLC-20261122-05'];
    expect([...ids].sort().reverse()[0]).toBe('HLC-20261122-99'); // what ORDER BY id DESC would pick
    expect(nextSequenceFromIds(ids)).toBe(101);
    expect(nextSequenceFromIds([])).toBe(1);
  });
});
