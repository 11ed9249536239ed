import { expect, test } from './support/signed-in-test';
import { latestMail } from './support/mail';
import { toastWith } from './support/review-queues';
import { latestMail as latestInMailbox } from '../src/server/test/mailbox';
import { E2E_DATA_DIR } from '../playwright.config';

test('a lead enrolled in a sequence gets the first e-mail filled in; unsubscribing ends the sequence', async ({ page }) => {
  const lead = await page.request.post('/api/leads', { data: { name: 'Nadia Nurture', email: 'nadia.nurture@example.com', loan_amount: 350000, source: 'event' } });
  expect(lead.status(), await lead.text()).toBe(201);

  await page.goto('/campaigns?tab=templates');
  await page.getByRole('button', { name: 'New Template' }).click();
  const editor = page.getByRole('dialog', { name: 'New template' });
  await editor.getByLabel('Name').fill('Nurture welcome');
  await editor.getByLabel('Subject').fill('Welcome {{first_name}}');
  await editor.getByLabel('Plain-text part').fill('Hi {{first_name}}, about your {{loan_amount}} loan.\n{{officer_signature}}');
  await editor.getByLabel('Preview with lead').selectOption({ label: 'Nadia Nurture' });
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByLabel('Rendered preview')).toContainText('Subject: Welcome Nadia');
  await editor.getByRole('button', { name: 'Save Template' }).click();
  await expect(toastWith(page, 'Template saved')).toBeVisible();

  await page.goto('/nurture');
  await expect(page.getByRole('heading', { name: 'Nurture', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Sequence' }).click();
  const form = page.getByRole('dialog', { name: 'New sequence' });
  await form.getByLabel('Name').fill('Welcome series');
  await form.getByLabel('Template').selectOption({ label: 'Nurture welcome' });
  await form.getByRole('button', { name: '+ Wait' }).click();
  await form.getByRole('button', { name: '+ Send e-mail' }).click();
  await form.locator('#step-2-template').selectOption({ label: 'Nurture welcome' });
  await form.getByRole('button', { name: 'Save Sequence' }).click();
  await expect(toastWith(page, 'Sequence saved')).toBeVisible();

  await page.getByRole('button', { name: 'Welcome series' }).click();
  await page.getByLabel('Search leads to enrol').fill('Nadia');
  await page.getByLabel(/Nadia Nurture/).check();
  await page.getByRole('button', { name: 'Preview (1)' }).click();
  await expect(page.getByText('Would enrol 1')).toBeVisible();
  await page.getByRole('button', { name: 'Enrol Selected' }).click();
  await expect(toastWith(page, '1 lead enrolled')).toBeVisible();

  const mail = await latestMail('nadia.nurture@example.com', 'marketing');
  expect(mail.subject).toBe('Welcome Nadia');
  expect(mail.text).toContain('about your $350,000 loan.');
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = mail.text.match(/https?:\/\/\S+\/unsubscribe\/\S+/)![0];
  expect(mail.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe}>`);

  await page.goto(new URL(unsubscribe).pathname);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  await page.goto('/nurture');
  await page.getByRole('button', { name: 'Welcome series' }).click();
  await expect(page.getByRole('row', { name: /Nadia Nurture/ })).toContainText('Exited: unsubscribed');
  // The lead's later e-mail step will find it gone: the only mail it ever got is the first.
  expect(latestInMailbox(E2E_DATA_DIR, 'nadia.nurture@example.com', 'marketing')?.subject).toBe('Welcome Nadia');
});

test('a campaign to 200 leads: every recipient sent, an open and a click recorded', async ({ page }) => {
  test.setTimeout(180_000);
  const rows = Array.from({ length: 200 }, (_, i) => ({ name: `Spring Prospect${String(i).padStart(3, '0')}`, email: `spring${i}@example.com`, tags: 'spring-200' }));
  const imported = await page.request.post('/api/leads/import', { data: { rows } });
  expect(imported.status(), await imported.text()).toBe(201);
  const template = await page.request.post('/api/email-templates', {
    data: { name: 'Spring rates', subject: 'Spring rates for {{first_name}}', html: '<p>Hi {{first_name}}, <a href="http://localhost/rates">see our rates</a>.</p>', text: 'Hi {{first_name}}, see our rates.' },
  });
  expect(template.status()).toBe(201);

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Name').fill('Spring rates 2026');
  await dialog.getByLabel('Template').selectOption({ label: 'Spring rates' });
  await dialog.getByLabel('Tag').fill('spring-200');
  await expect(dialog.getByText('200 leads match, 200 with an e-mail address.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Campaign' }).click();
  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(page.getByTestId('figure-sent')).toHaveText('200', { timeout: 150_000 });
  await expect(page.getByTestId('campaign-status')).toHaveText('sent');

  const mail = await latestMail('spring7@example.com', 'marketing');
  expect(mail.subject).toBe('Spring rates for Spring');
  const pixel = mail.html!.match(/src="([^"]+\/open\/[^"]+)"/)![1]!;
  expect((await page.request.get(new URL(pixel).pathname)).headers()['content-type']).toBe('image/gif');
  const click = new URL(mail.html!.match(/href="([^"]+\/click\?[^"]+)"/)![1]!.replace(/&amp;/g, '&'));
  const redirect = await page.request.get(click.pathname + click.search, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('http://localhost/rates');

  await expect(page.getByTestId('figure-opened')).toHaveText('1');
  await expect(page.getByTestId('figure-clicked')).toHaveText('1');
  await page.getByLabel('Recipient status').selectOption('clicked');
  await expect(page.getByRole('row', { name: /spring7@example.com/ })).toContainText('clicked');
});
