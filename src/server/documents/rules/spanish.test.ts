import { describe, expect, it } from 'vitest';
import { readsAsSpanish, spanishToEnglish } from './spanish';

describe('Spanish lending phrases', () => {
  it('recognises a message written in Spanish, not an English one with Spanish names', () => {
    expect(readsAsSpanish('Hola, le mando la información. La propiedad es 12 Elm St. Necesito un préstamo por 12 meses, gracias.')).toBe(true);
    expect(readsAsSpanish('Borrower: Ana de la Cruz, 14 La Jolla Blvd, San Diego. Loan amount $300,000 por favor.')).toBe(false);
  });

  it('puts the phrases of a loan request into English and leaves names and figures alone', () => {
    expect(spanishToEnglish('La propiedad es 915 Third St, es casa de una familia. Necesito un préstamo puente, como $380k por 12 meses.')).toBe(
      'The property is 915 Third St, es single family home. I need a bridge loan, about $380k for 12 months.',
    );
    expect(spanishToEnglish('Mi crédito está en 742 más o menos. Mi celular es (916) 555-0173.')).toBe('My credit score is 742 approximately. My cell is (916) 555-0173.');
  });
});
