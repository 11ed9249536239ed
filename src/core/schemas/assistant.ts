// Answers of the assistant functions (SPEC §3 chat message, confirmation request; §7 ai-assistant, ai-assistant-rag).
import { z } from 'zod';
import { documentAnalysisSchema } from './document-analysis';

export const confirmationRequestSchema = z.object({
  confirmationId: z.string(),
  dealInfo: z.object({ id: z.string(), property_address: z.string(), borrower_name: z.string() }),
  updateDescription: z.string(),
  changes: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ConfirmationRequest = z.infer<typeof confirmationRequestSchema>;

export const assistantAnswerSchema = z.object({
  response: z.string(),
  queryType: z.string().optional(),
  documentAnalysis: documentAnalysisSchema.optional(),
  updatePerformed: z.boolean().optional(),
  requiresConfirmation: z.boolean().optional(),
  confirmationRequest: confirmationRequestSchema.optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** A stored message of the conversation, as the panel shows it after a reload. */
export const chatMessageSchema = assistantAnswerSchema.omit({ response: true }).extend({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationQuerySchema = z.object({ sessionId: z.string().min(1).max(100) });

/** The confirming message the panel sends: it names the confirmation by the first 8 characters of its id. */
export const confirmMessage = (confirmationId: string) => `Confirm update ${confirmationId.slice(0, 8)}`;
export const CONFIRMATION_REFERENCE = /\bconfirm(?:ed|ing)?\b(?: the)?(?: update)?\b.*?\b([0-9a-f]{8})\b/i;

/** SPEC §4: what the conversation says when the person cancels a proposed change. */
export const UPDATE_CANCELLED = 'Update cancelled. Nothing was changed.';

export const cancelConfirmationParamsSchema = z.object({ id: z.string().uuid('Not a confirmation id') });
export const cancelConfirmationBodySchema = z.object({ sessionId: z.string().min(1).max(100).optional() }).optional();
