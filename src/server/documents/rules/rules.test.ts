import { describe, expect, it } from 'vitest';
import { findAddresses, parseAddress, stateOfZip } from './address';
import { normaliseExit, normaliseLoanType, normalisePropertyType, parsePrepayment } from './categories';
import { parseDate } from './dates';
import { normaliseLabel, matchLabel } from './labels';
import { capitaliseName, parseEntity, parsePersonName, trailingEntity } from './names';
import { parseMoney, parsePercent, parsePoints, parseTermMonths, wordsToNumber } from './numbers';
import { CandidateSet } from './fields';
import { CAPITALISED_OFFICE, checkedOption, interpretLabeled, officeBeforeName, officerTitle, parseEin, parsePhone } from './values';
import { extractFields } from './index';
import { makeLine } from '../layout';

describe('numbers', () => {
  it('reads money as documents write it', () => {
    expect(parseMoney('$450,000.00')).toBe(450000);
    expect(parseMoney('$425k')).toBe(425000);
    expect(parseMoney('1,250.50')).toBe(1250.5);
    expect(parseMoney('Two Hundred Forty-Five Thousand and 00/100 Dollars ($245,000.00)')).toBe(245000);
  });
  it('reads rates, points and terms', () => {
    expect(parsePercent('9.875% per annum')).toBe(9.875);
    expect(parsePercent('13 1/2%, fixed')).toBe(13.5);
    expect(parsePercent('9-3/4 percent')).toBe(9.75);
    expect(parsePercent('10½%')).toBe(10.5);
    expect(parsePercent('0.0975', { allowFraction: true })).toBe(9.75);
    expect(parsePoints('1.50% of loan amount ($8,925.00)')).toBe(1.5);
    expect(parsePoints('2.00 points')).toBe(2);
    expect(parseTermMonths('Twelve (12) Months')).toBe(12);
    expect(parseTermMonths('2 years')).toBe(24);
    expect(parseTermMonths('30-year')).toBe(360);
    expect(parseTermMonths('eighteen months')).toBe(18);
    expect(wordsToNumber('three hundred sixty')).toBe(360);
  });
});

describe('dates, phones, EINs', () => {
  it('normalises to the form formats', () => {
    expect(parseDate('March 5, 2025')).toBe('2025-03-05');
    expect(parseDate('Issued Sep. 6, 2025')).toBe('2025-09-06');
    expect(parseDate('Miami, 7 de janeiro de 2026')).toBe('2026-01-07');
    expect(parseDate('3 de mayo del 2024')).toBe('2024-05-03');
    expect(parseDate('03/05/2025')).toBe('2025-03-05');
    expect(parseDate('19th day of April, 2024')).toBe('2024-04-19');
    expect(parseDate('02/30/2025')).toBeNull();
    expect(parsePhone('(614) 555-0142')).toBe('6145550142');
    expect(parseEin('84-1234567')).toBe('841234567');
  });
});

describe('names and entities', () => {
  it('types names like a person would', () => {
    expect(parsePersonName('MCDONALD, JOHN A.')).toEqual({ first: 'John', last: 'McDonald' });
    expect(parsePersonName("Michael R. O'Brien")).toEqual({ first: 'Michael', last: "O'Brien" });
    expect(parsePersonName('Maria de la Cruz')).toEqual({ first: 'Maria', last: 'de la Cruz' });
    expect(parsePersonName('shall pay all costs')).toBeNull();
    expect(capitaliseName("O'BRIEN")).toBe("O'Brien");
  });
  it('recognises entities and drops a trust\'s dated clause', () => {
    expect(parseEntity('Blue Sky Investments, LLC, a Florida limited liability company')).toEqual({ name: 'Blue Sky Investments, LLC', type: 'LLC', rest: ', a Florida limited liability company' });
    expect(parseEntity('Harbor Light Realty Partners, L.P. (guarantor Sarah Rodriguez)')).toEqual({ name: 'Harbor Light Realty Partners, L.P.', type: 'Partnership', rest: ' (guarantor Sarah Rodriguez)' });
    expect(parseEntity('The John Smith Living Trust dated 5/1/2015')).toEqual({ name: 'The John Smith Living Trust', type: 'Trust', rest: ' dated 5/1/2015' });
    // What follows the name is what the text says after it, a sentence's full stop after "LLC" included.
    expect(parseEntity('Granite Real Estate, LLC., Stefan Okafor-Williams, Managing Member')?.rest).toBe(', Stefan Okafor-Williams, Managing Member');
    expect(parseEntity('CORNERSTONE CAPITAL CORP.')).toEqual({ name: 'Cornerstone Capital Corp.', type: 'Corporation', rest: '' });
    expect(parseEntity('Thomas Smith')).toBeNull();
  });
});

describe('addresses', () => {
  it('writes one USPS line', () => {
    expect(parseAddress('123 Main Street, Springfield, Illinois 62704')).toBe('123 Main St, Springfield, IL 62704');
    expect(parseAddress('560 MAPLE AVE, ATLANTA, GA 30307')).toBe('560 Maple Ave, Atlanta, GA 30307');
    expect(parseAddress('706 Highland Pl Apt 2B, Columbus, OH 43215')).toBe('706 Highland Pl Apt 2B, Columbus, OH 43215');
    expect(parseAddress('88 Cedar Street #4C, Trenton, New Jersey 08608')).toBe('88 Cedar St Unit 4C, Trenton, NJ 08608');
    expect(parseAddress('7024 Elm Place, Charlotte, North Carolina 28203')).toBe('7024 Elm Pl, Charlotte, NC 28203');
  });
  it('tells a street suffix from a city that begins with Saint, with or without commas', () => {
    expect(parseAddress('13395 E Church Ln, St. Louis, MO 63118')).toBe('13395 E Church Ln, St. Louis, MO 63118');
    expect(parseAddress('5998 Euclid Road St. Louis MO 63111')).toBe('5998 Euclid Rd, St. Louis, MO 63111');
    expect(parseAddress('95 Prospect Ln Wichita KS 67202')).toBe('95 Prospect Ln, Wichita, KS 67202');
  });
  it('keeps a direction after the comma with the city it starts', () => {
    expect(parseAddress('3676 Greenwood Rd, West Palm Beach, FL 33407')).toBe('3676 Greenwood Rd, West Palm Beach, FL 33407');
    expect(parseAddress('412 Pike St N Seattle WA 98101')).toBe('412 Pike St N, Seattle, WA 98101');
    expect(parseAddress('2574 Ponce de Leon St, Fort Lauderdale, FL 33311')).toBe('2574 Ponce de Leon St, Fort Lauderdale, FL 33311');
  });
  it('reads the state from the ZIP when only the city and ZIP are written, as people text an address', () => {
    expect(parseAddress('3497 Grant St Tampa 33612')).toBe('3497 Grant St, Tampa, FL 33612');
    expect(parseAddress('deal at 18 N Harbor Drive, Apt 4, San Diego, 92101 - closing soon')).toBe('18 N Harbor Dr Apt 4, San Diego, CA 92101');
    expect(parseAddress('1200 Lakeview Terrace Salt Lake City 84105-2231')).toBe('1200 Lakeview Ter, Salt Lake City, UT 84105');
    expect(stateOfZip('10001')).toBe('NY');
    expect(stateOfZip('09012')).toBeNull();
  });
  it('finds no stateless address without a street suffix, a capitalised city or a real ZIP', () => {
    expect(parseAddress('need 12 months Tampa 33612')).toBeNull();
    expect(parseAddress('12 Oak St for 45000 total')).toBeNull();
    expect(parseAddress('loan 4410 Main St Springfield 00012')).toBeNull();
    expect(parseAddress('paid $1,200 Main St Denver 80202')).toBeNull();
  });
  it('reads a unit designator only before its number, never at the start of a city', () => {
    expect(parseAddress('3814 Ski Time Square Dr, STEAMBOAT SPRINGS, CO 80487')).toBe('3814 Ski Time Square Dr, Steamboat Springs, CO 80487');
    expect(parseAddress('12 Main St Ste. 100, Austin, TX 78701')).toBe('12 Main St Suite 100, Austin, TX 78701');
    expect(parseAddress('706 Highland Pl Apt2B, Tulsa, OK 74101')).toBe('706 Highland Pl Apt 2B, Tulsa, OK 74101');
  });
  it('keeps a written state over the ZIP', () => {
    expect(findAddresses('950 Elm St, Austin, TX 78701 and 12 Oak Ave Boise 83702').map((a) => a.value)).toEqual(['950 Elm St, Austin, TX 78701', '12 Oak Ave, Boise, ID 83702']);
  });
});

describe('option lists', () => {
  it('maps the ways documents name options', () => {
    expect(normaliseLoanType('Rate/Term Refinance')).toBe('Refinance');
    expect(normaliseLoanType('Ground-Up Construction')).toBe('Construction');
    expect(normaliseLoanType('Second-Position Mortgage')).toBe('Second Mortgage');
    // A refinance with no cash out is a rate-and-term one; a commercial bridge loan is Commercial.
    expect(normaliseLoanType('Refinance (no cash out)')).toBe('Refinance');
    expect(normaliseLoanType('Non-cash-out refi')).toBe('Refinance');
    expect(normaliseLoanType('Cash-Out Refinance')).toBe('Cash Out Refi');
    expect(normaliseLoanType('Commercial Bridge / Term')).toBe('Commercial');
    expect(normaliseLoanType('Bridge Loan')).toBe('Bridge Loan');
    expect(normaliseLoanType('Cash-Out Refinance')).toBe('Cash Out Refi');
    expect(normaliseLoanType('Fix-and-Flip')).toBe('Fix & Flip');
    expect(normalisePropertyType('SFR')).toBe('Single Family');
    expect(normalisePropertyType('Duplex')).toBe('2-4 Unit');
    expect(normalisePropertyType('Condominium')).toBe('Condo');
    expect(normaliseExit('Sell after renovation')).toBe('Sale');
    expect(normaliseExit('Refi into DSCR')).toBe('Refinance');
    expect(parsePrepayment('None')).toEqual({ penalty: 'No' });
    expect(parsePrepayment('6 months minimum interest')).toEqual({ penalty: 'Yes', terms: '6 months minimum interest' });
    expect(checkedOption('☐ Purchase ☒ Refinance ☐ Construction')).toBe('Refinance');
  });
});

describe('labels', () => {
  it('matches labels after normalisation, never third parties, and knows labels of things that are not deal fields', () => {
    expect(normaliseLabel('e. Loan amount (exclude PMI):')).toBe('loan amount');
    expect(matchLabel('DOB (mm/dd/yyyy)')?.kind).toBe('dob');
    expect(matchLabel("Co-Borrower's Name")).toMatchObject({ kind: 'borrower', coBorrower: true });
    expect(matchLabel('Broker Phone')).toBeNull();
    expect(matchLabel('Lender Contact E-mail')).toBeNull();
    expect(matchLabel('After Repair Value (ARV)')?.kind).toBe('other');
    expect(matchLabel('Purchase Price')?.kind).toBe('other');
    expect(matchLabel('M.I.')?.kind).toBe('other');
  });
  it('reads abbreviated, reordered and exported wordings of the same idea', () => {
    const kinds = (labels: string[]) => labels.map((l) => matchLabel(l)?.kind ?? null);
    expect(kinds(['Subj Prop Street', 'Note Rt', 'Appr Val', 'Est. COE', 'Borr Last', 'Amount of Loan Requested', 'Tenor'])).toEqual([
      'street', 'interest_rate', 'property_value', 'closing_date', 'last_name', 'loan_amount', 'loan_term',
    ]);
    expect(kinds(['borrower_fname', 'prop_type', 'fico_mid', 'Opportunity: Close Date', 'Guarantor FICO', 'Broker Points'])).toEqual([
      'first_name', 'property_type', 'credit_score', 'closing_date', 'credit_score', 'broker_points',
    ]);
    // Figures make a value, not a label.
    expect(matchLabel('2.50 points')).toBeNull();
    expect(matchLabel('Loan No. 2594428')).toBeNull();
  });
});

describe('boxed forms read by OCR', () => {
  it('reads the ticked option of a checkbox row split into cells under its label', () => {
    const cell = (text: string, x0: number) => ({ text, x0, x1: x0 + 10 * text.length });
    const lines = [
      makeLine([cell('Purpose of Loan', 60)], 1, 100, 12),
      makeLine([cell('☐ Purchase', 60), cell('☒ Refinance', 260), cell('☐ Cash Out Refinance', 460)], 1, 118, 16),
    ];
    const { values } = extractFields({ lines, source: 'ocr', quality: 0.9, notes: [] });
    expect(values.loan_purpose).toBe('Refinance');
  });
});

describe('addresses after an amount', () => {
  it('never takes the digits of a dollar amount for a street number', () => {
    expect(findAddresses('need $220,000 on 4981 First Ct, Jacksonville, FL 32210').map((a) => a.value)).toEqual(['4981 First Ct, Jacksonville, FL 32210']);
    expect(findAddresses('about $217K on 7149 W Laurel Ave, Orlando, FL 32804').map((a) => a.value)).toEqual(['7149 W Laurel Ave, Orlando, FL 32804']);
  });
});

describe('person names', () => {
  it('never starts a name with a field label, with or without its stop', () => {
    expect(parsePersonName('Lender. Maren Okafor')).toBeNull();
    expect(parsePersonName('Score Devin Marsh')).toBeNull();
    expect(parsePersonName('Rate Holloway')).toBeNull();
    expect(parsePersonName('Grant Price')).toEqual({ first: 'Grant', last: 'Price' });
  });  it('reads names written with their accents, in any case', () => {
    expect(parsePersonName('Fábio Ferreira')).toEqual({ first: 'Fábio', last: 'Ferreira' });
    expect(parsePersonName('JOÃO AZEVEDO')).toEqual({ first: 'João', last: 'Azevedo' });
    expect(parsePersonName('NÚÑEZ, ÁNGEL')).toEqual({ first: 'Ángel', last: 'Núñez' });
    expect(parsePersonName('Łukasz Wiśniewski')).toEqual({ first: 'Łukasz', last: 'Wiśniewski' });
  });
});

describe('offices, styles and names of churches and non-profits', () => {
  it('reads offices of companies, churches and non-profits, alone or joined', () => {
    expect(['Senior Pastor', 'Chairman of the Board of Trustees', 'Chairman, Deacon Board', 'Owner and President', 'Head of School', 'president and ceo'].map(officerTitle)).toEqual([
      'Senior Pastor',
      'Chairman of the Board of Trustees',
      'Chairman, Deacon Board',
      'Owner and President',
      'Head of School',
      'President and CEO',
    ]);
    expect(officerTitle('Loan Officer')).toBeNull();
    // Running text capitalises the same offices the way officerTitle writes them, and nothing in lower case.
    const capitalised = new RegExp(`^(?:${CAPITALISED_OFFICE})$`);
    expect(['Co-Trustee', 'Chief Executive Officer', 'Chairman of the Board of Trustees', 'President and CEO'].every((t) => capitalised.test(officerTitle(t)!))).toBe(true);
    expect(capitalised.test('managing member')).toBe(false);
    expect(officeBeforeName('Board Chair Laura Martin')).toEqual({ office: 'Board Chair', person: { first: 'Laura', last: 'Martin' } });
  });
  it('takes a style before a name off it, and a style before a surname alone is no name', () => {
    expect(parsePersonName('Pastor Hannah Adeyemi')).toEqual({ first: 'Hannah', last: 'Adeyemi' });
    expect(parsePersonName('Deacon Young')).toBeNull();
    expect(parsePersonName('Deacon van der Berg')).toBeNull();
    expect(parsePersonName('John Elder')).toEqual({ first: 'John', last: 'Elder' });
  });
  it("reads a church's name with the small words inside it, and the entity a run of words ends with", () => {
    expect(parseEntity('Mount Calvary Church of God in Christ, Inc.')).toEqual({ name: 'Mount Calvary Church of God in Christ, Inc.', type: 'Corporation', rest: '' });
    expect(trailingEntity('Credit committee approved Cornerstone Real Estate, LLC')).toBe('Cornerstone Real Estate, LLC');
  });
  it('reads labels of land, registrations and points paid to the broker', () => {
    expect(['Parent tract', 'Farm', 'Registrant (individual)', 'Operating entity', 'Church name', "Applicant's estimate of value", 'Placement fee (broker)'].map((l) => matchLabel(l)?.kind)).toEqual([
      'property_address',
      'property_address',
      'borrower',
      'entity_name',
      'entity_name',
      'property_value',
      'broker_points',
    ]);
  });
});

describe('places, parcels and leaders', () => {
  it('reads a Queens house number, and a city with its state is no person', () => {
    expect(parseAddress('90-14 Elmhurst Avenue, Elmhurst, New York 11373')).toBe('90-14 Elmhurst Ave, Elmhurst, NY 11373');
    expect(findAddresses('the house at 118-02 Liberty Ave, Richmond Hill, NY 11419 (the “Property”)')[0]?.value).toBe('118-02 Liberty Ave, Richmond Hill, NY 11419');
    expect(parsePersonName('Moab, UT')).toBeNull();
    expect(parseAddress('544 Hempstead Turnpike, Elmont, NY 11003')).toBe('544 Hempstead Tpke, Elmont, NY 11003');
  });
  it('reads no kind of property from a parcel’s block and lot', () => {
    expect(['Block/Lot: 12/3', 'Lot 7', 'vacant lot', 'two lots'].map(normalisePropertyType)).toEqual([null, null, 'Land', 'Land']);
  });
  it('reads a contract’s numbered caption, and a value whose colon a dotted leader left in its cell', () => {
    expect(matchLabel('3.2 Purchaser')?.kind).toBe('borrower');
    expect(matchLabel('1.5 points')).toBeNull();
    const set = new CandidateSet();
    interpretLabeled(set, 'borrower', ': Priya Nair', 1, { spreadsheet: false, coBorrower: false });
    expect(set.for('borrower_last_name').map((c) => c.value)).toEqual(['Nair']);
  });
});
