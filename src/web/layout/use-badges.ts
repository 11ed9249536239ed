import { useQuery } from '@tanstack/react-query';
import type { Badges } from '@core/schemas/session';
import { apiGet } from '@web/lib/api';
import { BADGES_QUERY_KEY } from '@web/lib/realtime';
import type { BadgeKey } from './nav-items';

export type BadgeCounts = Badges & Partial<Record<BadgeKey, number>>;

/** GET /api/badges: pending borrower-update submissions, email files and inquiries; the caller's overdue tasks. */
export function useBadges(enabled = true) {
  return useQuery({
    queryKey: BADGES_QUERY_KEY,
    // The caller's time zone decides when a task due today turns overdue.
    queryFn: ({ signal }) => apiGet<BadgeCounts>(`/api/badges?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`, signal),
    enabled,
  });
}

/** Badges show only when the count is above zero. */
export function visibleCount(counts: BadgeCounts | undefined, key: BadgeKey | undefined): number | null {
  if (!counts || !key) return null;
  const value = counts[key];
  return typeof value === 'number' && value > 0 ? value : null;
}
