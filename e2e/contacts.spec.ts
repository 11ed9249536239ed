import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { DealFormDialog } from './support/deal-form';

test.describe.configure({ mode: 'serial' });

function contactDialog(page: Page, title: 'New Contact' | 'Edit Contact') {
  return page.getByRole('dialog', { name: title });
}

async function fillAndLeave(page: Page, scope: ReturnType<typeof contactDialog>, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

test('a contact is created with on-blur formatting, a duplicate is refused, and it can be edited', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/contacts');

  await page.getByRole('button', { name: 'New Contact' }).click();
  const dialog = contactDialog(page, 'New Contact');
  await fillAndLeave(page, dialog, 'Name', 'sean macdonald');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Sean MacDonald');
  await dialog.getByLabel('Role').selectOption('Broker');
  await fillAndLeave(page, dialog, 'Email', 'Sean@Coastline-Brokers.example');
  await expect(dialog.getByLabel('Email')).toHaveValue('sean@coastline-brokers.example');
  await fillAndLeave(page, dialog, 'Phone', '13055550142');
  await expect(dialog.getByLabel('Phone')).toHaveValue('1 (305) 555-0142');
  await fillAndLeave(page, dialog, 'Company', 'coastline brokers llc');
  await expect(dialog.getByLabel('Company')).toHaveValue('Coastline Brokers LLC');
  await dialog.getByRole('button', { name: 'Create Contact' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Sean MacDonald' });
  await expect(row).toContainText('Broker');
  await expect(row).toContainText('$0');

  // The same email again: the server's duplicate message is shown in the dialog
  await page.getByRole('button', { name: 'New Contact' }).click();
  const again = contactDialog(page, 'New Contact');
  await fillAndLeave(page, again, 'Name', 'S. MacDonald');
  await fillAndLeave(page, again, 'Email', 'SEAN@coastline-brokers.example');
  await again.getByRole('button', { name: 'Create Contact' }).click();
  await expect(again.getByRole('alert')).toHaveText('A contact with this email already exists: Sean MacDonald.');
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Role filter
  await page.getByLabel('Role').selectOption('Lender');
  await expect(page.getByRole('row').filter({ hasText: 'Sean MacDonald' })).toHaveCount(0);
  await page.getByLabel('Role').selectOption('Broker');
  await expect(page.getByRole('row').filter({ hasText: 'Sean MacDonald' })).toBeVisible();

  // Edit from the detail sheet
  await page.getByRole('button', { name: 'Sean MacDonald' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sean MacDonald' });
  await sheet.getByRole('button', { name: 'Edit Contact' }).click();
  const edit = contactDialog(page, 'Edit Contact');
  await fillAndLeave(page, edit, 'Company', 'coastline capital partners');
  await edit.getByRole('button', { name: 'Save Contact' }).click();
  await expect(edit).toBeHidden();
  await expect(sheet.getByText('Coastline Capital Partners', { exact: true })).toBeVisible();
});

test("a borrower's detail shows their deals and totals", async ({ page }) => {
  await signInAsAdmin(page);
  const form = new DealFormDialog(page);
  await form.open();
  await form.select('Loan Type', 'Fix-and-Flip');
  await form.fill('Loan Amount', '250000');
  await form.fill('Property Address', '9 elm st, tampa, fl 33602');
  await form.fill('First Name', 'dana');
  await form.fill('Last Name', 'whitfield');
  await form.fill('Email', 'dana.whitfield@example.com');
  await form.fill('Interest Rate (%)', '12');
  const dealId = await form.submitExpectingSuccess('$2,500.00');

  await page.goto('/contacts');
  await page.getByLabel('Search contacts').fill('whitfield');
  await page.getByRole('button', { name: 'Dana Whitfield' }).click();
  const sheet = page.getByRole('dialog', { name: 'Dana Whitfield' });
  const totals = sheet.getByTestId('contact-totals');
  await expect(totals).toContainText('Deals1');
  await expect(totals).toContainText('Total Volume$250,000');
  await expect(sheet.getByRole('link', { name: dealId })).toBeVisible();

  await sheet.getByRole('link', { name: dealId }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  await expect(page.getByRole('list', { name: 'Linked parties' })).toContainText('Dana Whitfield');
});
