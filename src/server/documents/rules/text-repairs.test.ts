import { describe, expect, it } from 'vitest';
import { repairSwappedLetters, repairText } from './text-repairs';

describe('repairSwappedLetters', () => {
  it('spells a lending word with two letters swapped right, keeping its case', () => {
    expect(repairSwappedLetters('proeprty 80 N Sycamore St, Buffalo, NY 14216')).toBe('property 80 N Sycamore St, Buffalo, NY 14216');
    expect(repairSwappedLetters('Borrwoer: Ana Ruiz; PURCAHSE price $410k')).toBe('Borrower: Ana Ruiz; PURCHASE price $410k');
  });

  it('leaves words that are right, short or not lending words', () => {
    expect(repairSwappedLetters('teh form from the untied escrow')).toBe('teh form from the untied escrow');
  });
});

describe('repairText', () => {
  it('reads a line-break tag a web form leaked into its printout as a comma', () => {
    expect(repairText('9073 Chestnut St<br>Albuquerque, NM 87108')).toBe('9073 Chestnut St, Albuquerque, NM 87108');
    expect(repairText('Smith &amp; Sons <br/> LLC')).toBe('Smith & Sons, LLC');
  });

  it('reads a dot leader between a label and its value as a colon, but leaves an ellipsis', () => {
    expect(repairText('Borrower ............ PELICAN RENTALS, LLC')).toBe('Borrower: PELICAN RENTALS, LLC');
    expect(repairText('Sched. Closing ...... 09/19/2026')).toBe('Sched. Closing: 09/19/2026');
    expect(repairText('I was thinking... maybe $300k')).toBe('I was thinking... maybe $300k');
    expect(repairText('Funding / record date .. Oct 2, 2024')).toBe('Funding / record date: Oct 2, 2024');
    // A colon after the leader is the same one; a scan may leave a capitals label one stop before its figure.
    expect(repairText('RATE....: 12.5%')).toBe('RATE: 12.5%');
    expect(repairText('AMOUNT. $130,000')).toBe('AMOUNT: $130,000');
  });
});
