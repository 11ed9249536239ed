// Who a session cookie belongs to, kept in memory for a short while so that most requests cost no
// session query and no signature check (decision 0003); keyed by the cookie's signed value. Freshness
// rests on eviction, not on the time limit:
// - the database announces every change to a session, account, profile or organization on
//   ACCESS_CHANGES_CHANNEL (triggers of migration 0002), and every instance evicts what it names;
// - routes that change access clear this instance's cache before they answer, so the caller's next
//   request never sees the old state, even before the notice arrives;
// - while the notice channel is down nothing is served from the cache.

export const ACCESS_CHANGES_CHANNEL = 'lender_os_access_changes';

/** A safety net only: a missed notice is forgotten within half a minute. */
export const SESSION_CACHE_LIMITS = { maxAgeMs: 30_000, maxEntries: 10_000 } as const;

export interface CachedSession<T> {
  value: T;
  userId: string;
  organizationId: string;
  /** When the session itself expires (ms since epoch): a cached entry never outlives it. */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Upper bound on an entry's age, whatever the notices say. */
  maxAgeMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface SessionCache<T> {
  get(token: string): CachedSession<T> | undefined;
  /** Call before reading the database; pass the result to `set` so that a read overtaken by a change is not kept. */
  generation(): number;
  set(token: string, entry: CachedSession<T>, readAtGeneration: number): void;
  /** Applies a notice of ACCESS_CHANGES_CHANNEL: 'user:<id>' or 'organization:<id>'; anything else clears all. */
  applyNotice(payload: string): void;
  clear(): void;
  /** Whether notices are being received; while they are not, the cache is empty and stays empty. */
  setListening(listening: boolean): void;
  stats(): { size: number; hits: number; misses: number };
}

export function createSessionCache<T>(options: SessionCacheOptions): SessionCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedSession<T> & { storedAt: number }>();
  let currentGeneration = 0;
  let listening = false;
  let hits = 0;
  let misses = 0;

  function clear() {
    currentGeneration++;
    entries.clear();
  }

  function evictWhere(matches: (entry: CachedSession<T>) => boolean) {
    currentGeneration++;
    for (const [token, entry] of entries) if (matches(entry)) entries.delete(token);
  }

  return {
    get(token) {
      const entry = entries.get(token);
      const at = now();
      if (entry && at - entry.storedAt < options.maxAgeMs && at < entry.expiresAt) {
        hits++;
        return entry;
      }
      if (entry) entries.delete(token);
      misses++;
      return undefined;
    },
    generation: () => currentGeneration,
    set(token, entry, readAtGeneration) {
      if (!listening || readAtGeneration !== currentGeneration) return;
      // Map keeps insertion order: the oldest entry goes first when the cache is full.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(token, { ...entry, storedAt: now() });
    },
    applyNotice(payload) {
      const [kind, id] = payload.split(':', 2);
      if (kind === 'user' && id) evictWhere((entry) => entry.userId === id);
      else if (kind === 'organization' && id) evictWhere((entry) => entry.organizationId === id);
      else clear();
    },
    clear,
    setListening(value) {
      listening = value;
      clear();
    },
    stats: () => ({ size: entries.size, hits, misses }),
  };
}
