import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { createDeal, toastWith } from './support/review-queues';
import { expect, test } from './support/signed-in-test';

// Issue 20, AI Agents: turn on the stale-deal watcher, run it, its task appears on /tasks; its proposal waits in
// the approvals queue, and approving it applies the change to the deal and audits it.
test('the stale-deal watcher gives the officer a task and proposes a hold that applies only when approved', async ({ page }) => {
  const session = await (await page.request.get('/api/session')).json();
  const address = `${Date.now() % 100000} Idle Creek Rd, Austin TX 78701`;
  const dealId = await createDeal(page.request, {
    borrower_name: 'Iris Idle',
    borrower_first_name: 'Iris',
    borrower_last_name: 'Idle',
    property_address: address,
  });
  const assigned = await page.request.patch(`/api/deals/${dealId}`, { data: { assigned_officer_id: session.user.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await page.goto('/ai-agents');
  await expect(page.getByRole('heading', { name: 'AI Agents', level: 1 })).toBeVisible();
  const watcher = page.getByRole('region', { name: 'Stale-deal watcher' });
  // "More than 0 days" idle: every deal in its stage counts now, so the new deal is stale at once.
  await watcher.getByLabel('Idle days').fill('0');
  await watcher.getByLabel('Propose a hold after (days)').fill('0');
  await watcher.getByRole('switch').click();
  await watcher.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastWith(page, 'Stale-deal watcher saved')).toBeVisible();
  await expect(watcher.getByText(/^Next run /)).toBeVisible();

  await watcher.getByRole('button', { name: 'Dry run' }).click();
  const dry = watcher.getByRole('region', { name: 'Dry run' });
  await expect(dry.getByText(`Follow up: ${address} idle 0 days in Structure`, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm Update' }).filter({ hasText: address })).toHaveCount(0);

  await watcher.getByRole('button', { name: 'Run now' }).click();
  await expect(toastWith(page, 'stale deal')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'ai-agents');

  await page.goto('/tasks');
  await expect(page.getByText(`Follow up: ${address} idle 0 days in Structure`)).toBeVisible();

  await page.goto('/ai-agents');
  const card = page.getByRole('region', { name: 'Confirm Update' }).filter({ hasText: address });
  await expect(card.getByText('status: Active → On Hold')).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(toastWith(page, 'Change applied')).toBeVisible();
  await expect(card).toHaveCount(0);

  const deal = await (await page.request.get(`/api/deals/${dealId}`)).json();
  expect(deal.status).toBe('On Hold');
  const audit = await (await page.request.get('/api/audit-log?action=agent_proposal_approved')).json();
  expect(audit.items.some((row: { metadata: { deal_id?: string } | null }) => row.metadata?.deal_id === dealId)).toBe(true);
});
