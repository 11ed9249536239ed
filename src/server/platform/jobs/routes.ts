import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageContacts, ROLES } from '../../../core/permissions.js';
import { requireAuth } from '../../auth/guard.js';
import { createAuditEntry } from '../audit.js';
import { notFound } from '../errors.js';
import { toApiRow } from '../rows.js';
import { deleteFinishedJobs, failedJobs, JOBS_CLEANUP_JOB, retryFailedJob, scheduleJobsCleanup } from './queue.js';

const MANAGERS = ROLES.filter(canManageContacts);

/** Jobs that ran out of attempts stay visible to the organization's staff, who may run them again (until the cleanup). */
export async function jobRoutes(app: FastifyInstance) {
  const { database, jobs, config } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Housekeeping: finished job rows older than JOB_RETENTION_DAYS go, hourly; each run queues the next.
  jobs.work<{ slot: number }>(JOBS_CLEANUP_JOB, async (job) => {
    const deleted = await deleteFinishedJobs(db, config.jobRetentionDays);
    if (deleted) app.log.info({ deleted, retentionDays: config.jobRetentionDays }, 'finished jobs deleted');
    await scheduleJobsCleanup(db, job.payload.slot);
  });
  await scheduleJobsCleanup(db);
  const access = { action: 'manage background jobs', roles: MANAGERS };

  r.get('/api/jobs/failed', {
    config: { access },
    schema: { tags: ['jobs'] },
    handler: async (request) => ({ items: (await failedJobs(db, requireAuth(request).organizationId)).map(toApiRow) }),
  });

  r.post('/api/jobs/:id/retry', {
    config: { access },
    schema: { tags: ['jobs'], params: z.object({ id: z.uuid('Job not found.') }) },
    handler: async (request) => {
      const ctx = requireAuth(request);
      await db.transaction(async (tx) => {
        if (!(await retryFailedJob(tx, ctx.organizationId, request.params.id))) throw notFound('Failed job');
        await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'job_retried', tableName: 'jobs', recordId: request.params.id });
      });
      return { ok: true };
    },
  });
}
