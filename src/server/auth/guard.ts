// The one guard every API route goes through (DESIGN §4): it loads the session, the profile and the
// organization, then checks what the route declared in its `config.access`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  fallbackProfile,
  hasPermission,
  noPermissionMessage,
  notLoggedInMessage,
  permissionsFor,
  type Permission,
  type Profile,
  type Role,
  roleDeniedMessage,
} from '../../core/permissions.js';
import type { AppDatabase } from '../platform/db/client.js';
import { organizations, profiles, session, user } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { findDefaultOrganization, type Organization } from '../organizations/service.js';
import type { Auth } from './auth.js';
import type { SessionCache } from './session-cache.js';

/**
 * What a route needs. Every /api route must declare one (the app refuses to start otherwise):
 * - 'public': anyone, no session loaded;
 * - 'session': a signed-in user, even an inactive one (their own session and profile);
 * - { action }: a signed-in, active member of an organization;
 * - { permission, action }: …who also holds the permission;
 * - { roles, action }: …whose role is one of these.
 * `action` completes the spec's sentences: 'You don't have permission to {action}.'
 */
export type RouteAccess =
  | 'public'
  | 'session'
  | { action: string; permission?: Permission; roles?: readonly Role[] };

export interface AuthContext {
  userId: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  profile: Profile;
  role: Role;
  organization: Organization;
  organizationId: string;
  permissions: readonly Permission[];
  can(permission: Permission): boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The route may change a session, account, profile or organization (see session-cache.ts). */
    changesAccess?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const INACTIVE_MESSAGE =
  'Your account is inactive. Ask an administrator of your organization to reactivate it.';

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

export const SESSION_EXPIRES_IN_SECONDS = 7 * 24 * 60 * 60;
/** Sliding expiry: a session used at least once a day never lapses while in use. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 60 * 60;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?lender-os\.session_token=([^;]+)/;

type SessionRow = {
  user: typeof user.$inferSelect;
  expiresAt: Date;
  profile: typeof profiles.$inferSelect | null;
  organization: Organization | null;
};

export interface LoadSessionOptions {
  /** Receives the renewed cookie when the session is due for its sliding refresh. */
  reply?: FastifyReply;
  /** Read the database even if the cache knows the session (after the handler changed the caller). */
  fresh?: boolean;
}

/**
 * Loads who is calling. The hot path verifies the signed session cookie itself, then answers from the
 * session cache, or reads session, user, profile and organization in one query; better-auth's getSession
 * runs only when the session is due for its sliding refresh (its new cookie is passed on to the reply).
 */
export function createSessionLoader(auth: Auth, db: AppDatabase, secret: string, cache: SessionCache<AuthContext>) {
  const sign = (token: string) => createHmac('sha256', secret).update(token).digest('base64');

  /** The session token of a signed cookie value, or undefined when the signature does not hold. */
  function verifiedToken(raw: string): string | undefined {
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return undefined;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(sign(token));
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  }

  async function readSession(token: string): Promise<SessionRow | undefined> {
    const [row] = await db
      .select({ user, expiresAt: session.expiresAt, profile: profiles, organization: organizations })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.id, session.userId))
      .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
      .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
      .limit(1);
    return row;
  }

  const refreshDue = (expiresAt: number) =>
    expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= Date.now();

  return async function load(request: FastifyRequest, options: LoadSessionOptions = {}): Promise<AuthContext | null> {
    const signed = SESSION_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (!signed) return null;
    // The cache is keyed by the signed cookie value and only verified values are stored: a hit needs no check.
    const cached = options.fresh ? undefined : cache.get(signed);
    if (cached && !refreshDue(cached.expiresAt)) return cached.value;
    const token = verifiedToken(signed);
    if (!token) return null;
    const generation = cache.generation();
    let row = await readSession(token);
    if (!row) return null;
    if (refreshDue(row.expiresAt.getTime())) {
      const refreshed = await auth.api.getSession({ headers: toHeaders(request), returnHeaders: true });
      const cookies = refreshed.headers?.getSetCookie() ?? [];
      if (options.reply && cookies.length) options.reply.header('set-cookie', cookies);
      row = refreshed.response ? await readSession(token) : undefined;
      if (!row) return null;
    }
    const context = await contextFrom(row, db);
    if (context) {
      const entry = { value: context, userId: context.userId, organizationId: context.organizationId, expiresAt: row.expiresAt.getTime() };
      cache.set(signed, entry, generation);
    }
    return context;
  };
}

async function contextFrom(row: SessionRow, db: AppDatabase): Promise<AuthContext | null> {
  const account = row.user;
  // SPEC §6: a profile that fails to load falls back to role user, active; such a user belongs to
  // the default organization and can do nothing beyond their own profile.
  const organization = row.organization ?? (await findDefaultOrganization(db));
  if (!organization) return null;
  const profile: Profile = row.profile
    ? {
        id: row.profile.id,
        email: row.profile.email,
        first_name: row.profile.firstName,
        last_name: row.profile.lastName,
        role: row.profile.role,
        is_active: row.profile.isActive,
        phone: row.profile.phone,
        company: row.profile.company,
        profile_picture_url: row.profile.profilePictureUrl,
      }
    : fallbackProfile(account.id, account.email);
  const role = profile.role as Role;
  return {
    userId: account.id,
    email: account.email,
    emailVerified: account.emailVerified,
    twoFactorEnabled: Boolean(account.twoFactorEnabled),
    profile,
    role,
    organization,
    organizationId: organization.id,
    permissions: permissionsFor(role),
    can: (permission) => hasPermission(role, permission),
  };
}

export type SessionLoader = ReturnType<typeof createSessionLoader>;

/**
 * The context of a member without a request: background work (an AI agent's run) acts on behalf of the person
 * who set it up, with exactly their role and organization. Null when the account is gone.
 */
export async function contextForUser(db: AppDatabase, userId: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({ user, profile: profiles, organization: organizations })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(user.id, userId))
    .limit(1);
  return row ? contextFrom({ ...row, expiresAt: new Date() }, db) : null;
}

/** Throws the spec's denial when the context does not satisfy the access rule. */
export function assertAccess(context: AuthContext | null, access: Exclude<RouteAccess, 'public'>): AuthContext {
  const action = access === 'session' ? 'continue' : access.action;
  if (!context) throw new AppError('UNAUTHENTICATED', notLoggedInMessage(action).description);
  if (access === 'session') return context;
  if (!context.profile.is_active) throw new AppError('ACCOUNT_INACTIVE', INACTIVE_MESSAGE);
  if (access.permission && !context.can(access.permission)) {
    throw new AppError('FORBIDDEN', noPermissionMessage(action).description);
  }
  if (access.roles && !access.roles.includes(context.role)) {
    throw new AppError('FORBIDDEN', roleDeniedMessage(context.role, action).description);
  }
  return context;
}

/** For services: the caller's context, which the guard has already checked. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', notLoggedInMessage('continue').description);
  return request.auth;
}
