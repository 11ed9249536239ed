// Assistant benchmark (../shared/fixtures/assistant/README.md "How a benchmark scores"): starts the app on
// 127.0.0.1 with a fresh in-memory database, loads the fixture's dataset through the API, then asks every question
// as the client routes it (SPEC §7), in a fresh session, signed in as the question's askAs. Prints the share of
// correct answers per category and overall, the median answer time, and whether any answer leaked a deal.
//   npm run bench:assistant [-- --questions <file>] [-- --json <out>] [-- --dataset <file>] [-- --verbose | --quiet]
// --quiet prints the per-category table only (for a held-out set, whose questions must stay unseen).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeAssistantMessage } from '../src/core/routing';
import { buildApp } from '../src/server/app';
import { bootstrap } from '../src/server/bootstrap';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/platform/db/client';
import { Api, loadDataset, type Dataset } from './assistant/load-dataset';
import { verdict, type AnswerFields, type Question } from './assistant/scoring';
import { freePort } from './support/servers';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args[at + 1];
};
const FIXTURES = path.resolve(import.meta.dirname, '../../shared/fixtures/assistant');
const datasetFile = option('dataset') ?? path.join(FIXTURES, 'dataset.json');
const questionsFile = option('questions') ?? path.join(FIXTURES, 'questions.json');
const jsonOut = option('json');
const verbose = args.includes('--verbose');
const quiet = args.includes('--quiet');

const ADMIN = { email: 'assistant-bench@example.test', password: 'assistant bench admin passphrase' };

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-os-assistant-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ORG_NAME: 'Harborline Capital',
  ORG_SHORT_NAME: 'Harborline',
  ORG_DEAL_ID_PREFIX: 'HLC',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const database = await openDatabase({});
const app = await buildApp({ config, database, authSecret: randomBytes(32).toString('hex'), logger: false });
await bootstrap(database.db, app.services.auth, config, app.log);
const baseUrl = await app.listen({ host: '127.0.0.1', port });
const api = new Api(baseUrl);

try {
  const data = JSON.parse(readFileSync(datasetFile, 'utf8')) as Dataset;
  const questions = JSON.parse(readFileSync(questionsFile, 'utf8')) as Question[];
  const started = performance.now();
  const loaded = await loadDataset(api, database.db, await api.signIn(ADMIN.email, ADMIN.password), data, dataDir);
  console.log(`loaded ${data.deals.length} deals, ${data.contacts.length} contacts, ${data.tasks.length} tasks, ${data.notes.length} notes in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Every street line of the dataset: an answer naming one the asker may not see is a leak.
  const streets = new Map([...loaded.addresses].map(([ref, address]) => [ref, address.split(',')[0]!]));

  async function ask(cookie: string, sessionId: string, message: string, history: { role: string; content: string }[]) {
    const route = routeAssistantMessage(message);
    const t0 = performance.now();
    const answer = (await api.call(cookie, 'POST', `/api/functions/${route.fn}`, {
      message,
      conversationHistory: history.slice(-10),
      sessionId,
      currentRoute: '/',
    })) as AnswerFields;
    return { answer, ms: performance.now() - t0 };
  }

  const results: { id: string; category: string; question: string; correct: boolean; why: string[]; ms: number; answer: AnswerFields }[] = [];
  for (const q of questions) {
    const cookie = loaded.cookies.get(q.expect.askAs);
    if (!cookie) throw new Error(`${q.id}: unknown askAs ${q.expect.askAs}`);
    const sessionId = randomUUID();
    const history: { role: string; content: string }[] = [];
    for (const earlier of q.history ?? []) {
      const { answer } = await ask(cookie, sessionId, earlier, history);
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: answer.response ?? '' });
    }
    const { answer, ms } = await ask(cookie, sessionId, q.question, history);
    const judged = verdict(q, answer, (ref) => loaded.addresses.get(ref));
    results.push({ id: q.id, category: q.category, question: q.question, ...judged, ms, answer });
    if (!quiet && (verbose || !judged.correct)) {
      console.log(`${judged.correct ? 'ok  ' : 'FAIL'} ${q.id} [${q.expect.askAs}] ${q.question}`);
      if (!judged.correct) console.log(`     ${judged.why.join('; ')}\n     → ${(answer.response ?? '').replace(/\n/g, '\n       ').slice(0, 1500)}`);
    }
  }

  // Leaks: an outside party's answer naming a deal they are not linked to.
  const outside = new Set(data.users.filter((u) => !['admin', 'super_admin', 'loan_officer'].includes(u.role)).map((u) => u.ref));
  let leaks = 0;
  for (const r of results) {
    const q = questions.find((x) => x.id === r.id)!;
    if (!outside.has(q.expect.askAs)) continue;
    const user = data.users.find((u) => u.ref === q.expect.askAs)!;
    const contactRefs = new Set(data.contacts.filter((c) => c.email === user.email).map((c) => c.ref));
    for (const d of data.deals) {
      const linked = d.contacts.some((c) => contactRefs.has(c.contact)) || (user.role === 'borrower' && d.borrower_email === user.email);
      if (!linked && (r.answer.response ?? '').includes(streets.get(d.ref)!)) {
        leaks++;
        if (!quiet) console.log(`LEAK ${r.id}: ${streets.get(d.ref)}`);
      }
    }
  }

  const categories = [...new Set(results.map((r) => r.category))];
  console.log('\ncategory              correct');
  for (const c of categories) {
    const rs = results.filter((r) => r.category === c);
    const ok = rs.filter((r) => r.correct).length;
    console.log(`${c.padEnd(22)}${String(ok).padStart(3)}/${String(rs.length).padEnd(4)} ${((100 * ok) / rs.length).toFixed(0).padStart(4)}%`);
  }
  const ok = results.filter((r) => r.correct).length;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? NaN;
  console.log(`${'overall'.padEnd(22)}${String(ok).padStart(3)}/${String(results.length).padEnd(4)} ${((100 * ok) / results.length).toFixed(1).padStart(5)}%`);
  console.log(`median answer time ${median.toFixed(0)} ms (p90 ${times[Math.floor(times.length * 0.9)]?.toFixed(0)} ms); leaks: ${leaks}`);
  if (jsonOut) {
    writeFileSync(
      jsonOut,
      JSON.stringify(
        results.map((r) => ({ id: r.id, category: r.category, verdict: r.correct ? 'correct' : 'wrong', why: r.why, ms: Math.round(r.ms), answer: r.answer })),
        null,
        2,
      ),
    );
    console.log(`wrote ${jsonOut}`);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
