import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin-session';
import { DealFormDialog } from './support/deal-form';

// One story, in order: the deals created first are moved and edited later (the server's database lives for the run).
test.describe.configure({ mode: 'serial' });

const created = { individual: '', entity: '' };

async function expectNoteOnDealPage(page: Page, dealId: string, lines: string[]) {
  await page.goto(`/deals/${dealId}`);
  await expect(page.getByRole('heading', { level: 1, name: dealId })).toBeVisible();
  const note = page.getByTestId('deal-note-text').first();
  for (const line of lines) await expect(note).toContainText(line);
}

async function expectContactTotals(page: Page, name: string, deals: string, volume: string) {
  await page.goto('/contacts');
  await page.getByLabel('Search contacts').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(5)).toHaveText(deals);
  await expect(row.getByRole('cell').nth(6)).toHaveText(volume);
}

test('an Individual deal: ordered validation, on-blur formatting, live calculations, success toast, list, contact, note', async ({ page }) => {
  await signInAsAdmin(page);
  const form = new DealFormDialog(page);
  await form.open();

  await expect(form.field('Borrower Type')).toHaveValue('Individual');
  await expect(form.field('Loan Term (months)')).toHaveValue('12');

  // SPEC §5 "Deal submission (checked in this order)"
  await form.submitExpectingError('Loan type is required to generate deal ID');
  await form.select('Loan Type', 'Purchase');
  await form.submitExpectingError('Valid loan amount is required');
  await form.fill('Loan Amount', '450,000');
  await form.submitExpectingError('Property address is required');
  await form.fill('Property Address', '123 main st, austin tx 78701');
  await form.submitExpectingError('First name and last name are required for individual borrowers');

  // SPEC §5 "Input formatting on blur"
  await expect(form.field('Property Address')).toHaveValue('123 Main St, Austin TX 78701');
  await form.fill('First Name', 'mary-jane');
  await expect(form.field('First Name')).toHaveValue('Mary-Jane');
  await form.fill('Last Name', "o'brien");
  await expect(form.field('Last Name')).toHaveValue("O'Brien");
  await form.fill('Email', 'Mary.OBrien@Example.COM');
  await expect(form.field('Email')).toHaveValue('mary.obrien@example.com');
  await form.fill('Phone', '5125550199');
  await expect(form.field('Phone')).toHaveValue('(512) 555-0199');

  await form.select('Loan Purpose', 'Purchase');
  await form.fill('Property Value', '600000');
  await form.fill('Interest Rate (%)', '10.5');
  await form.fill('Estimated Closing Date', '2026-03-15');
  await form.fill('Origination Points', '2');

  // SPEC §9 calculations, live
  await expect(form.calculation('LTV')).toHaveText('75.00%');
  await expect(form.calculation('Monthly Payment')).toHaveText('$3,937.50');
  await expect(form.calculation('Per Diem')).toHaveText('$131.25');
  await expect(form.calculation('Maturity Date')).toHaveText('Apr 1, 2027');
  await expect(form.calculation('First Payment Date')).toHaveText('May 1, 2026');
  await expect(form.calculation('Policy Amount')).toHaveText('$562,500.00');
  await expect(form.calculation('Origination Fee')).toHaveText('$9,000.00');

  // Values without a deal column go into the deal note
  await form.fill('Loan Number', '2612345');
  await form.fill('Credit Score', '720');
  await form.select('Exit Strategy', 'Sale');
  await form.field('LOI Sent').check();
  await form.fill('Notes', 'Borrower prefers email.');

  created.individual = await form.submitExpectingSuccess('$3,937.50');

  // The deal is in the list
  await page.getByLabel('Search deals').fill(created.individual);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${created.individual}`));
  await expect(page.getByText('1 deal', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: created.individual })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: created.individual })).toContainText("Mary-Jane O'Brien");

  // CSV export of the current view (the search is in the link)
  const exportHref = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  expect(exportHref).toBe(`/api/deals/export.csv?q=${created.individual}`);
  const csv = await page.request.get(exportHref ?? '');
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(created.individual);

  await expectContactTotals(page, "Mary-Jane O'Brien", '1', '$450,000');
  await expectNoteOnDealPage(page, created.individual, [
    'Loan Number: 2612345',
    'Credit Score: 720',
    'Exit Strategy: Sale',
    'Origination Points: 2',
    'LOI Sent: Yes',
    'Notes: Borrower prefers email.',
  ]);
  await expect(page.getByTestId('deal-stage')).toHaveText('Structure');
});

test('an Entity deal: entity name required, company and signatory formatting, toast, contact, note', async ({ page }) => {
  await signInAsAdmin(page);
  const form = new DealFormDialog(page);
  await form.open();

  await form.select('Borrower Type', 'Entity');
  await expect(form.field('First Name')).toHaveCount(0);
  await form.select('Loan Type', 'Refinance');
  await form.fill('Loan Amount', '$1,200,000');
  await form.fill('Property Address', '400 ne harbor blvd unit 4b, miami, fl 33131');
  await expect(form.field('Property Address')).toHaveValue('400 NE Harbor Blvd Unit 4B, Miami, FL 33131');
  await form.submitExpectingError('Entity name is required for entity borrowers');

  await form.fill('Entity Name', 'harbor view holdings llc');
  await expect(form.field('Entity Name')).toHaveValue('Harbor View Holdings LLC');
  await form.select('Entity Type', 'LLC');
  await form.fill('Authorized Signatory Name', 'john mcdonald');
  await expect(form.field('Authorized Signatory Name')).toHaveValue('John McDonald');
  await form.fill('Authorized Signatory Title', 'Managing Member');
  await form.fill('EIN', '12-3456789');
  await form.fill('Email', 'Deals@HarborView.example');
  await form.select('Loan Purpose', 'Refinance');
  await form.fill('Property Value', '2,000,000');
  await form.fill('Interest Rate (%)', '9');
  await form.select('Loan Term (months)', '24');

  await expect(form.calculation('LTV')).toHaveText('60.00%');
  await expect(form.calculation('Monthly Payment')).toHaveText('$9,000.00');
  await expect(form.calculation('Policy Amount')).toHaveText('$1,500,000.00');

  created.entity = await form.submitExpectingSuccess('$9,000.00');

  await expectContactTotals(page, 'Harbor View Holdings LLC', '1', '$1,200,000');
  await expectNoteOnDealPage(page, created.entity, [
    'Entity Name: Harbor View Holdings LLC',
    'Entity Type: LLC',
    'Authorized Signatory: John McDonald',
    'Signatory Title: Managing Member',
    'EIN: 12-3456789',
  ]);
});

test('a deal moves to another stage on the board', async ({ page }) => {
  test.skip(!created.individual, 'needs the Individual deal');
  await signInAsAdmin(page);
  await page.goto('/deals?view=board');

  const card = page.locator(`[data-deal-id="${created.individual}"]`);
  const structure = page.locator('section[data-stage="Structure"]');
  const underwriting = page.locator('section[data-stage="Underwriting"]');
  await expect(structure.locator(`[data-deal-id="${created.individual}"]`)).toBeVisible();

  await card.dragTo(underwriting);
  await expect(underwriting.locator(`[data-deal-id="${created.individual}"]`)).toBeVisible();
  await expect(structure.locator(`[data-deal-id="${created.individual}"]`)).toHaveCount(0);

  // the keyboard path: 'Move to…' on the card
  await underwriting.locator(`[data-deal-id="${created.individual}"]`).getByLabel('Move to…').selectOption('Appraisal');
  await expect(page.locator(`section[data-stage="Appraisal"] [data-deal-id="${created.individual}"]`)).toBeVisible();

  // the server kept it
  await page.reload();
  await expect(page.locator(`section[data-stage="Appraisal"] [data-deal-id="${created.individual}"]`)).toBeVisible();
  await page.goto(`/deals/${created.individual}`);
  await expect(page.getByTestId('deal-stage')).toHaveText('Appraisal');
});

test('an edited field shows in the activity with old and new values', async ({ page }) => {
  test.skip(!created.individual, 'needs the Individual deal');
  await signInAsAdmin(page);
  await page.goto(`/deals/${created.individual}`);

  await page.getByRole('button', { name: 'Edit Interest Rate (%)' }).click();
  await page.getByLabel('Interest Rate (%)', { exact: true }).fill('11');
  await page.getByRole('button', { name: 'Save Interest Rate (%)' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Interest Rate (%) saved.' })).toBeVisible();
  await expect(page.locator('[data-field="interest_rate"]')).toContainText('11%');

  const activity = page.getByRole('list', { name: 'Activity' });
  await expect(activity.getByText(/interest_rate: 10\.5\d* → 11\b/)).toBeVisible();
  await expect(activity.getByText(/monthly_payment_calculated: 3937\.5\d* → 4125\b/)).toBeVisible();
});
