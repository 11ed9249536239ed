import { localIsoDate } from '@core/deals/calculations';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from today (local) to a 'YYYY-MM-DD' day: 0 today, 1 tomorrow, -1 yesterday. */
export function daysFromToday(isoDay: string, now = new Date()): number {
  const today = Date.parse(`${localIsoDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) - today) / DAY_MS);
}

/** 'today', 'tomorrow', 'in 10 days', 'yesterday', '3 days ago'. */
export function relativeDay(isoDay: string, now = new Date()): string {
  const days = daysFromToday(isoDay, now);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}
