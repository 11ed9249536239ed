// Keys and tokens derived from the server's secret (AUTH_SECRET): per-organization keys for inbound mail and
// inquiry intake, and signed, expiring tokens (borrower update links). Nothing derived is stored, so rotating
// AUTH_SECRET rotates them all.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type KeyPurpose = 'inbound-email' | 'inquiry-intake' | 'borrower-update' | 'marketplace-listing' | 'outreach';

export interface Keyring {
  /** A stable key for this purpose and subject (e.g. an organization id), 43 url-safe characters. */
  key(purpose: KeyPurpose, subject: string): string;
  /** Whether `given` is the key for this purpose and subject (constant-time). */
  matches(purpose: KeyPurpose, subject: string, given: string): boolean;
  /** `{payload}.{signature}`: a token carrying `payload` that only this server can have made. */
  seal(purpose: KeyPurpose, payload: string): string;
  /** The payload of a token this server sealed for the purpose, or null when it was altered. */
  open(purpose: KeyPurpose, token: string): string | null;
}

export function createKeyring(secret: string): Keyring {
  const mac = (purpose: KeyPurpose, text: string) => createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');
  const same = (a: string, b: string) => {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  };
  return {
    key: (purpose, subject) => mac(purpose, subject),
    matches: (purpose, subject, given) => same(mac(purpose, subject), given),
    seal: (purpose, payload) => `${Buffer.from(payload).toString('base64url')}.${mac(purpose, payload)}`,
    open(purpose, token) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const payload = Buffer.from(body, 'base64url').toString();
      return same(mac(purpose, payload), signature) ? payload : null;
    },
  };
}

/** A signed link's token for one record id that stops working at `expiresAt` (borrower updates, marketplace listings). */
export function sealExpiring(keyring: Keyring, purpose: KeyPurpose, id: string, expiresAt: Date): string {
  return keyring.seal(purpose, `${id}.${Math.floor(expiresAt.getTime() / 1000)}`);
}

/**
 * What an expiring token says: the record id and whether it has expired, or null when it was altered, made for
 * another purpose, or is not a token at all.
 */
export function openExpiring(keyring: Keyring, purpose: KeyPurpose, token: string | undefined, now = Date.now()): { id: string; expired: boolean } | null {
  const payload = token ? keyring.open(purpose, token) : null;
  const match = payload ? /^([0-9a-f-]{36})\.(\d{1,12})$/.exec(payload) : null;
  return match ? { id: match[1]!, expired: Number(match[2]) * 1000 < now } : null;
}
