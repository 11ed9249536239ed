import { describe, expect, it } from 'vitest';
import { conditionDigestLine, planConditionReminders, responsibleParty, type OpenCondition } from './condition-chaser';

const now = new Date('2026-03-31T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000);
const condition = (over: Partial<OpenCondition> = {}): OpenCondition => ({
  id: 'c1',
  title: 'Insurance binder',
  dealId: 'ACME-20260101-01',
  propertyAddress: '12 Oak St',
  openedAt: daysAgo(10),
  parties: [{ name: 'Ann Lee', role: 'Borrower', email: 'ann@example.com' }],
  ...over,
});
const settings = { open_days: 7, every_days: 7, mail_mode: 'draft' as const };

describe('condition chaser', () => {
  it('reminds the borrower, else the broker, else nobody', () => {
    const broker = { name: 'Bo Broker', role: 'Broker', email: 'bo@example.com' };
    expect(responsibleParty([broker, { name: 'Ann Lee', role: 'Borrower', email: 'ann@example.com' }])!.email).toBe('ann@example.com');
    expect(responsibleParty([broker, { name: 'Ann Lee', role: 'Borrower', email: null }])!.email).toBe('bo@example.com');
    expect(responsibleParty([{ name: 'Len', role: 'Lender', email: 'len@example.com' }])).toBeNull();
  });

  it('drafts a reminder for a condition open longer than the limit, with the reason and the message', () => {
    const { steps, unreachable } = planConditionReminders([condition(), condition({ id: 'young', openedAt: daysAgo(3) })], now, settings, new Map(), 'Acme Lending');
    expect(unreachable).toEqual([]);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      action: 'mail_drafted',
      reason: 'Open 10 days (limit 7 days); reminder drafted for approval to the borrower, Ann Lee <ann@example.com>.',
      mail: { to: 'ann@example.com', subject: 'Reminder: Insurance binder for 12 Oak St' },
    });
    expect(steps[0]!.mail.text).toContain('Hello Ann,');
    expect(steps[0]!.mail.text).toContain('- Insurance binder');
    expect(steps[0]!.mail.text).toContain('It has been open 10 days.');
    expect(steps[0]!.mail.text.endsWith('Acme Lending')).toBe(true);
  });

  it('queues the reminder when sending is allowed', () => {
    const { steps } = planConditionReminders([condition()], now, { ...settings, mail_mode: 'send' }, new Map(), 'Acme');
    expect(steps[0]!.action).toBe('mail_queued');
    expect(steps[0]!.reason).toContain('reminder sent to the borrower');
  });

  it('reminds once per condition per interval, and again once the interval has passed', () => {
    const [first] = planConditionReminders([condition()], now, settings, new Map(), 'Acme').steps;
    expect(planConditionReminders([condition()], now, settings, new Map([['c1', daysAgo(6)]]), 'Acme').steps).toEqual([]);
    const [again] = planConditionReminders([condition()], now, settings, new Map([['c1', daysAgo(7)]]), 'Acme').steps;
    expect(again!.reason).toBe('Open 10 days (limit 7 days); last reminded 7 days ago; reminder drafted for approval to the borrower, Ann Lee <ann@example.com>.');
    // Two runs that see the same last reminder share the subject key, so the log's unique key lets only one act.
    expect(planConditionReminders([condition()], new Date(now.getTime() + 60_000), settings, new Map(), 'Acme').steps[0]!.subjectKey).toBe(first!.subjectKey);
  });

  it('lists the conditions nobody can be reminded of', () => {
    const lonely = condition({ parties: [{ name: 'Ann Lee', role: 'Borrower', email: null }] });
    const { steps, unreachable } = planConditionReminders([lonely], now, settings, new Map(), 'Acme');
    expect(steps).toEqual([]);
    expect(conditionDigestLine(unreachable[0]!, now, false)).toBe('Insurance binder on 12 Oak St: open 10 days; no borrower or broker e-mail on the deal, nobody to remind');
  });
});
