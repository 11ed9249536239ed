import { useQuery } from '@tanstack/react-query';
import type { Badges } from '@core/schemas/session';
import { apiGet } from '@web/lib/api';
import { BADGES_QUERY_KEY } from '@web/lib/realtime';
import type { BadgeKey } from './nav-items';

export type BadgeCounts = Badges & Record<BadgeKey, number>;

/** GET /api/badges: pending borrower-update submissions, pending email files, pending inquiries. */
export function useBadges(enabled = true) {
  return useQuery({
    queryKey: BADGES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<BadgeCounts>('/api/badges', signal),
    enabled,
  });
}

/** Badges show only when the count is above zero. */
export function visibleCount(counts: BadgeCounts | undefined, key: BadgeKey | undefined): number | null {
  if (!counts || !key) return null;
  const value = counts[key];
  return typeof value === 'number' && value > 0 ? value : null;
}
