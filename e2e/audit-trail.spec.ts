import { expect, test } from './support/signed-in-test';

// The Audit Trail as an administrator uses it: a change made in the app appears, and the filters narrow it.
test('a contact created in the app shows in the audit trail, and the action filter and search find it', async ({ page }) => {
  const name = `Audit Trail ${Date.now()}`;
  const created = await page.request.post('/api/contacts', { data: { name, role: 'Attorney' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto('/audit-trail');
  await expect(page.getByRole('heading', { name: 'Audit Trail', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: id.slice(0, 8) });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('contact_created');

  await page.getByLabel('Action').selectOption('contact_created');
  await expect(page).toHaveURL(/action=contact_created/);
  await expect(page.getByRole('row').filter({ hasText: 'deal_created' })).toHaveCount(0);

  await page.getByLabel('Search').fill(id);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one entry
  await expect(page.getByRole('row').nth(1)).toContainText(name);
});
