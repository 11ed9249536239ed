import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatCurrency } from '../src/core/money';
import { expectNoSeriousA11yViolations } from './support/axe-scan';
import { inviteMember, signInAsMember } from './support/members';
import { expect, test } from './support/signed-in-test';

// Analytics (issue 18). The suite shares one server, so this file's deals carry a property type of their own
// and the page is narrowed to it: every figure checked is computed here from what was seeded.

const propertyType = `Analytics ${Date.now().toString(36)}`;

interface Seed {
  last: string;
  address: string;
  state: string;
  amount: number;
  changes?: Record<string, unknown>;
  mine?: boolean;
}

const SEEDS: Seed[] = [
  { last: 'Austin', address: '1 Congress Ave, Austin, TX 78701', state: 'TX', amount: 400_000, changes: { stage: 'Closing', status: 'Closed' }, mine: true },
  { last: 'Miami', address: '2 Ocean Dr, Miami, Florida 33139', state: 'FL', amount: 200_000, changes: { status: 'Dead' } },
  { last: 'Dallas', address: '3 Elm St, Dallas TX 75201', state: 'TX', amount: 300_000, changes: { stage: 'Underwriting' }, mine: true },
  { last: 'Fresno', address: '4 Palm Ave, Fresno, CA 93650', state: 'CA', amount: 100_000 },
];

async function seed(request: APIRequestContext, officerId: string) {
  for (const s of SEEDS) {
    const created = await request.post('/api/deals', {
      data: {
        borrower_type: 'Individual',
        borrower_first_name: 'Casey',
        borrower_last_name: s.last,
        property_address: s.address,
        property_type: propertyType,
        loan_amount: s.amount,
        loan_type: 'Purchase',
        loan_origination_fee: s.amount / 100,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const changes = { ...s.changes, ...(s.mine ? { assigned_officer_id: officerId } : {}) };
    if (Object.keys(changes).length === 0) continue;
    const patched = await request.patch(`/api/deals/${(await created.json()).id}`, { data: changes });
    expect(patched.status(), await patched.text()).toBe(200);
  }
}

const sum = (seeds: Seed[]) => seeds.reduce((total, s) => total + s.amount, 0);
const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`);

test('an owner reads what was funded, what is open and where, narrows it, and exports it', async ({ page }) => {
  const session = await (await page.request.get('/api/session')).json();
  await seed(page.request, session.user.id);
  const funded = SEEDS.filter((s) => s.changes?.status === 'Closed');
  const open = SEEDS.filter((s) => !s.changes?.status);

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Property type' }).selectOption(propertyType);

  await expect(figure(page, 'created')).toContainText(formatCurrency(sum(SEEDS)));
  await expect(figure(page, 'created')).toContainText(`${SEEDS.length} deals`);
  await expect(figure(page, 'funded')).toContainText(formatCurrency(sum(funded)));
  await expect(figure(page, 'lost')).toContainText(formatCurrency(200_000));
  await expect(figure(page, 'win-rate')).toContainText('50.0%');
  await expect(figure(page, 'fee-income')).toContainText(formatCurrency(sum(funded) / 100));

  const pipeline = page.getByTestId('pipeline-table');
  await expect(pipeline.locator('tr[data-stage="Structure"]')).toContainText(formatCurrency(100_000));
  await expect(pipeline.locator('tr[data-stage="Underwriting"]')).toContainText(formatCurrency(300_000));
  await expect(pipeline.locator('tbody tr')).toHaveCount(open.length);

  const texas = SEEDS.filter((s) => s.state === 'TX');
  const states = page.getByTestId('states-table');
  await expect(states.locator('tr[data-state="TX"]')).toContainText(`${texas.length} · ${formatCurrency(sum(texas))}`);
  await expect(states.locator('tr[data-state="FL"]')).toContainText(`1 · ${formatCurrency(200_000)}`);
  await expect(page.getByTestId('states-chart')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'analytics');

  // The CSV holds the table's figures.
  const download = page.waitForEvent('download');
  await page.getByTestId('section-geography').getByRole('link', { name: 'CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`TX,${texas.length},${sum(texas)},1,400000`);
  expect(csv).toContain('FL,1,200000,0,0');
  expect(csv).toContain('CA,1,100000,0,0');

  // Narrowed to the signed-in officer: only the deals assigned to them.
  const mine = SEEDS.filter((s) => s.mine);
  await page.getByRole('combobox', { name: 'Loan officer' }).selectOption(session.user.id);
  await expect(figure(page, 'created')).toContainText(formatCurrency(sum(mine)));
  await expect(figure(page, 'created')).toContainText(`${mine.length} deals`);
  await expect(page).toHaveURL(new RegExp(`officer=${session.user.id}`));

  // A whole year holds this month's deals too; a custom range before them holds none.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('this_year');
  await expect(figure(page, 'created')).toContainText(formatCurrency(sum(mine)));
  await expect(page.getByTestId('section-summary')).toContainText(`${new Date().getFullYear()}-01-01 to ${new Date().getFullYear()}-12-31`);
  await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-12-31');
  await expect(figure(page, 'created')).toContainText('$0');
  await expect(figure(page, 'created')).toContainText('0 deals');
});

test('a broker is refused the company figures', async ({ page, browser }) => {
  const member = { email: `analytics-broker-${Date.now()}@e2e.test`, role: 'broker' };
  await inviteMember(page, browser, member);
  const broker = await signInAsMember(browser, member);
  const brokerPage = broker.page;

  await brokerPage.goto('/analytics');
  await expect(brokerPage.getByText("You don't have permission to view company analytics.")).toBeVisible();
  await expect(brokerPage.getByTestId('section-summary')).toHaveCount(0);
  const api = await brokerPage.request.get('/api/analytics/summary');
  expect(api.status()).toBe(403);
  expect((await api.json()).error.message).toBe("You don't have permission to view company analytics.");
  await broker.close();
});
