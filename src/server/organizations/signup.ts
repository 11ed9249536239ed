// Organization sign-up (issue 20): when the operator allows it (ALLOW_ORGANIZATION_SIGNUP), a lending
// company creates its own organization — a new tenant with its own deal id prefix, on the free plan. Its
// first account comes from an invitation mailed to the address given: following the link proves the
// address and makes that account the organization's super_admin, through the ordinary sign-up.
import { eq, sql } from 'drizzle-orm';
import { FREE_PLAN_ID } from '../../core/plans/catalogue.js';
import type { OrganizationSignup } from '../../core/schemas/plans.js';
import { createInvitation } from '../auth/invitations.js';
import type { Config } from '../config.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase } from '../platform/db/client.js';
import { organizations, organizationSubscriptions, user } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import type { Mailer } from '../platform/mail.js';
import { sqlState } from '../platform/rows.js';
import { invitationLink } from '../users/service.js';
import { SIGN_UP_MESSAGES } from '../auth/auth.js';
import { insertOrganization } from './service.js';

export const ORGANIZATION_SIGNUP_MESSAGES = {
  closed: 'Organization sign-up is not open on this installation. Ask its operator for an invitation.',
  prefixTaken: (prefix: string) => `The deal id prefix ${prefix} is taken. Choose another.`,
  sent: (email: string) => `Check ${email}: we sent a link to create your account and finish setting up your organization.`,
} as const;

/** Short names fit the sidebar: the company's name up to its first 30 characters. */
const shortNameOf = (name: string) => name.slice(0, 30).trim();

export async function signUpOrganization(
  deps: { db: AppDatabase; mailer: Mailer; config: Config },
  input: OrganizationSignup,
): Promise<{ organization_id: string; message: string }> {
  if (!deps.config.allowOrganizationSignup) throw new AppError('FORBIDDEN', ORGANIZATION_SIGNUP_MESSAGES.closed);
  const [account] = await deps.db.select({ id: user.id }).from(user).where(eq(sql`lower(${user.email})`, input.email)).limit(1);
  if (account) throw new AppError('CONFLICT', SIGN_UP_MESSAGES.accountExists, { field: 'email' });
  const prefixTaken = () => new AppError('CONFLICT', ORGANIZATION_SIGNUP_MESSAGES.prefixTaken(input.deal_id_prefix), { field: 'deal_id_prefix' });
  const [existing] = await deps.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.dealIdPrefix, input.deal_id_prefix)).limit(1);
  if (existing) throw prefixTaken();

  let created: { organizationId: string; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      // Invitation only: open sign-ups without an invitation land in the installation's default organization.
      const org = await insertOrganization(tx, {
        name: input.organization_name,
        shortName: shortNameOf(input.organization_name),
        dealIdPrefix: input.deal_id_prefix,
        registrationMode: 'invite_only',
      });
      await tx.insert(organizationSubscriptions).values({ organizationId: org.id, plan: FREE_PLAN_ID });
      const { invitation, token } = await createInvitation(tx, { organizationId: org.id, email: input.email, role: 'super_admin', invitedBy: null });
      await createAuditEntry(tx, {
        organizationId: org.id,
        userId: null,
        action: 'organization_created',
        tableName: 'organizations',
        recordId: org.id,
        newValues: { name: org.name, deal_id_prefix: org.dealIdPrefix, plan: FREE_PLAN_ID, owner_email: input.email },
        metadata: { via: 'organization_signup', invitation_id: invitation.id },
      });
      return { organizationId: org.id, token };
    });
  } catch (error) {
    if (sqlState(error) === '23505') throw prefixTaken();
    throw error;
  }

  await deps.mailer.send({
    to: input.email,
    subject: `Finish setting up ${input.organization_name} on Lender OS`,
    text:
      `Welcome to Lender OS.\n\n${input.organization_name} is created on the free Starter plan. ` +
      `Create your account (you will be its super admin) here: ${invitationLink(deps.config.publicUrl, created.token)}\n\n` +
      'The link is valid for 7 days. If you did not ask for this, ignore this email.',
    kind: 'organization_signup',
    organizationId: created.organizationId,
  });
  return { organization_id: created.organizationId, message: ORGANIZATION_SIGNUP_MESSAGES.sent(input.email) };
}
