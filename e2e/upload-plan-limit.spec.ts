import { DocumentUpload } from './support/document-upload';
import { expect, test } from './support/signed-in-test';

// Plans (issue 20): when the plan's monthly document analyses ran out, the upload widget's "AI analysis failed"
// toast carries the server's sentence and an **Upgrade plan** link, like the deal and file toasts. The suite's
// server is self-hosted (no limits), so the analysis answer is the 402 the server gives on a limited plan
// (src/server/plans/plans.int.test.ts checks the server side).
test('the upload widget offers the Upgrade plan link when the analyses of the plan ran out', async ({ page }) => {
  const message = 'Your organization has used all 50 document analyses of this month on the Starter plan. Upgrade to Professional to get more.';
  await page.route('**/api/documents/analyze', (route) =>
    route.fulfill({ status: 402, contentType: 'application/json', body: JSON.stringify({ error: { code: 'PAYMENT_REQUIRED', message, details: { upgrade_url: '/subscription' } } }) }),
  );
  await page.goto('/documents');
  const upload = new DocumentUpload(page);
  await upload.drop('term-sheet-fix-flip-001.pdf');
  await expect(upload.readyCard).toBeVisible({ timeout: 30_000 });
  await upload.readyCard.getByRole('button', { name: 'Analyze with AI' }).click();

  const toast = upload.toast('AI analysis failed');
  await expect(toast).toContainText(message);
  await toast.getByRole('button', { name: 'Upgrade plan' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});
