// Mail in e2e: the server keeps every outgoing message in its dev outbox; an admin reads it through
// GET /api/outbox (DESIGN §1), as a person would open their inbox.
import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '../../src/core/schemas/users';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs the request context in as the e2e super_admin (its cookies then serve every later call). */
export async function signInApiAsAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}

/** The newest message of this kind to this address, waiting for it to arrive. */
export async function latestMail(request: APIRequestContext, to: string, kind: OutboxMessage['kind']): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/outbox?${new URLSearchParams({ to })}`);
      expect(res.status(), await res.text()).toBe(200);
      const { items } = (await res.json()) as { items: OutboxMessage[] };
      found = items.find((mail) => mail.kind === kind);
      return found !== undefined;
    }, { message: `a ${kind} mail to ${to}` })
    .toBe(true);
  return found!;
}

/** The first link in a message's text. */
export function linkIn(mail: OutboxMessage): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail.subject}"`);
  return match[0];
}
