import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formatPersonName, formatPhone } from '../../core/format.js';
import { profileUpdateSchema, sessionSchema } from '../../core/schemas/session.js';
import { createAuditEntry, changedValues } from '../platform/audit.js';
import { profiles } from '../platform/db/schema.js';
import { codeForStatus, errorBody, INTERNAL_ERROR_MESSAGE } from '../platform/errors.js';
import { ownOrigin } from '../platform/origins.js';
import { CLIENT_ADDRESS_HEADER } from './auth.js';
import { requireAuth, toHeaders } from './guard.js';
import { profilePictureRoutes } from './profile-picture.js';
import { freshSessionView, sessionView } from './session-view.js';

/** better-auth's { code, message } errors in the API's one shape (DESIGN §5); a 5xx says nothing more. */
async function authErrorBody(response: Response) {
  if (response.status >= 500) return errorBody('INTERNAL', INTERNAL_ERROR_MESSAGE);
  let answer: { code?: unknown; message?: unknown } = {};
  try {
    answer = (await response.json()) as typeof answer;
  } catch {
    // an empty or non-JSON error body: the status speaks
  }
  const code = typeof answer.code === 'string' && answer.code ? answer.code : codeForStatus(response.status);
  const message = typeof answer.message === 'string' && answer.message ? answer.message : 'The request was refused.';
  return errorBody(code, message);
}

export async function authRoutes(app: FastifyInstance) {
  await app.register(profilePictureRoutes);
  const { auth, database, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // better-auth's own endpoints (sign-up, sign-in, verification, reset, two-factor) stay at /api/auth/*.
  r.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public', changesAccess: true },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, ownOrigin(request) ?? config.publicUrl);
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers = toHeaders(request);
      headers.set(CLIENT_ADDRESS_HEADER, request.ip);
      const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (response.status >= 400) return reply.send(await authErrorBody(response));
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });

  r.get('/api/session', {
    config: { access: 'session' },
    schema: { tags: ['session'], response: { 200: sessionSchema } },
    handler: async (request) => sessionView(requireAuth(request)),
  });

  r.patch('/api/profile', {
    config: { access: { action: 'update your profile', permission: 'view_update_own_profile' }, changesAccess: true },
    schema: { tags: ['session'], body: profileUpdateSchema, response: { 200: sessionSchema } },
    async handler(request) {
      const ctx = requireAuth(request);
      const update = {
        firstName: request.body.first_name === undefined ? undefined : formatPersonName(request.body.first_name) || null,
        lastName: request.body.last_name === undefined ? undefined : formatPersonName(request.body.last_name) || null,
        phone: request.body.phone === undefined ? undefined : formatPhone(request.body.phone) || null,
        company: request.body.company === undefined ? undefined : request.body.company.trim() || null,
      };
      await database.db.transaction(async (tx) => {
        const [before] = await tx.select().from(profiles).where(eq(profiles.id, ctx.userId));
        if (!before) return;
        const diff = changedValues(before as unknown as Record<string, unknown>, update);
        if (!diff.changed) return;
        await tx.update(profiles).set({ ...update, updatedAt: new Date() }).where(eq(profiles.id, ctx.userId));
        await createAuditEntry(tx, {
          organizationId: ctx.organizationId,
          userId: ctx.userId,
          action: 'profile_updated',
          tableName: 'profiles',
          recordId: ctx.userId,
          oldValues: diff.oldValues,
          newValues: diff.newValues,
        });
      });
      return freshSessionView(app, request);
    },
  });
}
