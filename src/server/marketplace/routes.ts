import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import {
  listingCreateSchema,
  listingListQuerySchema,
  listingSendSchema,
  listingUpdateSchema,
  messageInputSchema,
  passInputSchema,
  quoteInputSchema,
  staffMessageInputSchema,
  tokenQuerySchema,
  uuidParams,
} from '../../core/schemas/marketplace.js';
import { requireAuth } from '../auth/guard.js';
import { limitPublicForms, PUBLIC_FORM_LIMIT } from '../platform/public-limits.js';
import {
  acceptQuote,
  capitalProviders,
  createListing,
  lenderInbox,
  listingDetail,
  listListings,
  passListing,
  postLenderMessage,
  postStaffMessage,
  receivedQuotes,
  recipientOfToken,
  recipientOfUser,
  recipientView,
  sendListing,
  submitQuote,
  updateListing,
} from './service.js';

/** Staff shop deals; lender users answer the listings sent to them; Lender contacts answer by signed link. */
const staff = { action: 'shop deals on the marketplace', roles: ROLES.filter(canManageDeals) };
const lender = { action: 'answer marketplace listings', roles: ['lender'] as const };
const listingParams = uuidParams('Listing');
const quoteParams = uuidParams('Quote');
const inboxParams = z.object({ recipientId: z.uuid('Listing not found.') });

export async function marketplaceRoutes(app: FastifyInstance) {
  const { database, keyring, mailer, config } = app.services;
  const db = database.db;
  const services = { keyring, mailer, publicUrl: config.publicUrl };
  const r = app.withTypeProvider<ZodTypeProvider>();
  await limitPublicForms(app);

  r.get('/api/marketplace/listings', {
    config: { access: staff },
    schema: { tags: ['marketplace'], querystring: listingListQuerySchema },
    handler: async (request) => ({ items: await listListings(db, requireAuth(request), request.query.deal_id) }),
  });
  r.post('/api/marketplace/listings', {
    config: { access: staff },
    schema: { tags: ['marketplace'], body: listingCreateSchema },
    handler: async (request, reply) => reply.status(201).send(await createListing(db, requireAuth(request), request.body.deal_id)),
  });
  r.get('/api/marketplace/listings/:id', {
    config: { access: staff },
    schema: { tags: ['marketplace'], params: listingParams },
    handler: (request) => listingDetail(db, requireAuth(request), request.params.id),
  });
  r.patch('/api/marketplace/listings/:id', {
    config: { access: staff },
    schema: { tags: ['marketplace'], params: listingParams, body: listingUpdateSchema },
    handler: (request) => updateListing(db, requireAuth(request), request.params.id, request.body),
  });
  r.post('/api/marketplace/listings/:id/send', {
    config: { access: staff },
    schema: { tags: ['marketplace'], params: listingParams, body: listingSendSchema },
    handler: (request) => sendListing(db, services, requireAuth(request), request.params.id, request.body),
  });
  r.post('/api/marketplace/listings/:id/messages', {
    config: { access: staff },
    schema: { tags: ['marketplace'], params: listingParams, body: staffMessageInputSchema },
    handler: (request) => postStaffMessage(db, services, requireAuth(request), request.params.id, request.body.recipient_id, request.body.body),
  });
  r.post('/api/marketplace/quotes/:id/accept', {
    config: { access: staff },
    schema: { tags: ['marketplace'], params: quoteParams },
    handler: (request) => acceptQuote(db, services, requireAuth(request), request.params.id),
  });
  r.get('/api/marketplace/quotes', {
    config: { access: staff },
    schema: { tags: ['marketplace'] },
    handler: async (request) => ({ items: await receivedQuotes(db, requireAuth(request)) }),
  });
  r.get('/api/marketplace/providers', {
    config: { access: staff },
    schema: { tags: ['marketplace'] },
    handler: (request) => capitalProviders(db, requireAuth(request)),
  });

  // A lender user, in the product: only the listings sent to them.
  r.get('/api/marketplace/inbox', {
    config: { access: lender },
    schema: { tags: ['marketplace'] },
    handler: async (request) => ({ items: await lenderInbox(db, requireAuth(request)) }),
  });
  r.get('/api/marketplace/inbox/:recipientId', {
    config: { access: lender },
    schema: { tags: ['marketplace'], params: inboxParams },
    handler: async (request) => recipientView(db, await recipientOfUser(db, requireAuth(request), request.params.recipientId)),
  });
  const inProduct = (userId: string) => ({ userId, via: 'product' as const });
  r.post('/api/marketplace/inbox/:recipientId/quote', {
    config: { access: lender },
    schema: { tags: ['marketplace'], params: inboxParams, body: quoteInputSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const recipient = await recipientOfUser(db, ctx, request.params.recipientId);
      await submitQuote(db, mailer, recipient, inProduct(ctx.userId), request.body);
      return recipientView(db, recipient);
    },
  });
  r.post('/api/marketplace/inbox/:recipientId/pass', {
    config: { access: lender },
    schema: { tags: ['marketplace'], params: inboxParams, body: passInputSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const recipient = await recipientOfUser(db, ctx, request.params.recipientId);
      await passListing(db, mailer, recipient, inProduct(ctx.userId), request.body.reason);
      return recipientView(db, recipient);
    },
  });
  r.post('/api/marketplace/inbox/:recipientId/messages', {
    config: { access: lender },
    schema: { tags: ['marketplace'], params: inboxParams, body: messageInputSchema },
    async handler(request) {
      const ctx = requireAuth(request);
      const recipient = await recipientOfUser(db, ctx, request.params.recipientId);
      await postLenderMessage(db, mailer, recipient, inProduct(ctx.userId), request.body.body);
      return recipientView(db, recipient);
    },
  });

  // A Lender contact, by the signed, expiring link of their invitation: no account.
  const byLink = { userId: null, via: 'link' as const };
  r.get('/api/public/marketplace', {
    config: { access: 'public' },
    schema: { tags: ['marketplace'], querystring: tokenQuerySchema },
    handler: async (request) => recipientView(db, await recipientOfToken(db, keyring, request.query.token)),
  });
  r.post('/api/public/marketplace/quote', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['marketplace'], querystring: tokenQuerySchema, body: quoteInputSchema },
    async handler(request) {
      const recipient = await recipientOfToken(db, keyring, request.query.token);
      await submitQuote(db, mailer, recipient, byLink, request.body);
      return recipientView(db, recipient);
    },
  });
  r.post('/api/public/marketplace/pass', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['marketplace'], querystring: tokenQuerySchema, body: passInputSchema },
    async handler(request) {
      const recipient = await recipientOfToken(db, keyring, request.query.token);
      await passListing(db, mailer, recipient, byLink, request.body.reason);
      return recipientView(db, recipient);
    },
  });
  r.post('/api/public/marketplace/messages', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['marketplace'], querystring: tokenQuerySchema, body: messageInputSchema },
    async handler(request) {
      const recipient = await recipientOfToken(db, keyring, request.query.token);
      await postLenderMessage(db, mailer, recipient, byLink, request.body.body);
      return recipientView(db, recipient);
    },
  });
}
