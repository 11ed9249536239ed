// Which assistant function answers a chat message (SPEC §7 "Message routing"; first match wins).
// Matching is a case-insensitive substring test, exactly as the spec says "contains": so 'set' also matches
// 'settlement' and 'asset', 'file' matches 'profile', 'count' matches 'account'. That is the specified
// behaviour; the assistant behind each function copes with a message routed by such a match.

export type AssistantRoute =
  | { fn: 'ai-assistant'; mode: 'document' | 'update' }
  | { fn: 'ai-assistant-rag'; mode: 'data' | 'chat' };

export const DOCUMENT_KEYWORDS = ['analyze', 'extract', 'document', 'pdf', 'file'] as const;
// 'confirm update' is kept as the spec lists it, although 'update' alone already matches it.
export const UPDATE_KEYWORDS = ['update', 'change', 'modify', 'set', 'edit', 'confirm update'] as const;
export const DATA_KEYWORDS = [
  'how many',
  'count',
  'total',
  'list',
  'show me',
  'find',
  'search',
  'what deals',
  'which contacts',
  'pipeline',
  'stage',
  'status',
  'report',
  'analytics',
  'summary',
  'breakdown',
  'overview',
] as const;

const containsAny = (text: string, keywords: readonly string[]) => keywords.some((k) => text.includes(k));

export function routeAssistantMessage(message: string): AssistantRoute {
  const text = message.toLowerCase();
  if (containsAny(text, DOCUMENT_KEYWORDS)) return { fn: 'ai-assistant', mode: 'document' };
  if (containsAny(text, UPDATE_KEYWORDS)) return { fn: 'ai-assistant', mode: 'update' };
  if (containsAny(text, DATA_KEYWORDS)) return { fn: 'ai-assistant-rag', mode: 'data' };
  return { fn: 'ai-assistant-rag', mode: 'chat' };
}
