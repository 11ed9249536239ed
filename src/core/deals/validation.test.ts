import { describe, it, expect } from 'vitest';
import { emptyDealForm } from './form-fields';
import { validDealForm } from './test-forms';
import { validateDeal, validateDealAll } from './validation';

const valid = validDealForm;

describe('validateDeal', () => {
  it('accepts a complete individual and entity deal', () => {
    expect(validateDeal(valid())).toBeNull();
    expect(validateDeal(valid({ borrower_type: 'Entity', entity_name: 'Acme LLC', borrower_first_name: '' }))).toBeNull();
  });

  it('1. loan type', () => {
    expect(validateDeal(valid({ loan_type: '  ' }))).toBe('Loan type is required to generate deal ID');
  });

  it.each(['', '0', '-5', 'abc'])('2. loan amount %j', (loan_amount) => {
    expect(validateDeal(valid({ loan_amount }))).toBe('Valid loan amount is required');
  });

  it('2. accepts a formatted loan amount', () => {
    expect(validateDeal(valid({ loan_amount: '$450,000.00' }))).toBeNull();
  });

  it.each(['', 'Trust'])('3. borrower type %j', (borrower_type) => {
    expect(validateDeal(valid({ borrower_type }))).toBe('Borrower type is required (Individual or Entity)');
  });

  it('4. property address after trimming', () => {
    expect(validateDeal(valid({ property_address: ' \n ' }))).toBe('Property address is required');
  });

  it('5. individuals need first and last name', () => {
    const message = 'First name and last name are required for individual borrowers';
    expect(validateDeal(valid({ borrower_first_name: '' }))).toBe(message);
    expect(validateDeal(valid({ borrower_last_name: ' ' }))).toBe(message);
  });

  it('6. entities need an entity name', () => {
    expect(validateDeal(valid({ borrower_type: 'Entity', entity_name: '' }))).toBe(
      'Entity name is required for entity borrowers',
    );
  });

  it('reports the first failure in the spec order', () => {
    const empty = emptyDealForm();
    expect(validateDeal(empty)).toBe('Loan type is required to generate deal ID');
    expect(validateDeal({ ...empty, loan_type: 'Purchase' })).toBe('Valid loan amount is required');
    expect(validateDeal({ ...empty, loan_type: 'Purchase', loan_amount: '1', borrower_type: '' })).toBe(
      'Borrower type is required (Individual or Entity)',
    );
    expect(validateDeal({ ...empty, loan_type: 'Purchase', loan_amount: '1' })).toBe('Property address is required');
  });
});

describe('validateDealAll', () => {
  it('lists every failure in order, with its field', () => {
    expect(validateDealAll(emptyDealForm())).toEqual([
      { field: 'loan_type', message: 'Loan type is required to generate deal ID' },
      { field: 'loan_amount', message: 'Valid loan amount is required' },
      { field: 'property_address', message: 'Property address is required' },
      { field: 'borrower_first_name', message: 'First name and last name are required for individual borrowers' },
    ]);
    expect(validateDealAll({ ...emptyDealForm(), borrower_type: 'Entity' }).map((i) => i.field)).toEqual([
      'loan_type',
      'loan_amount',
      'property_address',
      'entity_name',
    ]);
    expect(validateDealAll(valid({ borrower_last_name: '' }))).toEqual([
      { field: 'borrower_last_name', message: 'First name and last name are required for individual borrowers' },
    ]);
  });
});
