import { describe, expect, it } from 'vitest';
import { daysFromToday, relativeDay } from './dates';

const noon = new Date(2026, 2, 10, 12, 0, 0); // Mar 10, 2026, local

describe('relative days', () => {
  it('counts whole calendar days from today', () => {
    expect(daysFromToday('2026-03-10', noon)).toBe(0);
    expect(daysFromToday('2026-03-20', noon)).toBe(10);
    expect(daysFromToday('2026-04-09', noon)).toBe(30);
    expect(daysFromToday('2026-03-07', noon)).toBe(-3);
  });

  it('says them as a person would', () => {
    expect(relativeDay('2026-03-10', noon)).toBe('today');
    expect(relativeDay('2026-03-11', noon)).toBe('tomorrow');
    expect(relativeDay('2026-03-09', noon)).toBe('yesterday');
    expect(relativeDay('2026-03-20', noon)).toBe('in 10 days');
    expect(relativeDay('2026-03-07', noon)).toBe('3 days ago');
  });
});
