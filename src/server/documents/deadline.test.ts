import { afterEach, describe, expect, it, vi } from 'vitest';
import { deadlineExpired, HANG_FACTOR, startBudget, startDeadline, timeWorked, workLeft } from './deadline';

describe('timeWorked', () => {
  it('counts what a step worked, not what it waited for a core on a shared machine', () => {
    expect(timeWorked(60_000, 4_000)).toBe(4_000);
    // Several jobs of the process at once: the clock caps what any one of them is granted.
    expect(timeWorked(3_000, 3_100)).toBe(3_000);
  });
});

describe('deadlineExpired', () => {
  it('ends a step once it worked its length, however long it waited, and a hung step by the clock', () => {
    expect(deadlineExpired(40_000, 40_000, 39_000)).toBe(false);
    expect(deadlineExpired(40_000, 41_000, 40_500)).toBe(true);
    // A 4 s page starved at load 25: 60 s by the clock for 4 s of work is no reason to give up.
    expect(deadlineExpired(40_000, 60_000, 4_000)).toBe(false);
    expect(deadlineExpired(40_000, 150_000, 30_000)).toBe(false);
    expect(deadlineExpired(40_000, HANG_FACTOR * 40_000, 0)).toBe(true);
  });
});

describe('workLeft', () => {
  it('is the budget less the time worked, and none once the step counts as hung', () => {
    expect(workLeft(90_000, 120_000, 20_000)).toBe(70_000);
    expect(workLeft(90_000, 30_000, 30_000)).toBe(60_000);
    expect(workLeft(90_000, HANG_FACTOR * 90_000, 20_000)).toBe(0);
    expect(workLeft(90_000, HANG_FACTOR * 90_000, 95_000)).toBeLessThan(0);
  });
});

describe('startDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('expires a starved step only when it is hung, and a restart (progress) starts it over', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    // The process sleeps while fake time passes: a starved step, which is not given up while it waits.
    const deadline = startDeadline(10_000, expired);
    vi.advanceTimersByTime(45_000);
    deadline.restart();
    vi.advanceTimersByTime(45_000);
    expect(expired).not.toHaveBeenCalled();
    // Hung: five of its lengths since the restart (looked at again within a recheck's interval).
    vi.advanceTimersByTime(5_100);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('expires on time when the step kept a core busy', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const startedAt = Date.now();
    vi.spyOn(process, 'cpuUsage').mockImplementation(() => ({ user: (Date.now() - startedAt) * 1000, system: 0 }));
    startDeadline(10_000, expired);
    vi.advanceTimersByTime(9_000);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
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

  it('keeps a starved document its budget of work until it counts as hung', () => {
    vi.useFakeTimers();
    // The process sleeps while fake time passes: it used almost no CPU, as when it waits for a shared core.
    const budget = startBudget(90_000);
    vi.advanceTimersByTime(300_000);
    expect(budget.remaining()).toBeGreaterThan(89_000);
    vi.advanceTimersByTime(150_000);
    expect(budget.remaining()).toBeLessThanOrEqual(0);
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
