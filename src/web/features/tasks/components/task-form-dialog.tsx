import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { taskCreateSchema, type TaskItem } from '@core/schemas/tasks';
import { CONDITION_STAGE_LABELS, CONDITION_STAGES, KIND_LABELS, PRIORITY_LABELS, TASK_KINDS, TASK_PRIORITIES } from '@core/tasks';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useDealFiles } from '@web/features/deals/api/deal-files';
import { useDealOptions } from '../api/deal-options';
import { useCreateTask, useTaskAssignees, useUpdateTask } from '../api/tasks';
import { LabelOptions } from './label-options';

interface Draft {
  title: string;
  description: string;
  deal_id: string;
  assignee_id: string;
  due_date: string;
  due_time: string;
  priority: string;
  kind: string;
  condition_stage: string;
  deal_file_id: string;
}

const fromTask = (task: TaskItem | null, dealId: string | null): Draft => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  deal_id: task?.deal_id ?? dealId ?? '',
  assignee_id: task?.assignee_id ?? '',
  due_date: task?.due_date ?? '',
  due_time: task?.due_time ?? '',
  priority: task?.priority ?? 'medium',
  kind: task?.kind ?? (dealId ? 'condition' : 'task'),
  condition_stage: task?.condition_stage ?? (dealId && !task ? 'prior_to_closing' : ''),
  deal_file_id: task?.deal_file_id ?? '',
});

/** The shared schema's shape of the draft: empty fields are "not set". */
const toInput = (d: Draft) => ({
  title: d.title,
  description: d.description.trim() || null,
  deal_id: d.deal_id || null,
  assignee_id: d.assignee_id || null,
  due_date: d.due_date || null,
  due_time: d.due_time || null,
  priority: d.priority,
  kind: d.kind,
  condition_stage: d.kind === 'condition' ? d.condition_stage || null : null,
});

/** New task / Edit task: every field of a task; the deal is fixed on a deal's Tasks tab. */
export function TaskFormDialog({
  open,
  onOpenChange,
  task,
  dealId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task: TaskItem | null;
  /** The deal whose Tasks tab opened the form. */
  dealId: string | null;
}) {
  const [draft, setDraft] = useState<Draft>(() => fromTask(task, dealId));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const deals = useDealOptions(open && !dealId);
  const assignees = useTaskAssignees(draft.deal_id || null, open);
  // An existing task on a deal can point at the deal file that satisfies it.
  const fileDeal = task?.deal_id && draft.deal_id === task.deal_id ? task.deal_id : '';
  const files = useDealFiles(fileDeal, open && fileDeal !== '');
  const create = useCreateTask();
  const update = useUpdateTask();
  const pending = create.isPending || update.isPending;
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taskCreateSchema.safeParse(toInput(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'title'), issue.message])));
      return;
    }
    setErrors({});
    const done = {
      onSuccess: () => {
        toast.success(task ? 'Task saved' : 'Task created', { description: parsed.data.title });
        onOpenChange(false);
      },
      onError: (error: Error) => toast.error('Error', { description: error.message }),
    };
    if (task) update.mutate({ id: task.id, ...parsed.data, ...(draft.deal_id === task.deal_id ? { deal_file_id: draft.deal_file_id || null } : {}) }, done);
    else create.mutate(parsed.data, done);
  };

  const field = (id: keyof Draft, label: string, control: React.ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`task-${id}`}>{label}</Label>
      {control}
      {errors[id] && (
        <p id={`task-${id}-error`} className="text-sm text-destructive">
          {errors[id]}
        </p>
      )}
    </div>
  );
  const describedBy = (id: string) => (errors[id] ? `task-${id}-error` : undefined);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{task ? 'Edit task' : 'New task'}</DialogTitle>
          <DialogDescription>{dealId ? `On deal ${dealId}.` : 'A task, a loan condition or a follow-up.'}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          {field('title', 'Title', <Input id="task-title" value={draft.title} onChange={set('title')} aria-invalid={!!errors.title} aria-describedby={describedBy('title')} autoFocus />)}
          {field('description', 'Description', <Textarea id="task-description" value={draft.description} onChange={set('description')} rows={3} />)}
          <div className="grid gap-3 sm:grid-cols-2">
            {field(
              'kind',
              'Kind',
              <NativeSelect id="task-kind" value={draft.kind} onChange={set('kind')}>
                <LabelOptions values={TASK_KINDS} labels={KIND_LABELS} />
              </NativeSelect>,
            )}
            {draft.kind === 'condition' &&
              field(
                'condition_stage',
                'Condition due',
                <NativeSelect id="task-condition_stage" value={draft.condition_stage} onChange={set('condition_stage')} aria-invalid={!!errors.condition_stage} aria-describedby={describedBy('condition_stage')}>
                  <option value="">Choose…</option>
                  <LabelOptions values={CONDITION_STAGES} labels={CONDITION_STAGE_LABELS} />
                </NativeSelect>,
              )}
          </div>
          {!dealId &&
            field(
              'deal_id',
              'Deal',
              <NativeSelect id="task-deal_id" value={draft.deal_id} onChange={(e) => setDraft((d) => ({ ...d, deal_id: e.target.value, assignee_id: '' }))}>
                <option value="">No deal</option>
                {(deals.data ?? []).map((deal) => (
                  <option key={deal.id} value={deal.id}>
                    {deal.id} · {deal.property_address || deal.borrower_name}
                  </option>
                ))}
              </NativeSelect>,
            )}
          {field(
            'assignee_id',
            'Assignee',
            <NativeSelect id="task-assignee_id" value={draft.assignee_id} onChange={set('assignee_id')} aria-invalid={!!errors.assignee_id}>
              <option value="">Unassigned</option>
              {(assignees.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.role.replace(/_/g, ' ')})
                </option>
              ))}
            </NativeSelect>,
          )}
          <div className="grid gap-3 sm:grid-cols-3">
            {field('due_date', 'Due date', <Input id="task-due_date" type="date" value={draft.due_date} onChange={set('due_date')} aria-invalid={!!errors.due_date} aria-describedby={describedBy('due_date')} />)}
            {field('due_time', 'Due time', <Input id="task-due_time" type="time" value={draft.due_time} onChange={set('due_time')} aria-invalid={!!errors.due_time} aria-describedby={describedBy('due_time')} />)}
            {field(
              'priority',
              'Priority',
              <NativeSelect id="task-priority" value={draft.priority} onChange={set('priority')}>
                <LabelOptions values={TASK_PRIORITIES} labels={PRIORITY_LABELS} />
              </NativeSelect>,
            )}
          </div>
          {task && task.deal_id && draft.deal_id === task.deal_id &&
            field(
              'deal_file_id',
              'Satisfied by file',
              <NativeSelect id="task-deal_file_id" value={draft.deal_file_id} onChange={set('deal_file_id')} aria-invalid={!!errors.deal_file_id}>
                <option value="">No file</option>
                {(files.data ?? []).map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.file_name}
                  </option>
                ))}
              </NativeSelect>,
            )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : task ? 'Save task' : 'Create task'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
