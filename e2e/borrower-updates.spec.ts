import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { latestMail, linkIn, signInApiAsAdmin } from './support/mail';
import { createDeal, fixturePdf, toastWith } from './support/review-queues';

test('a borrower opens the mailed link and submits; staff approve; the deal shows the new values and the audit trail who approved', async ({ page, request, browser }) => {
  await signInApiAsAdmin(request);
  const email = `owen.${Date.now()}@example.com`;
  const dealId = await createDeal(request, {
    borrower_first_name: 'Owen', borrower_last_name: 'Briggs', borrower_name: 'Owen Briggs', borrower_email: email,
    property_address: '18 Cypress Ln, Naples, FL 34102', loan_amount: 250000,
  });

  await signInAsAdmin(page);
  await page.getByRole('link', { name: /^Borrower Updates/ }).first().click();
  await page.getByLabel('Deal ID').fill(dealId);
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(toastWith(page, 'Update requested')).toContainText(email);

  const link = linkIn(await latestMail(email, 'notification'));
  expect(new URL(link).pathname).toBe(`/borrower-update/${dealId}`);

  const visitor = await browser.newContext();
  const borrower = await visitor.newPage();
  // A tampered link is refused with a clear message
  await borrower.goto(link.replace(/token=(.{6})/, 'token=AAAAAA'));
  await expect(borrower.getByRole('alert')).toContainText('This link cannot be used');
  await expect(borrower.getByRole('alert')).toContainText('This update link is not valid. Please use the link from your email or ask your lender for a new one.');
  // The deal id alone is not enough either
  await borrower.goto(`/borrower-update/${dealId}`);
  await expect(borrower.getByRole('alert')).toContainText('This update link is not valid.');

  await borrower.goto(link);
  await expect(borrower.getByText('Loan for 18 Cypress Ln, Naples, FL 34102')).toBeVisible();
  await expectNoSeriousA11yViolations(borrower, 'the borrower update form');
  await borrower.getByLabel('Phone').fill('(239) 555-0143');
  await borrower.getByLabel('Employer').fill('Gulf Coast Marine');
  await borrower.getByLabel('Loan amount ($)').fill('$310,000');
  await borrower.getByLabel(/^Documents to upload/).setInputFiles({ name: 'insurance-binder.pdf', mimeType: 'application/pdf', buffer: fixturePdf('appraisal-summary.pdf') });
  await borrower.getByRole('button', { name: 'Submit Update' }).click();
  await expect(borrower.getByRole('status')).toContainText('Your update was sent to your lender for review.');
  await visitor.close();

  const card = page.getByRole('region', { name: `Update request for ${dealId}` });
  await expect(card).toContainText('Submitted');
  const amount = card.getByRole('row').filter({ hasText: 'Requested loan amount' });
  await expect(amount).toContainText('250000');
  await expect(amount).toContainText('310000');
  await expectNoSeriousA11yViolations(page, 'Borrower Updates');
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: "Approve the borrower's update" });
  await dialog.getByLabel('Review notes').fill('Verified with the borrower by phone');
  await dialog.getByRole('button', { name: 'Approve Submission' }).click();
  await expect(toastWith(page, 'Submission approved successfully')).toBeVisible();
  await expect(card).toContainText('Completed');

  await page.goto(`/deals/${dealId}`);
  await expect(page.getByText('$310,000.00').or(page.getByText('$310,000')).first()).toBeVisible();
  await expect(page.getByText('(239) 555-0143').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Deal files' })).toContainText('insurance-binder.pdf');

  await page.goto('/audit-trail');
  await page.getByLabel('Action').selectOption('borrower_update_approved');
  const row = page.getByRole('row').nth(1);
  await expect(row).toContainText('borrower_update_approved');
  await expect(row).toContainText('admin@e2e.test');

  // The filtered log as CSV
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines.slice(1).every((line) => line.includes(',borrower_update_approved,'))).toBe(true);
  expect(csv).toContain('Verified with the borrower by phone');
});
