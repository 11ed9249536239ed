import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { toastWith } from './support/review-queues';

test('a lead captured by the public form appears on the board live and is dragged to Qualified', async ({ page, browser }) => {
  await signInAsAdmin(page);
  // Other specs leave hundreds of leads in this organization: the board is narrowed to the one captured here.
  await page.goto('/leads?view=board&q=Marisol');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(page.locator('section[data-status="new"]')).toContainText('No leads');
  await expectNoSeriousA11yViolations(page, 'Leads board');

  await page.getByRole('button', { name: 'Lead Form' }).click();
  const formDialog = page.getByRole('dialog', { name: 'Public lead form' });
  const link = await formDialog.getByLabel('Link').inputValue();
  await expect(formDialog.getByLabel('Embeddable HTML')).toHaveValue(`<iframe src="${link}" title="Loan enquiry" width="100%" height="760" style="border:0"></iframe>`);
  await page.keyboard.press('Escape');

  // A prospective borrower, not signed in, fills the form on the lender's website
  const visitor = await browser.newContext();
  const prospect = await visitor.newPage();
  await prospect.goto(new URL(link).pathname);
  await expect(prospect.getByRole('heading', { name: 'Talk to Harborline Capital' })).toBeVisible();
  await expectNoSeriousA11yViolations(prospect, 'the public lead form');
  await prospect.getByRole('button', { name: 'Send' }).click();
  await expect(prospect.getByRole('alert')).toHaveText('Name is required');
  await prospect.getByLabel('Your name').fill('Marisol Ortega');
  await prospect.getByLabel('Email').fill('marisol@example.com');
  await prospect.getByLabel('Loan amount ($)').fill('$275,000');
  await prospect.getByLabel('Loan type').selectOption('Fix-and-Flip');
  await prospect.getByLabel('Anything else?').fill('Closing on a duplex next month');
  await prospect.getByRole('button', { name: 'Send' }).click();
  await expect(prospect.getByRole('status')).toHaveText('Thank you. A loan officer will be in touch shortly.');
  await visitor.close();

  // No reload: the realtime channel brings it onto the board
  const card = page.locator('section[data-status="new"]').getByRole('article', { name: 'Marisol Ortega' });
  await expect(card).toContainText('$275,000');
  await card.dragTo(page.locator('section[data-status="qualified"]'));
  await expect(toastWith(page, 'Lead updated')).toContainText('Marisol Ortega is now Qualified.');
  await expect(page.locator('section[data-status="qualified"]').getByRole('article', { name: 'Marisol Ortega' })).toBeVisible();

  // The drawer's timeline has the capture and the status change
  await page.locator('section[data-status="qualified"]').getByRole('button', { name: 'Marisol Ortega' }).click();
  const drawer = page.getByRole('dialog', { name: 'Marisol Ortega' });
  await expect(drawer.getByText('Captured by the website form')).toBeVisible();
  await expect(drawer.getByText('Status changed from New to Qualified')).toBeVisible();
});

test('a lead is created, worked, and converted into a deal through the prefilled New Deal form', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/leads');
  await page.getByRole('button', { name: 'New Lead' }).click();
  const form = page.getByRole('dialog', { name: 'New Lead' });
  await form.getByLabel('Name').fill('derek holloway');
  await form.getByLabel('Email').fill('derek@example.com');
  await form.getByLabel('Source').selectOption('broker');
  await form.getByLabel('Loan type').selectOption('Purchase');
  await form.getByLabel('Loan amount').fill('640000');
  await form.getByLabel('Property').fill('88 Harbor View Dr, Tampa, FL 33602');
  await form.getByLabel('Tags').fill('vip');
  await form.getByRole('button', { name: 'Create Lead' }).click();
  await expect(toastWith(page, 'Lead created')).toContainText('Derek Holloway');

  const row = page.getByRole('table', { name: 'Leads' }).getByRole('row', { name: /Derek Holloway/ });
  await expect(row).toContainText('Broker');
  await expectNoSeriousA11yViolations(page, 'Leads table');

  // A duplicate is refused with the reason
  await page.getByRole('button', { name: 'New Lead' }).click();
  await form.getByLabel('Name').fill('Someone Else');
  await form.getByLabel('Email').fill('derek@example.com');
  await form.getByRole('button', { name: 'Create Lead' }).click();
  await expect(form.getByText('A lead with this email already exists: Derek Holloway.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await row.getByRole('button', { name: 'Derek Holloway' }).click();
  const drawer = page.getByRole('dialog', { name: 'Derek Holloway' });
  await drawer.getByLabel('Log a').selectOption('call');
  await drawer.getByLabel('What happened').fill('Spoke about the purchase; sending the application');
  await drawer.getByRole('button', { name: 'Log Activity' }).click();
  await expect(drawer.getByText('Status changed from New to Contacted')).toBeVisible();

  await drawer.getByRole('button', { name: 'Convert to Deal' }).click();
  const dealForm = page.getByRole('dialog', { name: 'New Deal' });
  await expect(dealForm.getByLabel('Property Address', { exact: true })).toHaveValue('88 Harbor View Dr, Tampa, FL 33602');
  await expect(dealForm.getByLabel('Loan Amount', { exact: true })).toHaveValue(/640,?000/);
  await dealForm.getByRole('button', { name: 'Create Deal' }).click();
  await expect(toastWith(page, 'Lead converted')).toBeVisible();
  await expect(drawer.getByText('Converted', { exact: true }).first()).toBeVisible();
  const dealLink = drawer.getByRole('link', { name: /^Deal / });
  await expect(dealLink).toBeVisible();
  await expect(drawer.getByText(/^Converted into deal /)).toBeVisible();
  await expect(drawer.getByText('Spoke about the purchase; sending the application')).toBeVisible();

  // The borrower became a contact
  await page.goto('/contacts?q=Derek');
  await expect(page.getByText('Derek Holloway').first()).toBeVisible();
});

test('a CSV of 500 leads with a bad row: the check names the row and nothing is imported; the fixed file imports once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/leads');
  const csv = (bad: boolean) =>
    Buffer.from(
      ['Full Name,E-mail,Loan Amount,Tags', ...Array.from({ length: 500 }, (_, i) => (bad && i === 99 ? `Broken Row,broken@example.com,a lot,csv` : `Csv Person ${i},csv${i}@example.com,"$120,000",csv`))].join('\n'),
    );

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import leads' });
  await dialog.getByLabel('CSV file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: csv(true) });
  await expect(dialog.getByLabel('Column “Full Name”')).toHaveValue('name');
  await expect(dialog.getByLabel('Column “E-mail”')).toHaveValue('email');
  await expect(dialog.getByRole('table', { name: 'Import preview' })).toContainText('Csv Person 0');
  await expectNoSeriousA11yViolations(page, 'Import leads');
  await dialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(dialog.getByText('Row 101: loan_amount: Enter the loan amount as a number.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  await dialog.getByLabel('CSV file').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: csv(false) });
  await dialog.getByRole('button', { name: 'Check Rows' }).click();
  await expect(dialog.getByText('All 500 rows are valid.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 500 Leads' }).click();
  await expect(toastWith(page, 'Leads imported')).toContainText('500 leads imported.');
  await page.getByLabel('Tag').selectOption('csv');
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row')).toHaveCount(501);
});
