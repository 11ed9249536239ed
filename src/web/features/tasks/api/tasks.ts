import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistTemplate, ChecklistTemplateInput, TaskAssignee, TaskBulk, TaskCreate, TaskItem, TaskListQuery, TaskUpdate } from '@core/schemas/tasks';
import type { TaskStatus } from '@core/tasks';
import { apiDelete, apiGet, apiPatch, apiPost, api } from '@web/lib/api';
import { BADGES_QUERY_KEY } from '@web/lib/realtime';

/** The browser's time zone: "overdue" and "due this week" follow the user's wall clock. */
export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// Keys start with the table they read, so a realtime change of `tasks` (a task assigned to you) refreshes them.
export const taskKeys = {
  all: ['tasks'] as const,
  list: (query: TaskListQuery) => ['tasks', 'list', query] as const,
  assignees: (dealId: string | null) => ['tasks', 'assignees', dealId] as const,
  templates: ['checklist_templates'] as const,
};

function listPath(query: TaskListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, tz: timeZone() })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `/api/tasks?${params.toString()}`;
}

/** GET /api/tasks */
export function useTasks(query: TaskListQuery) {
  return useQuery({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => apiGet<{ items: TaskItem[]; nextCursor: string | null }>(listPath(query), signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/tasks/assignees: staff, and the outside parties linked to the deal. */
export function useTaskAssignees(dealId: string | null, enabled = true) {
  return useQuery({
    queryKey: taskKeys.assignees(dealId),
    queryFn: ({ signal }) =>
      apiGet<{ items: TaskAssignee[] }>(`/api/tasks/assignees${dealId ? `?deal_id=${encodeURIComponent(dealId)}` : ''}`, signal),
    select: (data) => data.items,
    enabled,
  });
}

function useTaskMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      void queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['audit_log'] });
    },
  });
}

export const useCreateTask = () => useTaskMutation((input: TaskCreate) => apiPost<TaskItem>('/api/tasks', input));
export const useUpdateTask = () => useTaskMutation(({ id, ...input }: TaskUpdate & { id: string }) => apiPatch<TaskItem>(`/api/tasks/${id}`, input));
export const useTaskStatus = () =>
  useTaskMutation(({ id, status }: { id: string; status: TaskStatus }) => apiPost<TaskItem>(`/api/tasks/${id}/status`, { status }));
export const useBulkTasks = () => useTaskMutation((input: TaskBulk) => apiPost<{ updated: number }>('/api/tasks/bulk', input));
export const useDeleteTask = () => useTaskMutation((id: string) => apiDelete<void>(`/api/tasks/${id}`));
/** A file uploaded to the task's deal to satisfy it (a borrower's condition): linked to the task, the assignee told. */
export const useUploadForTask = () =>
  useTaskMutation(({ task, file }: { task: Pick<TaskItem, 'id' | 'deal_id'>; file: File }) => {
    const body = new FormData();
    body.append('task_id', task.id); // before the file: the server reads the fields that precede it
    body.append('file', file);
    return api<{ id: string }>(`/api/deals/${encodeURIComponent(task.deal_id!)}/files`, { method: 'POST', body });
  });
export const useApplyChecklist = (dealId: string) =>
  useTaskMutation((input: { template_id: string; assignee_id: string | null }) =>
    apiPost<{ template: string; created: number; skipped: number }>(`/api/deals/${encodeURIComponent(dealId)}/checklist`, { ...input, tz: timeZone() }),
  );

/** GET /api/checklist-templates */
export function useChecklistTemplates(enabled = true) {
  return useQuery({
    queryKey: taskKeys.templates,
    queryFn: ({ signal }) => apiGet<{ items: ChecklistTemplate[] }>('/api/checklist-templates', signal),
    select: (data) => data.items,
    enabled,
  });
}

/** POST or PUT /api/checklist-templates */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ChecklistTemplateInput & { id: string | null }) =>
      id ? api<ChecklistTemplate>(`/api/checklist-templates/${id}`, { method: 'PUT', body: input }) : apiPost<ChecklistTemplate>('/api/checklist-templates', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.templates }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<void>(`/api/checklist-templates/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: taskKeys.templates }),
  });
}
