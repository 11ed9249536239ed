import { createHmac } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { latestMail, linkIn, signInApiAsAdmin } from './support/mail';
import { E2E_ADMIN } from '../playwright.config';

// SPEC §2 "Sign-in page", §8 "Sign-in", the Admin Panel and two-factor, as people click them. The tests share
// one server and run in order.
test.describe.configure({ mode: 'serial' });

const password = 'a long enough e2e passphrase';
const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;

/** RFC 6238 TOTP (HMAC-SHA1, 30 s, 6 digits) from the base32 setup key, as an authenticator app computes it. */
function totp(base32Secret: string, now = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// The admin signs in once for the whole file: sign-ins are rate limited per address.
let admin: BrowserContext;
test.beforeAll(async ({ browser }, testInfo) => {
  admin = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await signInApiAsAdmin(admin.request);
});
test.afterAll(async () => admin?.close());

async function openAdminPanel(): Promise<Page> {
  const page = await admin.newPage();
  await page.goto('/settings?tab=admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  return page;
}

async function fillSignUp(page: Page, values: { firstName: string; lastName: string; email: string }) {
  await page.getByLabel('First Name').fill(values.firstName);
  await page.getByLabel('Last Name').fill(values.lastName);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function signInThroughForm(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^User menu for/ }).click();
}

async function signOut(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Signed out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been signed out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
}

/** An account in the default organization, created through an invitation link by API (not the subject here). */
async function invitedAccount(page: Page, role: string): Promise<string> {
  const email = uniqueEmail(role.replace(/_/g, '-'));
  const invite = await admin.request.post('/api/invitations', { data: { email, role } });
  expect(invite.status(), await invite.text()).toBe(201);
  const invitationToken = new URL(linkIn(await latestMail(email, 'invitation'))).searchParams.get('invite');
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { email, password, name: email, invitationToken } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  return email;
}

let confirmedEmail = '';

test('sign up, confirm through the emailed link, sign in (Welcome back!), sign out', async ({ page }) => {
  confirmedEmail = uniqueEmail('casey');
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await fillSignUp(page, { firstName: 'casey', lastName: 'morgan', email: confirmedEmail });
  await expect(page.getByText('Check your email', { exact: true })).toBeVisible();

  const confirmation = await latestMail(confirmedEmail, 'email_verification');
  await page.goto(linkIn(confirmation));
  await expect(page.getByText('Email confirmed successfully! You can now sign in to your account.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome!' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signInThroughForm(page, confirmedEmail);
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-display-name')).toHaveText('Casey Morgan');

  await signOut(page);
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(confirmedEmail);
  await page.getByLabel('Password', { exact: true }).fill('not the right passphrase');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('signs in at http://127.0.0.1 too, not only at the PUBLIC_URL of localhost (issue 15)', async ({ page, baseURL }) => {
  const numeric = baseURL!.replace('//localhost:', '//127.0.0.1:');
  await page.goto(`${numeric}/auth`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${numeric}/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('in invitation-only mode (switched in the Admin Panel) the server refuses an uninvited sign-up', async ({ page }) => {
  const panel = await openAdminPanel();
  const inviteOnly = panel.getByRole('switch', { name: 'Registration by invitation only' });
  try {
    await expect(inviteOnly).not.toBeChecked();
    await inviteOnly.click();
    await expect(panel.getByText('Registration updated', { exact: true })).toBeVisible();
    await expect(inviteOnly).toBeChecked();

    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await fillSignUp(page, { firstName: 'walk', lastName: 'in', email: uniqueEmail('walk-in') });
    await expect(page.getByText('Registration by invitation only', { exact: true })).toBeVisible();
    await expect(page.getByText('You must be invited by an administrator before you can register. Please contact support.')).toBeVisible();

    await inviteOnly.click();
    await expect(inviteOnly).not.toBeChecked();
  } finally {
    // Other specs sign people up: never leave the organization closed.
    await admin.request.patch('/api/organization/settings', { data: { registration_mode: 'open' } });
    await panel.close();
  }
});

test('a broker invited from the Admin Panel joins through the link and sees only the deal they are linked to', async ({ page }) => {
  const brokerEmail = uniqueEmail('blake');
  const panel = await openAdminPanel();
  await panel.getByLabel('Email', { exact: true }).fill(brokerEmail);
  await panel.getByLabel('Role', { exact: true }).selectOption({ label: 'Broker' });
  await panel.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(panel.getByText('Invitation sent', { exact: true })).toBeVisible();
  await expect(panel.getByRole('row').filter({ hasText: brokerEmail })).toContainText('Broker');

  const invitation = await latestMail(brokerEmail, 'invitation');
  await page.goto(linkIn(invitation));
  await expect(page.getByText('You have been invited. Create your account to join your team.')).toBeVisible();
  await fillSignUp(page, { firstName: 'blake', lastName: 'broker', email: brokerEmail });
  // The invitation proved the address: no confirmation mail, the broker is signed straight in.
  await expect(page.getByText('Account created!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('role-badge').first()).toHaveText('Broker');

  // Two deals; the broker's contact is linked to the first only.
  const dealIds: string[] = [];
  for (const [first, last] of [['Linked', 'Borrower'], ['Hidden', 'Borrower']] as const) {
    const res = await admin.request.post('/api/deals', {
      data: {
        borrower_type: 'Individual',
        borrower_name: `${first} ${last}`,
        borrower_first_name: first,
        borrower_last_name: last,
        property_address: `${dealIds.length + 1} Harbor Way, Austin TX 78701`,
        loan_amount: 250_000,
        loan_type: 'Purchase',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    dealIds.push(((await res.json()) as { id: string }).id);
  }
  const contact = await admin.request.post('/api/contacts', { data: { name: 'Blake Broker', role: 'Broker', email: brokerEmail } });
  expect(contact.status(), await contact.text()).toBe(201);
  const contactId = ((await contact.json()) as { id: string }).id;
  const link = await admin.request.post(`/api/deals/${dealIds[0]}/contacts`, { data: { contact_id: contactId, contact_role: 'Broker' } });
  expect(link.status(), await link.text()).toBe(201);

  await page.goto('/deals');
  await expect(page.getByRole('link', { name: dealIds[0]!, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: dealIds[1]!, exact: true })).toHaveCount(0);

  await panel.reload();
  await expect(panel.getByLabel('Role of Blake Broker')).toHaveValue('broker');
  await panel.close();
});

test('two-factor: enrol in the profile with the setup key, then sign in with a code', async ({ page }) => {
  const email = await invitedAccount(page, 'loan_officer');
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/$/);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await expect(page.getByLabel('Setup link')).toHaveValue(/^otpauth:\/\/totp\//);
  const secret = await page.getByLabel('Setup key').inputValue();
  await page.getByLabel('Authenticator code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(page.getByText('Two-factor authentication enabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('button', { name: 'Disable two-factor authentication' })).toBeVisible();

  await signOut(page);
  // The first sign-in's 'Welcome back!' toast may still be up: wait for it to go, so the one asserted below
  // can only come from the two-factor sign-in.
  const welcome = page.getByText('Welcome back!', { exact: true });
  await expect(welcome).toHaveCount(0, { timeout: 20_000 });
  await signInThroughForm(page, email);
  await page.getByLabel('Two-factor code').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(welcome).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
