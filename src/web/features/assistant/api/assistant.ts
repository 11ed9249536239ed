// The assistant's calls: the stored conversation of this session, and sending a message to the function its
// routing rules choose (SPEC §7), with the last 10 messages as history.
import { useMutation, useQuery } from '@tanstack/react-query';
import { routeAssistantMessage } from '@core/routing';
import type { AssistantAnswer, ChatMessage } from '@core/schemas/assistant';
import { api } from '@web/lib/api';

export const HISTORY_SENT = 10;

export const conversationKey = (sessionId: string) => ['assistant', 'conversation', sessionId] as const;

export function useConversation(sessionId: string) {
  return useQuery({
    queryKey: conversationKey(sessionId),
    queryFn: () => api<{ items: ChatMessage[] }>(`/api/assistant/messages?sessionId=${encodeURIComponent(sessionId)}`),
  });
}

export interface SendInput {
  message: string;
  history: Pick<ChatMessage, 'role' | 'content'>[];
}

export function useSendMessage(sessionId: string, userId: string | undefined) {
  return useMutation({
    mutationFn: ({ message, history }: SendInput) => {
      const route = routeAssistantMessage(message);
      return api<AssistantAnswer>(`/api/functions/${route.fn}`, {
        method: 'POST',
        body: {
          message,
          conversationHistory: history.slice(-HISTORY_SENT).map(({ role, content }) => ({ role, content })),
          userId,
          sessionId,
          currentRoute: window.location.pathname,
        },
      });
    },
  });
}

/** 'Cancel' on the Confirm Update card: the server marks the proposal cancelled and records it in the session. */
export function useCancelConfirmation(sessionId: string) {
  return useMutation({
    mutationFn: (confirmationId: string) =>
      api<AssistantAnswer>(`/api/assistant/confirmations/${encodeURIComponent(confirmationId)}/cancel`, { method: 'POST', body: { sessionId } }),
  });
}
