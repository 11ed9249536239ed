// Machine callers (a mail provider's forwarding, brokers' systems) authenticate with a key of their
// organization, derived from the server's secret (platform/keyring.ts), sent as a bearer token.
import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../platform/db/client.js';
import { organizations } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import type { Keyring } from '../platform/keyring.js';

/** The organization whose key the caller presents (`Authorization: Bearer {key}`), or a 401. */
export async function organizationByKey(db: AppDatabase, keyring: Keyring, purpose: 'inbound-email' | 'inquiry-intake', request: FastifyRequest) {
  const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (given) {
    const orgs = await db.select({ id: organizations.id }).from(organizations);
    const match = orgs.find((org) => keyring.matches(purpose, org.id, given));
    if (match) return match.id;
  }
  throw new AppError('UNAUTHENTICATED', "The organization's key is missing or wrong: send it as 'Authorization: Bearer {key}'.");
}
