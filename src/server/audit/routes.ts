import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogQuerySchema } from '../../core/schemas/audit.js';
import { requireAuth } from '../auth/guard.js';
import { sendCsv } from '../deals/csv.js';
import { auditCsv, auditFacets, listAuditEntries } from './service.js';

/** The whole organization's history is for its administrators. */
const access = { action: 'view the audit trail', roles: ['super_admin', 'admin'] as const };

export async function auditRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/audit-log', {
    config: { access },
    schema: { tags: ['audit'], querystring: auditLogQuerySchema },
    handler: (request) => listAuditEntries(db, requireAuth(request).organizationId, request.query),
  });
  r.get('/api/audit-log/export.csv', {
    config: { access },
    schema: { tags: ['audit'], querystring: auditLogQuerySchema.omit({ limit: true, cursor: true }) },
    async handler(request, reply) {
      return sendCsv(reply, 'audit-trail', await auditCsv(db, requireAuth(request).organizationId, request.query));
    },
  });
  r.get('/api/audit-log/facets', {
    config: { access },
    schema: { tags: ['audit'] },
    handler: (request) => auditFacets(db, requireAuth(request).organizationId),
  });
}
