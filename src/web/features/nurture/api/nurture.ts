import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnrolRule, SequenceInput, SequenceStep } from '@core/schemas/growth';
import { api, apiGet, apiPost } from '@web/lib/api';

export interface Sequence {
  id: string;
  name: string;
  status: 'active' | 'paused';
  enrol_rule: EnrolRule;
  exit_on: string[];
  steps: SequenceStep[];
  counts: Partial<Record<'active' | 'paused' | 'completed' | 'exited', number>>;
}

export interface Enrollment {
  id: string;
  lead_id: string;
  lead_name: string;
  lead_email: string | null;
  lead_status: string;
  status: 'active' | 'paused' | 'completed' | 'exited';
  current_step: number;
  next_run_at: string | null;
  exit_reason: string | null;
}

export interface EnrolResult {
  enrolled: { id: string; name: string; email: string | null }[];
  would_enrol: { id: string; name: string; email: string | null }[];
  skipped: { id: string; name: string; reason: string }[];
}

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

export const nurtureKeys = {
  list: ['sequences'] as const,
  detail: (id: string) => ['sequences', id] as const,
  failed: ['sequences', 'failed-jobs'] as const,
};

export const useSequences = () =>
  useQuery({ queryKey: nurtureKeys.list, queryFn: ({ signal }) => apiGet<{ items: Sequence[] }>('/api/sequences', signal), select: (d) => d.items });

export const useSequence = (id: string | null) =>
  useQuery({
    queryKey: nurtureKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet<{ sequence: Sequence; enrollments: Enrollment[] }>(`/api/sequences/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });

export const useFailedJobs = () =>
  useQuery({ queryKey: nurtureKeys.failed, queryFn: ({ signal }) => apiGet<{ items: FailedJob[] }>('/api/jobs/failed', signal), select: (d) => d.items });

function useNurtureMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sequences'] });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
    },
  });
}

export const useSaveSequence = () =>
  useNurtureMutation(({ id, ...input }: SequenceInput & { id?: string }) =>
    id ? api<Sequence>(`/api/sequences/${encodeURIComponent(id)}`, { method: 'PUT', body: input }) : apiPost<Sequence>('/api/sequences', input),
  );
export const useSetSequenceStatus = () =>
  useNurtureMutation(({ id, status }: { id: string; status: 'active' | 'paused' }) => api(`/api/sequences/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } }));
export const useEnrol = () =>
  useNurtureMutation(({ id, ...body }: { id: string; lead_ids?: string[]; dry_run?: boolean }) => apiPost<EnrolResult>(`/api/sequences/${encodeURIComponent(id)}/enrol`, body));
export const useSetEnrollmentStatus = () =>
  useNurtureMutation(({ id, status }: { id: string; status: 'active' | 'paused' }) => api(`/api/enrollments/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } }));
export const useRetryJob = () => useNurtureMutation((id: string) => apiPost(`/api/jobs/${encodeURIComponent(id)}/retry`));
