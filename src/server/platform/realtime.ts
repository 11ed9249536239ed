// Row-change events fan out through PostgreSQL NOTIFY: sent inside the writing transaction, they are
// delivered only on commit, and reach every app instance listening on the same database (PGlite
// delivers them in-process the same way).
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './db/client.js';

export const CHANGES_CHANNEL = 'lender_os_changes';

export interface ChangeEvent {
  organizationId: string;
  table: string;
  action: 'insert' | 'update' | 'delete';
}

export async function publishChange(tx: Executor, ...events: ChangeEvent[]): Promise<void> {
  const notifications = events.map((event) => sql`pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(event)})`);
  await tx.execute(sql`select ${sql.join(notifications, sql`, `)}`);
}

export interface RealtimeHub {
  subscribe(organizationId: string, listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

export async function createRealtimeHub(database: DatabaseHandle): Promise<RealtimeHub> {
  const listeners = new Map<string, Set<(event: ChangeEvent) => void>>();
  const stop = await database.listen(CHANGES_CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of listeners.get(event.organizationId) ?? []) listener(event);
  });
  return {
    subscribe(organizationId, listener) {
      const set = listeners.get(organizationId) ?? new Set();
      set.add(listener);
      listeners.set(organizationId, set);
      return () => set.delete(listener);
    },
    close: stop,
  };
}
