import { describe, it, expect } from 'vitest';
import { buildDealNoteText, dealNoteValue, isDealRecord } from './deal-note';
import type { DealFormValues } from './form-fields';
import { validDealForm } from './test-forms';
import { buildDealRecord } from './save-rules';

const record = (changes: Partial<DealFormValues>) => buildDealRecord(validDealForm(changes));

describe('buildDealNoteText', () => {
  it('is empty when there is nothing extra', () => {
    expect(buildDealNoteText(record({}))).toBe('');
  });

  it('lists the present extra values, one per line, in a fixed order', () => {
    const text = buildDealNoteText(
      record({
        borrower_type: 'Entity',
        entity_name: 'Acme LLC',
        entity_type: 'LLC',
        authorized_signatory_name: 'Jane Doe',
        authorized_signatory_title: 'Managing Member',
        ein: '12-3456789',
        loan_number: '2504417',
        borrower_date_of_birth: '1980-05-01',
        property_type: 'Single Family',
        credit_score: '720',
        prepayment_penalty: 'Yes',
        prepayment_terms: '6',
        exit_strategy: 'Sale',
        origination_points: '2',
        discount_points: '0',
        loan_doc_fee: '995',
        admin_fee: '0',
        loi_sent: true,
        loi_date: '2026-01-02',
        notary_name: 'Sam Notary',
        docusign_status: 'Sent',
        final_signed_docs_received: true,
        notes: 'Rush\nclose',
      }),
    );
    expect(text).toBe(
      [
        'Loan Number: 2504417',
        'Entity Name: Acme LLC',
        'Entity Type: LLC',
        'Authorized Signatory: Jane Doe',
        'Signatory Title: Managing Member',
        'EIN: 12-3456789',
        'Borrower Date of Birth: 1980-05-01',
        'Property Type: Single Family',
        'Credit Score: 720',
        'Prepayment Penalty: Yes',
        'Prepayment Terms: 6',
        'Exit Strategy: Sale',
        'Origination Points: 2',
        'Loan Doc Fee: $995.00',
        'LOI Sent: Yes',
        'LOI Date: 2026-01-02',
        'Notary: Sam Notary',
        'DocuSign Status: Sent',
        'Final Signed Docs Received: Yes',
        'Notes: Rush\nclose',
      ].join('\n'),
    );
  });
});

describe('dealNoteValue', () => {
  it('reads a labelled line back out of the note', () => {
    const note = 'Loan Number: 42\nCredit Score: 712\nExit Strategy: Sale after renovation';
    expect(dealNoteValue(note, 'Credit Score')).toBe('712');
    expect(dealNoteValue(note, 'Exit Strategy')).toBe('Sale after renovation');
    expect(dealNoteValue(note, 'Notes')).toBeNull();
  });
});

describe('isDealRecord', () => {
  const full = {
    borrower_type: 'Entity', entity_name: 'Acme LLC', entity_type: 'LLC', authorized_signatory_name: 'Jane Doe', authorized_signatory_title: 'Managing Member',
    ein: '12-3456789', loan_number: '2504417', borrower_date_of_birth: '1980-05-01', co_borrower_date_of_birth: '1981-06-02', property_type: 'Single Family',
    credit_score: '720', prepayment_penalty: 'Yes', prepayment_terms: '6', exit_strategy: 'Sale', origination_points: '2', discount_points: '1', broker_points: '1',
    loan_doc_fee: '995', admin_fee: '100', processing_fee: '50', loi_sent: true, loi_date: '2026-01-02', doc_drawn: true, doc_draw_date: '2026-01-03',
    notary_scheduled: true, notary_name: 'Sam Notary', notary_date: '2026-01-04', docusign_status: 'Sent', final_signed_docs_received: true,
  } as Partial<DealFormValues>;

  it('knows the record written at creation, whatever values it holds', () => {
    expect(isDealRecord(buildDealNoteText(record(full)))).toBe(true);
    expect(isDealRecord('Loan Number: 2600039\nProperty Type: Multi-Family')).toBe(true);
  });

  it("is false once the creator's own words or a person's note are in it", () => {
    expect(isDealRecord(buildDealNoteText(record({ ...full, notes: 'Rush the appraisal' })))).toBe(false);
    expect(isDealRecord('Borrower asked to extend the rate lock by 10 days.')).toBe(false);
    expect(isDealRecord('')).toBe(false);
  });
});
