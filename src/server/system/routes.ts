import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgesSchema } from '../../core/schemas/session.js';
import { taskListQuerySchema } from '../../core/schemas/tasks.js';
import { requireAuth } from '../auth/guard.js';
import { countMyOverdue } from '../tasks/service.js';
import { errorBody } from '../platform/errors.js';
import { pendingReviewCounts } from './pending-reviews.js';

export async function systemRoutes(app: FastifyInstance) {
  const { database } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), 503: z.unknown() },
    },
    async handler(_request, reply) {
      if (await database.ping()) return { status: 'ok' as const, database: database.kind };
      return reply.status(503).send({ error: { code: 'UNAVAILABLE', message: 'The database is unreachable.' } });
    },
  });

  // Readiness for a load balancer: this instance takes traffic only while its database and its file storage
  // answer and it is not shutting down. (/api/health above is liveness: the process is up.)
  const { storage, lifecycle } = app.services;
  r.get('/api/ready', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      response: { 200: z.object({ status: z.literal('ready'), database: z.literal('ok'), storage: z.literal('ok') }), 503: z.unknown() },
    },
    async handler(_request, reply) {
      const [databaseUp, storageUp] = await Promise.all([database.ping(), storage.ping()]);
      if (databaseUp && storageUp && !lifecycle.draining) return { status: 'ready' as const, database: 'ok' as const, storage: 'ok' as const };
      const message = lifecycle.draining
        ? 'This instance is shutting down.'
        : !databaseUp
          ? 'The database is unreachable.'
          : 'The file storage is unreachable.';
      const checks = { database: databaseUp ? 'ok' : 'down', storage: storageUp ? 'ok' : 'down', draining: lifecycle.draining };
      return reply.status(503).send(errorBody('UNAVAILABLE', message, checks));
    },
  });

  // The three review queues' pending counts and the caller's overdue tasks, for the navigation badges (SPEC §2).
  r.get('/api/badges', {
    config: { access: { action: 'view pending reviews' } },
    schema: { tags: ['system'], querystring: z.strictObject({ tz: taskListQuerySchema.shape.tz }), response: { 200: badgesSchema } },
    async handler(request) {
      const ctx = requireAuth(request);
      const [reviews, overdueTasks] = await Promise.all([
        pendingReviewCounts(database.db, ctx.organizationId),
        countMyOverdue(database.db, ctx, request.query.tz),
      ]);
      return { ...reviews, overdueTasks };
    },
  });
}
