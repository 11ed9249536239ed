// The assistant's session id, kept locally under ai_session_id_v1 (SPEC §3): a UUID, or a timestamp-based fallback.
export const SESSION_KEY = 'ai_session_id_v1';

export function assistantSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const existing = storage.getItem(SESSION_KEY);
  if (existing) return existing;
  const created = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `session-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  storage.setItem(SESSION_KEY, created);
  return created;
}
