// A durable job queue over the `jobs` table (decision 0010). A job is enqueued in the caller's transaction
// (it exists exactly when the change that wants it commits), claimed by one instance with
// FOR UPDATE SKIP LOCKED, retried with exponential backoff, and kept as 'failed' with its last error when it
// runs out of attempts. A claim is a lease: a job whose instance died is claimed again once its lease ends, so
// handlers must be idempotent (run at least once, never twice at the same time).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Executor } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { retryDelaySeconds } from './backoff.js';

export const JOBS_CHANNEL = 'lender_os_jobs';

export interface EnqueueOptions {
  /** Not before this moment (now when absent). */
  runAt?: Date;
  /** At most one queued-or-running job of this name with this key: a second enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
  /** Whose job it is: failures are listed to that organization's staff. */
  organizationId?: string | null;
}

export interface Job<P = unknown> {
  id: string;
  name: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  organizationId: string | null;
}

export type JobHandler<P = unknown> = (job: Job<P>) => Promise<void>;

/**
 * Adds a job with the caller's executor (a transaction, usually). Returns its id, or null when a job with the
 * same singleton key is already waiting or running.
 */
export async function enqueueJob(tx: Executor, name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
  const [row] = await tx
    .insert(jobs)
    .values({
      name,
      payload: payload as object,
      runAt: options.runAt ?? new Date(),
      singletonKey: options.singletonKey ?? null,
      maxAttempts: options.maxAttempts ?? 5,
      organizationId: options.organizationId ?? null,
    })
    .onConflictDoNothing({ target: [jobs.name, jobs.singletonKey], where: sql`singleton_key is not null and state in ('queued','active')` })
    .returning({ id: jobs.id });
  // Wakes idle workers on every instance once the transaction commits.
  if (row) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
  return row?.id ?? null;
}

export interface JobQueue {
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string | null>;
  /** Registers the handler of a job name (one per name). */
  work<P>(name: string, handler: JobHandler<P>): void;
  /** Starts claiming due jobs: on an interval and whenever a job is enqueued anywhere. */
  start(): Promise<void>;
  /** Stops claiming and waits for the jobs running here to finish (graceful shutdown). */
  stop(): Promise<void>;
  /** Claims and runs what is due now, once; resolves when those jobs finished. For tests and scripts. */
  runDue(): Promise<number>;
}

export interface QueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a claim lasts before another instance may take the job again. */
  leaseSeconds?: number;
  concurrency?: number;
  retryBaseSeconds?: number;
}

interface ClaimedRow {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  organization_id: string | null;
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const { database, log } = options;
  const db = database.db;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const concurrency = options.concurrency ?? 5;
  const instanceId = randomUUID();
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let started = false;
  let ticking = false;

  async function claim(limit: number): Promise<ClaimedRow[]> {
    const names = [...handlers.keys()];
    if (names.length === 0 || limit <= 0) return [];
    return queryRows<ClaimedRow>(
      db,
      sql`update jobs set state = 'active', attempts = attempts + 1, locked_by = ${instanceId},
            locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
          where id in (
            select id from jobs
            where name in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})
              and ((state = 'queued' and run_at <= now()) or (state = 'active' and locked_until < now()))
            order by run_at
            limit ${limit}
            for update skip locked)
          returning id, name, payload, attempts, max_attempts, organization_id`,
    );
  }

  async function finish(row: ClaimedRow, error: unknown) {
    const mine = and(eq(jobs.id, row.id), eq(jobs.lockedBy, instanceId));
    if (error === undefined) {
      await db.update(jobs).set({ state: 'completed', completedAt: new Date(), lockedBy: null, lockedUntil: null, updatedAt: new Date() }).where(mine);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const exhausted = row.attempts >= row.max_attempts;
    log.warn({ err: error, job: row.id, name: row.name, attempt: row.attempts, exhausted }, exhausted ? 'job failed for good' : 'job failed; will retry');
    await db
      .update(jobs)
      .set({
        state: exhausted ? 'failed' : 'queued',
        runAt: exhausted ? undefined : new Date(Date.now() + retryDelaySeconds(row.attempts, options.retryBaseSeconds) * 1000),
        lastError: message.slice(0, 2000),
        lockedBy: null,
        lockedUntil: null,
        updatedAt: new Date(),
      })
      .where(mine);
  }

  async function run(row: ClaimedRow) {
    const handler = handlers.get(row.name)!;
    let error: unknown;
    try {
      await handler({ id: row.id, name: row.name, payload: row.payload, attempt: row.attempts, organizationId: row.organization_id });
    } catch (caught) {
      error = caught ?? new Error('The job failed.');
    }
    await finish(row, error).catch((e: unknown) => log.error({ err: e, job: row.id }, 'could not record the end of a job'));
  }

  function launch(row: ClaimedRow) {
    const promise = run(row).finally(() => {
      running.delete(promise);
      if (started) schedule(0);
    });
    running.add(promise);
    return promise;
  }

  async function tick() {
    if (ticking) return;
    ticking = true;
    try {
      for (const row of await claim(concurrency - running.size)) void launch(row);
    } catch (error) {
      log.error({ err: error }, 'could not claim jobs');
    } finally {
      ticking = false;
    }
  }

  function schedule(delay: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void tick().finally(() => schedule(pollMs));
    }, delay);
  }

  return {
    enqueue: (name, payload, enqueueOptions) => enqueueJob(db, name, payload, enqueueOptions),
    work(name, handler) {
      if (handlers.has(name)) throw new Error(`A handler for ${name} is already registered`);
      handlers.set(name, handler as JobHandler);
    },
    async start() {
      if (started) return;
      started = true;
      stopListening = await database.listen(JOBS_CHANNEL, (name) => {
        if (handlers.has(name)) schedule(0);
      });
      schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await stopListening?.();
      stopListening = undefined;
      await Promise.allSettled([...running]);
    },
    async runDue() {
      const rows = await claim(concurrency);
      await Promise.all(rows.map(launch));
      return rows.length;
    },
  };
}

/** The organization's jobs that ran out of attempts, newest first (shown to its staff). */
export async function failedJobs(db: Executor, organizationId: string) {
  return db
    .select({ id: jobs.id, name: jobs.name, attempts: jobs.attempts, lastError: jobs.lastError, updatedAt: jobs.updatedAt, payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.organizationId, organizationId), eq(jobs.state, 'failed')))
    .orderBy(desc(jobs.updatedAt))
    .limit(100);
}

/** Puts a failed job back in the queue with a fresh set of attempts; false when there is no such failed job. */
export async function retryFailedJob(tx: Executor, organizationId: string, id: string): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: new Date(), updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.organizationId, organizationId), eq(jobs.state, 'failed')))
    .returning({ name: jobs.name });
  if (rows[0]) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${rows[0].name})`);
  return rows.length > 0;
}

export const JOBS_CLEANUP_JOB = 'jobs.cleanup';
export const JOBS_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes finished jobs (completed, or failed for good) last touched more than `retentionDays` ago. */
export async function deleteFinishedJobs(db: Executor, retentionDays: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(inArray(jobs.state, ['completed', 'failed']), sql`${jobs.updatedAt} < now() - make_interval(days => ${retentionDays})`))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Queues the cleanup for the hourly slot after `afterSlot` (and after now). The slot is the singleton key, so
 * every instance queuing it at start-up, and the run before it, make one job.
 */
export async function scheduleJobsCleanup(db: Executor, afterSlot = 0): Promise<void> {
  const slot = Math.max(afterSlot + 1, Math.floor(Date.now() / JOBS_CLEANUP_INTERVAL_MS) + 1);
  await enqueueJob(db, JOBS_CLEANUP_JOB, { slot }, { runAt: new Date(slot * JOBS_CLEANUP_INTERVAL_MS), singletonKey: String(slot) });
}
