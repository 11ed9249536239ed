import { describe, expect, it } from 'vitest';
import { labelParty, labelTokens } from './vocabulary';

describe('label tokens', () => {
  it('expands abbreviations and drops words that add nothing', () => {
    expect(labelTokens('Est. COE (mm/dd/yy):')).toEqual(['closing']);
    expect(labelTokens('Requested Loan Amt')).toEqual(['loan', 'amount']);
    expect(labelTokens('Co-Borrower DOB')).toEqual(['coborrower', 'dob']);
    expect(labelTokens('As-Is Value')).toEqual(['asis', 'value']);
    expect(labelTokens('borrower_fname')).toEqual(['borrower', 'first name']);
  });
});

describe('label party', () => {
  it('names the other party a label speaks of', () => {
    expect(labelParty(labelTokens('Lender Phone'))).toBe('lender');
    expect(labelParty(labelTokens("Seller's Agent"))).toBe('seller');
    expect(labelParty(labelTokens('Title Company'))).toBe('title');
    expect(labelParty(labelTokens('Loan Officer'))).toBe('lender');
  });
  it('leaves borrower labels that share a word with a party alone', () => {
    expect(labelParty(labelTokens('Signer Title'))).toBeNull();
    expect(labelParty(labelTokens('Appraised Value'))).toBeNull();
    expect(labelParty(labelTokens('Borrower Phone'))).toBeNull();
  });
});
