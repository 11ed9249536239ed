// Whole-document behaviour on small documents built line by line: the parties told apart, messages read for facts,
// entity paperwork, checkbox rows and address boxes. Each case is a way real documents are written, not a file.
import { describe, expect, it } from 'vitest';
import { analyseText } from '../engine';
import { makeLine, type DocText } from '../layout';

/** Rows of cells, each cell 200 units wide, 12 units a line. */
function doc(rows: (string | string[])[]): DocText {
  const lines = rows.map((row, i) => {
    const cells = (Array.isArray(row) ? row : [row]).map((text, c) => ({ text, x0: c * 200, x1: c * 200 + 150 }));
    return makeLine(cells, 1, i * 12, 10);
  });
  return { lines, source: 'pdf_text', quality: 1, notes: [] };
}

const extract = (rows: (string | string[])[]) => analyseText(doc(rows)).extractedData;

/** The same rows as a spreadsheet's. */
const sheet = (rows: string[][]): DocText => ({ ...doc(rows), source: 'spreadsheet' });

describe('messages', () => {
  it("reads a texted address with no state, beside a chat app's icon, as the property", () => {
    const chat = (address: (string | string[])[]) => extract(['Mark Ellis', 'Sep 14, 2026', 'hey got another one', ...address, 'worth $421k today', '$233k for 18 months']);
    expect(chat([['i', '4426 Bayview Ave Apt 3'], 'Wichita 67206']).property_address).toBe('4426 Bayview Ave Apt 3, Wichita, KS 67206');
    expect(chat(['675 Spring Ter Suite 250', ['Columbia 29205', 'i']]).property_address).toBe('675 Spring Ter Suite 250, Columbia, SC 29205');
  });

  it("reads a forwarded thread's borrower from the author who writes about their own loan", () => {
    const data = extract([
      'Miguel Ortiz <miguel@crossroadsmortgage.com>   Tuesday, March 17, 2026 3:01 PM',
      'To: Dana Lee <dana@summitlending.com>',
      'Dana, see below from my client. Can you quote it?',
      '--',
      'Miguel Ortiz | Crossroads Mortgage | 630-555-0162',
      '---------- Forwarded message ---------',
      'Hiro Tanaka <hiro.tanaka@gmail.com>   Tuesday, March 17, 2026 10:00 AM',
      'Hi Miguel,',
      "I own 227 Harbor Lane, Cincinnati, OH 45208 free and clear. I'd like to borrow $425,000 for 1 year.",
      "My credit score is 768. I'll be borrowing through Mesa Properties LLC.",
      'Hiro Tanaka',
      '(216) 555-0121',
    ]);
    expect(data).toMatchObject({
      borrower_first_name: 'Hiro',
      borrower_last_name: 'Tanaka',
      borrower_email: 'hiro.tanaka@gmail.com',
      borrower_phone: '2165550121',
      entity_name: 'Mesa Properties LLC',
      loan_amount: '425000',
      loan_term: '12',
      credit_score: '768',
      property_address: '227 Harbor Ln, Cincinnati, OH 45208',
    });
  });
  it('reads a closing notice: the sentence stop is not the surname, the bracketed signer and a loan # in a sentence', () => {
    const data = extract([
      'Closing is set for Jan. 9, 2025 at 11:00 AM in our Atlanta office.',
      'Borrower: Brick & Beam Homes Inc. (signing: Deepa McAllister, President).',
      'Per the lender’s instructions the loan amount is $316,000, loan #2432547.',
    ]);
    expect(data).toMatchObject({ entity_name: 'Brick & Beam Homes Inc.', authorized_signatory_name: 'Deepa McAllister', authorized_signatory_title: 'President', borrower_last_name: 'McAllister', loan_number: '2432547' });
    expect(extract(['Closing is set for February 24, 2026.', 'Borrower: Mateo Esposito.'])).toMatchObject({ borrower_first_name: 'Mateo', borrower_last_name: 'Esposito' });
  });

  it("reads a changed figure's new value, and the buyer signing beside the seller's column", () => {
    const data = extract([
      'AMENDMENT NO. 3 TO PURCHASE AND SALE AGREEMENT',
      'This Amendment is made between Tuan Ramirez (“Seller”) and Sarah Iyer (“Buyer”).',
      '1. The Closing Date is hereby extended from 03/22/2024 to Apr. 21, 2024.',
      ['Seller', 'Sarah Iyer, Buyer'],
      ['Tuan Ramirez', 'Date: ________'],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Sarah', borrower_last_name: 'Iyer', estimated_closing_date: '2024-04-21' });
  });

  it("takes the borrower an appraiser's letter names, not the lender's officer it is addressed to", () => {
    const data = extract([
      'September 27, 2024',
      'Aisha Howard',
      'Keystone Bridge Capital',
      '159 Jackson Ln',
      'Washington, DC 20009',
      'Dear Aisha:',
      'At your request we have prepared an appraisal of the above-referenced property for use in a',
      'lending decision by Keystone Bridge Capital. The borrower is identified as Garcia Ventures, LLC',
      '(Tariq Garcia). The property rights appraised are the fee simple interest.',
    ]);
    expect(data).toMatchObject({ entity_name: 'Garcia Ventures, LLC', borrower_first_name: 'Tariq', borrower_last_name: 'Garcia' });
  });

  it('takes the newest figure of a reply chain, not the quoted or older one', () => {
    const data = extract([
      'From: Dana Lee <dana@summitlending.com>',
      'Sent: Thursday, March 19, 2026 9:12 AM',
      'Miguel, we can do $280,000 at 10.5% on this one. Closing by 4/30/2026 works.',
      'On Tue, Mar 17, 2026 at 3:01 PM, Miguel Ortiz <miguel@crossroadsmortgage.com> wrote:',
      '> My client needs $300,000 at 9.5% for 12 months on 227 Harbor Lane, Cincinnati, OH 45208.',
      '> Closing by 4/15/2026.',
    ]);
    expect(data).toMatchObject({ loan_amount: '280000', interest_rate: '10.5', estimated_closing_date: '2026-04-30', loan_term: '12' });
  });

  it("reads a trustee's certificate: the trust borrows, its trustee signs, the deed of trust names the property", () => {
    const data = extract([
      'TRUSTEE’S CERTIFICATE OF AUTHORITY TO BORROW',
      'The undersigned, Rachel Liu, Trustee of The Rachel Liu Living Trust under agreement dated',
      'June 3, 2018, certifies that the trustee has power to borrow from Keystone Bridge Capital (“Lender”) a loan',
      'in the principal amount of $2,920,000, secured by a first-lien mortgage or deed of trust on 3628 Belmont Avenue,',
      'Columbus, OH 43209. Marcus Bell is named successor trustee and is not now acting.',
    ]);
    expect(data).toMatchObject({ entity_name: 'The Rachel Liu Living Trust', authorized_signatory_name: 'Rachel Liu', authorized_signatory_title: 'Trustee', property_address: '3628 Belmont Ave, Columbus, OH 43209' });
  });

  it('reads a rate written with a fraction, and the fees a table cell states in sentences', () => {
    const data = extract([
      ['6. INTEREST RATE:', '9 3/4%, fixed, interest only, payable monthly.'],
      ['8. FEES:', 'Origination fee: 2.000 points. Broker fee: 2% payable to Main'],
      'Street Capital Sourcing. Loan administration fee: $995.',
    ]);
    expect(data).toMatchObject({ interest_rate: '9.75', origination_points: '2', broker_points: '2', admin_fee: '995' });
  });

  it('reads facts people write casually, and never the broker signing off', () => {
    const data = extract([
      'Subject: new deal - duplex in Akron',
      'Hi Sam, vesting will be Oak Lane Holdings LLC, principal is Jennifer Walsh, she\'s a 720.',
      "It's a duplex at 44 Elm Street, Akron, OH 44302. She's looking for 75% of the $215k purchase, 12 mo IO.",
      'Worth about 260k as-is. Rate around 10.5% would work. Wants to close by 4/30/2026.',
      'Thanks,',
      'Mike Torres | Torres Capital | 330-555-0177 | mike@torrescapital.com',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Oak Lane Holdings LLC',
      borrower_first_name: 'Jennifer',
      borrower_last_name: 'Walsh',
      credit_score: '720',
      property_type: '2-4 Unit',
      loan_amount: '161250',
      loan_term: '12',
      property_value: '260000',
      interest_rate: '10.5',
      estimated_closing_date: '2026-04-30',
      property_address: '44 Elm St, Akron, OH 44302',
    });
    expect(data.borrower_phone).toBeUndefined();
    expect(data.borrower_email).toBeUndefined();
  });
});

describe('parties', () => {
  it('never takes the seller a letter is addressed to for the buyer', () => {
    const data = extract([
      'Yolanda Johnson',
      'Re: Letter of Intent to Purchase 8264 Fairview St, Los Angeles, CA 90019',
      'Dear Yolanda:',
      '1. Buyer. The Stefan Young Living Trust, and/or its assigns.',
      '2. Seller. Yolanda Johnson.',
      ['BUYER: The Stefan Young Living Trust', 'ACCEPTED — SELLER:'],
      ['By: Stefan Young, Trustee', 'Yolanda Johnson'],
    ]);
    expect(data).toMatchObject({ entity_name: 'The Stefan Young Living Trust', borrower_first_name: 'Stefan', borrower_last_name: 'Young', authorized_signatory_title: 'Trustee' });
  });
  it('keeps the lender block of a term sheet out of the borrower', () => {
    const data = extract([
      'TERM SHEET',
      ['Lender', 'Summit Capital Partners LLC'],
      ['Contact', 'Dana Whitaker'],
      ['Phone', '614-555-0166'],
      ['Borrower', 'Cedar Ridge Holdings, LLC'],
      ['Guarantor', 'Maria Lopez'],
      ['Phone', '512-555-0141'],
    ]);
    expect(data).toMatchObject({ entity_name: 'Cedar Ridge Holdings, LLC', borrower_first_name: 'Maria', borrower_phone: '5125550141' });
  });
  it('reads the trust, not "<person>, Trustee of <trust>", and the prefix forms print', () => {
    expect(extract([['Borrower:', 'Ana Ruiz, Trustee of the Ruiz Family Trust dated March 4, 2015']])).toMatchObject({
      entity_name: 'The Ruiz Family Trust',
      entity_type: 'Trust',
      authorized_signatory_name: 'Ana Ruiz',
      authorized_signatory_title: 'Trustee',
    });
    expect(extract([['Obligor', 'Obligor. Cedar Ridge Holdings, LLC']]).entity_name).toBe('Cedar Ridge Holdings, LLC');
  });
});

describe('entity paperwork', () => {
  it("reads a members' consent: the company, the loan and the authorised signer, never 'Resolved Further'", () => {
    const data = extract([
      'WRITTEN CONSENT OF THE MEMBERS IN LIEU OF A MEETING',
      'The undersigned, being all of the members of Oak Lane Partners LLC, a Delaware limited liability company (the "Company"), consent:',
      'RESOLVED, that the Company borrow from Summit Capital Fund I, LLC a loan in the original principal amount of $650,000.00;',
      'RESOLVED FURTHER, that James R. Whitfield, as Managing Member of the Company (the "Authorized Signatory"), acting alone, is hereby authorized to execute all loan documents.',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Oak Lane Partners LLC',
      entity_type: 'LLC',
      borrower_type: 'Entity',
      loan_amount: '650000',
      authorized_signatory_name: 'James Whitfield',
      authorized_signatory_title: 'Managing Member',
    });
  });
  it("reads the entity and its officer from a notice's addressee block", () => {
    const data = extract([
      ['DEPARTMENT OF THE TREASURY', 'Date of this notice: 04/19/2023'],
      ['INTERNAL REVENUE SERVICE', 'Employer Identification Number: 87-9726172'],
      'TWIN PINES PROPERTIES CORPORATION',
      'MATEO SILVA PRES',
      '9261 WOODLAND PL',
      'SCOTTSDALE, AZ 85261',
    ]);
    expect(data).toMatchObject({ entity_name: 'Twin Pines Properties Corporation', ein: '879726172', borrower_first_name: 'Mateo', borrower_last_name: 'Silva' });
  });
});

describe('forms', () => {
  it("reads a numbered section's captions as the borrower's, not the lender's letterhead above it, and a wrapped row of options", () => {
    const data = extract([
      ['Canyon State Lending', 'Investor Loan Application'],
      'SECTION 1 · BORROWER',
      ['LAST NAME', 'FIRST NAME', 'M.I.'],
      ['HILL', 'JAMAL'],
      'SECTION 2 · LOAN REQUEST',
      ['Loan type: ☐ Purchase', '☐ Bridge', '☐ Rate/Term Refi'],
      ['☒ Fix & Flip', '☐ Land'],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Jamal', borrower_last_name: 'Hill', loan_type: 'Fix & Flip' });
  });

  it('reads further "label: value" pairs after a full stop in one cell, and a rate with a fraction', () => {
    const data = extract([
      ['6. INTEREST RATE:', '13 1/2%, fixed, interest only'],
      ['8. FEES:', 'Origination fee: 1.250 points. Broker fee: 2 pts payable to Elevate Capital. Loan administration fee: $395.'],
    ]);
    expect(data).toMatchObject({ interest_rate: '13.5', origination_points: '1.25', broker_points: '2', admin_fee: '395' });
  });

  it("takes the person beside a borrowing entity as its principal, and a trust's sole named person as its trustee", () => {
    expect(extract([['Borrower', "Red Brick Properties LLC / Isabella O'Connor"]])).toMatchObject({
      entity_name: 'Red Brick Properties LLC',
      borrower_first_name: 'Isabella',
      borrower_last_name: "O'Connor",
    });
    const trust = extract([['Vesting', 'Oakmont Land Trust'], ['First name', 'Rafael'], ['Last name', 'Anderson'], ['Signer title', 'Trustee']]);
    expect(trust).toMatchObject({ authorized_signatory_name: 'Rafael Anderson', authorized_signatory_title: 'Trustee' });
    // An LLC's bare name boxes need not be the member who signs; the sponsor's (or an applicant's) are.
    const sheet = (rows: string[][]) => analyseText({ ...doc(rows), source: 'spreadsheet' }).extractedData;
    const llc = sheet([['First name', 'David'], ['Last name', 'Bennett'], ['Entity Name', 'Harbor Light Homes LLC'], ['EIN', '81-8384555'], ['Signer title', 'Managing Member']]);
    expect(llc.authorized_signatory_name).toBeUndefined();
    expect(sheet([['SPONSOR'], ['First name', 'David'], ['Last name', 'Bennett'], ['ENTITY'], ['Name', 'Harbor Light Homes LLC'], ['Signer title', 'Managing Member']]).authorized_signatory_name).toBe('David Bennett');
    expect(sheet([['applicant_first_name', 'Laura'], ['applicant_last_name', 'St. Clair'], ['entity_name', 'Hearthstone Homes LLC'], ['signer_title', 'Sole Member']]).authorized_signatory_name).toBe('Laura St. Clair');
    expect(sheet([['ABOUT YOU'], ['Your first name', 'Jun'], ['Your last name', 'Washington'], ['Entity name', 'Pelican Holdings LLC'], ['Your title', 'Manager']]).authorized_signatory_name).toBe('Jun Washington');
    expect(sheet([['1. Applicant'], ['First name', 'Piotr'], ['Last name', 'McDonald'], ['2. Entity'], ['Entity name', 'Pelican Holdings LLC'], ['Your title', 'Manager']]).authorized_signatory_name).toBe('Piotr McDonald');
    expect(sheet([['First name', 'Rafael'], ['Last name', 'Anderson'], ['Vesting', 'Oakmont Land Trust'], ['EIN', '81-8384556'], ['Signer title', 'Trustee']]).authorized_signatory_name).toBe('Rafael Anderson');
  });

  it('reads ticked options, boxed address parts and never a neighbouring caption as a name', () => {
    const data = extract([
      ['FIRST NAME', 'M.I.', 'LAST NAME', 'SUFFIX'],
      ['DMITRI', '', 'SMITH'],
      'PROPERTY TYPE',
      '☐ SFR ☐ 2-4 Units ☐ Condo ☒ Townhome ☐ Mixed-Use',
      ['STREET ADDRESS', 'UNIT'],
      '4781 BAYVIEW DR',
      ['CITY', 'STATE', 'ZIP'],
      ['CLEVELAND', 'OH', '44109'],
      'ENTITY TYPE',
      '☐ LLC ☐ Corporation ☒ Partnership (LP/LLP) ☐ Trust',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Dmitri', borrower_last_name: 'Smith', property_type: 'Townhouse', property_address: '4781 Bayview Dr, Cleveland, OH 44109' });
  });
  it('reads captions printed under their values', () => {
    const data = extract([
      ['Jennifer Walsh', '$450,000.00'],
      ['________________', '____________'],
      ['Applicant Name', 'Loan Amount Requested'],
      ['jwalsh@yahoo.com', '03/15/2026'],
      ['________________', '____________'],
      ['E-mail', 'Target Closing Date'],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Jennifer', loan_amount: '450000', borrower_email: 'jwalsh@yahoo.com', estimated_closing_date: '2026-03-15' });
  });
});

describe('tables, chats and spoken figures', () => {
  it("takes a pricing grid's chosen row, not its first", () => {
    const data = extract([
      ['Borrower', 'Yusuf Obi'],
      ['Loan Amount', '$281,000.00'],
      ['Option', 'Term', 'Note Rate', 'Orig. Points'],
      ['A', '24 mo', '10.50%', '1.00'],
      ['► B (selected)', '12 mo', '10.00%', '0.50'],
      ['C', '18 mo', '10.25%', '0.75'],
    ]);
    expect(data).toMatchObject({ loan_term: '12', interest_rate: '10', origination_points: '0.5' });
  });

  it('reads a units column and bare labels under their heading', () => {
    const data = extract(['BORROWER', ['Borrower Name', '', 'Jamal Martin'], 'PROPERTY', ['Address', '', '6520 Lincoln St Springfield IL 62702'], 'LOAN', ['Loan Amount', '$', '299000'], ['Rate', '%', '11'], ['Term', 'mo', '12']]);
    expect(data).toMatchObject({ property_address: '6520 Lincoln St, Springfield, IL 62702', loan_amount: '299000', interest_rate: '11', loan_term: '12' });
  });

  it('reads a voicemail transcript: the caller, spoken amounts and the address as said', () => {
    const data = extract([
      'From: Dialpad <voicemail@dialpad.com>',
      ['Caller', '(617) 555-0165'],
      'hi guadalupe this is Elijah Wilson i\'m calling about a deal on 99 Wilson Drive in Oklahoma',
      'City Oklahoma 73118 we need roughly four hundred sixty-five thousand on a twelve',
      'month loan it\'s worth six hundred seventy-nine thousand as is call me back thanks',
    ]);
    expect(data).toMatchObject({
      borrower_first_name: 'Elijah',
      borrower_last_name: 'Wilson',
      borrower_phone: '6175550165',
      property_address: '99 Wilson Dr, Oklahoma City, OK 73118',
      loan_amount: '465000',
      loan_term: '12',
      property_value: '679000',
    });
  });
});

describe('layouts of forms and recaps', () => {
  it('reads each value over its caption, captions and values wrapped inside their boxes', () => {
    const data = extract([
      ['', '', '(404) 555-'],
      ['Vikram', "O'Malley", '0173'],
      ['APPLICANT FIRST', 'LAST NAME OF', 'DAYTIME'],
      ['NAME', 'BORROWER', 'TELEPHONE'],
      ['$1,049,250.00', '5674 E Prospect Rd,', ''],
      ['LOAN AMOUNT', 'Savannah, GA 31404', ''],
      ['REQUESTED', 'PROPERTY ADDRESS', ''],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Vikram', borrower_last_name: "O'Malley", loan_amount: '1049250', property_address: '5674 E Prospect Rd, Savannah, GA 31404' });
  });
  it('splits a slash-joined label over a value written the same way', () => {
    const data = extract([
      ['Ask', '$117,000'],
      ['Rate / Points', '10.00% / 1.5 pts'],
      ['Term / Amort', '6 mo / IO'],
      ['Transaction', 'Cash Out Refinance'],
      ['Buyer/Borrower', 'Liberty Bell Realty LLC, by Marcus Romano, Manager'],
    ]);
    expect(data).toMatchObject({
      interest_rate: '10', origination_points: '1.5', loan_term: '6', loan_purpose: 'Cash Out Refinance',
      entity_name: 'Liberty Bell Realty LLC', borrower_first_name: 'Marcus', authorized_signatory_title: 'Manager',
    });
  });
});

describe('entity certificates', () => {
  it("takes the officer the certificate authorises, not the Secretary who signs it, and never a state's name as the entity", () => {
    const data = extract([
      'The undersigned, Keisha Ramirez, hereby certifies that the undersigned is the duly elected and acting Secretary of',
      'Hearthstone Enterprises Inc., a North Carolina corporation, Federal Employer Identification No. 84-2026411 (the "Corporation").',
      ['Name', 'Office'],
      ['Colleen Liu', 'President'],
      ['Keisha Ramirez', 'Secretary'],
      'Colleen Liu, as President of the Corporation, acting alone, is authorized to execute all loan documents.',
      'Keisha Ramirez, Secretary',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Hearthstone Enterprises Inc.', ein: '842026411', authorized_signatory_name: 'Colleen Liu', authorized_signatory_title: 'President',
    });
  });
});

describe('chats and casual e-mails', () => {
  it('reads a printed text thread: the contact at its top, questions asked without a question mark, and the offer', () => {
    const result = analyseText(
      doc([
        'RK',
        'Rosa Kettering (investor)',
        '314/555-0190',
        'Feb. 2, 2026 4:10 PM',
        'got another one for u',
        '1187 Larkspur Ln Saint Louis MO 63110',
        'what was your score on the last pull',
        'prob 702',
        'ok I can get you $262,500 at 11.25, 12 mo interest only, lender charges 2 pts',
        'plus 1 for me',
        'send me your email for the app link',
        'rosa.kettering@fastmail.com',
      ]),
    );
    expect(result.documentType).toBe('Broker Submission Email');
    expect(result.extractedData).toMatchObject({
      borrower_first_name: 'Rosa',
      borrower_last_name: 'Kettering',
      borrower_phone: '3145550190',
      property_address: '1187 Larkspur Ln, Saint Louis, MO 63110',
      credit_score: '702',
      loan_amount: '262500',
      interest_rate: '11.25',
      loan_term: '12',
      origination_points: '2',
      broker_points: '1',
      borrower_email: 'rosa.kettering@fastmail.com',
    });
  });

  it("reads a broker's shorthand: the entity that is the borrower, the guarantor, an as-is opinion and the borrower's contact", () => {
    const data = extract([
      'From: Theo Brandt <theo@harborlinebrokerage.com>',
      'To: Ines Park <ines@granitebridgelending.com>',
      'Ines - need $410,000 on a $600,000 purchase, 18 months, interest only.',
      'Subject is 52 Quarry Rd, Burlington, VT 05401. BPO has it at $640k as-is, ARV $900,000.',
      'Quarry Road Holdings LLC is the borrowing entity, Marta Velez guaranteeing. Marta’s a 731.',
      "Marta's fine at 10.50 with 1.5 pts to you. I'm taking 1.000 on my side.",
      "Marta's info if you need to reach out direct: cell 802-555-0133, marta.velez@gmail.com.",
      'Theo',
      'Harborline Brokerage',
      '802-555-0100',
    ]);
    expect(data).toMatchObject({
      entity_name: 'Quarry Road Holdings LLC',
      borrower_first_name: 'Marta',
      borrower_last_name: 'Velez',
      property_value: '640000',
      loan_term: '18',
      interest_rate: '10.5',
      origination_points: '1.5',
      broker_points: '1',
      credit_score: '731',
      borrower_phone: '8025550133',
      borrower_email: 'marta.velez@gmail.com',
    });
  });
});

describe('letters written for the buyer by someone else', () => {
  it("takes the represented buyer, not the listing agent the letter is addressed to, and reads ceilings as the loan's terms", () => {
    const data = extract([
      'March 3, 2026',
      'Colin Marsh',
      'Bayview Realty Group',
      'Listing Agent',
      'Re: Letter of Intent – 18 Ferry St, Portland, ME 04101',
      'Dear Colin:',
      'This firm represents Ferry Street Partners LLC, a Maine limited liability company ("Buyer"), whose principal is',
      'Nadia Holm. Buyer will obtain a loan bearing interest at a rate not to exceed 9.25% per annum, with origination',
      'fees not to exceed 1.5 points.',
    ]);
    expect(data).toMatchObject({ entity_name: 'Ferry Street Partners LLC', interest_rate: '9.25', origination_points: '1.5' });
    expect(data.borrower_first_name).not.toBe('Colin');
  });
});

describe('figures columns away from their labels', () => {
  it('reads a fee table with a payee or a basis column between the label and the amount', () => {
    const data = extract([
      'LENDER CHARGES AT CLOSING',
      ['Underwriting Review', 'Keystone Bridge Capital', '725.00'],
      ['Administration Fee', 'Keystone Bridge Capital', '375.00'],
      ['Processing Fee', 'flat, per file', '$640'],
    ]);
    expect(data).toMatchObject({ admin_fee: '375', processing_fee: '640' });
  });
  it('reads a label with a qualifier of another hand beside its value, and nothing from a word that changes it', () => {
    const data = extract([
      ['Amount Sanctioned', '$418,000.00', 'Coverage Amount', '$600,000'],
      ['Value Accepted', '$560,000 (as-is)', 'Wire Amount', '$12,000'],
      ['Rate Negotiated', '10.75%', 'Interest Only', 'Yes'],
    ]);
    expect(data).toMatchObject({ loan_amount: '418000', property_value: '560000', interest_rate: '10.75' });
  });
});

describe('signature blocks printed without colons', () => {
  it("reads the entity's signer from 'By <name>' and 'Its <office>' under the borrower's acceptance", () => {
    const data = extract([
      'We look forward to working with you.',
      'Very truly yours,',
      'Harborview Credit Partners',
      'By: Dana Whitfield, Senior Credit Analyst',
      'AGREED AND ACCEPTED BY BORROWER:',
      'Copperline Residential LLC',
      'By: Teodora Vance Halloran',
      'Its Sole Member',
    ]);
    expect(data).toMatchObject({ authorized_signatory_name: 'Teodora Halloran', authorized_signatory_title: 'Sole Member', entity_name: 'Copperline Residential LLC' });
  });
});

describe('run-in headings of term summaries', () => {
  it("reads the party after a run-in heading, not the heading as a first name", () => {
    const data = extract(['PRINCIPAL TERMS (NON-BINDING)', 'Borrower. Ingrid Solberg, an individual ("Borrower").', 'Loan. A bridge loan of $410,000.']);
    expect(data).toMatchObject({ borrower_first_name: 'Ingrid', borrower_last_name: 'Solberg' });
  });
});

describe('rows of captions', () => {
  it('never takes a short caption beside a caption for its value', () => {
    const data = extract([
      ['Okonkwo', 'Adaeze', 'T', '1979-02-11'],
      ['__________', '__________', '___', '__________'],
      ['Surname', 'Given name', 'MI', 'Birth date'],
      ['Uzoma@example.net', '(503) 555-0143'],
      ['__________', '__________'],
      ['E-mail', 'Phone'],
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Adaeze', borrower_last_name: 'Okonkwo' });
  });
});

describe('prose and messages about someone else', () => {
  it("takes the person a broker's short note says needs the loan, with their number and the loan it names", () => {
    const data = extract([
      'From: dana@summitmortgage.com',
      'To: deals@harborlending.com',
      'Subject: deal',
      'got a quick one - Nadia Osei needs $312,000 purchase money loan on 18 Elm St,',
      'Dayton, OH 45402, fico 702, 2 years. can u do it? her # is 937-',
      '555-0144',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Nadia', borrower_last_name: 'Osei', borrower_phone: '9375550144', loan_term: '24', loan_type: 'Purchase', loan_amount: '312000' });
  });

  it("takes a client's forwarded message as theirs, and the number they give in its body", () => {
    const data = extract([
      'From: Paul Reyes <paul@crestlinebrokers.com>',
      'Sent: May 2, 2026 9:00 AM',
      'Subject: FW: bridge request',
      'Team — borrower has a 711 FICO, looking for $225,000 for 12 months. Her note below.',
      '---------- Forwarded message ----------',
      'From: Lena Fischer <lena.fischer@gmail.com>',
      'Date: May 1, 2026',
      "Hey Paul, here's the info. Property is 14 Pine Rd, Boise, ID 83702, a duplex.",
      'Best number is 208-555-0119.',
      'Thanks, Lena',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Lena', borrower_last_name: 'Fischer', borrower_email: 'lena.fischer@gmail.com', borrower_phone: '2085550119' });
  });

  it("reads a lender's letter accepted by an entity, the guarantor of a term sheet and the exit after 'will be:'", () => {
    const data = extract([
      'Harbor Lending',
      '81 W Aspen Ln, Memphis, TN 38111',
      'January 11, 2024',
      'Dear Tom,',
      'Harbor Lending ("Lender") is pleased to issue this letter of intent for a bridge loan secured by 51 Oak Pl, Charleston, SC 29412.',
      'The Loan shall be personally guaranteed by Tom Becker.',
      'You have indicated the exit will be: Sale.',
      'ACCEPTED AND AGREED:',
      'Marsh Creek Partners, LP, by Tom Becker',
    ]);
    expect(data).toMatchObject({ entity_name: 'Marsh Creek Partners, LP', borrower_first_name: 'Tom', borrower_last_name: 'Becker', exit_strategy: 'Sale', property_address: '51 Oak Pl, Charleston, SC 29412' });
  });

  it('reads an entity of a two-word jurisdiction, a trust signing through its trustee, funding as closing and a spouse consenting', () => {
    expect(extract(['I, Rosa Barros, Secretary of Trinity Homes Corp., a District of Columbia corporation (the "Corporation"), certify:']).entity_name).toBe('Trinity Homes Corp.');
    expect(extract(['1. Borrower(s): Hale Family Trust, signing through Jason Hale, Trustee.', '3. Fund $219,500.00 at 8.125%, 30 years, no later than 05/01/2024.'])).toMatchObject({
      entity_name: 'Hale Family Trust',
      authorized_signatory_name: 'Jason Hale',
      authorized_signatory_title: 'Trustee',
      estimated_closing_date: '2024-05-01',
    });
    expect(extract(['The undersigned spouse of Miguel Rogers consents to a loan in the principal amount of $64,000.'])).toMatchObject({ borrower_first_name: 'Miguel', borrower_last_name: 'Rogers' });
  });

  it("never reads a term from a question that already holds a figure, nor a loan type from the exit", () => {
    const data = extract(['Do you have the rent roll and 2 months of bank statements?', 'We can likely do 75% LTV here.', 'Purpose: Purchase', 'Exit: Cash-out refi after stabilization']);
    expect(data.loan_term).toBeUndefined();
    expect(data.loan_type).not.toBe('Cash Out Refi');
  });

  it('reads a principal and entity given as a slash pair, and a guarantor whose office is in brackets as the signer', () => {
    expect(extract(['Borrower: Liam Dorsey / High Street Real Estate Fund LP', 'Loan amt: $135,000'])).toMatchObject({ entity_name: 'High Street Real Estate Fund LP', borrower_first_name: 'Liam', borrower_last_name: 'Dorsey' });
    expect(extract(['RE: Loan submission — Northstar Development, LLC', 'Guarantor: Lucia Yamamoto (Member)'])).toMatchObject({ authorized_signatory_name: 'Lucia Yamamoto', authorized_signatory_title: 'Member' });
  });

  it("reads a photographed text thread dated by day: the contact, the address wrapped in a bubble and the answer to 'how much do you need?'", () => {
    const rows = ['Sanjay Mensah', '(469) 555-0114', 'Aug 28, 2024', "Hey it's Sanjay. Got another one at 5569", '5th Cir, Chicago IL 60608', ['Nice. How much do you need?', 'J'], '$2,910,000 commercial mortgage, 12', 'months'];
    const data = analyseText({ ...doc(rows), source: 'ocr' }).extractedData;
    expect(data).toMatchObject({ borrower_first_name: 'Sanjay', borrower_last_name: 'Mensah', borrower_phone: '4695550114', loan_amount: '2910000', loan_type: 'Commercial' });
    expect(data.property_address?.toLowerCase()).toBe('5569 5th cir, chicago, il 60608');
    // A dated letter's letterhead is not a thread's contact.
    expect(extract(['Mei Morales', '(901) 555-0153', 'Aug 28, 2024', 'Dear Tom,', 'Thank you for your request.', 'Sincerely,', 'Mei Morales']).borrower_phone).toBeUndefined();
  });
});

describe('forms, term sheets and letters', () => {
  it('reads a reference in a strip of facts set off by bullets, and a portal heading that numbers the request', () => {
    expect(extract(['Westbay Funding', 'Quote dated June 3, 2025 · Ref. 7731002', ['Loan Amount', '$210,000']]).loan_number).toBe('7731002');
    expect(extract(['My Request | Westbay Funding', 'Application 5512093 Submitted', ['Loan amount', '$210,000']]).loan_number).toBe('5512093');
  });

  it("reads a lender's bare file number in a barred strip as the loan's, and no title company's file number", () => {
    const approval = extract(['Cove Street Capital', 'CONDITIONAL LOAN APPROVAL', 'Date issued: 03/02/2026 | File: 5520174', ['Approved amount', '$310,000'], ['Rate / term', '10.25% / 12 months'], ['Origination', '2 points']]);
    expect(approval.loan_number).toBe('5520174');
    const title = extract(['Lakeshore Title Agency', 'COMMITMENT FOR TITLE INSURANCE', ['File No.', '88214'], ['Proposed Insured', 'Cove Street Capital'], ['Proposed Buyer', 'Nia Park']]);
    expect(title.loan_number).toBeUndefined();
  });

  it('reads the approved column of a table setting the loan asked for beside a counter and the approval', () => {
    const data = extract(['CONDITIONAL APPROVAL', ['', 'Requested', 'Counter (5/2)', 'APPROVED'], ['Loan amount', '$400,000', '$350,000', '$372,000'], ['Interest rate', '9.5%', '11%', '10.5%'], ['Term', '12 months', '12 months', '24 months']]);
    expect(data).toMatchObject({ loan_amount: '372000', interest_rate: '10.5', loan_term: '24' });
    const counter = extract(['LETTER OF INTENT', ['', 'Your request', 'Our offer'], ['Loan amount', '$400,000', '$350,000'], ['Rate', '9.5%', '11%']]);
    expect(counter).toMatchObject({ loan_amount: '350000', interest_rate: '11' });
  });

  it("reads the borrower and the property a lender's letter names as the file it answers, and a guarantor opening a sentence", () => {
    const data = extract([
      'Harbor Point Capital',
      'March 3, 2026',
      'Dana, thanks for the bridge file for Lark Street Holdings Corp. on 88 Birch Lane, Dayton, OH 45402. Here is where we landed:',
      ['Loan amount', '$640,000'],
      'Guarantor Mara de la Vega (mid-score 702) will sign a full recourse guaranty.',
    ]);
    expect(data).toMatchObject({ entity_name: 'Lark Street Holdings Corp.', property_address: '88 Birch Ln, Dayton, OH 45402', borrower_first_name: 'Mara', borrower_last_name: 'de la Vega' });
  });

  it("never reads an 'n/a' box as a label: the figure after it is not the value of the caption above", () => {
    const data = extract(['SUBJECT PROPERTY', ['Estimated present value', 'Purchase price (if purchase)', 'Year built'], ['$415,000', 'n/a', '1994']]);
    expect(data.property_value).toBe('415000');
    // A comparable's sale price beside the subject's empty box is the comparable's.
    const grid = extract(['SALES COMPARISON', ['Feature', 'Subject', 'Comparable 1'], ['Sale price', 'N/A', '$702,500']]);
    expect(grid.property_value).not.toBe('702500');
  });

  it("reads the new loan's line of an escrow statement, its lender named after a dash, as the loan amount", () => {
    const data = extract(['ESCROW INSTRUCTIONS', ['Item', 'Buyer', 'Seller'], ['Purchase price', '$520,000.00'], ['New first loan — Dunmore Bridge Lending', '($390,000.00)']]);
    expect(data.loan_amount).toBe('390000');
  });

  it('reads an entity and its principal written after a dash with their role', () => {
    const data = extract(['LOAN SUMMARY', ['Applicant', 'Quarry Hill Partners LLC — guarantor Ines Okafor'], ['Loan amount', '$500,000']]);
    expect(data).toMatchObject({ entity_name: 'Quarry Hill Partners LLC', borrower_first_name: 'Ines', borrower_last_name: 'Okafor' });
  });

  it('reads slashed labels naming a party the vocabulary knows, and a processing fee the broker charges', () => {
    const data = extract([['Loan Amount', '$300,000'], ['YSP / Broker Pts', '1.25%'], ['Broker Processing', '$750']]);
    expect(data).toMatchObject({ broker_points: '1.25', processing_fee: '750' });
  });

  it("reads a bare 'Name' in the borrower's column of a two-column form as the borrower", () => {
    const data = extract(['DEAL SUMMARY', ['Borrower', 'Loan'], ['Name', 'Dana Whitlock', 'Amount', '$180,000'], ['Phone', '312-555-0190', 'Rate', '10.5%']]);
    expect(data).toMatchObject({ borrower_first_name: 'Dana', borrower_last_name: 'Whitlock' });
  });

  it("reads a sum printed beside 'Principal' as the loan amount, and a signer written 'name — office'", () => {
    expect(extract(['Terms', ['Principal', '$420,000.00'], ['Rate', '11%']]).loan_amount).toBe('420000');
    const data = extract([['Legal name', 'Tern Lake Homes LLC'], ['Signing authority', 'Ola Brandt — Manager']]);
    expect(data).toMatchObject({ authorized_signatory_name: 'Ola Brandt', authorized_signatory_title: 'Manager' });
  });

  it('reads the addressee of a letter sent by e-mail, and an attention line with the office after the name', () => {
    const letter = (to: string[]) => extract(['Cedar Bridge Lending', '410 Elm St, Tulsa, OK 74103', 'April 2, 2025', ...to, 'Re: Proposed loan — 18 Birch Ct, Tulsa, OK 74105', 'We would lend $150,000 for 12 months.']);
    expect(letter(['Ravi Osei', 'Tern Lake Homes LLC', 'via e-mail: ravi@ternlake.com'])).toMatchObject({ entity_name: 'Tern Lake Homes LLC', borrower_first_name: 'Ravi', borrower_last_name: 'Osei' });
    expect(letter(['Ravi Osei', 'via e-mail: ravi.osei@gmail.com'])).toMatchObject({ borrower_first_name: 'Ravi', borrower_last_name: 'Osei' });
    // A letter to someone at a firm with no legal suffix (a lender, an appraisal client) names no borrower.
    expect(letter(['Ravi Osei', 'Harbor Private Credit']).borrower_first_name).toBeUndefined();
    expect(extract(['Tern Lake Homes LLC', 'Attn: Ravi Osei, Managing Member', ['Loan Amount', '$150,000']])).toMatchObject({ borrower_first_name: 'Ravi' });
  });
});

describe('appraisals', () => {
  it("never reads an income approach's capitalisation rate as the loan's rate", () => {
    expect(extract(['Income Approach', ['Net Operating Income', '$48,000'], ['Cap Rate', '6.25%']]).interest_rate).toBeUndefined();
    expect(extract(['The net income of $16,400 is capitalized at 6.86% to a value of $239,000.']).interest_rate).toBeUndefined();
  });
});

describe('sentences and lines worded by other hands', () => {
  it("reads an amendment's new closing date, not the one it replaces", () => {
    expect(extract(['FIRST AMENDMENT TO PURCHASE AND SALE AGREEMENT', '2. Closing Date. The Closing Date is extended from August 19, 2024 to August 30, 2024.']).estimated_closing_date).toBe('2024-08-30');
  });

  it('reads a fee billed together with underwriting as the charge that has a field', () => {
    expect(extract([['Admin Fee', '$995'], ['Underwriting & Processing', '$595']])).toMatchObject({ admin_fee: '995', processing_fee: '595' });
  });

  it("reads a broker's own fee as broker points, and the kind of property listed after its address", () => {
    const data = extract([
      'From: sam@cornerstonebrokers.com',
      'Subject: new deal',
      'hey andrew - got a refinance deal for you. borrower is Dmitri Weiss. please take a look',
      'proeprty 8171 Bay Rd, Brooklyn, NY 11235, 2-4 family. value is around $790k',
      'needs $520k for 36 months. fico 703. my fee 1 pts on top. let me know thx',
    ]);
    expect(data).toMatchObject({ broker_points: '1', property_address: '8171 Bay Rd, Brooklyn, NY 11235', property_type: '2-4 Unit' });
    expect(data.origination_points).toBeUndefined();
  });

  it('names the borrower a loan is made to or a lender has pre-qualified', () => {
    expect(extract(['At your request we have prepared an appraisal for use in a lending decision regarding a loan to Three Rivers Acquisitions, LLC. The property contains 930 square feet.'])).toMatchObject({ entity_name: 'Three Rivers Acquisitions, LLC', borrower_type: 'Entity' });
    expect(extract(['Omar van der Berg has been pre-qualified for a bridge loan up to $345,000.'])).toMatchObject({ borrower_first_name: 'Omar', borrower_last_name: 'van der Berg' });
    expect(extract(['The loan to value will not exceed 70%.']).borrower_last_name).toBeUndefined();
  });

  it("reads the entity a writer set up for the deal, and a guarantor named after the borrower's bullet", () => {
    expect(extract(['My name is Nicholas Edwards and I am looking to do my first flip. I set up an LLC for it, Old Mill Real Estate, LLC.', "I'd like to borrow $239,000 for 12 months."])).toMatchObject({ entity_name: 'Old Mill Real Estate, LLC', borrower_type: 'Entity' });
    expect(extract(['SUMMARY OF TERMS', '• Borrower: Baker Investments LLC (limited liability company); personal guaranty from', 'Lucia Baker', '• Property: 3371 Summit Avenue, Dallas, TX 75206 — Small Multi (2-4)'])).toMatchObject({ borrower_first_name: 'Lucia', borrower_last_name: 'Baker', property_type: '2-4 Unit' });
  });

  it('reads the program named beside the purpose, and no funding date in a firm\'s name', () => {
    expect(extract([['Transaction', 'Commercial RE Loan / Purchase']])).toMatchObject({ loan_type: 'Commercial', loan_purpose: 'Purchase' });
    expect(extract(['Broker Price Opinion', 'Exterior / drive-by · ordered by Prairie Fund Capital · Nov 8, 2025']).estimated_closing_date).toBeUndefined();
  });

  it("reads a lock confirmation's dot leaders as labels, and a surname that is also a particle", () => {
    expect(extract(['RATE LOCK CONFIRMATION', 'Borrower ............ PELICAN RENTALS, LLC', 'Guarantor ........... LE, DALE', 'Locked Rate ......... 10.250%', 'Prepay Penalty ...... NO'])).toMatchObject({
      entity_name: 'Pelican Rentals, LLC',
      borrower_first_name: 'Dale',
      borrower_last_name: 'Le',
      interest_rate: '10.25',
      prepayment_penalty: 'No',
    });
  });

  it("reads a sidebar's captions over their figures and points said to be the lender's", () => {
    expect(extract([['LOAN', 'Borrower', 'Jacob Allen'], ['$249,500', 'Points', '1 to lender'], ['RATE'], ['14%']])).toMatchObject({ loan_amount: '249500', origination_points: '1', interest_rate: '14' });
  });

  it('reads a DOB told in a message, and a rate quoted with points', () => {
    const data = extract(['Subject: Fwd: loan for 73 Sunset St', "Deepa, they want a refi; I told them you'd likely be around 9.5% +", '2 pts. Can you confirm?', "I'm working on 73 Sunset Street Suite 820, Jersey City, NJ 07304.", 'Date of birth 07/26/1972 if you need it for the pull.']);
    expect(data).toMatchObject({ interest_rate: '9.5', origination_points: '2', borrower_date_of_birth: '1972-07-26', property_address: '73 Sunset St Suite 820, Jersey City, NJ 07304' });
  });

  it('reads who signs for the entity from a signature line, an attention line, a managing clause and an application', () => {
    expect(extract(['From: Christopher Rivera <crivera@hotmail.com>', 'Subject: Financing request', "I'm acquiring 312 Maple Circle, Providence, RI 02906 and need $105,000.", 'Thanks,', 'Christopher Rivera', 'Managing Partner, Front Porch Property Partners, L.P.'])).toMatchObject({
      entity_name: 'Front Porch Property Partners, L.P.',
      authorized_signatory_name: 'Christopher Rivera',
      authorized_signatory_title: 'Managing Partner',
    });
    expect(extract(['February 18, 2024', 'Patel Realty LLC', 'Attn: Tyler Patel, Sole Member', 'RE: Conditional Loan Commitment'])).toMatchObject({ entity_name: 'Patel Realty LLC', authorized_signatory_name: 'Tyler Patel', authorized_signatory_title: 'Sole Member' });
    expect(extract(['OPERATING AGREEMENT', 'ARTICLE I — FORMATION. O\'Malley Holdings, LLC (the "Company") was formed as a North Carolina limited liability company.', "ARTICLE III — MANAGEMENT. The Company is managed by its Managing Member, Samuel O'Malley, who has full authority to borrow."])).toMatchObject({ authorized_signatory_name: "Samuel O'Malley", authorized_signatory_title: 'Managing Member' });
    expect(extract([['Applicant name', 'Connor Antonio MacLeod'], ['Entity name', 'Blue Sky Development LLC'], ['Your title', 'President']])).toMatchObject({ authorized_signatory_name: 'Connor MacLeod', authorized_signatory_title: 'President' });
  });

  it("reads a trust's full name before its date, and a federal employer identification number in a numbered clause", () => {
    expect(extract(['1. The trust is The Nicholas de la Cruz Living Trust, dated November 21, 2012 (the "Trust"), and it exists.']).entity_name).toBe('The Nicholas de la Cruz Living Trust');
    expect(extract(['4. Federal Employer Identification Number. 32-7553229']).ein).toBe('327553229');
  });

  it("keeps a broker's firm out of the borrower's fields, and reads a sheet's deal by its address", () => {
    const sheet = (rows: string[][]) => analyseText({ ...doc(rows), source: 'spreadsheet' }).extractedData;
    const data = sheet([['SPONSOR'], ['First Name', 'Ryan'], ['Last Name', 'Morris'], ['BROKER'], ['Company', 'BrightPath Funding'], ['Contact', 'Katarzyna White'], ['Broker (pts)', '2']]);
    expect(data).toMatchObject({ borrower_first_name: 'Ryan', borrower_last_name: 'Morris', broker_points: '2' });
    expect(data.entity_name).toBeUndefined();
    expect(sheet([['SOURCES & USES'], ['Deal', '8 Pine Boulevard, Denver, CO 80211'], ['value_estimate', '450000'], ['fico_self_reported', '700']])).toMatchObject({ property_address: '8 Pine Blvd, Denver, CO 80211', property_value: '450000', credit_score: '700' });
  });

  it("reads a broker's shorthand: the address alone under the greeting, an ask restated as LTV, rate and points, 'gtor'", () => {
    const data = extract(['From: katarzyna.brown@oakandivymortgage.co', 'Subject: Chen Homes L.L.C. - quick one', 'michelle -', '691 E Clifton Ave St. Louis MO 63117', '$480k ask = 69 LTV on $700k as-is', '36mo IO @ 7.875%, 2.5 pts', 'gtor Jun Chen. can you price today? thx']);
    expect(data).toMatchObject({ property_address: '691 E Clifton Ave, St. Louis, MO 63117', loan_amount: '480000', property_value: '700000', interest_rate: '7.875', origination_points: '2.5', borrower_first_name: 'Jun', borrower_last_name: 'Chen' });
  });

  it("leaves the address in a broker's signature out, and reads 'happy to take 1.25 points' as the broker's", () => {
    const data = extract(['From: Siobhan Sanchez <siobhans@elevatecapitaladvisors.com>', 'Subject: Fwd: loan request', 'Jennifer, see below from my client. Happy to take 1.25 points on this one.', 'Siobhan Sanchez', 'Principal | Elevate Capital Advisors', '364 Riverside Ln Suite 600, Cleveland, OH 44109', '---------- Forwarded message ---------', 'From: Anya Gupta <anya_gupta@gmail.com>', "Per our call, here's what I'm working on. I own 10977 Cypress Cir, Boston, MA 02124.", 'I need about $1,000,000 for 12 months.', 'Thanks,', 'Anya Gupta']);
    expect(data).toMatchObject({ property_address: '10977 Cypress Cir, Boston, MA 02124', broker_points: '1.25' });
  });

  it("reads a street's suffix wrapped under it as the street's, not a last name", () => {
    const data = extract([['BORROWER', 'OWNER OF PUBLIC RECORD'], ['Hana Haddad', 'Hana Haddad'], ['Address', '3824 Highland', '3326 Periwinkle Ct,'], ['', 'Ln', 'Minneapolis']]);
    expect(data).toMatchObject({ borrower_first_name: 'Hana', borrower_last_name: 'Haddad' });
  });

  it("joins a ZIP wrapped back to the line's start past another column's line, and keeps a lender's mailbox out", () => {
    const lines = [
      makeLine([{ text: 'Subject: 306 S Orchard St, Albuquerque, NM', x0: 61, x1: 275 }], 1, 71, 8.5),
      makeLine([{ text: 'Order for: Broadway Private Mortgage', x0: 313, x1: 497 }], 1, 77, 8.5),
      makeLine([{ text: '87106', x0: 61, x1: 91 }], 1, 83, 8.5),
    ];
    expect(analyseText({ lines, source: 'pdf_text', quality: 1, notes: [] }).extractedData.property_address).toBe('306 S Orchard St, Albuquerque, NM 87106');
    expect(extract(['January 28, 2024', 'Maria Howard', 'Beacon Hill Private Credit', 'Via e-mail: mhoward@beaconhillprivatecredit.com']).borrower_email).toBeUndefined();
  });

  it('reads a sentence that names the property or the borrower directly, and a bare Loan caption only over a sum', () => {
    expect(extract(['The subject is 11889 Pine Street, Portland, ME 04101, a single-family detached.']).property_address).toBe('11889 Pine St, Portland, ME 04101');
    expect(extract(['The borrower will be Blue Sky Land Trust, controlled by Hana Johnson.']).entity_name).toBe('Blue Sky Land Trust');
    expect(extract([['LOAN', '4,670 sq ft']]).loan_amount).toBeUndefined();
  });

  it("takes the owner of record as the borrower who refinances, never the lender who is the report's client", () => {
    const report = (assignment: string[]) => extract(['Summary Appraisal Report', ['Borrower: Mary Abernathy', 'Owner of Public Record: Abernathy Properties L.L.C.'], ['Lender/Client: Bluewater Lending Partners', 'Assignment: Refinance'], assignment]);
    expect(report(['Contract Price: n/a'])).toMatchObject({ entity_name: 'Abernathy Properties L.L.C.', borrower_type: 'Entity' });
    expect(report(['Contract Price: $410,000']).entity_name).toBeUndefined();
  });

  it('reads a bank core system\'s field codes, a grid of captions whose boxes wrap, and a principal beside the entity', () => {
    expect(extract([['LN_NBR', '2498753'], ['OBLIGOR_NAME', 'TRAN, NANCY'], ['PRODUCT_DESC', 'Construction'], ['COMMIT_AMT', '11180000']])).toMatchObject({ loan_number: '2498753', borrower_first_name: 'Nancy', borrower_last_name: 'Tran', loan_type: 'Construction', loan_amount: '11180000' });
    expect(extract([['Primary customer', 'Heritage Holdings, LLC'], ['Authorized signer', 'Karen Collins / Member'], ['Individual DOB', '1966-04-13'], ['Note date', '2026-01-27']])).toMatchObject({ authorized_signatory_name: 'Karen Collins', authorized_signatory_title: 'Member', borrower_date_of_birth: '1966-04-13', estimated_closing_date: '2026-01-27' });
    const grid = extract([['BORROWER', 'PARCEL'], ['Summit View Ventures LLC — Carlos', '8205 Hawthorne Pkwy, Portland, OR 97214'], ['Martinez, Manager', 'APN 163-541-035']]);
    expect(grid).toMatchObject({ entity_name: 'Summit View Ventures LLC', authorized_signatory_name: 'Carlos Martinez', authorized_signatory_title: 'Manager', property_address: '8205 Hawthorne Pkwy, Portland, OR 97214' });
    expect(extract([['Borrower', 'Property', 'Loan Amount'], ['Reed Ventures, LLC', '7488 W Forest St', '$145,000.00'], ['', 'Nashville, TN 37206', '']]).property_address).toBe('7488 W Forest St, Nashville, TN 37206');
  });

  it('reads a credit memo\'s facility strip and sponsor, a broker\'s opinion of value and a loan reference in brackets', () => {
    expect(extract([['Guarantor / Sponsor', 'Stefan Q. Gonzalez — FICO 729'], ['Facility', 'Construction — $1,295,000, 8.5%, 24 months IO']])).toMatchObject({ borrower_first_name: 'Stefan', borrower_last_name: 'Gonzalez', loan_type: 'Construction', loan_amount: '1295000' });
    expect(extract([['Broker Opinion of Value (as-is)', '$435,000'], ['Loan Fee', '1.50% ($1,350)']])).toMatchObject({ property_value: '435000', origination_points: '1.5' });
    expect(extract([['Intended User', 'Keystone Bridge Capital (loan ref. 2689371)']]).loan_number).toBe('2689371');
  });

  it('takes the person a statement is about from its identity block, and no value from a schedule of real estate owned', () => {
    const statement = extract(['PERSONAL FINANCIAL STATEMENT', ['Name', "O'Brien, Patricia"], ['Date of Birth', '3/20/1972'], ['Property', 'Market Value', 'Loan Balance'], ['4387 Saguaro Ave', '$295,000', '$186,000']]);
    expect(statement).toMatchObject({ borrower_first_name: 'Patricia', borrower_last_name: "O'Brien" });
    expect(statement.property_value).toBeUndefined();
  });

  it('reads the street a title names over a lender\'s letterhead, and never a date for a firm named in a wrapped line', () => {
    const summary = extract(['Compass Real Estate Finance', '20213 Martin Luther King Jr Way, Suite 550, Tacoma, WA 98405', 'EXECUTIVE SUMMARY — 1944 Mill St', 'Phoenix, AZ 85006 · Prepared 01/16/2024']);
    expect(summary.property_address).toBe('1944 Mill St, Phoenix, AZ 85006');
    expect(extract(['Compass Real Estate Finance', '6808 Clifton Way, Suite 410, Memphis, TN 38117', 'CREDIT & BACKGROUND AUTHORIZATION']).property_address).toBeUndefined();
    expect(extract(['On Nov 16, 2024, Ngozi Scott <nscott@brightpathfunding.com> wrote:', 'Please send me the address and your approximate credit score. We work with Northpoint and others. — Ngozi, BrightPath', 'Funding']).estimated_closing_date).toBeUndefined();
  });

  it('reads a borrower writing in Spanish, their company and the office they hold in it', () => {
    const message = extract([
      'From: Rebecca Jackson <rebecca_jackson@gmail.com>',
      'Subject: info del prestamo 1513 Delmar Pl',
      'Hola Hannah, buenas tardes. La propiedad es 1513 Delmar Pl, Denver, CO 80211, es townhouse. Necesito una segunda hipoteca, como $530k por 36',
      'meses. El appraisal del año pasado dijo $825k. La compañía es The Jackson Family Trust, yo soy el Trustee.',
      'Mi crédito está en 742 más o menos. Mi celular es (916)555-0173, mejor por WhatsApp.',
      'Gracias,',
      'Rebecca Jackson',
    ]);
    expect(message).toMatchObject({ loan_amount: '530000', loan_term: '36', property_value: '825000', credit_score: '742', entity_name: 'The Jackson Family Trust', authorized_signatory_name: 'Rebecca Jackson', authorized_signatory_title: 'Trustee', borrower_phone: '9165550173' });
  });

  it('reads an owner\'s hurried e-mail from their own mailbox: the ask without an "I", a term said alone, a first-name signature', () => {
    const note = extract(['From: Michelle Johansson <michelle.johansson87@gmail.com>', 'Subject: Re: next build', 'Tiffany - got another one. 7349 Harbor St, Fresno, CA 93704. looking for', '$160,000, value $290,000. same structure as last time pls. 24 mo.', 'Michelle', '513.555.0134', 'Sent from my iPhone']);
    expect(note).toMatchObject({ borrower_first_name: 'Michelle', borrower_email: 'michelle.johansson87@gmail.com', borrower_phone: '5135550134', loan_amount: '160000', loan_term: '24' });
  });

  it('reads a settlement statement\'s prepaid interest rate and a charge with its rate, a signer under an acceptance and a signer with their title', () => {
    expect(extract(['Loan Charges to Tidewater Bridge Lending', ['Origination 3.5%', '$6,895.00'], ['Prepaid interest $49.25/day x 21 days @ 9%', '$1,034.25']])).toMatchObject({ interest_rate: '9', origination_points: '3.5' });
    expect(extract(['ACCEPTED:', 'Patriot Hard Money Lenders', 'Goldberg Revocable Trust', 'Kwame dos Santos', 'By: Mateo Goldberg, Trustee'])).toMatchObject({ entity_name: 'Goldberg Revocable Trust', authorized_signatory_name: 'Mateo Goldberg', authorized_signatory_title: 'Trustee' });
    expect(extract([['Entity name', 'Three Rivers Properties LLC'], ['Signer / title', 'Arjun McCarthy / Manager']])).toMatchObject({ authorized_signatory_name: 'Arjun McCarthy', authorized_signatory_title: 'Manager' });
    expect(extract([['Entity name', 'Prairie Wind Builders Corp.'], ['Principal / signer', 'Hana Garcia — Title: CEO']])).toMatchObject({ authorized_signatory_name: 'Hana Garcia', authorized_signatory_title: 'CEO', borrower_first_name: 'Hana' });
  });

  it('reads the owner title is vested in on a refinance, a rate lock\'s terms without a closing date, and a charge at a share of the loan', () => {
    const report = ['PRELIMINARY REPORT', 'Proposed Insured Lender: Meridian Real Estate Finance. Proposed Loan Amount: $74,000.', 'Title to said estate or interest at the date hereof is vested in:', 'Priya Johnson, a single woman', 'At the date hereof exceptions to coverage would be as follows:'];
    expect(extract(report)).toMatchObject({ borrower_first_name: 'Priya', borrower_last_name: 'Johnson' });
    expect(extract([...report, 'Purchase price: $95,000']).borrower_first_name).toBeUndefined();
    // However the report's next line is worded, the owner's name ends with its line.
    expect(extract(['COMMITMENT FOR TITLE INSURANCE', 'Refinance of the insured premises. Fee simple title is vested in Marcus Lee, a married man', 'Schedule B-I Requirements: payoff of the loan of record'])).toMatchObject({ borrower_first_name: 'Marcus', borrower_last_name: 'Lee' });
    expect(extract([['Prepayment', 'No prepayment penalty'], ['Lock Date', '01/08/2024']]).estimated_closing_date).toBeUndefined();
    expect(extract([['Origination (3% of loan)', '$3,795.00']]).origination_points).toBe('3');
  });

  it('keeps a lender\'s name beside its label a value, and an appraiser\'s comparables apart from a schedule of real estate owned', () => {
    expect(extract([['Prepared for', 'BrightPath Funding'], ['As of', '08/11/2026']]).estimated_closing_date).toBeUndefined();
    expect(extract([['Processing Fee to Harborview Financial', '395.00'], ['Loan Amount - Beacon Hill Private Credit', '140,000.00'], ['Prepaid Interest 4 days @ $35.97/day (9.250%)', '143.88']])).toMatchObject({ processing_fee: '395', interest_rate: '9.25' });
  });

  it('reads figures said in passing: a possessive cue, a locked rate, a loan on a value, a fixed product\'s term and a prepayment in shorthand', () => {
    expect(extract(["Hey Laura, it's Michael. Borrower is Silver Creek Rentals LLC, um, credit's like a 732. Value's around 1.24 million, so $1,240,000, and they need $835,000."])).toMatchObject({ credit_score: '732', property_value: '1240000', loan_amount: '835000' });
    expect(extract(['new one from Main Street Capital Sourcing: Michael Ivanova — 9892 Maple Road, Minneapolis,', 'MN 55408. SFR, $340,000 on $435,000 value, FICO 722.', 'locked 6.750% 30-day, PPP 2% of the outstanding balance if repaid in the first 12 months. price 100.750'])).toMatchObject({
      borrower_first_name: 'Michael', borrower_last_name: 'Ivanova', property_address: '9892 Maple Rd, Minneapolis, MN 55408', loan_amount: '340000', property_value: '435000',
      interest_rate: '6.75', prepayment_penalty: 'Yes', prepayment_terms: '2% of the outstanding balance if repaid in the first 12 months',
    });
    expect(extract(['Comes in at 6.875% on the 30 year fixed, 30-day lock.']).loan_term).toBe('360');
    expect(extract(['Blanket loan of $575,000; note rate 8.875%; prepayment 3/2/1 step-down over 36 months.']).prepayment_terms).toBe('3/2/1 step-down over 36 months');
  });

  it('reads an address as it is said and the purpose or the person heading it in shorthand', () => {
    expect(extract(['Got a commercial for you. Property is 5565 Laurel Parkway in Providence, zip 02905, it\'s an office bldg.']).property_address).toBe('5565 Laurel Pkwy, Providence, RI 02905');
    expect(extract(['Hey James, can you price this one?', 'Borrower: Lisa Jackson', 'FICO 689', 'Cash Out — 8253 Market Street, Jersey City, NJ 07308', 'SFR, value $85,000'])).toMatchObject({ loan_purpose: 'Cash Out Refinance', property_address: '8253 Market St, Jersey City, NJ 07308' });
    expect(extract(['Borrower: Keisha Walker', 'Acquisition — 7984 North Sunset Lane Apt 22, Cincinnati, OH 45208'])).toMatchObject({ loan_purpose: 'Purchase', property_address: '7984 N Sunset Ln Apt 22, Cincinnati, OH 45208' });
  });

  it('keeps a parcel number from being a phone and an appraiser\'s capitalized income from being a loan at a rate', () => {
    expect(extract(['Notices to Borrower at 346 Adams Ave, Indianapolis, Indiana 46220 · PIN 30-21-186-043-0000']).borrower_phone).toBeUndefined();
    const appraisal = extract([['Income capitalization (NOI $70,520 @ 8.20% cap)', '$845,000'], ['AS-IS MARKET VALUE (fee simple)', '$860,000']]);
    expect(appraisal).toMatchObject({ property_value: '860000' });
    expect(appraisal.loan_amount).toBeUndefined();
    expect(appraisal.interest_rate).toBeUndefined();
  });

  it('reads a label with a role after its slash, a tape\'s original balance and term, and who an owner\'s line names', () => {
    expect(extract([['Property Owner / Key Site Manager', 'Parkside Homes Inc. (interviewed: Hetal Amin)'], ['Report Date', 'February 11, 2025']])).toMatchObject({ entity_name: 'Parkside Homes Inc.', borrower_first_name: 'Hetal', borrower_last_name: 'Amin' });
    expect(extract([['Title / escrow', ''], ['Company', 'Capitol Escrow and Title'], ['Officer', 'Ryan Murphy']]).entity_name).toBeUndefined();
    expect(analyseText(sheet([['LOAN_ID', '2410692'], ['OBLIGOR', 'Piotr Wisniewski'], ['ORIG_BAL', '605000'], ['CURR_BAL', '598000'], ['ORIG_TERM', '12']])).extractedData).toMatchObject({ loan_amount: '605000', loan_term: '12' });
    expect(extract(['Owner: Brennan Realty LLC — prepared by Tom Brennan, Dec 19, 2026'])).toMatchObject({ entity_name: 'Brennan Realty LLC', borrower_first_name: 'Tom', borrower_last_name: 'Brennan' });
  });

  it('reads a schedule of real estate owned: its owner, who signs it, and the row marked as the subject', () => {
    const at = (y: number, cells: [number, string][]) => makeLine(cells.map(([x0, text]) => ({ text, x0, x1: x0 + 50 })), 1, y, 10);
    const schedule: DocText = {
      source: 'pdf_text', quality: 1, notes: [],
      lines: [
        at(0, [[58, 'SCHEDULE OF REAL ESTATE OWNED']]),
        at(12, [[58, 'Marek Wisniewski / Wisniewski Holdings Inc. — as of Jun 1, 2026']]),
        at(24, [[63, '#'], [80, 'Property'], [187, 'Type'], [241, 'Title held'], [315, 'Mkt value'], [376, 'Mortgage'], [438, 'Lender']]),
        at(36, [[63, '1'], [80, '2706 S Irving Park Rd'], [187, 'storefront'], [241, 'Individual'], [315, '$850,000'], [376, '$270,000'], [438, 'BMO']]),
        at(48, [[63, '2'], [80, '6429 Willow Avenue,'], [187, 'strip'], [241, 'Wisniewski'], [315, '$2,675,000'], [376, '$1,555,811'], [438, 'Polonia']]),
        at(60, [[80, 'Springfield, IL 62701'], [187, 'retail'], [241, 'Holdings Inc.'], [438, 'Federal']]),
        at(72, [[80, '(SUBJECT)'], [438, 'Credit Union']]),
        at(84, [[58, 'Signed 6/1/2026: ____Marek Wisniewski____']]),
      ],
    };
    expect(analyseText(schedule).extractedData).toMatchObject({ borrower_first_name: 'Marek', borrower_last_name: 'Wisniewski', entity_name: 'Wisniewski Holdings Inc.', property_value: '2675000' });
  });

  it('reads a sheet\'s contact block by its role, a collateral column that names the kind, a payee table\'s basis and an owner in a statement\'s title', () => {
    const submission = analyseText(sheet([['Borrower / Vesting', 'Frank Burke'], ['Principal cell', '(317) 555-0133'], ['Loan request', '1085000'], ['Role', 'Seller'], ['Name', 'Marcus Garcia'], ['Phone', '(704) 555-0127']])).extractedData;
    expect(submission).toMatchObject({ borrower_first_name: 'Frank', borrower_phone: '3175550133' });
    expect(analyseText(sheet([['Borrower', 'Hetal Shah'], ['Collateral', 'mixed use']])).extractedData.property_type).toBe('Mixed Use');
    // A purpose is not a program: the loan's type stays unstated.
    expect(analyseText(sheet([['Borrower', 'Kevin Bailey'], ['Purpose', 'Purchase']])).extractedData).not.toHaveProperty('loan_type');
    const fees = analyseText(sheet([['Borrower', 'Alejandro Villalobos'], ['Item', 'Basis', 'Amount', 'Paid to'], ['Appraisal', 'est.', '3500', 'Benchmark Valuation Partners']])).extractedData;
    expect(fees).toMatchObject({ borrower_type: 'Individual' });
    expect(fees.entity_name).toBeUndefined();
    expect(analyseText(sheet([['Crescent Investments L.L.C. — T12 Operating Statement'], ['Rental income', '16226']])).extractedData).toMatchObject({ entity_name: 'Crescent Investments L.L.C.' });
  });

  it('reads pricing item by item, an officer in a relative clause, a signer of an entity, and a broker\'s own points', () => {
    expect(extract(['Purpose: refinance existing 1st. Pricing 13.00% I/O, 1 pts in, Twelve (12) months, prepay: 3 months minimum interest.'])).toMatchObject({
      loan_purpose: 'Refinance', interest_rate: '13', loan_term: '12', prepayment_terms: '3 months minimum interest',
    });
    expect(extract(['Rafael, we\'re good at 13.00% / 2.5 pts / 12 mos. Sending TS tomorrow.']).loan_term).toBe('12');
    expect(extract(['Borrower is Hanmi Enterprises Corp., whose president is Ji Yoon. Mid-score 715.'])).toMatchObject({ entity_name: 'Hanmi Enterprises Corp.', authorized_signatory_name: 'Ji Yoon', authorized_signatory_title: 'President' });
    expect(extract(['The LLC intends to acquire the property.', "Tariq de la Rosa, Manager of Bridger Solo IRA Investments LLC"])).toMatchObject({ entity_name: 'Bridger Solo IRA Investments LLC', authorized_signatory_name: 'Tariq de la Rosa', authorized_signatory_title: 'Manager' });
    expect(extract(['From: Tyler Cook <tyler.cook@truenorthloanbrokerage.com>', 'See below from my client. Bridge, refinance. Value $1,990,000 per my BOV. I\'m at 1.5 pt.'])).toMatchObject({ broker_points: '1.5', loan_purpose: 'Refinance' });
  });

  it('keeps a number word that starts a name, and reads a value said in words then in figures and a product quoted by its years', () => {
    expect(extract(['new one from Crossroads Commercial Mortgage: Three Rivers Capital Partners LP — 829 N', 'Forest Way, Houston, TX 77019. Condominium, $253,000 on $505,000 value, FICO 748.'])).toMatchObject({ entity_name: 'Three Rivers Capital Partners LP', loan_amount: '253000' });
    expect(extract(["Value's around 685 thousand, so $685,000, and they need $536,000."])).toMatchObject({ property_value: '685000', loan_amount: '536000' });
    expect(extract(['Comes in at 7.875% on the 30-year w/ 1% of the original loan amount during the first year PPP, 30-day lock.']).loan_term).toBe('360');
    expect(extract(['Loan of Two Hundred Fifty Thousand Dollars for Twelve Months']).loan_amount).toBe('250000');
  });

  it('reads a photographed text thread: the number over an app\'s icon, a first name from the property, the company it will be in, the mailbox that holds the name', () => {
    const thread = ['9:56 am', "'(414) 555-0106", ['R', 'Text Message - 10/21/2025'], 'Hello this is Dennis from 14', 'Park Ave, DeShawn give me', 'your number', 'need $935k. Worth $1625k at', 'least', 'mixed use. In company name.', 'Doyle Properties LLC', 'ok my email', 'dennis.doyle@aol.com'];
    expect(analyseText({ ...doc(thread), source: 'ocr' }).extractedData).toMatchObject({
      borrower_first_name: 'Dennis', borrower_phone: '4145550106', entity_name: 'Doyle Properties LLC', borrower_email: 'dennis.doyle@aol.com', loan_amount: '935000',
    });
    expect(extract(['Hello this is Agnieszka from 741 Clifton Blvd, Chicago, IL 60640', 'need $1872k. car wash. In my name'])).toMatchObject({ borrower_first_name: 'Agnieszka', borrower_type: 'Individual' });
  });

  it('reads a deal board\'s card: the address under a name that is no mailing block, the loan over the value, the rate before its term', () => {
    expect(extract(['PIPELINE — wk of 11/17/2026', 'SANJAY TRIVEDI', '18094 Saint Charles Terrace,', 'Indianapolis, IN 46220', 'lt industrial', '$1509k / val $2360k', '11.50% 18 mo 2 pts'])).toMatchObject({
      property_address: '18094 Saint Charles Ter, Indianapolis, IN 46220', loan_amount: '1509000', property_value: '2360000', interest_rate: '11.5', loan_term: '18',
    });
    expect(extract(['The subject property is 4410 Highway 61 North, Memphis, TN 38127.']).property_address).toBe('4410 Highway 61 N, Memphis, TN 38127');
  });

  it('reads an existing lender\'s notices and a county tax bill for what they say of the deal only', () => {
    const payoff = extract(['Lincoln Park Savings', 'October 29, 2024', 'Prairie State Title & Escrow', 'Attn: Payoff Dept.', 'RE: PAYOFF STATEMENT', 'Borrower: Joshi Investments Series 1 LLC', 'Our Loan No.: 7385-666444', ['Principal balance', '$412,000.00']]);
    expect(payoff.borrower_first_name).toBeUndefined();
    expect(payoff.loan_amount).toBeUndefined();
    const notice = extract(['Lake Erie Commerce Bank', 'Special Assets', 'August 23, 2025', 'Re: Commercial Loan No. 4926442439 — Notice of Maturity Default and Forbearance', 'The outstanding principal is $928,938.77, with accrued interest of $28,730.07.']);
    expect(notice.loan_amount).toBeUndefined();
    expect(notice.borrower_last_name).toBeUndefined();
    const bill = extract([['PROPERTY INDEX NUMBER (PIN)', 'PROPERTY LOCATION'], ['13-17-288-051-0000', '632 BIRCH AVE'], ['', 'SPRINGFIELD IL 62704'], ['MAILING NAME'], ['RICARDO MAGANA'], ['Taxing district', 'Rate', 'Tax'], ['City', '1.568', '$8,874.63'], 'ASSESSED VALUE $237,500 - STATE EQUALIZER 3.6163 - EQUALIZED ASSESSED VALUE $712,500']);
    expect(bill).toMatchObject({ borrower_first_name: 'Ricardo', borrower_last_name: 'Magana' });
    expect(bill.property_value).toBeUndefined();
    expect(bill.interest_rate).toBeUndefined();
  });

  it('reads a broker\'s texted shorthand: whom the deal is for, its program, the lender\'s rate without its sign, and no net worth as a value', () => {
    const thread = (opener: string) => extract(['Patricia O. (Broker)', 'iMessage - 4/5/2025', 'You around? Got a quick one', opener, 'Chicago IL 60647', 'needs $997k. 723 fico', 'can do 8.000 w/ 0.5 pts. send me the app']);
    expect(thread('Urban Nest Homes LLC. fix and flip. 9672 Colonial Dr,')).toMatchObject({ entity_name: 'Urban Nest Homes LLC', interest_rate: '8', origination_points: '0.5', loan_type: 'Fix & Flip' });
    expect(thread('Laura Rivera. lot loan. 9672 Colonial Dr,')).toMatchObject({ borrower_first_name: 'Laura', borrower_last_name: 'Rivera', loan_type: 'Land' });
    expect(extract(['3. Guarantor shall maintain a niet worth of not less than $250,000 and liquidity of not less than $50,000.']).property_value).toBeUndefined();
    expect(extract(['Marquette Land Trust Co., as Trustee aforesaid, — purchase money of $450,000']).entity_name).toBeUndefined();
    expect(extract(['Zoning Verification — 4410 Elm Ave, Memphis, TN 38127', 'Zoning: C-2, the subject property conforms.']).borrower_last_name).toBeUndefined();
  });

  it('reads a flood determination\'s numbered items however OCR read their stops', () => {
    expect(extract(['STANDARD FLOOD HAZARD DETERMINATION FORM (SFHDF)', '2. COLLATERAL: 746 E HARBOR AVE, BROOKLYN, NY 11216', ['3. LENDER ID / LOAN', '2688613'], '4, BORROWER: THE SCHWARTZ IRREVOCABLE TRUST'])).toMatchObject({
      loan_number: '2688613', entity_name: 'The Schwartz Irrevocable Trust', property_address: '746 E Harbor Ave, Brooklyn, NY 11216',
    });
  });
});

describe('papers of stop 40: trust deeds, fractional notes, registries and letters to Latin American clients', () => {
  it('reads a deed of trust: its trustor, the sum it secures and the property commonly known as', () => {
    const data = extract([
      'This Deed of Trust, made Sep 21, 2025, between Deepa Campbell and Rachel Campbell, husband',
      'and wife as joint tenants, herein called TRUSTOR, whose address is as shown below; Golden',
      'Poppy Foreclosure Services, a California corporation, herein called TRUSTEE; and Pauline',
      'Haverford as to an undivided 41.5987% interest, herein called BENEFICIARY,',
      'of sale, that property described as: SEE EXHIBIT "A" ATTACHED. Commonly known as: 17190 Wilson Way, Pittsburgh, PA 15217.',
      'For the purpose of securing (1) payment of the sum of $3,190,000.00 with interest thereon.',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Deepa', borrower_last_name: 'Campbell', loan_amount: '3190000', property_address: '17190 Wilson Way, Pittsburgh, PA 15217' });
    expect(data.entity_name).toBeUndefined();
    expect(data.interest_rate).toBeUndefined();
  });

  it("reads a fractional investor's confirmation as the loan's, not the investor's share or vesting", () => {
    const data = extract([
      'Subject: Confirmed: your $193,000 in loan 2429948',
      'Thanks for taking a piece of this one. You\'re confirmed for $193,000 (20.2944% undivided interest),',
      'vesting as: Irving Tolliver and Beverly Tolliver, JTWROS.',
      'Recap: $951,000 1st TD on 46 HIGHLAND BLVD, NORFOLK VA 23517. Note rate 14.00%, 12 months.',
    ]);
    expect(data).toMatchObject({ loan_amount: '951000', loan_number: '2429948', property_address: '46 Highland Blvd, Norfolk, VA 23517' });
    expect(data.borrower_first_name).toBeUndefined();
    expect(data.borrower_type).toBeUndefined();
  });

  it("reads a state registry's page: the entity under its kind, its first officer, not its agent or its addresses", () => {
    const data = analyseText(
      doc(['Detail by Entity Name', 'Florida Profit Corporation', 'ATLÂNTICO HOLDINGS CORP.', 'Filing Information', ['FEI/EIN Number', '46-2427056'], 'Principal Address', '7750 BRICKELL AVE UNIT 1905', 'DORAL, FL 33166', 'Registered Agent Name & Address', 'REGISTERED AGENTS OF FLORIDA, LLC', '1200 S PINE ISLAND RD', 'PLANTATION, FL 33324', 'Authorized Person(s) Detail', 'Title P', 'SALAZAR, ANDRÉS', 'Title VP', 'MOLINA, ROSA']),
    );
    expect(data.documentType).toBe('Entity Document');
    expect(data.extractedData).toMatchObject({ entity_name: 'Atlântico Holdings Corp.', entity_type: 'Corporation', authorized_signatory_name: 'Andrés Salazar', ein: '462427056' });
    expect(data.extractedData.property_address).toBeUndefined();
  });

  it('reads a letter of intent written in Portuguese, greeting the borrower by name', () => {
    const data = extract([
      'Prairie Fund Capital',
      '1130 E Willow Blvd Suite 300, Kissimmee, FL 34746',
      'Miami, 7 de janeiro de 2026',
      'Prezado(a) Sr(a). Marcelo Ferreira,',
      'Temos o prazer de apresentar esta Carta de Intenção (LOI) para o financiamento abaixo, conforme conversas com o seu corretor:',
      'Valor do empréstimo: $261,000 (dólares americanos)',
      'Taxa de juros: 11% ao ano, pagamentos mensais somente de juros',
      'Prazo: 12 meses',
      'Multa por pré-pagamento: Sim — 2% of the outstanding balance',
      'Estratégia de saída: venda do imóvel',
    ]);
    expect(data).toMatchObject({ borrower_first_name: 'Marcelo', borrower_last_name: 'Ferreira', loan_amount: '261000', interest_rate: '11', loan_term: '12', prepayment_penalty: 'Yes', prepayment_terms: '2% of the outstanding balance', exit_strategy: 'Sale' });
  });

  it("reads a lender's letter 'To:' its borrower and the program its title names, and a broker's fee beside 'Broker'", () => {
    const data = analyseText(
      doc(['Keystone Bridge Capital', 'July 2, 2025', 'To: Oakmont Properties LLC, Attn. Brian Brown', 'LETTER OF INTENT — FIX AND FLIP', ['Initial advance + holdback = Loan', '$366,500 total commitment'], ['Points', '1.50 at closing'], ['Broker', '1.00%']]),
    );
    expect(data.extractedData).toMatchObject({ entity_name: 'Oakmont Properties LLC', borrower_first_name: 'Brian', loan_type: 'Fix & Flip', loan_amount: '366500', origination_points: '1.5', broker_points: '1' });
  });

  it("reads a faxed scenario's borrower past the lender's contact it is sent to", () => {
    const data = extract(['TO: GRANITE PEAK LENDING', 'ATTN: CHINEDU FITZGERALD', ['BORROWER', ': NAKAMURA, MARIA'], ['LOAN AMT', ': $85,000']]);
    expect(data).toMatchObject({ borrower_first_name: 'Maria', borrower_last_name: 'Nakamura', loan_amount: '85000' });
  });
});

describe('terms, mail and sheets worded by other hands', () => {
  const read = (rows: string[][]) => analyseText(sheet(rows)).extractedData;

  it('reads a lead form export whose columns are worded as its own form asked', () => {
    const data = read([['first_name', 'ngozi'], ['last_name', 'Jones'], ['credit_score_range', '718'], ['timeline', 'close by 02/03/2025']]);
    expect(data).toMatchObject({ credit_score: '718', estimated_closing_date: '2025-02-03' });
  });

  it("reads a loan tape's origination date and prepayment description, and a CRM's scoped columns", () => {
    expect(read([['BORR_LNAME', 'LEBLANC'], ['ORIG_DATE', '2024-12-26'], ['PPP_DESC', 'Minimum interest of 4 months']])).toMatchObject({ estimated_closing_date: '2024-12-26', prepayment_terms: 'Minimum interest of 4 months' });
    expect(read([['Contact: Full Name', 'Patrick Nakamura'], ['Contact: Mobile', '207.555.0142'], ['Deal - Amount', '445000']])).toMatchObject({ borrower_first_name: 'Patrick', borrower_phone: '2075550142', loan_amount: '445000' });
  });

  it("takes an option the label of a figure cannot hold as the option it is, and a title's date stays the document's", () => {
    const data = read([['LOAN REQUEST'], ['Date:', '01/17/2026'], ['Use', '30-unit apartment building'], ['Request', 'Commercial'], ['Needed by', 'May 27, 2024'], ['Closing in name of:', 'Bayshore Properties Inc.']]);
    expect(data).toMatchObject({ property_type: 'Multifamily (5+)', loan_type: 'Commercial', estimated_closing_date: '2024-05-27', entity_name: 'Bayshore Properties Inc.' });
  });

  it("reads a terms strip's short captions and leaves a kind of property out of the labels", () => {
    const data = extract([['Borrower', 'Type', 'Loan', 'Value', 'Term', 'Pts', 'Doc'], ['Blue Sky Investments LLC', 'Single-family dwelling', '$88,000', '$150,000', '36', '0.5', '$995']]);
    expect(data).toMatchObject({ property_value: '150000', origination_points: '0.5', loan_doc_fee: '995', property_type: 'Single Family' });
  });

  it("reads an old system's memo: a rate in PCT, a guarantor abbreviated, a value carried on under a bare leader", () => {
    const data = extract(['BORROWER ............... MOSAIC REALTY, INC.', 'PRINCIPAL/GTR .......... SCOTT, EMEKA', 'PREMISES ............... 1178 SAINT CHARLES LN', '....................... OAKLAND, CA 94607', 'RATE ................... 7.5 PCT I/O']);
    expect(data).toMatchObject({ borrower_first_name: 'Emeka', borrower_last_name: 'Scott', interest_rate: '7.5', property_address: '1178 Saint Charles Ln, Oakland, CA 94607' });
  });

  it("reads a valuation's bare Amount column as each row's own figure", () => {
    const data = extract([['Value conclusion', 'Amount'], ['Market value, as-is (90-120 days)', '$191,000'], ['Repaired value', '$220,000']]);
    expect(data.property_value).toBe('191000');
    expect(data.loan_amount).toBeUndefined();
  });

  it('reads a settlement agent\'s appointment and who signs for the company, and a sentence wrapped under its line is no label', () => {
    const data = extract(['All — confirmed. We are now set for September 20, 2026 at 10:00 in our office. Yusuf King will', 'sign for the company; please send the CD by tomorrow.', 'Figures per your instructions: Loan amount $235,000, processing $395. Lender\'s title policy', 'will be written at $293,750 per your CPL request, usually we write at loan', 'amount.']);
    expect(data).toMatchObject({ estimated_closing_date: '2026-09-20', borrower_first_name: 'Yusuf', borrower_last_name: 'King', loan_amount: '235000' });
  });

  it("reads a borrower's own hurried e-mail: the program and sum asked for, the company bought through, the term wanted", () => {
    const data = extract(['From: Omar Khoury <okhoury@att.net>', 'hi chinedu, im working on 5911 adams drive in dallas tx 75208 thru my company Khoury Property Partners, L.P.. need a construction for $440,000. would like 6 months if possible. need money by 12/08/2026 latest.']);
    expect(data).toMatchObject({ entity_name: 'Khoury Property Partners, L.P.', loan_amount: '440000', loan_type: 'Construction', loan_term: '6', estimated_closing_date: '2026-12-08' });
  });

  it("reads a voicemail's transcript in lower case, and a referral that names the owner before the property", () => {
    const heard = extract(['New voicemail from (973) 555-0147', '"hey amanda this is jessica lopez with Pelican Properties L.L.C. um I got your name from Raj calling about a refinance on 907 42nd Way, Newark, NJ 07108 you can call me back at 973 555 0147 thanks bye"']);
    expect(heard).toMatchObject({ borrower_first_name: 'Jessica', borrower_last_name: 'Lopez', entity_name: 'Pelican Properties L.L.C.', borrower_phone: '9735550147' });
    const referred = extract(["I've got an insured who needs the kind of money you do now. Rafael McAllister (owns it through Crescent Holdings LLC), property at 6021 Lakeview Rd, Jacksonville, FL 32207."]);
    expect(referred).toMatchObject({ borrower_first_name: 'Rafael', borrower_last_name: 'McAllister', entity_name: 'Crescent Holdings LLC' });
  });

  it("reads a state form's numbered name question and a letter's title with its ZIP wrapped, past a draw schedule", () => {
    expect(extract(['1. The name of the limited liability company (designator is required, i.e., "company" or', '"limited liability company" or abbreviation): Sandpiper Realty, LLC'])).toMatchObject({ entity_name: 'Sandpiper Realty, LLC', borrower_type: 'Entity' });
    const letter = extract(['To: Grace Fitzgerald', 'Letter of Intent — Hurricane Laura rebuild, 1020 Adams Ave, Worcester, MA', '01604', ['Draw', 'Milestone', 'Amount'], ['Draw 4', 'Cabinets / finishes', '$28,875'], ['Draw 5', 'Final + CO', '$34,500']]);
    expect(letter).toMatchObject({ property_address: '1020 Adams Ave, Worcester, MA 01604' });
    expect(letter.entity_name).toBeUndefined();
  });

  it("reads a contract's act of sale and its buyer's signer", () => {
    const data = extract([
      'BUYER: Copper Kettle Investments LLC ("Buyer") offers to purchase from SELLER: Dale Johansson ("Seller").',
      "MORTGAGE CONTINGENCY: This Agreement is conditioned upon Buyer's ability to borrow the sum of $55,000 secured by a mortgage on the Property, with a term not to exceed thirty (30) years and an initial interest rate not to exceed 14%.",
      'ACT OF SALE: The Act of Sale shall be passed on or before January 13, 2026.',
      'BUYER: Aaliyah Shah, Member',
    ]);
    expect(data).toMatchObject({ entity_name: 'Copper Kettle Investments LLC', authorized_signatory_name: 'Aaliyah Shah', authorized_signatory_title: 'Member', estimated_closing_date: '2026-01-13' });
  });

  it("reads a desk review: the borrower's person after the entity, the reviewer's value over the original's, the subject's kind", () => {
    const data = extract(['Borrower: Urban Nest Land Trust, Adaeze Mitchell', 'The original report concluded an as-is value of $2,105,000. Our reviewed as-is market value is $1,920,000.', 'The subject is a multifamily (14+ units) in flood zone X.']);
    expect(data).toMatchObject({ entity_name: 'Urban Nest Land Trust', borrower_first_name: 'Adaeze', borrower_last_name: 'Mitchell', property_value: '1920000', property_type: 'Multifamily (5+)' });
  });
});

describe('call notes, two-column questions, letters and chats of stop 44', () => {
  it("reads a call log: the caller and the company they speak for, their call-back number, a term said 'ok'", () => {
    const data = extract(['CALL LOG 04/02/2026', '10:05 spoke with Tomas Ferreira (manager of Cedar Lane Homes, LLC) — referred by Ana Ruiz', 'cb # 312-555-0188 / TFERREIRA@gmail.com', 'wants $240k; 9 months ok', 'exit = refinance']);
    expect(data).toMatchObject({ borrower_first_name: 'Tomas', borrower_last_name: 'Ferreira', entity_name: 'Cedar Lane Homes, LLC', borrower_phone: '3125550188', loan_term: '9', exit_strategy: 'Refinance' });
  });

  it("reads an online form of two columns of questions, each answered on the line under it, with options in rows under their question", () => {
    const data = extract([
      ['Legal name of entity', 'What kind of property?'],
      ['Harbor Point Ventures, LLC', 'Vacant lot'],
      ['How much?', 'What do you need?'],
      ['$150,000', '☐ Purchase ☐ Refinance'],
      ['How long do you need the loan?', '☐ Bridge Loan ☐ Construction'],
      ['18 months', '☐ Second Mortgage ☒ Land'],
    ]);
    expect(data).toMatchObject({ entity_name: 'Harbor Point Ventures, LLC', loan_amount: '150000', loan_term: '18', loan_type: 'Land', property_type: 'Land' });
  });

  it("reads a lender's letter: the name under its date, the guarantor beside the borrower, the purpose and amount in sentences, the lender's officer under its closing", () => {
    const data = extract([
      'Birchwood Bridge Capital',
      'March 3, 2026',
      'Maple Court Partners, LLC, an Ohio limited liability company (the "Borrower"), with Dana Whitfield',
      'as personal guarantor',
      'The loan amount we discussed on Tuesday is $410,000, being a bridge loan for the purpose of refinance.',
      'The Four-family building commonly known as 88 Elm Street, Dayton, OH 45402 secures it.',
      'Aloha,',
      'Keoni Kahale',
      'Keoni Kahale, Principal',
    ]);
    expect(data).toMatchObject({ entity_name: 'Maple Court Partners, LLC', borrower_first_name: 'Dana', borrower_last_name: 'Whitfield', loan_amount: '410000', loan_purpose: 'Refinance', property_type: '2-4 Unit' });
    expect(data.authorized_signatory_name).toBeUndefined();
  });

  it("reads a valuation letter's subject line, past the lender's officer it is addressed to, and a row of captions that names the borrower", () => {
    expect(extract(['Summit Ridge Lending', 'Attn: Carla Benton', 'RE: Appraisal of 14 Pine Rd, Bend, OR 97701; borrower Owen Castillo'])).toMatchObject({ borrower_first_name: 'Owen', borrower_last_name: 'Castillo' });
    const grid = extract([['Borrower', 'Owner of Public Record', 'County', 'Tax Year'], ['Redwood Rentals LLC', 'Redwood Rentals LLC', 'Deschutes', '2026'], ['Design', 'Year Built', 'GLA', 'Stories'], ['Single-family residence', '1978', '1,640 sf', '2']]);
    expect(grid).toMatchObject({ entity_name: 'Redwood Rentals LLC', property_type: 'Single Family' });
  });

  it("reads an exported chat's answers under their senders' headers and a lender's points after the term", () => {
    const data = extract([
      '[3/4/2026, 09:12] Lee Chan (Bayline Mortgage):',
      'new one, 55 Ash St, Tacoma, WA 98402',
      '[3/4/2026, 09:15] Priya Nair:',
      'who is the borrower',
      '[3/4/2026, 09:16] Lee Chan (Bayline Mortgage):',
      'Ashgrove Holdings LLC, Martin Osei is the guy',
      '[3/4/2026, 09:20] Priya Nair:',
      'I can do 10.25% for 12 mo + 2 pts',
    ]);
    expect(data).toMatchObject({ entity_name: 'Ashgrove Holdings LLC', borrower_first_name: 'Martin', borrower_last_name: 'Osei', interest_rate: '10.25', loan_term: '12', origination_points: '2' });
  });

  it("reads a broker's e-mail written in Spanish of a client's company, its value and the broker's fee", () => {
    const data = extract([
      'De: Lucia Romero <lromero@gmail.com>',
      'Para: Ken Ota <ken@otacapital.com>',
      'Asunto: Préstamo 4410 W Fullerton Ave',
      'Hola Ken, ¿cómo estás? Te mando un préstamo para la compañía Ortega Rentals LLC de Javier Ortega.',
      'Necesita $300,000, tipo compra, por 12 meses. El valor actual de la propiedad es $450,000.',
      'Su crédito está en 710. Quiere cerrar el 05/15/2026. Mi comisión: 1.5%.',
    ]);
    expect(data).toMatchObject({ entity_name: 'Ortega Rentals LLC', borrower_first_name: 'Javier', borrower_last_name: 'Ortega', loan_amount: '300000', loan_type: 'Purchase', property_value: '450000', credit_score: '710', estimated_closing_date: '2026-05-15', broker_points: '1.5' });
  });

  it("reads a quick quote's values before their labels, a credit memo's request and who signs, a grid's exit per file", () => {
    const quote = extract(['Tomas Rivera — borrower', '$210,000 — loan amount requested', '$695 — processing', '4/15/2026 — est. close']);
    expect(quote).toMatchObject({ borrower_first_name: 'Tomas', borrower_last_name: 'Rivera', loan_amount: '210000', processing_fee: '695', estimated_closing_date: '2026-04-15' });
    const memo = extract(['1. Request', 'Oakmont Holdings, LLC (a Texas limited liability company), managed by Rosa Medina, who signs as Managing Member, requests $315,000 for 12 months.', 'Exit per file: sale of the property.']);
    expect(memo).toMatchObject({ entity_name: 'Oakmont Holdings, LLC', authorized_signatory_name: 'Rosa Medina', authorized_signatory_title: 'Managing Member', exit_strategy: 'Sale' });
  });

  it("reads a quoted reply in capitals under its question, with the principal after the entity", () => {
    const data = extract(['1. Who is the borrower / vesting?', '>> HARBOR LIGHT PARTNERS LP, MARIA T. OKONJO SIGNS', '2. Loan amount requested?', '>> $95,000']);
    expect(data).toMatchObject({ entity_name: 'Harbor Light Partners LP', borrower_first_name: 'Maria', borrower_last_name: 'Okonjo', loan_amount: '95000' });
  });

  it("reads an EIN notice's care-of person under the entity and leaves its mailing address out; a fax cover's phone is its sender's", () => {
    const notice = extract(['Date of this notice: 02/16/2025', 'SILVER CREEK ENTERPRISES CORPORATION', '% ANNE-MARIE PARK', '929 N BELMONT AVE', 'JACKSON, MS 39203', 'WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER']);
    expect(notice).toMatchObject({ entity_name: 'Silver Creek Enterprises Corporation', borrower_first_name: 'Anne-Marie', borrower_last_name: 'Park' });
    expect(notice.property_address).toBeUndefined();
    const cover = extract([['TO: Harbor Bridge Capital', 'FROM: Joan Ito, Ito Loan Brokerage'], ['PHONE: 719-555-0195', 'RE: new loan request'], ['Borrower', 'Kai Nakoa'], ['Amount', '$310,000']]);
    expect(cover).toMatchObject({ borrower_first_name: 'Kai', borrower_last_name: 'Nakoa' });
    expect(cover.borrower_phone).toBeUndefined();
  });

  it("reads a unit count said of the property, not of its condominium or of what it will become", () => {
    expect(extract(['got a courtyard building, 7 units for you', '2410 W Augusta Blvd, Chicago, IL 60622']).property_type).toBe('Multifamily (5+)');
    expect(extract(['The building\'s HOA reports 140 units. The subject is a condo unit on the 4th floor.']).property_type).toBe('Condo');
    expect(extract(['Scope of work: convert to 3 units, new electric service', 'Property is: ☐ Single Family ☒ Industrial']).property_type).toBe('Industrial');
  });

  it('reads a rate column headed in percent', () => {
    expect(analyseText(sheet([['rate_pct', '11.5'], ['term_mos', '24']])).extractedData).toMatchObject({ interest_rate: '11.5', loan_term: '24' });
  });

  it("reads a sheet listing one deal down its rows under the deal's id, with the signer's office in brackets", () => {
    const data = analyseText(sheet([['Field', '2510447'], ['borrower_entity', 'Lakeview Flats LLC'], ['signer', 'Irene Novak (Managing Member)'], ['loan', '1083750']])).extractedData;
    expect(data).toMatchObject({ loan_number: '2510447', authorized_signatory_name: 'Irene Novak', authorized_signatory_title: 'Managing Member', loan_amount: '1083750' });
  });
});

describe('amendments, schedules, recorded papers and sheets of stop 45', () => {
  /** Rows whose empty strings leave their column blank, so the cells after them keep their places. */
  const grid = (rows: string[][]) => {
    const read = doc(rows);
    read.lines = read.lines.map((line) => makeLine(line.cells.filter((c) => c.text !== ''), line.page, line.y, line.height));
    return analyseText(read).extractedData;
  };

  it("reads an amendment's new column past a numbered label column, and an approval's column past a wrapped heading", () => {
    const amended = extract([['§', 'Event', 'Was', 'Now'], ['3', 'Closing Date', '11/04/2025', '11/21/2025']]);
    expect(amended.estimated_closing_date).toBe('2025-11-21');
    const approved = grid([['', 'Requested', 'APPROVED'], ['', '(broker)'], ['Loan amount', '$395,000', '$338,000'], ['Prepayment', 'none', '1% of the amount prepaid within the first 6'], ['', '', 'months']]);
    expect(approved).toMatchObject({ loan_amount: '338000', prepayment_penalty: 'Yes', prepayment_terms: '1% of the amount prepaid within the first 6 months' });
  });

  it("reads a form contract's unquoted roles and its address spelled out part by part", () => {
    const data = extract(['This agreement amends the contract between Kwame Fontaine (Seller) and Tuan Chen and Angela Chen (Buyer).', '1. PROPERTY: 1531 Marsac Avenue, City of Park City, County of Summit, State of Utah, Zip 84098 (the "Property").']);
    expect(data).toMatchObject({ borrower_first_name: 'Tuan', borrower_last_name: 'Chen', property_address: '1531 Marsac Ave, Park City, UT 84098' });
  });

  it("reads the subject row of a schedule of real estate owned whose captions wrap, with the loan its remark asks for", () => {
    const data = extract([
      'Schedule A — Real estate owned',
      ['Property', 'Market', 'Mortgage', 'Note'],
      ['', 'value', 'balance'],
      ['8974 Pearl St, Salt Lake City, UT', '$1,776,000', '$196,000'],
      ['577 McCollister Dr, Teton Village,', '$555,000', '—', 'subject — requesting'],
      ['WY 83025', '', '', '$335,000'],
    ]);
    expect(data).toMatchObject({ property_address: '577 McCollister Dr, Teton Village, WY 83025', property_value: '555000', loan_amount: '335000' });
  });

  it("leaves a recording block's officer out and reads a statement of authority's entity and signer", () => {
    const data = extract([
      'After recording return to:',
      'Sterling Land Title',
      'Attn: Latoya McCarthy',
      'STATEMENT OF AUTHORITY',
      '1. This Statement of Authority relates to an entity named Alpenglow Investments, LLC.',
      '5. The name and position of the person authorized to execute instruments conveying, encumbering, or otherwise affecting title to real property on behalf of the entity is Katarzyna Walker, Manager.',
      'Katarzyna Walker, Manager',
    ]);
    expect(data).toMatchObject({ entity_name: 'Alpenglow Investments, LLC', borrower_first_name: 'Katarzyna', borrower_last_name: 'Walker', authorized_signatory_title: 'Manager' });
  });

  it("reads a fee table's points column by its caption, not as a label over the first fee", () => {
    const data = analyseText(sheet([['Fee', 'Points', 'Dollars'], ['Origination', '2', '4900'], ['Broker', '1', '2450'], ['Doc prep', '', '1250']])).extractedData;
    expect(data).toMatchObject({ origination_points: '2', broker_points: '1', loan_doc_fee: '1250' });
  });

  it("reads a contact row's phone, e-mail and signer after the party's name", () => {
    const data = analyseText(sheet([['Buyer', 'Sandpiper Property Partners, LP', "signer Priya O'Connor"], ['Contact', 'Vikram Carter', '918-555-0128', 'vcarter@hotmail.com']])).extractedData;
    expect(data).toMatchObject({ entity_name: 'Sandpiper Property Partners, LP', authorized_signatory_name: "Priya O'Connor" });
    const row = analyseText(sheet([['Borrower', 'Vikram Carter', 'Heritage Construction Corporation', '918-555-0128', 'vcarter@hotmail.com']])).extractedData;
    expect(row).toMatchObject({ borrower_phone: '9185550128', borrower_email: 'vcarter@hotmail.com' });
  });

  it("reads a draw request's sender, a title commitment's loan policy and a settlement statement's loan, not its price", () => {
    const draw = extract(['DRAW REQUEST No. 6', 'To: Beacon Hill Private Credit — Construction Administration', 'From: Diaz Investors LP (by Lin Diaz, General Partner)']);
    expect(draw).toMatchObject({ entity_name: 'Diaz Investors LP', authorized_signatory_name: 'Lin Diaz', authorized_signatory_title: 'General Partner' });
    const commitment = extract(['(c) LOAN POLICY OF TITLE INSURANCE (Form T-2) Policy Amount:', 'Proposed Insured: Ironclad Capital Finance $2,023,000.00', '(Not applicable for improved one-to-four family residential real estate)']);
    expect(commitment.loan_amount).toBe('2023000');
    expect(commitment.property_type).toBeUndefined();
    expect(extract(['ONE TO FOUR FAMILY RESIDENTIAL CONTRACT (RESALE)', 'NOTICE: Not For Use For Condominium Transactions']).property_type).toBeUndefined();
    const statement = extract([['Buyer charges', 'Paid to', 'Amount'], ['Contract sales price', '', '$675,000.00'], ['Processing fee', 'Anchor Point Lending', '$1,250.00'], ['New loan from Anchor Point Lending', '', '$385,000.00']]);
    expect(statement.loan_amount).toBe('385000');
  });

  it("reads a broker's note on the owner's refinance, a texted ask and its exit, and leaves an appraisal district's value out", () => {
    const note = extract(['Owner is The Martin Family Trust (Guadalupe Martin, Trustee).', 'They want $872,500 refi w/ cash out on it. Can you price at 6 months?']);
    expect(note).toMatchObject({ entity_name: 'The Martin Family Trust', authorized_signatory_name: 'Guadalupe Martin', loan_term: '6' });
    const ask = extract(['From: Keisha Rahman <krahman@yahoo.com>', 'To: mramirez@patriothardmoneylenders.net', 'I want $65,000 for 12 months, going to cut it into 5-acre tracts and sell with owner finance.']);
    expect(ask).toMatchObject({ borrower_first_name: 'Keisha', borrower_last_name: 'Rahman', exit_strategy: 'Sale' });
    const letter = extract([['CAD market value', '$593,330'], 'it is our opinion that the as-is market value of the fee simple interest is:', '$720,000']);
    expect(letter.property_value).toBe('720000');
  });

  it("reads a credit memo's guarantor whose office wraps onto the next line, and an acceptance's entity without its word", () => {
    const memo = extract(['Borrower', 'Riverbend Holdings LLC, a Nevada limited liability company (EIN 36-4427905). Guarantor: Tiffany Le', '(Managing Member), mid FICO 702. Contact (207) 555-0189.']);
    expect(memo).toMatchObject({ entity_name: 'Riverbend Holdings LLC', authorized_signatory_name: 'Tiffany Le', authorized_signatory_title: 'Managing Member' });
    const accepted = extract(['Sincerely,', 'ACCEPTED: Liberty Bell Homes, Inc., by Rebecca Mitchell, President']);
    expect(accepted).toMatchObject({ entity_name: 'Liberty Bell Homes, Inc.', authorized_signatory_name: 'Rebecca Mitchell' });
  });

  it("reads a mortgage to be recorded as the loan, and gives no phone of a buyer's broker to the buyer", () => {
    expect(extract(['1. Mortgage from Maple Leaf Construction, Inc. to Granite Peak Lending securing $445,000.00, to be recorded.']).loan_amount).toBe('445000');
    const notices = extract(['21. NOTICES:', ['To Buyer at:', 'To Seller at:'], ['Latoya Moore', 'Sofia Hill'], ["c/o Buyer's broker", 'Phone: 719-555-0167']]);
    expect(notices.borrower_phone).toBeUndefined();
    expect(extract(['Sales Comparison Approach — Land', 'Reconciled value $285,000']).borrower_first_name).toBeUndefined();
  });
});
