// Labelled structure on layouts written for these tests: a signer given by title alone, labels other lenders and
// property managers use, and labels that must not be read as the loan's.
import { describe, expect, it } from 'vitest';
import { analyseText } from '../engine';
import { makeLine, type DocText } from '../layout';
import { matchLabel, splitLabelPrefix } from './labels';

function sheet(rows: string[][]): DocText {
  const lines = rows.map((row, i) => makeLine(row.map((text, c) => ({ text, x0: c * 100, x1: c * 100 + 90 })), 1, i * 12, 10));
  return { lines, source: 'spreadsheet', quality: 1, notes: [] };
}

const extract = (rows: string[][]) => analyseText(sheet(rows)).extractedData;

describe('a signer given by title alone', () => {
  it("is the one guarantor of an entity's loan", () => {
    const data = extract([['Guarantor', 'Ida M. Bell'], ['Borrowing entity', 'Quarry Holdings LLC'], ['Title of signer', 'Managing Member'], ['Loan amount', '300000']]);
    expect(data).toMatchObject({ authorized_signatory_name: 'Ida Bell', authorized_signatory_title: 'Managing Member' });
  });

  it('is not a contact person, nor one of two guarantors, and a named signer wins', () => {
    expect(extract([['Contact', 'Ida Bell'], ['Borrowing entity', 'Quarry Holdings LLC'], ['Signer title', 'Manager']]).authorized_signatory_name).toBeUndefined();
    expect(extract([['Guarantor 1', 'Ida Bell'], ['Guarantor 2', 'Tom Reyes'], ['Borrowing entity', 'Quarry Holdings LLC'], ['Signer title', 'Manager']]).authorized_signatory_name).toBeUndefined();
    const named = extract([['Guarantor', 'Ida Bell'], ['Borrowing entity', 'Quarry Holdings LLC'], ['Authorized signer', 'Tom Reyes'], ['Signer title', 'Manager']]);
    expect(named.authorized_signatory_name).toBe('Tom Reyes');
  });
});

describe('labels other hands write', () => {
  it("reads a rent roll's landlord as the owner and its building type as the property type", () => {
    const data = extract([['Rent Roll'], ['Property', '14 Quarry Rd, Erie, PA 16501'], ['Landlord', 'Quarry Holdings LLC'], ['Building type', 'Detached single family home'], ['Tenant', 'Lease End', 'Actual Rent'], ['Ruth Ames', '2027-01-31', '1450']]);
    expect(data).toMatchObject({ entity_name: 'Quarry Holdings LLC', property_type: 'Single Family', property_address: '14 Quarry Rd, Erie, PA 16501' });
  });

  it("takes the lender's underwriting value as the property's, an early payoff term as the prepayment", () => {
    expect(matchLabel('Lender Value')?.kind).toBe('property_value');
    expect(matchLabel('Present/as-is value')?.kind).toBe('property_value');
    expect(matchLabel('Early Payoff')?.kind).toBe('prepayment');
    expect(extract([['Underwritten value', '$410,000'], ['Early repayment fee', 'None']])).toMatchObject({ property_value: '410000', prepayment_penalty: 'No' });
  });

  it("reads a lender's scenario id as the file's number, and a deal named after its borrower", () => {
    expect(matchLabel('Quote #')?.kind).toBe('loan_number');
    expect(extract([['Scenario ID', '2718281'], ['Deal', 'Wren Harbor LLC'], ['Loan amount', '400000']])).toMatchObject({ loan_number: '2718281', entity_name: 'Wren Harbor LLC' });
    // The same label names the purpose as often; a purpose is no borrower.
    expect(extract([['Deal', 'Purchase'], ['Loan amount', '400000']])).not.toHaveProperty('entity_name');
  });

  it("reads a slashed label of the entity and the buyer as the borrower, a person or an entity", () => {
    expect(extract([['Entity / Buyer', 'Odette Varga'], ['Loan amount', '400000']])).toMatchObject({ borrower_first_name: 'Odette', borrower_last_name: 'Varga' });
    expect(extract([['Buyer/Entity', 'Crane Holdings LLC'], ['Loan amount', '400000']])).toMatchObject({ entity_name: 'Crane Holdings LLC' });
  });

  it("reads the signer's contact as the borrower's, and a guarantor column's yes as no name", () => {
    const data = extract([['Legal name', 'Birch Row Inc.'], ['Signer email', 'olu.b@example.com'], ['Signer phone', '412-555-0190'], ['Owner', 'Role', 'Guarantor?'], ['Olu Bassey', 'President', 'Yes'], ['Ida Kim', 'Investor', 'No']]);
    expect(data).toMatchObject({ borrower_email: 'olu.b@example.com', borrower_phone: '4125550190' });
    expect(data.borrower_first_name).not.toBe('Yes');
  });

  it("leaves another party's value and a lender's own labels alone", () => {
    expect(matchLabel('Lender Phone')?.kind ?? null).not.toBe('property_value');
    expect(matchLabel('Landlord Phone')?.kind ?? null).not.toBe('borrower');
    expect(matchLabel('Present Value of Payments')?.kind ?? null).not.toBe('property_value');
  });
});

describe('a questionnaire and a lender\'s pricing grid', () => {
  it('reads labels asked as questions', () => {
    expect(matchLabel('What type of loan?')?.kind).toBe('loan_type');
    expect(matchLabel('What kind of property is it?')?.kind).toBe('property_type');
    expect(matchLabel('How will you repay the loan?')?.kind).toBe('exit_strategy');
    expect(matchLabel('Your title in the entity')?.kind).toBe('signatory_title');
    expect(matchLabel('For how many months?')?.kind).toBe('loan_term');
  });

  it("takes a choice label's own option though it names a field elsewhere, and a property type remarked beside the address", () => {
    const data = extract([['Item', 'Terms', 'Comment'], ['Property', '3909 Kingsley Ave, Indianapolis, IN 46208', 'SFR'], ['Product', 'Rehab'], ['Rate', '12%', 'interest only']]);
    expect(data).toMatchObject({ property_address: '3909 Kingsley Ave, Indianapolis, IN 46208', property_type: 'Single Family', loan_type: 'Fix & Flip' });
    expect(extract([['Rehab', '132000'], ['Loan amount', '350000']]).loan_type).toBeUndefined();
  });
});

describe('one-row exports turned label | value', () => {
  it('reads numbered and abbreviated column names', () => {
    expect(matchLabel('Zip5')?.kind).toBe('zip');
    expect(matchLabel('addr1')?.kind).toBe('property_address');
    expect(matchLabel('Processing $')?.kind).toBe('processing_fee');
    expect(matchLabel('Doc Prep $')?.kind).toBe('loan_doc_fee');
    expect(matchLabel('Ln #')?.kind).toBe('loan_number');
    expect(matchLabel('LnAmt')?.kind).toBe('loan_amount');
    expect(matchLabel('cell_ph')?.kind).toBe('phone');
    expect(matchLabel('Rep Score')?.kind).toBe('credit_score');
  });

  it('does not take a second column or a figure for the field itself', () => {
    expect(matchLabel('Phone2')).toBeNull();
    expect(matchLabel('Addr 2')?.kind ?? null).not.toBe('property_address');
    expect(matchLabel('Lender $')?.kind ?? null).not.toBe('loan_amount');
  });

  it("joins address columns in any order, and a row naming the originator is no lender's part", () => {
    const data = extract([['SubjZip', '38111'], ['Originator', 'Claire Park'], ['cell_ph', '303 555 0107'], ['SubjCity', 'Memphis'], ['SubjSt', 'TN'], ['Prop Street', '6857 Hillcrest Way'], ['BorrFirst', 'Ida'], ['BorrLast', 'Bell']]);
    expect(data).toMatchObject({ property_address: '6857 Hillcrest Way, Memphis, TN 38111', borrower_phone: '3035550107', borrower_first_name: 'Ida' });
  });

  it("keeps a lender's block in a printed form the lender's", () => {
    const lines = [['LENDER', 'Summit Private Lending'], ['Phone', '303 555 0107'], ['BORROWER', 'Ida Bell'], ['Phone', '216 555 0121']].map((row, i) => makeLine(row.map((text, c) => ({ text, x0: c * 200, x1: c * 200 + 150 })), 1, i * 12, 10));
    expect(analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData.borrower_phone).toBe('2165550121');
  });
});

describe('rows of checkboxes with no label', () => {
  const form = (rows: string[][]) => {
    const lines = rows.map((row, i) => makeLine(row.map((text, c) => ({ text, x0: 40 + c * 90, x1: 40 + c * 90 + 80 })), 1, i * 14, 9));
    return analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData;
  };

  it("reads each list by what its options name, a repeated option starting the next list", () => {
    const data = form([
      ['Part 2 — What you need'],
      ['☐ Purchase', '☐ Rate/Term Refi', '☐ 2nd Mortgage', '☒ Bridge', '☐ Fix & Flip'],
      ['☐ Commercial', '☐ Land'],
      ['☐ Purchase', '☒ Refinance', '☐ Cash Out Refinance', '☐ Construction'],
      ['☐ SFR', '☒ Duplex/Triplex', '☐ Condo', '☐ Retail'],
    ]);
    expect(data).toMatchObject({ loan_type: 'Bridge Loan', loan_purpose: 'Refinance', property_type: '2-4 Unit' });
  });

  it('reads nothing from boxes that answer questions or name no deal field, and a labelled row wins', () => {
    const data = form([
      ['☐ U.S. citizen', '☒ Permanent resident', '☐ Foreign national'],
      ['☐ Yes', '☒ No', '☐ Unsure'],
    ]);
    expect(data.loan_type).toBeUndefined();
    expect(data.loan_purpose).toBeUndefined();
    expect(data.property_type).toBeUndefined();
    const labelled = form([['Property type:', '☐ SFR', '☒ Condo', '☐ Office'], ['☒ SFR', '☐ Condo', '☐ Office']]);
    expect(labelled.property_type).toBe('Condo');
  });
});

describe('a value over its caption', () => {
  it('joins a value that wrapped onto the line of the captions beside it', () => {
    const rows: [string[], number, number][] = [
      [['542 Vine Way, Honolulu, HI', '$780,000'], 278, 10],
      [['96822', 'Present Value'], 292.3, 6.8],
      [['Subject Property Address'], 307.5, 6.8],
    ];
    const lines = rows.map(([cells, y, h]) => makeLine(cells.map((text, c) => ({ text, x0: 48 + c * 178, x1: 48 + c * 178 + 140 })), 1, y, h));
    expect(analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData.property_address).toBe('542 Vine Way, Honolulu, HI 96822');
  });
});

/** A text page from rows of [x0, text] cells, one line every 20 units. */
function page(rows: [number, string][][]): DocText {
  const lines = rows.map((row, i) => makeLine(row.map(([x0, text]) => ({ text, x0, x1: x0 + 6 * text.length })), 1, 50 + i * 20, 10));
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

describe('tables and paragraphs other hands lay out', () => {
  it("reads a range table's point estimate, not its low bound", () => {
    const doc = page([
      [[60, 'Opinion of value for 18 Birch Ct, Salem, OR 97301']],
      [[160, 'Low'], [240, 'Point estimate'], [340, 'High']],
      [[60, 'Market value'], [160, '$301,000'], [240, '$318,000'], [340, '$335,000']],
    ]);
    expect(analyseText(doc).extractedData.property_value).toBe('318000');
  });

  it("does not take an itemised table's first amount for the loan", () => {
    const doc = page([
      [[60, 'Line item'], [400, 'Amount']],
      [[60, 'Roof and gutters'], [400, '$12,400']],
      [[60, 'Windows'], [400, '$8,100']],
      [[60, 'Total'], [400, '$20,500']],
    ]);
    expect(analyseText(doc).extractedData.loan_amount).toBeUndefined();
  });

  it('reads a label that ends a line of a paragraph with its value opening the next line', () => {
    const doc = page([
      [[60, 'Site visited March 3, 2025 at 18 Birch Ct, Salem, OR 97301. Owner of record per deed:']],
      [[60, 'Marigold Rental Holdings, LLC. Interior not inspected.']],
    ]);
    expect(analyseText(doc).extractedData).toMatchObject({ entity_name: 'Marigold Rental Holdings, LLC', borrower_type: 'Entity' });
    const person = page([
      [[60, 'Subject: 18 Birch Ct, Salem, OR 97301. Owner of record per deed: Odessa']],
      [[60, 'Whitcombe. Interior not inspected.']],
    ]);
    expect(analyseText(person).extractedData).toMatchObject({ borrower_first_name: 'Odessa', borrower_last_name: 'Whitcombe' });
  });
});

describe('a party written with the one it acts through', () => {
  it('takes the entity as the borrower and the person as its principal, in either order', () => {
    expect(extract([['Sponsor', 'Dana Whitfield through Larkspur Homes Inc.']])).toMatchObject({ entity_name: 'Larkspur Homes Inc.', borrower_first_name: 'Dana', borrower_last_name: 'Whitfield' });
    expect(extract([['Owner', 'Larkspur Homes Inc., attention Dana Whitfield']])).toMatchObject({ entity_name: 'Larkspur Homes Inc.', borrower_first_name: 'Dana', borrower_last_name: 'Whitfield' });
  });

  it("reads the party a label names in brackets, and a label with its value after a colon as a pair", () => {
    expect(matchLabel('Requested by (buyer)')?.kind).toBe('borrower');
    expect(matchLabel('Owner (seller)')).toBeNull();
    expect(matchLabel('Its: General Partner')).toBeNull();
    expect(matchLabel('Loan Amount (requested)')?.kind).toBe('loan_amount');
  });
});

describe('labels of term sheets, appraisals and schedules', () => {
  it("reads the lender's or the client's reference as the loan number, a signing member as the signer", () => {
    expect(matchLabel('LENDER REF #')?.kind).toBe('loan_number');
    expect(matchLabel('Client File #')?.kind).toBe('loan_number');
    expect(matchLabel('SIGNING MEMBER')?.kind).toBe('signatory');
  });

  it('reads a fee billed with underwriting as that fee, and underwriting alone as no field', () => {
    expect(matchLabel('ADMIN / UNDERWRITING')?.kind).toBe('admin_fee');
    expect(matchLabel('Processing / Underwriting')?.kind).toBe('processing_fee');
    expect(matchLabel('Underwriting Fee')?.kind).toBe('other');
    expect(extract([['Admin / Underwriting', '$395.00']])).toMatchObject({ admin_fee: '395' });
  });

  it('does not take a lender a schedule is prepared for as the borrower', () => {
    const data = extract([['Schedule of Real Estate Owned'], ['Prepared for: Bluewater Lending Partners'], ['Owner', 'Hannah Da Silva']]);
    expect(data.entity_name).toBeUndefined();
    expect(data).toMatchObject({ borrower_first_name: 'Hannah', borrower_last_name: 'Da Silva' });
  });
});

describe('a label and its value run together in one cell', () => {
  it('keeps an article with the name and reads no label out of a sentence or a figure with its unit', () => {
    expect(splitLabelPrefix('Borrower Name The Omar Flores Living Trust')).toMatchObject({ match: { kind: 'borrower' }, value: 'The Omar Flores Living Trust' });
    expect(splitLabelPrefix('Borrower The Omar Flores Living Trust')).toBeNull();
    expect(splitLabelPrefix('As of the close of business 12/01/2025, the available balance was $227,668.00.')).toBeNull();
    expect(splitLabelPrefix('(18) months. Existing lien payoff is approx. $156,400; balance less costs goes to borrower.')).toBeNull();
  });

  it('reads no term from a sum of money', () => {
    expect(extract([['Term', '$156,400']]).loan_term).toBeUndefined();
    expect(extract([['Term', '18 months']]).loan_term).toBe('18');
  });
});

/** A page whose rows sit a line's spacing apart (so a value may run on in its box): [x, text] cells, 14 units apart unless a gap row (null) leaves a wider space. */
function boxPage(rows: ([number, string][] | null)[]): DocText {
  const lines = [];
  let y = 0;
  for (const row of rows) {
    y += row ? 14 : 10;
    if (row) lines.push(makeLine(row.map(([x, text]) => ({ text, x0: x, x1: x + 5 * text.length })), 1, y, 10));
  }
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

describe('a grid of captions above their values', () => {
  it('lets a caption the vocabulary only guesses take its column when the row is of typed captions', () => {
    const data = analyseText(boxPage([
      [[60, 'COUPON'], [230, 'MATURITY'], [400, 'APPRAISED / AS-IS VALUE']],
      [[60, '8.00% per annum'], [230, '360 months'], [400, 'USD 609,000']],
    ])).extractedData;
    expect(data).toMatchObject({ interest_rate: '8', loan_term: '360', property_value: '609000' });
  });

  it("never gives a guessed caption with no value of its own the value of the row above", () => {
    const data = analyseText(boxPage([
      [[60, 'PURPOSE'], [230, 'INTEREST RATE'], [400, 'MATURITY']],
      [[60, 'Purchase'], [230, '8.50%'], [400, '12 Mo.']],
      null,
      [[60, 'LENDER POINTS'], [230, 'RATE BUYDOWN POINTS'], [400, 'DOC FEE']],
      [[60, '1.5 points'], [230, 'N/A'], [400, '$495']],
    ])).extractedData;
    expect(data.discount_points).toBeUndefined();
    expect(data).toMatchObject({ interest_rate: '8.5', origination_points: '1.5' });
  });

  it('reads a value that runs on in its box whole, its last word a unit rather than a label', () => {
    const data = analyseText(boxPage([
      [[60, 'LOAN AMOUNT'], [230, 'PREPAYMENT'], [400, 'BORROWER']],
      [[60, '$467,000'], [230, '3/2/1 step-down over 36'], [400, 'Tran Holdings LLC, a']],
      [[230, 'months'], [400, 'Delaware limited liability']],
      [[400, 'company, by Denise Tran, its']],
      [[400, 'Managing Member']],
    ])).extractedData;
    expect(data).toMatchObject({ prepayment_terms: '3/2/1 step-down over 36 months', entity_name: 'Tran Holdings LLC', authorized_signatory_name: 'Denise Tran', authorized_signatory_title: 'Managing Member' });
  });
});

describe('the proposed loan beside the one it replaces', () => {
  it("takes each row's figure from the proposed column", () => {
    const data = analyseText(boxPage([
      [[60, 'Property'], [230, '449 N Twelfth Rd, San Diego, CA 92104']],
      null,
      [[200, 'Existing Lien'], [340, 'Proposed – Keystone Capital']],
      [[60, 'Balance / Loan Amount'], [200, '$861,000'], [340, '$1,184,000']],
      [[60, 'Rate'], [200, '13%'], [340, '11.500%']],
      [[60, 'Term'], [200, 'matures 06/16/2027'], [340, 'Six (6) months']],
    ])).extractedData;
    expect(data).toMatchObject({ loan_amount: '1184000', interest_rate: '11.5', loan_term: '6' });
  });
});

describe('a form of "Label value" boxes', () => {
  it('lets a one-word label open its box where the form boxes labels with their values', () => {
    const data = analyseText(page([
      [[62, 'Property Address 477 W Pine Blvd Apt 20'], [305, 'City Oklahoma City'], [433, 'State / Zip OK 73106']],
      [[62, 'Borrower Tamara Turner'], [305, 'Owner of Public Record Tamara Turner']],
      [[62, 'Property type Condominium'], [305, 'Year built 1943']],
    ])).extractedData;
    expect(data).toMatchObject({ borrower_first_name: 'Tamara', borrower_last_name: 'Turner', property_address: '477 W Pine Blvd Apt 20, Oklahoma City, OK 73106' });
  });

  it('but not in running text', () => {
    const data = analyseText(page([[[62, 'Borrower Tamara Turner']], [[62, 'City Oklahoma City']]])).extractedData;
    expect(data.borrower_first_name).toBeUndefined();
  });
});

describe('numbered clauses', () => {
  it('read a party that runs on past a line stopping mid-sentence, with its signer', () => {
    const data = analyseText(boxPage([
      [[58, '1. Borrower. Summit View Rentals, LLC, a Delaware limited liability company, by']],
      [[58, 'Vikram Abernathy, its Member.']],
      [[58, '2. Loan Amount. $427,000']],
    ])).extractedData;
    expect(data).toMatchObject({ entity_name: 'Summit View Rentals, LLC', authorized_signatory_name: 'Vikram Abernathy', authorized_signatory_title: 'Member' });
  });

  it('never take a sentence going on after "Entity" as its name', () => {
    expect(analyseText(page([[[76, '5. Entity documents and good standing (if applicable).']]])).extractedData.entity_name).toBeUndefined();
  });
});

describe('labels read in their part of the page', () => {
  it('reads a bare "Use" under a collateral heading as the property type, whatever the model guesses', () => {
    expect(extract([['LAND / COLLATERAL'], ['Street', '916 Prospect Street'], ['Use', 'vacant land'], ['As-is value', '125000']])).toMatchObject({ property_type: 'Land', property_value: '125000' });
  });
  it('reads a run-in heading and its value however the model guesses the whole line', () => {
    const doc: DocText = { lines: ['Letter of Intent', '6. Prepayment. None - open prepay.'].map((t, i) => makeLine([{ text: t, x0: 0, x1: 500 }], 1, i * 12, 10)), source: 'pdf_text', quality: 1, notes: [] };
    expect(analyseText(doc).extractedData.prepayment_penalty).toBe('No');
  });
});
