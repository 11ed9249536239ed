import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { canManageContacts, isAdmin, ROLES } from '../../core/permissions.js';
import {
  leadActivityCreateSchema,
  leadAssignmentSchema,
  leadConvertSchema,
  leadCreateSchema,
  leadImportSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  leadViewCreateSchema,
  leadViewUpdateSchema,
  publicLeadFormSchema,
} from '../../core/schemas/leads.js';
import { requireAuth } from '../auth/guard.js';
import { organizations } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { limitPublicForms, PUBLIC_FORM_LIMIT } from '../platform/public-limits.js';
import {
  captureLead,
  createLead,
  exportLeadsCsv,
  getLead,
  importLeads,
  leadSettings,
  leadTags,
  leadWithTimeline,
  listLeads,
  logLeadActivity,
  markLeadConverted,
  notifyNewOwner,
  setLeadAssignment,
  updateLead,
} from './service.js';
import { sendCsv } from '../deals/csv.js';
import { createLeadView, deleteLeadView, listLeadViews, updateLeadView } from './views.js';

const MANAGERS = ROLES.filter(canManageContacts);
const ADMINS = ROLES.filter(isAdmin);
const params = z.object({ id: z.uuid('Lead not found.') });
const viewParams = z.object({ id: z.uuid('View not found.') });
const orgParams = z.object({ organizationId: z.uuid('This lead form does not exist.') });

export async function leadRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const notifyDeps = { db, mailer: app.services.mailer, publicUrl: app.services.config.publicUrl, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { action: 'manage leads', roles: MANAGERS };
  await limitPublicForms(app);

  r.get('/api/leads', {
    config: { access },
    schema: { tags: ['leads'], querystring: leadListQuerySchema },
    handler: (request) => listLeads(db, requireAuth(request).organizationId, request.query),
  });

  r.get('/api/leads/export.csv', {
    config: { access },
    schema: { tags: ['leads'], querystring: leadListQuerySchema },
    async handler(request, reply) {
      return sendCsv(reply, 'leads', await exportLeadsCsv(db, requireAuth(request).organizationId, request.query));
    },
  });

  r.get('/api/leads/tags', {
    config: { access },
    schema: { tags: ['leads'] },
    handler: async (request) => ({ items: await leadTags(db, requireAuth(request).organizationId) }),
  });

  // Saved views of the page (personal, or shared by an administrator).
  r.get('/api/lead-views', {
    config: { access },
    schema: { tags: ['leads'] },
    handler: (request) => listLeadViews(db, requireAuth(request)),
  });
  r.post('/api/lead-views', {
    config: { access },
    schema: { tags: ['leads'], body: leadViewCreateSchema },
    handler: async (request, reply) => reply.status(201).send(await createLeadView(db, requireAuth(request), request.body)),
  });
  r.patch('/api/lead-views/:id', {
    config: { access },
    schema: { tags: ['leads'], params: viewParams, body: leadViewUpdateSchema },
    handler: (request) => updateLeadView(db, requireAuth(request), request.params.id, request.body),
  });
  r.delete('/api/lead-views/:id', {
    config: { access },
    schema: { tags: ['leads'], params: viewParams },
    async handler(request, reply) {
      await deleteLeadView(db, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  });

  r.get('/api/leads/settings', {
    config: { access },
    schema: { tags: ['leads'] },
    handler: (request) => leadSettings(db, requireAuth(request).organizationId),
  });

  r.put('/api/leads/settings', {
    config: { access: { action: 'change how leads are assigned', roles: ADMINS } },
    schema: { tags: ['leads'], body: leadAssignmentSchema },
    handler: (request) => setLeadAssignment(db, requireAuth(request), request.body.lead_assignment),
  });

  r.post('/api/leads', {
    config: { access },
    schema: { tags: ['leads'], body: leadCreateSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const lead = await createLead(db, { organizationId: ctx.organizationId, userId: ctx.userId }, request.body);
      await notifyNewOwner(notifyDeps, lead, null, ctx.userId);
      return reply.status(201).send(lead);
    },
  });

  // All or nothing: with any bad row nothing is imported, and 422 lists every bad row.
  r.post('/api/leads/import', {
    config: { access },
    schema: { tags: ['leads'], body: leadImportSchema },
    async handler(request, reply) {
      const result = await importLeads(db, requireAuth(request), request.body);
      if (result.errors.length && !request.body.dry_run) {
        const n = result.errors.length;
        throw new AppError('UNPROCESSABLE', `${n} row${n === 1 ? ' has' : 's have'} errors; nothing was imported. First: row ${result.errors[0]!.row}: ${result.errors[0]!.message}`, { rows: result.errors });
      }
      return reply.status(request.body.dry_run ? 200 : 201).send(result);
    },
  });

  r.get('/api/leads/:id', {
    config: { access },
    schema: { tags: ['leads'], params },
    handler: (request) => leadWithTimeline(db, requireAuth(request).organizationId, request.params.id),
  });

  r.patch('/api/leads/:id', {
    config: { access },
    schema: { tags: ['leads'], params, body: leadUpdateSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const before = await getLead(db, ctx.organizationId, request.params.id);
      const lead = await updateLead(db, ctx, request.params.id, request.body);
      await notifyNewOwner(notifyDeps, lead, before.ownerId, ctx.userId);
      return lead;
    },
  });

  r.post('/api/leads/:id/activities', {
    config: { access },
    schema: { tags: ['leads'], params, body: leadActivityCreateSchema },
    handler: async (request, reply) => reply.status(201).send(await logLeadActivity(db, requireAuth(request), request.params.id, request.body)),
  });

  r.post('/api/leads/:id/converted', {
    config: { access },
    schema: { tags: ['leads'], params, body: leadConvertSchema },
    handler: (request) => markLeadConverted(db, requireAuth(request), request.params.id, request.body.deal_id),
  });

  async function publicOrganization(id: string) {
    const [org] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id)).limit(1);
    if (!org) throw notFound('Lead form');
    return org;
  }

  // The organization's public lead-capture form (shareable link and embeddable snippet, no sign-in).
  r.get('/api/public/lead-form/:organizationId', {
    config: { access: 'public' },
    schema: { tags: ['leads'], params: orgParams },
    handler: async (request) => ({ organization_name: (await publicOrganization(request.params.organizationId)).name }),
  });
  r.post('/api/public/lead-form/:organizationId', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['leads'], params: orgParams, body: publicLeadFormSchema },
    async handler(request, reply) {
      const org = await publicOrganization(request.params.organizationId);
      const lead = await captureLead(db, org.id, request.body);
      if (lead) await notifyNewOwner(notifyDeps, lead, null, null);
      return reply.status(201).send({ message: 'Thank you. A loan officer will be in touch shortly.' });
    },
  });
}
