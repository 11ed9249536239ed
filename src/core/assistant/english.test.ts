import { describe, expect, it } from 'vitest';
import { englishRank, keepsOwnMeaning } from './english';

describe('englishRank', () => {
  it('ranks common words high and unknown words at Infinity', () => {
    expect(englishRank('the')).toBeLessThan(10);
    expect(englishRank('zzqxv')).toBe(Infinity);
    // The lazily built table answers the same on later calls.
    expect(englishRank('the')).toBe(englishRank('the'));
  });
});

describe('keepsOwnMeaning', () => {
  it("keeps a common word as typed but reads a rare one as the book's word", () => {
    expect(keepsOwnMeaning('long', 'loan')).toBe(true);
    expect(keepsOwnMeaning('lone', 'loan')).toBe(false);
  });
});
