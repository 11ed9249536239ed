// better-auth wiring: email + password with verification, password reset, sessions in httpOnly
// cookies with sliding expiry, TOTP two-factor, and our rules for who may register.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { eq, sql } from 'drizzle-orm';
import { errors, jwtVerify } from 'jose';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { formatPersonName } from '../../core/format.js';
import type { AppDatabase } from '../platform/db/client.js';
import * as schema from '../platform/db/schema.js';
import type { Mailer } from '../platform/mail.js';
import { findDefaultOrganization } from '../organizations/service.js';
import { acceptedOrigins, originOf, type OriginPolicy } from '../platform/origins.js';
import {
  ACCOUNT_SIGN_IN_FAILURES,
  accountSignInKey,
  countAttempt,
  countSignInFailure,
  forgetCount,
  isKnownAddress,
  knownAddressKey,
  RECOVERY_PER_ADDRESS,
  rememberAddress,
  signInKey,
  signInWait,
  tooManyAttemptsMessage,
} from './attempt-limiter.js';
import { findUsableInvitation, markInvitationAccepted } from './invitations.js';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './guard.js';

export const SIGN_UP_MESSAGES = {
  accountExists: 'An account with this email already exists. Please sign in instead.',
  inviteOnly: 'You must be invited by an administrator before you can register. Please contact support.',
  invitationInvalid: 'This invitation link is invalid, expired or meant for another email address.',
  notSetUp: 'This installation is not set up yet. Open the one-time setup link printed by the server.',
} as const;

export const MIN_PASSWORD_LENGTH = 10;

/**
 * The client's address as the server determined it (the socket's, or a trusted proxy's X-Forwarded-For):
 * set by the /api/auth forwarder, never taken from the caller.
 */
export const CLIENT_ADDRESS_HEADER = 'x-lender-os-client-address';

export interface AuthOptions {
  db: AppDatabase;
  mailer: Mailer;
  log: Logger;
  secret: string;
  publicUrl: string;
  originPolicy: OriginPolicy;
  requireEmailVerification: boolean;
  ipRateLimit: boolean;
}

type SignUpBody = { email?: string; first_name?: unknown; last_name?: unknown; invitationToken?: unknown };

const optionalName = (value: unknown) =>
  typeof value === 'string' && value.trim() ? formatPersonName(value.trim()).slice(0, 100) : null;

export function createAuth(options: AuthOptions) {
  const { db, mailer, log } = options;

  /** Decides who may register and where they land; null means "refuse" with the thrown error. */
  async function resolveSignUp(body: SignUpBody) {
    const email = String(body.email ?? '').toLowerCase();
    const token = typeof body.invitationToken === 'string' ? body.invitationToken : undefined;
    if (token) {
      const invitation = await findUsableInvitation(db, token, email);
      if (!invitation) throw new APIError('FORBIDDEN', { message: SIGN_UP_MESSAGES.invitationInvalid, code: 'INVITATION_INVALID' });
      return { organizationId: invitation.organizationId, role: invitation.role, invitation };
    }
    const org = await findDefaultOrganization(db);
    const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.profiles);
    if (!org || count === 0) throw new APIError('FORBIDDEN', { message: SIGN_UP_MESSAGES.notSetUp, code: 'NOT_SET_UP' });
    if (org.registrationMode === 'invite_only') {
      throw new APIError('FORBIDDEN', { message: SIGN_UP_MESSAGES.inviteOnly, code: 'REGISTRATION_INVITE_ONLY' });
    }
    return { organizationId: org.id, role: 'user', invitation: undefined };
  }

  function refuseFor(wait: number) {
    if (wait <= 0) return;
    throw new APIError('TOO_MANY_REQUESTS', { message: tooManyAttemptsMessage(wait), code: 'TOO_MANY_ATTEMPTS' }, {
      'Retry-After': String(wait),
    });
  }

  /** Sign-in failures slow down their client address for that account, and the account from unknown addresses (attempt-limiter.ts). */
  const signInKeysOf = (ctx: { body?: unknown; headers?: Headers | undefined }) => {
    const email = (ctx.body as SignUpBody | undefined)?.email;
    if (typeof email !== 'string' || !email) return undefined;
    const address = ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
    return { pair: signInKey(address, email), account: accountSignInKey(email), known: knownAddressKey(address, email) };
  };

  /**
   * better-auth sends a failed confirmation back to its callback (which announces success) and accepts a
   * used link again; the sign-in page instead needs SPEC §2's access_denied notices.
   */
  async function refuseUnusableConfirmationLink(ctx: { query?: Record<string, unknown>; redirect: (url: string) => unknown }) {
    const deny = (description: string) =>
      ctx.redirect(`/auth?${new URLSearchParams({ error: 'access_denied', error_description: description })}`);
    const token = typeof ctx.query?.token === 'string' ? ctx.query.token : '';
    let email: unknown;
    try {
      ({ payload: { email } } = await jwtVerify(token, new TextEncoder().encode(options.secret), { algorithms: ['HS256'] }));
    } catch (error) {
      throw deny(error instanceof errors.JWTExpired ? 'Email link is invalid or has expired' : 'Email link is invalid');
    }
    const [account] = await db
      .select({ verified: schema.user.emailVerified })
      .from(schema.user)
      .where(eq(schema.user.email, String(email).toLowerCase()))
      .limit(1);
    if (account?.verified) throw deny('This confirmation link has already been used');
  }

  return betterAuth({
    appName: 'Lender OS',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    // The forwarder already refused other origins with a message naming the address to use (origins.ts);
    // the request's own origin is the address it was sent to.
    trustedOrigins: (request) => acceptedOrigins(options.originPolicy, originOf(request?.url)),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: options.requireEmailVerification,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // The owner proved themselves through their mailbox: guesses made by others no longer slow the account.
      async onPasswordReset({ user }) {
        await forgetCount(db, accountSignInKey(user.email));
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Lender OS password',
          text: `Someone asked to reset the password of your Lender OS account.\n\nReset it here (valid for one hour): ${url}\n\nIf this was not you, ignore this email.`,
          kind: 'password_reset',
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        if (user.emailVerified) return;
        await mailer.send({
          to: user.email,
          subject: 'Confirm your Lender OS account',
          text: `Welcome to Lender OS.\n\nConfirm your email address to activate your account: ${url}\n\nThe link is valid for 24 hours.`,
          kind: 'email_verification',
        });
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    rateLimit: {
      // Per-IP limits (ours per address below apply always); tests and e2e drive everything from one IP.
      enabled: options.ipRateLimit,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/request-password-reset': { window: 60, max: 10 },
        '/two-factor/verify-totp': { window: 60, max: 15 },
        '/two-factor/verify-backup-code': { window: 60, max: 15 },
      },
    },
    plugins: [twoFactorPlugin({ issuer: 'Lender OS' })],
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      cookiePrefix: 'lender-os',
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    logger: {
      log: (level, message) => (level === 'error' ? log.error(message) : level === 'warn' ? log.warn(message) : log.debug(message)),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const body = (ctx.body ?? {}) as SignUpBody;
          const email = String(body.email ?? '').toLowerCase();
          const [existing] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)).limit(1);
          if (existing) {
            throw new APIError('UNPROCESSABLE_ENTITY', { message: SIGN_UP_MESSAGES.accountExists, code: 'USER_ALREADY_EXISTS' });
          }
          await resolveSignUp(body);
        }
        if (ctx.path === '/verify-email') await refuseUnusableConfirmationLink(ctx);
        const signIn = ctx.path === '/sign-in/email' ? signInKeysOf(ctx) : undefined;
        if (signIn) {
          refuseFor(await signInWait(db, signIn.pair));
          if (!(await isKnownAddress(db, signIn.known))) refuseFor(await signInWait(db, signIn.account, ACCOUNT_SIGN_IN_FAILURES));
        }
        const email = (ctx.body as SignUpBody | undefined)?.email;
        if (ctx.path === '/request-password-reset' && typeof email === 'string' && email) {
          refuseFor(await countAttempt(db, `recovery:${email.toLowerCase()}`, RECOVERY_PER_ADDRESS));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const signIn = ctx.path === '/sign-in/email' ? signInKeysOf(ctx) : undefined;
        if (!signIn) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.statusCode === 401) {
          await countSignInFailure(db, signIn.pair);
          await countSignInFailure(db, signIn.account, ACCOUNT_SIGN_IN_FAILURES);
        } else if (ctx.context.newSession) {
          // Signed in: this address is the owner's from now on.
          await rememberAddress(db, signIn.known);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            const placement = await resolveSignUp({ ...((ctx?.body ?? {}) as SignUpBody), email: user.email });
            // Following an invitation link proves the address: no confirmation email needed.
            return { data: { ...user, emailVerified: user.emailVerified || Boolean(placement.invitation) } };
          },
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as SignUpBody;
            const placement = await resolveSignUp({ ...body, email: user.email });
            await db.transaction(async (tx) => {
              await tx.insert(schema.profiles).values({
                id: user.id,
                organizationId: placement.organizationId,
                email: user.email,
                firstName: optionalName(body.first_name),
                lastName: optionalName(body.last_name),
                role: placement.role,
              });
              if (placement.invitation) await markInvitationAccepted(tx, placement.invitation.id);
              await tx.insert(schema.auditLog).values({
                organizationId: placement.organizationId,
                userId: user.id,
                action: 'user_registered',
                tableName: 'profiles',
                recordId: user.id,
                newValues: { email: user.email, role: placement.role },
                metadata: { via: placement.invitation ? 'invitation' : 'open_registration' },
              });
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
