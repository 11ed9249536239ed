import { describe, expect, it } from 'vitest';
import { englishLabel } from './label-glossary';
import { matchLabel } from './labels';
import { readsAsSpanish } from './spanish';

describe('labels in Spanish and Portuguese', () => {
  it('reads a bilingual label by its English half', () => {
    expect(englishLabel('Monto / Amount')).toBe('Amount');
    expect(englishLabel('Nombre / First name')).toBe('First name');
    expect(matchLabel('Apellido / Last name')?.kind).toBe('last_name');
  });
  it('puts a label written only in Spanish or Portuguese into English, brackets and accents aside', () => {
    expect(matchLabel('Valor do empréstimo')?.kind).toBe('loan_amount');
    expect(matchLabel('Taxa de juros')?.kind).toBe('interest_rate');
    expect(matchLabel('Fechamento previsto (closing)')?.kind).toBe('closing_date');
    expect(matchLabel('Fecha de nacimiento')?.kind).toBe('dob');
  });
  it('leaves English labels and values alone', () => {
    expect(englishLabel('Loan Amount')).toBeNull();
    expect(englishLabel('Borrower / Entity')).toBeNull();
  });
  it('does not take Portuguese for Spanish', () => {
    expect(readsAsSpanish('Temos o prazer de apresentar esta Carta de Intenção para o financiamento, conforme conversas com o seu corretor. Valor do empréstimo, prazo, taxa de juros, multa por pré-pagamento, não vinculante, avaliação, documentação')).toBe(false);
  });
});
