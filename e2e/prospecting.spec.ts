import { readFileSync } from 'node:fs';
import { expect, test } from './support/signed-in-test';
import { toastWith } from './support/review-queues';
import { expectNoSeriousA11yViolations } from './support/axe-scan';

test('a prospect list: a bad row is named and nothing imported; the fixed file imports, skipping a known lead; a prospect becomes a lead', async ({ page }) => {
  const run = Date.now().toString(36);
  const known = await page.request.post('/api/leads', { data: { name: `Known Prospect ${run}`, email: `known.${run}@example.com`, source: 'event' } });
  expect(known.status(), await known.text()).toBe(201);
  const csv = (bad: boolean) =>
    Buffer.from(
      [
        'Owner Name,Email,Type,Properties,Deals,Last Active',
        `Olga Owner ${run},olga.${run}@example.com,Property Owner,6,2,${new Date().toISOString().slice(0, 10)}`,
        `Ian Investor ${run},ian.${run}@example.com,Investor,0,1,`,
        bad ? `Bert Banker ${run},bert.${run}@example.com,Banker,1,0,` : `Known Again ${run},known.${run}@example.com,Broker,0,0,`,
      ].join('\n'),
    );

  // Out of the menus (SPEC §2): reached from the Leads page.
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Prospecting' }).click();
  await expect(page.getByRole('heading', { name: 'Prospecting', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Import List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import prospects' });
  await dialog.getByLabel('List name').fill(`County owners ${run}`);
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'prospects.csv', mimeType: 'text/csv', buffer: csv(true) });
  await expect(dialog.getByLabel('Column “Owner Name”')).toHaveValue('name');
  await expect(dialog.getByLabel('Column “Type”')).toHaveValue('kind');
  await expect(dialog.getByLabel('Column “Deals”')).toHaveValue('deal_count');
  await expectNoSeriousA11yViolations(page, 'Import prospects');
  await dialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(dialog.getByText('Row 4: kind: The type must be property owner, investor or broker.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog.getByLabel('CSV file').setInputFiles({ name: 'prospects.csv', mimeType: 'text/csv', buffer: csv(false) });
  await dialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(dialog.getByText('All 2 rows are valid.')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText(`Row 4 (Known Again ${run}): Already known by email: Known Prospect ${run}.`);
  await dialog.getByRole('button', { name: 'Import 2 Prospects' }).click();
  await expect(toastWith(page, 'Prospects imported')).toContainText('2 prospects imported, 1 skipped.');

  // The new list is shown, best score first, with the rules behind each score.
  const table = page.getByRole('region', { name: 'Prospects' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText(`Olga Owner ${run}`);
  await expect(table.getByRole('row').nth(1)).toContainText('2 past deals +30, 6 properties +30, Active in the last 90 days +25');
  await page.getByLabel('Search').fill('Ian Investor');
  await expect(table.getByRole('row')).toHaveCount(2);

  // The export holds what the filters show, nothing else.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = readFileSync(await (await download).path(), 'utf8');
  expect(exported).toContain(`Ian Investor ${run}`);
  expect(exported).toContain(`ian.${run}@example.com`);
  expect(exported).not.toContain(`Olga Owner ${run}`);

  await page.getByLabel(`Select Ian Investor ${run}`).check();
  await page.getByRole('button', { name: 'Convert to Leads (1)' }).click();
  await expect(toastWith(page, '1 converted into leads')).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Ian Investor ${run}`) })).toContainText(`Lead: Ian Investor ${run}`);

  await page.goto(`/leads?q=${encodeURIComponent(`Ian Investor ${run}`)}`);
  await expect(page.getByRole('table', { name: 'Leads' })).toContainText(`Ian Investor ${run}`);
});

test('a scheduled campaign is cancelled before it sends', async ({ page }) => {
  const run = Date.now().toString(36);
  const lead = await page.request.post('/api/leads', { data: { name: `Cancel Lead ${run}`, email: `cancel.${run}@example.com`, source: 'event', tags: [`cancel-${run}`] } });
  expect(lead.status(), await lead.text()).toBe(201);
  const template = await page.request.post('/api/email-templates', { data: { name: `Cancel template ${run}`, subject: 'Rates for {{first_name}}', html: '', text: 'Hi {{first_name}}.' } });
  expect(template.status()).toBe(201);

  await page.goto('/campaigns');
  await page.getByRole('button', { name: 'New Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByLabel('Name').fill(`Holiday rates ${run}`);
  await dialog.getByLabel('Template').selectOption({ label: `Cancel template ${run}` });
  await dialog.getByLabel('Tag').fill(`cancel-${run}`);
  await expect(dialog.getByText('1 leads match, 1 with an e-mail address.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Campaign' }).click();

  await page.getByLabel('Or schedule for').fill('2099-12-24T09:00');
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByTestId('campaign-status')).toHaveText('scheduled');
  await page.getByRole('button', { name: 'Cancel Campaign' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await expect(confirm).toContainText(`Holiday rates ${run} will not be sent.`);
  await confirm.getByRole('button', { name: 'Cancel Campaign' }).click();
  await expect(toastWith(page, 'Campaign cancelled')).toBeVisible();
  await expect(page.getByTestId('campaign-status')).toHaveText('cancelled');
  await expect(page.getByRole('button', { name: 'Cancel Campaign' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Now' })).toHaveCount(0);
  await expect(page.getByTestId('figure-recipients')).toHaveText('0');
});
