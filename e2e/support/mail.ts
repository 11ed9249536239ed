// Mail in e2e: with no SMTP_URL the server delivers every message to its local mailbox (DATA_DIR/mailbox),
// which the test opens as a person opens their inbox. The outbox API lists mail with its links hidden.
import { expect, type APIRequestContext } from '@playwright/test';
import { latestMail as latestInMailbox, type MailboxMessage } from '../../src/server/test/mailbox';
import { E2E_ADMIN, E2E_DATA_DIR } from '../../playwright.config';

export { linkIn } from '../../src/server/test/mailbox';

/** Signs the request context in as the e2e super_admin (its cookies then serve every later call). */
export async function signInApiAsAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

/** The newest message of this kind to this address, waiting for it to arrive. */
export async function latestMail(to: string, kind: MailboxMessage['kind']): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect.poll(() => (found = latestInMailbox(E2E_DATA_DIR, to, kind)) !== undefined, { message: `a ${kind} mail to ${to}` }).toBe(true);
  return found!;
}
