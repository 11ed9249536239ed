import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { fixture } from './support/document-upload';
import { inviteMember, signInAsMember } from './support/members';
import { expect, isoDayFromToday, test, waitForRealtime } from './support/signed-in-test';

// One story, in order: the deal, people and tasks made first are used by the later steps.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const officer = { email: `tasks-officer-${stamp}@e2e.test`, first: 'Tara', last: 'Officer', role: 'loan_officer' };
const borrower = { email: `tasks-borrower-${stamp}@e2e.test`, first: 'Bruno', last: 'Borrower', role: 'borrower' };
let dealId = '';

const row = (page: Page, title: string) => page.getByTestId('task-row').filter({ has: page.getByText(title, { exact: true }) });

test('staff create tasks and apply a condition checklist on a deal', async ({ page, browser }) => {
  await inviteMember(page, browser, officer);
  await inviteMember(page, browser, borrower);
  const deal = await page.request.post('/api/deals', {
    data: {
      borrower_name: 'Bruno Borrower',
      borrower_type: 'Individual',
      borrower_first_name: 'Bruno',
      borrower_last_name: 'Borrower',
      borrower_email: borrower.email,
      property_address: '77 Checklist Ln, Austin TX 78701',
      loan_amount: 350000,
      loan_type: 'Fix & Flip',
    },
  });
  expect(deal.status(), await deal.text()).toBe(201);
  dealId = (await deal.json()).id;

  await page.goto(`/deals/${dealId}`);
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page).toHaveURL(/tab=tasks/);
  await expect(page.getByText('No tasks yet.')).toBeVisible();

  // A task for the loan officer, already late.
  await page.getByRole('button', { name: 'New task' }).click();
  const form = page.getByRole('dialog', { name: 'New task' });
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(form.getByText('Enter a title.')).toBeVisible();
  await form.getByLabel('Title').fill('Review the title commitment');
  await form.getByLabel('Kind').selectOption('task');
  await form.getByLabel('Assignee').selectOption({ label: 'Tara Officer (loan officer)' });
  await form.getByLabel('Due date').fill(isoDayFromToday(-1));
  await form.getByLabel('Priority').selectOption('high');
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(page.getByText('Task created')).toBeVisible();
  await expect(row(page, 'Review the title commitment')).toContainText('Overdue');
  await expect(row(page, 'Review the title commitment')).toContainText('Tara Officer');

  // A condition for the borrower (linked to the deal as its borrower).
  await page.getByRole('button', { name: 'New task' }).click();
  await form.getByLabel('Title').fill('Upload proof of funds');
  await expect(form.getByLabel('Condition due')).toHaveValue('prior_to_closing');
  await form.getByLabel('Assignee').selectOption({ label: 'Bruno Borrower (borrower)' });
  await form.getByRole('button', { name: 'Create task' }).click();
  await expect(row(page, 'Upload proof of funds')).toContainText('Condition · Prior to closing');

  // The Fix & Flip checklist is suggested by the deal's loan type.
  await page.getByRole('button', { name: 'Apply checklist' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply a condition checklist' });
  await expect(apply.getByLabel('Checklist', { exact: true })).toHaveValue(/.+/);
  await expect(apply.getByLabel('Checklist', { exact: true }).locator('option:checked')).toHaveText(/^Fix & Flip/);
  await expect(apply.getByRole('list', { name: 'Conditions of the checklist' })).toContainText('Draw schedule');
  await apply.getByRole('button', { name: 'Apply checklist' }).click();
  await expect(page.getByText(/Fix & Flip: \d+ conditions added/)).toBeVisible();
  await expect(row(page, 'Draw schedule')).toBeVisible();
  await expect(row(page, 'Title commitment')).toContainText('Prior to closing');
  await expectNoSeriousA11yViolations(page, 'a deal’s Tasks tab');
});

test('the Tasks page filters, searches and bulk-completes', async ({ page }) => {
  await page.goto('/tasks?view=team');
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Deal', { exact: true }).selectOption(dealId);
  await expect(row(page, 'Review the title commitment')).toBeVisible();

  await page.getByLabel('Kind', { exact: true }).selectOption('condition');
  await expect(row(page, 'Review the title commitment')).toHaveCount(0);
  await expect(row(page, 'Draw schedule')).toBeVisible();

  await page.keyboard.press('/');
  await expect(page.getByLabel('Search', { exact: true })).toBeFocused();
  await page.keyboard.type('apprais');
  await expect(page.getByTestId('task-row')).toHaveCount(1);
  await expect(row(page, 'Appraisal')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');
  await expect(row(page, 'Draw schedule')).toBeVisible();

  await page.getByLabel('Priority', { exact: true }).selectOption('high');
  await expect(row(page, 'Draw schedule')).toHaveCount(0);
  await page.getByLabel('Priority', { exact: true }).selectOption('');

  await row(page, 'Draw schedule').getByRole('checkbox').check();
  await row(page, 'Appraisal').getByRole('checkbox').check();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('2 selected');
  await page.getByRole('button', { name: 'Complete selected' }).click();
  await expect(page.getByText('2 tasks completed')).toBeVisible();
  // The default filter shows what is still to do: the completed ones leave the list.
  await expect(row(page, 'Draw schedule')).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('done');
  await expect(row(page, 'Draw schedule')).toContainText('Done by');
  await expectNoSeriousA11yViolations(page, 'the Tasks page');
});

test('the loan officer sees their overdue task, gets a new one live, and completes it', async ({ page, browser }) => {
  const tara = await signInAsMember(browser, officer);
  await expect(tara.page.getByTestId('badge-tasks').first()).toHaveText('1');
  await tara.page.getByRole('link', { name: /^Tasks/ }).first().click();
  await expect(tara.page.getByRole('tab', { name: 'My tasks' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(tara.page, 'Review the title commitment')).toContainText('Overdue');
  await waitForRealtime(tara.page);

  // Assigned by the admin elsewhere: it shows without a reload.
  const created = await page.request.post('/api/tasks', { data: { title: 'Call the appraiser', deal_id: dealId, assignee_id: await memberId(page, 'Tara Officer') } });
  expect(created.status(), await created.text()).toBe(201);
  await expect(row(tara.page, 'Call the appraiser')).toBeVisible();

  await row(tara.page, 'Review the title commitment').getByRole('button', { name: 'Complete Review the title commitment' }).click();
  await expect(tara.page.getByText('Task completed')).toBeVisible();
  await expect(row(tara.page, 'Review the title commitment')).toHaveCount(0);
  await expect(tara.page.getByTestId('badge-tasks')).toHaveCount(0);
  await tara.close();
});

test('staff link the file that satisfies a condition', async ({ page }) => {
  const upload = await page.request.post(`/api/deals/${dealId}/files`, {
    multipart: { file: { name: 'proof-of-funds.png', mimeType: 'image/png', buffer: readFileSync(fixture('application-page1.png')) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  await page.goto(`/deals/${dealId}?tab=tasks`);
  await page.getByRole('button', { name: 'Edit Upload proof of funds' }).click();
  const form = page.getByRole('dialog', { name: 'Edit task' });
  await form.getByLabel('Satisfied by file').selectOption({ label: 'proof-of-funds.png' });
  await form.getByRole('button', { name: 'Save task' }).click();
  await expect(page.getByText('Task saved')).toBeVisible();
  await expect(row(page, 'Upload proof of funds')).toContainText('File: proof-of-funds.png');
});

test('a borrower sees their condition and cannot complete it', async ({ browser }) => {
  const bruno = await signInAsMember(browser, borrower);
  await bruno.page.goto('/tasks');
  await expect(row(bruno.page, 'Upload proof of funds')).toBeVisible();
  await expect(bruno.page.getByTestId('task-row')).toHaveCount(1);
  await expect(bruno.page.getByRole('button', { name: /^Complete/ })).toHaveCount(0);
  await expect(bruno.page.getByRole('button', { name: 'New task' })).toHaveCount(0);
  await expect(row(bruno.page, 'Upload proof of funds')).toContainText('Open');
  const refused = await bruno.page.request.post('/api/tasks/bulk', { data: { ids: [await taskId(bruno.page, 'Upload proof of funds')], action: 'complete' } });
  expect(refused.status()).toBe(403);
  await expectNoSeriousA11yViolations(bruno.page, "a borrower's Tasks page");
  // They satisfy it with a file instead: stored on the deal, linked to the task, the assignee told.
  await row(bruno.page, 'Upload proof of funds')
    .getByLabel('Upload a file for Upload proof of funds')
    .setInputFiles({ name: 'proof of funds.pdf', mimeType: 'application/pdf', buffer: readFileSync(fixture('appraisal-summary.pdf')) });
  await expect(bruno.page.getByText('File uploaded')).toBeVisible();
  await expect(row(bruno.page, 'Upload proof of funds')).toContainText('File: proof of funds.pdf');
  await bruno.close();
});

test('checklists are edited in Settings', async ({ page }) => {
  await page.goto('/settings?tab=checklists');
  await page.getByRole('button', { name: 'Edit Construction' }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  const editor = page.getByRole('form', { name: 'Checklist editor' });
  const last = editor.getByRole('listitem').last();
  await editor.getByRole('button', { name: 'Save checklist' }).click();
  await expect(editor.getByRole('alert')).toContainText('Enter a title.');
  await last.getByLabel(/^Condition \d+$/).fill('Soils report');
  await last.getByLabel('Due', { exact: true }).selectOption('prior_to_documents');
  await editor.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByText('Checklist saved')).toBeVisible();
  await expect(page.getByTestId('checklist-card').filter({ hasText: 'Construction' })).toContainText('Soils report');
  await expectNoSeriousA11yViolations(page, 'Settings › Checklists');
});

async function memberId(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/tasks/assignees?deal_id=${dealId}`);
  return ((await res.json()).items as { id: string; name: string }[]).find((i) => i.name === name)!.id;
}

async function taskId(page: Page, title: string): Promise<string> {
  const res = await page.request.get('/api/tasks');
  return ((await res.json()).items as { id: string; title: string }[]).find((t) => t.title === title)!.id;
}
