import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { analyseText, readDocument } from './engine';
import { isDocumentError } from './errors';

/** A legacy BIFF8 workbook, as Excel 97-2003 saves it. */
function xls(rows: (string | number | Date)[][], percentColumns: number[] = []): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: true });
  for (const [ref, cell] of Object.entries(sheet)) {
    if (ref.startsWith('!')) continue;
    const { c } = XLSX.utils.decode_cell(ref);
    if (percentColumns.includes(c) && typeof (cell as XLSX.CellObject).v === 'number') (cell as XLSX.CellObject).z = '0.00%';
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Pipeline');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
}

describe('spreadsheets', () => {
  it('reads a legacy .xls export: headers by meaning, split address columns, percent cells, and a note on the other deals', async () => {
    const bytes = xls(
      [
        ['Loan #', 'Borr First', 'Borr Last', 'Subj Prop Street', 'Subj City', 'St', 'Zip', 'Note Rt', 'Loan Amt', 'Appr Val', 'Prog', 'Est Close', 'LO'],
        ['2601234', 'Kevin', 'Williams', '1010 Park Court', 'Kansas City', 'MO', '64111', 0.1325, 135000, 540000, 'Bridge', new Date(Date.UTC(2026, 9, 17)), 'Dana Lee'],
        ['2601235', 'Ana', 'Ruiz', '9 Elm St', 'Dayton', 'OH', '45402', 0.11, 200000, 320000, 'Fix & Flip', new Date(Date.UTC(2026, 10, 2)), 'Dana Lee'],
        ['2601236', 'Sam', 'Lee', '4 Oak Ave', 'Akron', 'OH', '44302', 0.1, 90000, 150000, 'Purchase', new Date(Date.UTC(2026, 10, 9)), 'Dana Lee'],
      ],
      [7],
    );
    const text = await readDocument({ bytes, fileName: 'pipeline.xls', declaredType: 'application/vnd.ms-excel' });
    const analysis = analyseText(text);
    expect(analysis.documentType).toBe('Broker Submission Sheet');
    expect(analysis.extractedData).toMatchObject({
      loan_number: '2601234',
      borrower_first_name: 'Kevin',
      borrower_last_name: 'Williams',
      property_address: '1010 Park Ct, Kansas City, MO 64111',
      interest_rate: '13.25',
      loan_amount: '135000',
      property_value: '540000',
      loan_type: 'Bridge Loan',
      estimated_closing_date: '2026-10-17',
    });
    expect(analysis.additionalNotes).toContain('The sheet lists 3 deals; the first one was extracted and 2 more are not');
  });

  it('answers a workbook it cannot read with the corrupt-file error, not a crash', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new TextEncoder().encode('W\0o\0r\0k\0b\0o\0o\0k\0'), 1, 2, 3]);
    const error = await readDocument({ bytes, fileName: 'broken.xls' }).catch((e: unknown) => e);
    expect(isDocumentError(error) && error.status).toBe(422);
  });
});
