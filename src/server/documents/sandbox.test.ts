import { describe, expect, it } from 'vitest';
import { minimalXlsx, sheetRows } from '../test/workbooks';
import { isDocumentError } from './errors';
import { readSpreadsheetInSandbox } from './sandbox';

describe('spreadsheet sandbox', () => {
  it('reads a workbook in its worker thread', async () => {
    const text = await readSpreadsheetInSandbox('xlsx', minimalXlsx(sheetRows([['Loan Amount', '450000'], ['Borrower', 'Ada Lovelace']])));
    expect(text.lines.map((l) => l.text)).toEqual(['Loan Amount 450000', 'Borrower Ada Lovelace']);
  });

  it('ends a worker that runs out of its memory cap, and one that runs out of time, refusing the file', async () => {
    // About 60 MB of sheet XML that deflates to well under 1 MB and states its true size (within the archive limits).
    const row = ['Label', 'x'.repeat(2_000)];
    const heavy = minimalXlsx(sheetRows(Array.from({ length: 30_000 }, () => row)));
    const outOfMemory = await readSpreadsheetInSandbox('xlsx', heavy, { memoryMb: 48, timeoutMs: 60_000 }).catch((e: unknown) => e);
    expect(isDocumentError(outOfMemory) && outOfMemory.code).toBe('too_complex');
    const outOfTime = await readSpreadsheetInSandbox('xlsx', heavy, { memoryMb: 512, timeoutMs: 50 }).catch((e: unknown) => e);
    expect(isDocumentError(outOfTime) && outOfTime.code).toBe('too_complex');
  }, 60_000);
});
