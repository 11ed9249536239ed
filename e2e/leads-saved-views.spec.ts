import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';

test('a saved view of the leads comes back after a reload and applies its filters, search and board in one click', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const run = Date.now().toString(36);
  const tag = `views-${run}`;
  for (const [name, status] of [[`Vera Qualified ${run}`, 'qualified'], [`Walt Qualified ${run}`, 'qualified'], [`Xena New ${run}`, 'new']] as const) {
    const created = await page.request.post('/api/leads', { data: { name, email: `${name.split(' ')[0]!.toLowerCase()}.${run}@example.com`, source: 'event', tags: [tag] } });
    expect(created.status()).toBe(201);
    if (status !== 'new') expect((await page.request.patch(`/api/leads/${(await created.json()).id}`, { data: { status } })).status()).toBe(200);
  }

  // Filter the table to this run's qualified leads, best score first, on the board.
  await page.goto('/leads');
  await page.getByLabel('Tag', { exact: true }).selectOption(tag);
  await page.getByLabel('Status', { exact: true }).selectOption('qualified');
  await page.getByLabel('Sort', { exact: true }).selectOption('score_desc');
  await page.getByRole('tab', { name: 'Board' }).click();
  await expect(page.locator('section[data-status="qualified"]').getByRole('article')).toHaveCount(2);

  // A name is required; then the view is saved and applied.
  await page.getByRole('button', { name: 'Save View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save View' });
  await expect(dialog.getByLabel('Share with everyone in the organization who works leads')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save View' }).click();
  await expect(dialog.getByText('Name the view.')).toBeVisible();
  await dialog.getByLabel('View name').fill(`Qualified ${run}`);
  await expectNoSeriousA11yViolations(page, 'the Save View dialog');
  await dialog.getByRole('button', { name: 'Save View' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Saved view')).toHaveValue(/.+/);
  await expect(page.getByRole('button', { name: 'Update View' })).toBeDisabled();

  // A second view of the same name is refused with the server's message.
  await page.getByRole('button', { name: 'Save View' }).click();
  await page.getByRole('dialog', { name: 'Save View' }).getByLabel('View name').fill(`qualified ${run}`);
  await page.getByRole('dialog', { name: 'Save View' }).getByRole('button', { name: 'Save View' }).click();
  await expect(page.getByRole('dialog', { name: 'Save View' }).getByText(`You already have a view named "qualified ${run}".`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Start over from a bare page, reload: the view is still there and applies in one click.
  await page.goto('/leads');
  await page.reload();
  await expect(page.getByLabel('Saved view').locator('option', { hasText: `Qualified ${run}` })).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel('Saved view').selectOption({ label: `Qualified ${run}` });
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${tag}`));
  await expect(page).toHaveURL(/[?&]status=qualified/);
  await expect(page).toHaveURL(/[?&]sort=score_desc/);
  await expect(page).toHaveURL(/[?&]view=board/);
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(tag);
  const qualified = page.locator('section[data-status="qualified"]');
  await expect(qualified.getByRole('article')).toHaveCount(2);
  await expect(qualified.getByRole('article', { name: `Vera Qualified ${run}` })).toBeVisible();
  await expect(page.locator('section[data-status="new"]').getByRole('article', { name: `Xena New ${run}` })).toHaveCount(0);

  // Changed filters can be saved into the view; it can be renamed and deleted.
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(page.locator('section[data-status="new"]').getByRole('article', { name: `Xena New ${run}` })).toBeVisible();
  await page.getByRole('button', { name: 'Update View' }).click();
  await expect(page.getByText(`Qualified ${run} now shows what is on the page.`)).toBeVisible();
  await page.getByRole('button', { name: 'Rename View' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename View' });
  await rename.getByLabel('View name').fill(`Everyone ${run}`);
  await rename.getByRole('button', { name: 'Rename View' }).click();
  await expect(rename).toBeHidden();
  await page.goto('/leads');
  await page.getByLabel('Saved view').selectOption({ label: `Everyone ${run}` });
  await expect(page.locator('section[data-status="new"]').getByRole('article', { name: `Xena New ${run}` })).toBeVisible();

  // A campaign's audience can start from the view: its filters are copied and the recipients counted.
  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const campaign = page.getByRole('dialog', { name: 'New campaign' });
  await campaign.getByLabel('From a saved lead view').selectOption({ label: `Everyone ${run}` });
  await expect(campaign.getByLabel('Tag')).toHaveValue(tag);
  await expect(campaign.getByLabel('Lead status')).toHaveValue('');
  await expect(campaign.getByText('3 leads match, 3 with an e-mail address.')).toBeVisible();
  await campaign.getByLabel('Lead status').selectOption('qualified');
  await expect(campaign.getByLabel('From a saved lead view')).toHaveValue('');
  await expect(campaign.getByText('2 leads match, 2 with an e-mail address.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/leads');
  await page.getByLabel('Saved view').selectOption({ label: `Everyone ${run}` });
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Delete View' }).click();
  await expect(page.getByText('View deleted')).toBeVisible();
  await expect(page.getByLabel('Saved view').locator('option', { hasText: `Everyone ${run}` })).toHaveCount(0);
});
