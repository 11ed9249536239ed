import { afterAll, describe, expect, it } from 'vitest';
import { minimalXlsx, sheetRows } from '../test/workbooks';
import { hugeContentPdf, onePagePdf } from '../test/hostile-pdfs';
import { fixtureDocument } from '../test/fixtures';
import { readPdfPages } from './pdf-pages';
import { PDF_TOO_COMPLEX } from './archive-limits';
import { isDocumentError } from './errors';
import { readPdfInSandbox, readSpreadsheetInSandbox, SANDBOX, SandboxPool } from './sandbox';

const pools: SandboxPool[] = [];
const pool = (options: Partial<typeof SANDBOX>) => {
  const created = new SandboxPool({ ...SANDBOX, ...options });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

const labelled = (value: string) => minimalXlsx(sheetRows([['Loan Amount', value], ['Borrower', 'Ada Lovelace']]));
// About 60 MB of sheet XML that deflates to well under 1 MB and states its true size (within the archive limits).
const heavy = () => minimalXlsx(sheetRows(Array.from({ length: 30_000 }, () => ['Label', 'x'.repeat(2_000)])));

describe('document sandbox', () => {
  it('reads a workbook in its worker thread', async () => {
    const text = await readSpreadsheetInSandbox('xlsx', labelled('450000'));
    expect(text.lines.map((l) => l.text)).toEqual(['Loan Amount 450000', 'Borrower Ada Lovelace']);
  });

  it('ends a worker that runs out of its memory cap, and one that runs out of time, refusing the file', async () => {
    const outOfMemory = await readSpreadsheetInSandbox('xlsx', heavy(), pool({ memoryMb: 48, timeoutMs: 60_000 })).catch((e: unknown) => e);
    expect(isDocumentError(outOfMemory) && outOfMemory.code).toBe('too_complex');
    const outOfTime = await readSpreadsheetInSandbox('xlsx', heavy(), pool({ memoryMb: 512, timeoutMs: 50 })).catch((e: unknown) => e);
    expect(isDocumentError(outOfTime) && outOfTime.code).toBe('too_complex');
  }, 60_000);

  it('serves one job after another from a bounded pool, and replaces a worker that breached a cap', async () => {
    const single = pool({ size: 1, jobsPerWorker: 2, memoryMb: 48 });
    // More jobs than workers wait their turn; each answers its own file.
    const texts = await Promise.all(['1', '2', '3', '4', '5'].map((v) => readSpreadsheetInSandbox('xlsx', labelled(v), single)));
    expect(texts.map((t) => t.lines[0]!.text)).toEqual(['Loan Amount 1', 'Loan Amount 2', 'Loan Amount 3', 'Loan Amount 4', 'Loan Amount 5']);
    const refused = await readSpreadsheetInSandbox('xlsx', heavy(), single).catch((e: unknown) => e);
    expect(isDocumentError(refused) && refused.code).toBe('too_complex');
    expect((await readSpreadsheetInSandbox('xlsx', labelled('6'), single)).lines[0]!.text).toBe('Loan Amount 6');
  }, 60_000);

  it('reads PDFs there too: a page of text, and a hostile content stream refused while the event loop keeps running', async () => {
    const page = onePagePdf(Buffer.from('BT /F1 12 Tf 72 700 Td (Loan Amount: 450,000 to purchase 12 Main Street, Austin TX) Tj ET'));
    const { numPages, pages } = await readPdfInSandbox(page);
    expect(numPages).toBe(1);
    expect(pages).toEqual([{ page: 1, lines: [expect.objectContaining({ text: 'Loan Amount: 450,000 to purchase 12 Main Street, Austin TX' })] }]);

    // 2,000,000 text runs (~70 MB inflated from 0.2 MB): pdf.js would hold the server's thread for minutes.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const refused = await readPdfInSandbox(hugeContentPdf(2_000_000), pool({ timeoutMs: 1_500 })).catch((e: unknown) => e);
    clearInterval(ticker);
    expect(isDocumentError(refused) && [refused.code, refused.message]).toEqual(['too_complex', PDF_TOO_COMPLEX]);
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it('tells of every scan it draws, so that each drawn page has its own deadline, and reads the scan through the pool', async () => {
    const scan = new Uint8Array(fixtureDocument('scanned-term-sheet.pdf'));
    let drawn = 0;
    const { pages } = await readPdfPages(scan, () => drawn++);
    const scans = pages.filter((p) => 'scan' in p);
    expect(scans.length).toBeGreaterThan(0);
    expect(drawn).toBe(scans.length);
    const pooled = await readPdfInSandbox(scan);
    expect(pooled.pages.filter((p) => 'scan' in p)).toHaveLength(scans.length);
  }, 120_000);
});
