import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { fixturePdf, toastWith } from './support/review-queues';

test('a public inquiry with two attachments is approved and the inquiry has both files; another is rejected with a reason', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/inquiries');
  const settings = page.getByRole('definition').filter({ hasText: '/inquire/' });
  const formPath = new URL((await settings.textContent())!.trim()).pathname;

  // The borrower, not signed in, opens the shared link
  const visitor = await browser.newContext();
  const borrower = await visitor.newPage();
  await borrower.goto(formPath);
  await expect(borrower.getByRole('heading', { name: 'Loan inquiry — Harborline Capital' })).toBeVisible();
  await expectNoSeriousA11yViolations(borrower, 'the public inquiry form');
  await borrower.getByLabel('Your name').fill('Priya Natarajan');
  await borrower.getByLabel('Email').fill('priya@example.com');
  await borrower.getByLabel('Property address').fill('210 Palm Ave, Sarasota, FL 34236');
  await borrower.getByLabel('Loan amount ($)').fill('$480,000');
  await borrower.getByLabel('Loan type').selectOption('Fix-and-Flip');
  await borrower.getByLabel(/^Documents/).setInputFiles([
    { name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: fixturePdf('appraisal-summary.pdf') },
    { name: 'purchase-contract.pdf', mimeType: 'application/pdf', buffer: fixturePdf('appraisal-summary.pdf') },
  ]);
  await borrower.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(borrower.getByRole('status')).toHaveText('Thank you! Your inquiry was received with 2 document(s). We will be in touch.');
  await visitor.close();

  const card = page.getByRole('article', { name: 'Priya Natarajan', exact: true });
  await expect(card).toContainText('$480,000');
  await expect(card.getByRole('list', { name: 'Attachments' })).toContainText('bank-statement.pdf');
  await expectNoSeriousA11yViolations(page, 'Inquiries');
  // Before deciding, an attachment is previewed in a new tab and downloaded, both through signed URLs.
  const [preview] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: 'Preview bank-statement.pdf' }).click()]);
  await preview.waitForLoadState();
  expect(preview.url()).toMatch(/\/api\/storage\/inquiry-files\/.+inline=1/);
  await preview.close();
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download purchase-contract.pdf' }).click()]);
  expect(download.suggestedFilename()).toBe('purchase-contract.pdf');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Success')).toContainText('Inquiry approved and 2 attachment(s) transferred.');
  await expect(card).toHaveCount(0);

  const approved = page.getByRole('article', { name: 'Inquiry Priya Natarajan' });
  await expect(approved).toContainText('new');
  const files = approved.getByRole('list', { name: 'Inquiry files' });
  await expect(files.getByRole('button')).toHaveText(['bank-statement.pdf', 'purchase-contract.pdf']);
  // An inquiry's PDF opens in the annotating viewer too.
  await files.getByRole('link', { name: 'Open bank-statement.pdf in the viewer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'bank-statement.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as new version' })).toBeVisible();
  await page.goBack();

  // A second inquiry from the same form, rejected with a reason
  const again = await browser.newContext();
  const other = await again.newPage();
  await other.goto(formPath);
  await other.getByLabel('Your name').fill('Tom Outofarea');
  await other.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(other.getByRole('status')).toContainText('Thank you!');
  await again.close();
  const pending = page.getByRole('article', { name: 'Tom Outofarea', exact: true });
  await pending.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the inquiry from Tom Outofarea' });
  await dialog.getByLabel('Reason').fill('Outside our lending area');
  await dialog.getByRole('button', { name: 'Reject Inquiry' }).click();
  await expect(toastWith(page, 'Inquiry rejected successfully.')).toBeVisible();
  await expect(pending).toHaveCount(0);

  // Convert the approved inquiry into a deal through the prefilled form
  await approved.getByRole('button', { name: 'Convert to Deal' }).click();
  const dealForm = page.getByRole('dialog', { name: 'New Deal' });
  await expect(dealForm.getByLabel('Property Address', { exact: true })).toHaveValue('210 Palm Ave, Sarasota, FL 34236');
  await expect(dealForm.getByLabel('Loan Amount', { exact: true })).toHaveValue(/480,?000/);
  await dealForm.getByRole('button', { name: 'Create Deal' }).click();
  await expect(toastWith(page, 'created successfully!')).toBeVisible();
  await expect(approved.getByText('converted')).toBeVisible();
});
