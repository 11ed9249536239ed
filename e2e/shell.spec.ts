import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { expect, test, waitForRealtime } from './support/signed-in-test';

// SPEC §2 "Navigation layout" and "Route table", §4 (theme, sidebar, realtime states), on a desktop and a phone.

/** The rendered entries, in order: Marketplace and Prospecting are defined but never rendered. */
const ENTRIES: readonly { path: string; label: string }[] = [
  { path: '/', label: 'Dashboard' },
  { path: '/deals', label: 'Deals' },
  { path: '/contacts', label: 'Contacts' },
  { path: '/borrower-updates', label: 'Borrower Updates' },
  { path: '/email-files', label: 'Email Files' },
  { path: '/inquiries', label: 'Inquiries' },
  { path: '/leads', label: 'Leads' },
  { path: '/nurture', label: 'Nurture' },
  { path: '/campaigns', label: 'Email Campaigns' },
  { path: '/tasks', label: 'Tasks' },
  { path: '/documents', label: 'Documents' },
  { path: '/analytics', label: 'Analytics' },
  { path: '/audit-trail', label: 'Audit Trail' },
  { path: '/settings', label: 'Settings' },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** An entry's link; a count badge may follow the label. */
const entryName = (label: string) => new RegExp(`^${label}\\s*\\d*$`);

function entryLink(nav: Locator, label: string): Locator {
  return nav.getByRole('link', { name: entryName(label) });
}

async function expectOnlyActive(nav: Locator, label: string): Promise<void> {
  await expect(entryLink(nav, label)).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

async function expectDashboardLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-active-pipeline')).toBeVisible();
}

/** The visible theme toggle (the sidebar's on a desktop, the top bar's on a phone), by its title. */
function themeButton(page: Page, title: 'Switch to dark mode' | 'Switch to light mode'): Locator {
  return page.getByRole('button', { name: title }).and(page.getByTitle(title));
}

async function expectNoMarketplaceOrProspecting(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: /Marketplace|Prospecting/ })).toHaveCount(0);
}

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: DESKTOP });

  test('every sidebar entry navigates and is the one active entry', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('listitem')).toHaveText(ENTRIES.map(({ label }) => entryName(label)));
    await expect(page.getByTestId('org-short-name')).toHaveText('Harborline');
    await expect(page.getByText('Operating System')).toBeVisible();
    await expectNoMarketplaceOrProspecting(page);
    await expectOnlyActive(nav, 'Dashboard');

    for (const { path, label } of [...ENTRIES.slice(1), ENTRIES[0]!]) {
      await entryLink(nav, label).click();
      await expectPath(page, path);
      await expectOnlyActive(nav, label);
    }
  });

  test('the collapsed sidebar and the dark theme survive a reload', async ({ page }) => {
    await page.goto('/deals');
    const sidebar = page.locator('aside[data-collapsed]');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    // Icon-only: the entries keep their names, the active one included.
    await expectOnlyActive(page.getByRole('navigation', { name: 'Main navigation' }), 'Deals');

    await themeButton(page, 'Switch to dark mode').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => [localStorage.getItem('sidebar-collapsed'), localStorage.getItem('theme')])).toEqual([
      'true',
      'dark',
    ]);

    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Switch to light mode')).toBeVisible();

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await themeButton(page, 'Switch to light mode').click();
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Switch to dark mode')).toBeVisible();
  });

  test('a pending inquiry created through the API shows in another signed-in tab without a reload', async ({ browser, adminState, baseURL }) => {
    const watcherContext = await browser.newContext({ storageState: adminState, baseURL, viewport: DESKTOP });
    const actorContext = await browser.newContext({ storageState: adminState, baseURL });
    try {
      const watcher = await watcherContext.newPage();
      await watcher.goto('/');
      await expectDashboardLoaded(watcher);
      await waitForRealtime(watcher);

      const badges = (await (await actorContext.request.get('/api/badges')).json()) as { inquiries: number };
      const badge = watcher.getByTestId('badge-inquiries');
      if (badges.inquiries === 0) await expect(badge).toHaveCount(0);
      else await expect(badge).toHaveText(String(badges.inquiries));
      // A marker that a reload would wipe.
      await watcher.evaluate(() => Object.assign(window, { __sameDocument: true }));

      const created = await actorContext.request.post('/api/inquiries/pending', {
        data: { borrower_name: 'Realtime Test Borrower', property_address: '9 Signal Way, Austin TX 78701', loan_amount: 250000 },
      });
      expect(created.status(), await created.text()).toBe(201);

      await expect(badge).toHaveText(String(badges.inquiries + 1), { timeout: 5_000 });
      // The dashboard's queue follows the same live count.
      await expect(watcher.getByTestId('pending-reviews').locator('[data-queue="inquiries"]')).toContainText(String(badges.inquiries + 1));
      expect(await watcher.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      await watcherContext.close();
      await actorContext.close();
    }
  });

  test('the shell and the dashboard pass an accessibility scan in both themes', async ({ page }) => {
    await page.goto('/');
    await expectDashboardLoaded(page);
    await expectNoSeriousA11yViolations(page, 'desktop, light');

    await themeButton(page, 'Switch to dark mode').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page, 'desktop, dark');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expectNoSeriousA11yViolations(page, 'desktop, dark, collapsed sidebar');
  });

  test('a page that throws shows the error screen', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lender-os:e2e-throw', '1'));
    await page.goto('/deals?__throw=1');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Test error: this page was asked to throw (__throw=1).')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: PHONE });

  test('the Menu sheet opens and every entry navigates and is active', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await expectNoMarketplaceOrProspecting(page);

    const sheet = page.getByRole('dialog', { name: 'Menu' });
    for (const { path, label } of [...ENTRIES.slice(1), ENTRIES[0]!]) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText('Navigate your account.')).toBeVisible();
      const nav = sheet.getByRole('navigation', { name: 'Mobile navigation' });
      await expect(nav.getByRole('listitem')).toHaveText(ENTRIES.map((entry) => entryName(entry.label)));
      await entryLink(nav, label).click();
      await expect(sheet).toBeHidden();
      await expectPath(page, path);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await expectOnlyActive(sheet.getByRole('navigation', { name: 'Mobile navigation' }), label);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(sheet).toBeHidden();
    }
  });

  test('the bottom navigation navigates and marks the active entry', async ({ page }) => {
    await page.goto('/');
    const bottom = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bottom).toBeVisible();
    for (const { path, label } of ENTRIES.filter((entry) => ['/deals', '/contacts', '/inquiries', '/tasks', '/'].includes(entry.path))) {
      await entryLink(bottom, label).click();
      await expectPath(page, path);
      await expectOnlyActive(bottom, label);
    }
  });

  test('the dark theme survives a reload', async ({ page }) => {
    await page.goto('/');
    await themeButton(page, 'Switch to dark mode').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(themeButton(page, 'Switch to light mode')).toBeVisible();
  });

  test('the shell, the Menu sheet and the dashboard pass an accessibility scan in both themes', async ({ page }) => {
    await page.goto('/');
    await expectDashboardLoaded(page);
    await expectNoSeriousA11yViolations(page, 'phone, light');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'phone, light, Menu sheet');
    await page.getByRole('button', { name: 'Close menu' }).click();

    await themeButton(page, 'Switch to dark mode').click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoSeriousA11yViolations(page, 'phone, dark');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'phone, dark, Menu sheet');
  });
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a protected page sends the visitor to /auth', async ({ page }) => {
    await page.goto('/deals');
    await expectPath(page, '/auth');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
