// Deals page scroll (issue 5): a real headless Chromium opens /deals on 10,000 deals and scrolls the
// virtualised list from the top to the 10,000th deal, a step per animation frame. Measured in the page with
// requestAnimationFrame: frame intervals (median, p95, share over 50 ms), time to reach the end, and the
// GET /api/deals page fetches. Prints medians over BENCH_ROUNDS runs; no assertions on timing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import pg from 'pg';
import { seedDeals } from './support/deals.js';
import { median, newSecret, percentile, scratchDatabase, signIn, startInstance, type Instance } from './support/servers.js';

const DEALS = 10_000;
const PAGE_SIZE = 50; // the list's page (src/web/features/deals/api/deals.ts)
const ROW_HEIGHT = 52; // the list's row height (src/web/features/deals/components/deals-list.tsx)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Pixels scrolled per animation frame: 10 rows, a brisk but steady drag. */
const STEP_PX = Number(process.env.BENCH_SCROLL_STEP ?? 10 * ROW_HEIGHT);
const TIMEOUT_MS = Number(process.env.BENCH_SCROLL_TIMEOUT_MS ?? 180_000);
const PORT = 3300;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const SCROLLER = '[data-testid="deals-scroll"]';

const webIndex = path.resolve(import.meta.dirname, '../dist/web/index.html');
if (!existsSync(webIndex)) {
  console.error('dist/web is missing: build the web app first (npx vite build), the server serves it.');
  process.exit(1);
}

interface ScrollResult {
  reached: boolean;
  elapsedMs: number;
  intervals: number[];
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  /** Frames whose step was cut short by the end of the rows loaded so far (waiting for the next page). */
  heldFrames: number;
  renderedRows: number;
  /** 1-based position of the last rendered row (its aria-rowindex minus the header row). */
  lastRenderedPosition: number;
  lastRenderedText: string;
  loadingRows: number;
  lastRowVisible: boolean;
  countLabel: string;
}

interface Round extends ScrollResult {
  firstRowsMs: number;
  dealRequests: number;
  distinctPages: number;
}

// Runs in the page (serialised by Playwright): a step per requestAnimationFrame until the row of the last deal
// is rendered, holds `lastId` and lies inside the scroller's viewport, or until the timeout.
async function scrollToEnd(args: { lastId: string; total: number; stepPx: number; timeoutMs: number; selector: string }): Promise<ScrollResult> {
  const scroller = document.querySelector<HTMLElement>(args.selector);
  if (!scroller) throw new Error(`no ${args.selector} in the page`);
  const lastRowSelector = `[role="row"][aria-rowindex="${args.total + 1}"]`;
  const frames: number[] = [];
  let heldFrames = 0;
  const started = performance.now();
  const lastRowVisible = () => {
    const row = scroller.querySelector<HTMLElement>(lastRowSelector);
    if (!row || !row.textContent?.includes(args.lastId)) return false;
    const box = row.getBoundingClientRect();
    const view = scroller.getBoundingClientRect();
    return box.top >= view.top - 1 && box.bottom <= view.bottom + 1;
  };
  const reached = await new Promise<boolean>((resolve) => {
    const tick = (now: number) => {
      frames.push(now);
      if (lastRowVisible()) return resolve(true);
      if (performance.now() - started > args.timeoutMs) return resolve(false);
      const bottom = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop + args.stepPx > bottom) heldFrames++;
      scroller.scrollTop = Math.min(scroller.scrollTop + args.stepPx, bottom);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const elapsedMs = performance.now() - started;
  const rows = [...scroller.querySelectorAll<HTMLElement>('[role="row"]')];
  const last = rows.reduce<HTMLElement | undefined>(
    (best, row) => (!best || Number(row.getAttribute('aria-rowindex')) > Number(best.getAttribute('aria-rowindex')) ? row : best),
    undefined,
  );
  const countLabel = [...document.querySelectorAll('p[aria-live="polite"]')].map((p) => p.textContent ?? '').find((t) => /deals?$/.test(t)) ?? '';
  return {
    reached,
    elapsedMs,
    intervals: frames.slice(1).map((t, i) => t - frames[i]!),
    scrollTop: scroller.scrollTop,
    scrollHeight: scroller.scrollHeight,
    clientHeight: scroller.clientHeight,
    heldFrames,
    renderedRows: rows.length,
    lastRenderedPosition: last ? Number(last.getAttribute('aria-rowindex')) - 1 : 0,
    lastRenderedText: (last?.textContent ?? '').slice(0, 120),
    loadingRows: rows.filter((row) => row.textContent?.trim() === 'Loading...').length,
    lastRowVisible: lastRowVisible(),
    countLabel,
  };
}

const db = await scratchDatabase();
let api: Instance | undefined;
let browser: Browser | undefined;
let pool: pg.Pool | undefined;
let cleaned: Promise<void> | undefined;
const cleanUp = () =>
  (cleaned ??= (async () => {
    await browser?.close().catch(() => {});
    await pool?.end().catch(() => {});
    api?.stop();
    await new Promise((r) => setTimeout(r, 500));
    await db.drop();
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  api = await startInstance(db.url, PORT, newSecret());
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const cookieHeader = await signIn(api.url);
  const { rows: [org] } = await pool.query<{ id: string }>('select id from organizations where is_default');
  await seedDeals(pool, org!.id, DEALS);

  // The deal the list must end on: the last one of the API's own (default) order.
  const lastPage = await fetch(`${api.url}/api/deals?limit=1&cursor=${DEALS - 1}`, { headers: { cookie: cookieHeader } });
  if (!lastPage.ok) throw new Error(`GET /api/deals (last deal): ${lastPage.status} ${await lastPage.text()}`);
  const { items, total } = (await lastPage.json()) as { items: { id: string }[]; total: number };
  if (total !== DEALS || !items[0]) throw new Error(`expected ${DEALS} deals, the API counts ${total}`);
  const lastId = items[0].id;

  const cookies = cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: api!.url };
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });

  const round = async (): Promise<Round> => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies(cookies);
      // tsx compiles with esbuild's keepNames, which wraps the page function's inner functions in __name().
      await context.addInitScript('globalThis.__name = (fn) => fn;');
      const page = await context.newPage();
      const pageUrls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/deals') pageUrls.push(url.search);
      });
      const t0 = performance.now();
      await page.goto(`${api!.url}/deals`);
      await page.locator(`${SCROLLER} [role="row"]`).first().waitFor({ timeout: 30_000 });
      const firstRowsMs = performance.now() - t0;
      const result = await page.evaluate(scrollToEnd, { lastId, total: DEALS, stepPx: STEP_PX, timeoutMs: TIMEOUT_MS, selector: SCROLLER });
      return { ...result, firstRowsMs, dealRequests: pageUrls.length, distinctPages: new Set(pageUrls).size };
    } finally {
      await context.close();
    }
  };

  const results: Round[] = [];
  const stat = (r: Round) => {
    const sorted = [...r.intervals].sort((a, b) => a - b);
    return {
      median: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      over50: sorted.filter((ms) => ms > 50).length / Math.max(1, sorted.length),
    };
  };
  console.log(
    `deals page scroll (${DEALS} deals, pages of ${PAGE_SIZE}, ${STEP_PX} px per frame, headless Chromium 1440×900, ${ROUNDS} rounds)`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round();
    results.push(r);
    const s = stat(r);
    console.log(
      `  round ${i + 1}: ${r.reached ? 'reached' : 'DID NOT REACH'} deal ${DEALS} (${lastId}) in ${(r.elapsedMs / 1000).toFixed(2)} s; ` +
        `${r.intervals.length + 1} frames, interval median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, ` +
        `${(s.over50 * 100).toFixed(1)} % over 50 ms, ${r.heldFrames} held at the loaded end; ${r.dealRequests} GET /api/deals (${r.distinctPages} distinct); ` +
        `first rows after ${r.firstRowsMs.toFixed(0)} ms`,
    );
    if (!r.reached) {
      console.log(
        `    stopped at scrollTop ${r.scrollTop} of ${r.scrollHeight - r.clientHeight} (list height ${r.scrollHeight} px = ` +
          `${Math.round(r.scrollHeight / ROW_HEIGHT)} rows); last rendered row #${r.lastRenderedPosition}: "${r.lastRenderedText}"; ` +
          `${r.loadingRows} "Loading..." rows; label "${r.countLabel}"`,
      );
    }
  }

  const stats = results.map(stat);
  const reachedAll = results.every((r) => r.reached);
  const final = results.at(-1)!;
  console.log(`  medians over ${ROUNDS} rounds:`);
  console.log(`    time to the ${DEALS.toLocaleString('en-US')}th deal: ${(median(results.map((r) => r.elapsedMs)) / 1000).toFixed(2)} s`);
  console.log(
    `    frame interval: median ${median(stats.map((s) => s.median)).toFixed(1)} ms, p95 ${median(stats.map((s) => s.p95)).toFixed(1)} ms, ` +
      `over 50 ms ${(median(stats.map((s) => s.over50)) * 100).toFixed(1)} % of frames`,
  );
  console.log(
    `    frames held at the end of the loaded rows (waiting for a page): ${median(results.map((r) => r.heldFrames))} ` +
      `(the step alone needs ${Math.ceil((final.scrollHeight - final.clientHeight) / STEP_PX)} frames)`,
  );
  console.log(
    `    GET /api/deals page fetches: ${median(results.map((r) => r.dealRequests))} (${Math.ceil(DEALS / PAGE_SIZE)} pages of ${PAGE_SIZE} expected)`,
  );
  console.log(`    first rows after: ${median(results.map((r) => r.firstRowsMs)).toFixed(0)} ms`);
  console.log(
    `  end of list (last round): ${Math.round(final.scrollHeight / ROW_HEIGHT)} rows (${final.scrollHeight} px), label "${final.countLabel}", ` +
      `last row #${final.lastRenderedPosition} ${final.lastRowVisible ? `shows ${lastId}` : `does not show ${lastId}`}, ` +
      `${final.loadingRows} "Loading..." rows`,
  );
  if (!reachedAll) {
    console.log(`  the list did not scroll to deal ${DEALS} in every round (see above)`);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}
