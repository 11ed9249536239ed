// Who is who, on small documents written here in wordings of our own: entities named in a sentence, the sides of an
// assignment, other parties' signers and addresses, intermediaries who write for a client, mail sent "care of".
import { describe, expect, it } from 'vitest';
import { analyseText } from '../engine';
import { makeLine, type DocText } from '../layout';
import { intendedPurpose } from './conversation';
import { isNameShaped, matchLabel } from './labels';
import { threadByAge } from './messages';
import { leadingEntity, parsePersonName, titledPerson } from './names';
import { assignmentSides, documentRoles, partyAddresses, roleSide } from './other-parties';
import { namesSomeoneElse } from './parties';

function doc(rows: (string | string[])[]): DocText {
  const lines = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row]).map((text, c) => ({ text, x0: c * 250, x1: c * 250 + 200 }));
    return makeLine(cells, 1, i * 12, 10);
  });
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

const extract = (rows: (string | string[])[]) => analyseText(doc(rows)).extractedData;

describe('entities named in a sentence', () => {
  it('reads the entity a "its name is" sentence gives, whatever the entity', () => {
    expect(extract(['DECLARATION OF TRUSTEE', '1. This trust is in existence and its name is The Okonkwo Family Trust, dated 3 March 2019.', '2. Acting trustee: Ada Okonkwo.'])).toMatchObject({
      entity_name: 'The Okonkwo Family Trust',
      entity_type: 'Trust',
      borrower_type: 'Entity',
    });
    expect(extract(["The Company's legal name is Juniper Row Homes, L.L.C.. It was formed in Ohio."])).toMatchObject({ entity_name: 'Juniper Row Homes, L.L.C.', entity_type: 'LLC' });
  });

  it('does not take a name that is not an entity', () => {
    expect(extract(['Its name is unknown to the lender at this time.']).entity_name).toBeUndefined();
    expect(leadingEntity('the buyer and the seller agree')).toBeNull();
  });

  it('takes the principal an entity paper names as its member, not its organizer or agent', () => {
    const data = extract([
      'CERTIFICATE OF FORMATION',
      'First: The name of the limited liability company is Pale Oak Ventures LLC.',
      'Second: The registered agent is Tomas Reyes, 55 Elm Ct, Dayton, OH 45402.',
      'Third: The sole member is Priya Raman, 812 Hill Rd, Akron, OH 44303.',
      'Tomas Reyes, Organizer',
    ]);
    expect(data).toMatchObject({ entity_name: 'Pale Oak Ventures LLC', borrower_first_name: 'Priya', borrower_last_name: 'Raman' });
    expect(data.property_address).toBeUndefined();
    expect(data.authorized_signatory_name).toBeUndefined();
  });
});

describe('signers in a capacity', () => {
  it('is not a label for the learned model', () => {
    expect(matchLabel('Dmitri Vasquez, Trustee')).toBeNull();
    expect(matchLabel('Helen Park, its Managing Member')).toBeNull();
  });

  it('reads "Name, its Title" as the signer and ranks a co-trustee after the first trustee', () => {
    const data = extract([
      'The trust exists and its name is The Vasquez Living Trust.',
      ['Dmitri Vasquez, Trustee', 'Lena Vasquez, Co-Trustee'],
    ]);
    expect(data).toMatchObject({ authorized_signatory_name: 'Dmitri Vasquez', authorized_signatory_title: 'Trustee', borrower_first_name: 'Dmitri' });
  });
});

describe('assignments', () => {
  it('puts the assignee of a purchase contract on the borrower side and the assignor on the other', () => {
    expect(assignmentSides('Assignor hereby assigns to Assignee all right, title and interest in the Real Estate Purchase Agreement')).toEqual({ assignee: 'borrower', assignor: 'other' });
    expect(assignmentSides('Assignee shall close the acquisition on or before June 1.')).toEqual({ assignee: 'borrower', assignor: 'other' });
  });

  it('puts the assignor of leases and rents, or of a note, on the borrower side', () => {
    expect(assignmentSides('ABSOLUTE ASSIGNMENT OF LEASES AND RENTS made by Acme LLC to First Bank')).toEqual({ assignee: 'other', assignor: 'borrower' });
    expect(assignmentSides('Collateral Assignment of Note given as additional security for the Loan')).toEqual({ assignee: 'other', assignor: 'borrower' });
    expect(assignmentSides('The parties agree to the following terms.')).toBeNull();
  });

  it('tells the buyer who will borrow from the wholesaler who assigns', () => {
    const data = extract([
      'ASSIGNMENT AND ASSUMPTION OF SALES CONTRACT',
      'Quick Turn Homes LLC ("Assignor") assigns its rights under the purchase agreement for 90 Birch Ln, Mesa, AZ 85201 to Harbor Lane Capital LLC ("Assignee").',
      'Assignee shall close the purchase by May 2, 2026.',
      ['ASSIGNOR: Quick Turn Homes LLC', 'ASSIGNEE: Harbor Lane Capital LLC'],
      ['By: Owen Fitch', 'By: Rosa Delgado'],
      ['Owen Fitch, Managing Member', 'Rosa Delgado, its Manager'],
    ]);
    expect(data).toMatchObject({ entity_name: 'Harbor Lane Capital LLC', authorized_signatory_name: 'Rosa Delgado', authorized_signatory_title: 'Manager', borrower_first_name: 'Rosa' });
  });

  it('knows role words by side', () => {
    const roles = { borrower: ['Assignee'], other: ['Assignor'] };
    expect(roleSide('Assignee', roles)).toBe('borrower');
    expect(roleSide('ASSIGNOR:', roles)).toBe('other');
    expect(roleSide('Purchaser', roles)).toBe('borrower');
    expect(roleSide('Seller', roles)).toBe('other');
    expect(roleSide('Assignee', { borrower: [], other: [] })).toBeNull();
  });
});

describe("another party's address", () => {
  it('is the address written right after a person or a company', () => {
    const found = partyAddresses(doc(['The manager is Carla Mendes, 14 Oak St, Reno, NV 89501.', 'The property is 200 Pine Ave, Reno, NV 89502.']));
    expect([...found]).toEqual(['14 Oak St, Reno, NV 89501']);
  });

  it('is not the property named after a label or a phrase', () => {
    expect(partyAddresses(doc(['Property: 200 Pine Ave, Reno, NV 89502', 'the lot commonly known as 18 Vine St, Reno, NV 89502'])).size).toBe(0);
  });
});

describe('people who write for a borrower', () => {
  it('never makes a broker who writes "my client … we need to close" the borrower', () => {
    const data = extract([
      'From: Nadia Osei <nadia@keystonefunding.com>',
      'To: Paul Grant <pgrant@ridgelending.com>',
      'Subject: New scenario',
      'Paul, my client Victor Lund is buying a duplex at 71 Ash Ct, Boise, ID 83702.',
      'Looking for $300,000 over 18 months. We need to close by 6/30/2026. Our fee is 1.5 points.',
      'Nadia Osei',
      'Keystone Funding | NMLS 12345',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Victor', borrower_last_name: 'Lund', loan_term: '18', broker_points: '1.5', property_address: '71 Ash Ct, Boise, ID 83702' });
  });

  it('still takes a borrower who writes about their own loan', () => {
    const data = extract(['From: Ines Moreau <ines.moreau@gmail.com>', "Hi, I'd like to borrow $250,000 against my rental at 9 Lake Rd, Erie, PA 16505.", 'Ines Moreau']);
    expect(data).toMatchObject({ borrower_first_name: 'Ines', borrower_last_name: 'Moreau' });
  });
});

describe('mail sent care of someone', () => {
  it('reads the person under an entity addressed "%" or "c/o" with an abbreviated title', () => {
    expect(titledPerson('% JANE DOE TTEE')).toEqual({ first: 'Jane', last: 'Doe' });
    expect(titledPerson('c/o Marco Bell Mbr')).toEqual({ first: 'Marco', last: 'Bell' });
    expect(titledPerson('Attn: Accounts Payable')).toBeNull();
  });
});

describe('loan facts in a letter', () => {
  it("reads a lender's file number, the kind of loan requested and an exit given after a colon", () => {
    const data = extract([
      'Re: Approval — 5 Cedar Ct, Tulsa, OK 74103 (our file 8812034)',
      'We are pleased to confirm that your request for a cash-out refinance has been approved.',
      'Conditions: 3. A credible exit: sale of the property after renovation.',
    ]);
    expect(data).toMatchObject({ loan_number: '8812034', loan_type: 'Cash Out Refi', exit_strategy: 'Sale' });
  });

  it('does not read a bare amount after "loan" as its number', () => {
    expect(extract(['The loan 350,000 at 10% was discussed.', 'File 12 of the binder.']).loan_number).toBeUndefined();
  });
});

describe('a loan being paid off', () => {
  const payoff = (reason: string) => [
    'Northgate Savings Bank',
    'PAYOFF STATEMENT',
    'Loan number: 55120987',
    'Borrower: Celia Novak',
    'Property: 40 Quarry Rd, Barre, VT 05641',
    'Interest rate: 6.125%',
    `This payoff is requested ${reason}.`,
  ];

  it("keeps the old loan's number and rate out, and its borrower when the property is being sold", () => {
    const data = extract(payoff('in connection with the sale of the property'));
    expect(data.loan_number).toBeUndefined();
    expect(data.interest_rate).toBeUndefined();
    expect(data.borrower_last_name).toBeUndefined();
    expect(data.property_address).toBe('40 Quarry Rd, Barre, VT 05641');
  });

  it('keeps the owner who refinances as the borrower', () => {
    const data = extract(payoff('for a refinance with Summit Lending'));
    expect(data).toMatchObject({ borrower_first_name: 'Celia', borrower_last_name: 'Novak' });
    expect(data.interest_rate).toBeUndefined();
  });

  it('does not touch a term sheet that mentions a payoff', () => {
    expect(extract(['TERM SHEET', 'Interest rate: 10%', 'Proceeds will fund the payoff of the existing lien.']).interest_rate).toBe('10');
  });
});

describe("another party's contact", () => {
  it("is never the borrower, even where it signs as an authorized representative", () => {
    const data = extract(['EVIDENCE OF INSURANCE', 'AGENCY', 'Lakeside Risk Group', 'Tom Becker · 802 555 0101', 'NAMED INSURED', 'Birchwood Homes LLC', 'AUTHORIZED REPRESENTATIVE: Tom Becker']);
    expect(data.borrower_last_name).toBeUndefined();
    expect(data.authorized_signatory_name).toBeUndefined();
  });
});

describe('letters and e-mails about a deal, in wordings of our own', () => {
  it("takes the parties and the file number of a reference line, never a lender's firm", () => {
    const data = extract(['From: ops@harborpointlending.com', 'Subject: Cleared to close | Juniper Row Homes, L.L.C. | #7710032', 'Team,', 'File is clear. Signing as Manager: Odile Brandt.']);
    expect(data).toMatchObject({ entity_name: 'Juniper Row Homes, L.L.C.', entity_type: 'LLC', loan_number: '7710032' });
    const person = extract(['March 2, 2026', 'Re: Tobias Lindqvist / Alder Street Partners LP', 'We write about the file named above.']);
    expect(person).toMatchObject({ borrower_first_name: 'Tobias', borrower_last_name: 'Lindqvist', entity_name: 'Alder Street Partners LP' });
    expect(extract(['Re: Harborpoint Lending – #7710032', 'Please see attached.']).entity_name).toBeUndefined();
    expect(extract(['Subject: van Dijk / Tacoma request', 'Please see attached.']).borrower_last_name).toBeUndefined();
  });

  it('reads the signer named with the capacity they sign in, and a signer on file without one', () => {
    expect(extract(['Subject: Oakhurst Ridge LLC', 'Our file shows Imani Okafor as Sole Member of the company.'])).toMatchObject({
      authorized_signatory_name: 'Imani Okafor',
      authorized_signatory_title: 'Sole Member',
    });
    expect(extract(['Subject: Kettle Creek Corp. – bridge', 'We approved the bridge for Lars Eriksen (signing as President).'])).toMatchObject({
      authorized_signatory_name: 'Lars Eriksen',
      authorized_signatory_title: 'President',
    });
    const onFile = extract(['This letter confirms that The Willow Bend Trust holds a savings account with us. Authorized signer on file: Nadia Petrov.', 'Regards,']);
    expect(onFile).toMatchObject({ entity_name: 'The Willow Bend Trust', authorized_signatory_name: 'Nadia Petrov' });
  });

  it("takes a third party's client from what it prepared or confirms for them", () => {
    expect(extract(['We have compiled the 2024 and 2025 tax returns (Form 1065) of Saltmarsh Holdings, LLC, a Maine limited liability company, for the lender.'])).toMatchObject({
      entity_name: 'Saltmarsh Holdings, LLC',
    });
    expect(extract(['This is to confirm that Ingrid Solberg maintains two deposit accounts with our bank.'])).toMatchObject({ borrower_first_name: 'Ingrid', borrower_last_name: 'Solberg' });
  });

  it("makes the writer of a letter about their own loan the borrower, with their letterhead's contact", () => {
    const data = extract([
      'Tomasz Nowak',
      'tnowak@fastmail.com',
      '(412) 555-0177',
      'June 4, 2026',
      'To: Credit Department',
      'I am writing about my request for $180,000. The loan will be made to Birch Lane Rentals LLC, of which I am the Managing Member.',
      'Respectfully,',
      'Tomasz Nowak',
    ]);
    expect(data).toMatchObject({
      borrower_first_name: 'Tomasz',
      borrower_last_name: 'Nowak',
      borrower_email: 'tnowak@fastmail.com',
      borrower_phone: '4125550177',
      entity_name: 'Birch Lane Rentals LLC',
      authorized_signatory_name: 'Tomasz Nowak',
      authorized_signatory_title: 'Managing Member',
    });
  });

  it("does not make an accountant's or a banker's signature the borrower", () => {
    const data = extract(['June 4, 2026', 'Re: Ingrid Solberg', 'We prepared the returns of our client for two years.', 'Very truly yours,', 'Malcolm Reyes, CPA']);
    expect(data).toMatchObject({ borrower_first_name: 'Ingrid', borrower_last_name: 'Solberg' });
  });
});

describe("a lender's answer in an e-mail", () => {
  it('reads the amount against a value, the rate with its term and the program approved', () => {
    const data = extract(['Subject: APPROVED – Greta Holm', 'Ravi,', 'The committee approved your cash-out refi. We are at $312,000 against the appraised value of $520,000, 10.25% for Fifteen (15) months.', 'Still need: insurance, 6 months bank statements.']);
    expect(data).toMatchObject({ loan_amount: '312000', property_value: '520000', interest_rate: '10.25', loan_term: '15', loan_type: 'Cash Out Refi' });
  });

  it("takes the borrower from a quoted message in which they introduce their company", () => {
    const data = extract([
      'From: Dana Whit <dana@northbaylending.com>',
      'To: Olu Bakare <olu.bakare@gmail.com>',
      'Hi Olu, we can do 9.5% on this one.',
      'On Jan 5, 2026, Olu Bakare <olu.bakare@gmail.com> wrote:',
      'Hi Dana — this is Olu Bakare. I run Lagos Street Homes LLC. My cell is 614-555-0123.',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Olu', borrower_last_name: 'Bakare', borrower_email: 'olu.bakare@gmail.com', entity_name: 'Lagos Street Homes LLC', borrower_phone: '6145550123' });
    expect(data.estimated_closing_date).toBeUndefined();
  });
});

describe('a firm that manages or runs something', () => {
  it('is nobody\'s principal, and a name does not run onto the next line', () => {
    const data = extract(['Oak Terrace Owners Association', 'managed by Summit Association Management', 'OWNER STATEMENT', ['Owner of record', 'Linden Court Partners LP']]);
    expect(data.borrower_first_name).toBeUndefined();
    expect(data.entity_name).toBe('Linden Court Partners LP');
  });
});

describe('entity papers in other wordings', () => {
  it('reads the name a defined-entity clause introduces with "known as"', () => {
    const data = extract([
      'STATEMENT OF TRUST',
      'A. The trust known as The Quill Creek Trust (the "Trust") was created on 2 May 2017.',
      "B. The Trust's taxpayer identification number is 47-1234567.",
      'Nadia Quill, Trustee',
    ]);
    expect(data).toMatchObject({ entity_name: 'The Quill Creek Trust', entity_type: 'Trust', ein: '471234567', borrower_type: 'Entity' });
  });

  it('leaves the governing body out of the entity it acts for', () => {
    expect(extract(['The undersigned, being the Board of Managers of Ferrow Lane Homes LLC (the "Company"), resolve as follows.']).entity_name).toBe('Ferrow Lane Homes LLC');
  });

  it('does not let the learned model read a signed name as a label', () => {
    expect(isNameShaped('Odalys Brannigan', ['odalys', 'brannigan'])).toBe(true);
    expect(isNameShaped('Sponsor Surname', ['sponsor', 'surname'])).toBe(false);
    expect(matchLabel('Odalys Brannigan')).toBeNull();
  });
});

describe('threads and writers', () => {
  it('orders a printed thread newest first when its top message answers "RE:", whatever the header times say', () => {
    const rows = [
      'From: Ana Broker <ana@brokerco.com>',
      'Sent: Monday, June 1, 2026 8:00 AM',
      'Subject: RE: new file 12 Oak St',
      'We cut the ask to $200,000.',
      'From: Ben Lender <ben@lenderco.com>',
      'Sent: Monday, June 1, 2026 9:30 AM',
      'Subject: new file 12 Oak St',
      'Loan amount: $250,000',
    ];
    const parts = threadByAge(doc(rows).lines);
    expect(parts[0]!.map((l) => l.text)).toContain('We cut the ask to $200,000.');
    expect(extract(rows).loan_amount).toBe('200000');
  });

  it('does not give the borrower a mailbox spelled as someone else\'s full name', () => {
    expect(namesSomeoneElse('dana.whitfield@lenderco.com', ['Dana'], ['Orozco'])).toBe(true);
    expect(namesSomeoneElse('dana.orozco@gmail.com', ['Dana'], ['Orozco'])).toBe(false);
    expect(namesSomeoneElse('dana@gmail.com', ['Dana'], ['Orozco'])).toBe(false);
  });

  it('reads the purpose a writer intends, only when one is told', () => {
    expect(intendedPurpose('I am under contract to buy 4 Elm Rd for $300k.')).toBe('Purchase');
    expect(intendedPurpose('We are hoping to pull some equity out of our rental.')).toBe('Cash Out Refinance');
    expect(intendedPurpose('I want to refinance or maybe I want to buy another.')).toBeNull();
  });

  it("takes the writers' own entity named in brackets", () => {
    expect(extract(['From: Lee Park <leepark@gmail.com>', 'We (Saltmarsh Holdings LLC) are looking to buy 5 Dune Rd, Lewes, DE 19958.'])).toMatchObject({
      entity_name: 'Saltmarsh Holdings LLC',
      loan_purpose: 'Purchase',
    });
  });

  it('reads the kind of property bracketed after its address, and described after it in a contract', () => {
    expect(extract(['Hi, new deal:', 'Property: 77 Quarry Rd, Dayton, OH 45402 (Retail)', 'Loan amount: $400,000']).property_type).toBe('Retail');
    expect(extract(['Seller sells the property commonly known as 8 Bell Ct, Akron, OH 44303, being a duplex, together with all fixtures.']).property_type).toBe('2-4 Unit');
  });
});

describe('questionnaires', () => {
  it('reads numbered questions and their answers as the borrower\'s', () => {
    const data = extract([
      'Harbor Light Lending',
      'Borrower Intake',
      'Return to intake@harborlightlending.com',
      '1. Who is applying for the loan?',
      'Larkspur Row LLC. I, Tomas Vidal, am its Managing Member.',
      '2. How can we reach you?',
      'Mobile 614-555-0122, or e-mail tvidal@larkspurrow.com.',
      '3. How much are you asking for, and for how long?',
      '$240,000 for 12 months.',
      '4. What is the loan for?',
      'Purchase; the contract price is $320,000.',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Larkspur Row LLC',
      authorized_signatory_name: 'Tomas Vidal',
      authorized_signatory_title: 'Managing Member',
      borrower_email: 'tvidal@larkspurrow.com',
      loan_amount: '240000',
    });
  });
});

describe('entity papers, amendments and broker notes read by their structure', () => {
  it('takes the officer a certificate marks as the one who may sign, and the entity it certifies', () => {
    const data = extract([
      'OFFICERS CERTIFICATE',
      'I certify that Willow Creek Holdings, Inc. is duly incorporated and remains in good standing.',
      ['Name', 'Office', 'May sign'],
      ['Dana Whitfield', 'President', '✓'],
      ['Omar Haddad', 'Secretary'],
    ]);
    expect(data).toMatchObject({ entity_name: 'Willow Creek Holdings, Inc.', authorized_signatory_name: 'Dana Whitfield', authorized_signatory_title: 'President' });
  });

  it('gives the signer the office the authorising sentence names, not another signer’s', () => {
    const data = extract([
      'The undersigned, being all of the Managers of Birchwood Lane, LLC, a Utah limited liability company, adopt the following:',
      'Priya Nair, the Company’s President, is authorized to sign the note and the deed of trust.',
      ['Priya Nair, Manager', 'Leo Grant, Manager'],
    ]);
    expect(data).toMatchObject({ entity_name: 'Birchwood Lane, LLC', authorized_signatory_name: 'Priya Nair', authorized_signatory_title: 'President' });
  });

  it('reads an amendment’s new value, not the one it replaces', () => {
    const data = extract(['FIRST AMENDMENT TO CONTRACT OF SALE', ['Item', 'Was', 'Now'], ['Closing Date', 'May 1, 2025', 'May 20, 2025']]);
    expect(data.estimated_closing_date).toBe('2025-05-20');
  });

  it('reads a broker’s shorthand note filed under the borrower’s surname', () => {
    const data = extract(['From: ana@brokerco.com', 'To: loans@lender.com', 'Subject: new one - okafor', 'hi team -', 'chidi okafor / Red Fern Homes LLC', 'duplex, purchase', 'val $400k, ask $250k @ 11.5 for 12mo', 'cell 312-555-0144']);
    expect(data).toMatchObject({
      borrower_first_name: 'Chidi',
      borrower_last_name: 'Okafor',
      entity_name: 'Red Fern Homes LLC',
      property_value: '400000',
      loan_amount: '250000',
      interest_rate: '11.5',
      borrower_phone: '3125550144',
      loan_type: 'Purchase',
    });
  });

  it('takes a sponsor that is an entity as the borrower, its principal in brackets', () => {
    expect(extract([['Sponsor', 'Copper Gate Homes, LLC (Nia Brooks)']])).toMatchObject({ entity_name: 'Copper Gate Homes, LLC', borrower_first_name: 'Nia', borrower_last_name: 'Brooks' });
  });

  it('tells the sides apart by the column heading over each signature', () => {
    const at = (text: string, x0: number, y: number) => makeLine([{ text, x0, x1: x0 + 200 }], 1, y, 10);
    const lines = [
      at('Quick Flip LLC ("Assignor") assigns its purchase contract for 12 Elm St, Dayton, OH 45402 to Holt Homes LLC ("Assignee"), who will close the purchase.', 0, 0),
      // Side-by-side headings and signatures printed a few points apart read as lines of their own.
      at('ASSIGNOR', 0, 40),
      at('ASSIGNEE', 300, 47),
      at('Tom Reyes, Member', 0, 80),
      at('Gina Holt, Manager', 300, 87),
    ];
    const data = analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData;
    expect(data).toMatchObject({ entity_name: 'Holt Homes LLC', authorized_signatory_name: 'Gina Holt', authorized_signatory_title: 'Manager' });
    const contract = extract([
      'This agreement is between Maple Row LLC ("Seller") and Fenwick Corp., a Delaware corporation ("Purchaser").',
      ['SELLER: Maple Row LLC', 'PURCHASER: Fenwick Corp.'],
      ['By: Ruth Mayer, Manager', 'By: Sam Ode, President'],
    ]);
    expect(contract).toMatchObject({ entity_name: 'Fenwick Corp.', authorized_signatory_name: 'Sam Ode', authorized_signatory_title: 'President' });
  });

  it('reads the buyer from signature captions side by side, and a stated closing over the outside date', () => {
    const data = extract([
      'LOT PURCHASE CONTRACT',
      'Closing will take place on June 9, 2026. The Outside Date is July 15, 2026.',
      ['Buyer Lena Moss', 'Seller Paul Arndt'],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Lena', borrower_last_name: 'Moss', estimated_closing_date: '2026-06-09' });
  });
});

describe('churches, non-profits and the offices that sign for them', () => {
  it('reads the holder of the office a resolution authorizes, and no style as a first name', () => {
    const data = extract([
      'Mount Calvary Church of God in Christ, Inc.',
      'Minutes — Called Church Conference (Business Meeting)',
      'July 2, 2024 · 7:00 p.m. · Fellowship Hall',
      ['Presiding: Pastor Elijah Lewis', 'Recording: Andre Goldberg, Church Clerk'],
      '1. Devotion was led by Deacon Young.',
      '4. Motion. Sarah Young moved that the church borrow up to $242,500 and that the Pastor be authorized to sign all papers.',
      'Andre Goldberg, Church Clerk',
    ]);
    expect(data).toMatchObject({ authorized_signatory_name: 'Elijah Lewis', authorized_signatory_title: 'Pastor', borrower_first_name: 'Elijah' });
  });

  it('reads an incumbency whose entity wraps across lines and whose signer is named with a particle', () => {
    const data = extract([
      'CERTIFICATE OF INCUMBENCY',
      'The undersigned, Patricia Richardson, the duly elected Treasurer of Greater Grace Point',
      'United Methodist Church, Inc., a Georgia nonprofit corporation (EIN 27-6470723), hereby certifies:',
      ['Name', 'Office', 'Specimen signature'],
      ['Michael del Rio', 'Senior Pastor', 'M. del Rio'],
      'Michael del Rio, as Senior Pastor, is authorized to sign the loan documents.',
      'Patricia Richardson, Treasurer',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Greater Grace Point United Methodist Church, Inc.',
      authorized_signatory_name: 'Michael del Rio',
      authorized_signatory_title: 'Senior Pastor',
    });
  });

  it('reads an office said before the name in a contact cell', () => {
    expect(extract([['Ministry', 'Harvest Preparatory School, Inc.'], ['Contact', 'Head of School Megan Al-Sayed · 980.555.0117']])).toMatchObject({
      entity_name: 'Harvest Preparatory School, Inc.',
      authorized_signatory_name: 'Megan Al-Sayed',
      authorized_signatory_title: 'Head of School',
      borrower_phone: '9805550117',
    });
  });
});

describe('entities and signers on one line', () => {
  it('reads "Entity — by Person, Office" and a reference line with the EIN in brackets', () => {
    expect(extract(['Letter of Intent', '1. Borrower. Legacy Development LLC.', 'Legacy Development LLC — by Latoya Evans, Managing Member'])).toMatchObject({
      authorized_signatory_name: 'Latoya Evans',
      authorized_signatory_title: 'Managing Member',
    });
    expect(extract(['June 25, 2026', 'To: Redline Capital Funding', 'Re: Granite Real Estate, LLC (EIN 36-2306922), Stefan Okafor-Williams, Managing Member', 'We confirm the returns below.'])).toMatchObject({
      entity_name: 'Granite Real Estate, LLC',
      authorized_signatory_name: 'Stefan Okafor-Williams',
      borrower_first_name: 'Stefan',
    });
  });

  it('reads the entity a guarantor stands behind, and a state\'s file number as no loan number', () => {
    const approved = extract(['From: Kat Wilson <kat@meridianrealestatefinance.com>', 'Credit committee approved Cornerstone Real Estate, LLC (Nicholas Young guaranteeing) this morning.']);
    expect(approved).toMatchObject({ entity_name: 'Cornerstone Real Estate, LLC', borrower_type: 'Entity' });
    const filed = extract(['Certificate of Filing', 'The undersigned certifies that GRANITE INVESTMENTS LLC, a domestic limited liability company, file number 874684078, filed its formation document.']);
    expect(filed.loan_number).toBeUndefined();
  });
});

describe('estates, family deals and lenders’ memos', () => {
  const sheet = (rows: string[][]) => analyseText({ ...doc(rows), source: 'spreadsheet' }).extractedData;

  it('gives a party the contract names by a term of its own the side its acts put it on', () => {
    const text = 'This agreement is made by Lena Park (the “Remaining Heir”) and Omar Park (the “Departing Heir”). The executor shall convey the house to the Remaining Heir, who pays the Departing Heir from a mortgage loan to be obtained by the Remaining Heir.';
    expect(documentRoles(text)).toEqual({ borrower: ['Remaining Heir'], other: [] });
    expect(extract(['AGREEMENT AMONG HEIRS', text])).toMatchObject({ borrower_first_name: 'Lena', borrower_last_name: 'Park' });
  });

  it('reads the borrower from a list of parties whose role column marks them', () => {
    expect(sheet([['Heir', 'Share', 'Payout', 'Part'], ['Lena Park', '1/2', '90000', 'Buyer (borrower)'], ['Omar Park', '1/2', '90000', 'Selling heir'], ['Loan needed', '180000']])).toMatchObject({
      borrower_first_name: 'Lena',
      borrower_last_name: 'Park',
      loan_amount: '180000',
    });
  });

  it('takes the one a lender writes to about the loan they asked for as the borrower', () => {
    const data = extract(['Harbor Row Lending', 'March 3, 2026', 'Dana Whitfield', '41 Orchard Rd, Dover, DE 19901', 'You have asked us to finance the purchase of your late father’s house.', 'We can lend $150,000 at 11% for 12 months.']);
    expect(data).toMatchObject({ borrower_first_name: 'Dana', borrower_last_name: 'Whitfield' });
  });

  it('reads a caller, a capacity after a name, a slashed role and a contract’s numbered captions', () => {
    expect(extract(['caller.....: Priya Nair (daughter)', 'cell.......: 302-555-0143'])).toMatchObject({ borrower_first_name: 'Priya', borrower_last_name: 'Nair', borrower_phone: '3025550143' });
    expect(extract([['Borrower / Heir', 'Lena Park, individually and as heir'], ['Loan Amount', '$150,000']])).toMatchObject({ borrower_first_name: 'Lena', borrower_last_name: 'Park' });
    expect(extract([['2.1 Seller', 'Omar Park'], ['2.2 Purchaser', 'Lena Park'], ['2.3 Purchase Price', '$310,000']])).toMatchObject({ borrower_first_name: 'Lena', borrower_last_name: 'Park' });
  });

  it('names the entity and its principal beside the role a contract defines, past asides', () => {
    const parties = extract(['1. Parties. Dune Road Income Fund LP ("Lender") and Birch Lane Holdings, LLC (EIN 12-3456789), whose principal is Nora Quinn ("Borrower").', '2. Loan. $500,000.']);
    expect(parties).toMatchObject({ entity_name: 'Birch Lane Holdings, LLC', borrower_first_name: 'Nora', borrower_last_name: 'Quinn', ein: '123456789' });
    expect(parties.authorized_signatory_name).toBeUndefined();
    const offer = extract(['Sam Ortega', 'Dear Sam,', 'Birch Lane Holdings, LLC (acting through its manager Nora Quinn) ("Buyer") offers to buy the park.', 'Sincerely, Nora Quinn']);
    expect(offer).toMatchObject({ entity_name: 'Birch Lane Holdings, LLC', borrower_first_name: 'Nora', borrower_last_name: 'Quinn' });
  });

  it('leaves a seller’s carry-back, prior loans and a denied cash-out out of the loan’s terms', () => {
    const carry = extract(['Price $900,000, with $90,000 carried by the seller at 7% for 4 years.', 'Buyer needs a first loan of $600,000 at 11% for 12 months.']);
    expect(carry).toMatchObject({ interest_rate: '11', loan_term: '12' });
    const memo = extract([['Pricing', '12.25% / 2 points'], 'Prior loans with us', ['Loan #', 'Amount', 'Rate', 'Status'], ['1122334', '$100,000', '9.00%', 'Paid'], 'Request: $400,000 refinance (no cash out)']);
    expect(memo.interest_rate).toBe('12.25');
    expect(memo.loan_type).not.toBe('Cash Out Refi');
    expect(extract(['The sponsor sold a duplex last year and now wants $800,000 on a 40-site RV park.']).property_type).toBeUndefined();
  });

  it('reads a client’s entity in brackets and a borrower named in brackets after the role', () => {
    expect(extract(['Here is where we can be on Quinn (Birch Lane Holdings, LLC)’s storage facility at 12 Mill Rd, Dover, DE 19901.'])).toMatchObject({ entity_name: 'Birch Lane Holdings, LLC' });
    expect(extract(['Revised ask below; the borrower (Nora Quinn, copied) is fine with it. Loan $200,000.'])).toMatchObject({ borrower_first_name: 'Nora', borrower_last_name: 'Quinn' });
  });

  it('reads an appraisal’s value as is, never the land’s as if vacant or a cap rate, and a unit mix as no dwelling units', () => {
    const appraisal = extract(['SUMMARY OF SALIENT FACTS', ['Land value (as if vacant)', '$200,000'], ['Market value as is', '$900,000'], ['Overall cap rate', '7.90%']]);
    expect(appraisal.property_value).toBe('900000');
    expect(appraisal.interest_rate).toBeUndefined();
    expect(sheet([['Unit size', '# units', 'Street rate'], ['10x10', '40', '95'], ['10x20', '60', '150'], ['Loan', '640000'], ['Loan #', '2233441']])).toMatchObject({ loan_amount: '640000' });
    expect(sheet([['Unit size', '# units', 'Street rate'], ['10x10', '40', '95'], ['10x20', '60', '150']]).property_type).toBeUndefined();
  });
});

describe('letters about a property, brokers’ hand-offs and scans’ split lines', () => {
  it('reads the property a reference line names, its ZIP wrapped, and a property’s name as no person', () => {
    const data = extract(['Dune Road Lending', 'April 2, 2026', 'Birch Lane Holdings, LLC', 'Attn: Nora Quinn', 'Re: Sea Breeze Inn, 41 Harbor Way, Lewes, DE', '19958', 'Dear Ms. Quinn:', 'We would lend $900,000 at 11% for 24 months.']);
    expect(data.property_address).toBe('41 Harbor Way, Lewes, DE 19958');
    expect(parsePersonName('Sea Breeze Inn')).toBeNull();
    expect(parsePersonName('Gull Point RV Park')).toBeNull();
  });

  it('reads a heading that opens with the address and says what it is, never a letterhead’s phone', () => {
    expect(extract(['12 Mill Rd, Dover, DE 19901 · Mixed use · Seaboard Appraisal Co.', 'INCOME APPROACH', ['Indicated value', '$640,000']]).property_address).toBe('12 Mill Rd, Dover, DE 19901');
  });

  it('takes the client a broker sends over, the owner asking for "our place", and no lender’s mailbox', () => {
    expect(extract(['Thanks for sending over Birch Lane Holdings, LLC on the 12 Mill Rd, Dover, DE 19901 tract.', ['Amount', '$300,000']])).toMatchObject({ entity_name: 'Birch Lane Holdings, LLC', property_address: '12 Mill Rd, Dover, DE 19901' });
    const owner = extract(['From: Nora Quinn <noraq@aol.com>', 'Sent: 07/16/2026', 'We owe about $90,000 on our place at 12 Mill Rd, Dover, DE 19901. Wanting to borrow $150k to pay it off.', 'Nora Quinn']);
    expect(owner).toMatchObject({ borrower_first_name: 'Nora', borrower_email: 'noraq@aol.com', property_address: '12 Mill Rd, Dover, DE 19901' });
    expect(extract([['Borrower', 'Nora Quinn'], ['Email', 'sam@harborloan.com']]).borrower_email).toBeUndefined();
  });

  it('reads "X, Purchaser" in a contract and a numbered paragraph a scan split into cells', () => {
    const rider = extract(['This rider is part of the contract between Omar Park, Seller, and Granite Row LP, Purchaser, for 12 Mill Rd, Dover, DE 19901.', ['R-2.', 'Purchaser’s obligations are contingent upon obtaining a loan of not less'], ['than $250,000 at', 'a rate not exceeding 12% for 12 months.']]);
    expect(rider).toMatchObject({ entity_name: 'Granite Row LP', loan_amount: '250000', property_address: '12 Mill Rd, Dover, DE 19901' });
  });

  it('reads a sponsor’s profile that opens with the name, and a form’s bare Name beside a credit score', () => {
    expect(extract([['Sponsor', 'Nora Quinn. FICO 731. Owner since 1998.'], ['Request', '$500,000']])).toMatchObject({ borrower_first_name: 'Nora', borrower_last_name: 'Quinn' });
    expect(extract([['Name', 'Nora Quinn'], ['Phone', '302-555-0143'], ['Property address', '12 Mill Rd, Dover, DE 19901'], ['Loan amount wanted', '$318,000'], ['Credit score', '691']])).toMatchObject({ borrower_first_name: 'Nora', borrower_last_name: 'Quinn' });
  });
});

describe('signature blocks side by side', () => {
  it('reads the borrower’s signer whose office wraps, beside a lender’s officer named with a role', () => {
    const rows: [string, number][][] = [
      [['LETTER OF INTENT', 0]],
      [['Loan Amount', 0], ['$400,000', 250]],
      [['LENDER', 0], ['BORROWER', 250]],
      [['Dana Whitfield', 0], ['Birch Lane Holdings, LLC', 250]],
      [['Dana Whitfield, Loan Officer', 0], ['Nora Quinn', 250]],
      [['By: Nora Quinn, Managing', 250]],
      [['Member', 250]],
    ];
    const lines = rows.map((cells, i) => makeLine(cells.map(([text, x0]) => ({ text, x0, x1: x0 + 200 })), 1, i * 12, 10));
    const data = analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData;
    expect(data).toMatchObject({ entity_name: 'Birch Lane Holdings, LLC', authorized_signatory_name: 'Nora Quinn', authorized_signatory_title: 'Managing Member' });
  });
});
