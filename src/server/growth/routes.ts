import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageContacts, ROLES } from '../../core/permissions.js';
import {
  audienceSchema,
  campaignInputSchema,
  campaignSendSchema,
  enrollmentStatusSchema,
  OUTREACH_STATUSES,
  sequenceInputSchema,
  sequenceStatusSchema,
  templateInputSchema,
  templatePreviewSchema,
  templateTestSendSchema,
} from '../../core/schemas/growth.js';
import { requireAuth } from '../auth/guard.js';
import { AppError } from '../platform/errors.js';
import { audienceSize, campaignDetail, cancelCampaign, CAMPAIGN_START_JOB, listCampaigns, saveCampaign, sendCampaign, startCampaign } from './campaigns.js';
import { enrolLeads, listSequences, runStep, saveSequence, sequenceDetail, setEnrollmentStatus, setSequenceStatus, STEP_JOB } from './nurture.js';
import { clickTargetOf, deliverOutreach, DELIVER_JOB, messageIdOf, recordEngagement, unsubscribe, type OutreachDeps } from './outreach.js';
import { deleteTemplate, listTemplates, previewTemplate, saveTemplate, testSendTemplate } from './templates.js';

const MANAGERS = ROLES.filter(canManageContacts);
const params = z.object({ id: z.uuid('Not found.') });
const tokenParams = z.object({ token: z.string().min(10).max(2000) });

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1>${body}</body></html>`;

/** Templates, nurture sequences, campaigns; and the public addresses mail links to (unsubscribe, pixel, click). */
export async function growthRoutes(app: FastifyInstance) {
  const { database, mailer, keyring, config, jobs } = app.services;
  const db = database.db;
  const deps: OutreachDeps = { db, mailer, keyring, publicUrl: config.publicUrl, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { action: 'manage marketing', roles: MANAGERS };

  // RFC 8058's one-click POST is a form body (List-Unsubscribe=One-Click); nothing in it is needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  jobs.work<{ id: string }>(DELIVER_JOB, (job) => deliverOutreach(deps, job));
  jobs.work<{ enrollment_id: string; step: number }>(STEP_JOB, (job) => runStep(deps, job));
  jobs.work<{ campaign_id: string }>(CAMPAIGN_START_JOB, (job) => startCampaign({ ...deps, perMinute: config.campaignSendPerMinute }, job));

  // Templates
  r.get('/api/email-templates', { config: { access }, schema: { tags: ['growth'] }, handler: (request) => listTemplates(db, requireAuth(request).organizationId) });
  r.post('/api/email-templates', {
    config: { access },
    schema: { tags: ['growth'], body: templateInputSchema },
    handler: async (request, reply) => reply.status(201).send(await saveTemplate(db, requireAuth(request), request.body)),
  });
  r.put('/api/email-templates/:id', {
    config: { access },
    schema: { tags: ['growth'], params, body: templateInputSchema },
    handler: (request) => saveTemplate(db, requireAuth(request), request.body, request.params.id),
  });
  r.delete('/api/email-templates/:id', { config: { access }, schema: { tags: ['growth'], params }, handler: (request) => deleteTemplate(db, requireAuth(request), request.params.id) });
  // Preview of unsaved text (the editor) with a real lead's data.
  r.post('/api/email-templates/preview', {
    config: { access },
    schema: { tags: ['growth'], body: templateInputSchema.pick({ subject: true, html: true, text: true }).extend(templatePreviewSchema.shape) },
    handler: (request) => previewTemplate(db, deps, requireAuth(request).organizationId, request.body, request.body.lead_id),
  });
  r.post('/api/email-templates/:id/test', {
    config: { access },
    schema: { tags: ['growth'], params, body: templateTestSendSchema },
    handler: (request) => testSendTemplate(deps, requireAuth(request), request.params.id, request.body.lead_id, request.body.to),
  });

  // Nurture sequences
  r.get('/api/sequences', { config: { access }, schema: { tags: ['growth'] }, handler: (request) => listSequences(db, requireAuth(request).organizationId) });
  r.post('/api/sequences', {
    config: { access },
    schema: { tags: ['growth'], body: sequenceInputSchema },
    handler: async (request, reply) => reply.status(201).send(await saveSequence(db, requireAuth(request), request.body)),
  });
  r.get('/api/sequences/:id', { config: { access }, schema: { tags: ['growth'], params }, handler: (request) => sequenceDetail(db, requireAuth(request).organizationId, request.params.id) });
  r.put('/api/sequences/:id', {
    config: { access },
    schema: { tags: ['growth'], params, body: sequenceInputSchema },
    handler: (request) => saveSequence(db, requireAuth(request), request.body, request.params.id),
  });
  r.put('/api/sequences/:id/status', {
    config: { access },
    schema: { tags: ['growth'], params, body: sequenceStatusSchema },
    handler: (request) => setSequenceStatus(db, requireAuth(request), request.params.id, request.body.status),
  });
  // Enrol chosen leads, or (no lead_ids) everyone the rule covers; dry_run previews who would be enrolled.
  r.post('/api/sequences/:id/enrol', {
    config: { access },
    schema: { tags: ['growth'], params, body: z.strictObject({ lead_ids: z.array(z.uuid('Lead not found.')).min(1).max(500).optional(), dry_run: z.boolean().optional() }) },
    handler: (request) => enrolLeads(db, requireAuth(request), request.params.id, request.body),
  });
  r.put('/api/enrollments/:id/status', {
    config: { access },
    schema: { tags: ['growth'], params, body: enrollmentStatusSchema },
    handler: (request) => setEnrollmentStatus(db, requireAuth(request), request.params.id, request.body.status),
  });

  // Campaigns
  r.get('/api/campaigns', { config: { access }, schema: { tags: ['growth'] }, handler: (request) => listCampaigns(db, requireAuth(request).organizationId) });
  r.post('/api/campaigns', {
    config: { access },
    schema: { tags: ['growth'], body: campaignInputSchema },
    handler: async (request, reply) => reply.status(201).send(await saveCampaign(db, requireAuth(request), request.body)),
  });
  r.post('/api/campaigns/audience-size', {
    config: { access },
    schema: { tags: ['growth'], body: audienceSchema },
    handler: (request) => audienceSize(db, requireAuth(request).organizationId, request.body),
  });
  r.get('/api/campaigns/:id', {
    config: { access },
    schema: { tags: ['growth'], params, querystring: z.object({ status: z.enum(OUTREACH_STATUSES).optional() }) },
    handler: (request) => campaignDetail(db, requireAuth(request).organizationId, request.params.id, request.query.status),
  });
  r.put('/api/campaigns/:id', {
    config: { access },
    schema: { tags: ['growth'], params, body: campaignInputSchema },
    handler: (request) => saveCampaign(db, requireAuth(request), request.body, request.params.id),
  });
  r.post('/api/campaigns/:id/cancel', {
    config: { access },
    schema: { tags: ['growth'], params },
    handler: (request) => cancelCampaign(db, requireAuth(request), request.params.id),
  });
  r.post('/api/campaigns/:id/send', {
    config: { access },
    schema: { tags: ['growth'], params, body: campaignSendSchema },
    handler: (request) => sendCampaign(db, requireAuth(request), request.params.id, request.body.scheduled_at ? new Date(request.body.scheduled_at) : undefined),
  });

  // What recipients reach from a message: no sign-in, the signed token is the proof.
  r.get('/api/public/mail/unsubscribe/:token', {
    config: { access: 'public' },
    schema: { tags: ['growth'], params: tokenParams },
    async handler(request, reply) {
      const id = messageIdOf(keyring, request.params.token);
      if (!id) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
      // The page posts outside /api: a colleague reading the mail while signed in would otherwise carry their
      // cookies into the origin check, and the sandboxed page has no origin. The signed token is the proof.
      const form = `<p>Stop receiving marketing e-mail from us at this address?</p><form method="post" action="/mail/unsubscribe/${encodeURIComponent(request.params.token)}"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`;
      return reply.type('text/html; charset=utf-8').send(page('Unsubscribe', form));
    },
  });
  // RFC 8058 one-click: the mail client POSTs List-Unsubscribe=One-Click; the page's button posts here too.
  for (const url of ['/api/public/mail/unsubscribe/:token', '/mail/unsubscribe/:token']) {
    r.post(url, {
      config: { access: 'public' },
      schema: { tags: ['growth'], params: tokenParams },
      async handler(request, reply) {
        const id = messageIdOf(keyring, request.params.token);
        if (!id || !(await unsubscribe(db, id))) throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid.');
        return reply.type('text/html; charset=utf-8').send(page('You are unsubscribed', '<p>You will not receive marketing e-mail from us at this address again.</p>'));
      },
    });
  }
  r.get('/api/public/mail/open/:token', {
    config: { access: 'public' },
    schema: { tags: ['growth'], params: tokenParams },
    async handler(request, reply) {
      const id = messageIdOf(keyring, request.params.token);
      if (id) await recordEngagement(db, id, 'opened');
      return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL);
    },
  });
  // The token rides in the query: with the target address inside it is longer than a path segment may be.
  r.get('/api/public/mail/click', {
    config: { access: 'public' },
    schema: { tags: ['growth'], querystring: z.object({ t: z.string().min(10).max(4000) }) },
    async handler(request, reply) {
      const target = clickTargetOf(keyring, request.query.t);
      if (!target) throw new AppError('NOT_FOUND', 'This link is not valid.');
      await recordEngagement(db, target.id, 'clicked');
      return reply.redirect(target.url, 302);
    },
  });
}

