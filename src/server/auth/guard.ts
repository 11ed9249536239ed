// The one guard every API route goes through (DESIGN §4): it loads the session, the profile and the
// organization, then checks what the route declared in its `config.access`.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
import { organizations, profiles } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { findDefaultOrganization, type Organization } from '../organizations/service.js';
import type { Auth } from './auth.js';

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

export async function loadAuthContext(auth: Auth, db: AppDatabase, request: FastifyRequest): Promise<AuthContext | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request) });
  if (!session) return null;
  const { user } = session;
  const [row] = await db
    .select({ profile: profiles, organization: organizations })
    .from(profiles)
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.id, user.id))
    .limit(1);
  // SPEC §6: a profile that fails to load falls back to role user, active; such a user belongs to
  // the default organization and can do nothing beyond their own profile.
  const organization = row?.organization ?? (await findDefaultOrganization(db));
  if (!organization) return null;
  const profile: Profile = row
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
    : fallbackProfile(user.id, user.email);
  const role = profile.role as Role;
  const permissions = permissionsFor(role);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    profile,
    role,
    organization,
    organizationId: organization.id,
    permissions,
    can: (permission) => hasPermission(role, permission),
  };
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
