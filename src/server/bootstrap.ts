// First start of an installation: the default organization, then a way in for its first user.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Auth } from './auth/auth.js';
import { createInvitation, revokeOpenSetupInvitations } from './auth/invitations.js';
import type { Config } from './config.js';
import type { AppDatabase } from './platform/db/client.js';
import { profiles, user } from './platform/db/schema.js';
import { ensureDefaultOrganization } from './organizations/service.js';

/** AUTH_SECRET, or one generated on first start and kept (mode 600) in DATA_DIR. */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type SetupResult =
  | { kind: 'ready' }
  | { kind: 'admin_created'; email: string }
  | { kind: 'setup_link'; url: string };

export async function bootstrap(db: AppDatabase, auth: Auth, config: Config, log: Logger): Promise<SetupResult> {
  const org = await ensureDefaultOrganization(db, config.defaultOrganization);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  if (count > 0) return { kind: 'ready' };

  await revokeOpenSetupInvitations(db, org.id);
  const { token } = await createInvitation(db, { organizationId: org.id, email: null, role: 'super_admin', invitedBy: null });
  if (config.admin) {
    await auth.api.signUpEmail({
      body: { email: config.admin.email, password: config.admin.password, name: config.admin.email, invitationToken: token } as never,
    });
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, config.admin.email.toLowerCase()));
    log.info({ email: config.admin.email }, 'created the super_admin account from ADMIN_EMAIL / ADMIN_PASSWORD');
    return { kind: 'admin_created', email: config.admin.email };
  }
  return { kind: 'setup_link', url: `${config.publicUrl}/auth?invite=${encodeURIComponent(token)}` };
}
