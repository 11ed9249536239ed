import { describe, expect, it } from 'vitest';
import { isLetterSpaced, segmentWords, unLetterSpace } from './tracking';

describe('letter-spaced captions', () => {
  it('are read back as words, kerned pairs and punctuation kept', () => {
    expect(unLetterSpace('BO R R O W I N G E N T I T Y / BO R R O W E R')).toBe('BORROWING ENTITY / BORROWER');
    expect(unLetterSpace('LOA N #')).toBe('LOAN #');
    expect(unLetterSpace('A P P RA I S E D / A S - I S VA LU E')).toBe('APPRAISED / AS-IS VALUE');
    expect(unLetterSpace('LOA N D O C U M E N TAT I O N F E E')).toBe('LOAN DOCUMENTATION FEE');
    expect(unLetterSpace('O U T S I D E C LO S I N G DAT E')).toBe('OUTSIDE CLOSING DATE');
  });

  it('leave ordinary text and letters that make no words alone', () => {
    expect(unLetterSpace('Loan Amount')).toBe('Loan Amount');
    expect(unLetterSpace('I O U')).toBe('I O U');
    expect(unLetterSpace('A B C D E F')).toBe('A B C D E F');
    expect(unLetterSpace('123 N W 4th St')).toBe('123 N W 4th St');
    expect(isLetterSpaced('Unit 4 B')).toBe(false);
  });

  it('cut a run into the fewest words, label words first', () => {
    expect(segmentWords('assetclass')).toEqual(['asset', 'class']);
    expect(segmentWords('qzxv')).toBeNull();
  });
});
