import { describe, expect, it } from 'vitest';
import { enrolBlock, exitReason, ruleMatchesChange } from './nurture.js';

const lead = { status: 'qualified', email: 'a@b.test', tags: [], suppressed: null, alreadyEnrolled: false };

describe('nurture rules', () => {
  it('matches a status entered or a tag gained, never a manual rule', () => {
    expect(ruleMatchesChange({ kind: 'status', status: 'qualified' }, { enteredStatus: 'qualified' })).toBe(true);
    expect(ruleMatchesChange({ kind: 'status', status: 'qualified' }, { addedTags: ['qualified'] })).toBe(false);
    expect(ruleMatchesChange({ kind: 'tag', tag: 'VIP' }, { addedTags: ['vip'] })).toBe(true);
    expect(ruleMatchesChange({ kind: 'manual' }, { enteredStatus: 'new' })).toBe(false);
  });

  it('says why a lead cannot be enrolled', () => {
    expect(enrolBlock(lead)).toBeNull();
    expect(enrolBlock({ ...lead, email: null })).toBe('No e-mail address.');
    expect(enrolBlock({ ...lead, suppressed: 'unsubscribed' })).toBe('Unsubscribed from e-mail.');
    expect(enrolBlock({ ...lead, suppressed: 'bounced' })).toBe('E-mail bounced: the address cannot receive mail.');
    expect(enrolBlock({ ...lead, status: 'converted' })).toBe('Converted into a deal.');
    expect(enrolBlock({ ...lead, alreadyEnrolled: true })).toBe('Already in this sequence.');
  });

  it('exits only on the rules the sequence names', () => {
    const facts = { status: 'lost', suppressed: null, replied: true };
    expect(exitReason(['lost', 'replied'], facts)).toBe('lost');
    expect(exitReason(['replied'], facts)).toBe('replied');
    expect(exitReason([], facts)).toBeNull();
    expect(exitReason(['unsubscribed'], { status: 'new', suppressed: 'unsubscribed', replied: false })).toBe('unsubscribed');
  });

  it('tells a bounce from an unsubscribe: each exits by its own rule', () => {
    const bounced = { status: 'contacted', suppressed: 'bounced', replied: false } as const;
    expect(exitReason(['unsubscribed', 'bounced'], bounced)).toBe('bounced');
    expect(exitReason(['unsubscribed'], bounced)).toBeNull();
  });
});
