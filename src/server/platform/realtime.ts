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

/** An open websocket, as far as the hub needs it. */
export interface RealtimeConnection {
  close(code: number, reason: string): void;
}

/** Close code of a server going away on purpose (RFC 6455 1012, "Service Restart"): the client reconnects. */
export const RESTART_CLOSE_CODE = 1012;

export interface RealtimeHub {
  subscribe(organizationId: string, listener: (event: ChangeEvent) => void): () => void;
  /** Open websocket connections: counted by /metrics, told to reconnect elsewhere on shutdown. */
  connections: Set<RealtimeConnection>;
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
    connections: new Set(),
    subscribe(organizationId, listener) {
      const set = listeners.get(organizationId) ?? new Set();
      set.add(listener);
      listeners.set(organizationId, set);
      return () => set.delete(listener);
    },
    close: stop,
  };
}
