import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

describe('changeSummary', () => {
  it('pairs old and new values per field', () => {
    expect(changeSummary({ interest_rate: 10.5, stage: 'Structure' }, { interest_rate: 11, stage: 'Underwriting' })).toBe(
      'interest_rate: 10.5 → 11; stage: Structure → Underwriting',
    );
  });
  it('shows creations and removals, and cuts long lists', () => {
    expect(changeSummary(null, { name: 'Ann' })).toBe('name: Ann');
    expect(changeSummary({ name: 'Ann' }, null)).toBe('name: Ann → removed');
    const many = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`f${i}`, i]));
    expect(changeSummary(null, many)).toMatch(/; and 2 more$/);
  });
});
