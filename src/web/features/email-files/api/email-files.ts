import { useQuery } from '@tanstack/react-query';
import type { EmailLogView, PendingFileView } from '@core/schemas/review';
import { isAdmin } from '@core/permissions';
import { apiGet, apiPost } from '@web/lib/api';
import { useSession } from '@web/lib/use-session';
import { useQueueMutation } from '@web/lib/use-queue-mutation';

// Keys start with the table (src/web/lib/realtime.ts), so new mail shows without a reload.
export const emailFileKeys = {
  pending: ['pending_file_uploads', 'pending'] as const,
  log: ['email_processing_log'] as const,
  settings: ['intake-settings'] as const,
};

export function usePendingFiles() {
  return useQuery({
    queryKey: emailFileKeys.pending,
    queryFn: ({ signal }) => apiGet<{ items: PendingFileView[] }>('/api/email-files', signal),
    select: (data) => data.items,
  });
}

export function useProcessingLog() {
  return useQuery({
    queryKey: emailFileKeys.log,
    queryFn: ({ signal }) => apiGet<{ items: EmailLogView[] }>('/api/email-files/log', signal),
    select: (data) => data.items,
  });
}

export interface IntakeSettings {
  smtp: { host: string; port: number } | null;
  inbound_email_url: string;
  inbound_email_key: string;
  inquiry_api_url: string;
  inquiry_intake_key: string;
  inquiry_form_url: string;
}

/** Where mail and inquiries reach the organization, with their keys: fetched for administrators only. */
export function useIntakeSettings() {
  const { session } = useSession();
  return useQuery({
    queryKey: emailFileKeys.settings,
    queryFn: ({ signal }) => apiGet<IntakeSettings>('/api/intake-settings', signal),
    enabled: isAdmin(session?.profile.role),
  });
}

/** The signed URL (300 s) to view a pending file. */
export const pendingFileUrl = (id: string) =>
  apiGet<{ url: string; file_type: string; file_name: string }>(`/api/email-files/${encodeURIComponent(id)}/url`);

const refresh = [emailFileKeys.pending] as const;
const filePath = (id: string, action: string) => `/api/email-files/${encodeURIComponent(id)}/${action}`;

export const useApproveFile = () => useQueueMutation((id: string) => apiPost(filePath(id, 'approve')), refresh);
export const useRejectFile = () => useQueueMutation(({ id, reason }: { id: string; reason: string }) => apiPost(filePath(id, 'reject'), { reason }), refresh);
export const useAssignFile = () =>
  useQueueMutation(({ id, dealId }: { id: string; dealId: string }) => apiPost(filePath(id, 'assign'), { deal_id: dealId }), refresh);
export const useCleanupDeal = () =>
  useQueueMutation((dealId: string) => apiPost<{ deal_id: string; count: number }>('/api/email-files/cleanup', { deal_id: dealId }), refresh);
