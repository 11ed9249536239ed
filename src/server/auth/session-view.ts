// The caller as GET /api/session shows them; routes that change the caller answer with it too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { organizationView } from '../organizations/service.js';
import type { AuthContext } from './guard.js';

export function sessionView(auth: AuthContext) {
  return {
    user: { id: auth.userId, email: auth.email, emailVerified: auth.emailVerified, twoFactorEnabled: auth.twoFactorEnabled },
    profile: auth.profile,
    organization: organizationView(auth.organization),
    permissions: [...auth.permissions],
  };
}

/** The caller read again from the database, after the route changed them. */
export async function freshSessionView(app: FastifyInstance, request: FastifyRequest) {
  return sessionView((await app.services.loadSession(request, { fresh: true }))!);
}
