import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { dealKeys } from './deal-keys';

export interface ContactOption {
  id: string;
  name: string;
  role: string;
  email: string | null;
  company: string | null;
}

/** GET /api/contacts?q=: the contacts a party can be picked from on the deal page. */
export function useContactOptions(q: string) {
  return useQuery({
    queryKey: dealKeys.contactOptions(q),
    queryFn: ({ signal }) =>
      apiGet<{ items: ContactOption[] }>(`/api/contacts?${new URLSearchParams({ q, limit: '20' }).toString()}`, signal),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}
