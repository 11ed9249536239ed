import { expect, test } from './support/signed-in-test';

// 1×1 PNG: the server checks the picture from its bytes, so it must be a real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a profile picture is chosen in the Profile view, shows in the avatar, and is removed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^User menu for/ }).first().click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Profile picture updated', { exact: true })).toBeVisible();
  await expect(page.locator('img[src^="/api/users/"]').first()).toBeVisible();
  await expect(page.getByText('Signed-in devices')).toBeVisible();

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Profile picture removed', { exact: true })).toBeVisible();
  await expect(page.locator('img[src^="/api/users/"]')).toHaveCount(0);
});
