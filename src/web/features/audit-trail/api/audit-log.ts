import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AUDIT_LOG_RETRY, AUDIT_LOG_STALE_MS } from '@core/limits';
import type { AuditEntryView } from '@core/schemas/audit';
import { apiGet } from '@web/lib/api';

export interface AuditFilters {
  action: string;
  table_name: string;
  user_id: string;
  q: string;
}

export interface AuditFacets {
  actions: string[];
  tables: string[];
  users: { id: string; name: string }[];
}

// Keys start with the table name so a realtime change to audit_log refreshes them (SPEC §9: cached 30 s, one retry).
const auditKeys = {
  list: (filters: AuditFilters) => ['audit_log', 'list', filters] as const,
  facets: ['audit_log', 'facets'] as const,
};

function queryString(filters: AuditFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The CSV export of the log as currently filtered. */
export const auditExportUrl = (filters: AuditFilters) => `/api/audit-log/export.csv${queryString(filters, null)}`;

/** GET /api/audit-log: newest first, 100 a page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiGet<{ items: AuditEntryView[]; nextCursor: string | null }>(`/api/audit-log${queryString(filters, pageParam)}`, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: AUDIT_LOG_STALE_MS,
    retry: AUDIT_LOG_RETRY,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/audit-log/facets: the actions, tables and people the filters offer. */
export function useAuditFacets() {
  return useQuery({
    queryKey: auditKeys.facets,
    queryFn: ({ signal }) => apiGet<AuditFacets>('/api/audit-log/facets', signal),
    staleTime: AUDIT_LOG_STALE_MS,
    retry: AUDIT_LOG_RETRY,
  });
}
