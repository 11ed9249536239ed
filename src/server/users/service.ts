// The Admin Panel: members of an organization (role, active), invitations, organization settings, and the
// dev outbox. Every change writes its audit row in the same transaction (DESIGN §4); another organization's
// ids answer 404.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { isOutsideParty, roleDeniedMessage } from '../../core/permissions.js';
import type { InvitationCreate, MemberUpdate, OrganizationSettingsUpdate } from '../../core/schemas/users.js';
import type { AuthContext } from '../auth/guard.js';
import { createInvitation, type Invitation } from '../auth/invitations.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { invitations, mailOutbox, organizations, profiles, user } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import type { Mailer } from '../platform/mail.js';
import { publishChange } from '../platform/realtime.js';
import { organizationView } from '../organizations/service.js';
import type { Config } from '../config.js';
import { assertWithinPlan } from '../plans/usage.js';

export const USER_MESSAGES = {
  ownRole: "You can't change your own role. Ask another administrator.",
  ownDeactivation: "You can't deactivate your own account. Ask another administrator.",
  alreadyMember: 'This person is already a member of your organization.',
  invitationAccepted: 'This invitation has already been accepted.',
  invitationNotSent: 'The invitation was created, but its email could not be sent. Revoke it and try again later.',
} as const;

const SUPER_ADMIN_ACTION = 'grant or remove the Super Admin role';
const OUTBOX_LIMIT = 100;

// ---------------------------------------------------------------------------------------------
// Members

const memberColumns = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  role: profiles.role,
  isActive: profiles.isActive,
  createdAt: profiles.createdAt,
  twoFactorEnabled: user.twoFactorEnabled,
};

function selectMembers(db: Executor, where: SQL | undefined) {
  return db.select(memberColumns).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(where);
}

type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

function memberView(row: MemberRow) {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    two_factor_enabled: Boolean(row.twoFactorEnabled),
  };
}

export async function listMembers(db: AppDatabase, ctx: AuthContext) {
  const rows = await selectMembers(db, eq(profiles.organizationId, ctx.organizationId)).orderBy(asc(profiles.createdAt), asc(profiles.id));
  return { items: rows.map(memberView) };
}

async function getMember(db: Executor, organizationId: string, id: string): Promise<MemberRow> {
  const [row] = await selectMembers(db, and(eq(profiles.organizationId, organizationId), eq(profiles.id, id))).limit(1);
  if (!row) throw notFound('User');
  return row;
}

export async function updateMember(db: AppDatabase, ctx: AuthContext, id: string, input: MemberUpdate) {
  return db.transaction(async (tx) => {
    const before = await getMember(tx, ctx.organizationId, id);
    const roleChanges = input.role !== undefined && input.role !== before.role;
    const activeChanges = input.is_active !== undefined && input.is_active !== before.isActive;
    if (!roleChanges && !activeChanges) return memberView(before);

    if (id === ctx.userId) {
      throw new AppError('CONFLICT', roleChanges ? USER_MESSAGES.ownRole : USER_MESSAGES.ownDeactivation);
    }
    const touchesSuperAdmin = before.role === 'super_admin' || input.role === 'super_admin';
    if (touchesSuperAdmin && ctx.role !== 'super_admin') {
      throw new AppError('FORBIDDEN', roleDeniedMessage(ctx.role, SUPER_ADMIN_ACTION).description);
    }

    await tx
      .update(profiles)
      .set({ role: input.role ?? before.role, isActive: input.is_active ?? before.isActive, updatedAt: new Date() })
      .where(and(eq(profiles.id, id), eq(profiles.organizationId, ctx.organizationId)));
    const audit = { organizationId: ctx.organizationId, userId: ctx.userId, tableName: 'profiles', recordId: id };
    if (roleChanges) {
      await createAuditEntry(tx, {
        ...audit,
        action: 'user_role_changed',
        oldValues: { role: before.role },
        newValues: { role: input.role },
        metadata: { email: before.email },
      });
    }
    if (activeChanges) {
      await createAuditEntry(tx, {
        ...audit,
        action: input.is_active ? 'user_activated' : 'user_deactivated',
        oldValues: { is_active: before.isActive },
        newValues: { is_active: input.is_active },
        metadata: { email: before.email },
      });
    }
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'profiles', action: 'update' });
    return memberView(await getMember(tx, ctx.organizationId, id));
  });
}

// ---------------------------------------------------------------------------------------------
// Invitations

function invitationView(invitation: Invitation) {
  return {
    id: invitation.id,
    email: invitation.email ?? '',
    role: invitation.role,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
  };
}

const isOpen = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date()));

/** Open invitations to a person (the one-time setup link of a fresh install has no address and is not listed). */
export async function listInvitations(db: AppDatabase, ctx: AuthContext) {
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.organizationId, ctx.organizationId), isNotNull(invitations.email), isOpen()))
    .orderBy(desc(invitations.createdAt));
  return { items: rows.map(invitationView) };
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth?${new URLSearchParams({ invite: token })}`;
}

/**
 * Invites an address with a role and mails it the sign-up link. Inviting the same address again replaces
 * its open invitation (the old link stops working). An address with an account in another organization
 * cannot sign up again, but the inviter is not told so (that would reveal the account): the invitation is
 * made as for anyone, and the mail tells its owner instead.
 */
export async function inviteMember(
  deps: { db: AppDatabase; mailer: Mailer; config: Config },
  ctx: AuthContext,
  input: InvitationCreate,
) {
  if (input.role === 'super_admin' && ctx.role !== 'super_admin') {
    throw new AppError('FORBIDDEN', roleDeniedMessage(ctx.role, SUPER_ADMIN_ACTION).description);
  }
  const { invitation, token, hasAccount } = await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ organizationId: profiles.organizationId })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(sql`lower(${user.email})`, input.email))
      .limit(1);
    if (account?.organizationId === ctx.organizationId) throw new AppError('CONFLICT', USER_MESSAGES.alreadyMember);
    // Staff take a seat of the plan; outside parties do not.
    await assertWithinPlan(tx, deps.config, ctx.organizationId, 'seats', isOutsideParty(input.role) ? 0 : 1);
    const replaced = await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(invitations.organizationId, ctx.organizationId), eq(invitations.email, input.email), isOpen()))
      .returning({ id: invitations.id });
    const created = await createInvitation(tx, {
      organizationId: ctx.organizationId,
      email: input.email,
      role: input.role,
      invitedBy: ctx.userId,
    });
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'invitation_created',
      tableName: 'invitations',
      recordId: created.invitation.id,
      newValues: { email: input.email, role: input.role },
      metadata: replaced.length ? { replaced: replaced.map((r) => r.id) } : null,
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'invitations', action: 'insert' });
    return { ...created, hasAccount: Boolean(account) };
  });

  const inviter = [ctx.profile.first_name, ctx.profile.last_name].filter(Boolean).join(' ') || ctx.email;
  try {
    await deps.mailer.send({
      to: input.email,
      subject: `You're invited to ${ctx.organization.name} on Lender OS`,
      text: hasAccount
        ? `${inviter} invited you to join ${ctx.organization.name} on Lender OS.\n\n` +
          `This address already has a Lender OS account with another organization, and an address can belong to ` +
          `one organization only. Reply to ${inviter} if you want to use another address.`
        : `${inviter} invited you to join ${ctx.organization.name} on Lender OS.\n\n` +
          `Create your account here: ${invitationLink(deps.config.publicUrl, token)}\n\n` +
          `The link is valid until ${invitation.expiresAt.toUTCString()}.`,
      kind: 'invitation',
      organizationId: ctx.organizationId,
    });
  } catch {
    throw new AppError('UNAVAILABLE', USER_MESSAGES.invitationNotSent);
  }
  const { created_at: _created, ...view } = invitationView(invitation);
  return view;
}

export async function revokeInvitation(db: AppDatabase, ctx: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.organizationId, ctx.organizationId), isNull(invitations.revokedAt)))
      .limit(1);
    if (!invitation) throw notFound('Invitation');
    if (invitation.acceptedAt) throw new AppError('CONFLICT', USER_MESSAGES.invitationAccepted);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'invitation_revoked',
      tableName: 'invitations',
      recordId: id,
      oldValues: { email: invitation.email, role: invitation.role },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'invitations', action: 'update' });
  });
}

// ---------------------------------------------------------------------------------------------
// Organization settings

export function getOrganizationSettings(ctx: AuthContext) {
  return organizationView(ctx.organization);
}

export async function updateOrganizationSettings(db: AppDatabase, ctx: AuthContext, input: OrganizationSettingsUpdate) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(organizations).where(eq(organizations.id, ctx.organizationId)).for('update');
    if (!before) throw notFound('Organization');
    const update = { registrationMode: input.registration_mode, name: input.name, shortName: input.short_name };
    const diff = changedValues(before as unknown as Record<string, unknown>, update);
    if (!diff.changed) return organizationView(before);
    const [after] = await tx
      .update(organizations)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(organizations.id, ctx.organizationId))
      .returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'organization_settings_updated',
      tableName: 'organizations',
      recordId: ctx.organizationId,
      oldValues: organizationView(before),
      newValues: organizationView(after!),
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'organizations', action: 'update' });
    return organizationView(after!);
  });
}

// ---------------------------------------------------------------------------------------------
// Dev outbox (DESIGN §1): the organization's own mail, and mail without an organization (confirmation and
// reset mails) addressed to its members.

export async function listOutbox(db: AppDatabase, ctx: AuthContext, query: { to?: string | undefined }) {
  const members = db.select({ email: sql`lower(${profiles.email})` }).from(profiles).where(eq(profiles.organizationId, ctx.organizationId));
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        or(
          eq(mailOutbox.organizationId, ctx.organizationId),
          and(isNull(mailOutbox.organizationId), inArray(sql`lower(${mailOutbox.to})`, members)),
        ),
        query.to ? eq(sql`lower(${mailOutbox.to})`, query.to) : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(OUTBOX_LIMIT);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
