import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { createDeal, fixturePdf, sendMail, toastWith } from './support/review-queues';

const image = readFileSync(new URL('../../shared/fixtures/documents/front-elevation.jpg', import.meta.url));

async function uploadTwo(page: Page, dealId: string) {
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload to a deal' });
  await dialog.getByLabel('Find a deal').fill(dealId);
  await dialog.getByLabel('Deal', { exact: true }).selectOption(dealId);
  await dialog.locator('#upload-files').setInputFiles([
    { name: 'Appraisal summary.pdf', mimeType: 'application/pdf', buffer: fixturePdf('appraisal-summary.pdf') },
    { name: 'front elevation.jpg', mimeType: 'image/jpeg', buffer: image },
  ]);
  await dialog.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(toastWith(page, '2 files uploaded')).toBeVisible();
  await expect(dialog.getByText('Uploaded')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
}

test('the Documents library uploads two files to a deal, filters, previews and downloads them', async ({ page }) => {
  await signInAsAdmin(page);
  const dealId = await createDeal(page.request, { borrower_first_name: 'Ida', borrower_last_name: 'Lark', borrower_name: 'Ida Lark', property_address: '31 Quarry Ln, Austin, TX 78701' });
  await uploadTwo(page, dealId);

  await page.getByLabel('Deal', { exact: true }).fill(dealId);
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const pdfRow = table.getByRole('row').filter({ hasText: 'Appraisal summary.pdf' });
  await expect(pdfRow).toContainText('Appraisal'); // the category suggested from its name
  await expect(pdfRow).toContainText('31 Quarry Ln');
  await expectNoSeriousA11yViolations(page, 'Documents');

  await page.getByLabel('File type').selectOption('image');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Preview front elevation.jpg' }).click();
  const preview = page.getByRole('dialog', { name: 'front elevation.jpg' });
  await expect(preview.getByRole('img', { name: 'front elevation.jpg' })).toHaveJSProperty('complete', true);
  expect(await preview.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('File type').selectOption('pdf');
  await expect(table.getByRole('row')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download Appraisal summary.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Appraisal summary.pdf');
  expect(readFileSync(await file.path()).equals(fixturePdf('appraisal-summary.pdf'))).toBe(true);

  // Recategorise: audited, and the filter follows it.
  await table.getByRole('button', { name: 'Edit Appraisal summary.pdf' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Appraisal summary.pdf' });
  await edit.getByLabel('Category').selectOption('title');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'File updated')).toBeVisible();
  await page.getByLabel('Category').selectOption('title');
  await expect(table.getByRole('row').filter({ hasText: 'Appraisal summary.pdf' })).toBeVisible();
});

test('the PDF viewer keeps a highlight, a note and an ink stroke across a reload and writes them into the downloaded PDF', async ({ page }) => {
  await signInAsAdmin(page);
  const dealId = await createDeal(page.request, { borrower_first_name: 'Otto', borrower_last_name: 'Vance', borrower_name: 'Otto Vance', property_address: '8 Mill Rd, Boise, ID 83702' });
  await uploadTwo(page, dealId);
  await page.getByRole('row').filter({ hasText: dealId }).getByRole('link', { name: 'Open Appraisal summary.pdf' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appraisal summary.pdf' })).toBeVisible();
  const firstPage = page.getByRole('region', { name: 'Page 1' });
  const firstLine = firstPage.locator('.textLayer span').filter({ hasText: 'APPRAISAL REPORT' }).first();
  await expect(firstLine).toBeVisible();

  // Highlight: select text with the Highlight tool on.
  await page.getByRole('button', { name: 'Highlight', exact: true }).click();
  const box = (await firstLine.boundingBox())!;
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /^Highlight: APPRAISAL REPORT/ })).toHaveCount(1);

  // Free text: click where the note goes, type it.
  await page.getByRole('button', { name: 'Free text' }).click();
  const pageBox = (await firstPage.boundingBox())!;
  await page.mouse.click(pageBox.x + pageBox.width * 0.55, pageBox.y + pageBox.height * 0.25);
  await page.getByLabel('Note text').fill('Check comps against the title commitment');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('button', { name: 'Note: Check comps against the title commitment' })).toBeVisible();

  // Ink: draw a stroke (where the page is now: the toolbar's options change with the tool).
  await page.getByRole('button', { name: 'Ink', exact: true }).click();
  await page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Red' }).click();
  await expect(page.getByRole('group', { name: 'Colour' }).getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  const inkBox = (await firstPage.boundingBox())!;
  await page.mouse.move(inkBox.x + inkBox.width * 0.2, inkBox.y + inkBox.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(inkBox.x + inkBox.width * 0.3, inkBox.y + inkBox.height * 0.35, { steps: 5 });
  await page.mouse.move(inkBox.x + inkBox.width * 0.4, inkBox.y + inkBox.height * 0.3, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Ink drawing' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(toastWith(page, 'New version saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'PDF viewer');

  await page.reload();
  await expect(page.getByRole('button', { name: /^Highlight: APPRAISAL REPORT/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Note: Check comps against the title commitment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ink drawing' })).toHaveCount(1);
  await expect(page.getByLabel('Version')).toContainText('v1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download this version' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Appraisal summary (annotated v1).pdf');
  const bytes = readFileSync(await file.path()).toString('latin1');
  expect(bytes).toMatch(/\/Subtype \/Highlight/);
  expect(bytes).toMatch(/\/Subtype \/FreeText/);
  expect(bytes).toMatch(/\/Subtype \/Ink/);
  if (existsSync('/usr/bin/pdftotext')) {
    expect(execFileSync('pdftotext', ['-raw', await file.path(), '-']).toString()).toContain('Check comps against the title commitment');
  }

  // The audit trail has the save.
  const audit = await page.request.get('/api/audit-log?action=file_annotations_saved');
  const entries = ((await audit.json()) as { items: { new_values: { count: number }; metadata: { file_name: string } }[] }).items;
  expect(entries.some((entry) => entry.metadata.file_name === 'Appraisal summary.pdf' && entry.new_values.count === 3)).toBe(true);
});

test('the viewer redacts a line and turns a page, saved as a new version whose text is truly gone; thumbnails in list and grid', async ({ page }) => {
  await signInAsAdmin(page);
  const dealId = await createDeal(page.request, { borrower_first_name: 'Rhea', borrower_last_name: 'Stone', borrower_name: 'Rhea Stone', property_address: '2 Flint Ct, Reno, NV 89501' });
  await uploadTwo(page, dealId);

  // Thumbnails: the PDF's first page drawn by the server, the image itself; in the list and in the grid.
  await page.getByLabel('Deal', { exact: true }).fill(dealId);
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const thumbnail = table.getByRole('img', { name: 'First page of Appraisal summary.pdf' });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Grid' }).click();
  const grid = page.getByRole('list', { name: 'Documents' });
  await expect(grid.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => grid.getByRole('img', { name: 'First page of front elevation.jpg' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, 'Documents grid');

  await grid.getByRole('link', { name: 'Open Appraisal summary.pdf' }).click();
  const firstPage = page.getByRole('region', { name: 'Page 1' });
  const firstLine = firstPage.locator('.textLayer span').filter({ hasText: 'APPRAISAL REPORT' }).first();
  await expect(firstLine).toBeVisible();

  await page.getByRole('button', { name: 'Redact', exact: true }).click();
  const line = (await firstLine.boundingBox())!;
  await page.mouse.move(line.x - 4, line.y - 4);
  await page.mouse.down();
  await page.mouse.move(line.x + line.width + 4, line.y + line.height + 4, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: 'Redaction' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByRole('button', { name: 'Rotate page' }).click();
  await expect(page.locator('[data-rotation="90"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save as new version' }).click();
  await expect(toastWith(page, 'New version saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Redaction' })).toHaveCount(1);
  await expect(page.locator('[data-rotation="90"]')).toHaveCount(1);
  await expect(page.getByLabel('Version')).toContainText('v1');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download this version' }).click();
  const version = await (await download).path();
  if (existsSync('/usr/bin/pdftotext')) {
    expect(execFileSync('pdftotext', [version, '-']).toString()).not.toContain('SALIENT FACTS');
    expect(execFileSync('pdfinfo', ['-f', '1', '-l', '1', version]).toString()).toMatch(/Page\s+1 rot:\s+90/);
  }
  // The original is kept, text and all.
  const original = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download original' }).click();
  expect(readFileSync(await (await original).path()).equals(fixturePdf('appraisal-summary.pdf'))).toBe(true);
});

test('an e-mailed PDF opens in the viewer from Email Files before it is approved, read only', async ({ page }) => {
  await signInAsAdmin(page);
  const dealId = await createDeal(page.request, { borrower_first_name: 'Vic', borrower_last_name: 'Hale', borrower_name: 'Vic Hale', property_address: '70 Dock Rd, Mobile, AL 36602' });
  await sendMail({ to: `deal+${dealId}@inbox.harborline.example`, subject: 'Appraisal', attachments: [{ filename: 'viewer-check.pdf', content: fixturePdf('appraisal-summary.pdf') }] });
  await page.goto('/email-files');
  const deal = page.getByRole('region', { name: `Deal ${dealId}` });
  await deal.getByRole('link', { name: 'Open viewer-check.pdf in the viewer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'viewer-check.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Page 1' }).locator('.textLayer span').filter({ hasText: 'APPRAISAL REPORT' }).first()).toBeVisible();
  await expect(page.getByText('Annotations can be added once this file is approved into a deal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as new version' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Email Files' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Files' })).toBeVisible();
});
