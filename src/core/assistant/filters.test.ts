// How lists and lookups read the filters staff type around their question: the occasion they ask for, state
// nicknames that are also in a company's name, hyphenated kinds, spoken house numbers.
import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import type { Knowledge } from './knowledge';
import { deal } from './test-deals';
import { understand } from './understand';

const k: Knowledge = {
  today: '2026-11-15',
  me: { id: 'admin', name: 'Dana Whitfield', role: 'admin', staff: true },
  stages: ['Structure', 'Application', 'Underwriting', 'Approved', 'Closing', 'Funded'],
  people: [
    { id: 'admin', name: 'Dana Whitfield', role: 'admin' },
    { id: 'lo1', name: 'Marcus Bell', role: 'loan_officer' },
  ],
  deals: [
    deal({ id: 'HLC-20261101-01', propertyAddress: '12 Oak St, Austin, TX 78701', borrowerName: 'Ann Smith', borrowerFirstName: 'Ann', borrowerLastName: 'Smith', loanType: 'Land' }),
    deal({ id: 'HLC-20261101-02', propertyAddress: '88 Pine Ave, Miami, FL 33101', borrowerName: 'Bob Jones', borrowerFirstName: 'Bob', borrowerLastName: 'Jones', loanType: 'Land' }),
    deal({ id: 'HLC-20261101-03', propertyAddress: '6006 Cobblestone Dr, Tampa, FL 33602', borrowerName: 'Joshua Romero', borrowerFirstName: 'Joshua', borrowerLastName: 'Romero', stage: 'Funded', interestRate: 11.25 }),
  ],
  contacts: [
    { id: 'c1', name: 'Teresa Alvarez', role: 'Title Officer', email: 'ta@sunshine.example', phone: '(305) 555-0100', company: 'Sunshine State Title' },
    { id: 'c2', name: 'Lena Ortiz', role: 'Escrow Officer', email: 'lo@lonestar.example', phone: '(214) 555-0101', company: 'Lone Star Escrow Services' },
  ],
  tasks: [],
  notes: [],
  files: [],
};

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
});
