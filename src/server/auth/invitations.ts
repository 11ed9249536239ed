import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../core/permissions.js';
import type { Executor } from '../platform/db/client.js';
import { invitations } from '../platform/db/schema.js';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Invitation = typeof invitations.$inferSelect;

/** Creates an invitation and returns the clear token (only its hash is stored). */
export async function createInvitation(
  db: Executor,
  input: { organizationId: string; email: string | null; role: Role; invitedBy: string | null; ttlMs?: number },
): Promise<{ invitation: Invitation; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const [invitation] = await db
    .insert(invitations)
    .values({
      organizationId: input.organizationId,
      email: input.email?.toLowerCase() ?? null,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + (input.ttlMs ?? INVITATION_TTL_MS)),
    })
    .returning();
  return { invitation: invitation!, token };
}

/** An open invitation for this token that the given address may accept (setup invitations take any). */
export async function findUsableInvitation(db: Executor, token: string, email: string): Promise<Invitation | undefined> {
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!invitation) return undefined;
  if (invitation.email && invitation.email !== email.toLowerCase()) return undefined;
  return invitation;
}

export async function markInvitationAccepted(db: Executor, id: string) {
  await db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, id));
}

/** Fresh installs print a new setup link at every start until someone uses one: older links stop working. */
export async function revokeOpenSetupInvitations(db: Executor, organizationId: string) {
  await db
    .update(invitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        isNull(invitations.email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
}
