// Brute-force protection shared by every app instance through the database.
// - Sign-in: failures count per client address AND account, and each one past the first few makes that pair
//   wait longer (2 s, 4 s, 8 s … up to 15 minutes). An attacker guessing one account from one address is
//   slowed to a crawl, while the account's owner, signing in from their own address, is never locked out.
//   (better-auth's own limiter caps each address's sign-in calls per minute on top of this.)
// - Sign-in, whole account: failures from ALL addresses count too, so guesses spread over many addresses are
//   slowed as well: past the free ones, every attempt at the account waits (2 s doubling to 5 minutes) after the
//   last failure. Addresses the account signed in from before are exempt (the owner at their usual desk is not
//   slowed by someone else's guesses), and a completed password reset forgets the count.
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

/** Sign-in failures of one account from every address: enough free ones that a forgetful team never meets it. */
export const ACCOUNT_SIGN_IN_FAILURES = { free: 20, forgetAfterMs: 60 * 60_000, maxDelayMs: 5 * 60_000 } as const;

/** An address the account signed in from is known this long after that sign-in. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

export type FailureRule = { readonly free: number; readonly forgetAfterMs: number; readonly maxDelayMs: number };

/** How long to wait after the `failures`-th failed sign-in before the next attempt (2 s, then doubling). */
export function signInDelayMs(failures: number, rule: FailureRule = SIGN_IN_FAILURES): number {
  const beyond = failures - rule.free;
  if (beyond <= 0) return 0;
  return Math.min(rule.maxDelayMs, 1000 * 2 ** Math.min(beyond, 20));
}

export const signInKey = (clientAddress: string, email: string) => `sign-in:${clientAddress}:${email.toLowerCase()}`;
export const accountSignInKey = (email: string) => `sign-in-account:${email.toLowerCase()}`;
export const knownAddressKey = (clientAddress: string, email: string) => `sign-in-known:${clientAddress}:${email.toLowerCase()}`;

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** Seconds still to wait before the next attempt counted under `key`, else 0. */
export async function signInWait(db: AppDatabase, key: string, rule: FailureRule = SIGN_IN_FAILURES, now = Date.now()): Promise<number> {
  const [row] = await queryRows<{ count: number; last_request: string }>(
    db,
    sql`select count, last_request from auth_rate_limit where key = ${key} and last_request >= ${now - rule.forgetAfterMs}`,
  );
  if (!row) return 0;
  const until = Number(row.last_request) + signInDelayMs(Number(row.count), rule);
  return until > now ? secondsUntil(until, now) : 0;
}

/** Counts a failed sign-in (a quiet spell of forgetAfterMs starts the count afresh). */
export async function countSignInFailure(db: AppDatabase, key: string, rule: FailureRule = SIGN_IN_FAILURES, now = Date.now()): Promise<void> {
  await queryRows(db, sql`
    insert into auth_rate_limit (id, key, count, last_request)
    values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when auth_rate_limit.last_request < ${now - rule.forgetAfterMs} then 1 else auth_rate_limit.count + 1 end,
      last_request = ${now}`);
}

/** Remembers (or refreshes) an address the account signed in from. */
export async function rememberAddress(db: AppDatabase, key: string, now = Date.now()): Promise<void> {
  await queryRows(db, sql`
    insert into auth_rate_limit (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set last_request = ${now}`);
}

export async function isKnownAddress(db: AppDatabase, key: string, now = Date.now()): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from auth_rate_limit where key = ${key} and last_request >= ${now - KNOWN_ADDRESS_MS}`);
  return rows.length > 0;
}

export async function forgetCount(db: AppDatabase, key: string): Promise<void> {
  await queryRows(db, sql`delete from auth_rate_limit where key = ${key}`);
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
