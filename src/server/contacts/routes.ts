import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageContacts, ROLES } from '../../core/permissions.js';
import { contactCreateSchema, contactListQuerySchema, contactUpdateSchema } from '../../core/schemas/contacts.js';
import { requireAuth } from '../auth/guard.js';
import { dealView } from '../deals/service.js';
import { contactDeals, contactView, createContact, getContact, listContacts, updateContact } from './service.js';

const CONTACT_MANAGER_ROLES = ROLES.filter(canManageContacts);
const params = z.object({ id: z.uuid('Contact not found.') });

export async function contactRoutes(app: FastifyInstance) {
  const db = app.services.database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { action: 'manage contacts', roles: CONTACT_MANAGER_ROLES };

  r.get('/api/contacts', {
    config: { access },
    schema: { tags: ['contacts'], querystring: contactListQuerySchema },
    handler: (request) => listContacts(db, requireAuth(request).organizationId, request.query),
  });

  r.post('/api/contacts', {
    config: { access },
    schema: { tags: ['contacts'], body: contactCreateSchema },
    handler: async (request, reply) => reply.status(201).send(await createContact(db, requireAuth(request), request.body)),
  });

  r.get('/api/contacts/:id', {
    config: { access },
    schema: { tags: ['contacts'], params },
    async handler(request) {
      const { organizationId } = requireAuth(request);
      const contact = await getContact(db, organizationId, request.params.id);
      const deals = await contactDeals(db, organizationId, contact.id);
      return { contact: contactView(contact), deals: deals.map(({ deal }) => dealView(deal)) };
    },
  });

  r.patch('/api/contacts/:id', {
    config: { access },
    schema: { tags: ['contacts'], params, body: contactUpdateSchema },
    handler: (request) => updateContact(db, requireAuth(request), request.params.id, request.body),
  });
}
