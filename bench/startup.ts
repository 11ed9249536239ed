// Issue 21, a production server: start-up time (spawn to a ready answer) and memory after start of the server
// run through tsx (before) and compiled by esbuild and run with plain node (after), each started STARTUP_RUNS
// times in turn on the same PostgreSQL database and S3-compatible bucket; medians and the ratio. Loopback only.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { buildServer } from '../scripts/build-server.mjs';
import { median, newSecret, scratchDatabase, startInstance, startS3Process, type Instance } from './support/servers.js';

const RUNS = Number(process.env.STARTUP_RUNS ?? (process.argv.includes('--quick') ? 2 : 5));
const PORT = Number(process.env.STARTUP_PORT ?? 3254);
/** How long after the first ready answer the resident memory is read (start-up work settles). */
const SETTLE_MS = 1000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function stopAndWait(instance: Instance) {
  instance.stop();
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${instance.url}/api/health`);
    } catch {
      return;
    }
    await sleep(100);
  }
}

await buildServer();
const database = await scratchDatabase();
const s3 = await startS3Process('lender-os-startup', 'startup/');
const secret = newSecret();
try {
  const runs: Record<'tsx' | 'compiled', { ms: number[]; rss: number[] }> = { tsx: { ms: [], rss: [] }, compiled: { ms: [], rss: [] } };
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  for (let run = 0; run < RUNS; run++) {
    for (const mode of ['tsx', 'compiled'] as const) {
      const started = performance.now();
      const instance = await startInstance(database.url, PORT, secret, { compiled: mode === 'compiled', env: s3.env });
      while (!(await fetch(`${instance.url}/api/ready`)).ok) await sleep(20);
      runs[mode].ms.push(performance.now() - started);
      await sleep(SETTLE_MS);
      runs[mode].rss.push(rssMb(instance.pid));
      await stopAndWait(instance);
    }
  }
  console.log(`start-up, median of ${RUNS} starts each (PostgreSQL, s3rver; load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after):`);
  for (const [mode, s] of Object.entries(runs)) {
    console.log(`  ${mode.padEnd(9)} ready after ${median(s.ms).toFixed(0)} ms, ${median(s.rss).toFixed(0)} MB resident ${SETTLE_MS / 1000} s after start`);
  }
  const { tsx, compiled } = runs;
  console.log(`  compiled / tsx: start-up ×${(median(compiled.ms) / median(tsx.ms)).toFixed(2)}, memory ×${(median(compiled.rss) / median(tsx.rss)).toFixed(2)}`);
} finally {
  await s3.close();
  await database.drop();
}
