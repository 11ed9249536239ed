import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { assignFileBodySchema, cleanupBodySchema, rejectBodySchema } from '../../core/schemas/review.js';
import { requireAuth } from '../auth/guard.js';
import { organizationByKey } from '../auth/organization-key.js';
import { AppError } from '../platform/errors.js';
import { INBOUND_MESSAGE_MAX_BYTES, ingestMessage } from './inbound.js';
import {
  approvePendingFile,
  assignPendingFile,
  cleanupDeal,
  listPendingFiles,
  listProcessingLog,
  pendingFileUrl,
  rejectPendingFile,
} from './service.js';

const access = { action: 'review email files', roles: ROLES.filter(canManageDeals) };
const params = z.object({ id: z.uuid('File not found.') });

export async function emailFileRoutes(app: FastifyInstance) {
  const { database, storage, keyring } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/email-files', {
    config: { access },
    schema: { tags: ['email-files'] },
    handler: async (request) => ({ items: await listPendingFiles(db, requireAuth(request).organizationId) }),
  });
  r.get('/api/email-files/log', {
    config: { access },
    schema: { tags: ['email-files'] },
    handler: async (request) => ({ items: await listProcessingLog(db, requireAuth(request).organizationId) }),
  });
  r.get('/api/email-files/:id/url', {
    config: { access },
    schema: { tags: ['email-files'], params },
    handler: (request) => pendingFileUrl(db, storage, requireAuth(request), request.params.id),
  });
  r.post('/api/email-files/:id/approve', {
    config: { access },
    schema: { tags: ['email-files'], params },
    handler: (request) => approvePendingFile(db, storage, requireAuth(request), request.params.id),
  });
  r.post('/api/email-files/:id/reject', {
    config: { access },
    schema: { tags: ['email-files'], params, body: rejectBodySchema },
    handler: (request) => rejectPendingFile(db, storage, requireAuth(request), request.params.id, request.body.reason),
  });
  r.post('/api/email-files/:id/assign', {
    config: { access },
    schema: { tags: ['email-files'], params, body: assignFileBodySchema },
    handler: (request) => assignPendingFile(db, requireAuth(request), request.params.id, request.body.deal_id),
  });
  r.post('/api/email-files/cleanup', {
    config: { access },
    schema: { tags: ['email-files'], body: cleanupBodySchema },
    handler: (request) => cleanupDeal(db, storage, requireAuth(request), request.body.deal_id),
  });

  // Where and how mail reaches the organization (for its administrators to set up forwarding).
  r.get('/api/intake-settings', {
    config: { access: { action: 'view intake settings', roles: ['super_admin', 'admin'] } },
    schema: { tags: ['email-files'] },
    handler(request) {
      const { organizationId } = requireAuth(request);
      const { config } = app.services;
      return {
        smtp: config.inboundSmtp.port ? { host: config.inboundSmtp.host, port: config.inboundSmtp.port } : null,
        inbound_email_url: `${config.publicUrl}/api/inbound/email`,
        inbound_email_key: keyring.key('inbound-email', organizationId),
        inquiry_api_url: `${config.publicUrl}/api/inquiries/intake`,
        inquiry_intake_key: keyring.key('inquiry-intake', organizationId),
        inquiry_form_url: `${config.publicUrl}/inquire/${organizationId}`,
      };
    },
  });

  // A mail provider's forwarding: the raw message as the body, the organization's key as a bearer token.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['message/rfc822', 'text/plain', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: INBOUND_MESSAGE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post('/api/inbound/email', {
      config: { access: 'public' },
      bodyLimit: INBOUND_MESSAGE_MAX_BYTES,
      schema: { tags: ['email-files'] },
      async handler(request, reply) {
        const organizationId = await organizationByKey(db, keyring, 'inbound-email', request);
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError('VALIDATION', 'Send the raw message (MIME) as the body, with Content-Type: message/rfc822.');
        }
        const result = await ingestMessage(db, storage, request.body, { organizationId, keyring });
        return reply.status(202).send({
          log_id: result.logId,
          outcome: result.outcome,
          deal_id: result.dealId,
          stored: result.stored,
          refused: result.refused,
        });
      },
    });
  });
}
