import { describe, expect, it } from 'vitest';
import { legacyWorkbook, PIPELINE_EXPORT } from '../test/workbooks';
import { analyseText, readDocument } from './engine';
import { isDocumentError } from './errors';
import { dealColumns, isNoDealRow, markedDeal, markedScenarioColumn, numberText, readCsv, recordOwnerColumns, remarksAfterValues } from './spreadsheet';

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

  it('reads the row a schedule of real estate owned marks as the subject property, and never a comparable sale\'s', async () => {
    const schedule = [
      'Borrower/Guarantor,Mark De Leon',
      'Property Address,Type,Units,Purchase Price,Market Value,Mortgage Balance,Lender,Notes',
      '"585 Kennedy Blvd, Brooklyn, NY 11225",Mixed-Use,5,357000,510000,255000,Private,',
      '"376 Center Ave, Milwaukee, WI 53201",Single-Family Residence,1,226500,276000,,Redline Capital Funding,SUBJECT PROPERTY',
      '"1768 Blue Hill Ave, Brooklyn, NY 11225",SFR,5,357000,510000,255000,Private,',
    ].join('\n');
    const reo = analyseText(await readDocument({ bytes: new TextEncoder().encode(schedule), fileName: 'sreo.csv' }));
    expect(reo.extractedData).toMatchObject({ property_address: '376 Center Ave, Milwaukee, WI 53201', property_value: '276000', property_type: 'Single Family' });
    expect(markedDeal([['12 Elm St', ''], ['9 Oak Ave', '(subject)'], ['3 Pine Rd', '']])).toEqual({ index: 1, status: '(subject)' });
  });

  it('reads a legacy .xls table with empty header cells (holes in its rows) without a crash', async () => {
    const withGap = PIPELINE_EXPORT.map((row) => [...row.slice(0, 3), null, ...row.slice(3)]);
    const text = await readDocument({ bytes: legacyWorkbook(withGap as typeof PIPELINE_EXPORT, [8]), fileName: 'pipeline.xls' });
    expect(analyseText(text).extractedData).toMatchObject({ loan_number: '2601234', borrower_last_name: 'Williams', loan_amount: '135000' });
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

describe('which deal of a sheet is the borrower\'s', () => {
  const csv = (lines: string[]) => analyseText({ ...readCsv(new TextEncoder().encode(lines.join('\n'))), source: 'spreadsheet', quality: 1 });

  it('takes the row a status column marks as still open among funded and closed deals, wherever it sits', () => {
    const analysis = csv([
      'Status,Loan #,First,Last,Street,City,ST,Zip,Loan Amt,Rate,Term',
      'Funded,2401111,Ana,Ruiz,9 Elm St,Dayton,OH,45402,112000,11%,12',
      'Paid off,2401112,Tom,Reyes,22 Oak Ave,Akron,OH,44301,160000,10.5%,18',
      'NEW – submit,2401113,Priya,Natarajan,418 Birch Hollow Rd,Columbus,OH,43215,232500,10.75%,12',
      'Closed,2401114,Li,Wong,7 Pine Rd,Toledo,OH,43604,98000,12%,9',
    ]);
    expect(analysis.extractedData).toMatchObject({ loan_number: '2401113', borrower_last_name: 'Natarajan', loan_amount: '232500', property_address: '418 Birch Hollow Rd, Columbus, OH 43215' });
    expect(analysis.additionalNotes).toContain('The sheet lists 4 deals; the one marked "NEW – submit" was extracted and 3 more are not');
  });

  it('takes the row a tick column singles out, and reads neither a template\'s example row nor the totals as deals', () => {
    expect(markedDeal([['', '1'], ['X', '2'], ['', '3']])).toEqual({ index: 1, status: 'X' });
    // A CRM keeps the scenario a newer record replaced: the active one is the deal.
    expect(markedDeal([['200828', 'SUPERSEDED', '325000'], ['539851', 'ACTIVE', '294000']])).toEqual({ index: 1, status: 'ACTIVE' });
    expect(markedDeal([['', '1'], ['Cross-collateral', '2']])).toBeNull();
    const analysis = csv([
      'Borrower,Street,City,ST,Zip,Loan Amt,Rate',
      'SAMPLE – John Doe,123 Main St,Anytown,CA,90000,100000,10%',
      'Priya Natarajan,418 Birch Hollow Rd,Columbus,OH,43215,232500,10.75%',
      'Total,,,,,232500,',
      'Average,,,,,232500,10.75%',
    ]);
    expect(analysis.extractedData).toMatchObject({ loan_amount: '232500', property_address: '418 Birch Hollow Rd, Columbus, OH 43215' });
    expect(analysis.additionalNotes).not.toContain('The sheet lists');
    expect(isNoDealRow(['', 'Grand Total', '', '910000'])).toBe(true);
    expect(isNoDealRow(['Samples Avenue LLC', '9 Elm St', '120000'])).toBe(false);
  });

  it('flags a sheet whose deal is a guess (the first of several, none marked) for calibration, not a marked one', () => {
    const rows = (status: string) => ['Status,Loan #,Street,City,ST,Zip,Loan Amt', `Funded,1,9 Elm St,Dayton,OH,45402,112000`, `${status},2,22 Oak Ave,Akron,OH,44301,160000`].join('\n');
    expect(readCsv(new TextEncoder().encode(rows('Funded'))).severalDeals).toBe(true);
    expect(readCsv(new TextEncoder().encode(rows('New')))).toMatchObject({ severalDeals: false, notes: [expect.stringContaining('the one marked "New"')] });
    expect(readCsv(new TextEncoder().encode('Loan Amount,500000\nRate,10%')).severalDeals).toBe(false);
  });

  it('takes the one row a stage column marks submitted, among other deals still under way', () => {
    const stages = [['Dead', '1'], ['Lead', '2'], ['Docs Out', '3'], ['Submitted', '4']];
    expect(markedDeal(stages)).toEqual({ index: 3, status: 'Submitted' });
    expect(markedDeal([['Submitted', '1'], ['Submitted', '2'], ['Funded', '3']])).toBeNull();
  });

  it('reads a CRM export: the record owner is no borrower, the product is the program, comp points are the broker\'s', () => {
    const analysis = csv([
      'opportunity_id,contact_first,contact_last,account_name,prop_street,prop_city,prop_state,prop_zip,loan_amt_requested,product,broker_comp_pts,owner,owner_phone',
      'OPP-1,Jo Ann,McKenna,,2771 Magnolia St,Jersey City,NJ,07306,1495000,Rehab (Fix/Flip),1.75,Katarzyna Lindqvist,6175550157',
    ]);
    expect(analysis.extractedData).toMatchObject({ borrower_first_name: 'Jo Ann', borrower_last_name: 'McKenna', loan_type: 'Fix & Flip', broker_points: '1.75' });
    expect(recordOwnerColumns(['Owner', 'Address'])).toEqual(new Set());
    expect(recordOwnerColumns(['Borrower', 'Opportunity Owner', 'owner_email'])).toEqual(new Set([1, 2]));
  });

  it('keeps the first deal when no status, or more than one open status, singles one out', () => {
    expect(markedDeal([['Pending', '1'], ['Active', '2'], ['Funded', '3']])).toBeNull();
    expect(markedDeal([['Ohio', '1'], ['New York', '2']])).toBeNull();
    expect(markedDeal([['Closed', '1'], ['In process', '2'], ['Funded', '3']])).toEqual({ index: 1, status: 'In process' });
  });
  it('reads a status past the firm it names, and past remarks no stage names', () => {
    const deals = [['Dead — appraisal', '1'], ['NEW — submit to Northpoint Funding Group', '2'], ['On hold (borrower abroad)', '3'], ['Funded', '4']];
    expect(markedDeal(deals)).toEqual({ index: 1, status: 'NEW — submit to Northpoint Funding Group' });
    expect(markedDeal([['On hold', '1'], ['In UW', '2'], ['Funded', '3']])).toBeNull();
  });

  it('reads a grid of label/value pairs as pairs, not as a header over a deal', () => {
    const analysis = csv([
      'DSCR WORKSHEET,,,',
      'Borrower,Stefan Abernathy,Guarantor FICO,702',
      'Subject,"6615 Kenwood Pkwy, Spokane, WA 99201",Property type,Mixed-Use Building',
      'Loan amount,1695000,Note rate (%),10.875',
      'Appraised value,2840000,Property tax / mo,550',
    ]);
    expect(analysis.extractedData).toMatchObject({ property_address: '6615 Kenwood Pkwy, Spokane, WA 99201', loan_amount: '1695000', interest_rate: '10.875', property_value: '2840000' });
    expect(analysis.additionalNotes).not.toContain('deals');

    // A deal whose values read as a label here and there ("In Processing", "Bridge") is still a deal under a header.
    const tape = csv([
      'LoanNum,B1 First,B1 Last,addr1,City,ST,Zip5,Stage,Product,LnAmt,rate,Originator',
      '2456416,Siobhan,Khoury,5318 Grant Cir,Denver,CO,80205,In Processing,Short-Term Bridge,2077500,9.5%,Claire Park',
    ]);
    expect(tape.extractedData).toMatchObject({ loan_number: '2456416', property_address: '5318 Grant Cir, Denver, CO 80205', loan_amount: '2077500' });
  });

  it('reads a calculator\'s grid of labelled rows as facts, not as deals, and the figures chosen under it', () => {
    const analysis = csv([
      'SIZING TOOL,,,',
      'Deal,Hollis Okafor,,',
      'Subject,"58 Quarry Rd, Macon, GA 31201",,',
      'Basis,Figure,Advance %,Cap',
      'As-is value,410000,70%,287000',
      'Purchase price,395000,80%,316000',
      'Chosen terms,,,',
      'Loan amount,250000,,',
      'Term (months),12,,',
    ]);
    expect(analysis.extractedData).toMatchObject({ borrower_first_name: 'Hollis', borrower_last_name: 'Okafor', property_value: '410000', loan_amount: '250000', loan_term: '12' });
    expect(analysis.additionalNotes).not.toContain('deals');
  });

  it('takes the deal column an arrow points out, and joins the address with its ZIP row', () => {
    const analysis = csv([
      ',funded,→ this one,on hold',
      'Address,"9 Kiln St, Erie PA","40 Basalt Way, Boise ID","3 Fern Ct, Reno NV"',
      'Zip,16501,83702,89501',
      'As-is,300000,520000,410000',
      'Loan needed,200000,350000,260000',
      'Rate,10%,9.5%,11%',
      'Entity / Buyer,Crane Holdings LLC,Odette Varga,TBD',
    ]);
    expect(analysis.extractedData).toMatchObject({
      property_address: '40 Basalt Way, Boise, ID 83702',
      loan_amount: '350000',
      property_value: '520000',
      borrower_first_name: 'Odette',
      borrower_last_name: 'Varga',
    });
    expect(analysis.additionalNotes).toContain('the one marked "→ this one"');
  });

  it('takes the one offer a choice column says yes to, and only under a heading of choice', () => {
    expect(markedDeal([['Oak Bank', 'no'], ['Elm Fund', 'YES'], ['Ash Capital', 'no']], ['Lender', 'Chosen?'])).toEqual({ index: 1, status: 'YES' });
    // A yes/no fact of each deal ("Recourse") singles none out.
    expect(markedDeal([['Oak Bank', 'no'], ['Elm Fund', 'YES'], ['Ash Capital', 'no']], ['Lender', 'Recourse'])).toBeNull();
    expect(markedDeal([['sold', '1'], ['passed', '2'], ['Deal 3 ◄', '3']])).toEqual({ index: 2, status: 'Deal 3 ◄' });
    const analysis = csv([
      'Borrower,Nadia Fenwick,,,',
      'Lender,Rate,Pts,Notes,Selected',
      'Oak Bank,11%,2,wants 2 yrs experience,',
      'Elm Fund,10.25%,1.5,can close by 03/14/2026,X',
    ]);
    expect(analysis.extractedData).toMatchObject({ interest_rate: '10.25', origination_points: '1.5', estimated_closing_date: '2026-03-14' });
  });

  it('reads a lender\'s estimate: "Prepared for" names the borrower, the lender\'s own charges are the loan\'s fees', () => {
    const analysis = csv([
      'ESTIMATED CLOSING COSTS,,',
      'Prepared for,Evergreen Acquisitions LLC,',
      'Loan amount,2960000,',
      'Charge,Basis,Amount',
      'Lender admin,flat,795',
      'Lender processing,flat,1095',
      'Appraisal (third party),est.,650',
    ]);
    expect(analysis.extractedData).toMatchObject({ entity_name: 'Evergreen Acquisitions LLC', admin_fee: '795', processing_fee: '1095' });
  });
});

describe('numberText', () => {
  it('reads a percent cell as a percent, and a figure typed into a percent-formatted column as typed', () => {
    expect(numberText(0.0975, '0.00%')).toBe('9.75%');
    expect(numberText(481000, '0%')).toBe('481000');
    expect(numberText(24, '0%')).toBe('24');
    expect(numberText(481000, 'General')).toBe('481000');
  });
});

describe('markedScenarioColumn', () => {
  it('keeps the marked scenario\'s column on the rows under its heading, and the rows above as they are', () => {
    const rows = [
      ['Sponsor', 'Priya Raman', ''],
      ['', 'Option 1', 'Option 2 (selected)'],
      ['Amount', '300000', '280000'],
      ['Note rate', '9.5%', '9.25%'],
      ['Notes', 'rush close', ''],
    ];
    expect(markedScenarioColumn(rows)).toEqual([
      ['Sponsor', 'Priya Raman', ''],
      ['', 'Option 1', 'Option 2 (selected)'],
      ['Amount', '', '280000'],
      ['Note rate', '', '9.25%'],
      ['Notes', 'rush close', ''],
    ]);
  });
  it('takes the replacement side of a 1031 tracker, past rows that fill one side alone', () => {
    const rows = [
      ['Item', 'Relinquished', 'Replacement'],
      ['Address', '3243 Collins Ave, Miami, FL', '9671 Aspen Rd, Doral, FL 33178'],
      ['Exchanger', 'Tall Oaks Holdings LLC', ''],
      ['Debt', '73000', '364000'],
    ];
    expect(markedScenarioColumn(rows).map((r) => r[1])).toEqual(['Relinquished', '', 'Tall Oaks Holdings LLC', '']);
  });
  it('leaves scenarios alone when none, or more than one, is marked', () => {
    const rows = [['', 'Option 1', 'Option 2'], ['Amount', '300000', '280000']];
    expect(markedScenarioColumn(rows)).toEqual(rows);
  });
  it('reads the marked scenario of a sheet end to end, and the contact\'s office as the entity\'s signer', async () => {
    const csv = [
      'Borrowing entity,Larkspur Holdings LLC,',
      'Contact,Owen Castellano,Sole Member of the LLC',
      'Collateral,"72 Quarry Rd, Albany, NY 12203",',
      ',Scenario A,Scenario B - submit',
      'Loan Amount,410000,385000',
      'Rate,10.25%,9.9%',
    ].join('\n');
    const analysis = analyseText(await readDocument({ bytes: new TextEncoder().encode(csv), fileName: 'scenarios.csv' }));
    expect(analysis.extractedData).toMatchObject({ loan_amount: '385000', interest_rate: '9.9', authorized_signatory_name: 'Owen Castellano', authorized_signatory_title: 'Sole Member' });
  });
});

describe('sheet titles and headers', () => {
  it('types a workbook by its title and content when they name another kind of document, and reads a subject type and a deal id', async () => {
    const csv = ['Northgate Valuation Services - Appraisal Summary', 'Deal ID,2604417', 'Subject,"15 Fern Ln, Akron, OH 44303"', 'Subject type,Condominium', 'Appraised value,240000', 'Comparable 1,"22 Elm Ct, Akron, OH 44303",236500', 'Comparable 2,"9 Birch Rd, Akron, OH 44301",244000'].join('\n');
    const analysis = analyseText(await readDocument({ bytes: new TextEncoder().encode(csv), fileName: 'val.csv' }));
    expect(analysis.documentType).toBe('Appraisal Report');
    expect(analysis.extractedData).toMatchObject({ loan_number: '2604417', property_type: 'Condo', property_value: '240000' });
  });
  it('reads no value from the "Value" heading of a sheet\'s own label and value columns', async () => {
    const csv = ['Key,Field,Value', 'LNNO,Loan No.,2607781', 'AMT,Loan Amount,150000', 'PTYPE,Asset,Warehouse'].join('\n');
    const analysis = analyseText(await readDocument({ bytes: new TextEncoder().encode(csv), fileName: 'export.csv' }));
    expect(analysis.extractedData.property_value).toBeUndefined();
    expect(analysis.extractedData).toMatchObject({ loan_number: '2607781', loan_amount: '150000', property_type: 'Industrial' });
  });
});

describe('a building told by its unit count', () => {
  const read = async (lines: string[]) => analyseText(await readDocument({ bytes: new TextEncoder().encode(lines.join('\n')), fileName: 'roll.csv' }));
  it('reads a unit count as the kind of building, under a label in the row above that is no part of it', async () => {
    const roll = await read(['Rent Roll', 'Premises,,"8 Cedar Row, Utica, NY 13501"', 'Prepared:,,03/02/2026', 'No. of Units,,3', 'Owner,,Maple Row Holdings LLC']);
    expect(roll.extractedData.property_type).toBe('2-4 Unit');
    const tower = await read(['Property,"40 Dock St, Erie, PA 16507"', 'Total units,18']);
    expect(tower.extractedData.property_type).toBe('Multifamily (5+)');
  });
  it('lets a type the sheet names win over the unit count, and reads nothing from one unit', async () => {
    const named = await read(['Property,"40 Dock St, Erie, PA 16507"', 'Units,6', 'Property type,Mixed-use (retail + apartments)']);
    expect(named.extractedData.property_type).toBe('Mixed Use');
    const one = await read(['Property,"40 Dock St, Erie, PA 16507"', 'Units,1']);
    expect(one.extractedData.property_type).toBeUndefined();
  });
});

describe('grids with rows of their own and contact lists', () => {
  const csv = (lines: string[]) => analyseText({ ...readCsv(new TextEncoder().encode(lines.join('\n'))), source: 'spreadsheet', quality: 1 });

  it("reads a labelled row under a grid of comparables as the sheet's own fact", () => {
    const analysis = csv([
      'Land Sales Comparison',
      ',Address / location,Acres,Sale price,Notes',
      'SUBJECT,"704 N Hawthorne Rd, Anchorage, AK 99508",77.5,,',
      'Comp 1,"Hwy 298, Brown County",344.46,1863900,adj -10%',
      'Comp 2,"CR 2468, Acadia County",687.24,2483700,',
      'Reconciled value (as is),,,1329000,',
    ]);
    expect(analysis.extractedData).toMatchObject({ property_address: '704 N Hawthorne Rd, Anchorage, AK 99508', property_value: '1329000' });
  });

  it("takes the borrower's row of a deal's contact list, told by its role", () => {
    const analysis = csv([
      'Deal,Contact,Role,Company,Email,Phone',
      '"183 Park Drive Suite 820 (Tacoma, WA 98407) — 2279500",Kay Ivanova,Broker,True North Loan Brokerage,kay@truenorthloans.com,7375550174',
      '"183 Park Drive Suite 820 (Tacoma, WA 98407) — 2279500",Rafael Okafor,Borrower (guarantor),Urban Nest Rentals LLC,rafael.okafor@gmail.com,2535550164',
    ]);
    expect(analysis.extractedData).toMatchObject({
      borrower_first_name: 'Rafael',
      entity_name: 'Urban Nest Rentals LLC',
      borrower_phone: '2535550164',
      property_address: '183 Park Dr Suite 820, Tacoma, WA 98407',
      loan_amount: '2279500',
    });
  });

  it("reads a sheet under a note of whom it was prepared for, and keeps a balance sheet's figures out of the deal", () => {
    const analysis = csv(['Prepared for lender review', 'DOB,1977-02-09', 'Email,lisa@example.com', 'Operating entity,Arrowhead Land Trust', 'Asset,Value,Liability,Balance', 'Cash & checking,33000,Operating note,45000', 'Cattle,190000,Equipment notes,19000']);
    expect(analysis.extractedData).toMatchObject({ borrower_date_of_birth: '1977-02-09', borrower_email: 'lisa@example.com', entity_name: 'Arrowhead Land Trust' });
    expect(analysis.extractedData.property_value).toBeUndefined();
  });

  it("reads a workbook's title row as the entity it is about, and an office's label as its holder", () => {
    const analysis = csv(['"Grace Point Missionary Baptist Church, Inc."', 'Pastor,Grace Cook', 'Pastor cell,901.555.0136', 'Amount requested,2504000']);
    expect(analysis.extractedData).toMatchObject({
      entity_name: 'Grace Point Missionary Baptist Church, Inc.',
      authorized_signatory_name: 'Grace Cook',
      authorized_signatory_title: 'Pastor',
      borrower_phone: '9015550136',
    });
  });
});
