import { describe, expect, it } from 'vitest';
import { classifyDocument, typeFromFields } from './classify';

describe('document type from what a document states', () => {
  it('types an untitled quote as a term sheet, or as a letter of intent when written as a letter', () => {
    const terms = { interest_rate: '10.5', origination_points: '2', loan_amount: '300000', loan_doc_fee: '900' };
    expect(classifyDocument('Pricing recap for 14 Quarry Rd')).toBe('Unknown');
    expect(typeFromFields(terms, 'Pricing recap for 14 Quarry Rd\nRate 10.5%')).toBe('Term Sheet');
    expect(typeFromFields(terms, 'May 2, 2026\nDear Ruth,\nHere is what I can do.')).toBe('Letter of Intent');
  });
  it("types a described deal as a broker's submission and leaves anything else unknown", () => {
    expect(typeFromFields({ entity_name: 'Quarry Holdings LLC', property_address: '14 Quarry Rd, Erie, PA 16501', loan_amount: '250000' }, 'Intake')).toBe('Broker Submission Sheet');
    expect(typeFromFields({ interest_rate: '10.5' }, 'Rate 10.5%')).toBe('Unknown');
    expect(typeFromFields({ borrower_first_name: 'Ruth', borrower_last_name: 'Ames' }, 'Ruth Ames')).toBe('Unknown');
  });
});
