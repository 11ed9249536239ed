import { describe, expect, it } from 'vitest';
import { prospectScore } from './prospect-score.js';
import { prospectFromImportRow, prospectKindOf, prospectSchema } from '../schemas/prospects.js';

const today = new Date('2026-06-30T12:00:00Z');

describe('prospect score', () => {
  it('adds deal history, properties and recent activity, each capped', () => {
    expect(prospectScore({ dealCount: 2, propertyCount: 3, lastActivity: '2026-05-01' }, today)).toEqual({
      score: 70,
      parts: [
        { rule: '2 past deals', points: 30 },
        { rule: '3 properties', points: 15 },
        { rule: 'Active in the last 90 days', points: 25 },
      ],
    });
    expect(prospectScore({ dealCount: 9, propertyCount: 40, lastActivity: '2026-06-30' }, today).score).toBe(100);
  });

  it('gives less for activity within the year and nothing for older or unknown', () => {
    expect(prospectScore({ dealCount: 0, propertyCount: 1, lastActivity: '2025-12-01' }, today)).toEqual({
      score: 15,
      parts: [
        { rule: '1 property', points: 5 },
        { rule: 'Active in the last year', points: 10 },
      ],
    });
    expect(prospectScore({ dealCount: 0, propertyCount: 0, lastActivity: '2024-01-01' }, today)).toEqual({ score: 0, parts: [] });
    expect(prospectScore({ dealCount: 1, propertyCount: 0, lastActivity: null }, today).score).toBe(15);
  });
});

describe('prospect import rows', () => {
  it('reads the type as files write it', () => {
    expect(prospectKindOf('Property Owner')).toBe('property_owner');
    expect(prospectKindOf('Investors')).toBe('investor');
    expect(prospectKindOf('Mortgage broker')).toBe('broker');
    expect(prospectKindOf('Banker')).toBe('banker');
  });

  it('turns a row into a valid prospect, and names what is wrong otherwise', () => {
    const ok = prospectSchema.parse(prospectFromImportRow({ name: ' Ada Owner ', kind: 'owner', property_count: '1,204', deal_count: '', last_activity: '2026-01-02' }));
    expect(ok).toMatchObject({ name: 'Ada Owner', kind: 'property_owner', property_count: 1204, deal_count: 0, last_activity: '2026-01-02' });
    const bad = prospectSchema.safeParse(prospectFromImportRow({ name: 'B', kind: 'Banker', property_count: 'two' }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'kind: The type must be property owner, investor or broker.',
      'property_count: Enter the property count as a whole number.',
    ]);
  });
});
