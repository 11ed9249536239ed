import { describe, expect, it } from 'vitest';
import { ACCOUNT_SIGN_IN_FAILURES, SIGN_IN_FAILURES, signInDelayMs, tooManyAttemptsMessage } from './attempt-limiter.js';

describe('sign-in delays', () => {
  it('lets the first failures through, then doubles the wait, up to a cap', () => {
    for (let n = 0; n <= SIGN_IN_FAILURES.free; n++) expect(signInDelayMs(n)).toBe(0);
    expect(signInDelayMs(SIGN_IN_FAILURES.free + 1)).toBe(2_000);
    expect(signInDelayMs(SIGN_IN_FAILURES.free + 2)).toBe(4_000);
    expect(signInDelayMs(SIGN_IN_FAILURES.free + 5)).toBe(32_000);
    expect(signInDelayMs(1_000_000)).toBe(SIGN_IN_FAILURES.maxDelayMs);
  });

  it('slows a whole account only after more failures, and to at most 5 minutes', () => {
    expect(signInDelayMs(ACCOUNT_SIGN_IN_FAILURES.free, ACCOUNT_SIGN_IN_FAILURES)).toBe(0);
    expect(signInDelayMs(ACCOUNT_SIGN_IN_FAILURES.free + 1, ACCOUNT_SIGN_IN_FAILURES)).toBe(2_000);
    expect(signInDelayMs(1_000_000, ACCOUNT_SIGN_IN_FAILURES)).toBe(5 * 60_000);
  });

  it('says how long to wait in seconds or minutes', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(32)).toBe('Too many attempts. Please wait 32 seconds and try again.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
  });
});
