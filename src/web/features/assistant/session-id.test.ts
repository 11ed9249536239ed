import { describe, expect, it } from 'vitest';
import { assistantSessionId, SESSION_KEY } from './session-id';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}

describe('assistantSessionId', () => {
  it('creates a UUID once under ai_session_id_v1 and keeps it', () => {
    const storage = memoryStorage();
    const first = assistantSessionId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.getItem(SESSION_KEY)).toBe(first);
    expect(assistantSessionId(storage)).toBe(first);
  });
});
