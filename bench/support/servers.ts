// Starts real app instances (separate processes) on one scratch PostgreSQL database for benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchPostgres } from '../../src/server/test/scratch-database.js';
import { COMPILED_SERVER_ARGS, SERVER_ARGS } from '../../scripts/server-command.mjs';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const ADMIN = { email: 'bench-admin@example.test', password: 'bench admin passphrase' };

export const scratchDatabase = () => createScratchPostgres(BENCH_DATABASE_URL, 'lenderos_bench');

export interface Instance {
  url: string;
  pid: number;
  stop(): void;
  /** Ends the process abruptly (a crash), without its shutdown. */
  kill(): void;
}

export interface InstanceOptions {
  /** Keep files across restarts (default: a new temporary folder). */
  dataDir?: string;
  env?: Record<string, string>;
  /** Run the compiled server (dist/server, `npm run build`) instead of the TypeScript sources through tsx. */
  compiled?: boolean;
  /** Extra flags for node, e.g. `--cpu-prof` to profile an instance under load (NODE_OPTIONS refuses it). */
  nodeArgs?: string[];
}

export async function startInstance(databaseUrl: string, port: number, secret: string, options: InstanceOptions = {}): Promise<Instance> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...(options.compiled ? COMPILED_SERVER_ARGS : SERVER_ARGS)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'lender-os-bench-')),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ORG_DEAL_ID_PREFIX: 'BEN',
      INBOUND_SMTP_PORT: '0',
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, pid: child.pid!, stop: () => child.kill('SIGTERM'), kill: () => child.kill('SIGKILL') };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on port ${port} did not start`);
}

export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A free port on 127.0.0.1, so the public URL (which sign-in checks origins against) is known before listening. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
export const newSecret = () => randomBytes(32).toString('hex');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return percentile(s, 50);
}

export interface S3Process {
  pid: number;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1 in its own process (support/s3-process.ts), with a bucket and the storage environment for `prefix`. */
export async function startS3Process(bucket: string, prefix: string): Promise<S3Process> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 's3-process.ts'), bucket, prefix], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const { pid, env } = JSON.parse(line) as { pid: number; env: Record<string, string> };
  return {
    pid,
    env,
    close: () => new Promise((resolve) => (child.exitCode === null ? child.once('exit', () => resolve()).kill('SIGTERM') : resolve())),
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds the whole machine has spent busy (every core, every process), from /proc/stat. */
export function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/** CPU seconds used by this process's children that have ended and been waited for (cutime + cstime). */
export function endedChildrenCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}
