// Deal ids: {ORG_PREFIX}-{YYYYMMDD}-{NN} (SPEC §3, §9). The sequence counts per organization per day, starts
// at 01 and grows to 3+ digits past 99 (DESIGN §4).
//
// Ordering ids as text breaks past 99 ('HLC-20261122-100' sorts before 'HLC-20261122-99'), so the server must
// take the numeric maximum of the day's sequences (nextSequenceFromIds, or ORDER BY the parsed number in SQL),
// not "ORDER BY id DESC LIMIT 1".

import { toIsoDate } from './calculations';

export interface DealIdParts {
  prefix: string;
  date: string; // 'YYYY-MM-DD'
  sequence: number;
}

const DEAL_ID = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d{2,})$/;

function compactDate(date: string): string {
  const iso = toIsoDate(date);
  if (!iso) throw new RangeError(`Not a valid date: ${date}`);
  return iso.replaceAll('-', '');
}

/** The text every id of that day starts with: ('HLC', '2026-11-22') → 'HLC-20261122-'. */
export function dealIdPrefixForDay(orgPrefix: string, date: string): string {
  return `${orgPrefix}-${compactDate(date)}-`;
}

export function formatDealId(orgPrefix: string, date: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Invalid deal sequence: ${sequence}`);
  return `${dealIdPrefixForDay(orgPrefix, date)}${String(sequence).padStart(2, '0')}`;
}

export function parseDealId(id: string): DealIdParts | null {
  const match = DEAL_ID.exec(id);
  if (!match) return null;
  const [, prefix = '', year, month, day, sequence] = match;
  const date = toIsoDate(`${year}-${month}-${day}`);
  return date ? { prefix, date, sequence: Number(sequence) } : null;
}

/** The sequence after the day's highest id; 1 when the day has none (or it cannot be read). */
export function nextSequence(highestIdOfTheDay: string | null): number {
  return (parseDealId(highestIdOfTheDay ?? '')?.sequence ?? 0) + 1;
}

/** The sequence after the numeric maximum of the day's ids, whatever order they come in. */
export function nextSequenceFromIds(idsOfTheDay: readonly string[]): number {
  const sequences = idsOfTheDay.map((id) => parseDealId(id)?.sequence ?? 0);
  return Math.max(0, ...sequences) + 1;
}
