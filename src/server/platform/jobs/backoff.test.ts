import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './backoff.js';

describe('retryDelaySeconds', () => {
  it('doubles from the base and stops at the ceiling', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([10, 20, 40, 80]);
    expect(retryDelaySeconds(30)).toBe(3600);
    expect(retryDelaySeconds(3, 1, 3)).toBe(3);
  });
});
