import { DocumentUpload, expectNoSeriousA11yViolationsBesideToasts, fixture } from './support/document-upload';
import { expect, test } from './support/signed-in-test';
import { legacyWorkbook, PIPELINE_EXPORT } from '../src/server/test/workbooks';

// SPEC §2 "Document upload widget" and "Analysis results dialog", §5 Upload, §8 Upload and PDF / Form population.

test('a term sheet PDF dropped on /documents becomes a deal with the document attached', async ({ page }) => {
  await page.goto('/documents');
  const upload = new DocumentUpload(page);
  await expect(page.getByText('Upload any document for AI analysis')).toBeVisible();
  await expect(page.getByText('Supports PDF, Excel, Images (max 25MB). Word documents temporarily unavailable.')).toBeVisible();
  await expectNoSeriousA11yViolationsBesideToasts(page, 'the upload widget');

  await upload.drop('term-sheet-fix-flip-001.pdf');
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await expect(upload.readyCard.getByText('Processed', { exact: true })).toBeVisible();
  const thumbnails = upload.readyCard.getByRole('list', { name: 'Page previews' }).getByRole('img');
  await expect(thumbnails.first()).toBeVisible();
  await expect(thumbnails.first()).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expect(thumbnails.first()).toHaveAttribute('alt', 'Page 1');
  await expectNoSeriousA11yViolationsBesideToasts(page, "the 'Document Ready for Analysis' card");

  await upload.analyze();
  await expect(upload.summary('document-type')).toHaveText('Term Sheet');
  const fields = await upload.extractedFieldCount();
  expect(fields).toBeGreaterThanOrEqual(10);
  await expect(upload.dialog.getByText('What happens next')).toBeVisible();
  await expect(upload.dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoSeriousA11yViolationsBesideToasts(page, 'the review step');

  await upload.proceed(fields);
  await expect(upload.toast('Data populated successfully')).toBeVisible();
  await expect(upload.dialog.getByTestId('population-notice')).toContainText(`Fields attempted: ${fields}`);
  await expect(upload.field('First Name')).toHaveValue('Thomas');
  await expect(upload.field('Last Name')).toHaveValue('Smith');
  await expect(upload.field('Loan Amount')).toHaveValue('595000');
  await expect(upload.field('Property Value')).toHaveValue('790000');
  await expect(upload.field('Interest Rate (%)')).toHaveValue('11.25');
  // An AI loan type outside the form's list is kept and offered.
  await expect(upload.field('Loan Type')).toHaveValue('Fix & Flip');
  await expect(upload.field('Property Address')).toHaveValue(/706 Highland Pl/);
  await expect(upload.dialog.locator('[data-confidence]').first()).toBeVisible();
  await expectNoSeriousA11yViolationsBesideToasts(page, 'the prefilled deal form');

  // Back to the review and forward again re-runs the population.
  await upload.dialog.getByRole('button', { name: 'Back to Analysis' }).click();
  await upload.proceed(fields);
  await expect(upload.field('First Name')).toHaveValue('Thomas');

  await upload.dialog.getByRole('button', { name: 'Create Deal' }).click();
  const success = upload.toast('created successfully!');
  await expect(success).toBeVisible();
  const dealId = /Deal (HLC-\d{8}-\d{2,3}) created successfully!/.exec((await success.textContent()) ?? '')?.[1] ?? '';
  expect(dealId).not.toBe('');
  await expect(upload.dialog).toBeHidden();

  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  await expect(page.getByRole('heading', { level: 1, name: dealId })).toBeVisible();
  const files = page.getByRole('list', { name: 'Deal files' });
  await expect(files).toContainText('term-sheet-fix-flip-001', { timeout: 15_000 });
  await expect(files).toContainText('Source document for deal creation');

  // Visited afresh, the deal still has its document.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Deal files' })).toContainText('term-sheet-fix-flip-001');
});

test('a phone photo of a term sheet, from the Deals page: image preview, OCR, prefilled entity borrower', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/deals');
  await page.getByRole('button', { name: 'New Deal from Document' }).click();
  const upload = new DocumentUpload(page);

  await upload.choose(fixture('IMG_2041.jpg'));
  await expect(upload.readyCard.getByRole('img', { name: 'IMG_2041.jpg' })).toBeVisible({ timeout: 30_000 });
  await upload.analyze();
  const fields = await upload.extractedFieldCount();
  expect(fields).toBeGreaterThan(0);
  await upload.proceed(fields);
  await expect(upload.field('Borrower Type')).toHaveValue('Entity');
  await expect(upload.field('Entity Name')).toHaveValue('Golden Key Homes LLC');
  await expect(upload.field('Loan Amount')).toHaveValue('130000');

  // Cancel closes the review; the widget still holds the analysed document.
  await upload.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload.dialog).toBeHidden();
  await upload.readyCard.getByRole('button', { name: 'Review Analysis' }).click();
  await expect(upload.dialog.getByRole('button', { name: `Review & Edit Deal (${fields} fields)` })).toBeVisible();
});

test('a broker spreadsheet: text preview, then its borrower in the form', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/documents');
  const upload = new DocumentUpload(page);

  await upload.choose(fixture('broker-submission-individual.xlsx'));
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await expect(upload.readyCard.getByTestId('document-text-preview')).toContainText('Rodriguez');
  await upload.analyze();
  const fields = await upload.extractedFieldCount();
  expect(fields).toBeGreaterThanOrEqual(10);
  await upload.proceed(fields);
  await expect(upload.field('First Name')).toHaveValue('Lisa');
  await expect(upload.field('Last Name')).toHaveValue('Rodriguez');
  await expect(upload.field('Email')).toHaveValue('lrodriguez@yahoo.com');
  await expect(upload.field('Loan Amount')).toHaveValue('915000');
});

test("a loan system's old .xls export of three loans: the first in the form, the others named in the notes", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/documents');
  const upload = new DocumentUpload(page);

  const buffer = Buffer.from(legacyWorkbook(PIPELINE_EXPORT, [7]));
  await upload.choose({ name: 'pipeline-2026-10.xls', mimeType: 'application/vnd.ms-excel', buffer });
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await expect(upload.readyCard.getByTestId('document-text-preview')).toContainText('Williams');
  await upload.analyze();
  await expect(upload.summary('document-type')).toHaveText('Broker Submission Sheet');
  await expect(upload.dialog.getByTestId('analysis-notes')).toContainText('The sheet lists 3 deals; the first one was extracted and 2 more are not');
  const fields = await upload.extractedFieldCount();
  expect(fields).toBeGreaterThanOrEqual(9);
  await upload.proceed(fields);
  await expect(upload.field('First Name')).toHaveValue('Kevin');
  await expect(upload.field('Last Name')).toHaveValue('Williams');
  await expect(upload.field('Property Address')).toHaveValue('1010 Park Ct, Kansas City, MO 64111');
  await expect(upload.field('Loan Amount')).toHaveValue('135000');
  await expect(upload.field('Interest Rate (%)')).toHaveValue('13.25');
});

test('documents that cannot be read are refused with their messages, and Cancel returns to the upload area', async ({ page }) => {
  await page.goto('/documents');
  const upload = new DocumentUpload(page);

  await upload.choose(fixture('secured-loan-package.pdf'));
  await expect(upload.toast('PDF processing failed')).toContainText('Password-protected PDFs are not supported.');
  await expect(upload.uploadError).toContainText('Password-protected PDFs are not supported.');
  await expectNoSeriousA11yViolationsBesideToasts(page, 'an upload error');

  await upload.choose({ name: 'large-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(30 * 1024 * 1024, 0x20) });
  await expect(upload.toast('File too large')).toContainText('Please select a file smaller than 25MB.');
  await expect(upload.uploadError).toContainText('Please select a file smaller than 25MB.');

  await upload.choose(fixture('term-sheet-draft.docx'));
  const refusal = 'Word document processing is temporarily unavailable. Please convert your document to PDF and try again.';
  await expect(upload.toast(refusal)).toBeVisible();
  await expect(upload.uploadError).toContainText(refusal);

  await upload.choose(fixture('empty-upload.pdf'));
  await expect(upload.uploadError).toContainText('Invalid or empty PDF file');

  await upload.choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(upload.toast('Invalid file type')).toContainText('Please select a supported document format (PDF, Word, Excel, or image).');

  await upload.uploadError.getByRole('button', { name: 'Dismiss error' }).click();
  await expect(upload.uploadError).toBeHidden();

  await upload.choose(fixture('term-sheet-fix-flip-001.pdf'));
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await upload.readyCard.getByRole('button', { name: 'Cancel' }).click();
  await expect(upload.readyCard).toBeHidden();
  await expect(page.getByRole('button', { name: 'Select Document' })).toBeVisible();
});
