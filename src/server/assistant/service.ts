// The assistant behind /api/functions/ai-assistant and /ai-assistant-rag: reads the message with the embedded
// engine over what the caller may know, proposes changes for confirmation (stored with an expiry), applies a
// confirmed change through the deal service (validated like the deal form, one transaction, audited), and keeps
// the conversation per user and session.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { answer } from '../../core/assistant/answer.js';
import { understand } from '../../core/assistant/understand.js';
import { canManageDeals, noPermissionMessage, roleDeniedMessage } from '../../core/permissions.js';
import { CONFIRMATION_REFERENCE, type AssistantAnswer, type ChatMessage } from '../../core/schemas/assistant.js';
import { dealUpdateSchema } from '../../core/schemas/deals.js';
import type { aiAssistantRequestSchema } from '../../core/schemas/functions.js';
import type { AuthContext } from '../auth/guard.js';
import { updateDeal } from '../deals/service.js';
import type { AppDatabase } from '../platform/db/client.js';
import { assistantConfirmations, assistantMessages } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { ModelProviderError, type ModelProviderConfig } from '../documents/model-provider.js';
import { loadKnowledge } from './knowledge.js';
import { modelReply } from './model.js';

export type AssistantRequest = z.infer<typeof aiAssistantRequestSchema>;

/** How long a proposed change may wait for its confirmation. */
export const CONFIRMATION_TTL_MS = 30 * 60 * 1000;
export const CONFIRMATION_FAILED = 'I encountered an error while applying the confirmed update. Please try again.';
const EXPIRED = 'That update is no longer waiting for confirmation (it was applied already or expired). Ask me again to propose it anew.';

/**
 * Answers a chat message (no document attached) from the caller's own data: with the configured model when there
 * is one, else with the embedded engine.
 */
export async function askAssistant(db: AppDatabase, ctx: AuthContext, body: AssistantRequest, ai?: ModelProviderConfig): Promise<AssistantAnswer> {
  const confirming = CONFIRMATION_REFERENCE.exec(body.message)?.[1];
  if (confirming) return applyConfirmation(db, ctx, confirming.toLowerCase());
  const knowledge = await loadKnowledge(db, ctx);
  const history = body.conversationHistory ?? [];
  const reply = ai
    ? await modelReply(ai, knowledge, body.message, history).catch((error: unknown) => {
        if (error instanceof ModelProviderError) throw new AppError(error.status === 504 ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', error.message);
        throw error;
      })
    : answer(knowledge, understand(body.message, knowledge, { previous: history.filter((m) => m.role === 'user').map((m) => m.content), lastDeals: linkedDeals(history) }));
  if (!reply.proposal) return { response: reply.text, queryType: reply.queryType };
  if (!canManageDeals(ctx.role)) {
    return { response: roleDeniedMessage(ctx.role, 'update deals').description, queryType: 'update' };
  }
  if ('assigned_officer_id' in reply.proposal.changes && !ctx.can('assign_reassign_deals')) {
    return { response: noPermissionMessage('assign or reassign deals').description, queryType: 'update' };
  }
  const invalid = dealUpdateSchema.safeParse(reply.proposal.changes);
  if (!invalid.success) return { response: `I can't propose that change: ${invalid.error.issues[0]?.message ?? 'the value is not valid'}.`, queryType: 'update' };
  const [stored] = await db
    .insert(assistantConfirmations)
    .values({
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      dealId: reply.proposal.dealId,
      changes: reply.proposal.changes,
      description: reply.proposal.description,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    })
    .returning({ id: assistantConfirmations.id });
  const deal = knowledge.deals.find((d) => d.id === reply.proposal!.dealId)!;
  return {
    response: reply.text,
    queryType: 'update',
    requiresConfirmation: true,
    confirmationRequest: {
      confirmationId: stored!.id,
      dealInfo: { id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName },
      updateDescription: reply.proposal.description,
      changes: reply.proposal.changes,
    },
  };
}

/** The deals the last assistant message linked to ('[12 Oak St](/deals/ID)'), in order. */
function linkedDeals(history: { role: string; content: string }[]): string[] {
  const last = history.findLast((m) => m.role === 'assistant');
  return [...new Set([...(last?.content ?? '').matchAll(/\]\(\/deals\/([^)\s]+)\)/g)].map((m) => decodeURIComponent(m[1]!)))];
}

/** Applies the pending change named by the first 8 characters of its id: once, by the person who asked for it. */
async function applyConfirmation(db: AppDatabase, ctx: AuthContext, prefix: string): Promise<AssistantAnswer> {
  if (!canManageDeals(ctx.role)) return { response: roleDeniedMessage(ctx.role, 'update deals').description, queryType: 'update', updatePerformed: false };
  try {
    return await db.transaction(async (tx) => {
      const [pending] = await tx
        .update(assistantConfirmations)
        .set({ status: 'applied' })
        .where(
          and(
            eq(assistantConfirmations.organizationId, ctx.organizationId),
            eq(assistantConfirmations.userId, ctx.userId),
            eq(assistantConfirmations.status, 'pending'),
            gt(assistantConfirmations.expiresAt, new Date()),
            sql`left(${assistantConfirmations.id}::text, 8) = ${prefix}`,
          ),
        )
        .returning();
      if (!pending) return { response: EXPIRED, queryType: 'update', updatePerformed: false };
      const changes = dealUpdateSchema.safeParse(pending.changes);
      if (!changes.success) throw new AppError('VALIDATION', changes.error.issues[0]?.message ?? 'The change is not valid.');
      if (changes.data.assigned_officer_id !== undefined && !ctx.can('assign_reassign_deals')) {
        throw new AppError('FORBIDDEN', noPermissionMessage('assign or reassign deals').description);
      }
      const updated = await updateDeal(tx, ctx, pending.dealId, changes.data);
      return {
        response: `Done. ${pending.description.replace(/^Change/, 'Changed')}. [Open the deal](/deals/${updated.id as string}).`,
        queryType: 'update',
        updatePerformed: true,
      };
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { response: `${CONFIRMATION_FAILED} ${error.message}`, queryType: 'update', updatePerformed: false };
  }
}

/** Keeps one exchange of the conversation (the person's message and the answer). */
export async function storeExchange(db: AppDatabase, ctx: AuthContext, sessionId: string, message: string, reply: AssistantAnswer): Promise<void> {
  const { response, ...extras } = reply;
  const now = Date.now();
  await db.insert(assistantMessages).values([
    { organizationId: ctx.organizationId, userId: ctx.userId, sessionId, role: 'user', content: message, createdAt: new Date(now) },
    { organizationId: ctx.organizationId, userId: ctx.userId, sessionId, role: 'assistant', content: response, extras, createdAt: new Date(now + 1) },
  ]);
}

const CONVERSATION_LIMIT = 200;

/** The caller's conversation in this session, oldest first. */
export async function conversation(db: AppDatabase, ctx: AuthContext, sessionId: string): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.userId, ctx.userId), eq(assistantMessages.organizationId, ctx.organizationId), eq(assistantMessages.sessionId, sessionId)))
    .orderBy(desc(assistantMessages.id))
    .limit(CONVERSATION_LIMIT);
  return rows.reverse().map((r) => ({
    ...((r.extras as Omit<AssistantAnswer, 'response'> | null) ?? {}),
    role: r.role as ChatMessage['role'],
    content: r.content,
    timestamp: r.createdAt.toISOString(),
  }));
}
