// Deal creation under contention (issue 5): two app instances on one PostgreSQL, 500 creates with 50 in
// flight, alternating instances. Prints duplicates (must be 0), failures (must be 0) and creates per second.
import { newSecret, scratchDatabase, signIn, startInstance } from './support/servers.js';

const TOTAL = Number(process.env.BENCH_CREATES ?? 500);
const IN_FLIGHT = 50;

const db = await scratchDatabase();
const secret = newSecret();
const a = await startInstance(db.url, 3201, secret);
const b = await startInstance(db.url, 3202, secret);
try {
  const cookie = await signIn(a.url);
  const body = (i: number) =>
    JSON.stringify({
      borrower_name: `Borrower ${i % 40}`,
      borrower_type: 'Individual',
      borrower_first_name: 'Borrower',
      borrower_last_name: String(i % 40),
      borrower_email: `borrower${i % 40}@example.test`,
      property_address: `${i} Contention Ave, Columbus, OH 43215`,
      loan_amount: 100000 + i,
      loan_type: 'Purchase',
      interest_rate: 10,
      loan_term_months: 12,
    });
  const ids: string[] = [];
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < TOTAL) {
      const i = next++;
      const target = i % 2 === 0 ? a.url : b.url;
      const res = await fetch(`${target}/api/deals`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: target },
        body: body(i),
      });
      if (res.status === 201) ids.push(((await res.json()) as { id: string }).id);
      else failures.push(`${res.status} ${await res.text()}`);
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const seconds = (performance.now() - started) / 1000;
  const duplicates = ids.length - new Set(ids).size;
  console.log('deal creation under contention (2 instances, 1 PostgreSQL)');
  console.log(`  creates: ${TOTAL}, in flight: ${IN_FLIGHT}`);
  console.log(`  duplicates: ${duplicates}`);
  console.log(`  failures: ${failures.length}${failures.length ? ` (first: ${failures[0]})` : ''}`);
  console.log(`  creates/s: ${(ids.length / seconds).toFixed(1)}  (${seconds.toFixed(2)} s total)`);
  if (duplicates || failures.length) process.exitCode = 1;
} finally {
  a.stop();
  b.stop();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
