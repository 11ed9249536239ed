import { describe, it, expect } from 'vitest';
import {
  ALL_LOAN_TYPES,
  DEAL_FORM_FIELDS,
  DEFAULT_DEAL_STAGES,
  DOCUMENT_TRACKING_FLAGS,
  DOCUMENT_TRACKING_TEXT_FIELDS,
  ENTITY_TYPES,
  FORM_LOAN_TYPES,
  LOAN_PURPOSES,
  LOAN_TERM_OPTIONS,
  NEW_DEAL_STAGE,
  NEW_DEAL_STATUS,
  PROPERTY_TYPES,
  emptyDealForm,
} from './form-fields';

describe('deal form fields', () => {
  it('has the 33-field extraction whitelist, without the document-tracking fields', () => {
    expect(DEAL_FORM_FIELDS).toHaveLength(33);
    expect(new Set(DEAL_FORM_FIELDS).size).toBe(33);
    expect(DEAL_FORM_FIELDS).toContain('notes');
    expect(DEAL_FORM_FIELDS).toContain('loan_number');
    for (const field of [...DOCUMENT_TRACKING_FLAGS, ...DOCUMENT_TRACKING_TEXT_FIELDS]) {
      expect(DEAL_FORM_FIELDS).not.toContain(field);
    }
  });

  it('has the spec option lists', () => {
    expect(FORM_LOAN_TYPES).toEqual(['Purchase', 'Refinance', 'Second Mortgage', 'Fix-and-Flip', 'Construction', 'Other']);
    expect(LOAN_TERM_OPTIONS).toEqual([6, 9, 12, 18, 24, 36]);
    expect(ENTITY_TYPES).toEqual(['LLC', 'Corporation', 'Partnership', 'Trust']);
    expect(LOAN_PURPOSES).toEqual(['Purchase', 'Refinance', 'Cash Out Refinance', 'Construction']);
    expect(PROPERTY_TYPES).toHaveLength(10);
  });

  it('unites form and AI loan types without duplicates', () => {
    expect(ALL_LOAN_TYPES).toEqual([
      'Purchase',
      'Refinance',
      'Second Mortgage',
      'Fix-and-Flip',
      'Construction',
      'Other',
      'Cash Out Refi',
      'Bridge Loan',
      'Fix & Flip',
      'Commercial',
      'Land',
    ]);
  });

  it('starts new deals at Structure, Active', () => {
    expect(DEFAULT_DEAL_STAGES[0]).toBe('Structure');
    expect(NEW_DEAL_STAGE).toBe('Structure');
    expect(NEW_DEAL_STATUS).toBe('Active');
  });

  it('defaults to an Individual borrower, a 12-month term and rate 0', () => {
    const form = emptyDealForm();
    expect(form.borrower_type).toBe('Individual');
    expect(form.loan_term).toBe('12');
    expect(form.interest_rate).toBe('0');
    expect(form.loi_sent).toBe(false);
    expect(Object.keys(form)).toHaveLength(33 + 9);
  });
});
