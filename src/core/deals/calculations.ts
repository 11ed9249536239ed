// Loan calculations of SPEC §9. Dates are plain 'YYYY-MM-DD' strings and all calendar math is done on
// year/month/day integers, so no time zone can shift a date by a day.

import { POLICY_AMOUNT_RATIO } from '../limits';
import { roundToCents } from '../money';

/** LTV in percent, 2 decimals; null when there is no property value to divide by. */
export function ltv(loanAmount: number, propertyValue: number): number | null {
  if (!(propertyValue > 0) || !Number.isFinite(loanAmount)) return null;
  return roundToCents((loanAmount / propertyValue) * 100);
}

/** Interest-only monthly payment, in cents: amount × rate% / 12. */
export function monthlyInterestOnlyPayment(loanAmount: number, ratePercent: number): number {
  return roundToCents((loanAmount * ratePercent) / 100 / 12);
}

/** Daily interest on a 360-day year, in cents. */
export function perDiem(loanAmount: number, ratePercent: number): number {
  return roundToCents((loanAmount * ratePercent) / 100 / 360);
}

export function policyAmount(loanAmount: number): number {
  return roundToCents(loanAmount * POLICY_AMOUNT_RATIO);
}

/** Fee = points × amount / 100, in cents (origination, discount and broker fees). */
export function feeFromPoints(points: number, loanAmount: number): number {
  return roundToCents((points * loanAmount) / 100);
}

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Reads 'YYYY-MM-DD' (a trailing time is ignored) or the US 'M/D/YYYY'; null unless it is a real calendar day. */
function parseDate(text: string): CalendarDate | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DATE.exec(trimmed);
  if (us) return calendarDate(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Normalises a date to 'YYYY-MM-DD', or null when it is not a valid date ('2026-02-30' is not). */
export function toIsoDate(text: string): string | null {
  const date = parseDate(text);
  return date ? formatDate(date) : null;
}

/** The calendar day of an instant in the local time zone of the caller, as 'YYYY-MM-DD'. */
export function localIsoDate(instant: Date): string {
  return formatDate({ year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() });
}

/** Moves by whole months; the day is clamped to the target month's length (Jan 31 + 1 month = Feb 28/29). */
function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

function firstOfMonthAfter(date: CalendarDate, months: number): string {
  return formatDate({ ...addMonths({ ...date, day: 1 }, months), day: 1 });
}

function checkedMonths(months: number): number {
  if (!Number.isInteger(months) || months < 0) throw new RangeError(`months must be a whole number ≥ 0: ${months}`);
  return months;
}

/**
 * Maturity: the 1st of the month following the end of the term. The caller passes the closing date, or today
 * when there is none. 2026-03-15 + 12 months ends 2027-03-15, so maturity is 2027-04-01.
 */
export function maturityDate(startDate: string, termMonths: number): string | null {
  const start = parseDate(startDate);
  return start ? firstOfMonthAfter(start, checkedMonths(termMonths) + 1) : null;
}

/** First payment: the 1st of the month two months after the document date (2026-01-15 → 2026-03-01). */
export function firstPaymentDate(documentDate: string): string | null {
  const date = parseDate(documentDate);
  return date ? firstOfMonthAfter(date, 2) : null;
}

/**
 * The day the prepayment penalty ends: start date plus the prepayment term in months, clamped to the end of a
 * shorter month (2026-01-31 + 1 → 2026-02-28). The spec gives only "uses the prepayment term in months".
 */
export function prepaymentPenaltyDate(startDate: string, months: number): string | null {
  const start = parseDate(startDate);
  return start ? formatDate(addMonths(start, checkedMonths(months))) : null;
}
