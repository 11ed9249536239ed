import type { APIRequestContext, Page } from '@playwright/test';
import { formatCurrency } from '../src/core/money';
import type { Dashboard } from '../src/web/features/dashboard/api/dashboard';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { expect, isoDayFromToday, test, waitForRealtime } from './support/signed-in-test';

// The dashboard (ISSUE 4): what a lending team opens every morning. The suite shares one server, so other files'
// deals may already be there: the empty state is shown from a stubbed answer, and the seeded deals are checked
// against the numbers the server reported before seeding.

const EMPTY_DASHBOARD: Dashboard = {
  totals: { activeDeals: 0, activeVolume: 0 },
  pipeline: ['Structure', 'Underwriting', 'Appraisal', 'Approved', 'Docs Out', 'Closing', 'Funded'].map((stage) => ({
    stage,
    count: 0,
    volume: 0,
  })),
  closingSoon: [],
  pendingReviews: { borrowerUpdates: 0, emailFiles: 0, inquiries: 0 },
  fundedThisMonth: { count: 0, volume: 0 },
  recentActivity: [],
  myTasks: [],
};

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function readDashboard(request: APIRequestContext): Promise<Dashboard> {
  const res = await request.get('/api/dashboard');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Dashboard;
}

async function createDeal(request: APIRequestContext, values: { lastName: string; amount: number; closing: string; address: string }) {
  const res = await request.post('/api/deals', {
    data: {
      borrower_name: `Morgan ${values.lastName}`,
      borrower_type: 'Individual',
      borrower_first_name: 'Morgan',
      borrower_last_name: values.lastName,
      property_address: values.address,
      loan_amount: values.amount,
      loan_type: 'Purchase',
      estimated_closing_date: values.closing,
      interest_rate: 10,
      loan_term_months: 12,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; borrower_name: string };
}

function section(page: Page, id: string) {
  return page.getByTestId(id);
}

function totalRow(page: Page) {
  return section(page, 'pipeline').locator('tr[data-stage="Total"]');
}

test('a new organization is told what to do first', async ({ page }) => {
  await page.route('**/api/dashboard', (route) => route.fulfill({ json: EMPTY_DASHBOARD }));
  await page.goto('/');

  const start = section(page, 'getting-started');
  await expect(start.getByRole('heading', { name: 'Welcome to Lender OS' })).toBeVisible();
  await expect(start.getByRole('link', { name: 'Create your first deal' })).toHaveAttribute('href', '/deals');
  await expect(start.getByRole('link', { name: 'Add contacts' })).toHaveAttribute('href', '/contacts');
  // The e2e user is a super_admin: inviting the team is one of the first steps.
  await expect(start.getByRole('link', { name: 'Invite your team' })).toHaveAttribute('href', '/settings?tab=admin');

  await expect(page.getByTestId('stat-active-pipeline-value')).toHaveText('$0');
  await expect(page.getByTestId('stat-active-pipeline-detail')).toHaveText('0 active deals');
  await expect(page.getByTestId('stat-funded-this-month-value')).toHaveText('$0');
  await expect(section(page, 'pipeline')).toContainText('No active deals yet');
  await expect(section(page, 'closing-soon')).toContainText('No loans closing in the next 30 days');
  await expect(section(page, 'recent-activity')).toContainText('No activity yet');
  await expect(section(page, 'my-tasks')).toContainText('No open tasks');
  for (const [name, href] of [
    ['Borrower Updates', '/borrower-updates'],
    ['Email Files', '/email-files'],
    ['Inquiries', '/inquiries'],
  ]) {
    await expect(section(page, 'pending-reviews').getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href!);
  }

  await start.getByRole('link', { name: 'Create your first deal' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/deals');
});

test('a failed load shows the error and loads on retry', async ({ page }) => {
  let failing = true;
  await page.route('**/api/dashboard', (route) =>
    failing
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'The database is busy. Try again shortly.' } } })
      : route.fallback(),
  );
  await page.goto('/');
  const error = page.getByTestId('dashboard-error');
  // The query client retries server errors twice before giving up.
  await expect(error).toContainText('The dashboard could not be loaded', { timeout: 15_000 });
  await expect(error).toContainText('The database is busy. Try again shortly.');

  failing = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByTestId('stat-active-pipeline')).toBeVisible();
});

test('seeded deals show in the pipeline, the closings and the activity, and new ones arrive live', async ({ page }) => {
  const before = await readDashboard(page.request);
  // New deals enter the pipeline's first stage (Structure unless an admin renamed it).
  const firstBefore = before.pipeline[0]!;

  const tag = unique();
  const soon = await createDeal(page.request, {
    lastName: `Soon${tag}`,
    amount: 420_000,
    closing: isoDayFromToday(10),
    address: '12 Harbor View Rd, Austin TX 78701',
  });
  const later = await createDeal(page.request, {
    lastName: `Later${tag}`,
    amount: 180_500,
    closing: isoDayFromToday(60),
    address: '77 Canyon Ridge Dr, Austin TX 78702',
  });

  await page.goto('/');
  await waitForRealtime(page);

  // Pipeline: both new deals are in the first stage; the totals grow by their count and volume.
  const count = before.totals.activeDeals + 2;
  const volume = before.totals.activeVolume + 420_000 + 180_500;
  await expect(page.getByTestId('stat-active-pipeline-value')).toHaveText(formatCurrency(volume));
  await expect(page.getByTestId('stat-active-pipeline-detail')).toHaveText(`${count} active deal${count === 1 ? '' : 's'}`);
  await expect(totalRow(page)).toContainText(String(count));
  await expect(totalRow(page)).toContainText(formatCurrency(volume));
  const firstStage = section(page, 'pipeline').locator(`tr[data-stage="${firstBefore.stage}"]`);
  await expect(firstStage.getByRole('cell').first()).toHaveText(String(firstBefore.count + 2));
  await expect(firstStage.getByRole('cell').last()).toHaveText(formatCurrency(firstBefore.volume + 600_500));
  await expect(page.getByTestId('pipeline-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(section(page, 'getting-started')).toHaveCount(0);

  // Closing soon: the deal closing in 10 days, with a link to it; the one in 60 days is not there.
  const closing = section(page, 'closing-soon');
  const link = closing.getByRole('link', { name: soon.borrower_name });
  await expect(link).toHaveAttribute('href', `/deals/${soon.id}`);
  await expect(closing.locator(`[data-deal-id="${soon.id}"]`)).toContainText('in 10 days');
  await expect(closing.locator(`[data-deal-id="${soon.id}"]`)).toContainText('$420,000');
  await expect(closing.getByRole('link', { name: later.borrower_name })).toHaveCount(0);

  // Recent activity: the creations, in words, linking to the deals.
  const activity = section(page, 'recent-activity');
  const created = activity.locator('li[data-action="deal_created"]').filter({ hasText: later.id });
  await expect(created).toContainText('Created a deal');
  await expect(created.getByRole('link', { name: later.id })).toHaveAttribute('href', `/deals/${later.id}`);

  await expectNoSeriousA11yViolations(page, 'dashboard with deals, light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, 'dashboard with deals, dark');

  // A deal created elsewhere reaches the open dashboard through the realtime channel, without a reload.
  await createDeal(page.request, { lastName: `Live${tag}`, amount: 99_500, closing: isoDayFromToday(5), address: '5 Live Oak Ln, Austin TX 78703' });
  await expect(page.getByTestId('stat-active-pipeline-detail')).toHaveText(`${count + 1} active deals`);
  await expect(closing.getByRole('link', { name: `Morgan Live${tag}` })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `/deals/${soon.id}`);
});
