import { describe, it, expect } from 'vitest';
import { dealCreateSchema } from '../schemas/deals';
import { validDealForm } from './test-forms';
import { DealValidationError, buildDealRecord, sanitizeText } from './save-rules';

const form = validDealForm;

describe('sanitizeText', () => {
  it('trims and removes control characters', () => {
    expect(sanitizeText('  Jane\u0000 Doe\u0007\t ')).toBe('Jane Doe');
    expect(sanitizeText('a\nb')).toBe('ab');
  });

  it('keeps line breaks in multi-line text', () => {
    expect(sanitizeText(' 123 Main St\r\nSuite 4\u0000\rAustin ', { multiline: true })).toBe('123 Main St\nSuite 4\nAustin');
  });
});

describe('buildDealRecord', () => {
  it('builds the minimal record of an individual', () => {
    expect(buildDealRecord(form())).toEqual({
      borrower_name: 'Jane Doe',
      borrower_type: 'Individual',
      borrower_first_name: 'Jane',
      borrower_last_name: 'Doe',
      property_address: '123 Main St',
      loan_amount: 450000,
      loan_type: 'Purchase',
      loan_term_months: 12,
      // default rate '0' is not above 0: no rate, no monthly payment
    });
  });

  it('names an entity deal after the entity and drops entity columns for individuals', () => {
    const entity = { entity_name: ' Acme Holdings LLC ', entity_type: 'LLC', ein: '12-3456789' };
    const record = buildDealRecord(form({ borrower_type: 'Entity', ...entity }));
    expect(record.borrower_name).toBe('Acme Holdings LLC');
    expect(record.entity_type).toBe('LLC');
    expect(record.ein).toBe('12-3456789');
    const individual = buildDealRecord(form(entity));
    expect(individual.borrower_name).toBe('Jane Doe');
    expect(individual).not.toHaveProperty('entity_name');
    expect(individual).not.toHaveProperty('ein');
  });

  it('computes LTV, payment, closing date and fees', () => {
    const record = buildDealRecord(
      form({
        property_value: '$600,000',
        interest_rate: '10.5',
        loan_term: '24',
        estimated_closing_date: '2026-03-15',
        origination_points: '2',
        discount_points: '0',
        broker_points: '1.25',
        loan_doc_fee: '995',
        admin_fee: '0',
        processing_fee: '$1,250.50',
      }),
    );
    expect(record).toMatchObject({
      purchase_price: 600000,
      ltv_ratio: 75,
      interest_rate: 10.5,
      monthly_payment_calculated: 3937.5,
      loan_term_months: 24,
      estimated_closing_date: '2026-03-15',
      loan_origination_fee: 9000,
      loan_discount_fee: 0,
      broker_fee: 5625,
      loan_doc_fee: 995,
      admin_fee: 0,
      processing_fee: 1250.5,
    });
  });

  it('leaves out numbers and dates that are not usable', () => {
    const record = buildDealRecord(
      form({
        property_value: '0',
        interest_rate: '-1',
        loan_term: 'twelve',
        estimated_closing_date: '2026-02-30',
        origination_points: '-1',
        loan_doc_fee: '-5',
        admin_fee: 'n/a',
      }),
    );
    for (const key of [
      'purchase_price',
      'ltv_ratio',
      'interest_rate',
      'monthly_payment_calculated',
      'loan_term_months',
      'estimated_closing_date',
      'loan_origination_fee',
      'loan_doc_fee',
      'admin_fee',
    ]) {
      expect(record).not.toHaveProperty(key);
    }
  });

  it('cleans text and collects note-only fields', () => {
    const record = buildDealRecord(
      form({
        borrower_first_name: ' Jane\u0000 ',
        loan_number: '2504417',
        credit_score: '720',
        notes: ' line one\r\nline two ',
        loi_sent: true,
        loi_date: '2026-01-02',
        doc_drawn: false,
      }),
    );
    expect(record.borrower_first_name).toBe('Jane');
    expect(record.note_fields).toEqual({
      loan_number: '2504417',
      credit_score: '720',
      notes: 'line one\nline two',
      loi_sent: true,
      loi_date: '2026-01-02',
    });
  });

  it('throws the first validation message', () => {
    expect(() => buildDealRecord(form({ loan_amount: '' }))).toThrow(
      new DealValidationError('Valid loan amount is required'),
    );
  });

  it('produces a body the create schema accepts', () => {
    const record = buildDealRecord(form({ property_value: '600000', interest_rate: '10', notes: 'hi', loi_sent: true }));
    expect(dealCreateSchema.parse(record)).toEqual(record);
  });
});
