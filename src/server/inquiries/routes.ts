import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { inquiryIntakeSchema, pendingInquiryCreateSchema } from '../../core/schemas/inquiries.js';
import { inquiryConvertedSchema, rejectBodySchema } from '../../core/schemas/review.js';
import { STORAGE_BUCKETS } from '../../core/limits.js';
import { requireAuth } from '../auth/guard.js';
import { documentBatch } from '../deals/files.js';
import { organizationByKey } from '../auth/organization-key.js';
import { organizations } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { jsonField, readMultipartForm } from '../platform/multipart.js';
import { limitPublicForms, PUBLIC_FORM_LIMIT } from '../platform/public-limits.js';
import {
  approvePendingInquiry,
  createPendingInquiry,
  INQUIRY_MAX_ATTACHMENTS,
  inquiryFileUrl,
  listInquiries,
  listPendingInquiries,
  markInquiryConverted,
  pendingAttachmentKey,
  pendingAttachmentUrl,
  rejectPendingInquiry,
} from './service.js';

const STAFF = ROLES.filter(canManageDeals);
const review = { action: 'review inquiries', roles: STAFF };
const params = z.object({ id: z.uuid('Inquiry not found.') });
const orgParams = z.object({ organizationId: z.uuid('This inquiry form does not exist.') });

export async function inquiryRoutes(app: FastifyInstance) {
  const { database, storage, keyring } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  await limitPublicForms(app);

  async function publicOrganization(id: string) {
    const [org] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, id)).limit(1);
    if (!org) throw notFound('Inquiry form');
    return org;
  }

  // Staff taking a lead by phone or in person.
  r.post('/api/inquiries/pending', {
    config: { access: { action: 'take inquiries', roles: STAFF } },
    schema: { tags: ['inquiries'], body: pendingInquiryCreateSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const created = await createPendingInquiry(db, { organizationId: ctx.organizationId, userId: ctx.userId, channel: 'staff' }, request.body, []);
      return reply.status(201).send(created);
    },
  });

  // Brokers' systems: the organization's intake key, JSON with base64 attachments.
  r.post('/api/inquiries/intake', {
    config: { access: 'public' },
    schema: { tags: ['inquiries'], body: inquiryIntakeSchema },
    async handler(request, reply) {
      const organizationId = await organizationByKey(db, keyring, 'inquiry-intake', request);
      const { attachments = [], ...data } = request.body;
      // JSON holds the files whole already; they are stored through the same checks as a form's.
      const files = documentBatch(storage, STORAGE_BUCKETS.inquiryFiles);
      const formId = randomUUID();
      const created = await files.settle(async () => {
        for (const a of attachments) {
          await files.add(a.file_name, Readable.from([Buffer.from(a.content_base64, 'base64')]), pendingAttachmentKey(formId, a.file_name));
        }
        return createPendingInquiry(db, { organizationId, userId: null, channel: 'api' }, data, files.files);
      });
      return reply.status(201).send(created);
    },
  });

  // The public inquiry form of an organization (shareable link, no sign-in).
  r.get('/api/public/inquiry-form/:organizationId', {
    config: { access: 'public' },
    schema: { tags: ['inquiries'], params: orgParams },
    handler: async (request) => ({ organization_name: (await publicOrganization(request.params.organizationId)).name }),
  });
  r.post('/api/public/inquiry-form/:organizationId', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['inquiries'], params: orgParams, consumes: ['multipart/form-data'] },
    async handler(request, reply) {
      const org = await publicOrganization(request.params.organizationId);
      const files = documentBatch(storage, STORAGE_BUCKETS.inquiryFiles);
      const formId = randomUUID();
      const created = await files.settle(async () => {
        const fields = await readMultipartForm(request, INQUIRY_MAX_ATTACHMENTS, (fileName, body) => files.add(fileName, body, pendingAttachmentKey(formId, fileName)));
        const parsed = pendingInquiryCreateSchema.safeParse(jsonField(fields, 'inquiry'));
        if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'The inquiry is invalid.');
        return createPendingInquiry(db, { organizationId: org.id, userId: null, channel: 'public_form' }, parsed.data, files.files);
      });
      return reply.status(201).send({ id: created.id, attachment_count: created.attachment_count });
    },
  });

  r.get('/api/inquiries/pending', {
    config: { access: review },
    schema: { tags: ['inquiries'] },
    handler: async (request) => ({ items: await listPendingInquiries(db, requireAuth(request).organizationId) }),
  });
  r.post('/api/inquiries/pending/:id/approve', {
    config: { access: review },
    schema: { tags: ['inquiries'], params },
    handler: (request) => approvePendingInquiry(db, storage, requireAuth(request), request.params.id),
  });
  r.post('/api/inquiries/pending/:id/reject', {
    config: { access: review },
    schema: { tags: ['inquiries'], params, body: rejectBodySchema },
    handler: (request) => rejectPendingInquiry(db, requireAuth(request), request.params.id, request.body.reason),
  });
  r.get('/api/inquiries', {
    config: { access: review },
    schema: { tags: ['inquiries'] },
    handler: async (request) => ({ items: await listInquiries(db, requireAuth(request).organizationId) }),
  });
  r.get('/api/inquiries/:id/files/:fileId/url', {
    config: { access: review },
    schema: { tags: ['inquiries'], params: params.extend({ fileId: z.uuid('File not found.') }) },
    handler: (request) => inquiryFileUrl(db, storage, requireAuth(request), request.params.id, request.params.fileId),
  });
  r.get('/api/inquiries/pending/:id/attachments/:attachmentId/url', {
    config: { access: { action: 'download inquiry attachments', roles: STAFF, permission: 'download_documents' } },
    schema: {
      tags: ['inquiries'],
      params: params.extend({ attachmentId: z.uuid('Attachment not found.') }),
      querystring: z.object({ inline: z.literal('1', 'inline must be 1.').optional() }),
    },
    handler: (request) =>
      pendingAttachmentUrl(db, storage, requireAuth(request), request.params.id, request.params.attachmentId, request.query.inline === '1'),
  });
  r.post('/api/inquiries/:id/converted', {
    config: { access: review },
    schema: { tags: ['inquiries'], params, body: inquiryConvertedSchema },
    handler: (request) => markInquiryConverted(db, requireAuth(request), request.params.id, request.body.deal_id),
  });
}
