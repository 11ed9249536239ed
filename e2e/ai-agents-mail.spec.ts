import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { latestMail } from './support/mail';
import { createDeal, fixturePdf, sendMail, toastWith } from './support/review-queues';
import { expect, test } from './support/signed-in-test';

// Issue 20, AI Agents that write mail or suggest where a file goes: the condition chaser and the lead responder
// draft their messages, which go out only when a person presses Send; inbound triage suggests a deal for an
// e-mailed file, which moves only when a person accepts it on Email Files.

async function switchOn(agent: Locator) {
  const toggle = agent.getByRole('switch');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
}

async function saveAndDryRun(page: Page, agent: Locator, label: string) {
  await agent.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, `${label} saved`)).toBeVisible();
  await expect(agent.getByText(/^Next run /)).toBeVisible();
  await agent.getByRole('button', { name: 'Dry run' }).click();
  return agent.getByRole('region', { name: 'Dry run' });
}

async function sendDraft(page: Page, to: string, subject: string) {
  const draft = page.getByRole('region', { name: 'Draft e-mails' }).getByRole('article', { name: `Draft to ${to}: ${subject}` });
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: 'Send' }).click();
  await expect(toastWith(page, 'Mail queued for sending')).toBeVisible();
  await expect(draft).toHaveCount(0);
}

test('the condition chaser drafts a reminder to the borrower that goes out only when a person sends it', async ({ page }) => {
  const n = Date.now() % 100000;
  const email = `chet.chase${n}@borrower.example`;
  const address = `${n} Chaser Ct, Austin TX 78701`;
  const dealId = await createDeal(page.request, { borrower_name: 'Chet Chase', borrower_first_name: 'Chet', borrower_last_name: 'Chase', borrower_email: email, property_address: address });
  const condition = await page.request.post('/api/tasks', { data: { title: `Flood certificate ${n}`, kind: 'condition', condition_stage: 'prior_to_closing', deal_id: dealId } });
  expect(condition.status(), await condition.text()).toBe(201);
  const subject = `Reminder: Flood certificate ${n} for ${address}`;

  await page.goto('/ai-agents');
  const chaser = page.getByRole('region', { name: 'Condition chaser' });
  // "Open more than 0 days": the condition just made is overdue at once.
  await chaser.getByLabel('Remind after open (days)').fill('0');
  await chaser.getByLabel('Mail').selectOption('draft');
  await switchOn(chaser);
  const dry = await saveAndDryRun(page, chaser, 'Condition chaser');
  await expect(dry.getByText(`Draft "${subject}" to ${email}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Draft e-mails' }).getByRole('article', { name: `Draft to ${email}: ${subject}` })).toHaveCount(0);

  await chaser.getByRole('button', { name: 'Run now' }).click();
  await expect(toastWith(page, 'overdue condition')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Draft e-mails' }).getByRole('article', { name: `Draft to ${email}: ${subject}` })).toContainText('Chet');
  await expectNoSeriousA11yViolations(page, 'ai-agents drafts');
  await sendDraft(page, email, subject);

  const mail = await latestMail(email, 'notification');
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain(`- Flood certificate ${n}`);
});

test('inbound triage suggests the deal of an e-mailed file, and it moves only when a person accepts it on Email Files', async ({ page }) => {
  const n = Date.now() % 100000;
  const street = `${n} Triage Way`;
  const dealId = await createDeal(page.request, { borrower_name: 'Tess Triage', borrower_first_name: 'Tess', borrower_last_name: 'Triage', property_address: `${street}, Denver CO 80202` });
  const fileName = `scan-${n}.pdf`;
  await sendMail({ to: 'docs@inbox.harborline.example', subject: `Appraisal report for ${street}`, attachments: [{ filename: fileName, content: fixturePdf('appraisal-summary.pdf') }] });
  await expect.poll(async () => ((await (await page.request.get('/api/email-files')).json()) as { items: { file_name: string }[] }).items.some((f) => f.file_name === fileName)).toBe(true);

  await page.goto('/ai-agents');
  const triage = page.getByRole('region', { name: 'Inbound triage' });
  await switchOn(triage);
  const dry = await saveAndDryRun(page, triage, 'Inbound triage');
  await expect(dry.getByText(`Suggest ${dealId} (${street}, Denver CO 80202) as Appraisal for ${fileName}`, { exact: false })).toBeVisible();
  await triage.getByRole('button', { name: 'Run now' }).click();
  await expect(toastWith(page, 'unmatched file')).toBeVisible();

  await page.goto('/email-files');
  const row = page.getByRole('region', { name: 'Files without a deal' }).getByRole('row').filter({ hasText: fileName });
  await expect(row).toContainText(`Suggested: deal ${dealId} · ${street}, Denver CO 80202 · Appraisal.`);
  await expect(row).toContainText(`the message mentions ${street}`);
  await row.getByRole('button', { name: `Accept suggestion for ${fileName}` }).click();
  await expect(toastWith(page, 'File Approved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(0);

  await page.goto(`/deals/${dealId}`);
  await expect(page.getByRole('list', { name: 'Deal files' })).toContainText(fileName);
});

test('the lead responder drafts a templated first reply and a follow-up task; sending the draft mails the lead', async ({ page }) => {
  const n = Date.now() % 100000;
  const email = `lena.lead${n}@lead.example`;
  const session = await (await page.request.get('/api/session')).json();
  const lead = await page.request.post('/api/leads', { data: { name: `Lena Lead${n}`, email, source: 'campaign', property_address: `${n} Lead Ln`, owner_id: session.user.id } });
  expect(lead.status(), await lead.text()).toBe(201);
  const subject = `Welcome aboard, Lena (${n})`;

  await page.goto('/ai-agents');
  const responder = page.getByRole('region', { name: 'Lead responder' });
  await responder.getByLabel('Reply subject').fill(`Welcome aboard, {{first_name}} (${n})`);
  await responder.getByLabel('Reply body').fill('Hi {{first_name}}, thanks for asking about {{property_address}}.\n\n{{officer_signature}}');
  await responder.getByLabel('Mail').selectOption('draft');
  const campaign = responder.getByLabel('Campaign', { exact: true });
  if (!(await campaign.isChecked())) await campaign.check();
  await switchOn(responder);
  const dry = await saveAndDryRun(page, responder, 'Lead responder');
  await expect(dry.getByText(`Draft "${subject}" to ${email}`, { exact: false })).toBeVisible();
  await expect(dry.getByText(`Follow up with new lead Lena Lead${n}`, { exact: false })).toBeVisible();

  await responder.getByRole('button', { name: 'Run now' }).click();
  await expect(toastWith(page, 'new lead')).toBeVisible();
  await sendDraft(page, email, subject);
  const mail = await latestMail(email, 'notification');
  expect(mail.subject).toBe(subject);
  expect(mail.text).toContain(`Hi Lena, thanks for asking about ${n} Lead Ln.`);

  await page.goto('/tasks');
  await expect(page.getByText(`Follow up with new lead Lena Lead${n}`)).toBeVisible();
});
