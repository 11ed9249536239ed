// The job queue on a real database: once per job across instances, retries with backoff until 'failed',
// singleton keys, enqueue inside a transaction, a lease taken over after a crash, and a graceful stop.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';
import { createJobQueue, enqueueJob, failedJobs, JOBS_CLEANUP_INTERVAL_MS, JOBS_CLEANUP_JOB, retryFailedJob, scheduleJobsCleanup, type Job } from './queue.js';

describeEachDatabase('job queue', (driver) => {
  let t: TestApp;
  const log = { warn: () => undefined, error: () => undefined } as never;
  const jobRow = async (id: string) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    t = await createTestApp(driver);
  }, 120_000);
  afterAll(async () => t?.close());

  it('runs a job with its payload once and records it completed', async () => {
    const queue = createJobQueue({ database: t.database, log });
    const seen: Job[] = [];
    queue.work('test.echo', async (job) => {
      seen.push(job);
    });
    const id = await queue.enqueue('test.echo', { hello: 'world' }, { organizationId: t.organizationId });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toMatchObject([{ id, payload: { hello: 'world' }, attempt: 1, organizationId: t.organizationId }]);
    expect(await jobRow(id!)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('keeps one waiting job per singleton key and waits for runAt', async () => {
    const queue = createJobQueue({ database: t.database, log });
    queue.work('test.later', async () => undefined);
    const first = await queue.enqueue('test.later', {}, { singletonKey: 'k1', runAt: new Date(Date.now() + 3600_000) });
    expect(first).toBeTruthy();
    expect(await queue.enqueue('test.later', {}, { singletonKey: 'k1' })).toBeNull();
    expect(await queue.runDue()).toBe(0);
  });

  it('retries a failing job with backoff, then keeps it failed and visible; a retry runs it again', async () => {
    const queue = createJobQueue({ database: t.database, log });
    let calls = 0;
    queue.work('test.flaky', async () => {
      calls++;
      if (calls <= 2) throw new Error(`boom ${calls}`);
    });
    const id = (await queue.enqueue('test.flaky', {}, { maxAttempts: 2, organizationId: t.organizationId }))!;
    await queue.runDue();
    const retrying = await jobRow(id);
    expect(retrying).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom 1' });
    expect(retrying.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await queue.runDue()).toBe(0);
    await t.database.db.update(jobs).set({ runAt: new Date(0) }).where(eq(jobs.id, id));
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'boom 2' });
    expect((await failedJobs(t.database.db, t.organizationId)).map((j) => j.id)).toContain(id);

    expect(await retryFailedJob(t.database.db, t.organizationId, id)).toBe(true);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ state: 'completed' });
  });

  it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test.rollback', {});
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.rollback'));
    expect(rows).toHaveLength(0);
  });

  it('takes over a job whose instance died once its lease ran out', async () => {
    const queue = createJobQueue({ database: t.database, log });
    let runs = 0;
    queue.work('test.crashed', async () => {
      runs++;
    });
    const id = (await queue.enqueue('test.crashed', {}))!;
    await t.database.db.update(jobs).set({ state: 'active', attempts: 1, lockedBy: 'dead-instance', lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    await queue.runDue();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('runs queued jobs on start and waits for a running one on stop', async () => {
    const queue = createJobQueue({ database: t.database, log, pollMs: 50 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    queue.work('test.slow', async () => {
      started();
      await gate;
      finished = true;
    });
    const id = (await queue.enqueue('test.slow', {}))!;
    await queue.start();
    await running;
    const stopping = queue.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(await jobRow(id)).toMatchObject({ state: 'completed' });
  });

  if (driver === 'postgres') {
    it('runs each job once when several instances claim at the same time', async () => {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: t.databaseUrl, poolSize: 4 })));
      const runs = new Map<string, number>();
      const queues = handles.map((database) => {
        const queue = createJobQueue({ database, log, concurrency: 10 });
        queue.work('test.once', async (job) => {
          runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        });
        return queue;
      });
      for (let i = 0; i < 60; i++) await enqueueJob(t.database.db, 'test.once', { i });
      let claimed = 1;
      while (claimed > 0) claimed = (await Promise.all(queues.map((q) => q.runDue()))).reduce((a, b) => a + b, 0);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      await Promise.all(handles.map((h) => h.close()));
    });
  }

  it('deletes finished jobs past the retention, hourly, and keeps one cleanup queued for the next slot', async () => {
    const old = new Date(Date.now() - 20 * 86_400_000);
    const [done, failed, recent, waiting] = await t.database.db
      .insert(jobs)
      .values([
        { name: 'test.old', payload: {}, state: 'completed', updatedAt: old },
        { name: 'test.old', payload: {}, state: 'failed', updatedAt: old },
        { name: 'test.old', payload: {}, state: 'completed' },
        { name: 'test.old', payload: {}, state: 'queued', runAt: new Date(Date.now() + 3600_000), updatedAt: old },
      ])
      .returning({ id: jobs.id });
    const cleanup = () => t.database.db.select().from(jobs).where(and(eq(jobs.name, JOBS_CLEANUP_JOB), eq(jobs.state, 'queued')));
    // The app queued the next hourly slot when it started; starting again (another instance) adds nothing.
    const [next] = await cleanup();
    expect(next!.runAt.getTime() % JOBS_CLEANUP_INTERVAL_MS).toBe(0);
    await scheduleJobsCleanup(t.database.db);
    expect(await cleanup()).toHaveLength(1);
    await t.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, next!.id));
    expect(await t.app.services.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const left = (await t.database.db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, [done!.id, failed!.id, recent!.id, waiting!.id]))).map((r) => r.id);
    expect(left.sort()).toEqual([recent!.id, waiting!.id].sort());
    const [following] = await cleanup();
    expect(following!.payload).toEqual({ slot: (next!.payload as { slot: number }).slot + 1 });
  });
});
