import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckCheck, Pencil, Plus, Trash2, Upload, UserRoundPen } from 'lucide-react';
import { toast } from 'sonner';
import { hasPermission } from '@core/permissions';
import type { TaskItem, TaskListQuery } from '@core/schemas/tasks';
import {
  canChangeTaskStatus,
  canManageTasks,
  CONDITION_STAGE_LABELS,
  isActiveStatus,
  KIND_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_KINDS,
  TASK_PRIORITIES,
  TASK_SORTS,
  TASK_STATUSES,
  type TaskStatus,
  type TaskView,
} from '@core/tasks';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDay } from '@web/features/deals/format-display';
import { cn } from '@web/lib/utils';
import { useSession } from '@web/lib/use-session';
import { useDealOptions } from '../api/deal-options';
import { useBulkTasks, useDeleteTask, useTaskAssignees, useTasks, useTaskStatus, useUploadForTask } from '../api/tasks';
import { TaskFormDialog } from './task-form-dialog';
import { LabelOptions } from './label-options';

const SORT_LABELS: Record<(typeof TASK_SORTS)[number], string> = {
  due: 'Due date',
  priority: 'Priority',
  created: 'Newest',
  title: 'Title',
  status: 'Status',
};

interface Filters {
  q: string;
  deal_id: string;
  assignee_id: string;
  kind: string;
  status: string;
  priority: string;
  due_from: string;
  due_to: string;
  sort: string;
}

const NO_FILTERS: Filters = { q: '', deal_id: '', assignee_id: '', kind: '', status: 'open,in_progress', priority: '', due_from: '', due_to: '', sort: 'due' };

const priorityVariant = (p: string) => (p === 'high' ? 'red' : p === 'medium' ? 'blue' : 'grey');

/** Skip the page's shortcuts while the user types somewhere. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The task list of the Tasks page and of a deal's Tasks tab: filters, search, sort, selection with bulk
 * complete and reassign. Shortcuts: "/" search, "n" new task, Escape clears the selection.
 */
export function TaskList({ view, dealId = null, extraActions }: { view?: TaskView; dealId?: string | null; extraActions?: React.ReactNode }) {
  const { session } = useSession();
  const role = session?.profile.role ?? '';
  const userId = session?.user.id ?? '';
  const staff = canManageTasks(role);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<TaskItem | null | 'new'>(null);
  const [reassignTo, setReassignTo] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  const query: TaskListQuery = useMemo(
    () => ({
      view,
      deal_id: dealId ?? (filters.deal_id || undefined),
      assignee_id: filters.assignee_id || undefined,
      kind: filters.kind || undefined,
      status: filters.status || undefined,
      priority: filters.priority || undefined,
      due_from: filters.due_from || undefined,
      due_to: filters.due_to || undefined,
      q: filters.q || undefined,
      sort: filters.sort as TaskListQuery['sort'],
    }),
    [view, dealId, filters],
  );
  const tasks = useTasks(query);
  const items = useMemo(() => tasks.data?.items ?? [], [tasks.data]);
  const assignees = useTaskAssignees(dealId, staff);
  const deals = useDealOptions(!dealId);
  const status = useTaskStatus();
  const bulk = useBulkTasks();
  const remove = useDeleteTask();

  // A selection only ever holds rows on screen: a filter change drops the others.
  const visibleSelected = items.filter((t) => selected.has(t.id));
  const mayComplete = (t: TaskItem) => canChangeTaskStatus(role, userId, t);
  // Who cannot complete a task of theirs (a borrower's condition) satisfies it with a file instead.
  const mayUploadFor = (t: TaskItem) =>
    !mayComplete(t) && t.deal_id !== null && t.assignee_id === userId && isActiveStatus(t.status) && hasPermission(role, 'upload_docs_to_deals');
  const uploadForTask = useUploadForTask();
  const uploadFor = (task: TaskItem, file: File | undefined) =>
    file &&
    uploadForTask.mutate(
      { task, file },
      {
        onSuccess: () => toast.success('File uploaded', { description: `${file.name} was sent for “${task.title}”.` }),
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || typing(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (event.key === '/') {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (event.key === 'n' && staff) {
        event.preventDefault();
        setEditing('new');
      } else if (event.key === 'Escape') {
        setSelected(new Set());
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [staff]);

  const setFilter = (key: keyof Filters) => (event: { target: { value: string } }) => setFilters((f) => ({ ...f, [key]: event.target.value }));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = items.length > 0 && visibleSelected.length === items.length;

  const changeStatus = (task: TaskItem, next: TaskStatus) =>
    status.mutate(
      { id: task.id, status: next },
      {
        onSuccess: () => toast.success(next === 'done' ? 'Task completed' : 'Status changed', { description: task.title }),
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );

  const runBulk = (action: 'complete' | 'reassign') =>
    bulk.mutate(
      { ids: visibleSelected.map((t) => t.id), action, ...(action === 'reassign' ? { assignee_id: reassignTo || null } : {}) },
      {
        onSuccess: ({ updated }) => {
          toast.success(action === 'complete' ? `${updated} ${updated === 1 ? 'task' : 'tasks'} completed` : `${updated} ${updated === 1 ? 'task' : 'tasks'} reassigned`);
          setSelected(new Set());
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );

  const confirmDelete = (task: TaskItem) => {
    if (!window.confirm(`Delete the task "${task.title}"?`)) return;
    remove.mutate(task.id, {
      onSuccess: () => toast.success('Task deleted', { description: task.title }),
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  };

  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter tasks">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="task-search">Search</Label>
          <DebouncedSearchInput
            id="task-search"
            ref={searchRef}
            placeholder="Title, description, deal… (press /)"
            value={filters.q}
            onSearch={(q) => setFilters((f) => ({ ...f, q }))}
          />
        </div>
        {!dealId && (
          <FilterSelect id="filter-deal" label="Deal" value={filters.deal_id} onChange={setFilter('deal_id')}>
            <option value="">All deals</option>
            {(deals.data ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.id}
              </option>
            ))}
          </FilterSelect>
        )}
        {staff && view !== 'mine' && (
          <FilterSelect id="filter-assignee" label="Assignee" value={filters.assignee_id} onChange={setFilter('assignee_id')}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {(assignees.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </FilterSelect>
        )}
        <FilterSelect id="filter-kind" label="Kind" value={filters.kind} onChange={setFilter('kind')}>
          <option value="">All kinds</option>
          <LabelOptions values={TASK_KINDS} labels={KIND_LABELS} />
        </FilterSelect>
        <FilterSelect id="filter-status" label="Status" value={filters.status} onChange={setFilter('status')}>
          <option value="open,in_progress">To do</option>
          <option value="">Any status</option>
          <LabelOptions values={TASK_STATUSES} labels={STATUS_LABELS} />
        </FilterSelect>
        <FilterSelect id="filter-priority" label="Priority" value={filters.priority} onChange={setFilter('priority')}>
          <option value="">Any priority</option>
          <LabelOptions values={TASK_PRIORITIES} labels={PRIORITY_LABELS} />
        </FilterSelect>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-due-from">Due from</Label>
          <Input id="filter-due-from" type="date" className="w-40" value={filters.due_from} onChange={setFilter('due_from')} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="filter-due-to">Due to</Label>
          <Input id="filter-due-to" type="date" className="w-40" value={filters.due_to} onChange={setFilter('due_to')} />
        </div>
        <FilterSelect id="filter-sort" label="Sort by" value={filters.sort} onChange={setFilter('sort')}>
          <LabelOptions values={TASK_SORTS} labels={SORT_LABELS} />
        </FilterSelect>
        {filtered && (
          <Button variant="ghost" onClick={() => setFilters(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          {extraActions}
          {staff && (
            <Button onClick={() => setEditing('new')} aria-keyshortcuts="n">
              <Plus aria-hidden="true" />
              New task
            </Button>
          )}
        </div>
      </div>

      {visibleSelected.length > 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/50 p-2" role="region" aria-label="Bulk actions">
          <span className="text-sm font-medium">{visibleSelected.length} selected</span>
          {visibleSelected.every(mayComplete) && (
            <Button size="sm" onClick={() => runBulk('complete')} disabled={bulk.isPending}>
              <CheckCheck aria-hidden="true" />
              Complete selected
            </Button>
          )}
          {staff && (
            <>
              <NativeSelect aria-label="Reassign to" className="h-8 w-48" value={reassignTo} onChange={(e) => setReassignTo(e.target.value)}>
                <option value="">Unassigned</option>
                {(assignees.data ?? []).map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </NativeSelect>
              <Button size="sm" variant="outline" onClick={() => runBulk('reassign')} disabled={bulk.isPending}>
                <UserRoundPen aria-hidden="true" />
                Reassign
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}

      {tasks.isPending ? (
        <LoadingIndicator />
      ) : tasks.error ? (
        <Alert variant="destructive">
          <AlertTitle>Error</AlertTitle>
          <AlertDescription>{tasks.error.message}</AlertDescription>
        </Alert>
      ) : items.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">{filtered || view ? 'No tasks match.' : 'No tasks yet.'}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <Table aria-label="Tasks">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <input
                    type="checkbox"
                    aria-label="Select all tasks"
                    className="size-4"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((t) => t.id)))}
                  />
                </TableHead>
                <TableHead>Task</TableHead>
                {!dealId && <TableHead>Deal</TableHead>}
                <TableHead>Assignee</TableHead>
                <TableHead>Due</TableHead>
                <TableHead>Priority</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((task) => (
                <TableRow key={task.id} data-testid="task-row" data-selected={selected.has(task.id) || undefined}>
                  <TableCell>
                    <input type="checkbox" className="size-4" aria-label={`Select ${task.title}`} checked={selected.has(task.id)} onChange={() => toggle(task.id)} />
                  </TableCell>
                  <TableCell className="max-w-md">
                    <p className={cn('font-medium', !isActiveStatus(task.status) && 'text-muted-foreground line-through')}>{task.title}</p>
                    <p className="flex flex-wrap gap-1 pt-1 text-xs text-muted-foreground">
                      <Badge variant="outline">{task.condition_stage ? `Condition · ${CONDITION_STAGE_LABELS[task.condition_stage]}` : KIND_LABELS[task.kind]}</Badge>
                      {task.deal_file_name && <span>File: {task.deal_file_name}</span>}
                      {task.completed_by_name && task.completed_at && (
                        <span>
                          {STATUS_LABELS[task.status]} by {task.completed_by_name}, {formatDay(task.completed_at.slice(0, 10))}
                        </span>
                      )}
                    </p>
                    {task.description && <p className="line-clamp-2 pt-1 text-xs text-muted-foreground">{task.description}</p>}
                  </TableCell>
                  {!dealId && (
                    <TableCell>
                      {task.deal_id ? (
                        <Link to={`/deals/${encodeURIComponent(task.deal_id)}?tab=tasks`} className="text-primary underline underline-offset-4">
                          <span className="font-mono text-xs">{task.deal_id}</span>
                          {task.deal_label && <span className="block text-xs">{task.deal_label}</span>}
                        </Link>
                      ) : (
                        <span className="text-muted-foreground">—</span>
                      )}
                    </TableCell>
                  )}
                  <TableCell>{task.assignee_name ?? <span className="text-muted-foreground">Unassigned</span>}</TableCell>
                  <TableCell>
                    {task.due_date ? (
                      <span className={cn(task.overdue && 'font-medium text-destructive')}>
                        {task.overdue && 'Overdue · '}
                        <time dateTime={task.due_date}>{formatDay(task.due_date)}</time>
                        {task.due_time && ` ${task.due_time}`}
                      </span>
                    ) : (
                      <span className="text-muted-foreground">No due date</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <Badge variant={priorityVariant(task.priority)}>{PRIORITY_LABELS[task.priority]}</Badge>
                  </TableCell>
                  <TableCell>
                    {mayComplete(task) ? (
                      <NativeSelect aria-label={`Status of ${task.title}`} className="h-8 w-36" value={task.status} onChange={(e) => changeStatus(task, e.target.value as TaskStatus)}>
                        {TASK_STATUSES.filter((s) => s !== 'waived' || (staff && task.kind === 'condition') || task.status === 'waived').map((s) => (
                          <option key={s} value={s}>
                            {STATUS_LABELS[s]}
                          </option>
                        ))}
                      </NativeSelect>
                    ) : (
                      <Badge variant="secondary">{STATUS_LABELS[task.status]}</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {mayComplete(task) && isActiveStatus(task.status) && (
                        <Button size="sm" variant="outline" onClick={() => changeStatus(task, 'done')} aria-label={`Complete ${task.title}`}>
                          <CheckCheck aria-hidden="true" />
                          Complete
                        </Button>
                      )}
                      {mayUploadFor(task) && (
                        <Button asChild size="sm" variant="outline">
                          <label>
                            <Upload aria-hidden="true" />
                            {uploadForTask.isPending ? 'Uploading...' : 'Upload file'}
                            <input
                              type="file"
                              className="sr-only"
                              aria-label={`Upload a file for ${task.title}`}
                              disabled={uploadForTask.isPending}
                              onChange={(event) => {
                                uploadFor(task, event.target.files?.[0]);
                                event.target.value = '';
                              }}
                            />
                          </label>
                        </Button>
                      )}
                      {staff && (
                        <>
                          <Button size="icon" variant="ghost" onClick={() => setEditing(task)} aria-label={`Edit ${task.title}`} title="Edit">
                            <Pencil aria-hidden="true" />
                          </Button>
                          <Button size="icon" variant="ghost" onClick={() => confirmDelete(task)} aria-label={`Delete ${task.title}`} title="Delete">
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editing !== null && (
        <TaskFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          task={editing === 'new' ? null : editing}
          dealId={dealId}
        />
      )}
    </div>
  );
}

function FilterSelect({ id, label, children, ...props }: React.ComponentProps<'select'> & { id: string; label: string }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} className="w-40" {...props}>
        {children}
      </NativeSelect>
    </div>
  );
}
