import { describe, expect, it } from 'vitest';
import { matchOption, populateDealForm, populationToast } from './form-population';

describe('populateDealForm (SPEC §5 cleaning, §8 population)', () => {
  it('cleans values, keeps the AI loan type and carries the confidence of the fields kept', () => {
    const population = populateDealForm({
      extractedData: {
        loan_amount: '$595,000',
        interest_rate: '11.25%',
        loan_term: '12 months',
        loan_type: 'Fix & Flip',
        entity_type: 'llc',
        estimated_closing_date: '10/14/2025',
        borrower_first_name: 'Thomas',
      },
      confidence: { loan_amount: 0.95, loan_type: 0.7, borrower_first_name: 0.4 },
    });
    expect(population.values).toEqual({
      loan_amount: '595000',
      interest_rate: '11.25',
      loan_term: '12',
      loan_type: 'Fix & Flip',
      entity_type: 'LLC',
      estimated_closing_date: '2025-10-14',
      borrower_first_name: 'Thomas',
    });
    expect(population.confidence).toEqual({ loan_amount: 0.95, loan_type: 0.7, borrower_first_name: 0.4 });
    expect(population.skipped).toEqual([]);
    expect(population.attempted).toHaveLength(7);
    expect(population.populated).toHaveLength(7);
  });

  it('reports every field it could not use, with the reason', () => {
    const population = populateDealForm({
      extractedData: {
        loan_type: 'Jumbo',
        favourite_colour: 'blue',
        notes: 'null',
        loan_term: '10',
        property_type: 'Castle',
        borrower_date_of_birth: 'sometime in May',
      },
      confidence: { loan_type: 0.9 },
    });
    expect(population.values).toEqual({});
    expect(population.skipped).toEqual([
      { field: 'loan_type', reason: 'invalid_loan_type' },
      { field: 'favourite_colour', reason: 'not_whitelisted' },
      { field: 'notes', reason: 'empty' },
      { field: 'loan_term', reason: 'not_a_form_option' },
      { field: 'property_type', reason: 'not_a_form_option' },
      { field: 'borrower_date_of_birth', reason: 'invalid_date' },
    ]);
    expect(population.confidence).toEqual({});
  });

  it('matches options without regard to case or punctuation', () => {
    expect(matchOption('2-4 unit', ['Single Family', '2-4 Unit'])).toBe('2-4 Unit');
    expect(matchOption('12.0', [6, 12])).toBe('12');
    expect(matchOption('Villa', ['Condo'])).toBeNull();
  });
});

describe('populationToast (SPEC §8 Form population)', () => {
  it('says nothing when nothing was extracted (Create Deal Manually)', () => {
    expect(populationToast(populateDealForm({ extractedData: {}, confidence: {} }))).toBeNull();
  });

  it("reports 'No data to populate' when cleaning leaves nothing", () => {
    expect(populationToast(populateDealForm({ extractedData: { loan_type: 'Jumbo' }, confidence: {} }))).toEqual({
      kind: 'error',
      title: 'No data to populate',
      description: 'No valid data found to populate the form after cleaning.',
    });
  });

  it("fails verification when no field holds a value", () => {
    const toast = populationToast({ values: { notes: '' }, confidence: {}, attempted: ['notes'], skipped: [], populated: [] });
    expect(toast).toMatchObject({ kind: 'error', title: 'Population verification failed' });
  });

  it('lists the populated fields', () => {
    const toast = populationToast(populateDealForm({ extractedData: { loan_amount: '1', loan_term: '12' }, confidence: {} }));
    expect(toast).toEqual({ kind: 'success', title: 'Data populated successfully', description: 'Loan Amount, Loan Term (months)' });
  });
});
