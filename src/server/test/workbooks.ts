// Legacy Excel (BIFF8 .xls) workbooks built in memory, as Excel 97-2003 saves them, for the tests that upload one.
import * as XLSX from '@e965/xlsx';

export type WorkbookCell = string | number | Date;

/** One sheet of rows; numbers in `percentColumns` carry a percent format (0.1325 shows as 13.25%). */
export function legacyWorkbook(rows: WorkbookCell[][], percentColumns: number[] = []): Uint8Array {
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

/** A loan-origination system's pipeline export: three loans, abbreviated headers, the address over four columns. */
export const PIPELINE_EXPORT: WorkbookCell[][] = [
  ['Loan #', 'Borr First', 'Borr Last', 'Subj Prop Street', 'Subj City', 'St', 'Zip', 'Note Rt', 'Loan Amt', 'Appr Val', 'Prog', 'Est Close', 'LO'],
  ['2601234', 'Kevin', 'Williams', '1010 Park Court', 'Kansas City', 'MO', '64111', 0.1325, 135000, 540000, 'Bridge', new Date(Date.UTC(2026, 9, 17)), 'Dana Lee'],
  ['2601235', 'Ana', 'Ruiz', '9 Elm St', 'Dayton', 'OH', '45402', 0.11, 200000, 320000, 'Fix & Flip', new Date(Date.UTC(2026, 10, 2)), 'Dana Lee'],
  ['2601236', 'Sam', 'Lee', '4 Oak Ave', 'Akron', 'OH', '44302', 0.1, 90000, 150000, 'Purchase', new Date(Date.UTC(2026, 10, 9)), 'Dana Lee'],
];
