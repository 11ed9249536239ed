// Parts of a document that are not the new loan's: a statement of the loan being paid off, people in another
// party's box, and a form's numbered headings. Layouts written for these tests, including ones that must not fire.
import { describe, expect, it } from 'vitest';
import { analyseText } from '../engine';
import { makeLine, type DocText } from '../layout';
import { isNumberedHeading, otherSectionPeople, priorLoanStatement } from './zones';

/** Rows of cells, each cell 200 units wide, 12 units a line. */
function doc(rows: (string | string[])[]): DocText {
  const lines = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row]).map((text, c) => ({ text, x0: c * 200, x1: c * 200 + 150 }));
    return makeLine(cells, 1, i * 12, 10);
  });
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

const extract = (rows: (string | string[])[]) => analyseText(doc(rows));

describe('a statement of a loan being paid off', () => {
  const payoff = (purpose: string) => [
    'Granite Savings Bank',
    'Loan Servicing Department',
    'Pay-off Letter',
    ['Account number', '55501234'],
    ['Mortgagor', 'Ida Bell'],
    ['Property', '14 Quarry Rd, Erie, PA 16501'],
    ['Note rate', '6.125%'],
    ['Principal balance', '$88,000.00'],
    purpose,
  ];

  it("keeps the property but not the old loan's terms, nor its borrower when the property is being sold", () => {
    const sale = extract(payoff('These figures are furnished for the closing of a sale of the property.'));
    expect(sale.documentType).toBe('Term Sheet');
    expect(sale.extractedData).toEqual({ property_address: '14 Quarry Rd, Erie, PA 16501' });
  });

  it('keeps the borrower when the payoff is for a refinance', () => {
    const refi = extract(payoff('Requested by Lakeside Title for a refinance with Summit Private Lending.')).extractedData;
    expect(refi).toMatchObject({ borrower_first_name: 'Ida', borrower_last_name: 'Bell', property_address: '14 Quarry Rd, Erie, PA 16501' });
    expect(refi.interest_rate).toBeUndefined();
    expect(refi.loan_number).toBeUndefined();
  });

  it('is known by its title only: a term sheet that asks for a payoff statement keeps its terms', () => {
    const lines = doc(['Summary of Terms', ['Loan Amount', '$300,000'], ['Rate', '10.5%'], 'Conditions: payoff statement from the existing lender before closing.']).lines;
    expect(priorLoanStatement(lines)).toBeNull();
    expect(extract(['Summary of Terms', ['Loan Amount', '$300,000'], ['Rate', '10.5%'], 'Conditions: payoff statement from the existing lender.']).extractedData).toMatchObject({ loan_amount: '300000', interest_rate: '10.5' });
  });
});

describe("people in another party's box", () => {
  it("finds the agent under an agency's heading, and drops her as the borrower's signer", () => {
    const rows = [
      'CERTIFICATE OF PROPERTY INSURANCE',
      ['PRODUCER', 'INSURER'],
      ['Lakeshore Insurance Services', 'Harbor Mutual'],
      ['Nina Patel · 216 555 0100'],
      ['INSURED', 'POLICY'],
      ['Quarry Holdings LLC', 'HO-55512'],
      'Authorized signature: Nina Patel',
    ];
    const people = otherSectionPeople(doc(rows).lines);
    expect(people.has('nina patel')).toBe(true);
    expect(people.has('quarry holdings')).toBe(false);
    const data = extract(rows).extractedData;
    expect(data.authorized_signatory_name).toBeUndefined();
    expect(data.borrower_first_name).toBeUndefined();
  });

  it("does not take the borrower's own box, nor a party named in running text", () => {
    const rows = [['BORROWER', 'LENDER'], ['Ida Bell', 'Summit Private Lending'], 'Seller: in care of the listing agent.', 'Ida Bell, Buyer'];
    expect(otherSectionPeople(doc(rows).lines).size).toBe(0);
  });
});

describe('parts of a label | value sheet', () => {
  const sheet = (rows: (string | string[])[]): DocText => ({ ...doc(rows), source: 'spreadsheet' });

  it("reads the borrower's rows under a lender's name heading the sheet, and no party row opens a part", () => {
    const rows = [
      'SUMMIT PRIVATE LENDING',
      'RATE LOCK CONFIRMATION',
      ['Borrower', 'Lakeside Acquisitions LLC'],
      ['Guarantor', 'PARK, LINDA JAMES'],
      ['Broker', 'APEX MORTGAGE ADVISORS'],
      ['Qual FICO', '737'],
    ];
    const data = analyseText(sheet(rows)).extractedData;
    expect(data.entity_name).toBe('Lakeside Acquisitions LLC');
    expect(data.credit_score).toBe('737');
  });
});

describe("a form's numbered headings", () => {
  it('knows numbered headings in capitals, and not values that start with a number or an initial', () => {
    for (const heading of ['V. DECLARATIONS', 'Section 3 — PROPERTY', '2) LOAN REQUEST', 'PART II: BORROWER INFORMATION']) expect(isNumberedHeading(heading)).toBe(true);
    for (const value of ['1200 MAIN ST', 'A. SMITH', '3. Property', 'DOS SANTOS, MATTHEW L.', '12 months']) expect(isNumberedHeading(value)).toBe(false);
  });

  it('leaves an empty box empty rather than reading the next heading as its value', () => {
    const data = extract([
      'IV. VESTING',
      ['', ''],
      ['Entity name (if vesting in entity)', 'EIN'],
      'V. DECLARATIONS',
      ['Are you a party to a lawsuit?', '☐ Yes ☒ No'],
    ]).extractedData;
    expect(data.entity_name).toBeUndefined();
  });
});
