// HTTP load from wrk (Debian's package): a C load generator in its own process, so that on a 2-core machine the
// load costs the server under test as little CPU as possible (autocannon, in Node, spends more per request
// than the whole `pg` client of a raw query).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface LoadRound {
  rps: number;
  /** 99th percentile latency in milliseconds. */
  p99: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** Parses wrk's `--latency` report; throws when any answer was not 2xx or a socket failed. */
export function parseWrkReport(report: string): LoadRound {
  const rps = report.match(/Requests\/sec:\s+([\d.]+)/);
  const p99 = report.match(/^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m);
  if (!rps || !p99) throw new Error(`unreadable wrk report:\n${report}`);
  const non2xx = report.match(/Non-2xx or 3xx responses:\s+(\d+)/);
  if (non2xx) throw new Error(`${non2xx[1]} answers were not 2xx`);
  const socketErrors = report.match(/Socket errors: (.*)/);
  if (socketErrors) throw new Error(`socket errors: ${socketErrors[1]}`);
  return { rps: Number(rps[1]), p99: Number(p99[1]) * UNIT_MS[p99[2]!]! };
}

export async function wrkRound(
  url: string,
  options: { connections: number; seconds: number; headers: Record<string, string>; /** a Lua script (requests, pauses) */ script?: string },
): Promise<LoadRound> {
  const headers = Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const script = options.script ? ['-s', options.script] : [];
  const { stdout } = await promisify(execFile)('wrk', ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--latency', ...script, ...headers, url]);
  return parseWrkReport(stdout);
}
