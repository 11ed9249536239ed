import type { DealFilters } from './deal-filters';

// Query keys start with the table they read, so a realtime change of that table refreshes them
// (src/web/lib/realtime.ts). Invalidating ['deals'] refreshes every list, board column and deal page.
export const dealKeys = {
  all: ['deals'] as const,
  lists: () => ['deals', 'list'] as const,
  list: (filters: DealFilters) => ['deals', 'list', filters] as const,
  detail: (dealId: string) => ['deals', 'detail', dealId] as const,
  notes: (dealId: string) => ['deal_notes', dealId] as const,
  files: (dealId: string) => ['deal_files', dealId] as const,
  parties: (dealId: string) => ['deal_contacts', dealId] as const,
  activity: (dealId: string) => ['audit_log', 'deal', dealId] as const,
  stages: ['deal_stages'] as const,
  officers: ['profiles', 'officers'] as const,
  contactOptions: (q: string) => ['contacts', 'options', q] as const,
};

/** Lists that show a deal's borrower: contacts keep its totals (SPEC §7 "caches for deals and contacts"). */
export const CONTACTS_KEY = ['contacts'] as const;
