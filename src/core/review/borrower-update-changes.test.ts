import { describe, expect, it } from 'vitest';
import { borrowerUpdateNote, dealChangesOf } from './borrower-update-changes';

describe('borrower update changes', () => {
  it('maps answers with a deal column onto the deal and ignores empty answers', () => {
    expect(
      dealChangesOf({ borrower_phone: '(305) 555-0100', borrower_email: 'Dana@Example.com', requested_loan_amount: 300000, property_type: '', notes: 'x' }),
    ).toEqual({ borrower_phone: '(305) 555-0100', borrower_email: 'dana@example.com', loan_amount: 300000 });
  });
  it('writes the rest into a note, or nothing', () => {
    expect(borrowerUpdateNote({ employer: 'Acme Builders', annual_income: 150000, occupancy: 'Owner occupied' })).toBe(
      'Borrower update:\nEmployer: Acme Builders\nAnnual income: 150000\nOccupancy: Owner occupied',
    );
    expect(borrowerUpdateNote({ borrower_phone: '1' })).toBeNull();
  });
});
