import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { latestMail, linkIn } from './support/mail';
import { createDeal, toastWith } from './support/review-queues';
import { expect, test } from './support/signed-in-test';

// The marketplace as a broker uses it: a deal listed as an anonymised teaser, sent to two Lender contacts who
// answer through their mailed links (one quote, one pass), the quotes compared and one accepted, its terms
// confirmed on the deal — and the change in the audit trail.
test('list a deal, two lenders answer by link, accept the quote and confirm its terms on the deal', async ({ page, browser }) => {
  // A long flow (two lenders, two browsers) on a shared machine: room beyond the suite's 60 s default.
  test.setTimeout(150_000);
  const stamp = Date.now();
  const dealId = await createDeal(page.request, {
    borrower_first_name: 'Maria', borrower_last_name: 'Quintero', borrower_name: 'Maria Quintero', borrower_email: `maria.${stamp}@example.com`,
    borrower_phone: '(512) 555-0142', property_address: '1428 Elm Street, Austin, TX 78701', loan_amount: 450000, purchase_price: 600000,
    loan_purpose: 'Fix and Flip', property_type: 'Single Family', loan_term_months: 12, interest_rate: 12,
    note_fields: { credit_score: '712', exit_strategy: 'Sale after renovation' },
  });
  const lenders = [
    { name: `Harbor Capital ${stamp}`, email: `desk.${stamp}@harbor.example` },
    { name: `Ridge Funding ${stamp}`, email: `loans.${stamp}@ridge.example` },
  ];
  for (const lender of lenders) {
    const res = await page.request.post('/api/contacts', { data: { name: lender.name, role: 'Lender', email: lender.email } });
    expect(res.status(), await res.text()).toBe(201);
  }

  // From the deal: a listing whose teaser names neither the borrower nor the street.
  await page.goto(`/deals/${dealId}`);
  await page.getByRole('tab', { name: 'Marketplace' }).click();
  await page.getByRole('button', { name: 'Create listing' }).click();
  await expect(toastWith(page, 'Listing created')).toBeVisible();
  const teaser = page.getByRole('form', { name: 'Teaser' });
  await expect(teaser.getByLabel('Headline')).toHaveValue('$450,000 Fix and Flip on a single family in Austin, TX');
  await expect(teaser.getByLabel('FICO band')).toHaveValue('700–739');
  await teaser.getByLabel('Summary').fill('Maria has done six flips.');
  await teaser.getByRole('button', { name: 'Save teaser' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The teaser gives the borrower away' })).toContainText('borrower name');
  await teaser.getByLabel('Summary').fill('Six flips in five years; rehab budget ready.');
  await teaser.getByLabel('Borrower experience').fill('Six completed flips');
  await teaser.getByRole('button', { name: 'Save teaser' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The teaser gives the borrower away' })).toHaveCount(0);

  const providers = page.getByRole('list', { name: 'Capital providers' });
  for (const lender of lenders) await providers.getByLabel(new RegExp(lender.name)).check();
  await page.getByRole('button', { name: 'Send to 2 providers' }).click();
  await expect(toastWith(page, 'Listing sent')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the deal's Marketplace tab");

  // Each lender opens the link in their mail: no account.
  const [harbor, ridge] = await Promise.all(lenders.map(async (lender) => linkIn(await latestMail(lender.email, 'notification'))));
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const lenderPage = await visitor.newPage();
  await lenderPage.goto(harbor!.replace(/token=(.{6})/, 'token=AAAAAA'));
  await expect(lenderPage.getByRole('alert')).toContainText('This listing link is not valid. Please use the link from your email.');

  await lenderPage.goto(harbor!);
  await expect(lenderPage.getByText('$450,000 Fix and Flip on a single family in Austin, TX')).toBeVisible();
  await expect(lenderPage.getByText('Six completed flips')).toBeVisible();
  await expect(lenderPage.getByText('Quintero')).toHaveCount(0);
  await expect(lenderPage.getByText('1428')).toHaveCount(0);
  await expectNoSeriousA11yViolations(lenderPage, 'the listing a lender opens by link');
  await lenderPage.getByLabel('Ask a question').fill('Is the rehab budget in the loan?');
  await lenderPage.getByRole('button', { name: 'Ask a question' }).click();
  await expect(lenderPage.getByRole('list', { name: 'Questions and answers' })).toContainText('Is the rehab budget in the loan?');
  const quote = lenderPage.getByRole('form', { name: 'Quote' });
  await quote.getByLabel('Rate (%)').fill('10');
  await quote.getByLabel('Points').fill('2');
  await quote.getByLabel('Term (months)').fill('12');
  await quote.getByLabel('Max LTV (%)').fill('75');
  await quote.getByLabel('Fees ($)').fill('1500');
  await quote.getByLabel('Quote expires').fill('2099-01-31');
  await quote.getByLabel('Conditions').fill('Appraisal and title');
  await quote.getByRole('button', { name: 'Send quote' }).click();
  await expect(lenderPage.getByText('Quoted', { exact: true })).toBeVisible();

  await lenderPage.goto(ridge!);
  await lenderPage.getByLabel('Reason for passing').fill('Outside our Texas footprint');
  await lenderPage.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(lenderPage.getByText('You passed: Outside our Texas footprint', { exact: false })).toBeVisible();

  // Back on the deal: the answers, the comparison, and accepting the quote.
  await page.reload();
  const harborRow = page.getByRole('listitem', { name: lenders[0]!.name });
  await expect(harborRow).toContainText('Quoted');
  await expect(page.getByRole('listitem', { name: lenders[1]!.name })).toContainText('Passed: Outside our Texas footprint');
  await harborRow.getByLabel(`Answer ${lenders[0]!.name}`).fill('Yes, $60,000 of rehab.');
  await harborRow.getByRole('button', { name: `Answer ${lenders[0]!.name}` }).click();
  await expect(harborRow).toContainText('Yes, $60,000 of rehab.');
  const comparison = page.getByRole('region', { name: 'Quotes compared' });
  await expect(comparison.getByRole('row', { name: /Cost over the term/ })).toContainText('$55,500');
  await expect(comparison.getByRole('row', { name: /Monthly payment/ })).toContainText('$3,750.00');
  await page.getByRole('button', { name: `Accept ${lenders[0]!.name}'s quote` }).click();
  await expect(toastWith(page, 'Quote accepted')).toBeVisible();

  const card = page.getByRole('region', { name: 'Confirm Update' });
  await expect(card).toContainText('1428 Elm Street, Austin, TX 78701');
  await expect(card).toContainText('interest rate: 12 → 10');
  await expect(card).toContainText('loan origination fee: (empty) → 9,000');
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(toastWith(page, 'Deal updated')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();

  // The lender is a party of the deal; the new terms show; the other lender was told the listing closed.
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('list', { name: 'Linked parties' })).toContainText(lenders[0]!.name);
  expect((await latestMail(lenders[1]!.email, 'notification')).subject).toMatch(/^Listing closed: /);
  const deal = await (await page.request.get(`/api/deals/${dealId}`)).json();
  expect(deal).toMatchObject({ interest_rate: 10, loan_origination_fee: 9000, monthly_payment_calculated: 3750 });

  // The lender's link now says the listing is closed.
  await lenderPage.goto(harbor!);
  await expect(lenderPage.getByRole('status')).toContainText('Your quote was accepted.');
  await visitor.close();

  await page.goto('/marketplace');
  await expect(page.getByRole('region', { name: 'Quotes received' })).toContainText(lenders[0]!.name);

  await page.goto(`/audit-trail?action=deal_updated`);
  await page.getByLabel('Search').fill(dealId);
  await expect(page.getByRole('row').nth(1)).toContainText('deal_updated');
  await expect(page.getByRole('row').nth(1)).toContainText('interest_rate: 12 → 10');
});
