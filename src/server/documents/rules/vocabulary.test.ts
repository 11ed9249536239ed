import { describe, expect, it } from 'vitest';
import { matchLabel } from './labels';
import { labelParty, labelTokens, lendersMailbox } from './vocabulary';

describe('label tokens', () => {
  it('expands abbreviations and drops words that add nothing', () => {
    expect(labelTokens('Est. COE (mm/dd/yy):')).toEqual(['closing']);
    expect(labelTokens('Requested Loan Amt')).toEqual(['loan', 'amount']);
    expect(labelTokens('Co-Borrower DOB')).toEqual(['coborrower', 'dob']);
    expect(labelTokens('Mortgage Broker Points')).toEqual(['broker', 'points']);
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

describe('labels with a qualifier the vocabulary never met', () => {
  it('reads the field its known words name, as a guess trusted only beside a value', () => {
    expect(matchLabel('Sanctioned Amount')).toMatchObject({ kind: 'loan_amount', guessed: true });
    expect(matchLabel('Value Settled')).toMatchObject({ kind: 'property_value', guessed: true });
    expect(matchLabel('Rate Negotiated')).toMatchObject({ kind: 'interest_rate', guessed: true });
    expect(matchLabel('Loan Underwriting Fee')).toBeNull();
    expect(matchLabel('Loan Administration Fee')).toMatchObject({ kind: 'admin_fee' });
  });
  it('keeps qualifiers that change the fact, and never guesses a person from a stray word', () => {
    expect(matchLabel('Coverage Amount')).toBeNull();
    expect(matchLabel('Insurance Amount')).toBeNull();
    expect(matchLabel('Monthly Rent Value')).toBeNull();
    expect(matchLabel('Loan Value')).toBeNull();
    expect(matchLabel('Approved Principal')).toBeNull();
    expect(matchLabel('Assessed Value')).toBeNull();
  });
  it('knows other hands\' words for the advance and the broker\'s compensation', () => {
    expect(matchLabel('Advance Requested')).toMatchObject({ kind: 'loan_amount' });
    expect(matchLabel('Broker Comp')).toMatchObject({ kind: 'broker_points' });
  });
  it('reads a system\'s field codes, and never a paper\'s title, as labels', () => {
    expect(matchLabel('BORR_TIN')).toMatchObject({ kind: 'ein' });
    expect(matchLabel('FUNDING MEMO')).toBeNull();
    expect(matchLabel('Broker loan no.')).toMatchObject({ kind: 'loan_number' });
    expect(matchLabel('Servicer')).toMatchObject({ kind: 'other' });
  });
});

describe('lendersMailbox', () => {
  it('knows a lending firm by the word its domain ends in, or a bank by the word it starts with', () => {
    expect(['sam@pinnacleloan.com', 'jo@tidewaterbridgelending.com', 'al@bankofhope.com', 'li@harbor-loans.co'].map(lendersMailbox)).toEqual([true, true, true, true]);
    expect(['nora@fairbanksholdings.com', 'nora@gmail.com', 'nora@loanstar-homes.com'].map(lendersMailbox)).toEqual([false, false, false]);
  });
});
