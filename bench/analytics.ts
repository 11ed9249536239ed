// Analytics (issue 18): 50,000 deals spread over three years — officers, brokers, states, loan and property
// types, stage histories, funded and lost deals with fees — then every analytics section computed five times
// for a trailing-12-months view and a filtered one, on PGlite and on PostgreSQL (medians); on PostgreSQL also
// through the HTTP API of a running instance, and the page's first paint of figures in Chromium.
// Targets: every endpoint under 150 ms on PostgreSQL; figures painted under 1 s.
import { chromium } from '@playwright/test';
import pg from 'pg';
import { analyticsQuerySchema, type AnalyticsQuery } from '../src/core/schemas/analytics.js';
import { DEFAULT_DEAL_STAGES } from '../src/core/deals/form-fields.js';
import { openDatabase, type AppDatabase } from '../src/server/platform/db/client.js';
import { analyticsFlow, analyticsGeography, analyticsMonthly, analyticsPeople, analyticsPipeline, analyticsSummary } from '../src/server/analytics/service.js';
import { BOOK, seedBook, type Query } from './support/analytics-book.js';
import { ADMIN, freePort, median, newSecret, scratchDatabase, signIn, startInstance } from './support/servers.js';

const DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const RUNS = 5;
const TARGET_MS = 150;
const SECTIONS = { summary: analyticsSummary, monthly: analyticsMonthly, pipeline: analyticsPipeline, flow: analyticsFlow, people: analyticsPeople, geography: analyticsGeography };

const QUERIES: [string, AnalyticsQuery][] = [
  ['trailing 12 months', analyticsQuerySchema.parse({ period: 'trailing_12_months' })],
  ['this year, TX, Multifamily', analyticsQuerySchema.parse({ period: 'this_year', state: 'TX', property_type: 'Multifamily' })],
];

async function timeSections(db: AppDatabase, organizationId: string) {
  const rows: string[] = [];
  for (const [label, query] of QUERIES) {
    for (const [name, compute] of Object.entries(SECTIONS)) {
      await compute(db, organizationId, query); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await compute(db, organizationId, query);
        times.push(performance.now() - t0);
      }
      rows.push(`    ${label.padEnd(28)} ${name.padEnd(10)} median ${median(times).toFixed(1).padStart(6)} ms`);
    }
  }
  return rows;
}

console.log(`analytics over ${DEALS.toLocaleString('en-US')} deals, 3 years, ${BOOK.officers} officers, ${BOOK.brokers} brokers (median of ${RUNS} per section)`);

// PGlite, in this process.
{
  const database = await openDatabase({ pgliteDir: 'memory' });
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query: Query = (text, params) => client.query(text, params);
  const { rows: [org] } = await query(`insert into organizations (name, short_name, deal_id_prefix) values ('Bench', 'Bench', 'BEN') returning id`);
  const organizationId = String(org!.id);
  await query(`insert into deal_stages (organization_id, name, position) select $1, s, i from unnest($2::text[]) with ordinality as t(s, i)`, [organizationId, [...DEFAULT_DEAL_STAGES]]);
  const t0 = performance.now();
  await seedBook(query, organizationId, DEALS);
  console.log(`  PGlite (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  for (const row of await timeSections(database.db, organizationId)) console.log(row);
  await database.close();
}

// PostgreSQL: in process, then through a running instance's API, then the page in Chromium.
const scratch = await scratchDatabase();
// BENCH_PORT picks the instance's port (a shared machine hands each engineer theirs); otherwise any free one.
const api = await startInstance(scratch.url, Number(process.env.BENCH_PORT) || (await freePort()), newSecret());
const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
try {
  const { rows: [org] } = await pool.query<{ id: string }>('select id from organizations where is_default');
  const t0 = performance.now();
  await seedBook((text, params) => pool.query(text, params), org!.id, DEALS);
  console.log(`  PostgreSQL (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const database = await openDatabase({ url: scratch.url, poolSize: 4 });
  for (const row of await timeSections(database.db, org!.id)) console.log(row);
  await database.close();

  const cookie = await signIn(api.url);
  const worst: number[] = [];
  console.log(`  PostgreSQL through the API (GET /api/analytics/<section>?period=trailing_12_months)`);
  for (const name of Object.keys(SECTIONS)) {
    const url = `${api.url}/api/analytics/${name}?period=trailing_12_months`;
    await fetch(url, { headers: { cookie } });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      if (!res.ok) throw new Error(`${name}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    worst.push(median(times));
    console.log(`    ${name.padEnd(10)} median ${median(times).toFixed(1).padStart(6)} ms`);
  }
  console.log(`    slowest endpoint ${Math.max(...worst).toFixed(1)} ms (target < ${TARGET_MS} ms): ${Math.max(...worst) < TARGET_MS ? 'met' : 'NOT met'}`);

  // First paint of figures: from navigation to the period's created volume on screen, signed in.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ baseURL: api.url });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/$/);
  const paint = async (target: typeof page) => {
    const t = performance.now();
    await target.goto('/analytics?period=trailing_12_months');
    await target.getByTestId('figure-created').locator('dd').first().filter({ hasText: '$' }).waitFor();
    return performance.now() - t;
  };
  const paints: number[] = [];
  for (let i = 0; i < RUNS; i++) paints.push(await paint(page));
  console.log(`  page: figures painted ${median(paints).toFixed(0)} ms after navigation (median of ${RUNS}; target < 1000 ms): ${median(paints) < 1000 ? 'met' : 'NOT met'}`);
  // A first visit: signed in, but none of the page's code in the browser's cache yet.
  const firstVisits: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = await browser.newContext({ baseURL: api.url, storageState: await context.storageState() });
    firstVisits.push(await paint(await fresh.newPage()));
    await fresh.close();
  }
  console.log(`  page, first visit (empty cache): figures painted ${median(firstVisits).toFixed(0)} ms after navigation (median of ${RUNS})`);
  await browser.close();
} finally {
  await pool.end();
  api.stop();
  await new Promise((r) => setTimeout(r, 500));
  await scratch.drop();
}
