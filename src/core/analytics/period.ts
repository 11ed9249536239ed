// The reporting periods of the Analytics page: a period is a closed range of calendar dates, compared with
// the period of the same kind just before it (the previous month, quarter, year, twelve months, or as many
// days before a custom range).

export const PERIODS = ['this_month', 'this_quarter', 'this_year', 'trailing_12_months', 'custom'] as const;
export type PeriodKind = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<PeriodKind, string> = {
  this_month: 'This month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  trailing_12_months: 'Trailing 12 months',
  custom: 'Custom',
};

/** Inclusive 'YYYY-MM-DD' bounds. */
export interface DateRange {
  from: string;
  to: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
const parse = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function addDays(isoDate: string, days: number): string {
  const d = parse(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** The range a period covers on `today`; a custom range is taken as given. */
export function periodRange(kind: PeriodKind, today: string, custom?: DateRange): DateRange {
  const d = parse(today);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  switch (kind) {
    case 'this_month':
      return { from: iso(utc(year, month, 1)), to: iso(utc(year, month + 1, 0)) };
    case 'this_quarter': {
      const first = month - (month % 3);
      return { from: iso(utc(year, first, 1)), to: iso(utc(year, first + 3, 0)) };
    }
    case 'this_year':
      return { from: iso(utc(year, 0, 1)), to: iso(utc(year, 11, 31)) };
    case 'trailing_12_months':
      return { from: iso(utc(year, month - 11, 1)), to: iso(utc(year, month + 1, 0)) };
    case 'custom':
      if (!custom) throw new Error('A custom period needs its dates.');
      return custom;
  }
}

/** The period just before: calendar periods shift by their months, a custom range by its length in days. */
export function previousRange(kind: PeriodKind, range: DateRange): DateRange {
  const months = { this_month: 1, this_quarter: 3, this_year: 12, trailing_12_months: 12, custom: 0 }[kind];
  if (months === 0) {
    const length = daysBetween(range.from, range.to) + 1;
    return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
  }
  const start = parse(range.from);
  return {
    from: iso(utc(start.getUTCFullYear(), start.getUTCMonth() - months, 1)),
    to: addDays(range.from, -1),
  };
}

/** Every month ('YYYY-MM') a range touches, in order: the rows of the monthly charts, gaps included. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  const end = range.to.slice(0, 7);
  const d = parse(`${range.from.slice(0, 7)}-01`);
  for (let month = iso(d).slice(0, 7); month <= end; month = iso(d).slice(0, 7)) {
    months.push(month);
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/** Whether a range runs from the first day of a month to the last day of a month (the periods but custom ones). */
export function isWholeMonths(range: DateRange): boolean {
  return range.from.endsWith('-01') && addDays(range.to, 1).endsWith('-01');
}

/** The change from the previous figure to this one, as a fraction; null when there is nothing to compare. */
export function relativeChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/**
 * A running total per month from the changes recorded in some months (the pipeline's value at each month's
 * end), starting from what it was before the first month.
 */
export function runningTotals(months: string[], opening: number, changes: Map<string, number>): number[] {
  let total = opening;
  return months.map((month) => (total += changes.get(month) ?? 0));
}
