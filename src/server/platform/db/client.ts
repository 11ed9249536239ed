// Two drivers behind one interface: PGlite (embedded, in DATA_DIR) when no DATABASE_URL is set,
// node-postgres when it is. The same committed migrations run on both.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type AppDatabase = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either so callers choose the boundary. */
export type Executor = Parameters<Parameters<AppDatabase['transaction']>[0]>[0] | AppDatabase;

export interface DatabaseHandle {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  /**
   * Subscribe to a NOTIFY channel; returns the unsubscribe function. A lost connection is re-established;
   * `onConnection` hears of both, since notices sent in between are missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, onConnection?: (connected: boolean) => void): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  /** Connections open, idle, and queries waiting for one (/metrics). */
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; 'memory' keeps it in memory (tests). */
  pgliteDir?: string;
  /** Pool size for node-postgres (its default, 10, when absent). */
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.url ? await openPostgres(options.url, options.poolSize) : await openPglite(options.pgliteDir);
  return handle;
}

async function openPglite(dir = 'memory'): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (dir !== 'memory') {
    dataDir = path.resolve(dir);
    mkdirSync(dataDir, { recursive: true });
  }
  // pg_trgm: the deal search's trigram indexes (migration 0020), as on PostgreSQL.
  // (Options go in the one-argument form: as a second argument beside an absent dataDir they are ignored.)
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as AppDatabase;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload, onConnection) {
      // In-process: the subscription cannot be lost.
      const unsubscribe = await client.listen(channel, onPayload);
      onConnection?.(true);
      return async () => unsubscribe();
    },
    ping: () => pingWith(db),
    // One in-process connection, never waited for by a pool.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number | undefined): Promise<DatabaseHandle> {
  // JIT compiles any query the planner estimates expensive — the analytics aggregates over a whole book — and
  // the compiling costs more (10–50 ms a query) than it saves on tables of this size.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client that dies (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as AppDatabase;
  await migrateWithLock(pool, async () => migratePg(db as never, { migrationsFolder }));
  const subscriptions = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, onConnection) {
      const subscription = await listenWithReconnect(url, channel, onPayload, onConnection);
      const stop = async () => {
        subscriptions.delete(stop);
        await subscription();
      };
      subscriptions.add(stop);
      return stop;
    },
    ping: () => pingWith(db),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...subscriptions].map((stop) => stop()));
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 1000;

/** A dedicated LISTEN connection that comes back after a database restart or a network cut. */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnection?: (connected: boolean) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const client = new pg.Client({ connectionString: url });
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      onConnection?.(false);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    onConnection?.(true);
  }

  function reconnect() {
    if (stopped) return;
    connect().catch(() => {
      if (!stopped) retry = setTimeout(reconnect, LISTEN_RETRY_MS);
    });
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** Several app instances may start at once against one PostgreSQL: only one migrates at a time. */
async function migrateWithLock(pool: pg.Pool, run: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(827345001)');
    await run();
  } finally {
    await client.query('SELECT pg_advisory_unlock(827345001)').catch(() => undefined);
    client.release();
  }
}

async function pingWith(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** A statement as node-postgres sends it. */
export interface Statement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * A statement named after its text: PostgreSQL parses and plans a named statement once per connection
 * instead of on every call. For the hottest reads, whose few shapes repeat.
 */
export function namedStatement(text: string, values: unknown[]): Statement {
  return { name: `q_${createHash('sha1').update(text).digest('base64url')}`, text, values };
}

/** Runs a statement outside any transaction: prepared on PostgreSQL, as it is on PGlite. */
export async function queryStatement<T>(db: AppDatabase, statement: Statement): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result = client instanceof pg.Pool ? await client.query(statement) : await client.query(statement.text, statement.values);
  return result.rows as T[];
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
