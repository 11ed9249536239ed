import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { expect, test } from './support/signed-in-test';

// Issue 5 "Pipeline stages are per organization, editable in Settings" and the Organization tab, as the e2e
// super_admin clicks them. Every test puts back what it changed (the server's database lives for the whole run).

interface Stage {
  id: string;
  name: string;
  position: number;
}

async function savedStages(page: Page): Promise<Stage[]> {
  const response = await page.request.get('/api/stages');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Stage[] };
  return items.sort((a, b) => a.position - b.position);
}

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('an admin renames, adds and reorders stages; the board shows them as its columns', async ({ page }) => {
  const original = await savedStages(page);
  expect(original.length).toBeGreaterThan(2);
  const renamed = original[1] as Stage;
  try {
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Pipeline' })).toHaveAttribute('aria-selected', 'true');
    const pipeline = page.getByRole('form', { name: 'Pipeline stages' });
    await expect(pipeline.getByLabel('Name of stage 1')).toHaveValue(original[0]?.name ?? '');
    await expectNoSeriousA11yViolations(page, '/settings (pipeline)');

    // the client refuses what the server would, next to the stage
    await pipeline.getByLabel('Name of stage 2').fill(original[0]?.name.toUpperCase() ?? '');
    await pipeline.getByRole('button', { name: 'Save pipeline' }).click();
    await expect(pipeline.getByText('Stage names must be unique.')).toBeVisible();
    await expect(pipeline.getByLabel('Name of stage 2')).toBeFocused();

    await pipeline.getByLabel('Name of stage 2').fill('Credit Review');
    await pipeline.getByRole('button', { name: 'Add stage' }).click();
    const added = pipeline.getByLabel(`Name of stage ${original.length + 1}`);
    await expect(added).toBeFocused();
    await added.fill('Post-Closing');

    // reorder from the keyboard: focus stays on the moved stage's button
    const moveUp = pipeline.getByRole('button', { name: 'Move Post-Closing up' });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(pipeline.getByLabel(`Name of stage ${original.length}`)).toHaveValue('Post-Closing');
    await expect(moveUp).toBeFocused();

    await pipeline.getByRole('button', { name: 'Save pipeline' }).click();
    await expect(toast(page, 'Pipeline saved')).toBeVisible();

    const expected = original.map((stage) => (stage.id === renamed.id ? 'Credit Review' : stage.name));
    expected.splice(expected.length - 1, 0, 'Post-Closing');
    expect((await savedStages(page)).map((stage) => stage.name)).toEqual(expected);

    await page.goto('/deals');
    await page.getByRole('tab', { name: 'Board' }).click();
    await expect(page.locator('section[data-stage="Credit Review"]')).toBeVisible();
    await expect(page.locator('section[data-stage="Post-Closing"]')).toBeVisible();
    await expect(page.locator(`section[data-stage="${renamed.name}"]`)).toHaveCount(0);
    await expect(page.locator('section[data-stage]')).toHaveCount(expected.length);
    const columns = await page.locator('section[data-stage]').evaluateAll((sections) => sections.map((s) => s.getAttribute('data-stage')));
    expect(columns).toEqual(expected);
  } finally {
    const restored = await page.request.put('/api/stages', { data: { stages: original.map(({ id, name }) => ({ id, name })) } });
    expect(restored.ok()).toBe(true);
  }
  expect((await savedStages(page)).map((stage) => stage.name)).toEqual(original.map((stage) => stage.name));
});

test('the organization short name is edited in Settings and shows in the sidebar', async ({ page }) => {
  const before = (await (await page.request.get('/api/organization/settings')).json()) as { short_name: string; deal_id_prefix: string };
  try {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Organization' }).click();
    await expect(page).toHaveURL(/[?&]tab=organization\b/);

    const sidebarName = page.getByTestId('org-short-name');
    await expect(sidebarName).toHaveText(before.short_name);
    await expect(page.getByLabel('Deal id prefix')).toHaveValue(before.deal_id_prefix);
    await expect(page.getByLabel('Deal id prefix')).not.toBeEditable();
    await expectNoSeriousA11yViolations(page, '/settings?tab=organization');

    await page.getByLabel('Short name').fill('Harbor E2E');
    await page.getByRole('button', { name: 'Save organization' }).click();
    await expect(toast(page, 'Organization saved')).toBeVisible();
    await expect(sidebarName).toHaveText('Harbor E2E');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Short name')).toHaveValue('Harbor E2E');
  } finally {
    const restored = await page.request.patch('/api/organization/settings', { data: { short_name: before.short_name } });
    expect(restored.ok()).toBe(true);
  }
});

test("the user menu's Admin Panel link opens the Admin Panel tab", async ({ page }) => {
  await page.goto('/settings?tab=admin');
  await expect(page.getByRole('tab', { name: 'Admin Panel' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a user' })).toBeVisible();
});
