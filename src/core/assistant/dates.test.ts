import { describe, expect, it } from 'vitest';
import { findPeriod } from './dates';

describe('findPeriod: a month named without a year', () => {
  const november = '2026-11-27';
  it('is the coming one when the question looks ahead', () => {
    expect(findPeriod('closing in may', november)).toMatchObject({ from: '2027-05-01', to: '2027-05-31' });
    expect(findPeriod('what is scheduled to close in august', november)).toMatchObject({ from: '2027-08-01' });
    expect(findPeriod('tasks due in january', november)).toMatchObject({ from: '2027-01-01' });
  });
  it('is the one gone by when the question looks back', () => {
    expect(findPeriod('what funded in may', november)).toMatchObject({ from: '2026-05-01' });
    expect(findPeriod('deals that closed in january', november)).toMatchObject({ from: '2026-01-01' });
  });
  it('is a recent month when closings are asked a month or two after', () => {
    expect(findPeriod('closing in october', november)).toMatchObject({ from: '2026-10-01' });
  });
  it('is the nearest one otherwise', () => {
    expect(findPeriod('deals in march', november)).toMatchObject({ from: '2027-03-01' });
    expect(findPeriod('deals in july', november)).toMatchObject({ from: '2026-07-01' });
  });
});

describe('findPeriod: ends and holidays', () => {
  it('runs from today to the end of next month, from the start of this month to its end, or up to Christmas', () => {
    expect(findPeriod('closing by end of next month', '2026-11-27')).toMatchObject({ from: '2026-11-27', to: '2026-12-31' });
    expect(findPeriod('closing by eom', '2026-11-27')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
    expect(findPeriod('closing before xmas', '2026-11-27')).toMatchObject({ from: '2026-11-27', to: '2026-12-24' });
  });
});

describe('findPeriod: months back and parts of a month', () => {
  const today = '2026-11-27';
  it('reads "three months back" and "2 months ago" as that calendar month', () => {
    expect(findPeriod('funded three months back', today)).toMatchObject({ from: '2026-08-01', to: '2026-08-31' });
    expect(findPeriod('funded 2 months ago', today)).toMatchObject({ from: '2026-09-01', to: '2026-09-30' });
  });
  it('narrows a month to its first or back half, or up to or after a day', () => {
    expect(findPeriod('closing in the first half of next month', today)).toMatchObject({ from: '2026-12-01', to: '2026-12-15' });
    expect(findPeriod('closing in the back half of next month', today)).toMatchObject({ from: '2026-12-16', to: '2026-12-31' });
    expect(findPeriod('closing next month on or before the 15th', today)).toMatchObject({ from: '2026-12-01', to: '2026-12-15' });
    expect(findPeriod('closing after the 15th next month', today)).toMatchObject({ from: '2026-12-16', to: '2026-12-31' });
  });
});

describe('findPeriod: calendar months counted on or back', () => {
  const today = '2026-11-27';
  it('reads "in two months" and "the month after next" as that calendar month, "in the next 2 months" as a span', () => {
    expect(findPeriod('closing in two months', today)).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(findPeriod('closing the month after next', today)).toMatchObject({ from: '2027-01-01', to: '2027-01-31' });
    expect(findPeriod('funded the month before last', today)).toMatchObject({ from: '2026-09-01', to: '2026-09-30' });
    expect(findPeriod('closing in the next 2 months', today)).toMatchObject({ from: today, to: '2027-01-26' });
  });
});
