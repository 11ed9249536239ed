import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadActivityInput, LeadCreateInput, LeadImportInput, LeadSource, LeadStatus, LeadUpdateInput } from '@core/schemas/leads';
import { apiGet, apiPatch, apiPost, api } from '@web/lib/api';

export interface Lead {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  source: LeadSource;
  loan_type: string | null;
  loan_amount: number | null;
  property_address: string | null;
  timeline: string | null;
  owner_id: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  score: number;
  tags: string[];
  notes: string | null;
  next_follow_up: string | null;
  contact_id: string | null;
  deal_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface LeadActivity {
  id: string;
  kind: 'call' | 'email' | 'note' | 'status_change' | 'assignment' | 'created' | 'converted';
  body: string;
  user_name: string | null;
  created_at: string;
}

export interface LeadFilters {
  q: string;
  status: string;
  owner_id: string;
  source: string;
  tag: string;
  sort: string;
}

// Keys start with the table: a realtime 'leads' change refreshes every list and drawer (src/web/lib/realtime.ts).
export const leadKeys = {
  all: ['leads'] as const,
  list: (filters: LeadFilters) => ['leads', 'list', filters] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  tags: ['leads', 'tags'] as const,
  settings: ['leads', 'settings'] as const,
};

export function leadQueryString(filters: Partial<LeadFilters>, limit?: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value.trim());
  if (limit) params.set('limit', String(limit));
  return params.toString();
}

/** GET /api/leads with the filters (the board and the table use the same list: up to 500 leads). */
export function useLeads(filters: LeadFilters) {
  return useQuery({
    queryKey: leadKeys.list(filters),
    queryFn: ({ signal }) => apiGet<{ items: Lead[]; nextCursor: string | null }>(`/api/leads?${leadQueryString(filters, 500)}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLead(id: string | null) {
  return useQuery({
    queryKey: leadKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet<{ lead: Lead; activity: LeadActivity[] }>(`/api/leads/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });
}

export function useLeadTags() {
  return useQuery({
    queryKey: leadKeys.tags,
    queryFn: ({ signal }) => apiGet<{ items: string[] }>('/api/leads/tags', signal),
    select: (data) => data.items,
  });
}

export function useLeadSettings() {
  return useQuery({
    queryKey: leadKeys.settings,
    queryFn: ({ signal }) => apiGet<{ lead_assignment: 'manual' | 'round_robin'; form_path: string }>('/api/leads/settings', signal),
  });
}

function useLeadMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: leadKeys.all }) });
}

export const useCreateLead = () => useLeadMutation((input: LeadCreateInput) => apiPost<Lead>('/api/leads', input));
export const useUpdateLead = () =>
  useLeadMutation(({ id, ...input }: LeadUpdateInput & { id: string }) => apiPatch<Lead>(`/api/leads/${encodeURIComponent(id)}`, input));
export const useLogLeadActivity = (id: string) =>
  useLeadMutation((input: LeadActivityInput) => apiPost(`/api/leads/${encodeURIComponent(id)}/activities`, input));
export const useMarkLeadConverted = () =>
  useLeadMutation(({ id, dealId }: { id: string; dealId: string }) => apiPost<Lead>(`/api/leads/${encodeURIComponent(id)}/converted`, { deal_id: dealId }));
export const useSetLeadAssignment = () =>
  useLeadMutation((mode: 'manual' | 'round_robin') => api('/api/leads/settings', { method: 'PUT', body: { lead_assignment: mode } }));

export interface ImportResult {
  imported: number;
  valid: number;
  errors: { row: number; message: string }[];
}
export const useImportLeads = () => useLeadMutation((input: LeadImportInput) => apiPost<ImportResult>('/api/leads/import', input));
