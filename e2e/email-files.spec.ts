import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { signInApiAsAdmin } from './support/mail';
import { createDeal, fixturePdf, sendMail, toastWith } from './support/review-queues';

const expectEmailFilesBadge = (page: Page, count: number) =>
  count === 0 ? expect(page.getByTestId('badge-email-files')).toHaveCount(0) : expect(page.getByTestId('badge-email-files').first()).toHaveText(String(count));

test('a file e-mailed to deal+{id}@ shows in Email Files and the badge, is approved onto the deal; another is rejected with a reason', async ({ page, request }) => {
  await signInApiAsAdmin(request);
  const dealId = await createDeal(request, { borrower_first_name: 'Mara', borrower_last_name: 'Quill', borrower_name: 'Mara Quill', property_address: '44 Wharf St, Tampa, FL 33602' });
  const before = ((await (await request.get('/api/badges')).json()) as { emailFiles: number }).emailFiles;

  await sendMail({ to: `deal+${dealId}@inbox.harborline.example`, subject: 'Appraisal', attachments: [{ filename: 'appraisal-summary.pdf', content: fixturePdf('appraisal-summary.pdf') }] });
  await sendMail({ to: 'docs@inbox.harborline.example', subject: `Title commitment for ${dealId}`, attachments: [{ filename: 'title-draft.pdf', content: fixturePdf('appraisal-summary.pdf') }] });

  await signInAsAdmin(page);
  await expect(page.getByTestId('badge-email-files').first()).toHaveText(String(before + 2));
  await page.getByRole('link', { name: /^Email Files/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email Files' })).toBeVisible();

  const deal = page.getByRole('region', { name: `Deal ${dealId}` });
  const approved = deal.getByRole('row').filter({ hasText: 'appraisal-summary.pdf' });
  await expect(approved).toContainText('escrow@titleco.example');
  await expect(deal).toContainText('44 Wharf St');
  await expectNoSeriousA11yViolations(page, 'Email Files');

  // View: the signed URL in an inline PDF preview
  await approved.getByRole('button', { name: 'View appraisal-summary.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'appraisal-summary.pdf' });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /\/api\/storage\/deal-files\/inbox\/.+expires=/);
  // What the frame loads, fetched again directly: Chromium's PDF viewer may hide the frame's own response.
  const src = (await preview.locator('iframe').getAttribute('src'))!;
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^inline;/);
  // The frame holds the file, not Chromium's error page for a refused frame
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/api/storage/deal-files/inbox/'))).toBe(true);
  expect(page.frames().some((frame) => frame.url().startsWith('chrome-error:'))).toBe(false);
  await preview.getByRole('button', { name: 'Close' }).click();

  await approved.getByRole('button', { name: 'Approve appraisal-summary.pdf' }).click();
  await expect(toastWith(page, 'File Approved')).toBeVisible();
  await expect(approved).toHaveCount(0);

  await deal.getByRole('row').filter({ hasText: 'title-draft.pdf' }).getByRole('button', { name: 'Reject title-draft.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject title-draft.pdf' });
  await dialog.getByRole('button', { name: 'Reject File' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a reason.');
  await dialog.getByLabel('Reason').fill('Draft only: wait for the signed commitment');
  await dialog.getByRole('button', { name: 'Reject File' }).click();
  await expect(toastWith(page, 'File Rejected')).toBeVisible();
  // Other specs may leave files of their own waiting: this deal's are gone and the badge is back where it was.
  await expect(deal).toHaveCount(0);
  await expectEmailFilesBadge(page, before);

  // Mail that arrives while the page is open shows up, with the badge, without a reload
  await sendMail({ to: `deal+${dealId}@inbox.harborline.example`, subject: 'Addendum', attachments: [{ filename: 'late-addendum.pdf', content: fixturePdf('appraisal-summary.pdf') }] });
  await expect(deal.getByRole('row').filter({ hasText: 'late-addendum.pdf' })).toBeVisible();
  await expectEmailFilesBadge(page, before + 1);

  const log = page.getByRole('table', { name: 'Email processing log' });
  await expect(log.getByRole('row').filter({ hasText: `Title commitment for ${dealId}` })).toContainText('Processed');

  await page.goto(`/deals/${dealId}`);
  const files = page.getByRole('list', { name: 'Deal files' });
  await expect(files).toContainText('appraisal-summary.pdf');
  await expect(files).toContainText('Received by email from escrow@titleco.example');
  await expect(files).not.toContainText('title-draft.pdf');
});
