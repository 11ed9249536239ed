// Legacy Excel (BIFF8 .xls) workbooks built in memory, as Excel 97-2003 saves them, for the tests that upload one.
import { crc32, deflateRawSync } from 'node:zlib';
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

/** A ZIP archive of these entries (deflated), as Office writes .xlsx; `claimedSize` overrides an entry's stated unpacked size. */
export function zipArchive(entries: { name: string; data: Buffer; claimedSize?: number }[]): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const packed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.data);
    const size = entry.claimedSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packed.length, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(header, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** The smallest .xlsx exceljs opens: one sheet whose XML is given (rows of inline strings, for instance). */
export function minimalXlsx(sheetXml: string, claimedSheetSize?: number): Uint8Array {
  const file = (name: string, text: string, claimedSize?: number) => ({ name, data: Buffer.from(text), claimedSize });
  return zipArchive([
    file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    file(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    file(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    file(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    file(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetXml}</sheetData></worksheet>`,
      claimedSheetSize,
    ),
  ]);
}

/** Rows of inline-string cells (up to 26 columns), label | value, as sheet XML. */
export function sheetRows(rows: string[][]): string {
  return rows
    .map(
      (cells, r) =>
        `<row r="${r + 1}">${cells.map((text, c) => `<c r="${String.fromCharCode(65 + c)}${r + 1}" t="inlineStr"><is><t>${text}</t></is></c>`).join('')}</row>`,
    )
    .join('');
}
