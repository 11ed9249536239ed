// The PDF viewer on a 200-page PDF (issue 17: "a 200-page PDF opens in under 2 s to its first page"): a real
// headless Chromium opens /documents/view/deal/:id and times, from navigation, the first page drawn (its canvas
// painted and its text layer laid out) and then a jump to page 150 by the page box, and stepping to the next
// page with the Next page button. Prints medians over BENCH_ROUNDS runs; no assertions on timing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { median, newSecret, scratchDatabase, signIn, startInstance, type Instance } from './support/servers.js';

const PAGES = 200;
const JUMP_TO = 150;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PORT = 3320;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

const webIndex = path.resolve(import.meta.dirname, '../dist/web/index.html');
if (!existsSync(webIndex)) {
  console.error('dist/web is missing: build the web app first (npx vite build), the server serves it.');
  process.exit(1);
}

/** A title report's worth of text pages: a heading and 40 lines on each, as a long loan file has. */
async function longPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= PAGES; n++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Schedule B, page ${n} of ${PAGES}`, { x: 72, y: 720, size: 16, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(`Requirement ${n}.${line + 1}: record the release of the prior deed of trust and pay the taxes due.`, { x: 72, y: 690 - line * 15, size: 9, font });
    }
  }
  return doc.save();
}

/** Resolves when page `n` has its text layer laid out (pdf.js draws the canvas first, then the text). */
const pageDrawn = (page: Page, n: number) =>
  page.locator(`[data-page-number="${n}"] .textLayer span`).filter({ hasText: `page ${n} of ${PAGES}` }).first().waitFor({ timeout: 60_000 });

const db = await scratchDatabase();
let api: Instance | undefined;
let browser: Browser | undefined;
try {
  api = await startInstance(db.url, PORT, newSecret());
  const cookieHeader = await signIn(api.url);
  const headers = { cookie: cookieHeader, origin: api.url };
  const deal = await fetch(`${api.url}/api/deals`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ borrower_name: 'Bench Borrower', borrower_first_name: 'Bench', borrower_last_name: 'Borrower', borrower_type: 'Individual', property_address: '1 Bench St', loan_amount: 500000, loan_type: 'Purchase' }),
  });
  if (!deal.ok) throw new Error(`POST /api/deals: ${deal.status} ${await deal.text()}`);
  const dealId = ((await deal.json()) as { id: string }).id;
  const bytes = await longPdf();
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), 'Title report (200 pages).pdf');
  const upload = await fetch(`${api.url}/api/deals/${dealId}/files`, { method: 'POST', headers, body: form });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  const fileId = ((await upload.json()) as { id: string }).id;

  const cookies = cookieHeader.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: api!.url };
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });

  const round = async () => {
    const context = await browser!.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      const t0 = performance.now();
      await page.goto(`${api!.url}/documents/view/deal/${fileId}`);
      await pageDrawn(page, 1);
      const firstPageMs = performance.now() - t0;

      const t1 = performance.now();
      await page.getByLabel('Page', { exact: true }).fill(String(JUMP_TO));
      await page.getByLabel('Page', { exact: true }).press('Enter');
      await pageDrawn(page, JUMP_TO);
      const jumpMs = performance.now() - t1;

      const t2 = performance.now();
      await page.getByRole('button', { name: 'Next page' }).click();
      await pageDrawn(page, JUMP_TO + 1);
      const nextMs = performance.now() - t2;
      return { firstPageMs, jumpMs, nextMs };
    } finally {
      await context.close();
    }
  };

  console.log(`PDF viewer (${PAGES}-page text PDF, ${(bytes.length / 1024).toFixed(0)} KB, headless Chromium 1440×900, ${ROUNDS} rounds)`);
  const results = [];
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round();
    results.push(r);
    console.log(`  round ${i + 1}: first page ${r.firstPageMs.toFixed(0)} ms, jump to page ${JUMP_TO} ${r.jumpMs.toFixed(0)} ms, next page ${r.nextMs.toFixed(0)} ms`);
  }
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(`  medians over ${ROUNDS} rounds:`);
  console.log(`    open to first page drawn (navigation, sign-in check, pdf.js, page 1 canvas and text): ${ms(results.map((r) => r.firstPageMs))}`);
  console.log(`    jump to page ${JUMP_TO} (page box) until drawn: ${ms(results.map((r) => r.jumpMs))}`);
  console.log(`    next page (Next page button) until drawn: ${ms(results.map((r) => r.nextMs))}`);
} finally {
  await browser?.close().catch(() => {});
  api?.stop();
  await new Promise((r) => setTimeout(r, 500));
  await db.drop();
}
