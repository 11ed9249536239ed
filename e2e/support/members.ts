import { expect, type Browser, type Page } from '@playwright/test';
import { latestMail, linkIn } from './mail';

export interface Member {
  email: string;
  role: string;
  first?: string;
  last?: string;
}

const PASSWORD = 'e2e member passphrase';

/** Invites a person as the signed-in admin (`page`) and signs them up through the invitation in their mailbox. */
export async function inviteMember(page: Page, browser: Browser, person: Member): Promise<void> {
  const res = await page.request.post('/api/invitations', { data: { email: person.email, role: person.role } });
  expect(res.status(), await res.text()).toBe(201);
  const invitationToken = new URL(linkIn(await latestMail(person.email, 'invitation'))).searchParams.get('invite');
  // Signed out: the admin's own session stays as it is.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: person.email, password: PASSWORD, name: person.email, first_name: person.first, last_name: person.last, invitationToken },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await context.close();
}

/** A browser of its own, signed in as the member through the /auth form. */
export async function signInAsMember(browser: Browser, person: Member) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  return { page, close: () => context.close() };
}
