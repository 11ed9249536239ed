import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { assignFileBodySchema, cleanupBodySchema, rejectBodySchema } from '../../core/schemas/review.js';
import { requireAuth } from '../auth/guard.js';
import { organizationByKey } from '../auth/organization-key.js';
import { AppError } from '../platform/errors.js';
import { storageRoom } from '../plans/usage.js';
import { consumingUpload } from '../platform/uploads.js';
import { INBOUND_MESSAGE_MAX_BYTES, ingestMessage, messageTooLarge } from './inbound.js';
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
  const { database, storage, keyring, config } = app.services;
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

  // A mail provider's forwarding: the raw message as the body, the organization's key as a bearer token. The
  // body is streamed into ingestMessage (never whole in memory); a declared length over the limit is refused
  // before reading, and the count while reading refuses the rest.
  await app.register(async (scope) => {
    scope.addContentTypeParser(['message/rfc822', 'text/plain', 'application/octet-stream'], (request, payload, done) => {
      const declared = Number(request.headers['content-length']);
      if (declared > INBOUND_MESSAGE_MAX_BYTES) return done(messageTooLarge(INBOUND_MESSAGE_MAX_BYTES), undefined);
      done(null, payload);
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/api/inbound/email', {
      config: { access: 'public' },
      schema: { tags: ['email-files'] },
      async handler(request, reply) {
        if (!(request.body instanceof Readable)) {
          throw new AppError('VALIDATION', 'Send the raw message (MIME) as the body, with Content-Type: message/rfc822.');
        }
        const body = request.body;
        const result = await consumingUpload(body, async () => {
          const organizationId = await organizationByKey(db, keyring, 'inbound-email', request);
          return ingestMessage(db, storage, body, { organizationId, keyring, storageRoom: (id) => storageRoom(db, config, id) });
        });
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
