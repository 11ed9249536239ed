import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuerySchema } from '../../core/schemas/analytics.js';
import { requireAuth } from '../auth/guard.js';
import { analyticsCsv, ANALYTICS_TABLES } from './csv.js';
import {
  analyticsFacets,
  analyticsFlow,
  analyticsGeography,
  analyticsMonthly,
  analyticsPeople,
  analyticsPipeline,
  analyticsSummary,
  queryRanges,
} from './service.js';

const access = { action: 'view company analytics', permission: 'view_company_analytics' } as const;

/** One endpoint per part of the page, so the figures paint as each arrives. */
const SECTIONS = {
  summary: analyticsSummary,
  monthly: analyticsMonthly,
  pipeline: analyticsPipeline,
  flow: analyticsFlow,
  people: analyticsPeople,
  geography: analyticsGeography,
};

export async function analyticsRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [section, compute] of Object.entries(SECTIONS)) {
    r.get(`/api/analytics/${section}`, {
      config: { access },
      schema: { tags: ['analytics'], querystring: analyticsQuerySchema },
      handler: (request) => compute(db, requireAuth(request).organizationId, request.query),
    });
  }
  r.get('/api/analytics/facets', {
    config: { access },
    schema: { tags: ['analytics'] },
    handler: (request) => analyticsFacets(db, requireAuth(request).organizationId),
  });
  r.get('/api/analytics/export/:table', {
    config: { access },
    schema: {
      tags: ['analytics'],
      params: z.object({ table: z.enum(ANALYTICS_TABLES, 'There is no such analytics table.') }),
      querystring: analyticsQuerySchema,
    },
    async handler(request, reply) {
      const { range } = queryRanges(request.query);
      const csv = await analyticsCsv(db, requireAuth(request).organizationId, request.query, request.params.table);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="analytics-${request.params.table}-${range.from}-to-${range.to}.csv"`)
        .send(csv);
    },
  });
}
