import { describe, it, expect } from 'vitest';
import { dealCreateSchema, dealSchema, dealUpdateSchema } from './deals';

const body = {
  borrower_name: 'Jane Doe',
  borrower_type: 'Individual',
  borrower_first_name: 'Jane',
  borrower_last_name: 'Doe',
  property_address: '123 Main St',
  loan_amount: 450000,
  loan_type: 'Purchase',
};

describe('dealCreateSchema', () => {
  it('accepts the minimal body and optional nulls', () => {
    expect(dealCreateSchema.safeParse(body).success).toBe(true);
    expect(dealCreateSchema.safeParse({ ...body, interest_rate: null, note_fields: { loi_sent: true } }).success).toBe(true);
  });

  it('applies rules 5 and 6 of SPEC §5 to API callers too', () => {
    const noNames = dealCreateSchema.safeParse({ ...body, borrower_first_name: undefined });
    expect(noNames.error?.issues[0]?.message).toBe('First name and last name are required for individual borrowers');
    const noEntity = dealCreateSchema.safeParse({ ...body, borrower_type: 'Entity' });
    expect(noEntity.error?.issues[0]?.message).toBe('Entity name is required for entity borrowers');
  });

  it.each([
    ['loan_amount', 0],
    ['loan_amount', '450000'],
    ['borrower_type', 'Trust'],
    ['property_address', '   '],
    ['estimated_closing_date', '2026-02-30'],
    ['loan_term_months', 1.5],
    ['borrower_name', 'x'.repeat(201)],
    ['stage', 'Funded'],
  ])('refuses %s = %j', (key, value) => {
    expect(dealCreateSchema.safeParse({ ...body, [key]: value }).success).toBe(false);
  });

  it('refuses unknown note fields', () => {
    expect(dealCreateSchema.safeParse({ ...body, note_fields: { password: 'x' } }).success).toBe(false);
  });
});

describe('dealUpdateSchema', () => {
  it('takes any editable column, stage and status', () => {
    expect(dealUpdateSchema.parse({ stage: 'Underwriting', status: 'On Hold', interest_rate: null })).toEqual({
      stage: 'Underwriting',
      status: 'On Hold',
      interest_rate: null,
    });
  });

  it('refuses an empty update, an unknown status and clearing a required column', () => {
    expect(dealUpdateSchema.safeParse({}).success).toBe(false);
    expect(dealUpdateSchema.safeParse({ status: 'Lost' }).success).toBe(false);
    expect(dealUpdateSchema.safeParse({ loan_amount: null }).success).toBe(false);
    expect(dealUpdateSchema.safeParse({ id: 'HLC-20261122-01' }).success).toBe(false);
  });
});

describe('dealSchema', () => {
  it('describes a stored deal', () => {
    const nulls = Object.fromEntries(
      Object.keys(dealSchema.shape)
        .filter((key) => dealSchema.shape[key as keyof typeof dealSchema.shape].safeParse(null).success)
        .map((key) => [key, null]),
    );
    const deal = {
      ...nulls,
      ...body,
      id: 'HLC-20261122-01',
      organization_id: 'org-1',
      stage: 'Structure',
      status: 'Active',
      application_date: '2026-11-22',
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    expect(dealSchema.parse(deal)).toEqual(deal);
    expect(Object.keys(nulls)).toContain('assigned_officer_id');
    expect(Object.keys(nulls)).toContain('purchase_price');
  });
});
