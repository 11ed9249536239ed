// A fresh, empty PostgreSQL database on a server (tests and benchmarks), dropped by the returned function.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createScratchPostgres(serverUrl: string, prefix = 'lenderos_test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(serverUrl);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
