// How lists and lookups read the filters staff type around their question: the occasion they ask for, state
// nicknames that are also in a company's name, hyphenated kinds, spoken house numbers.
import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import { deal, knowledge } from './test-deals';
import { spelledNumbers } from './text';
import { understand } from './understand';

const k = knowledge({
  deals: [
    deal({ id: 'HLC-20261101-01', propertyAddress: '12 Oak St, Austin, TX 78701', borrowerName: 'Ann Smith', borrowerFirstName: 'Ann', borrowerLastName: 'Smith', loanType: 'Land' }),
    deal({ id: 'HLC-20261101-02', propertyAddress: '88 Pine Ave, Miami, FL 33101', borrowerName: 'Bob Jones', borrowerFirstName: 'Bob', borrowerLastName: 'Jones', loanType: 'Land', parties: [{ name: 'Teresa Alvarez', role: 'Title Officer', email: 'ta@sunshine.example', phone: '(305) 555-0100', company: 'Sunshine State Title' }] }),
    deal({ id: 'HLC-20261101-03', propertyAddress: '6006 Cobblestone Dr, Tampa, FL 33602', borrowerName: 'Joshua Romero', borrowerFirstName: 'Joshua', borrowerLastName: 'Romero', stage: 'Funded', interestRate: 11.25 }),
  ],
  contacts: [
    { id: 'c1', name: 'Teresa Alvarez', role: 'Title Officer', email: 'ta@sunshine.example', phone: '(305) 555-0100', company: 'Sunshine State Title' },
    { id: 'c2', name: 'Lena Ortiz', role: 'Escrow Officer', email: 'lo@lonestar.example', phone: '(214) 555-0101', company: 'Lone Star Escrow Services' },
  ],
});

const ask = (message: string) => answer(k, understand(message, k)).text;

describe('filters around the question', () => {
  it('reads "my" of an occasion or a superior as no filter of the asker\'s own deals', () => {
    for (const m of ["before my 10 o'clock call, show me deals in Structure", 'For my file review, pull up the deals in Structure', 'my boss wants the deals in structure']) {
      expect(understand(m, k).mine, m).toBe(false);
    }
    expect(understand('show me my deals in structure', k).mine).toBe(true);
    expect(understand('my loans under review', k).mine).toBe(true);
  });

  it("reads a state's nickname as the state unless the rest of a company's name follows it", () => {
    expect(understand('active loans in the Sunshine State', k).filter).toMatchObject({ states: ['FL'] });
    expect(understand('active loans in the Sunshine State', k).filter.parties).toBeUndefined();
    expect(understand('show me all the active loans in the lone star state', k).filter.states).toEqual(['TX']);
    expect(understand('deals with Sunshine State Title', k).filter.parties).toEqual({ company: 'Sunshine State Title' });
    expect(ask('contacts at Lone Star Escrow')).toContain('Lena Ortiz');
  });

  it('reads a name of ours typed with a hyphen as that name', () => {
    expect(understand('active raw-land loans in texas', k).filter).toMatchObject({ loanTypes: ['Land'], states: ['TX'] });
    expect(understand('second-mortgage deals', k).filter.loanTypes).toEqual(['Second Mortgage']);
  });

  it("reads a dictated house number with 'oh' for a zero or a leading 'one'", () => {
    expect(spelledNumbers('sixty oh six cobblestone'.split(' ')).join(' ')).toBe('60 06 cobblestone');
    expect(spelledNumbers('oh six deals'.split(' ')).join(' ')).toBe('oh 6 deals');
    expect(ask('who is the borrower on sixty oh six cobblestone drive')).toContain('Joshua Romero');
    expect(ask('what rate is six zero zero six cobblestone dr at')).toContain('11.25%');
    expect(understand('set the rate on one eighty eight pine ave to ten percent', k).changes).toEqual({ interest_rate: 10 });
  });

  it("reads 'in closing' of a deal as its stage and 'paying each month' as its payment", () => {
    expect(ask('is 6006 Cobblestone Dr still in closing?')).toContain('Funded');
    expect(understand('what is 12 Oak St paying each month, interest only?', k).fields).toContain('monthly_payment_calculated');
    expect(understand('when is 12 Oak St closing?', k).fields).toEqual(['estimated_closing_date']);
  });

  it('scopes a list of contacts by the deals they are parties to', () => {
    const texas = ask('title officers in TX');
    expect(texas).toMatch(/^I couldn't find any contacts matching that on deals \(in TX\)/);
    const florida = ask('which title companies do we use on our Florida deals');
    expect(florida).toContain('Teresa Alvarez');
    expect(florida).toMatch(/on deals \(in FL\) — 1/);
    expect(ask('escrow officers in florida')).not.toContain('Lena Ortiz');
    expect(understand('which title officers have deals in florida', k).intent).toBe('contacts');
    // A role said after the deals names deals that have one; a closing attorney is a kind of attorney, not a stage.
    expect(understand('deals with brokers in texas', k).intent).toBe('list');
    expect(understand('who are our closing attorneys', k).filter.stages).toBeUndefined();
  });

  it('knows a person by another form of their first name', () => {
    const people = knowledge({
      ...k,
      people: [...k.people, { id: 'lo2', name: 'Tom Kowalski', role: 'loan_officer' }],
      deals: [...k.deals, deal({ id: 'HLC-20261101-04', propertyAddress: '9 Elm Ct, Dallas, TX 75201', borrowerName: 'Michael Vickers', borrowerFirstName: 'Michael', borrowerLastName: 'Vickers', officerId: 'lo2' })],
      contacts: [...k.contacts, { id: 'c3', name: 'Rick Delaney', role: 'Broker', email: 'rick@delaney.example', phone: '(214) 555-0196', company: 'Delaney Mortgage Group' }],
    });
    const said = (m: string) => answer(people, understand(m, people)).text;
    expect(said('what is the rate on the Mike Vickers deal')).toContain('HLC-20261101-04');
    expect(said("mikes deal")).toContain('9 Elm Ct');
    expect(said('Richard Delaney phone')).toContain('(214) 555-0196');
    expect(understand("Thomas Kowalski's deals", people).filter.officerIds).toEqual(['lo2']);
    // A first name followed by a surname nobody here has is someone else.
    expect(said("what's Mike Hargreaves's number")).toMatch(/couldn't find/);
  });

  it("answers a named deal's loan officer when the deal is named by the borrower's company", () => {
    const org = knowledge({
      deals: [deal({ id: 'HLC-20261101-09', propertyAddress: '5 Mesa Rd, Tucson, AZ 85701', borrowerName: 'Northstar Residential LLC', borrowerType: 'Entity', entityName: 'Northstar Residential LLC', entityType: 'LLC' })],
      contacts: [{ id: 'c9', name: 'Northstar Residential LLC', role: 'Borrower', email: 'office@northstar.example', phone: '(520) 555-0126', company: 'Northstar Residential LLC' }],
    });
    expect(answer(org, understand('who is the loan officer on the Northstar Residential deal?', org)).text).toContain('Marcus Bell');
  });
});
