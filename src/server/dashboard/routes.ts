import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../auth/guard.js';
import { dashboard } from './service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  app.get('/api/dashboard', {
    config: { access: { action: 'view the dashboard' } },
    schema: { tags: ['dashboard'] },
    handler: (request) => dashboard(db, requireAuth(request)),
  });
}
