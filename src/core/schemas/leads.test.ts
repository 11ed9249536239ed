import { describe, expect, it } from 'vitest';
import { leadCreateSchema, leadFromImportRow, leadUpdateSchema } from './leads';

describe('leadFromImportRow', () => {
  it('reads money, tags and a known source from the file text', () => {
    const lead = leadCreateSchema.parse(leadFromImportRow({ name: ' Ann Bee ', loan_amount: '$1,250,000', tags: 'a; b,c', source: 'Website form', score: '40' }));
    expect(lead).toMatchObject({ name: 'Ann Bee', loan_amount: 1250000, tags: ['a', 'b', 'c'], source: 'website_form', score: 40 });
  });

  it("marks rows without a source as 'import' and refuses an unknown source", () => {
    expect(leadCreateSchema.parse(leadFromImportRow({ name: 'Cy Dee' })).source).toBe('import');
    expect(leadCreateSchema.safeParse(leadFromImportRow({ name: 'Cy Dee', source: 'billboard' })).success).toBe(false);
  });
});

describe('leadUpdateSchema', () => {
  it('needs a reason for lost and never accepts converted by hand', () => {
    expect(leadUpdateSchema.safeParse({ status: 'lost' }).error?.issues[0]?.message).toBe('Give a reason the lead was lost.');
    expect(leadUpdateSchema.safeParse({ status: 'lost', lost_reason: 'Rate' }).success).toBe(true);
    expect(leadUpdateSchema.safeParse({ status: 'converted' }).success).toBe(false);
  });
});
