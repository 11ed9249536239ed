import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Audience, CampaignInput, TemplateInput } from '@core/schemas/growth';
import { api, apiDelete, apiGet, apiPost } from '@web/lib/api';

export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  html: string;
  text: string;
  unknown_fields: string[];
  updated_at: string;
}

export interface CampaignFigures {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  suppressed: number;
}

export interface Campaign {
  id: string;
  name: string;
  template_id: string;
  audience: Audience;
  status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled';
  cancelled_at: string | null;
  scheduled_at: string | null;
  started_at: string | null;
  created_at: string;
  figures: CampaignFigures;
}

export interface CampaignRecipient {
  id: string;
  email: string;
  lead_name: string | null;
  status: string;
  error: string | null;
  sent_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Keys start with the table a realtime change names (src/web/lib/realtime.ts).
export const growthKeys = {
  templates: ['email_templates'] as const,
  campaigns: ['campaigns'] as const,
  campaign: (id: string, status: string) => ['outreach_emails', 'campaign', id, status] as const,
};

export const useTemplates = () =>
  useQuery({ queryKey: growthKeys.templates, queryFn: ({ signal }) => apiGet<{ items: EmailTemplate[] }>('/api/email-templates', signal), select: (d) => d.items });

export const useCampaigns = () =>
  useQuery({ queryKey: growthKeys.campaigns, queryFn: ({ signal }) => apiGet<{ items: Campaign[] }>('/api/campaigns', signal), select: (d) => d.items });

export function useCampaign(id: string | null, status: string) {
  return useQuery({
    queryKey: growthKeys.campaign(id ?? '', status),
    queryFn: ({ signal }) =>
      apiGet<{ campaign: Campaign; timeline: { at: string; sent: number; opened: number; clicked: number }[]; recipients: CampaignRecipient[] }>(
        `/api/campaigns/${encodeURIComponent(id ?? '')}${status ? `?status=${status}` : ''}`,
        signal,
      ),
    enabled: Boolean(id),
  });
}

function useGrowthMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const key of ['email_templates', 'campaigns', 'outreach_emails']) void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}

export const useSaveTemplate = () =>
  useGrowthMutation(({ id, ...input }: TemplateInput & { id?: string }) =>
    id ? api<EmailTemplate>(`/api/email-templates/${encodeURIComponent(id)}`, { method: 'PUT', body: input }) : apiPost<EmailTemplate>('/api/email-templates', input),
  );
export const useDeleteTemplate = () => useGrowthMutation((id: string) => apiDelete(`/api/email-templates/${encodeURIComponent(id)}`));
export const usePreviewTemplate = () =>
  useMutation({ mutationFn: (input: Pick<TemplateInput, 'subject' | 'html' | 'text'> & { lead_id: string }) => apiPost<RenderedMail>('/api/email-templates/preview', input) });
export const useTestSend = () =>
  useMutation({ mutationFn: ({ id, ...input }: { id: string; lead_id: string; to: string }) => apiPost<{ message: string }>(`/api/email-templates/${encodeURIComponent(id)}/test`, input) });

export const useSaveCampaign = () => useGrowthMutation((input: CampaignInput) => apiPost<Campaign>('/api/campaigns', input));
export const useSendCampaign = () =>
  useGrowthMutation(({ id, scheduled_at }: { id: string; scheduled_at?: string }) => apiPost<Campaign>(`/api/campaigns/${encodeURIComponent(id)}/send`, scheduled_at ? { scheduled_at } : {}));
export const useCancelCampaign = () => useGrowthMutation((id: string) => apiPost<Campaign>(`/api/campaigns/${encodeURIComponent(id)}/cancel`));
export const useAudienceSize = (audience: Audience) =>
  useQuery({
    queryKey: [audience.kind === 'contacts' ? 'contacts' : 'leads', 'audience-size', audience],
    queryFn: () => apiPost<{ matches: number; with_email: number }>('/api/campaigns/audience-size', audience),
    retry: false,
  });
