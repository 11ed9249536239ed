import { describe, expect, it } from 'vitest';
import { keepsOwnMeaning } from './english';

describe('keepsOwnMeaning', () => {
  it("keeps a common word as typed but reads a rare one as the book's word", () => {
    expect(keepsOwnMeaning('long', 'loan')).toBe(true);
    expect(keepsOwnMeaning('lone', 'loan')).toBe(false);
  });
});
