import { describe, expect, it } from 'vitest';
import { createKeyring } from './keyring';

describe('keyring', () => {
  const ring = createKeyring('x'.repeat(32));
  it('derives stable keys per purpose and subject', () => {
    expect(ring.key('inbound-email', 'org-1')).toBe(ring.key('inbound-email', 'org-1'));
    expect(ring.key('inbound-email', 'org-1')).not.toBe(ring.key('inquiry-intake', 'org-1'));
    expect(ring.matches('inbound-email', 'org-1', ring.key('inbound-email', 'org-1'))).toBe(true);
    expect(ring.matches('inbound-email', 'org-2', ring.key('inbound-email', 'org-1'))).toBe(false);
  });
  it('opens only tokens it sealed, unaltered', () => {
    const token = ring.seal('borrower-update', 'request-1.1700000000');
    expect(ring.open('borrower-update', token)).toBe('request-1.1700000000');
    const [body, sig] = token.split('.');
    const forged = `${Buffer.from('request-2.1700000000').toString('base64url')}.${sig}`;
    expect(ring.open('borrower-update', forged)).toBeNull();
    expect(ring.open('borrower-update', `${body}.${sig}x`)).toBeNull();
    expect(ring.open('inbound-email', token)).toBeNull();
    expect(createKeyring('y'.repeat(32)).open('borrower-update', token)).toBeNull();
  });
});
