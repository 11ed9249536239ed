import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_CATEGORIES } from '../../core/schemas/library.js';
import { dealContactLinkSchema } from '../../core/schemas/contacts.js';
import { dealListQuerySchema } from '../../core/schemas/deal-list.js';
import { dealCreateSchema, dealUpdateSchema } from '../../core/schemas/deals.js';
import { requireAuth } from '../auth/guard.js';
import { AppError } from '../platform/errors.js';
import { consumingUpload, parserFileLimit } from '../platform/uploads.js';
import { UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { findUnsafeText, unsafeTextMessage } from '../../core/input-safety.js';
import { dealsCsv, sendCsv } from './csv.js';
import { attachDealFile, dealFileUrl, listDealFiles } from './files.js';
import { addNote, dealActivity, linkParty, listNotes, listOfficers, listParties, replaceStages, unlinkParty } from './related.js';
import { listDeals } from './list-query.js';
import { createDeal, DEAL_MANAGER_ROLES, deleteDeal, getVisibleDeal, dealView, updateDeal } from './service.js';
import { listStages } from '../organizations/service.js';
import { noPermissionMessage } from '../../core/permissions.js';
import { assertWithinPlan, storageRoom } from '../plans/usage.js';
import { memberName } from '../tasks/access.js';
import { notifyUploadReceived } from '../tasks/notify.js';


const dealParams = z.object({ id: z.string().min(1).max(100) });
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const row = z.record(z.string(), z.unknown());

export async function dealRoutes(app: FastifyInstance) {
  const { database, storage, mailer, config } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = { action: 'view deals' };
  const manage = { action: 'manage deals', roles: DEAL_MANAGER_ROLES };

  r.post('/api/deals', {
    config: { access: { action: 'create deals', roles: DEAL_MANAGER_ROLES } },
    schema: { tags: ['deals'], body: dealCreateSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      await assertWithinPlan(db, config, ctx.organizationId, 'deals_per_month');
      const result = await createDeal(db, ctx, request.body);
      return reply.status(201).send({ ...result.deal, loan_number: result.loanNumber });
    },
  });

  r.get('/api/deals', {
    config: { access: view },
    // The database writes the page's JSON (listDeals, shaped as dealListPageSchema; the deals tests check it).
    schema: { tags: ['deals'], querystring: dealListQuerySchema },
    handler: async (request, reply) => reply.type('application/json; charset=utf-8').send(await listDeals(db, requireAuth(request), request.query)),
  });

  r.get('/api/deals/export.csv', {
    config: { access: { action: 'export deals' } },
    schema: { tags: ['deals'], querystring: dealListQuerySchema.omit({ limit: true, cursor: true }) },
    async handler(request, reply) {
      return sendCsv(reply, 'deals', await dealsCsv(db, requireAuth(request), request.query));
    },
  });

  r.get('/api/deals/:id', {
    config: { access: view },
    schema: { tags: ['deals'], params: dealParams },
    handler: async (request) => dealView(await getVisibleDeal(db, requireAuth(request), request.params.id)),
  });

  r.patch('/api/deals/:id', {
    config: { access: manage },
    schema: { tags: ['deals'], params: dealParams, body: dealUpdateSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      if (request.body.assigned_officer_id !== undefined && !ctx.can('assign_reassign_deals')) {
        throw new AppError('FORBIDDEN', noPermissionMessage('assign or reassign deals').description);
      }
      return updateDeal(db, ctx, request.params.id, request.body);
    },
  });

  r.delete('/api/deals/:id', {
    config: { access: { action: 'delete deals', permission: 'delete_deals_data' } },
    schema: { tags: ['deals'], params: dealParams },
    async handler(request, reply) {
      await deleteDeal(db, requireAuth(request), request.params.id);
      return reply.status(204).send();
    },
  });

  r.get('/api/deals/:id/notes', {
    config: { access: view },
    schema: { tags: ['deals'], params: dealParams, response: { 200: items(row) } },
    handler: async (request) => ({ items: await listNotes(db, requireAuth(request), request.params.id) }),
  });

  r.post('/api/deals/:id/notes', {
    config: { access: { action: 'add notes to deals', permission: 'add_notes_to_deals' } },
    schema: {
      tags: ['deals'],
      params: dealParams,
      body: z.strictObject({ note_text: z.string().trim().min(1, 'Write the note first.').max(10_000) }),
    },
    async handler(request, reply) {
      return reply.status(201).send(await addNote(db, requireAuth(request), request.params.id, request.body.note_text));
    },
  });

  r.get('/api/deals/:id/files', {
    config: { access: view },
    schema: { tags: ['deals'], params: dealParams, response: { 200: items(row) } },
    handler: async (request) => ({ items: await listDealFiles(db, requireAuth(request), request.params.id) }),
  });

  r.post('/api/deals/:id/files', {
    config: { access: { action: 'upload documents to deals', permission: 'upload_docs_to_deals' } },
    schema: { tags: ['deals'], params: dealParams, consumes: ['multipart/form-data'] },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      if (!request.isMultipart()) throw new AppError('VALIDATION', "Send the file as multipart/form-data in a field named 'file'.");
      const part = await request.file({ limits: { fileSize: parserFileLimit(UPLOAD_MAX_BYTES) } });
      if (!part) throw new AppError('VALIDATION', "Send the file as multipart/form-data in a field named 'file'.");
      const { file, received } = await consumingUpload(part.file, async () => {
        const description = (part.fields.description as { value?: unknown } | undefined)?.value;
        const category = (part.fields.category as { value?: unknown } | undefined)?.value;
        const knownCategory = category === undefined || category === '' ? undefined : z.enum(FILE_CATEGORIES).safeParse(category);
        if (knownCategory && !knownCategory.success) throw new AppError('VALIDATION', 'Unknown category.');
        const unsafe = findUnsafeText({ filename: part.filename, description });
        if (unsafe) throw new AppError('VALIDATION', unsafeTextMessage(unsafe));
        const taskField = (part.fields.task_id as { value?: unknown } | undefined)?.value;
        const taskId = taskField === undefined || taskField === '' ? undefined : z.uuid().safeParse(taskField);
        if (taskId && !taskId.success) throw new AppError('VALIDATION', 'Choose one of your tasks on this deal.', { field: 'task_id' });
        // The file is streamed to storage, refused once it passes the plan's room; checked again once stored.
        const budget = await storageRoom(db, config, ctx.organizationId);
        return attachDealFile(
          db,
          storage,
          ctx,
          request.params.id,
          {
            body: part.file,
            fileName: part.filename || 'document',
            description: typeof description === 'string' ? description : null,
            category: knownCategory?.data,
            taskId: taskId?.data,
            budget,
          },
          (bytes) => assertWithinPlan(db, config, ctx.organizationId, 'storage_bytes', bytes),
        );
      });
      if (received) {
        const name = memberName({ firstName: ctx.profile.first_name, lastName: ctx.profile.last_name, email: ctx.email });
        await notifyUploadReceived({ db, mailer, publicUrl: config.publicUrl, log: app.log }, { userId: ctx.userId, organizationId: ctx.organizationId, name }, received);
      }
      return reply.status(201).send(file);
    },
  });

  r.get('/api/deals/:id/files/:fileId/url', {
    config: { access: { action: 'download documents', permission: 'download_documents' } },
    schema: { tags: ['deals'], params: dealParams.extend({ fileId: z.uuid('Unknown file.') }) },
    handler: async (request) => ({
      url: await dealFileUrl(db, storage, requireAuth(request), request.params.id, request.params.fileId),
    }),
  });

  r.get('/api/deals/:id/contacts', {
    config: { access: view },
    schema: { tags: ['deals'], params: dealParams, response: { 200: items(row) } },
    handler: async (request) => ({ items: await listParties(db, requireAuth(request), request.params.id) }),
  });

  r.post('/api/deals/:id/contacts', {
    config: { access: manage },
    schema: { tags: ['deals'], params: dealParams, body: dealContactLinkSchema },
    async handler(request, reply) {
      const { contact_id, contact_role } = request.body;
      return reply.status(201).send(await linkParty(db, requireAuth(request), request.params.id, contact_id, contact_role));
    },
  });

  r.delete('/api/deals/:id/contacts/:linkId', {
    config: { access: manage },
    schema: { tags: ['deals'], params: dealParams.extend({ linkId: z.uuid('Unknown link.') }) },
    async handler(request, reply) {
      await unlinkParty(db, requireAuth(request), request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  });

  r.get('/api/deals/:id/activity', {
    config: { access: view },
    schema: { tags: ['deals'], params: dealParams, response: { 200: items(row) } },
    handler: async (request) => ({ items: await dealActivity(db, requireAuth(request), request.params.id) }),
  });

  r.get('/api/stages', {
    config: { access: { action: 'view the pipeline' } },
    schema: { tags: ['deals'] },
    handler: async (request) => ({ items: await listStages(db, requireAuth(request).organizationId) }),
  });

  r.put('/api/stages', {
    // The pipeline is a system setting (SPEC §6): admins see it, only edit_system_settings changes it.
    config: { access: { action: 'edit pipeline stages', permission: 'edit_system_settings' } },
    schema: {
      tags: ['deals'],
      body: z.strictObject({
        stages: z
          .array(z.strictObject({ id: z.uuid().optional(), name: z.string().trim().min(1, 'A stage needs a name.').max(50) }))
          .min(1, 'Keep at least one stage.')
          .max(30)
          .refine((list) => new Set(list.map((s) => s.name.toLowerCase())).size === list.length, 'Stage names must be unique.')
          .refine((list) => {
            const ids = list.flatMap((s) => (s.id ? [s.id] : []));
            return new Set(ids).size === ids.length;
          }, 'Each stage can appear only once. Reload the page and try again.'),
      }),
    },
    handler: async (request) => ({ items: await replaceStages(db, requireAuth(request), request.body.stages) }),
  });

  r.get('/api/officers', {
    config: { access: { action: 'view loan officers', roles: DEAL_MANAGER_ROLES } },
    schema: { tags: ['deals'] },
    handler: async (request) => ({ items: await listOfficers(db, requireAuth(request).organizationId) }),
  });
}
