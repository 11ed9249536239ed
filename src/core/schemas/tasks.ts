import { z } from 'zod';
import { isTimeZone, TASK_KINDS, TASK_PRIORITIES, TASK_SORTS, TASK_STATUSES, TASK_VIEWS, CONDITION_STAGES } from '../tasks.js';

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A calendar date that exists (2026-02-30 does not). */
const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
export const dateSchema = (message: string) =>
  z.string().regex(DATE, message).refine(isRealDate, message);

const title = z.string().trim().min(1, 'Enter a title.').max(200, 'Keep the title under 200 characters.');
const description = z.string().trim().max(5000, 'Keep the description under 5,000 characters.').nullable().optional();
const dueDate = dateSchema('Enter the due date as YYYY-MM-DD.').nullable().optional();
const dueTime = z.string().regex(TIME, 'Enter the due time as HH:MM (24-hour).').nullable().optional();
const dealId = z.string().trim().min(1).max(40).nullable().optional();
const assigneeId = z.string().trim().min(1).max(100).nullable().optional();
const priority = z.enum(TASK_PRIORITIES, 'Choose a priority: low, medium or high.');
const kind = z.enum(TASK_KINDS, 'Choose a kind: task, condition or follow-up.');
const conditionStage = z.enum(CONDITION_STAGES, 'Choose when the condition is due: prior to documents, closing or funding.');
const timeZone = z.string().max(64).refine(isTimeZone, 'Unknown time zone.').optional();
const status = z.enum(TASK_STATUSES, 'Choose a status: open, in progress, done or waived.');

/** Rules that span fields, for a whole task (create) or the task after an edit (checked by the server). */
export function taskShapeIssue(task: {
  kind?: string | null;
  condition_stage?: string | null;
  status?: string | null;
  due_date?: string | null;
  due_time?: string | null;
}): { path: string; message: string } | null {
  if (task.kind === 'condition' && !task.condition_stage)
    return { path: 'condition_stage', message: 'Choose when the condition is due: prior to documents, closing or funding.' };
  if (task.kind !== 'condition' && task.condition_stage) return { path: 'condition_stage', message: 'Only conditions are due prior to documents, closing or funding.' };
  if (task.status === 'waived' && task.kind !== 'condition') return { path: 'status', message: 'Only conditions can be waived.' };
  if (task.due_time && !task.due_date) return { path: 'due_date', message: 'Enter a due date for the due time.' };
  return null;
}

const fields = {
  title,
  description,
  deal_id: dealId,
  assignee_id: assigneeId,
  due_date: dueDate,
  due_time: dueTime,
  priority: priority.optional(),
  kind: kind.optional(),
  condition_stage: conditionStage.nullable().optional(),
};

/** POST /api/tasks, and the form that creates a task. */
export const taskCreateSchema = z.strictObject(fields).superRefine((task, ctx) => {
  const issue = taskShapeIssue({ ...task, kind: task.kind ?? 'task' });
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type TaskCreate = z.infer<typeof taskCreateSchema>;

/** PATCH /api/tasks/:id: any of the fields, status included (cross-field rules checked against the stored task). */
export const taskUpdateSchema = z
  .strictObject({ ...fields, title: title.optional(), status: status.optional(), deal_file_id: z.uuid('File not found.').nullable().optional() })
  .refine((input) => Object.keys(input).length > 0, 'Nothing to change.');
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** POST /api/tasks/:id/status: what an assignee may do to their own task. */
export const taskStatusSchema = z.strictObject({ status });

export const taskBulkSchema = z
  .strictObject({
    ids: z.array(z.uuid('Task not found.')).min(1, 'Select at least one task.').max(200, 'Select at most 200 tasks at once.'),
    action: z.enum(['complete', 'reassign'], 'Choose complete or reassign.'),
    assignee_id: assigneeId,
  })
  .refine((b) => b.action !== 'reassign' || b.assignee_id !== undefined, { path: ['assignee_id'], message: 'Choose who takes the tasks.' });
export type TaskBulk = z.infer<typeof taskBulkSchema>;

const csv = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .max(200)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(values, message)))
    .optional();

/** GET /api/tasks: the view, filters, search and order of the Tasks page (and of a deal's Tasks tab). */
export const taskListQuerySchema = z.strictObject({
  view: z.enum(TASK_VIEWS, 'Unknown view.').optional(),
  deal_id: dealId,
  assignee_id: z.string().trim().min(1).max(100).optional(),
  kind: csv(TASK_KINDS, 'Unknown kind.'),
  status: csv(TASK_STATUSES, 'Unknown status.'),
  priority: csv(TASK_PRIORITIES, 'Unknown priority.'),
  due_from: dateSchema('Enter dates as YYYY-MM-DD.').optional(),
  due_to: dateSchema('Enter dates as YYYY-MM-DD.').optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(TASK_SORTS, 'Unknown sort.').optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  tz: timeZone,
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().regex(/^\d{1,7}$/, 'Invalid cursor.').optional(),
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

export const checklistItemSchema = z.strictObject({
  title,
  description: z.string().trim().max(2000).nullable().optional().transform((v) => v || null),
  condition_stage: conditionStage,
  priority,
  due_in_days: z.number('Enter the days as a whole number.').int('Enter the days as a whole number.').min(0).max(365, 'At most 365 days.').nullable(),
});

/** POST/PUT /api/checklist-templates, and the template editor in Settings. */
export const checklistTemplateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name.').max(100, 'Keep the name under 100 characters.'),
  loan_types: z.array(z.string().trim().min(1).max(50)).max(20),
  items: z.array(checklistItemSchema).min(1, 'Add at least one condition.').max(100, 'At most 100 conditions.'),
});
export type ChecklistTemplateInput = z.infer<typeof checklistTemplateSchema>;

/** POST /api/deals/:id/checklist */
export const applyChecklistSchema = z.strictObject({
  template_id: z.uuid('Checklist template not found.'),
  assignee_id: assigneeId,
  tz: timeZone,
});

export interface TaskItem {
  id: string;
  title: string;
  description: string | null;
  deal_id: string | null;
  deal_label: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_role: string | null;
  due_date: string | null;
  due_time: string | null;
  priority: (typeof TASK_PRIORITIES)[number];
  status: (typeof TASK_STATUSES)[number];
  kind: (typeof TASK_KINDS)[number];
  condition_stage: (typeof CONDITION_STAGES)[number] | null;
  deal_file_id: string | null;
  deal_file_name: string | null;
  created_by: string | null;
  created_by_name: string | null;
  completed_by: string | null;
  completed_by_name: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  overdue: boolean;
}

export interface ChecklistTemplate {
  id: string;
  name: string;
  loan_types: string[];
  items: z.infer<typeof checklistItemSchema>[];
  updated_at: string;
}

export interface TaskAssignee {
  id: string;
  name: string;
  role: string;
}
