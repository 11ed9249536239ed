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
import { ADMIN, median, newSecret, scratchDatabase, signIn, startInstance } from './support/servers.js';

const DEALS = Number(process.env.BENCH_DEALS ?? 50_000);
const RUNS = 5;
const TARGET_MS = 150;
const SECTIONS = { summary: analyticsSummary, monthly: analyticsMonthly, pipeline: analyticsPipeline, flow: analyticsFlow, people: analyticsPeople, geography: analyticsGeography };
type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const STATES = [['TX', 'Austin'], ['FL', 'Miami'], ['CA', 'Los Angeles'], ['NY', 'Brooklyn'], ['GA', 'Atlanta'], ['AZ', 'Phoenix'], ['NC', 'Charlotte'], ['OH', 'Columbus'], ['CO', 'Denver'], ['TN', 'Nashville'], ['NJ', 'Newark'], ['WA', 'Seattle']];
const LOAN_TYPES = ['Purchase', 'Refinance', 'Cash-Out Refinance', 'Construction', 'Bridge'];
const PROPERTY_TYPES = ['Single Family', 'Multifamily', '2-4 Unit', 'Mixed Use', 'Retail', 'Land'];
const OFFICERS = 8;
const BROKERS = 20;

/** Deterministic pseudo-random integers per deal: the same book on every run and both databases. */
const pick = (g: string, salt: number, n: number) => `(abs(hashint4(${g} * 7919 + ${salt})) % ${n})`;

async function seed(query: Query, organizationId: string) {
  const stages = DEFAULT_DEAL_STAGES.length;
  for (let i = 0; i < OFFICERS; i++) {
    const id = `bench-officer-${i}`;
    await query(`insert into auth_user (id, name, email, email_verified) values ($1, $2, $3, true) on conflict do nothing`, [id, `Officer ${i}`, `${id}@example.test`]);
    await query(`insert into profiles (id, organization_id, email, first_name, last_name, role) values ($1, $2, $3, 'Officer', $4, 'loan_officer') on conflict do nothing`, [id, organizationId, `${id}@example.test`, String(i)]);
  }
  await query(`insert into contacts (organization_id, name, role) select $1, 'Broker ' || b, 'Broker' from generate_series(1, ${BROKERS}) b`, [organizationId]);
  const stateCase = STATES.map(([code, city], i) => `when ${i} then '${city}, ${code} 7${String(i).padStart(4, '0')}'`).join(' ');
  const list = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;
  // Age in days 0–1094; older deals are mostly decided: 60 % funded, 30 % lost; recent ones mostly open.
  await query(
    `insert into deals (id, organization_id, sequence, borrower_name, property_address, loan_amount, loan_type, property_type, stage, status,
       application_date, borrower_type, interest_rate, loan_term_months, ltv_ratio, loan_origination_fee, processing_fee, broker_fee,
       assigned_officer_id, created_at)
     select 'BEN-' || to_char(app, 'YYYYMMDD') || '-' || lpad(seq::text, 3, '0'), $1, seq, 'Borrower ' || g,
       g || ' Main St, ' || (case ${pick('g', 1, STATES.length)} ${stateCase} end),
       (100000 + ${pick('g', 2, 60)} * 25000 + ${pick('g', 3, 10)} * 5000)::numeric,
       ${list(LOAN_TYPES)}[1 + ${pick('g', 4, LOAN_TYPES.length)}], ${list(PROPERTY_TYPES)}[1 + ${pick('g', 5, PROPERTY_TYPES.length)}],
       case when status = 'Closed' then 'Funded' else ${list([...DEFAULT_DEAL_STAGES])}[1 + ${pick('g', 6, stages - 1)}] end,
       status, app, 'Entity', 9 + ${pick('g', 7, 40)} / 10.0, (array[6, 12, 12, 18, 24])[1 + ${pick('g', 8, 5)}], 50 + ${pick('g', 9, 30)},
       (1000 + ${pick('g', 10, 40)} * 500)::numeric, 995, case when ${pick('g', 11, 10)} < 4 then 2500 end,
       'bench-officer-' || ${pick('g', 12, OFFICERS)}, app::timestamptz
     from generate_series(1, ${DEALS}) g,
       lateral (select current_date - (g % 1095) as app, g / 1095 + 1 as seq, g % 1095 as age) a,
       lateral (select case when age > 120 and ${pick('g', 13, 10)} < 6 then 'Closed' when age > 120 and ${pick('g', 13, 10)} < 9 then 'Dead'
                            when ${pick('g', 13, 10)} < 2 then 'Closed' when ${pick('g', 13, 10)} = 9 then 'On Hold' else 'Active' end as status) s`,
    [organizationId],
  );
  // When each deal was decided (20–110 days after applying, never in the future) and entered its stage.
  await query(
    `update deals set status_changed_at = least(now(), created_at + ((20 + ${pick('length(id)::int + sequence', 14, 90)}) || ' days')::interval),
       stage_entered_at = least(now(), created_at + ((5 + ${pick('sequence', 15, 30)}) || ' days')::interval)
     where organization_id = $1`,
    [organizationId],
  );
  // Stage histories: a stay in each stage up to the current one, about a week each.
  await query(`delete from deal_stage_history where organization_id = $1`, [organizationId]);
  await query(
    `insert into deal_stage_history (organization_id, deal_id, stage, entered_at, left_at, next_stage)
     select d.organization_id, d.id, st.name, d.created_at + (st.position * 7 || ' days')::interval,
       case when st.position < cur.position then d.created_at + ((st.position + 1) * 7 || ' days')::interval end,
       (select n.name from deal_stages n where n.organization_id = d.organization_id and n.position = st.position + 1 and st.position < cur.position)
     from deals d
     join deal_stages cur on cur.organization_id = d.organization_id and cur.name = d.stage
     join deal_stages st on st.organization_id = d.organization_id and st.position <= cur.position
     where d.organization_id = $1`,
    [organizationId],
  );
  await query(
    `insert into deal_contacts (organization_id, deal_id, contact_id, contact_name, contact_role)
     select d.organization_id, d.id, c.id, c.name, 'Broker' from deals d
     join lateral (select id, name from contacts where organization_id = d.organization_id and role = 'Broker' order by name offset ${pick('d.sequence + length(d.id)', 16, BROKERS)} limit 1) c on true
     where d.organization_id = $1 and ${pick('d.sequence * 31 + length(d.borrower_name)', 17, 10)} < 6`,
    [organizationId],
  );
  for (const table of ['deals', 'deal_stage_history', 'deal_contacts', 'contacts', 'profiles']) await query(`analyze ${table}`);
}

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

console.log(`analytics over ${DEALS.toLocaleString('en-US')} deals, 3 years, ${OFFICERS} officers, ${BROKERS} brokers (median of ${RUNS} per section)`);

// PGlite, in this process.
{
  const database = await openDatabase({ pgliteDir: 'memory' });
  const client = (database.db as unknown as { $client: { query: Query } }).$client;
  const query: Query = (text, params) => client.query(text, params);
  const { rows: [org] } = await query(`insert into organizations (name, short_name, deal_id_prefix) values ('Bench', 'Bench', 'BEN') returning id`);
  const organizationId = String(org!.id);
  await query(`insert into deal_stages (organization_id, name, position) select $1, s, i from unnest($2::text[]) with ordinality as t(s, i)`, [organizationId, [...DEFAULT_DEAL_STAGES]]);
  const t0 = performance.now();
  await seed(query, organizationId);
  console.log(`  PGlite (seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  for (const row of await timeSections(database.db, organizationId)) console.log(row);
  await database.close();
}

// PostgreSQL: in process, then through a running instance's API, then the page in Chromium.
const scratch = await scratchDatabase();
const api = await startInstance(scratch.url, 3207, newSecret());
const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
try {
  const { rows: [org] } = await pool.query<{ id: string }>('select id from organizations where is_default');
  const t0 = performance.now();
  await seed((text, params) => pool.query(text, params), org!.id);
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
  const paints: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await page.goto('/analytics?period=trailing_12_months');
    await page.getByTestId('figure-created').locator('dd').first().filter({ hasText: '$' }).waitFor();
    paints.push(performance.now() - t);
  }
  console.log(`  page: figures painted ${median(paints).toFixed(0)} ms after navigation (median of ${RUNS}; target < 1000 ms): ${median(paints) < 1000 ? 'met' : 'NOT met'}`);
  await browser.close();
} finally {
  await pool.end();
  api.stop();
  await new Promise((r) => setTimeout(r, 500));
  await scratch.drop();
}
