import { formatCurrency } from '@core/money';

export const money = (value: number | null) => (value === null ? '—' : formatCurrency(value));
export const percent = (fraction: number | null) => (fraction === null ? '—' : `${(fraction * 100).toFixed(1)}%`);
export const number = (value: number | null, unit = '') => (value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}${unit}`);

/** "▲ 12.5% vs previous period", or nothing when there is nothing to compare. */
export function changeText(change: number | null): string | null {
  if (change === null) return null;
  const arrow = change > 0 ? '▲' : change < 0 ? '▼' : '▬';
  return `${arrow} ${Math.abs(change * 100).toFixed(1)}% vs previous period`;
}
