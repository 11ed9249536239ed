import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { borrowerUpdateDataSchema, borrowerUpdateFunctionSchema, borrowerUpdateRequestCreateSchema } from '../../core/schemas/review.js';
import { STORAGE_BUCKETS } from '../../core/limits.js';
import { requireAuth } from '../auth/guard.js';
import { documentBatch } from '../deals/files.js';
import { AppError } from '../platform/errors.js';
import { jsonField, readMultipartForm } from '../platform/multipart.js';
import { limitPublicForms, PUBLIC_FORM_LIMIT } from '../platform/public-limits.js';
import {
  BORROWER_UPDATE_MAX_DOCUMENTS,
  borrowerUpdateFileKey,
  borrowerUpdateForm,
  listBorrowerUpdates,
  openRequestOfToken,
  requestBorrowerUpdate,
  reviewSubmission,
  submitBorrowerUpdate,
} from './service.js';

const access = { action: 'review borrower updates', roles: ROLES.filter(canManageDeals) };
const publicParams = z.object({ dealId: z.string().min(1).max(40) });
const tokenQuery = z.object({ token: z.string().max(500).optional() });

export async function borrowerUpdateRoutes(app: FastifyInstance) {
  const { database, storage, keyring, mailer, config } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await limitPublicForms(app);

  r.get('/api/borrower-updates', {
    config: { access },
    schema: { tags: ['borrower-updates'] },
    handler: async (request) => ({ items: await listBorrowerUpdates(db, requireAuth(request).organizationId) }),
  });
  r.post('/api/borrower-updates/requests', {
    config: { access },
    schema: { tags: ['borrower-updates'], body: borrowerUpdateRequestCreateSchema },
    handler: async (request, reply) =>
      reply.status(201).send(await requestBorrowerUpdate(db, { keyring, mailer, publicUrl: config.publicUrl }, requireAuth(request), request.body)),
  });
  r.post('/api/functions/borrower-update', {
    config: { access },
    schema: { tags: ['functions'], body: borrowerUpdateFunctionSchema },
    handler: (request) => reviewSubmission(db, storage, requireAuth(request), request.body),
  });

  // The borrower's side: no sign-in, the link's token instead.
  r.get('/api/public/borrower-update/:dealId', {
    config: { access: 'public' },
    schema: { tags: ['borrower-updates'], params: publicParams, querystring: tokenQuery },
    handler: (request) => borrowerUpdateForm(db, keyring, request.params.dealId, request.query.token),
  });
  r.post('/api/public/borrower-update/:dealId', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['borrower-updates'], params: publicParams, querystring: tokenQuery, consumes: ['multipart/form-data'] },
    async handler(request, reply) {
      const { dealId } = request.params;
      const { token } = request.query;
      await openRequestOfToken(db, keyring, dealId, token); // no file is stored for a link that takes none
      const files = documentBatch(storage, STORAGE_BUCKETS.dealFiles);
      const created = await files.settle(async () => {
        const fields = await readMultipartForm(request, BORROWER_UPDATE_MAX_DOCUMENTS, (fileName, body) => files.add(fileName, body, borrowerUpdateFileKey(dealId, fileName)));
        const parsed = borrowerUpdateDataSchema.safeParse(jsonField(fields, 'update'));
        if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'The update is invalid.');
        return submitBorrowerUpdate(db, keyring, dealId, token, parsed.data, files.files);
      });
      return reply.status(201).send(created);
    },
  });
}
