import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgesSchema } from '../../core/schemas/session.js';
import { requireAuth } from '../auth/guard.js';
import { borrowerUpdateSubmissions, pendingFileUploads, pendingInquiries } from '../platform/db/schema.js';

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

  // The three review queues' pending counts, for the navigation badges (SPEC §2).
  r.get('/api/badges', {
    config: { access: { action: 'view pending reviews' } },
    schema: { tags: ['system'], response: { 200: badgesSchema } },
    async handler(request) {
      const { organizationId } = requireAuth(request);
      const count = sql<number>`count(*)::int`;
      const [[submissions], [files], [inquiries]] = await Promise.all([
        database.db
          .select({ n: count })
          .from(borrowerUpdateSubmissions)
          .where(and(eq(borrowerUpdateSubmissions.organizationId, organizationId), eq(borrowerUpdateSubmissions.status, 'pending_review'))),
        database.db
          .select({ n: count })
          .from(pendingFileUploads)
          .where(and(eq(pendingFileUploads.organizationId, organizationId), eq(pendingFileUploads.status, 'pending'))),
        database.db
          .select({ n: count })
          .from(pendingInquiries)
          .where(and(eq(pendingInquiries.organizationId, organizationId), eq(pendingInquiries.processingStatus, 'pending'))),
      ]);
      return { borrowerUpdates: submissions?.n ?? 0, emailFiles: files?.n ?? 0, inquiries: inquiries?.n ?? 0 };
    },
  });
}
