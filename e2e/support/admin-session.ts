import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs in through the /auth page as the super_admin the e2e server starts with, and waits for the app. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
}
