import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiGet, apiPost } from '@web/lib/api';
import { useQueueMutation } from '@web/lib/use-queue-mutation';

export interface InquiryData {
  borrower_name: string | null;
  borrower_email: string | null;
  borrower_phone: string | null;
  property_address: string | null;
  loan_amount: number | null;
  property_value: number | null;
  loan_type: string | null;
  loan_purpose: string | null;
  loan_term_months: number | null;
  referral_source: string | null;
  referral_contact_info: string | null;
  notes: string | null;
  created_at: string;
}

export interface InquiryFileView {
  id: string;
  file_name: string;
  file_type: string;
  file_size: number;
}

export interface PendingInquiry extends InquiryData {
  id: string;
  processing_status: string;
  attachments: InquiryFileView[];
}

export interface Inquiry extends InquiryData {
  id: string;
  status: string;
  files: InquiryFileView[];
}

export interface ApproveResult {
  inquiry_id: string;
  total: number;
  transferred: number;
  failures: { file_name: string; reason: string }[];
}

// Keys start with the table (src/web/lib/realtime.ts).
export const inquiryKeys = {
  pending: ['pending_inquiries'] as const,
  approved: ['inquiries'] as const,
  publicForm: (organizationId: string) => ['public-inquiry-form', organizationId] as const,
};

export function usePendingInquiries() {
  return useQuery({
    queryKey: inquiryKeys.pending,
    queryFn: ({ signal }) => apiGet<{ items: PendingInquiry[] }>('/api/inquiries/pending', signal),
    select: (data) => data.items,
  });
}

export function useInquiries() {
  return useQuery({
    queryKey: inquiryKeys.approved,
    queryFn: ({ signal }) => apiGet<{ items: Inquiry[] }>('/api/inquiries', signal),
    select: (data) => data.items,
  });
}

const refresh = [inquiryKeys.pending, inquiryKeys.approved] as const;

export const useApproveInquiry = () => useQueueMutation((id: string) => apiPost<ApproveResult>(`/api/inquiries/pending/${id}/approve`), refresh);
export const useRejectInquiry = () =>
  useQueueMutation(({ id, reason }: { id: string; reason: string }) => apiPost(`/api/inquiries/pending/${id}/reject`, { reason }), refresh);
export const useMarkConverted = () =>
  useQueueMutation(({ id, dealId }: { id: string; dealId: string }) => apiPost(`/api/inquiries/${id}/converted`, { deal_id: dealId }), refresh);

export const inquiryFileUrl = (inquiryId: string, fileId: string) => apiGet<{ url: string }>(`/api/inquiries/${inquiryId}/files/${fileId}/url`);
/** A signed URL (300 s) of a pending inquiry's attachment: `inline` previews a PDF or an image in the browser. */
export const pendingAttachmentUrl = (pendingId: string, attachmentId: string, inline: boolean) =>
  apiGet<{ url: string }>(`/api/inquiries/pending/${pendingId}/attachments/${attachmentId}/url${inline ? '?inline=1' : ''}`);

// The public form (no sign-in).
export function usePublicInquiryForm(organizationId: string) {
  return useQuery({
    queryKey: inquiryKeys.publicForm(organizationId),
    queryFn: ({ signal }) => apiGet<{ organization_name: string }>(`/api/public/inquiry-form/${encodeURIComponent(organizationId)}`, signal),
    retry: false,
  });
}

export function useSubmitPublicInquiry(organizationId: string) {
  return useMutation({
    mutationFn: (body: FormData) =>
      api<{ id: string; attachment_count: number }>(`/api/public/inquiry-form/${encodeURIComponent(organizationId)}`, { method: 'POST', body }),
  });
}
