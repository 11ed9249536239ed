// Plans with Stripe (issue 20): a second server configured with STRIPE_* pointed at the fake Stripe on
// 127.0.0.1. On the free plan a seat past the limit is refused with the message and an upgrade link; the
// upgrade goes through (fake) Checkout, whose webhook changes the plan, and the same invitation then passes.
// The suite's own server has no STRIPE_SECRET_KEY: its /pricing says the installation is self-hosted.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../src/server/test/fake-stripe';
import { E2E_ADMIN } from '../playwright.config';

const billingPort = Number(process.env.E2E_PORT ?? 3100) + 1;
const billingUrl = `http://localhost:${billingPort}`;
let fake: FakeStripe;
let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeStripe();
  fake.webhookUrl = `http://127.0.0.1:${billingPort}/api/billing/webhook`;
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...fake.env(),
      PORT: String(billingPort),
      DATA_DIR: path.join(os.tmpdir(), `lender-os-e2e-billing-${billingPort}`),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ORG_NAME: 'Billing Capital',
      ORG_DEAL_ID_PREFIX: 'BIL',
      INBOUND_SMTP_PORT: '0',
      LOG_LEVEL: 'warn',
    },
  });
  await expect(async () => {
    const res = await fetch(`${billingUrl}/api/health`);
    expect(res.ok).toBe(true);
  }).toPass({ timeout: 170_000, intervals: [1_000] });
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

test('without Stripe the pricing page shows the plans and says the installation is self-hosted', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await expect(page.getByText('This installation runs self-hosted: every feature is on and nothing is limited.')).toBeVisible();
  await expect(page.getByLabel('Professional plan')).toContainText('$99 / month');
  await page.getByRole('radio', { name: /Annual/ }).click();
  await expect(page.getByLabel('Professional plan')).toContainText('$990 / year');
});

test('free plan: a seat past the limit is refused with an upgrade link; Checkout upgrades and the limit rises', async ({ page }) => {
  await page.goto(`${billingUrl}/auth`);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${billingUrl}/`);

  const invite = async (email: string) => {
    const form = page.getByRole('form', { name: 'Invite a user' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption('loan_officer');
    await form.getByRole('button', { name: 'Send Invitation' }).click();
  };
  await page.goto(`${billingUrl}/settings?tab=admin`);
  await invite('first.officer@example.test'); // the second of Starter's 2 seats
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await invite('second.officer@example.test');
  const refusal = page.getByRole('form', { name: 'Invite a user' }).getByRole('alert');
  await expect(refusal).toContainText('Your organization has all 2 of its seats taken on the Starter plan. Upgrade to Professional to get more.');

  await refusal.getByRole('link', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(`${billingUrl}/subscription`);
  await expect(page.getByLabel('Current plan')).toContainText('Starter plan');
  await expect(page.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByLabel('Change plan').getByRole('button', { name: 'Upgrade to Professional' }).click();

  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay and subscribe' }).click();
  await expect(page).toHaveURL(new RegExp(`${billingUrl}/subscription-success\\?session_id=cs_test_`));
  await expect(page.getByText('Your organization is now on the Professional plan.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Subscription' }).click();
  await expect(page.getByLabel('Current plan')).toContainText('Professional plan — billed monthly');
  await expect(page.getByLabel('Current plan')).toContainText('Renews on');
  await expect(page.getByLabel('Invoices')).toContainText('FAKE-0001');
  await expect(page.getByRole('meter', { name: 'Seats' })).toHaveAttribute('aria-valuenow', '20');

  await page.goto(`${billingUrl}/settings?tab=admin`);
  await invite('second.officer@example.test');
  await expect(page.getByText('Invitation sent')).toBeVisible();
});
