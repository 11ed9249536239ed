// Issue 21, run as a fleet: PostgreSQL, S3-compatible storage (s3rver) and two compiled app instances on
// 127.0.0.1, 100 simulated users for 60 s spread over both, mixing list, detail, search, create, update, file
// upload and download; one instance is killed (SIGKILL) half-way while clients retry on the other. Then every
// acknowledged write and upload is checked: present exactly once, readable from both instances (the killed one
// restarted). Start-up time and memory, tsx against compiled, are bench/startup.ts's. Bounded: FLEET_USERS users,
// FLEET_SECONDS seconds, loopback only.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildServer } from '../scripts/build-server.mjs';
import { combine, count, latencyBuckets, quantileMs, type Buckets } from './support/prometheus.js';
import {
  cpuSeconds,
  endedChildrenCpuSeconds,
  machineBusySeconds,
  newSecret,
  percentile,
  scratchDatabase,
  signIn,
  startInstance,
  startS3Process,
  type Instance,
} from './support/servers.js';
import { wrkRound } from './support/wrk.js';

// --quick: a short run that shows the bench works end to end (its figures say nothing about the target).
const QUICK = process.argv.includes('--quick');
const USERS = Number(process.env.FLEET_USERS ?? (QUICK ? 20 : 100));
const SECONDS = Number(process.env.FLEET_SECONDS ?? (QUICK ? 12 : 60));
/** The two instances listen on FLEET_PORT + 1 and + 2. */
const BASE_PORT = Number(process.env.FLEET_PORT ?? 3251);
const METRICS_TOKEN = 'fleet-bench-metrics-token-000000';
const READ_P99_TARGET_MS = 100;
const WRK_SECONDS = Number(process.env.FLEET_WRK_SECONDS ?? (QUICK ? 5 : 30));
const READ_ROUTES = ['GET /api/deals', 'GET /api/deals/:id'];

type Kind = 'list' | 'detail' | 'search' | 'create' | 'update' | 'upload' | 'download';
const MIX: Array<[Kind, number]> = [['list', 25], ['detail', 25], ['search', 15], ['create', 10], ['update', 10], ['upload', 8], ['download', 7]];
const READS: Kind[] = ['list', 'detail', 'search', 'download'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

await buildServer();
const database = await scratchDatabase();
const s3 = await startS3Process('lender-os-fleet', 'fleet/');
const secret = newSecret();
const env = { ...s3.env, METRICS_TOKEN };
const sql = new pg.Client({ connectionString: database.url });

try {
  const instances = [
    await startInstance(database.url, BASE_PORT + 1, secret, { compiled: true, env }),
    await startInstance(database.url, BASE_PORT + 2, secret, { compiled: true, env }),
  ];
  const alive = [true, true];
  const cookie = await signIn(instances[0]!.url);
  await sql.connect();
  const scrape = async (instance: Instance) =>
    latencyBuckets(await (await fetch(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text());
  const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');

  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const serverErrors = new Map<Kind, number>();
  const clientErrors = new Map<Kind, string>();
  let cut = 0;
  let retried = 0;
  let requests = 0;
  const created: Array<{ id: string; marker: string }> = [];
  const updated = new Map<string, number>();
  const uploaded: Array<{ dealId: string; fileId: string; fileName: string; sha: string }> = [];
  const knownDeals: string[] = [];

  /** One request on an instance, retried on the other when it could not be sent (or, for reads, was cut). */
  async function call(kind: Kind, user: number, send: (base: string) => Promise<Response>): Promise<Response | undefined> {
    const idempotent = READS.includes(kind);
    const began = performance.now();
    for (let attempt = 0; attempt < 4; attempt++) {
      const index = alive[0] && alive[1] ? (user + requests) % 2 : alive[0] ? 0 : 1;
      requests++;
      try {
        const response = await send(instances[index]!.url);
        if (response.status >= 500) serverErrors.set(kind, (serverErrors.get(kind) ?? 0) + 1);
        else if (response.status >= 400 && !clientErrors.has(kind)) clientErrors.set(kind, `${response.status} ${await response.clone().text()}`);
        else latencies.get(kind)!.push(performance.now() - began);
        return response;
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code === 'ECONNREFUSED') alive[index] = false; // what a load balancer's health check would learn
        if (code !== 'ECONNREFUSED' && !idempotent) {
          cut++; // a write cut in flight by the kill: not acknowledged, not retried (no idempotency key)
          return undefined;
        }
        retried++;
      }
    }
    return undefined;
  }

  const json = (base: string, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  function newDeal(marker: string, n: number) {
    return {
      borrower_name: marker,
      borrower_type: 'Individual',
      borrower_first_name: 'Fleet',
      borrower_last_name: marker.slice(-8),
      property_address: `${n} Fleet Ave, Columbus, OH 43215`,
      loan_amount: 200000 + n,
      loan_type: 'Purchase',
      loan_term_months: 12,
      interest_rate: 10,
    };
  }

  for (let n = 0; n < 20; n++) {
    const response = await json(instances[n % 2]!.url, 'POST', '/api/deals', newDeal(`Seed ${randomUUID()}`, n));
    knownDeals.push(((await response.json()) as { id: string }).id);
  }

  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  function chooseKind(): Kind {
    let roll = Math.random() * 100;
    for (const [kind, weight] of MIX) if ((roll -= weight) < 0) return kind;
    return 'list';
  }

  async function user(index: number, until: number) {
    const mine: string[] = [];
    let n = 0;
    while (Date.now() < until) {
      let kind = chooseKind();
      if ((kind === 'update' || kind === 'upload') && !mine.length) kind = 'create';
      if (kind === 'download' && !uploaded.length) kind = 'detail';
      n++;
      if (kind === 'list') await call(kind, index, (base) => json(base, 'GET', '/api/deals?limit=50'));
      else if (kind === 'detail') await call(kind, index, (base) => json(base, 'GET', `/api/deals/${pick(knownDeals)}`));
      else if (kind === 'search') await call(kind, index, (base) => json(base, 'GET', `/api/deals?limit=50&q=${encodeURIComponent(pick(['Fleet', 'Seed', 'Columbus', '43215']))}`));
      else if (kind === 'create') {
        const marker = `Fleet ${randomUUID()}`;
        const response = await call(kind, index, (base) => json(base, 'POST', '/api/deals', newDeal(marker, n)));
        if (response?.status === 201) {
          const id = ((await response.json()) as { id: string }).id;
          created.push({ id, marker });
          mine.push(id);
          knownDeals.push(id);
        }
      } else if (kind === 'update') {
        const id = pick(mine);
        const rate = Math.round(500 + Math.random() * 1000) / 100; // two decimals, as the column keeps them
        const response = await call(kind, index, (base) => json(base, 'PATCH', `/api/deals/${id}`, { interest_rate: rate }));
        if (response?.status === 200) updated.set(id, rate);
        // Cut in flight, it may or may not have committed: the deal's last value is no longer known.
        else if (!response) updated.delete(id);
      } else if (kind === 'upload') {
        const dealId = pick(mine);
        const fileName = `fleet-${randomUUID()}.pdf`;
        const bytes = Buffer.from(`%PDF-1.4\n% ${fileName} ${'x'.repeat(2000 + Math.floor(Math.random() * 30000))}\n%%EOF`);
        const boundary = `fleet${randomUUID()}`;
        const body = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const response = await call(kind, index, (base) =>
          fetch(`${base}/api/deals/${dealId}/files`, { method: 'POST', headers: { cookie, origin: base, 'content-type': `multipart/form-data; boundary=${boundary}` }, body }),
        );
        if (response?.status === 201) uploaded.push({ dealId, fileId: ((await response.json()) as { id: string }).id, fileName, sha: sha(bytes) });
      } else {
        const file = pick(uploaded);
        await call(kind, index, async (base) => {
          const link = await json(base, 'GET', `/api/deals/${file.dealId}/files/${file.fileId}/url`);
          if (!link.ok) return link;
          const redirect = await fetch(`${base}${((await link.json()) as { url: string }).url}`, { redirect: 'manual' });
          if (redirect.status !== 302) return redirect;
          const download = await fetch(redirect.headers.get('location')!);
          if (sha(new Uint8Array(await download.clone().arrayBuffer())) !== file.sha) return new Response('wrong bytes', { status: 500 });
          return download;
        });
      }
      await sleep(250 + Math.random() * 500); // a person's pause between actions
    }
  }

  console.log(`\nfleet: ${USERS} users for ${SECONDS} s over two compiled instances (${instances.map((i) => i.url).join(', ')}), PostgreSQL, s3rver`);
  // Where the machine's CPU goes during the run, and how late the generator's own event loop runs: its clock
  // stops only when a callback gets its turn, so its loop delay is part of every latency it records.
  const before = { load: load(), busy: machineBusySeconds(), generator: process.cpuUsage(), s3: cpuSeconds(s3.pid), instances: instances.map((i) => cpuSeconds(i.pid)) };
  const serverBefore = await Promise.all(instances.map(scrape));
  const cpuUntilKill = [0, 0];
  let killedReading = new Map<string, Buckets>();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const killer = (async () => {
    await sleep((SECONDS * 1000) / 2);
    killedReading = await scrape(instances[1]!).catch(() => new Map<string, Buckets>()); // a busy instance may not answer in time
    cpuUntilKill[1] = cpuSeconds(instances[1]!.pid) - before.instances[1]!;
    instances[1]!.kill();
    console.log(`  kill -9 of ${instances[1]!.url} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  })();
  await Promise.all([...Array.from({ length: USERS }, (_, i) => user(i, until)), killer]);
  const elapsed = (Date.now() - started) / 1000;
  loopDelay.disable();
  const cpu = {
    machine: machineBusySeconds() - before.busy,
    generator: (process.cpuUsage(before.generator).user + process.cpuUsage(before.generator).system) / 1e6,
    s3: cpuSeconds(s3.pid) - before.s3,
    instances: [cpuSeconds(instances[0]!.pid) - before.instances[0]!, cpuUntilKill[1]!],
  };
  const survivorReading = await scrape(instances[0]!);

  const answered = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`  ${answered} requests answered in ${elapsed.toFixed(1)} s: ${(answered / elapsed).toFixed(1)} requests/s; ${retried} retried on the other instance; ${cut} writes cut by the kill (not acknowledged)`);
  console.log('  kind       count    p50 ms   p99 ms   5xx');
  for (const [kind] of MIX) {
    const sorted = [...latencies.get(kind)!].sort((a, b) => a - b);
    console.log(`  ${kind.padEnd(9)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(serverErrors.get(kind) ?? 0).padStart(5)}`);
  }
  for (const [kind, error] of clientErrors) console.log(`  first 4xx of ${kind}: ${error.slice(0, 200)}`);
  const reads = READS.filter((k) => k !== 'download').flatMap((k) => latencies.get(k)!).sort((a, b) => a - b);
  const readP99 = percentile(reads, 99);
  console.log(`  reads (list, detail, search) p99 ${readP99.toFixed(1)} ms (target < ${READ_P99_TARGET_MS} ms): ${readP99 < READ_P99_TARGET_MS ? 'met' : 'NOT met'}`);
  console.log('  measured by the servers (their /metrics histograms, both instances, interpolated):');
  for (const route of READ_ROUTES) {
    const buckets = combine(combine(survivorReading.get(route) ?? new Map(), serverBefore[0]!.get(route), -1), killedReading.get(route));
    console.log(`    ${route.padEnd(20)} ${String(count(buckets)).padStart(6)} answered, p50 ${quantileMs(buckets, 0.5).toFixed(1)} ms, p99 ${quantileMs(buckets, 0.99).toFixed(1)} ms`);
  }
  const share = (seconds: number) => `${seconds.toFixed(1)} s (${((100 * seconds) / cpu.machine).toFixed(0)}%)`;
  console.log(`  CPU used on the machine during the run: ${cpu.machine.toFixed(1)} s of ${(os.cpus().length * elapsed).toFixed(0)} s available; load average ${before.load} before, ${load()} after`);
  console.log(
    `    load generator (this process) ${share(cpu.generator)}, instances ${share(cpu.instances[0]!)} + ${share(cpu.instances[1]!)} (until killed), s3rver ${share(cpu.s3)}, ` +
      `everything else (PostgreSQL, other jobs on the machine) ${share(cpu.machine - cpu.generator - cpu.s3 - cpu.instances[0]! - cpu.instances[1]!)}`,
  );
  console.log(`    the generator's event loop ran late by p50 ${(loopDelay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loopDelay.percentile(99) / 1e6).toFixed(1)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`);

  // Afterwards: the killed instance comes back, and every acknowledged write is there exactly once, from both.
  instances[1] = await startInstance(database.url, BASE_PORT + 2, secret, { compiled: true, env });
  const lostBy = { creates: 0, updates: 0, uploads: 0 };
  let duplicated = 0;
  let unreadable = 0;
  for (const deal of created) {
    const { rows } = await sql.query<{ id: string }>('select id from deals where borrower_name = $1', [deal.marker]);
    if (rows.length === 0) lostBy.creates++;
    if (rows.length > 1) duplicated++;
  }
  for (const [id, rate] of updated) {
    for (const instance of instances) {
      const answer = (await (await json(instance.url, 'GET', `/api/deals/${id}`)).json()) as { interest_rate: number };
      if (answer.interest_rate !== rate) lostBy.updates++;
    }
  }
  for (const file of uploaded) {
    const { rows } = await sql.query<{ n: number }>('select count(*)::int as n from deal_files where deal_id = $1 and file_name = $2', [file.dealId, file.fileName]);
    if (rows[0]!.n === 0) lostBy.uploads++;
    if (rows[0]!.n > 1) duplicated++;
    for (const instance of instances) {
      const link = (await (await json(instance.url, 'GET', `/api/deals/${file.dealId}/files/${file.fileId}/url`)).json()) as { url: string };
      const download = await fetch(`${instance.url}${link.url}`);
      if (!download.ok || sha(new Uint8Array(await download.arrayBuffer())) !== file.sha) unreadable++;
    }
  }
  const serverErrorCount = [...serverErrors.values()].reduce((a, b) => a + b, 0);
  console.log(`  acknowledged: ${created.length} creates, ${updated.size} deals updated, ${uploaded.length} uploads`);
  const lost = lostBy.creates + lostBy.updates + lostBy.uploads;
  console.log(`  lost acknowledged writes: ${lost} (creates ${lostBy.creates}, updates seen stale ${lostBy.updates}, uploads ${lostBy.uploads}); duplicated: ${duplicated}; uploads unreadable from either instance: ${unreadable}; 5xx: ${serverErrorCount}`);
  const metrics = await fetch(`${instances[0]!.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const served = /lender_os_http_requests_total\{method="GET",route="\/api\/deals",status_code="200"\} (\d+)/.exec(await metrics.text())?.[1];
  console.log(`  /metrics of the surviving instance: ${metrics.status}, GET /api/deals answered ${served} times`);

  // The same reads (list, detail and search in the scenario's proportions) from the same number of users with
  // the same pauses, but from wrk — a C generator in its own process, far lighter than this one — against both
  // instances with the run's deals in the database: what the servers answer when the generator costs little.
  const script = path.join(mkdtempSync(path.join(os.tmpdir(), 'lender-os-fleet-')), 'reads.lua');
  const ids = knownDeals.map((id) => `'${id}'`).join(', ');
  writeFileSync(
    script,
    `local ids = { ${ids} }
local terms = { 'Fleet', 'Seed', 'Columbus', '43215' }
request = function()
  local roll = math.random(65)
  if roll <= 25 then return wrk.format('GET', '/api/deals?limit=50') end
  if roll <= 50 then return wrk.format('GET', '/api/deals/' .. ids[math.random(#ids)]) end
  return wrk.format('GET', '/api/deals?limit=50&q=' .. terms[math.random(#terms)])
end
delay = function() return math.random(250, 750) end
`,
  );
  const wrkBefore = { load: load(), busy: machineBusySeconds(), wrk: endedChildrenCpuSeconds(), instances: instances.map((i) => cpuSeconds(i.pid)) };
  const rounds = await Promise.all(
    instances.map((instance) => wrkRound(`${instance.url}/api/deals`, { connections: USERS / 2, seconds: WRK_SECONDS, headers: { cookie }, script })),
  );
  const wrkCpu = {
    machine: machineBusySeconds() - wrkBefore.busy,
    wrk: endedChildrenCpuSeconds() - wrkBefore.wrk,
    instances: instances.map((i, n) => cpuSeconds(i.pid) - wrkBefore.instances[n]!),
  };
  console.log(`\nreads alone from wrk: ${USERS} users (${USERS / 2} connections per instance) for ${WRK_SECONDS} s, same mix and pauses, ${knownDeals.length} deals`);
  console.log(`  ${rounds.map((r) => `${r.rps.toFixed(0)} requests/s p99 ${r.p99.toFixed(1)} ms`).join('; ')} (target < ${READ_P99_TARGET_MS} ms: ${Math.max(...rounds.map((r) => r.p99)) < READ_P99_TARGET_MS ? 'met' : 'NOT met'})`);
  console.log(
    `  CPU: ${wrkCpu.machine.toFixed(1)} s used; wrk ${wrkCpu.wrk.toFixed(1)} s, instances ${wrkCpu.instances.map((s) => s.toFixed(1)).join(' s + ')} s; load average ${wrkBefore.load} before, ${load()} after`,
  );
  for (const instance of instances) instance.stop();
  if (lost || duplicated || unreadable || serverErrorCount) process.exitCode = 1;
} finally {
  await sql.end().catch(() => undefined);
  await s3.close();
  await database.drop();
}
