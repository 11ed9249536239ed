// Tasks and loan conditions: the vocabularies, who may do what to a task, when a task is late, and the
// condition checklists an organization starts with. Pure, shared by the server and the web app.
import { canManageDeals, hasPermission } from './permissions.js';

export const TASK_STATUSES = ['open', 'in_progress', 'done', 'waived'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_KINDS = ['task', 'condition', 'follow_up'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** When a loan condition must be cleared, in the order a loan meets them. */
export const CONDITION_STAGES = ['prior_to_documents', 'prior_to_closing', 'prior_to_funding'] as const;
export type ConditionStage = (typeof CONDITION_STAGES)[number];

export const TASK_VIEWS = ['mine', 'team', 'overdue', 'week'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export const TASK_SORTS = ['due', 'priority', 'created', 'title', 'status'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];

export const STATUS_LABELS: Record<TaskStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  waived: 'Waived',
};
export const PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export const KIND_LABELS: Record<TaskKind, string> = { task: 'Task', condition: 'Condition', follow_up: 'Follow-up' };
export const CONDITION_STAGE_LABELS: Record<ConditionStage, string> = {
  prior_to_documents: 'Prior to documents',
  prior_to_closing: 'Prior to closing',
  prior_to_funding: 'Prior to funding',
};
export const VIEW_LABELS: Record<TaskView, string> = {
  mine: 'My tasks',
  team: 'Team',
  overdue: 'Overdue',
  week: 'Due this week',
};

/** Open and in-progress tasks are still to do; done and waived ones are cleared. */
export function isActiveStatus(status: string): boolean {
  return status === 'open' || status === 'in_progress';
}

/** Staff who manage deals create, edit, assign, waive and delete tasks. */
export function canManageTasks(role: string | null | undefined): boolean {
  return canManageDeals(role);
}

/**
 * Who may move a task between open, in progress and done: staff, or its assignee when their role holds
 * complete_tasks (SPEC §6: a borrower can view but not complete). Waiving stays with staff.
 */
export function canChangeTaskStatus(role: string | null | undefined, userId: string, task: { assignee_id: string | null }): boolean {
  if (!hasPermission(role, 'complete_tasks')) return false;
  return canManageTasks(role) || task.assignee_id === userId;
}

/** A due date (YYYY-MM-DD) and optional time (HH:MM) against a local "now" of the same shape. */
export function isOverdue(
  task: { status: string; due_date: string | null; due_time: string | null },
  now: { date: string; time: string },
): boolean {
  if (!isActiveStatus(task.status) || !task.due_date) return false;
  if (task.due_date !== now.date) return task.due_date < now.date;
  return task.due_time !== null && task.due_time.slice(0, 5) < now.time.slice(0, 5);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date and wall-clock time of an instant in a time zone (IANA name). */
export function localNow(at: Date, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A calendar date moved by whole days (no time zone involved: the date is a label, not an instant). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Monday to Sunday of the week holding `date`: the "Due this week" view. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}

export interface ChecklistItem {
  title: string;
  description: string | null;
  condition_stage: ConditionStage;
  priority: TaskPriority;
  /** Due this many days after the checklist is applied; null leaves the condition without a due date. */
  due_in_days: number | null;
}

export interface ChecklistTemplateDefaults {
  name: string;
  /** Deal loan types the template is suggested for. */
  loan_types: string[];
  items: ChecklistItem[];
}

const item = (
  title: string,
  condition_stage: ConditionStage,
  due_in_days: number | null,
  priority: TaskPriority = 'medium',
  description: string | null = null,
): ChecklistItem => ({ title, description, condition_stage, priority, due_in_days });

// What every private-money file needs before documents are drawn, and before closing and funding.
const COMMON: ChecklistItem[] = [
  item('Borrower government-issued ID', 'prior_to_documents', 3, 'medium', 'Unexpired driver licence or passport for every guarantor.'),
  item('Entity documents', 'prior_to_documents', 5, 'medium', 'Articles, operating agreement, EIN letter and certificate of good standing.'),
  item('Title commitment', 'prior_to_closing', 10, 'high', 'Preliminary title report with the lender named as insured.'),
  item('Insurance binder', 'prior_to_closing', 14, 'high', 'Hazard (and flood where required) naming the lender as mortgagee and loss payee.'),
  item('Appraisal', 'prior_to_closing', 14, 'high'),
];

export const DEFAULT_CHECKLISTS: ChecklistTemplateDefaults[] = [
  {
    name: 'Bridge',
    loan_types: ['Bridge Loan', 'Purchase', 'Refinance', 'Cash Out Refi'],
    items: [
      ...COMMON,
      item('Purchase contract', 'prior_to_documents', 3, 'medium', 'Fully executed, with all addenda.'),
      item('Exit strategy letter', 'prior_to_closing', 7, 'low'),
      item('Wire instructions verified by phone', 'prior_to_funding', null, 'high'),
    ],
  },
  {
    name: 'Fix & Flip',
    loan_types: ['Fix & Flip', 'Fix-and-Flip'],
    items: [
      ...COMMON,
      item('Purchase contract', 'prior_to_documents', 3, 'medium', 'Fully executed, with all addenda.'),
      item('Scope of work and rehab budget', 'prior_to_documents', 5, 'high'),
      item('Draw schedule', 'prior_to_closing', 10, 'medium'),
      item('Borrower experience (track record)', 'prior_to_documents', 5, 'low'),
      item('Wire instructions verified by phone', 'prior_to_funding', null, 'high'),
    ],
  },
  {
    name: 'Construction',
    loan_types: ['Construction', 'Land'],
    items: [
      ...COMMON,
      item('Approved plans and permits', 'prior_to_closing', 21, 'high'),
      item('General contractor agreement and licence', 'prior_to_documents', 7, 'medium'),
      item('Construction budget', 'prior_to_documents', 5, 'high'),
      item('Draw schedule', 'prior_to_closing', 10, 'medium'),
      item("Builder's risk insurance", 'prior_to_funding', 14, 'high'),
    ],
  },
  {
    name: 'DSCR / Rental',
    loan_types: ['Refinance', 'Cash Out Refi', 'Commercial'],
    items: [
      ...COMMON,
      item('Executed leases', 'prior_to_documents', 5, 'medium'),
      item('Rent roll', 'prior_to_documents', 5, 'medium'),
      item('Twelve months of property operating statements', 'prior_to_closing', 10, 'low'),
      item('Payoff letter from the current lender', 'prior_to_funding', null, 'high'),
    ],
  },
];

/** The template suggested for a deal: the first whose loan types name the deal's. */
export function suggestedTemplate<T extends { loan_types: string[] }>(templates: T[], loanType: string | null | undefined): T | undefined {
  return templates.find((t) => loanType && t.loan_types.includes(loanType));
}
