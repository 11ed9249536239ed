// Brute-force protection per address/account, shared by every app instance through the database
// (better-auth's own limiter counts per IP; an attacker rotating IPs still hits this one).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDatabase } from '../platform/db/client.js';

export interface AttemptRule {
  windowMs: number;
  max: number;
}

export const SIGN_IN_PER_ADDRESS: AttemptRule = { windowMs: 15 * 60_000, max: 10 };
export const RECOVERY_PER_ADDRESS: AttemptRule = { windowMs: 60 * 60_000, max: 5 };

/** The seconds to wait before another attempt under this key is allowed, else 0 (counts nothing). */
export async function attemptWait(db: AppDatabase, key: string, rule: AttemptRule, now = Date.now()): Promise<number> {
  const [row] = await queryRows<{ count: number; last_request: string }>(
    db,
    sql`select count, last_request from auth_rate_limit where key = ${key} and last_request >= ${now - rule.windowMs}`,
  );
  if (!row || Number(row.count) < rule.max) return 0;
  return Math.max(1, Math.ceil((Number(row.last_request) + rule.windowMs - now) / 1000));
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
  return Math.max(1, Math.ceil((Number(row.last_request) + rule.windowMs - now) / 1000));
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}
