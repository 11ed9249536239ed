import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { pendingInquiryCreateSchema } from '../../core/schemas/inquiries.js';
import { requireAuth } from '../auth/guard.js';
import { createAuditEntry } from '../platform/audit.js';
import { pendingInquiries } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { fromApiRow, toApiRow } from '../platform/rows.js';

export async function inquiryRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  app.withTypeProvider<ZodTypeProvider>().post('/api/inquiries/pending', {
    config: { access: { action: 'take inquiries', roles: ROLES.filter(canManageDeals) } },
    schema: { tags: ['inquiries'], body: pendingInquiryCreateSchema },
    async handler(request, reply) {
      const ctx = requireAuth(request);
      const values = fromApiRow({ ...request.body, borrower_email: request.body.borrower_email || null });
      if (!Object.values(values).some((v) => v !== null && v !== '')) {
        throw new AppError('VALIDATION', 'Describe the inquiry: at least a borrower, a property or a loan amount.');
      }
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(pendingInquiries)
          .values({ ...(values as Omit<typeof pendingInquiries.$inferInsert, 'organizationId'>), organizationId: ctx.organizationId })
          .returning();
        await createAuditEntry(tx, {
          organizationId: ctx.organizationId,
          userId: ctx.userId,
          action: 'pending_inquiry_created',
          tableName: 'pending_inquiries',
          recordId: row!.id,
          newValues: toApiRow({ ...row!, organizationId: undefined }),
        });
        await publishChange(tx, { organizationId: ctx.organizationId, table: 'pending_inquiries', action: 'insert' });
        return row!;
      });
      return reply.status(201).send(toApiRow({ ...created, organizationId: undefined }));
    },
  });
}
