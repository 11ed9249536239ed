import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProspectConvertInput, ProspectImportInput, ProspectKind } from '@core/schemas/prospects';
import type { ScorePart } from '@core/growth/prospect-score';
import { apiGet, apiPost } from '@web/lib/api';

export interface Prospect {
  id: string;
  list_id: string;
  list_name: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  kind: ProspectKind;
  property_address: string | null;
  property_count: number;
  deal_count: number;
  last_activity: string | null;
  lead_id: string | null;
  lead_name: string | null;
  converted_at: string | null;
  suppressed: boolean;
  /** Why the address is never mailed again. */
  suppressed_reason: 'unsubscribed' | 'bounced' | null;
  score: number;
  score_parts: ScorePart[];
}

export interface ProspectList {
  id: string;
  name: string;
  created_at: string;
  prospects: number;
  converted: number;
}

export interface ProspectFilters {
  list_id: string;
  kind: string;
  q: string;
  state: string;
  min_score: string;
}

export interface ProspectImportResult {
  list_id: string | null;
  imported: number;
  valid: number;
  skipped: { row: number; name: string; message: string }[];
  errors: { row: number; message: string }[];
}

export interface ConvertResult {
  converted: number;
  enrolled: number;
  outcomes: { id: string; name: string; lead_id: string | null; result: 'converted' | 'skipped'; reason?: string }[];
  enrol_skipped: { id: string; name: string; reason: string }[];
}

// Keys start with the table a realtime change names (src/web/lib/realtime.ts).
export const prospectKeys = {
  lists: ['prospects', 'lists'] as const,
  list: (filters: ProspectFilters) => ['prospects', 'list', filters] as const,
};

export const useProspectLists = () =>
  useQuery({ queryKey: prospectKeys.lists, queryFn: ({ signal }) => apiGet<{ items: ProspectList[] }>('/api/prospect-lists', signal), select: (d) => d.items });

/** The filters as the list's (and the CSV export's) query string. */
export const prospectQueryString = (filters: ProspectFilters) => new URLSearchParams(Object.entries(filters).filter(([, v]) => v.trim())).toString();

export function useProspects(filters: ProspectFilters) {
  return useQuery({
    queryKey: prospectKeys.list(filters),
    queryFn: ({ signal }) => apiGet<{ items: Prospect[]; total: number }>(`/api/prospects?${prospectQueryString(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}

function useProspectMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of ['prospects', 'leads', 'sequences']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useImportProspects = () => useProspectMutation((input: ProspectImportInput) => apiPost<ProspectImportResult>('/api/prospects/import', input));
export const useConvertProspects = () => useProspectMutation((input: ProspectConvertInput) => apiPost<ConvertResult>('/api/prospects/convert', input));
