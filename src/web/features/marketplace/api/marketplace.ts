// Marketplace calls: staff listings of a deal and their comparison, lender users' inbox, and the signed-link
// side for capital providers without an account. Each mutation refreshes what it changes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteCost, QuoteTerms } from '@core/marketplace/quotes';
import type { Leak, SharedListing, Teaser } from '@core/marketplace/teaser';
import { confirmMessage, type AssistantAnswer, type ConfirmationRequest } from '@core/schemas/assistant';
import type { ListingStatus, ListingUpdateInput, QuoteInput, RecipientStatus } from '@core/schemas/marketplace';
import { apiGet, apiPatch, apiPost } from '@web/lib/api';
import { dealKeys } from '@web/features/deals/api/deal-keys';

export interface Quote extends QuoteTerms {
  id: string;
  recipient_id: string;
  lender: string;
  conditions: string;
  expires_on: string;
  status: 'submitted' | 'accepted' | 'declined';
  updated_at: string;
}

export interface ThreadMessage {
  id: string;
  recipient_id: string;
  author_kind: 'lender' | 'staff';
  author_name: string;
  body: string;
  created_at: string;
}

export interface ListingDetail {
  id: string;
  deal_id: string;
  property_address: string;
  status: ListingStatus;
  teaser: Teaser;
  share_borrower_name: boolean;
  share_borrower_contact: boolean;
  share_street_address: boolean;
  leaks: Leak[];
  accepted_quote_id: string | null;
  recipients: { id: string; name: string; email: string; kind: 'contact' | 'user'; status: RecipientStatus; pass_reason: string | null }[];
  quotes: (Quote & { cost: QuoteCost })[];
  messages: ThreadMessage[];
  pending_confirmation: { request: ConfirmationRequest; current: Record<string, string | number | null> } | null;
}

export interface ListingSummary {
  id: string;
  deal_id: string;
  property_address: string;
  headline: string;
  status: ListingStatus;
  recipients: number;
  quotes: number;
  passes: number;
  created_at: string;
}

export interface RecipientView {
  recipient_id: string;
  name: string;
  status: RecipientStatus;
  pass_reason: string | null;
  organization_name: string;
  listing_status: ListingStatus;
  listing: SharedListing;
  quote: Quote | null;
  messages: ThreadMessage[];
}

export interface Provider {
  id: string;
  name: string;
  email: string | null;
  company: string | null;
}

// Keys start with the table the server announces changes of, so a realtime change refreshes every marketplace view.
const KEY = ['marketplace_listings'] as const;
export const marketplaceKeys = {
  all: KEY,
  listings: (dealId?: string) => [...KEY, 'listings', dealId ?? 'all'] as const,
  listing: (id: string) => [...KEY, 'listing', id] as const,
  quotes: () => [...KEY, 'quotes'] as const,
  providers: () => [...KEY, 'providers'] as const,
  inbox: () => [...KEY, 'inbox'] as const,
  inboxItem: (recipientId: string) => [...KEY, 'inbox', recipientId] as const,
  link: (token: string) => [...KEY, 'link', token] as const,
};

export function useListings(dealId?: string) {
  return useQuery({
    queryKey: marketplaceKeys.listings(dealId),
    queryFn: ({ signal }) => apiGet<{ items: ListingSummary[] }>(`/api/marketplace/listings${dealId ? `?deal_id=${encodeURIComponent(dealId)}` : ''}`, signal),
    select: (data) => data.items,
  });
}

export function useReceivedQuotes() {
  return useQuery({
    queryKey: marketplaceKeys.quotes(),
    queryFn: ({ signal }) => apiGet<{ items: (Quote & { cost: QuoteCost; deal_id: string; headline: string })[] }>('/api/marketplace/quotes', signal),
    select: (data) => data.items,
  });
}

export function useListing(id: string | undefined) {
  return useQuery({
    queryKey: marketplaceKeys.listing(id ?? ''),
    queryFn: ({ signal }) => apiGet<ListingDetail>(`/api/marketplace/listings/${id}`, signal),
    enabled: !!id,
  });
}

export function useProviders() {
  return useQuery({ queryKey: marketplaceKeys.providers(), queryFn: ({ signal }) => apiGet<{ contacts: Provider[]; users: Provider[] }>('/api/marketplace/providers', signal) });
}

/** Every staff mutation answers with the listing: it replaces the cached one, and the lists refresh. */
function useListingMutation<I>(call: (input: I) => Promise<ListingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'listings'] });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.quotes() });
      void queryClient.invalidateQueries({ queryKey: dealKeys.parties(listing.deal_id) });
    },
  });
}

export const useCreateListing = () => useListingMutation((dealId: string) => apiPost<ListingDetail>('/api/marketplace/listings', { deal_id: dealId }));
export const useUpdateListing = (id: string) => useListingMutation((input: ListingUpdateInput) => apiPatch<ListingDetail>(`/api/marketplace/listings/${id}`, input));
export const useSendListing = (id: string) =>
  useListingMutation((input: { contact_ids: string[]; user_ids: string[] }) => apiPost<ListingDetail>(`/api/marketplace/listings/${id}/send`, input));
export const useAnswerQuestion = (id: string) =>
  useListingMutation((input: { recipient_id: string; body: string }) => apiPost<ListingDetail>(`/api/marketplace/listings/${id}/messages`, input));
export const useAcceptQuote = () => useListingMutation((quoteId: string) => apiPost<ListingDetail>(`/api/marketplace/quotes/${quoteId}/accept`));

export function useInbox(enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.inbox(),
    queryFn: ({ signal }) => apiGet<{ items: { recipient_id: string; headline: string; listing_status: ListingStatus; status: RecipientStatus; sent_at: string }[] }>('/api/marketplace/inbox', signal),
    select: (data) => data.items,
    enabled,
  });
}

/** Where a capital provider's answers go: the inbox for a lender user, the public routes with the link's token. */
export type ResponseChannel = { kind: 'product'; recipientId: string } | { kind: 'link'; token: string };

const viewPath = (channel: ResponseChannel, action = '') =>
  channel.kind === 'product'
    ? `/api/marketplace/inbox/${channel.recipientId}${action ? `/${action}` : ''}`
    : `/api/public/marketplace${action ? `/${action}` : ''}?token=${encodeURIComponent(channel.token)}`;
const viewKey = (channel: ResponseChannel) => (channel.kind === 'product' ? marketplaceKeys.inboxItem(channel.recipientId) : marketplaceKeys.link(channel.token));

export function useRecipientView(channel: ResponseChannel) {
  return useQuery({ queryKey: viewKey(channel), queryFn: ({ signal }) => apiGet<RecipientView>(viewPath(channel), signal), retry: false });
}

function useResponse<I>(channel: ResponseChannel, action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiPost<RecipientView>(viewPath(channel, action), input),
    onSuccess: (view) => {
      queryClient.setQueryData(viewKey(channel), view);
      if (channel.kind === 'product') void queryClient.invalidateQueries({ queryKey: marketplaceKeys.inbox(), exact: true });
    },
  });
}

export const useSendQuote = (channel: ResponseChannel) => useResponse<QuoteInput>(channel, 'quote');
export const usePass = (channel: ResponseChannel) => useResponse<{ reason: string }>(channel, 'pass');
export const useAskQuestion = (channel: ResponseChannel) => useResponse<{ body: string }>(channel, 'messages');

/**
 * Confirm or cancel the deal changes an accepted quote proposed: the assistant's confirmation flow (the same
 * validation, transaction and audit as a change proposed in chat).
 */
export function useDecideProposedTerms(listing: ListingDetail) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.listing(listing.id) });
    void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    void queryClient.invalidateQueries({ queryKey: dealKeys.activity(listing.deal_id) });
  };
  const confirm = useMutation({
    mutationFn: (request: ConfirmationRequest) => apiPost<AssistantAnswer>('/api/functions/ai-assistant', { message: confirmMessage(request.confirmationId) }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (request: ConfirmationRequest) => apiPost<AssistantAnswer>(`/api/assistant/confirmations/${request.confirmationId}/cancel`, {}),
    onSuccess: refresh,
  });
  return { confirm, cancel };
}
