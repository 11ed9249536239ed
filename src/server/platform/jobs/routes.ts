import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageContacts, ROLES } from '../../../core/permissions.js';
import { requireAuth } from '../../auth/guard.js';
import { createAuditEntry } from '../audit.js';
import { notFound } from '../errors.js';
import { toApiRow } from '../rows.js';
import { failedJobs, retryFailedJob } from './queue.js';

const MANAGERS = ROLES.filter(canManageContacts);

/** Jobs that ran out of attempts stay visible to the organization's staff, who may run them again. */
export async function jobRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
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
