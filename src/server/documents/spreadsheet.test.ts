import { describe, expect, it } from 'vitest';
import { legacyWorkbook, PIPELINE_EXPORT } from '../test/workbooks';
import { analyseText, readDocument } from './engine';
import { isDocumentError } from './errors';
import { dealColumns, readCsv, remarksAfterValues } from './spreadsheet';

describe('spreadsheets', () => {
  it('reads a legacy .xls export: headers by meaning, split address columns, percent cells, and a note on the other deals', async () => {
    const bytes = legacyWorkbook(PIPELINE_EXPORT, [7]);
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

  it('reads a CSV export whose headers are its own shorthand, and keeps a label/value sheet as pairs', async () => {
    const csv = [
      'Sponsor,Collat Addr,Ask,Rate Req,Mos,Program',
      'Dana Whitfield,"41 Alder Ct, Boise, ID 83702","$410,000",11.25%,12,Bridge',
      'Omar Reyes,"9 Elm St, Reno, NV 89501","$260,000",10.5%,9,Fix & Flip',
    ].join('\n');
    const text = await readDocument({ bytes: new TextEncoder().encode(csv), fileName: 'pipeline.csv' });
    const analysis = analyseText(text);
    expect(analysis.extractedData).toMatchObject({ property_address: '41 Alder Ct, Boise, ID 83702', loan_amount: '410000', interest_rate: '11.25' });
    expect(analysis.additionalNotes).toContain('The sheet lists 2 deals');

    // Only two headers in the vocabulary: the row of words over rows of figures is still the header.
    const sparse = ['Deal Nickname,Collat Addr,Ask,Sourced Via', 'Alder,"41 Alder Ct, Boise, ID 83702","$410,000",Web 2', 'Elm,"9 Elm St, Reno, NV 89501","$260,000",Referral 7'].join('\n');
    const sparseSheet = analyseText(await readDocument({ bytes: new TextEncoder().encode(sparse), fileName: 'leads.csv' }));
    expect(sparseSheet.extractedData).toMatchObject({ property_address: '41 Alder Ct, Boise, ID 83702', loan_amount: '410000' });

    const pairs = ['Client,Priya Gutierrez,Program,Commercial', 'Ph,501-555-0106,Months,13 mo', 'Email,pg@example.com,Coupon,8.00%'].join('\n');
    const sheet = analyseText(await readDocument({ bytes: new TextEncoder().encode(pairs), fileName: 'scenario.csv' }));
    expect(sheet.extractedData).toMatchObject({ borrower_last_name: 'Gutierrez', loan_term: '13', interest_rate: '8' });
  });

  it('answers a workbook it cannot read with the corrupt-file error, not a crash', async () => {
    const bytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new TextEncoder().encode('W\0o\0r\0k\0b\0o\0o\0k\0'), 1, 2, 3]);
    const error = await readDocument({ bytes, fileName: 'broken.xls' }).catch((e: unknown) => e);
    expect(isDocumentError(error) && error.status).toBe(422);
  });

  it('reads a legacy .xls label/value sheet with a remarks column between labels and values, and percent cells as percents', async () => {
    const rows = [
      ['', 'Borrowing entity', '', 'Whitestone Development LLC', ''],
      ['', 'Est. FICO', 'self-reported', 737, ''],
      ['', 'Street', '', '8141 North Linden Court', ''],
      ['', 'City / State / Zip', '', 'Miami, FL 33142', ''],
      ['', 'Requested loan amount', 'LTV in % column', 1995000, 0.76],
      ['', 'Rate quoted', '', '', 0.095],
      ['', 'Term (months)', '', 9, ''],
    ];
    const text = await readDocument({ bytes: legacyWorkbook(rows, [4]), fileName: 'intake.xls', declaredType: 'application/vnd.ms-excel' });
    expect(text.lines.map((l) => l.text)).toContain('Requested loan amount 1995000 76% LTV in % column');
    expect(analyseText(text).extractedData).toMatchObject({ loan_amount: '1995000', credit_score: '737', interest_rate: '9.5', entity_name: 'Whitestone Development LLC' });
  });
});

describe('deals side by side and headers with marks', () => {
  const csv = (lines: string[]) => analyseText({ ...readCsv(new TextEncoder().encode(lines.join('\n'))), source: 'spreadsheet', quality: 1 });

  it('reads the first of several deals laid out one per column, and says how many more there are', () => {
    const analysis = csv([
      'Field,Deal 1,Deal 2,Deal 3',
      'Borrower,Lotus Ridge Holdings LLC,Tom Reyes,Li Homes LLC',
      'Property Address,"418 Birch Hollow Rd, Columbus, OH 43215","9 Elm St, Dayton, OH 45402","22 Oak Ave, Akron, OH 44301"',
      'Loan Amount,232500,112000,160000',
      'Interest Rate,10.75%,11%,10.5%',
      'Term (months),12,12,18',
    ]);
    expect(analysis.extractedData).toMatchObject({ entity_name: 'Lotus Ridge Holdings LLC', loan_amount: '232500', interest_rate: '10.75', loan_term: '12' });
    expect(analysis.additionalNotes).toContain('The sheet lists 3 deals');
  });

  it('keeps two blocks of labels and values, and a sparse column of remarks, as one deal', () => {
    expect(dealColumns([['Loan Amount', '500000', 'Rate', '10%'], ['Term', '12', 'Points', '2'], ['Borrower', 'Ana Ruiz', 'FICO', '700'], ['Value', '800000', 'Program', 'Bridge']])).toBeNull();
    expect(dealColumns([['Loan Amount', '500000', ''], ['Term', '12', ''], ['FICO', '700', 'soft pull'], ['Value', '800000', 'per BPO']])).toBeNull();
  });

  it('maps export headers with footnote marks and collateral address parts', () => {
    const analysis = csv([
      'Deal ID,Sponsor,Collateral Street,City,ST,Zip,Loan Req.*,Rate¹,Term (mo)',
      'D-1042,Priya Natarajan,418 Birch Hollow Rd,Columbus,OH,43215,232500,10.75%,12',
      'D-1043,Tom Reyes,9 Elm St,Dayton,OH,45402,112000,11%,12',
    ]);
    expect(analysis.extractedData).toMatchObject({ property_address: '418 Birch Hollow Rd, Columbus, OH 43215', loan_amount: '232500', interest_rate: '10.75' });
    expect(analysis.additionalNotes).toContain('The sheet lists 2 deals');
  });
});

describe('remarksAfterValues', () => {
  it('moves a remark in a sparse column after the figure its row carries in a fuller column', () => {
    const rows = [
      ['Street', '', '8141 N Linden Ct'],
      ['Est. FICO', 'soft pull', '719'],
      ['Term', '', '9'],
      ['Amount', '', '450000'],
    ];
    expect(remarksAfterValues(rows)[1]).toEqual(['Est. FICO', '', '719', 'soft pull']);
  });
  it('leaves label/value pairs side by side alone', () => {
    const rows = [
      ['Borrower', 'JOHNSON, ARJUN', 'Lock Period', '30 days'],
      ['Loan Number', '2660982', 'Lock Date', '2026-11-16'],
      ['Property', '421 MARKET ST', 'Program', 'PURCHASE'],
    ];
    expect(remarksAfterValues(rows)).toEqual(rows);
  });
});
