import { describe, it, expect } from 'vitest';
import {
  UNEXPECTED_ERROR_MESSAGE,
  dealCreateErrorMessage,
  dealCreatedMessage,
  duplicateDealIdMessage,
} from './db-errors';

const ID = 'HLC-20261122-01';

describe('deal creation error messages', () => {
  it.each([
    ['23505', 'Deal ID HLC-20261122-01 already exists. Please try again.'],
    ['23503', 'Invalid reference data. Please check your input and try again.'],
    ['23514', 'Invalid data format. Please check all fields and try again.'],
    ['23502', 'Required field is missing. Please check all required fields.'],
  ])('SQLSTATE %s', (code, message) => {
    expect(dealCreateErrorMessage({ code }, ID)).toBe(message);
  });

  it("never passes the database's own text on (it names tables and constraints)", () => {
    expect(dealCreateErrorMessage({ code: '22001' }, ID)).toBe('Failed to create deal: Unknown database error');
    expect(dealCreateErrorMessage({}, ID)).toBe('Failed to create deal: Unknown database error');
  });

  it('gives the pre-check the duplicate message', () => {
    expect(duplicateDealIdMessage(ID)).toBe('Deal ID HLC-20261122-01 already exists. Please try again.');
  });

  it('has the unexpected error text', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('dealCreatedMessage', () => {
  it('adds the monthly payment when calculated', () => {
    expect(dealCreatedMessage(ID, 3937.5)).toBe(
      'Deal HLC-20261122-01 created successfully! Monthly Payment: $3,937.50',
    );
  });

  it('is the bare message otherwise', () => {
    expect(dealCreatedMessage(ID)).toBe('Deal HLC-20261122-01 created successfully!');
    expect(dealCreatedMessage(ID, null)).toBe('Deal HLC-20261122-01 created successfully!');
  });
});
