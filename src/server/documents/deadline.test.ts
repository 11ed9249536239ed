import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlinePutOff, startBudget, startDeadline } from './deadline';

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

describe('startBudget', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives a starved document two more budgets, then runs out', () => {
    vi.useFakeTimers();
    // The process sleeps while fake time passes: it used almost no CPU, as when it waits for a shared core.
    const budget = startBudget(90_000);
    vi.advanceTimersByTime(60_000);
    expect(budget.remaining()).toBe(30_000);
    vi.advanceTimersByTime(30_000);
    expect(budget.remaining()).toBe(90_000);
    vi.advanceTimersByTime(100_000);
    expect(budget.remaining()).toBe(80_000);
    vi.advanceTimersByTime(80_000);
    expect(budget.remaining()).toBeLessThanOrEqual(0);
    vi.advanceTimersByTime(1_000);
    expect(budget.remaining()).toBeLessThan(0);
  });

  it('runs out on time when the document kept a core busy', () => {
    vi.useFakeTimers();
    const budget = startBudget(90_000);
    const startedAt = Date.now();
    // Asked after the start, the process reports a full core used for all the time that has passed.
    vi.spyOn(process, 'cpuUsage').mockImplementation(() => ({ user: (Date.now() - startedAt) * 1000, system: 0 }));
    vi.advanceTimersByTime(90_000);
    expect(budget.remaining()).toBeLessThanOrEqual(0);
  });
});
