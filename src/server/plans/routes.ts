import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueSchema,
  checkoutRequestSchema,
  organizationSignupResultSchema,
  organizationSignupSchema,
  redirectSchema,
  subscriptionUpdateSchema,
  subscriptionViewSchema,
} from '../../core/schemas/plans.js';
import { requireAuth, type RouteAccess } from '../auth/guard.js';
import { signUpOrganization } from '../organizations/signup.js';
import { AppError } from '../platform/errors.js';
import { limitPublicForms, PUBLIC_FORM_LIMIT } from '../platform/public-limits.js';
import { createStripeClient } from './stripe-client.js';
import { catalogue, handleWebhook, openPortal, setCancelAtPeriodEnd, startCheckout, subscriptionView, type BillingDeps } from './service.js';

/** The subscription is the organization's money: its admins alone see and change it. */
const manageSubscription: RouteAccess = { action: 'manage the subscription', roles: ['super_admin', 'admin'] };

/** Stripe signs the bytes it sent: the webhook must see the body unparsed. */
const WEBHOOK_BODY_MAX_BYTES = 512 * 1024;

export async function planRoutes(app: FastifyInstance) {
  const { config, database, mailer } = app.services;
  const db = database.db;
  const deps: BillingDeps = { db, config, stripe: config.stripe ? createStripeClient(config.stripe) : undefined };
  const r = app.withTypeProvider<ZodTypeProvider>();
  await limitPublicForms(app);

  r.get('/api/plans', {
    config: { access: 'public' },
    schema: { tags: ['plans'], response: { 200: catalogueSchema } },
    handler: async () => catalogue(config),
  });

  r.get('/api/subscription', {
    config: { access: manageSubscription },
    schema: { tags: ['plans'], response: { 200: subscriptionViewSchema } },
    handler: (request) => subscriptionView(deps, requireAuth(request), request.log),
  });

  r.post('/api/subscription/checkout', {
    config: { access: manageSubscription },
    schema: { tags: ['plans'], body: checkoutRequestSchema, response: { 200: redirectSchema } },
    handler: (request) => startCheckout(deps, requireAuth(request), request.body),
  });

  r.post('/api/subscription/portal', {
    config: { access: manageSubscription },
    schema: { tags: ['plans'], response: { 200: redirectSchema } },
    handler: (request) => openPortal(deps, requireAuth(request)),
  });

  r.patch('/api/subscription', {
    config: { access: manageSubscription },
    schema: { tags: ['plans'], body: subscriptionUpdateSchema, response: { 200: subscriptionViewSchema } },
    async handler(request) {
      const ctx = requireAuth(request);
      await setCancelAtPeriodEnd(deps, ctx, request.body.cancel_at_period_end);
      return subscriptionView(deps, ctx, request.log);
    },
  });

  r.post('/api/organizations/signup', {
    config: { access: 'public', rateLimit: PUBLIC_FORM_LIMIT },
    schema: { tags: ['plans'], body: organizationSignupSchema, response: { 201: organizationSignupResultSchema } },
    handler: async (request, reply) => reply.status(201).send(await signUpOrganization({ db, mailer, config }, request.body)),
  });

  // Stripe's webhooks, in a scope of their own whose JSON parser keeps the raw text for the signature check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX_BYTES }, (_request, text, done) => done(null, text));
    scope.post('/api/billing/webhook', {
      config: { access: 'public' },
      schema: { tags: ['plans'] },
      async handler(request) {
        if (typeof request.body !== 'string') throw new AppError('VALIDATION', 'Send the Stripe event as application/json.');
        const signature = request.headers['stripe-signature'];
        return handleWebhook(deps, request.body, typeof signature === 'string' ? signature : undefined);
      },
    });
  });
}
