// Deadlines of the document engine's heavy steps (the sandbox's file readers, OCR of a page) stop a job that is
// stuck or fed a hostile file, which keeps a core busy. On a machine whose cores are shared by many jobs, a good
// file's step instead waits for a core far longer than it works (an OCR page of 4 s took 60 s at load 25 on
// 2 cores): when the deadline comes and this process has used less than half a core since the step began, the
// step was starved, not stuck, and the deadline is put off by its own length, twice at most. The same holds for
// the whole document's budget, which the engine polls between steps rather than waits on (startBudget).

const STARVED_CPU_SHARE = 0.5;
const MAX_PUT_OFFS = 2;

export function deadlinePutOff(cpuMs: number, wallMs: number, putOffs: number): boolean {
  return putOffs < MAX_PUT_OFFS && cpuMs < STARVED_CPU_SHARE * wallMs;
}

export interface Deadline {
  /** Starts the deadline again from now (the step made progress). */
  restart(): void;
  clear(): void;
}

/** Calls `expired` once `ms` have passed since the start or the last restart, unless the process was starved. */
export function startDeadline(ms: number, expired: () => void): Deadline {
  let timer: NodeJS.Timeout;
  let startedAt = 0;
  let cpuAtStart = process.cpuUsage();
  let putOffs = 0;
  const due = () => {
    const cpu = process.cpuUsage(cpuAtStart);
    if (deadlinePutOff((cpu.user + cpu.system) / 1000, Date.now() - startedAt, putOffs)) {
      putOffs++;
      timer = setTimeout(due, ms);
    } else expired();
  };
  const restart = () => {
    clearTimeout(timer);
    startedAt = Date.now();
    cpuAtStart = process.cpuUsage();
    putOffs = 0;
    timer = setTimeout(due, ms);
  };
  restart();
  return { restart, clear: () => clearTimeout(timer) };
}

export interface BudgetClock {
  /** Milliseconds left; when none are, the budget is put off first if the process was starved since the start. */
  remaining(): number;
}

/** A polled budget of `ms`, put off by its own length (twice at most) when it ran out while the process starved. */
export function startBudget(ms: number): BudgetClock {
  const startedAt = Date.now();
  const cpuAtStart = process.cpuUsage();
  let deadline = startedAt + ms;
  let putOffs = 0;
  return {
    remaining() {
      const now = Date.now();
      if (deadline - now <= 0) {
        const cpu = process.cpuUsage(cpuAtStart);
        if (deadlinePutOff((cpu.user + cpu.system) / 1000, now - startedAt, putOffs)) {
          putOffs++;
          deadline += ms;
        }
      }
      return deadline - now;
    },
  };
}
