import { describe, expect, it } from 'vitest';
import { definition, GLOSSARY_WORDS, otherNames } from './glossary';

describe('definition: a lending word asked about, however the question is put', () => {
  it('reads "what does X mean", "X stand for", "X means what" and "whats a X loan"', () => {
    expect(definition('what does ctc mean')).toMatch(/clear to close/);
    expect(definition("what's ctc stand for")).toMatch(/clear to close/);
    expect(definition('ltv means what')).toMatch(/loan-to-value/);
    expect(definition('whats a dscr loan')).toMatch(/debt service coverage/);
    expect(definition('what does io mean on a loan')).toMatch(/interest-only/);
    expect(definition('what does emd stand for')).toMatch(/earnest money/);
    expect(definition('whats a heloc')).toMatch(/home equity line of credit/);
  });

  it('reads "how is X calculated" and "the formula for X" as asking what X is', () => {
    expect(definition('how is ltv calculated')).toMatch(/divided by the property value/);
    expect(definition('how do you work out the monthly payment')).toMatch(/interest-only/);
    expect(definition('whats the formula for loan to cost')).toMatch(/total project cost/);
    expect(definition('how is the loan amount on 12 oak st calculated')).toBeUndefined();
    expect(definition('whats an amc')).toMatch(/appraisal management company/);
    expect(definition('what is nmls')).toMatch(/Licensing System/);
  });

  it("leaves questions about the book's own values and lists alone", () => {
    expect(definition("what's the ltv")).toBeUndefined();
    expect(definition('what are bridge loans')).toBeUndefined();
    expect(definition('what is the underwriting count')).toBeUndefined();
  });
});

describe('definition: a term with words around it that ask for its meaning', () => {
  it('reads the term wherever it sits among asking words, and asides after it', () => {
    expect(definition('ltc meaning')).toMatch(/loan-to-cost/);
    expect(definition('cap rate stands for what exactly')).toMatch(/capitalization rate/);
    expect(definition('noi = need it for the broker')).toMatch(/net operating income/);
    expect(definition('explain the balloon payment to me')).toMatch(/balloon payment/);
    expect(definition('how does a rate lock work')).toMatch(/rate lock/);
    expect(definition("what's considered a jumbo loan")).toMatch(/conforming loan limit/);
  });

  it('explains two terms asked as a difference', () => {
    const both = definition('whats the difference between a heloc and a second mortgage');
    expect(both).toMatch(/home equity line of credit/);
    expect(both).toMatch(/second mortgage is a loan secured behind/);
  });

  it('leaves data questions and comparisons of the book alone', () => {
    expect(definition('ltv on 12 oak st')).toBeUndefined();
    expect(definition('bridge vs flips')).toBeUndefined();
    expect(definition('what does marcus have due')).toBeUndefined();
    expect(definition('explain the smith deal')).toBeUndefined();
  });
});

describe('otherNames and the words typo correction keeps', () => {
  it('gives the other names of a term a text names, so notes are found either way', () => {
    expect(otherNames('the after-repair value on 12 oak')).toContain('arv');
    expect(otherNames('emd on the smith loan')).toContain('earnest money deposit');
    // A lone everyday word ('title', 'land') widens nothing.
    expect(otherNames('title on 12 oak')).toEqual([]);
  });

  it('knows lending words but not acronyms', () => {
    expect(GLOSSARY_WORDS).toContain('lock');
    expect(GLOSSARY_WORDS).not.toContain('dscr');
  });
});
