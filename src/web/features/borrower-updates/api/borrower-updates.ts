import { useMutation, useQuery } from '@tanstack/react-query';
import type { BorrowerUpdateData, BorrowerUpdateFunctionBody, BorrowerUpdateRequestCreate, SubmittedDocument } from '@core/schemas/review';
import { api, apiGet, apiPost } from '@web/lib/api';
import { useQueueMutation } from '@web/lib/use-queue-mutation';

export interface BorrowerUpdateSubmission {
  id: string;
  status: 'pending_review' | 'approved' | 'rejected';
  submitted_data: BorrowerUpdateData & { documents?: SubmittedDocument[] };
  created_at: string;
  reviewed_by: string | null;
  reviewed_at: string | null;
  review_notes: string | null;
}

export interface BorrowerUpdateRequest {
  id: string;
  deal_id: string;
  borrower_email: string;
  status: 'pending' | 'submitted' | 'completed';
  created_at: string;
  deal: {
    borrower_name: string;
    property_address: string;
    borrower_phone: string | null;
    borrower_email: string | null;
    property_type: string | null;
    loan_amount: number;
    loan_term_months: number | null;
    loan_purpose: string | null;
  };
  submissions: BorrowerUpdateSubmission[];
}

// Keys start with the table (src/web/lib/realtime.ts): a borrower's submission shows without a reload.
export const borrowerUpdateKeys = {
  requests: ['borrower_update_requests'] as const,
  publicForm: (dealId: string, token: string) => ['borrower-update-form', dealId, token] as const,
};

/** Requests with their submissions (a new submission also changes its request, so its event refreshes this). */
export function useBorrowerUpdates() {
  return useQuery({
    queryKey: borrowerUpdateKeys.requests,
    queryFn: ({ signal }) => apiGet<{ items: BorrowerUpdateRequest[] }>('/api/borrower-updates', signal),
    select: (data) => data.items,
  });
}

const refresh = [borrowerUpdateKeys.requests] as const;

export const useRequestBorrowerUpdate = () =>
  useQueueMutation((input: BorrowerUpdateRequestCreate) => apiPost<{ id: string; borrower_email: string }>('/api/borrower-updates/requests', input), refresh);

/** SPEC §7: the 'borrower-update' server function. */
export const useReviewSubmission = () => useQueueMutation((body: BorrowerUpdateFunctionBody) => apiPost('/api/functions/borrower-update', body), refresh);

// The borrower's side (public, the link's token).
const publicPath = (dealId: string, token: string) => `/api/public/borrower-update/${encodeURIComponent(dealId)}?token=${encodeURIComponent(token)}`;

export function useBorrowerUpdateForm(dealId: string, token: string) {
  return useQuery({
    queryKey: borrowerUpdateKeys.publicForm(dealId, token),
    queryFn: ({ signal }) => apiGet<{ deal_id: string; property_address: string; borrower_name: string; status: string }>(publicPath(dealId, token), signal),
    retry: false,
  });
}

export function useSubmitBorrowerUpdate(dealId: string, token: string) {
  return useMutation({ mutationFn: (body: FormData) => api<{ id: string }>(publicPath(dealId, token), { method: 'POST', body }) });
}
