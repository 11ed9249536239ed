import { describe, expect, it } from 'vitest';
import { legacyWorkbook, PIPELINE_EXPORT } from '../test/workbooks';
import { analyseText, readDocument } from './engine';
import { isDocumentError } from './errors';
import { remarksAfterValues } from './spreadsheet';

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
