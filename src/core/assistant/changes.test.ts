import { describe, expect, it } from 'vitest';
import { answer } from './answer';
import { deal, knowledge } from './test-deals';
import { spelledNumbers } from './text';
import { changeDirection, understand } from './understand';

const k = knowledge({
  deals: [
    deal({ id: 'HLC-20261101-01', propertyAddress: '41 Quarry Rd, Austin, TX 78701', borrowerName: 'Tess Okafor', borrowerFirstName: 'Tess', borrowerLastName: 'Okafor', loanAmount: 820_000, interestRate: 11.25, stage: 'Underwriting' }),
    deal({ id: 'HLC-20261101-02', propertyAddress: '9 Lantern Ct, Tampa, FL 33601', borrowerName: 'Harbor Nine LLC', borrowerType: 'Entity', entityName: 'Harbor Nine LLC', entityType: 'LLC', loanType: 'Bridge Loan', stage: 'Funded', status: 'Closed' }),
    deal({ id: 'HLC-20261101-03', propertyAddress: '300 Vale St, Dallas, TX 75201', borrowerName: 'Birch Family Trust', borrowerType: 'Entity', entityName: 'Birch Family Trust', entityType: 'Trust', loanAmount: 2_400_000, estimatedClosingDate: null, interestRate: null }),
  ],
});

const ask = (message: string, previous?: string[]) => answer(k, understand(message, k, { previous }));
const proposed = (message: string) => ask(message).proposal?.changes;

describe('numbers spelled in words', () => {
  it('reads whole numbers, fractions, decimals and scales', () => {
    expect(spelledNumbers('set it to eleven and a quarter'.split(' '))).toEqual(['set', 'it', 'to', '11.25']);
    expect(spelledNumbers('nine point seven five percent'.split(' ')).join(' ')).toBe('9.75 percent');
    expect(spelledNumbers('two hundred and fifty thousand'.split(' ')).join(' ')).toBe('250000');
    expect(spelledNumbers('thirty six months'.split(' ')).join(' ')).toBe('36 months');
    expect(spelledNumbers('one and a half million'.split(' ')).join(' ')).toBe('1.5 million');
  });

  it('leaves a lone "one" and numbers that do not add up as they are', () => {
    expect(spelledNumbers('the one in texas'.split(' ')).join(' ')).toBe('the one in texas');
    expect(spelledNumbers('one more question'.split(' ')).join(' ')).toBe('one more question');
    expect(spelledNumbers('five twenty'.split(' ')).join(' ')).toBe('5 20');
  });
});

describe('which way a change moves a figure', () => {
  it('tells a move from a new value', () => {
    expect(changeDirection('hike the rate by 0.5%')).toBe(1);
    expect(changeDirection('tack on 30k to the loan')).toBe(1);
    expect(changeDirection('plus by 0.25%')).toBe(1);
    expect(changeDirection('the loan needs another 40k')).toBe(1);
    expect(changeDirection('shave 20k off the loan')).toBe(-1);
    expect(changeDirection('rate 0.25% lower')).toBe(-1);
    expect(changeDirection('minus 15k on the amount')).toBe(-1);
    // A new value, however the verb leans.
    expect(changeDirection('lower the rate to 9.5%')).toBe(0);
    expect(changeDirection('bump it up to 12')).toBe(0);
    expect(changeDirection('raise the loan amount')).toBe(0);
  });
});

describe('changes proposed from how staff tell them', () => {
  it('moves a figure from the deal\'s own value', () => {
    expect(proposed('hike the rate on 41 Quarry by 75 bps')).toEqual({ interest_rate: 12 });
    expect(proposed('shave 20k off the Okafor loan')).toEqual({ loan_amount: 800_000 });
    expect(proposed('41 quarry rd: +25 bps')).toEqual({ interest_rate: 11.5 });
    expect(proposed('trim the okafor loan by 5%')).toEqual({ loan_amount: 779_000 });
    expect(proposed('tack 30k onto the loan amount on 41 Quarry Rd')).toEqual({ loan_amount: 850_000 });
  });

  it('reads values spelled in words and amounts typed without their thousands', () => {
    expect(proposed('make the rate on 41 Quarry Rd eleven and three quarters')).toEqual({ interest_rate: 11.75 });
    expect(proposed('set the term on the Okafor deal to eighteen months')).toEqual({ loan_term_months: 18 });
    expect(proposed('41 Quarry: the appraisal came back at 1150')).toEqual({ purchase_price: 1_150_000 });
  });

  it('shifts a closing date by a span, either way', () => {
    expect(proposed('slide the closing on 41 Quarry out ten days')).toEqual({ estimated_closing_date: '2026-11-30' });
    expect(proposed('the Okafor closing got delayed a month')).toEqual({ estimated_closing_date: '2026-12-20' });
    expect(proposed('pull the 41 Quarry closing in by 3 days')).toEqual({ estimated_closing_date: '2026-11-17' });
  });

  it('steps a deal a stage on or back without naming the stage', () => {
    expect(proposed('bump 41 Quarry Rd up a stage')).toEqual({ stage: 'Approved' });
    expect(proposed('send the Okafor deal back one step')).toEqual({ stage: 'Application' });
    expect(proposed('advance the Okafor file')).toEqual({ stage: 'Approved' });
  });

  it('reclassifies a loan type, skipping the type ruled out', () => {
    expect(proposed('recategorize 41 Quarry as rate and term refi')).toEqual({ loan_type: 'Refinance' });
    expect(proposed('41 Quarry should be a bridge loan, not a purchase - fix the loan type')).toEqual({ loan_type: 'Bridge Loan' });
  });

  it('says why a change cannot be made, and proposes nothing', () => {
    const last = ask('move 9 Lantern Ct forward a stage');
    expect(last.proposal).toBeUndefined();
    expect(last.text).toMatch(/Funded, the last stage/);
    const noRate = ask('raise the rate on 300 Vale St by 50 bps');
    expect(noRate.proposal).toBeUndefined();
    expect(noRate.text).toMatch(/has no interest rate yet/);
    const noDate = ask('push the closing on 300 Vale St a week');
    expect(noDate.proposal).toBeUndefined();
    expect(noDate.text).toMatch(/no estimated closing date/);
    expect(ask('cut the Okafor loan by 900k').proposal).toBeUndefined();
  });

  it('asks nothing to change when only a question is asked', () => {
    expect(understand('how much did the rate on 41 Quarry go up by 50 bps?', k).intent).not.toBe('update');
    expect(understand('which deals moved forward a stage this week', k).intent).not.toBe('update');
    // A yes/no question about a stage or a figure asks; it proposes nothing, whatever verb it holds.
    expect(ask('is 41 Quarry still in underwriting or did it move to approved?').proposal).toBeUndefined();
    expect(ask('was the rate on the Okafor loan lowered to 10?').proposal).toBeUndefined();
    expect(ask('does 41 Quarry need to be moved to closing?').proposal).toBeUndefined();
    // A request put as a question still asks for the change.
    expect(proposed('is it possible to set the rate on 41 Quarry to 10%?')).toEqual({ interest_rate: 10 });
  });

  it('reads a span added to the term, a term extended by a span, and a rate stepped by under a point', () => {
    expect(proposed('add six months to the term on the Okafor deal')).toEqual({ loan_term_months: 18 });
    expect(proposed('tack another year onto the Okafor term')).toEqual({ loan_term_months: 24 });
    expect(proposed('extend the 41 Quarry term 6 months')).toEqual({ loan_term_months: 18 });
    expect(proposed('extend the 41 Quarry term to 24 months')).toEqual({ loan_term_months: 24 });
    expect(proposed('raise the Okafor rate .5')).toEqual({ interest_rate: 11.75 });
    expect(proposed('knock the rate on 41 quarry down .25')).toEqual({ interest_rate: 11 });
    expect(proposed('lower the rate on 41 quarry to 9.5')).toEqual({ interest_rate: 9.5 });
  });

  it('reads figures and house numbers as they are dictated', () => {
    expect(proposed('set the rate on 41 Quarry Rd to ten and a half percent')).toEqual({ interest_rate: 10.5 });
    expect(proposed('rate on 41 quarry should be nine and a quarter percent')).toEqual({ interest_rate: 9.25 });
    expect(proposed('change the loan amount on 41 quarry to one point one million')).toEqual({ loan_amount: 1_100_000 });
    expect(proposed('41 quarry rate to 101/2 please')).toEqual({ interest_rate: 10.5 });
    expect(proposed('the okafor loan should be a year and a half term')).toEqual({ loan_term_months: 18 });
    expect(understand("what's the rate on four one quarry road", k).named.ids).toEqual(['HLC-20261101-01']);
    expect(understand("what's the rate on three hundred vale street", k).named.ids).toEqual(['HLC-20261101-03']);
    // The parts of a house number said aloud are no figure to set.
    expect(ask('rate on four one quarry road?').proposal).toBeUndefined();
  });
});

describe('filters and follow-ups as staff type them', () => {
  it('reads "on the books" as no name, entities of every kind, and "at or below" as inclusive', () => {
    expect(understand('which texas loans are on the books', k).filter).toEqual({ states: ['TX'] });
    expect(understand('deals to trusts and other entities', k).filter).toEqual({ borrowerType: 'Entity' });
    expect(understand('deals to trusts', k).filter.entityTypes).toEqual(['Trust']);
    expect(understand('bridge loans with an LLC as the borrower', k).filter.entityTypes).toEqual(['LLC']);
    expect(understand('deals at or below 10%', k).filter.rate).toEqual({ max: 10 });
  });

  it('reads applications by when they came in, and the kind of collateral as the property type', () => {
    expect(understand('show deals with applications this month', k).filter.applied?.label).toBe('this month');
    expect(understand('deals in application this month', k).filter.stages).toEqual(['Application']);
    expect(understand('split the book by collateral type', k).groupBy).toBe('property_type');
    expect(understand('asset class breakdown of open deals', k).groupBy).toBe('property_type');
  });

  it('counts what the last answer listed when the count names nothing else', () => {
    expect(ask('how many in all?', ['texas deals']).text).toMatch(/^2 deals \(in TX\)/);
    expect(ask('how many deals do we have in florida', ['texas deals']).text).toMatch(/^1 deal \(in FL\)/);
  });

  it('works out the per diem interest of a deal', () => {
    expect(ask('daily interest on 41 Quarry Rd?').text).toContain('$256.25 a day');
  });
});
