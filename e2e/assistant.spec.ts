import type { Page } from '@playwright/test';
import { DocumentUpload } from './support/document-upload';
import { inviteMember, signInAsMember } from './support/members';
import { expect, test } from './support/signed-in-test';

// SPEC §2 AI assistant panel, §4 confirmation flow, §7 ai-assistant / ai-assistant-rag, §8 Chat.

const street = `${4000 + Math.floor(Math.random() * 5000)} Quillfeather Ln`;
let dealId = '';

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'AI Assistant' }).first().click();
  const panel = page.getByRole('region', { name: 'AI Assistant' });
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test.beforeAll(async ({ browser, adminState }) => {
  const context = await browser.newContext({ storageState: adminState });
  const res = await context.request.post('/api/deals', {
    data: {
      borrower_name: 'Odile Quill', borrower_type: 'Individual', borrower_first_name: 'Odile', borrower_last_name: 'Quill',
      property_address: `${street}, Austin, TX 78701`, loan_amount: 640000, loan_type: 'Bridge Loan', interest_rate: 9.5, loan_term_months: 12,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  dealId = (await res.json()).id;
  await context.close();
});

async function structureCount(page: Page): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const res = await page.request.get(`/api/deals?${new URLSearchParams({ stage: 'Structure', limit: '200', ...(cursor ? { cursor } : {}) })}`);
    const body = (await res.json()) as { items: unknown[]; nextCursor: string | null };
    count += body.items.length;
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return count;
}

test('answers from the data, proposes a change, Cancel leaves it, Confirm applies and audits it', async ({ page }) => {
  await page.goto('/');
  await openAssistant(page);
  await expect(log(page)).toContainText('find deals, look up contacts');
  await expect(page.getByPlaceholder('Ask me anything or request an update...')).toBeVisible();

  const count = await structureCount(page);
  await ask(page, 'how many deals are in Structure?');
  await expect(log(page)).toContainText(`${count} deal${count === 1 ? '' : 's'} (in Structure)`);

  const proposed = page.waitForResponse((res) => /\/api\/functions\/ai-assistant/.test(res.url()) && res.request().method() === 'POST');
  await ask(page, `set the rate on ${street} to 10.5%`);
  const { confirmationRequest } = (await (await proposed).json()) as { confirmationRequest: { confirmationId: string } };
  const card = page.getByRole('region', { name: 'Confirm Update' });
  await expect(card).toContainText(street);
  await expect(card).toContainText('interest rate from 9.5% to 10.5%');
  const cancelled = page.waitForResponse((res) => res.url().endsWith(`/api/assistant/confirmations/${confirmationRequest.confirmationId}/cancel`));
  await card.getByRole('button', { name: 'Cancel' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(log(page)).toContainText('Update cancelled. Nothing was changed.');
  await expect(toast(page, 'Update Cancelled')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await (await page.request.get(`/api/deals/${dealId}`)).json()).interest_rate).toBe(9.5);
  // The server knows it was cancelled: confirming it now is refused, and a reload brings no card back.
  const late = await page.request.post('/api/functions/ai-assistant', { data: { message: `Confirm update ${confirmationRequest.confirmationId.slice(0, 8)}` } });
  expect(late.status()).toBe(409);
  expect((await late.json()).error.message).toBe('That update was cancelled, so nothing was changed. Ask me again to propose it anew.');
  await page.reload();
  await openAssistant(page);
  await expect(log(page)).toContainText('Update cancelled. Nothing was changed.');
  await expect(card).toBeHidden();

  await ask(page, `set the rate on ${street} to 10.5%`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Update Applied Successfully')).toBeVisible();
  await expect(card).toBeHidden();

  // The conversation is kept on the server for this session: it survives a reload.
  await page.reload();
  await openAssistant(page);
  await expect(log(page)).toContainText('how many deals are in Structure?');

  await page.goto(`/deals/${dealId}`);
  await expect(page.locator('[data-field="interest_rate"]')).toContainText('10.5%');
  await expect(page.getByRole('list', { name: 'Activity' }).getByText(/interest_rate: 9\.5\d* → 10\.5\b/)).toBeVisible();
});

test('a document uploaded in the chat becomes a deal through Create Deal', async ({ page }) => {
  await page.goto('/');
  await openAssistant(page);
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const upload = new DocumentUpload(page);
  await upload.drop('term-sheet-fix-flip-001.pdf');
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await upload.readyCard.getByRole('button', { name: 'Analyze with AI' }).click();
  const createDeal = log(page).getByRole('button', { name: 'Create Deal' });
  await expect(createDeal).toBeVisible({ timeout: 90_000 });
  await createDeal.click();
  await expect(upload.dialog).toBeVisible();
  const fields = await upload.extractedFieldCount();
  await upload.proceed(fields);
  await upload.dialog.getByRole('button', { name: 'Create Deal' }).click();
  await expect(upload.toast('created successfully!')).toBeVisible();
});

test("a broker's assistant knows nothing of deals the broker is not linked to", async ({ page, browser }) => {
  const member = { email: `assistant-broker-${Date.now()}@e2e.test`, role: 'broker' };
  await inviteMember(page, browser, member);
  const broker = await signInAsMember(browser, member);
  const brokerPage = broker.page;

  await openAssistant(brokerPage);
  await ask(brokerPage, `What's the loan amount on ${street}?`);
  await expect(log(brokerPage)).toContainText("couldn't find");
  await expect(log(brokerPage)).not.toContainText('640,000');
  await expect(log(brokerPage)).not.toContainText('Odile');
  await broker.close();
});
