import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '@web/lib/api';
import { CONTACTS_KEY, dealKeys } from './deal-keys';

export interface DealParty {
  id: string;
  contact_id: string;
  contact_name: string;
  contact_role: string;
  email: string | null;
  phone: string | null;
  company: string | null;
}

const partiesPath = (dealId: string) => `/api/deals/${encodeURIComponent(dealId)}/contacts`;

/** GET /api/deals/:id/contacts: the deal's linked parties. */
export function useDealParties(dealId: string) {
  return useQuery({
    queryKey: dealKeys.parties(dealId),
    queryFn: ({ signal }) => apiGet<{ items: DealParty[] }>(partiesPath(dealId), signal),
    select: (data) => data.items,
  });
}

function useInvalidateParties(dealId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: dealKeys.parties(dealId) });
    void queryClient.invalidateQueries({ queryKey: dealKeys.activity(dealId) });
    void queryClient.invalidateQueries({ queryKey: CONTACTS_KEY });
  };
}

/** POST /api/deals/:id/contacts { contact_id, contact_role } */
export function useLinkDealParty(dealId: string) {
  const onSuccess = useInvalidateParties(dealId);
  return useMutation({
    mutationFn: (link: { contact_id: string; contact_role: string }) => apiPost<DealParty>(partiesPath(dealId), link),
    onSuccess,
  });
}

/** DELETE /api/deals/:id/contacts/:linkId */
export function useUnlinkDealParty(dealId: string) {
  const onSuccess = useInvalidateParties(dealId);
  return useMutation({
    mutationFn: (linkId: string) => apiDelete<void>(`${partiesPath(dealId)}/${encodeURIComponent(linkId)}`),
    onSuccess,
  });
}
