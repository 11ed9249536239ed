import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads a closed, an open and a suffix range', () => {
    expect(parseByteRange('bytes=0-65535', 200_000)).toEqual({ start: 0, end: 65_535 });
    expect(parseByteRange('bytes=196608-', 200_000)).toEqual({ start: 196_608, end: 199_999 });
    expect(parseByteRange('bytes=-1024', 200_000)).toEqual({ start: 198_976, end: 199_999 });
  });

  it('ends a range that runs past the file at its last byte', () => {
    expect(parseByteRange('bytes=131072-196607', 150_000)).toEqual({ start: 131_072, end: 149_999 });
    expect(parseByteRange('bytes=-500000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('serves the whole file for no range, another unit, several ranges or a reversed one', () => {
    for (const header of [undefined, '', 'items=0-10', 'bytes=0-10,20-30', 'bytes=-', 'bytes=50-10']) expect(parseByteRange(header, 1000)).toBeNull();
  });

  it('refuses a range that starts after the end', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
