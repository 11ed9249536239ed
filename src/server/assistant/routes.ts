import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noPermissionMessage } from '../../core/permissions.js';
import {
  assistantAnswerSchema,
  cancelConfirmationBodySchema,
  cancelConfirmationParamsSchema,
  chatMessageSchema,
  conversationQuerySchema,
  type AssistantAnswer,
} from '../../core/schemas/assistant.js';
import { DOCUMENT_BODY_MAX_BYTES } from '../../core/limits.js';
import { aiAssistantRequestSchema } from '../../core/schemas/functions.js';
import { requireAuth } from '../auth/guard.js';
import { analyzeProcessedDocument, recordAnalysisRun } from '../document-analysis/service.js';
import type { AuthContext } from '../auth/guard.js';
import { assertWithinPlan } from '../plans/usage.js';
import { AppError } from '../platform/errors.js';
import { askAssistant, cancelConfirmation, conversation, storeExchange, type AssistantRequest } from './service.js';
import { z } from 'zod';

/** Every member may talk to the assistant; what it tells them is bounded by what they may see. */
const access = { action: 'use the assistant' } as const;

export async function assistantRoutes(app: FastifyInstance) {
  const { config, database } = app.services;
  const db = database.db;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function documentAnswer(ctx: AuthContext, body: AssistantRequest): Promise<AssistantAnswer> {
    await assertWithinPlan(db, config, ctx.organizationId, 'document_analyses_per_month');
    const documentAnalysis = await analyzeProcessedDocument(config, body.documentData!);
    await recordAnalysisRun(db, ctx, body.documentData!.fileName ?? 'document');
    const fields = Object.keys(documentAnalysis.extractedData).length;
    return {
      response: fields
        ? `I analysed the ${documentAnalysis.documentType.toLowerCase()} and extracted ${fields} field${fields === 1 ? '' : 's'}.`
        : 'I could not extract any deal fields from this document.',
      documentAnalysis,
      queryType: 'document',
    };
  }

  // SPEC §7: the same body for both functions; the client chooses one by its routing rules.
  for (const name of ['ai-assistant', 'ai-assistant-rag'] as const) {
    r.post(`/api/functions/${name}`, {
      config: { access },
      // A message may carry a whole document (documentData), as large as an upload.
      bodyLimit: DOCUMENT_BODY_MAX_BYTES,
      schema: { tags: ['functions'], body: aiAssistantRequestSchema, response: { 200: assistantAnswerSchema } },
      async handler(request) {
        const ctx = requireAuth(request);
        const body = request.body;
        if (body.documentData && !ctx.can('upload_docs_to_deals')) throw new AppError('FORBIDDEN', noPermissionMessage('analyze documents').description);
        const reply = body.documentData ? await documentAnswer(ctx, body) : await askAssistant(db, ctx, body, config.ai);
        if (body.sessionId) await storeExchange(db, ctx, body.sessionId, body.message, reply);
        return reply;
      },
    });
  }

  r.get('/api/assistant/messages', {
    config: { access },
    schema: { tags: ['functions'], querystring: conversationQuerySchema, response: { 200: z.object({ items: z.array(chatMessageSchema) }) } },
    handler: async (request) => ({ items: await conversation(db, requireAuth(request), request.query.sessionId) }),
  });

  // 'Cancel' on the Confirm Update card (SPEC §4): the stored proposal is cancelled, not left pending until expiry.
  r.post('/api/assistant/confirmations/:id/cancel', {
    config: { access },
    schema: { tags: ['functions'], params: cancelConfirmationParamsSchema, body: cancelConfirmationBodySchema, response: { 200: assistantAnswerSchema } },
    handler: async (request) => cancelConfirmation(db, requireAuth(request), request.params.id, request.body?.sessionId),
  });
}
