import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationCreateSchema,
  invitationListSchema,
  invitationSchema,
  memberListSchema,
  memberSchema,
  memberUpdateSchema,
  organizationSettingsSchema,
  organizationSettingsUpdateSchema,
  outboxListSchema,
  outboxQuerySchema,
} from '../../core/schemas/users.js';
import type { RouteAccess } from '../auth/guard.js';
import { requireAuth } from '../auth/guard.js';
import {
  getOrganizationSettings,
  inviteMember,
  listInvitations,
  listMembers,
  listOutbox,
  revokeInvitation,
  updateMember,
  updateOrganizationSettings,
} from './service.js';

const manageUsers: RouteAccess = { action: 'manage users', permission: 'manage_users' };
const editSettings: RouteAccess = { action: 'edit system settings', permission: 'edit_system_settings' };
const readOutbox: RouteAccess = { action: 'view the outbox', roles: ['super_admin', 'admin'] };

// Profile ids are better-auth's (text); a malformed one simply matches nothing and answers 404.
const userParams = z.object({ id: z.string().min(1).max(100) });
const invitationParams = z.object({ id: z.uuid('Invitation not found.') });

export async function userRoutes(app: FastifyInstance) {
  const { database, mailer, config } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/users', {
    config: { access: manageUsers },
    schema: { tags: ['users'], response: { 200: memberListSchema } },
    handler: (request) => listMembers(db, requireAuth(request)),
  });

  r.patch('/api/users/:id', {
    config: { access: manageUsers, changesAccess: true },
    schema: { tags: ['users'], params: userParams, body: memberUpdateSchema, response: { 200: memberSchema } },
    handler: (request) => updateMember(db, requireAuth(request), request.params.id, request.body),
  });

  r.get('/api/invitations', {
    config: { access: manageUsers },
    schema: { tags: ['users'], response: { 200: invitationListSchema } },
    handler: (request) => listInvitations(db, requireAuth(request)),
  });

  r.post('/api/invitations', {
    config: { access: manageUsers },
    schema: { tags: ['users'], body: invitationCreateSchema, response: { 201: invitationSchema.omit({ created_at: true }) } },
    handler: async (request, reply) =>
      reply.status(201).send(await inviteMember({ db, mailer, config }, requireAuth(request), request.body)),
  });

  r.delete('/api/invitations/:id', {
    config: { access: manageUsers },
    schema: { tags: ['users'], params: invitationParams },
    async handler(request, reply) {
      await revokeInvitation(db, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  });

  r.get('/api/organization/settings', {
    config: { access: editSettings },
    schema: { tags: ['organization'], response: { 200: organizationSettingsSchema } },
    handler: async (request) => getOrganizationSettings(requireAuth(request)),
  });

  r.patch('/api/organization/settings', {
    config: { access: editSettings, changesAccess: true },
    schema: { tags: ['organization'], body: organizationSettingsUpdateSchema, response: { 200: organizationSettingsSchema } },
    handler: (request) => updateOrganizationSettings(db, requireAuth(request), request.body),
  });

  r.get('/api/outbox', {
    config: { access: readOutbox },
    schema: { tags: ['outbox'], querystring: outboxQuerySchema, response: { 200: outboxListSchema } },
    handler: (request) => listOutbox(db, requireAuth(request), request.query),
  });
}
