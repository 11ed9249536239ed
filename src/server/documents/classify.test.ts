import { describe, expect, it } from 'vitest';
import { classifyDocument, typeFromFields } from './classify';

describe('document type from what a document states', () => {
  it('types an untitled quote as a term sheet, or as a letter of intent when written as a letter', () => {
    const terms = { interest_rate: '10.5', origination_points: '2', loan_amount: '300000', loan_doc_fee: '900' };
    expect(classifyDocument('Pricing recap for 14 Quarry Rd')).toBe('Unknown');
    expect(typeFromFields(terms, 'Pricing recap for 14 Quarry Rd\nRate 10.5%')).toBe('Term Sheet');
    expect(typeFromFields(terms, 'May 2, 2026\nDear Ruth,\nHere is what I can do.')).toBe('Letter of Intent');
  });
  it("types a described deal as a broker's submission and leaves anything else unknown", () => {
    expect(typeFromFields({ entity_name: 'Quarry Holdings LLC', property_address: '14 Quarry Rd, Erie, PA 16501', loan_amount: '250000' }, 'Intake')).toBe('Broker Submission Sheet');
    expect(typeFromFields({ interest_rate: '10.5' }, 'Rate 10.5%')).toBe('Unknown');
    expect(typeFromFields({ borrower_first_name: 'Ruth', borrower_last_name: 'Ames' }, 'Ruth Ames')).toBe('Unknown');
  });
  it('reads a letter-spaced title, and a table row naming a guaranty is no title', () => {
    const text = ['Keystone Bridge Capital', 'T E R M S H E E T', 'Issued 1/14/2025', 'PARTIES', 'Borrower Name MacLeod Housing Partners Personal Guaranty Katarzyna MacLeod', 'Coupon 9.5%', 'Accepted by Borrower / Date'].join('\n');
    expect(classifyDocument(text)).toBe('Term Sheet');
  });
  it("types a borrower questionnaire as the lender's application", () => {
    expect(classifyDocument(['Beacon Hill Private Credit', 'Borrower Questionnaire', 'Return to lr@beaconhill.com', '1. Who is applying for the loan?'].join('\n'))).toBe('Loan Application');
  });
  it('types a letter by who signs it and what its heading names', () => {
    const appraisal = ['COASTAL APPRAISAL ASSOCIATES', 'September 27, 2024', 'RE: Appraisal of Triplex — 7007 Fairview Ave, Louisville, KY', 'Dear Aisha:', 'At your request we have prepared an appraisal of the above-referenced property.', 'Respectfully submitted,', 'Carlos Wright, MAI', 'Certified General Appraiser #68419'];
    expect(classifyDocument(appraisal.join('\n'))).toBe('Appraisal Report');
    const certificate = ["TRUSTEE'S CERTIFICATE OF AUTHORITY TO BORROW", 'The Rachel Liu Living Trust', 'The undersigned, Rachel Liu, Trustee, certifies that the trust is in full force and that the trustee has power to borrow.', 'Rachel Liu, Trustee', 'Notary Public'];
    expect(classifyDocument(certificate.join('\n'))).toBe('Entity Document');
  });
  it('knows a printed e-mail by header fields with addresses, not by a number in its subject', () => {
    const mail = ['Tyler Reynolds <treynolds@keystonemb.com>', 'To: Gregory Hale <ghale@summitridgecap.com>', 'Cc: processing@keystonemb.com', 'Subject: New Fix & Flip submission - 1003 Meadow Way', 'Hi Gregory,', 'Property: 1003 Meadow Way'];
    expect(classifyDocument(mail.join('\n'))).toBe('Broker Submission Email');
    const memo = ['To: Dana Lee', 'From: Summit Lending', 'Re: Summary of Terms', 'Loan Amount $500,000', 'Rate 10%'];
    expect(classifyDocument(memo.join('\n'))).toBe('Term Sheet');
  });
  it('types papers outside the eight kinds by what they do: a payoff states a loan, an insurer values the property', () => {
    const payoff = ['Granite Savings Bank', 'Loan Servicing', 'March 3, 2026', 'Lakeside Title & Escrow', 'Pay-off Letter', 'Account: 55501234', 'Mortgagor: Ida Bell', 'Principal balance $88,000.00', 'Good through 03/31/2026'];
    expect(classifyDocument(payoff.join('\n'))).toBe('Term Sheet');
    const binder = ['Insurance Binder', 'Insured: Quarry Holdings LLC', 'Location: 14 Quarry Rd, Erie, PA', 'Coverage A - Dwelling $410,000', 'Mortgagee: Summit Private Lending ISAOA'];
    expect(classifyDocument(binder.join('\n'))).toBe('Appraisal Report');
    // A title insurer's commitment is part of the purchase, and a term sheet asking for insurance stays a term sheet.
    const title = ['Commitment for Title Insurance', 'Schedule A', 'Proposed Insured: Summit Private Lending', 'Seller: Ida Bell', 'Buyer: Quarry Holdings LLC'];
    expect(classifyDocument(title.join('\n'))).toBe('Purchase and Sale Agreement');
    const terms = ['Summary of Terms', 'Loan Amount $300,000', 'Rate 10.5%', 'Conditions: evidence of property insurance naming lender as mortgagee'];
    expect(classifyDocument(terms.join('\n'))).toBe('Term Sheet');
  });
  it('reads a title that shares its line with figures, but not a sentence that does', () => {
    const quote = ['Anchor Point Lending    Ref Q-94875', 'Loan Pricing Quote    Printed 11/22/26 11:04', 'Subject: 419 El Camino St, Oklahoma City, OK', 'Principal Amount 390,000.00', 'Interest Rate 12%'];
    expect(classifyDocument(quote.join('\n'))).toBe('Term Sheet');
    const note = ['Dear Ruth, Your Quote Of 3/2/2026 Is Attached', 'Thanks for sending the rent roll.'];
    expect(classifyDocument(note.join('\n'))).toBe('Unknown');
  });
  it('types a settlement statement by what it settles: a loan alone, or a sale', () => {
    const refinance = ['Lakeside Title', 'Estimated Settlement Statement', 'Borrower: Ida Bell    Lender: Summit Private Lending', 'Payoff of existing lien 212,000.00', 'Loan amount 300,000.00', 'Recording fees 120.00'];
    expect(classifyDocument(refinance.join('\n'))).toBe('Term Sheet');
    const sale = ['Lakeside Title', 'Estimated Settlement Statement', 'Borrower: Ida Bell    Seller: Tom Reyes', 'Contract sales price 410,000.00', 'Loan amount 300,000.00'];
    expect(classifyDocument(sale.join('\n'))).toBe('Purchase and Sale Agreement');
  });
  it("types an underwriter's memo as the terms it approves, and a schedule of real estate owned as the application's", () => {
    const memo = ['Harbor Crest Lending — UNDERWRITING MEMO', 'To: Loan Committee From: R. Diaz Date: 4/2/2025', 'Borrower Quarry Holdings LLC', 'Loan amount $410,000 As-is value per appraiser $600,000', 'Rate / Term 10.25% / 12 months', 'Recommendation: approve.'];
    expect(classifyDocument(memo.join('\n'))).toBe('Term Sheet');
    const reo = ['REAL ESTATE OWNED', 'Prepared for Harbor Crest Lending', 'Property Type Market value Mortgage balance', '18 Birch Ct, Salem Duplex $410,000 $120,000', 'I certify the above is true.'];
    expect(classifyDocument(reo.join('\n'))).toBe('Loan Application');
  });
});

describe('document type from titles, cells and workbooks', () => {
  it('reads a title beside a print stamp, and a title wrapped onto two lines', () => {
    expect(classifyDocument(['3/2/2025, 10:15 AM\tMy Loan Application | Birch Lending', 'About you', 'First name\tNadia'].join('\n'))).toBe('Loan Application');
    expect(classifyDocument(['AGREEMENT FOR THE SALE OF', 'REAL PROPERTY', 'Buyer and seller agree as follows.'].join('\n'))).toBe('Purchase and Sale Agreement');
  });
  it("types a broker's cover sheet by its title, but an e-mail with a deal table stays an e-mail", () => {
    expect(classifyDocument(['DEAL SUBMISSION · Harbor Loan Brokers', 'Borrower\tOtto Lind', 'Amount\t$220,000'].join('\n'))).toBe('Broker Submission Sheet');
    const mail = ['From: Ann Lee <ann@harborbrokers.com>', 'To: desk@birchlending.com', 'Subject: scenario for you', 'Deal Summary', 'Borrower\tOtto Lind', 'Let me know, thanks'];
    expect(classifyDocument(mail.join('\n'))).toBe('Broker Submission Email');
  });
  it('keeps a workbook a deal sheet unless its title and content speak for another kind', () => {
    const grid = ['Westbrook Appraisal Co. — Comparable Sales', 'Subject\t12 Elm St', 'Comp 1\t40 Oak St\t310000', 'Comp 2\t9 Ash Ct\t298000', 'Comp 3\t77 Pine Rd\t305000'];
    expect(classifyDocument(grid.join('\n'), { spreadsheet: true })).toBe('Appraisal Report');
    expect(classifyDocument(['Loan Applicant\tNadia Roy', 'Loan Amount\t250000', 'Property\t12 Elm St'].join('\n'), { spreadsheet: true })).toBe('Broker Submission Sheet');
    expect(classifyDocument(['From:\tann@harborbrokers.com', 'To:\tdesk@birchlending.com'].join('\n'), { spreadsheet: true })).toBe('Broker Submission Sheet');
  });
  it('types an unheaded letter of terms addressed to its reader as a letter of intent', () => {
    const terms = { interest_rate: '11.5', origination_points: '3', loan_amount: '315000', loan_doc_fee: '995' };
    expect(typeFromFields(terms, 'Birch Lending\nAttn: Otto Lind\nRE: Proposed financing of 12 Elm St')).toBe('Letter of Intent');
  });
});
