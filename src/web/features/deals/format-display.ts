// Display helpers of the deals feature: money through src/core/money, dates shown as the US reads them.

import { toIsoDate } from '@core/deals/calculations';
import { formatCurrency, formatCurrencyCents } from '@core/money';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const EMPTY = '—';

/** 'YYYY-MM-DD' → 'Mar 15, 2026' (read as a calendar day, so no time zone moves it). */
export function formatDay(iso: string | null | undefined): string {
  const day = iso ? toIsoDate(iso) : null;
  return day ? DATE.format(new Date(`${day}T00:00:00Z`)) : EMPTY;
}

export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return EMPTY;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

export function formatMoney(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? EMPTY : formatCurrency(amount);
}

export function formatMoneyCents(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? EMPTY : formatCurrencyCents(amount);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `${value.toFixed(2)}%`;
}
