import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactCreateInput, ContactUpdateInput } from '@core/schemas/contacts';
import type { Deal } from '@core/schemas/deals';
import { apiGet, apiPatch, apiPost } from '@web/lib/api';

export interface Contact {
  id: string;
  name: string;
  role: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  deals_count: number;
  total_volume: number;
  last_deal: string | null;
  created_at: string;
}

export interface ContactFilters {
  q: string;
  role: string;
}

// Keys start with the table (src/web/lib/realtime.ts); deal creation invalidates ['contacts'] too.
export const contactKeys = {
  all: ['contacts'] as const,
  list: (filters: ContactFilters) => ['contacts', 'list', filters] as const,
  detail: (id: string) => ['contacts', 'detail', id] as const,
};

const PAGE_SIZE = 50;

/** GET /api/contacts?q=&role=, 50 at a time. */
export function useContactsInfinite(filters: ContactFilters) {
  return useInfiniteQuery({
    queryKey: contactKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (filters.q.trim()) params.set('q', filters.q.trim());
      if (filters.role) params.set('role', filters.role);
      if (pageParam) params.set('cursor', pageParam);
      return apiGet<{ items: Contact[]; nextCursor: string | null }>(`/api/contacts?${params.toString()}`, signal);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contacts/:id: the contact and the deals it is linked to. */
export function useContact(id: string | null) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet<{ contact: Contact; deals: Deal[] }>(`/api/contacts/${encodeURIComponent(id ?? '')}`, signal),
    enabled: Boolean(id),
  });
}

/** POST /api/contacts (409 when the email, phone or name matches an existing contact). */
export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactCreateInput) => apiPost<Contact>('/api/contacts', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}

/** PATCH /api/contacts/:id */
export function useUpdateContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactUpdateInput) => apiPatch<Contact>(`/api/contacts/${encodeURIComponent(id)}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
