// Deadlines of the document engine's heavy steps (the sandbox's file readers, OCR of a page) stop a job that is
// stuck or fed a hostile file, which keeps a core busy. They count the time a step WORKED, not the time it waited:
// on a machine whose cores are shared by many jobs, a good file's step waits for a core far longer than it works
// (an OCR page of 4 s took 60 s at load 25 on 2 cores). A deadline keyed to the clock read a user's scan
// differently with the machine's load — a page or its second OCR pass cut off at load, read in full when quiet.
// Time worked is the lesser of the time that went by and the CPU time this process used (worker threads count):
// on a quiet machine the two are equal, under load the CPU time is the work done, and when several jobs of this
// process run at once the clock keeps any one of them from being granted more than its length. A step that does
// no work at all (hung on something that never answers) still ends after HANG_FACTOR of its lengths by the clock.
// The same holds for the whole document's budget, which the engine polls between steps rather than waits on.

/** A step that has neither worked its length nor finished after this many of its lengths by the clock is hung. */
export const HANG_FACTOR = 5;
/** The soonest a deadline looks again after finding the step starved (a timer per step, not a busy poll). */
const MIN_RECHECK_MS = 50;

/** What a step has worked: the CPU time used, but never more than the time that went by. */
export function timeWorked(wallMs: number, cpuMs: number): number {
  return Math.min(wallMs, cpuMs);
}

/** Whether a step of `ms` is out of time: it worked its length, or it was hung far beyond it. */
export function deadlineExpired(ms: number, wallMs: number, cpuMs: number): boolean {
  return timeWorked(wallMs, cpuMs) >= ms || wallMs >= HANG_FACTOR * ms;
}

/** The work budget of `ms` left after `wallMs` of time and `cpuMs` of CPU; none once the step counts as hung. */
export function workLeft(ms: number, wallMs: number, cpuMs: number): number {
  return wallMs >= HANG_FACTOR * ms ? Math.min(0, ms - timeWorked(wallMs, cpuMs)) : ms - timeWorked(wallMs, cpuMs);
}

const cpuMsSince = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

export interface Deadline {
  /** Starts the deadline again from now (the step made progress). */
  restart(): void;
  clear(): void;
}

/** Calls `expired` once the step has worked `ms` since the start or the last restart (or hung: deadlineExpired). */
export function startDeadline(ms: number, expired: () => void): Deadline {
  let timer: NodeJS.Timeout;
  let startedAt = 0;
  let cpuAtStart = process.cpuUsage();
  const due = () => {
    const wall = Date.now() - startedAt;
    const cpu = cpuMsSince(cpuAtStart);
    if (deadlineExpired(ms, wall, cpu)) return expired();
    // The step cannot have worked its length sooner than the work it still lacks, nor be hung before the cap.
    timer = setTimeout(due, Math.max(MIN_RECHECK_MS, Math.min(ms - timeWorked(wall, cpu), HANG_FACTOR * ms - wall)));
  };
  const restart = () => {
    clearTimeout(timer);
    startedAt = Date.now();
    cpuAtStart = process.cpuUsage();
    timer = setTimeout(due, ms);
  };
  restart();
  return { restart, clear: () => clearTimeout(timer) };
}

export interface BudgetClock {
  /** Milliseconds of work left (workLeft); none or less once the document has worked its budget. */
  remaining(): number;
}

/** A polled budget of `ms` of work, counted like a step's deadline. */
export function startBudget(ms: number): BudgetClock {
  const startedAt = Date.now();
  const cpuAtStart = process.cpuUsage();
  return { remaining: () => workLeft(ms, Date.now() - startedAt, cpuMsSince(cpuAtStart)) };
}
