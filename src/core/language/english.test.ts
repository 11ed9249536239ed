import { describe, expect, it } from 'vitest';
import { englishRank } from './english';

describe('englishRank', () => {
  it('ranks common words high and unknown words at Infinity', () => {
    expect(englishRank('the')).toBeLessThan(10);
    expect(englishRank('zzqxv')).toBe(Infinity);
    // The lazily built table answers the same on later calls.
    expect(englishRank('the')).toBe(englishRank('the'));
  });
});
