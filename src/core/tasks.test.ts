import { describe, expect, it } from 'vitest';
import { taskCreateSchema, taskShapeIssue } from './schemas/tasks.js';
import { addDays, canChangeTaskStatus, DEFAULT_CHECKLISTS, isOverdue, localNow, suggestedTemplate, weekOf } from './tasks.js';

describe('tasks', () => {
  const now = { date: '2026-11-25', time: '14:30' };

  it('is overdue after its due day, or after its due time on the day; never once cleared', () => {
    expect(isOverdue({ status: 'open', due_date: '2026-11-24', due_time: null }, now)).toBe(true);
    expect(isOverdue({ status: 'open', due_date: '2026-11-25', due_time: null }, now)).toBe(false);
    expect(isOverdue({ status: 'in_progress', due_date: '2026-11-25', due_time: '09:00' }, now)).toBe(true);
    expect(isOverdue({ status: 'open', due_date: '2026-11-25', due_time: '17:00' }, now)).toBe(false);
    expect(isOverdue({ status: 'done', due_date: '2026-01-01', due_time: null }, now)).toBe(false);
    expect(isOverdue({ status: 'waived', due_date: '2026-01-01', due_time: null }, now)).toBe(false);
    expect(isOverdue({ status: 'open', due_date: null, due_time: null }, now)).toBe(false);
  });

  it('reads the wall clock of a time zone', () => {
    const at = new Date('2026-11-25T03:30:00Z');
    expect(localNow(at, 'UTC')).toEqual({ date: '2026-11-25', time: '03:30' });
    expect(localNow(at, 'America/Chicago')).toEqual({ date: '2026-11-24', time: '21:30' });
  });

  it('counts days across months and finds the Monday-to-Sunday week', () => {
    expect(addDays('2026-11-25', 10)).toBe('2026-12-05');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekOf('2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('lets staff and the assignee with complete_tasks change a status; never a borrower', () => {
    expect(canChangeTaskStatus('loan_officer', 'u1', { assignee_id: 'u2' })).toBe(true);
    expect(canChangeTaskStatus('lender', 'u1', { assignee_id: 'u1' })).toBe(true);
    expect(canChangeTaskStatus('lender', 'u1', { assignee_id: 'u2' })).toBe(false);
    expect(canChangeTaskStatus('borrower', 'u1', { assignee_id: 'u1' })).toBe(false);
    expect(canChangeTaskStatus('user', 'u1', { assignee_id: 'u1' })).toBe(false);
  });

  it('checks the fields that go together', () => {
    expect(taskShapeIssue({ kind: 'condition' })?.path).toBe('condition_stage');
    expect(taskShapeIssue({ kind: 'task', status: 'waived' })?.message).toBe('Only conditions can be waived.');
    expect(taskShapeIssue({ kind: 'condition', condition_stage: 'prior_to_funding', status: 'waived' })).toBeNull();
    expect(taskCreateSchema.safeParse({ title: 'x', due_date: '2027-02-29' }).success).toBe(false);
    expect(taskCreateSchema.safeParse({ title: 'x', due_date: '2028-02-29', due_time: '23:59' }).success).toBe(true);
  });

  it('ships valid default checklists and suggests one by loan type', () => {
    for (const d of DEFAULT_CHECKLISTS) expect(new Set(d.items.map((i) => i.title)).size).toBe(d.items.length);
    expect(suggestedTemplate(DEFAULT_CHECKLISTS, 'Fix-and-Flip')?.name).toBe('Fix & Flip');
    expect(suggestedTemplate(DEFAULT_CHECKLISTS, 'Construction')?.name).toBe('Construction');
    expect(suggestedTemplate(DEFAULT_CHECKLISTS, null)).toBeUndefined();
  });
});
