import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatAddress, formatCompanyName, formatEmail, formatPersonName, formatPhone } from './format';

describe('formatPersonName', () => {
  it.each([
    ['john smith', 'John Smith'],
    ['  JOHN   SMITH ', 'John Smith'],
    ['mcdonald', 'McDonald'],
    ['MCDONALD', 'McDonald'],
    ['macarthur', 'MacArthur'],
    ['mackenzie', 'MacKenzie'],
    ["o'brien", "O'Brien"],
    ["d'angelo", "D'Angelo"],
    ['mary-jane smith-mcdonald', 'Mary-Jane Smith-McDonald'],
    ['john smith iii', 'John Smith III'],
    ['j.r. smith jr.', 'J.R. Smith Jr.'],
    ['josé núñez', 'José Núñez'],
  ])('%s → %s', (input, expected) => {
    expect(formatPersonName(input)).toBe(expected);
  });

  it.each(['mack', 'macy', 'macon', 'mace', 'machado', 'macias', 'mackey'])('leaves the Mac false positive %s as a plain name', (name) => {
    expect(formatPersonName(name)).toBe(name.charAt(0).toUpperCase() + name.slice(1));
  });

  it('keeps capitals typed on purpose', () => {
    expect(formatPersonName('DeShawn LaToya')).toBe('DeShawn LaToya');
  });

  it.each([
    'JOHN SMITH TRUSTEE',
    'the smith family living trust',
    'smith trust dated 1/2/2020',
    'jane doe, Trustee',
    'smith family DATED 2019',
  ])('leaves %s unchanged (a trust)', (name) => {
    expect(formatPersonName(name)).toBe(name);
  });
});

describe('formatCompanyName', () => {
  it.each([
    ['acme holdings llc', 'Acme Holdings LLC'],
    ['ACME HOLDINGS LLC', 'Acme Holdings LLC'],
    ['smith capital, inc', 'Smith Capital, Inc.'],
    ['smith capital inc.', 'Smith Capital Inc.'],
    ['blue sky corp', 'Blue Sky Corp.'],
    ['jones & co', 'Jones & Co.'],
    ['river partners lp', 'River Partners LP'],
    ['law group llp', 'Law Group LLP'],
    ['smith l.l.c.', 'Smith L.L.C.'],
    ['pacific homes dba sunset realty', 'Pacific Homes DBA Sunset Realty'],
    ['bank of america', 'Bank of America'],
    ['the bank of the west', 'The Bank of the West'],
    ['ABC holdings llc', 'ABC Holdings LLC'],
    ['mcdonald properties', 'McDonald Properties'],
    ['smith fund ii lp', 'Smith Fund II LP'],
    ["JOE'S BBQ LLC", "Joe's BBQ LLC"],
    ['THE JPMorgan fund', 'The JPMorgan Fund'],
  ])('%s → %s', (input, expected) => {
    expect(formatCompanyName(input)).toBe(expected);
  });

  it('does not take a leading word for a suffix', () => {
    expect(formatCompanyName('co op lending')).toBe('Co Op Lending');
  });
});

describe('formatAddress', () => {
  it.each([
    ['123 main st', '123 Main St'],
    ['123 MAIN ST, AUSTIN, TX 78701', '123 Main St, Austin, TX 78701'],
    ['500 nw 1st ave apt 4b, miami, fl 33101', '500 NW 1st Ave Apt 4B, Miami, FL 33101'],
    ['77 e 22ND st #12a', '77 E 22nd St #12A'],
    ['po box 12, hartford, ct', 'PO Box 12, Hartford, CT'],
    ['12 oak ct', '12 Oak Ct'],
    ['8 la jolla dr, san diego, ca 92037-1234', '8 La Jolla Dr, San Diego, CA 92037-1234'],
    ['1 n macarthur blvd', '1 N MacArthur Blvd'],
  ])('%s → %s', (input, expected) => {
    expect(formatAddress(input)).toBe(expected);
  });

  it('title-cases each line', () => {
    expect(formatAddress('123 main st\r\nsuite 200\naustin, tx 78701')).toBe('123 Main St\nSuite 200\nAustin, TX 78701');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
    ['15551234567', '1 (555) 123-4567'],
    ['+1 555 123 4567', '1 (555) 123-4567'],
    ['25551234567', '25551234567'],
    ['555-1234', '555-1234'],
    ['555-123-4567 x89', '555-123-4567 x89'],
  ])('%s → %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });
});

describe('formatEmail', () => {
  it('trims and lower-cases', () => {
    expect(formatEmail('  John.Smith@Example.COM ')).toBe('john.smith@example.com');
  });
});

describe('formatters are idempotent', () => {
  // Name-like text: letters of both cases, accents, separators, digits and the characters with lossy case
  // mappings (ß, İ, ı, ſ, the Kelvin sign).
  const nameChars = fc.constantFrom(...Array.from("abcmoz ABCMOZ-.'’,#1\n\tßİıſKéÉ"));
  const nameLike = fc.oneof(
    fc.string({ unit: nameChars, maxLength: 30 }),
    fc.array(fc.constantFrom('mac', 'mc', 'arthur', "o'", 'brien', 'LLC', 'inc', 'tx', '78701', '1st', 'nw', ','), {
      maxLength: 6,
    }).map((parts) => parts.join(' ')),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  const formatters = { formatPersonName, formatCompanyName, formatAddress, formatPhone, formatEmail };

  for (const [name, format] of Object.entries(formatters)) {
    it(`${name}(${name}(x)) === ${name}(x)`, () => {
      fc.assert(
        fc.property(nameLike, (text) => {
          const once = format(text);
          expect(format(once)).toBe(once);
        }),
        { numRuns: 2000 },
      );
    });
  }
});
