import { test as base, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';

type StorageState = Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;

/**
 * `test` whose pages start signed in as the e2e super_admin. The sign-in goes through the /auth form once per
 * worker and its cookies are reused by every test (and every extra context through `adminState`): the server
 * allows only a few sign-ins per address in 15 minutes, and the whole suite shares one server.
 */
export const test = base.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInAsAdmin(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
});

export { expect };

/** Waits until the tab's realtime channel has joined, so changes made from now on reach it. */
export async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'joined');
}

/** 'YYYY-MM-DD' of today plus some days, in the local time zone (the browser and server share it in e2e). */
export function isoDayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
