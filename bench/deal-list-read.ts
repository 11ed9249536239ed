// Deals list read throughput (issue 5): the authenticated API (50 rows of 10,000 deals) against the same
// SQL run directly through `pg` in this process, both at 32 concurrent connections. The machine's load from
// others drifts, so each round measures both sides back to back and the ratio is the median of the rounds'.
// wrk loads the API; autocannon, a load generator in this Node process, is printed for reference.
import autocannon from 'autocannon';
import pg from 'pg';
import { dealListQuerySchema } from '../src/core/schemas/deal-list.js';
import type { AuthContext } from '../src/server/auth/guard.js';
import { dealPageStatement } from '../src/server/deals/list-query.js';
import { seedDeals } from './support/deals.js';
import { median, newSecret, percentile, scratchDatabase, signIn, startInstance } from './support/servers.js';
import { wrkRound, type LoadRound } from './support/wrk.js';

const DEALS = 10_000;
const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

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

  async function rawRound(seconds = SECONDS): Promise<LoadRound> {
    const latencies: number[] = [];
    let done = 0;
    const end = performance.now() + seconds * 1000;
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
    return { rps: done / seconds, p99: percentile(latencies, 99) };
  }

  const listUrl = `${api.url}/api/deals?limit=50`;
  const wrkApiRound = (seconds = SECONDS) => wrkRound(listUrl, { connections: CONNECTIONS, seconds, headers: { cookie } });
  async function autocannonRound(): Promise<LoadRound> {
    const result = await autocannon({ url: listUrl, connections: CONNECTIONS, duration: SECONDS, headers: { cookie } });
    if (result.non2xx) throw new Error(`${result.non2xx} non-2xx answers`);
    return { rps: result.requests.average, p99: result.latency.p99 };
  }

  // Unrecorded warm-up: the first seconds open the connections, prepare the statement on each and JIT-compile
  // the app; left in, they land in the first round's tail.
  await rawRound(3);
  await wrkApiRound(3);

  const rounds: { raw: LoadRound; api: LoadRound; reference: LoadRound }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ raw: await rawRound(), api: await wrkApiRound(), reference: await autocannonRound() });
  }
  const summary = (pick: (r: (typeof rounds)[number]) => LoadRound) =>
    `${median(rounds.map((r) => pick(r).rps)).toFixed(0)} req/s, p99 ${median(rounds.map((r) => pick(r).p99)).toFixed(1)} ms`;
  const ratios = rounds.map((r) => r.api.rps / r.raw.rps);
  const range = (values: number[]) => `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
  console.log(`deals list read (${DEALS} deals, 50 rows, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per side, medians)`);
  console.log(`  raw pg (same SQL, in process): ${summary((r) => r.raw)}`);
  console.log(`  API GET /api/deals (authenticated, wrk): ${summary((r) => r.api)}`);
  console.log(`  ratio API / raw: ${median(ratios).toFixed(2)} (rounds ${range(ratios)})  (target ≥ 0.60, p99 < 50 ms)`);
  const referenceRatios = rounds.map((r) => r.reference.rps / r.raw.rps);
  console.log(`  for reference, autocannon in this process: ${summary((r) => r.reference)}, ratio ${median(referenceRatios).toFixed(2)} (rounds ${range(referenceRatios)})`);
} finally {
  await pool.end();
  api.stop();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
