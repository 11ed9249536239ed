// Deals list read throughput (issue 5): the authenticated API (50 rows of 10,000 deals) against the same
// SQL run directly through `pg` in this process, both at 32 concurrent connections.
import autocannon from 'autocannon';
import pg from 'pg';
import { dealListQuerySchema } from '../src/core/schemas/deal-list.js';
import type { AuthContext } from '../src/server/auth/guard.js';
import { dealPageStatement } from '../src/server/deals/list-query.js';
import { seedDeals } from './support/deals.js';
import { median, newSecret, percentile, scratchDatabase, signIn, startInstance } from './support/servers.js';

const DEALS = 10_000;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const db = await scratchDatabase();
const api = await startInstance(db.url, 3203, newSecret());
const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
try {
  const cookie = await signIn(api.url);
  const { rows: [org] } = await pool.query<{ id: string }>('select id from organizations where is_default');
  await seedDeals(pool, org!.id, DEALS);

  // The statement the API runs for GET /api/deals?limit=50 (first page, a staff member), compiled by the
  // same code and prepared under the same name: the page, whether more follow, and the total, as JSON.
  const staff = { organizationId: org!.id, userId: 'bench', email: 'bench@example.test', role: 'super_admin', can: () => true } as unknown as AuthContext;
  const statement = dealPageStatement(staff, dealListQuerySchema.parse({ limit: 50 }));

  async function rawRound() {
    const latencies: number[] = [];
    let done = 0;
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          await pool.query(statement);
          latencies.push(performance.now() - t0);
          done++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { rps: done / SECONDS, p99: percentile(latencies, 99) };
  }

  async function apiRound() {
    const result = await autocannon({
      url: `${api.url}/api/deals?limit=50`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie },
    });
    if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  }

  const raw: { rps: number; p99: number }[] = [];
  const apiResults: { rps: number; p99: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raw.push(await rawRound());
    apiResults.push(await apiRound());
  }
  const rawRps = median(raw.map((r) => r.rps));
  const apiRps = median(apiResults.map((r) => r.rps));
  console.log(`deals list read (${DEALS} deals, 50 rows, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, medians)`);
  console.log(`  raw pg (same SQL, in process): ${rawRps.toFixed(0)} req/s, p99 ${median(raw.map((r) => r.p99)).toFixed(1)} ms`);
  console.log(`  API GET /api/deals (authenticated): ${apiRps.toFixed(0)} req/s, p99 ${median(apiResults.map((r) => r.p99)).toFixed(1)} ms`);
  console.log(`  ratio API / raw: ${(apiRps / rawRps).toFixed(2)}  (target ≥ 0.60, p99 < 50 ms)`);
} finally {
  await pool.end();
  api.stop();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
