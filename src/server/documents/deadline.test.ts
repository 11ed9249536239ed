import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlinePutOff, startDeadline } from './deadline';

describe('deadlinePutOff', () => {
  it('puts off the deadline of a step that waited for a core, twice at most, and never that of a step that worked', () => {
    expect(deadlinePutOff(6_000, 40_000, 0)).toBe(true);
    expect(deadlinePutOff(12_000, 80_000, 1)).toBe(true);
    expect(deadlinePutOff(15_000, 120_000, 2)).toBe(false);
    expect(deadlinePutOff(38_000, 40_000, 0)).toBe(false);
  });
});

describe('startDeadline', () => {
  afterEach(() => void vi.useRealTimers());

  it('expires a starved step after three of its lengths, and a restart (progress) starts it over', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    // The process sleeps while fake time passes: a starved step, whose deadline is put off twice.
    const deadline = startDeadline(10_000, expired);
    vi.advanceTimersByTime(25_000);
    deadline.restart();
    vi.advanceTimersByTime(25_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never fires once cleared', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    startDeadline(1_000, expired).clear();
    vi.advanceTimersByTime(10_000);
    expect(expired).not.toHaveBeenCalled();
  });
});
