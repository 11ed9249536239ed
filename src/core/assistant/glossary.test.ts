import { describe, expect, it } from 'vitest';
import { definition } from './glossary';

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

  it("leaves questions about the book's own values and lists alone", () => {
    expect(definition("what's the ltv")).toBeUndefined();
    expect(definition('what are bridge loans')).toBeUndefined();
    expect(definition('what is the underwriting count')).toBeUndefined();
  });
});
