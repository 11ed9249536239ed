// Brute-force protection shared by every app instance through the database.
// - Sign-in: failures count per client address AND account, and each one past the first few makes that pair
//   wait longer (2 s, 4 s, 8 s … up to 15 minutes). An attacker guessing one account from one address is
//   slowed to a crawl, while the account's owner, signing in from their own address, is never locked out.
//   (better-auth's own limiter caps each address's sign-in calls per minute on top of this.)
// - Recovery mails: a fixed number per address per hour, since each request sends a mail.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDatabase } from '../platform/db/client.js';

export interface AttemptRule {
  windowMs: number;
  max: number;
}

export const RECOVERY_PER_ADDRESS: AttemptRule = { windowMs: 60 * 60_000, max: 5 };

/** Sign-in failures of one client address and account: free ones, and how long the count is remembered. */
export const SIGN_IN_FAILURES = { free: 5, forgetAfterMs: 15 * 60_000, maxDelayMs: 15 * 60_000 } as const;

/** How long a client must wait after its `failures`-th failed sign-in to an account before the next attempt. */
export function signInDelayMs(failures: number): number {
  const beyond = failures - SIGN_IN_FAILURES.free;
  if (beyond <= 0) return 0;
  return Math.min(SIGN_IN_FAILURES.maxDelayMs, 1000 * 2 ** Math.min(beyond, 20));
}

export const signInKey = (clientAddress: string, email: string) => `sign-in:${clientAddress}:${email.toLowerCase()}`;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** Seconds this client must still wait before trying this account again, else 0. */
export async function signInWait(db: AppDatabase, key: string, now = Date.now()): Promise<number> {
  const [row] = await queryRows<{ count: number; last_request: string }>(
    db,
    sql`select count, last_request from auth_rate_limit where key = ${key} and last_request >= ${now - SIGN_IN_FAILURES.forgetAfterMs}`,
  );
  if (!row) return 0;
  const until = Number(row.last_request) + signInDelayMs(Number(row.count));
  return until > now ? secondsUntil(until, now) : 0;
}

/** Counts a failed sign-in (a quiet spell of forgetAfterMs starts the count afresh). */
export async function countSignInFailure(db: AppDatabase, key: string, now = Date.now()): Promise<void> {
  await queryRows(db, sql`
    insert into auth_rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limit.last_request < ${now - SIGN_IN_FAILURES.forgetAfterMs} then 1 else auth_rate_limit.count + 1 end,
      last_request = ${now}`);
}

/** Counts one attempt; returns the seconds to wait when the rule is exceeded, else 0. */
export async function countAttempt(db: AppDatabase, key: string, rule: AttemptRule, now = Date.now()): Promise<number> {
  const windowStart = now - rule.windowMs;
  const [row] = await queryRows<{ count: number; last_request: string }>(db, sql`
    insert into auth_rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limit.last_request < ${windowStart} then 1 else auth_rate_limit.count + 1 end,
      last_request = case when auth_rate_limit.last_request < ${windowStart} then ${now} else auth_rate_limit.last_request end
    returning count, last_request`);
  if (!row || Number(row.count) <= rule.max) return 0;
  return secondsUntil(Number(row.last_request) + rule.windowMs, now);
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    return `Too many attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
