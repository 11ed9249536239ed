import { describe, expect, it } from 'vitest';
import { makeLine, type DocText } from '../layout';
import { CandidateSet } from './fields';
import { scanCues } from './cues';
import { resolve } from './resolve';

function read(...sentences: string[]) {
  const doc: DocText = { lines: sentences.map((s, i) => makeLine([{ text: s, x0: 0, x1: 500 }], 1, i * 12, 10)), source: 'pdf_text', quality: 1, notes: [] };
  const set = new CandidateSet();
  scanCues(doc, set);
  return resolve(set).values;
}

describe('figures read by the words around them', () => {
  it('takes each figure from the nearest cue before it, or the word after it', () => {
    expect(read('Happy to advance up to $640,000 on the duplex, which I would call worth roughly $910,000.', 'Pricing: 10.25% interest-only, 9 mo., a lender fee of 1.75 pts and $1,100 to our counsel for the legal docs.')).toMatchObject({
      loan_amount: '640000',
      property_value: '910000',
      interest_rate: '10.25',
      loan_term: '9',
      origination_points: '1.75',
    });
  });
  it('gives points to the broker when the clause says so, and reads score and closing cues', () => {
    expect(read('The referral compensation of 0.75 points is paid at funding.', 'Her credit sits at 702 and we would like to close around 3/14/2027.')).toMatchObject({
      broker_points: '0.75',
      credit_score: '702',
      estimated_closing_date: '2027-03-14',
    });
  });
  it('leaves figures whose nearest cue names something else', () => {
    const values = read('The purchase price is $1,200,000 with a deposit of $25,000.', 'Rate lock for 45 days; reserves for 6 months are required.', 'LTV of 70% and a down payment of $300,000.');
    expect(values).toEqual({});
  });
  it("never takes a phone number's area code under a firm named Credit for a score", () => {
    expect(read('Beacon Hill Private Credit', '(718) 555-0170 · gregory@beaconhill.net')).toEqual({});
    expect(read('Harbor Private Credit, 718 555 0170')).toEqual({});
  });
  it("never takes a letter's own date or an assessed value for the deal's", () => {
    expect(read('Date: 04/02/2026', 'Closing instructions for the loan file below.')).toEqual({});
    expect(read('Re: closing package for 8 Elm St', 'March 9, 2026', 'Dear Ruth,')).toEqual({});
  });
  it("reads a bare term listed after the ask's figures, and never a phone's area code as a score", () => {
    expect(read('got a quick one - needs $400,000 bridge loan on the duplex, fico 691, 15 months. can u do it?')).toMatchObject({ loan_term: '15', credit_score: '691' });
    expect(read('Request: $276,000 · Land Loan · Twelve (12) months')).toMatchObject({ loan_amount: '276000', loan_term: '12' });
    expect(read('Credit check done, call me on (503) 555 0123 to discuss.').credit_score).toBeUndefined();
    // A duration that is not an item of its own is not the term.
    expect(read('fico 702, 12 months reserves required.').loan_term).toBeUndefined();
  });
});

describe('items of a list and ranges', () => {
  it("leaves the words after a figure to that figure's item, and a range of rates to the market", () => {
    expect(read('4. Loan. $482,000 first lien, 13.50% interest, 24 mos.')).toMatchObject({ loan_amount: '482000', interest_rate: '13.5', loan_term: '24' });
    expect(read('Our rates for first-lien church loans are running 7.75%–9.00% right now.').interest_rate).toBeUndefined();
  });
  it('reads what a caller is wanting as the loan', () => {
    expect(read("it's the place out at 16217 Park Avenue, we're wanting $245,000, uh he'll take $375,500 if we close quick")).toMatchObject({ loan_amount: '245000' });
  });
});
