// Integration-test harness: a real app on a real database — in-memory PGlite always, and a fresh
// PostgreSQL database per suite when TEST_DATABASE_URL is set (CI sets it).
import { randomBytes, randomUUID } from 'node:crypto';
import { createScratchPostgres } from './scratch-database.js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe } from 'vitest';
import type { Role } from '../../core/permissions.js';
import { buildApp, type App } from '../app.js';
import { createInvitation } from '../auth/invitations.js';
import { bootstrap } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../platform/db/client.js';
import { dealStages, organizations, profiles } from '../platform/db/schema.js';
import { DEFAULT_DEAL_STAGES } from '../../core/deals/form-fields.js';

export type Driver = 'pglite' | 'postgres';

export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Runs the suite once per database driver. */
export function describeEachDatabase(name: string, suite: (driver: Driver) => void) {
  for (const driver of drivers) describe(`${name} [${driver}]`, () => suite(driver));
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** The scratch PostgreSQL database's URL (postgres driver only), for a second app instance. */
  databaseUrl?: string;
  authSecret: string;
  organizationId: string;
  close(): Promise<void>;
}

export async function createTestApp(driver: Driver = 'pglite', env: Record<string, string> = {}): Promise<TestApp> {
  const scratch = driver === 'postgres' ? await createScratchPostgres(process.env.TEST_DATABASE_URL!) : undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ORG_DEAL_ID_PREFIX: 'TST', ...env });
  const database = await openDatabase({ url: scratch?.url, poolSize: 10 });
  const authSecret = randomBytes(32).toString('hex');
  const app = await buildApp({ config, database, authSecret, logger: false });
  await app.ready();
  await bootstrap(database.db, app.services.auth, config, app.log);
  const [org] = await database.db.select().from(organizations).where(eq(organizations.isDefault, true));
  return {
    app,
    database,
    databaseUrl: scratch?.url,
    authSecret,
    organizationId: org!.id,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another app instance on the same PostgreSQL database with the same secret, as a second server would run. */
export async function createSecondInstance(t: TestApp): Promise<{ app: App; close(): Promise<void> }> {
  if (!t.databaseUrl) throw new Error('a second instance needs the postgres driver');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-second-'));
  const database = await openDatabase({ url: t.databaseUrl, poolSize: 5 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ORG_DEAL_ID_PREFIX: 'TST' });
  const app = await buildApp({ config, database, authSecret: t.authSecret, logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  organizationId: string;
  role: Role;
}

/** A second organization, for tenancy tests. */
export async function createOrganization(t: TestApp, prefix: string): Promise<string> {
  const [org] = await t.database.db
    .insert(organizations)
    .values({ name: `Org ${prefix}`, shortName: prefix, dealIdPrefix: prefix })
    .returning();
  await t.database.db
    .insert(dealStages)
    .values(DEFAULT_DEAL_STAGES.map((name, position) => ({ organizationId: org!.id, name, position })));
  return org!.id;
}

/** Creates an account through an invitation (the real sign-up path), then signs it in. */
export async function createUser(
  t: TestApp,
  role: Role,
  options: { organizationId?: string; email?: string; firstName?: string; lastName?: string; isActive?: boolean } = {},
): Promise<TestUser> {
  const organizationId = options.organizationId ?? t.organizationId;
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct horse battery staple';
  const { token } = await createInvitation(t.database.db, { organizationId, email, role, invitedBy: null });
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: email, first_name: options.firstName, last_name: options.lastName, invitationToken: token },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.email, email));
  if (options.isActive === false) await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, profile!.id));
  const cookie = await signIn(t, email, password);
  return { id: profile!.id, email, password, cookie, organizationId, role };
}

/** Signed-in users of the test organization, one per name with the role given, and `stranger`: an admin of
 * another organization (whose short name and deal id prefix is `strangerPrefix`), for tenancy checks. */
export async function createCast<K extends string>(
  t: TestApp,
  roles: Record<K, Role>,
  strangerPrefix: string,
): Promise<Record<K, TestUser> & { stranger: TestUser }> {
  const cast = {} as Record<K, TestUser>;
  for (const [name, role] of Object.entries(roles) as [K, Role][]) cast[name] = await createUser(t, role);
  return { ...cast, stranger: await createUser(t, 'admin', { organizationId: await createOrganization(t, strangerPrefix) }) };
}

export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
