// The assistant behind /api/functions/ai-assistant and /ai-assistant-rag: reads the message with the embedded
// engine over what the caller may know, proposes changes for confirmation (stored with an expiry), applies a
// confirmed change through the deal service (validated like the deal form, one transaction, audited), and keeps
// the conversation per user and session.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { answer } from '../../core/assistant/answer.js';
import { understand } from '../../core/assistant/understand.js';
import { canManageDeals, noPermissionMessage, roleDeniedMessage } from '../../core/permissions.js';
import { CONFIRMATION_REFERENCE, UPDATE_CANCELLED, type AssistantAnswer, type ChatMessage, type ConfirmationRequest } from '../../core/schemas/assistant.js';
import { dealUpdateSchema } from '../../core/schemas/deals.js';
import type { aiAssistantRequestSchema } from '../../core/schemas/functions.js';
import type { AuthContext } from '../auth/guard.js';
import { updateDeal } from '../deals/service.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { assistantConfirmations, assistantMessages } from '../platform/db/schema.js';
import { createAuditEntry } from '../platform/audit.js';
import { AppError } from '../platform/errors.js';
import { ModelProviderError, type ModelProviderConfig } from '../documents/model-provider.js';
import { loadKnowledge } from './knowledge.js';
import { modelReply } from './model.js';

export type AssistantRequest = z.infer<typeof aiAssistantRequestSchema>;

/** How long a proposed change may wait for its confirmation. */
export const CONFIRMATION_TTL_MS = 30 * 60 * 1000;
export const CONFIRMATION_FAILED = 'I encountered an error while applying the confirmed update. Please try again.';
const CONFIRMATION_UNKNOWN = 'No update of yours is waiting for that confirmation.';
const CONFIRMATION_APPLIED = 'That update was applied already; nothing more was changed.';
const CONFIRMATION_CANCELLED = 'That update was cancelled, so nothing was changed. Ask me again to propose it anew.';
const CONFIRMATION_EXPIRED = 'That update expired before it was confirmed, so nothing was changed. Ask me again to propose it anew.';

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
  if (!invalid.success) {
    // Which field the deal form refuses, and why ('the interest rate: Too big: expected number to be <=50').
    const issue = invalid.error.issues[0];
    const field = issue?.path[0] ? ` to the ${String(issue.path[0]).replace(/_/g, ' ')}` : '';
    return { response: `I can't propose that change${field}: ${issue?.message ?? 'the value is not valid'}.`, queryType: 'update' };
  }
  const deal = knowledge.deals.find((d) => d.id === reply.proposal!.dealId)!;
  const confirmationRequest = await proposeDealUpdate(db, ctx, {
    deal: { id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName },
    description: reply.proposal.description,
    changes: reply.proposal.changes,
  });
  return { response: reply.text, queryType: 'update', requiresConfirmation: true, confirmationRequest };
}

/**
 * Stores a proposed deal change waiting for its author's confirmation (the 'Confirm Update' card): the assistant's
 * proposals, and the terms of a marketplace quote being accepted. Confirming applies it through applyConfirmation.
 */
export async function proposeDealUpdate(
  db: Executor,
  ctx: AuthContext,
  proposal: { deal: ConfirmationRequest['dealInfo']; description: string; changes: ConfirmationRequest['changes'] },
): Promise<ConfirmationRequest> {
  const [stored] = await db
    .insert(assistantConfirmations)
    .values({
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      dealId: proposal.deal.id,
      changes: proposal.changes,
      description: proposal.description,
      expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
    })
    .returning({ id: assistantConfirmations.id });
  return { confirmationId: stored!.id, dealInfo: proposal.deal, updateDescription: proposal.description, changes: proposal.changes };
}

/** The deals the last assistant message linked to ('[12 Oak St](/deals/ID)'), in order. */
function linkedDeals(history: { role: string; content: string }[]): string[] {
  const last = history.findLast((m) => m.role === 'assistant');
  return [...new Set([...(last?.content ?? '').matchAll(/\]\(\/deals\/([^)\s]+)\)/g)].map((m) => decodeURIComponent(m[1]!)))];
}

/** Why a stored confirmation can no longer be confirmed or cancelled, or undefined while it waits. */
export function closedReason(row: { status: string; expiresAt: Date }, doing: 'confirm' | 'cancel'): string | undefined {
  if (row.status === 'applied') return doing === 'confirm' ? CONFIRMATION_APPLIED : 'That update was applied already, so it can no longer be cancelled.';
  if (row.status === 'cancelled') return doing === 'confirm' ? CONFIRMATION_CANCELLED : 'That update was cancelled already. Nothing was changed.';
  if (doing === 'confirm' && row.expiresAt <= new Date()) return CONFIRMATION_EXPIRED;
  return undefined;
}

/**
 * Marks a pending confirmation applied and applies its change through the deal service (validated like the deal
 * form, audited) in the caller's transaction: the one apply path of the assistant and of the agents' approvals.
 */
export async function applyPendingConfirmation(tx: AppDatabase, ctx: AuthContext, id: string) {
  const [pending] = await tx
    .update(assistantConfirmations)
    .set({ status: 'applied' })
    .where(and(eq(assistantConfirmations.id, id), eq(assistantConfirmations.status, 'pending')))
    .returning();
  // Confirmed or cancelled in the meantime (a second tab, a double click).
  if (!pending) throw new AppError('CONFLICT', CONFIRMATION_APPLIED);
  const changes = dealUpdateSchema.safeParse(pending.changes);
  if (!changes.success) throw new AppError('VALIDATION', changes.error.issues[0]?.message ?? 'The change is not valid.');
  if (changes.data.assigned_officer_id !== undefined && !ctx.can('assign_reassign_deals')) {
    throw new AppError('FORBIDDEN', noPermissionMessage('assign or reassign deals').description);
  }
  const updated = await updateDeal(tx, ctx, pending.dealId, changes.data);
  return { pending, updated };
}

/**
 * Applies the pending change named by the first 8 characters of its id: once, by the person who asked for it.
 * One that was cancelled, applied or has expired answers 409 with the reason; someone else's or an unknown one 404.
 */
async function applyConfirmation(db: AppDatabase, ctx: AuthContext, prefix: string): Promise<AssistantAnswer> {
  if (!canManageDeals(ctx.role)) return { response: roleDeniedMessage(ctx.role, 'update deals').description, queryType: 'update', updatePerformed: false };
  const mine = and(
    eq(assistantConfirmations.organizationId, ctx.organizationId),
    eq(assistantConfirmations.userId, ctx.userId),
    sql`left(${assistantConfirmations.id}::text, 8) = ${prefix}`,
  );
  const [found] = await db.select().from(assistantConfirmations).where(mine).orderBy(desc(assistantConfirmations.createdAt)).limit(1);
  if (!found) throw new AppError('NOT_FOUND', CONFIRMATION_UNKNOWN);
  const closed = closedReason(found, 'confirm');
  if (closed) throw new AppError('CONFLICT', closed);
  try {
    return await db.transaction(async (tx) => {
      const { pending, updated } = await applyPendingConfirmation(tx, ctx, found.id);
      return {
        response: `Done. ${pending.description.replace(/^Change/, 'Changed')}. [Open the deal](/deals/${updated.id as string}).`,
        queryType: 'update',
        updatePerformed: true,
      };
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'CONFLICT') throw error;
    return { response: `${CONFIRMATION_FAILED} ${error.message}`, queryType: 'update', updatePerformed: false };
  }
}

/**
 * 'Cancel' on the Confirm Update card: the pending change becomes cancelled (audited in the same transaction) and
 * the conversation records that nothing changed, so a reload shows no card. Only its author may cancel it.
 */
export async function cancelConfirmation(db: AppDatabase, ctx: AuthContext, id: string, sessionId?: string): Promise<AssistantAnswer> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(assistantConfirmations)
      .where(and(eq(assistantConfirmations.id, id), eq(assistantConfirmations.organizationId, ctx.organizationId), eq(assistantConfirmations.userId, ctx.userId)))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND', CONFIRMATION_UNKNOWN);
    const closed = closedReason(found, 'cancel');
    if (closed) throw new AppError('CONFLICT', closed);
    await tx.update(assistantConfirmations).set({ status: 'cancelled' }).where(eq(assistantConfirmations.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'assistant_update_cancelled',
      tableName: 'assistant_confirmations',
      recordId: id,
      oldValues: { status: 'pending' },
      newValues: { status: 'cancelled' },
      metadata: { deal_id: found.dealId, changes: found.changes, description: found.description },
    });
    const reply: AssistantAnswer = { response: UPDATE_CANCELLED, queryType: 'update', updatePerformed: false };
    if (sessionId) {
      await tx.insert(assistantMessages).values({
        organizationId: ctx.organizationId, userId: ctx.userId, sessionId, role: 'assistant', content: reply.response, extras: { queryType: 'update', updatePerformed: false },
      });
    }
    return reply;
  });
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
