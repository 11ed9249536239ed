import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageContacts, ROLES } from '../../core/permissions.js';
import { prospectConvertSchema, prospectImportSchema, prospectListQuerySchema } from '../../core/schemas/prospects.js';
import { requireAuth } from '../auth/guard.js';
import { AppError } from '../platform/errors.js';
import { sendCsv } from '../deals/csv.js';
import { convertProspects, exportProspectsCsv, importProspects, listProspectLists, listProspects } from './service.js';

const MANAGERS = ROLES.filter(canManageContacts);

/** Prospecting (issue 19): prospect lists, their import, and conversion into leads or a nurture sequence. */
export async function prospectingRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { action: 'manage prospects', roles: MANAGERS };

  r.get('/api/prospect-lists', { config: { access }, schema: { tags: ['prospecting'] }, handler: (request) => listProspectLists(db, requireAuth(request).organizationId) });
  r.get('/api/prospects', {
    config: { access },
    schema: { tags: ['prospecting'], querystring: prospectListQuerySchema },
    handler: (request) => listProspects(db, requireAuth(request).organizationId, request.query),
  });
  r.get('/api/prospects/export.csv', {
    config: { access },
    schema: { tags: ['prospecting'], querystring: prospectListQuerySchema },
    async handler(request, reply) {
      return sendCsv(reply, 'prospects', await exportProspectsCsv(db, requireAuth(request).organizationId, request.query));
    },
  });
  // A dry run reports every row (200); an import with any invalid row is refused (422) naming the rows.
  r.post('/api/prospects/import', {
    config: { access },
    schema: { tags: ['prospecting'], body: prospectImportSchema },
    async handler(request, reply) {
      const result = await importProspects(db, requireAuth(request), request.body);
      if (result.errors.length && !request.body.dry_run) {
        const n = result.errors.length;
        throw new AppError('UNPROCESSABLE', `${n} row${n === 1 ? ' has' : 's have'} errors; nothing was imported. First: row ${result.errors[0]!.row}: ${result.errors[0]!.message}`, { rows: result.errors });
      }
      return reply.status(request.body.dry_run ? 200 : 201).send(result);
    },
  });
  r.post('/api/prospects/convert', {
    config: { access },
    schema: { tags: ['prospecting'], body: prospectConvertSchema },
    handler: (request) => convertProspects(db, requireAuth(request), request.body),
  });
}
