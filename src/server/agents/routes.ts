import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { canConfigureAgents, canManageDeals, ROLES } from '../../core/permissions.js';
import { agentKindParamsSchema, agentUpdateSchema, approvalParamsSchema, draftParamsSchema, suggestionParamsSchema } from '../../core/schemas/agents.js';
import { requireAuth } from '../auth/guard.js';
import {
  acceptSuggestion,
  AGENT_JOB,
  AGENT_MAIL_JOB,
  answerDraft,
  approveProposal,
  configureAgent,
  dryRun,
  handleAgentMail,
  handleScheduledRun,
  listAgents,
  listApprovals,
  listDrafts,
  listSuggestions,
  rejectProposal,
  runAgent,
  type AgentDeps,
} from './service.js';

// Staff see the agents and answer their proposals (approving changes a deal, as the assistant's Confirm does);
// only administrators switch agents on, set their scope and schedule, or run them.
const STAFF = ROLES.filter(canManageDeals);
const CONFIGURERS = ROLES.filter(canConfigureAgents);

export async function agentRoutes(app: FastifyInstance) {
  const { database, mailer, config, jobs, storage } = app.services;
  const db = database.db;
  const deps: AgentDeps = { db, mailer, storage, publicUrl: config.publicUrl, log: app.log };
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = { action: 'view AI agents', roles: STAFF };
  const configure = { action: 'configure AI agents', roles: CONFIGURERS };
  const approve = { action: 'approve agent proposals', roles: STAFF };

  jobs.work(AGENT_JOB, (job) => handleScheduledRun(deps, job as Parameters<typeof handleScheduledRun>[1]));
  jobs.work(AGENT_MAIL_JOB, (job) => handleAgentMail(deps, job as Parameters<typeof handleAgentMail>[1]));

  r.get('/api/agents', {
    config: { access: view },
    schema: { tags: ['agents'] },
    handler: async (request) => ({ items: await listAgents(db, requireAuth(request).organizationId) }),
  });

  r.put('/api/agents/:kind', {
    config: { access: configure },
    schema: { tags: ['agents'], params: agentKindParamsSchema, body: agentUpdateSchema },
    handler: (request) => configureAgent(db, requireAuth(request), request.params.kind, request.body),
  });

  r.post('/api/agents/:kind/run', {
    config: { access: configure },
    schema: { tags: ['agents'], params: agentKindParamsSchema },
    handler: async (request) => {
      const ctx = requireAuth(request);
      const run = await runAgent(deps, ctx.organizationId, request.params.kind, 'manual', ctx);
      return { id: run.id, status: run.status, summary: run.summary, error: run.error };
    },
  });

  r.get('/api/agents/:kind/dry-run', {
    config: { access: view },
    schema: { tags: ['agents'], params: agentKindParamsSchema },
    handler: (request) => dryRun(db, requireAuth(request).organizationId, request.params.kind),
  });

  r.get('/api/agent-approvals', {
    config: { access: view },
    schema: { tags: ['agents'] },
    handler: async (request) => ({ items: await listApprovals(db, requireAuth(request).organizationId) }),
  });

  r.post('/api/agent-approvals/:id/approve', {
    config: { access: approve },
    schema: { tags: ['agents'], params: approvalParamsSchema },
    handler: (request) => approveProposal(db, requireAuth(request), request.params.id),
  });

  r.post('/api/agent-approvals/:id/reject', {
    config: { access: approve },
    schema: { tags: ['agents'], params: approvalParamsSchema },
    handler: async (request) => {
      await rejectProposal(db, requireAuth(request), request.params.id);
      return { ok: true };
    },
  });

  // Mail the agents drafted: staff send or discard it (the chaser's reminders, the responder's first replies).
  r.get('/api/agent-drafts', {
    config: { access: view },
    schema: { tags: ['agents'] },
    handler: async (request) => ({ items: await listDrafts(db, requireAuth(request).organizationId) }),
  });

  for (const answer of ['send', 'discard'] as const) {
    r.post(`/api/agent-drafts/:id/${answer}`, {
      config: { access: approve },
      schema: { tags: ['agents'], params: draftParamsSchema },
      handler: (request) => answerDraft(db, requireAuth(request), request.params.id, answer),
    });
  }

  // Inbound triage's suggestions for e-mailed files; accepting one files it into the deal (a person's click).
  r.get('/api/agent-suggestions', {
    config: { access: view },
    schema: { tags: ['agents'] },
    handler: async (request) => ({ items: await listSuggestions(db, requireAuth(request).organizationId) }),
  });

  r.post('/api/agent-suggestions/:id/accept', {
    config: { access: approve },
    schema: { tags: ['agents'], params: suggestionParamsSchema },
    handler: (request) => acceptSuggestion(deps, requireAuth(request), request.params.id),
  });
}
