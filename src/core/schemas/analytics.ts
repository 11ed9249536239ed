import { z } from 'zod';
import { PERIODS } from '../analytics/period';

/** Longest custom range, so a mistyped year does not ask for a century of months. */
export const ANALYTICS_MAX_RANGE_DAYS = 3_700;
export const STUCK_DEFAULT_DAYS = 30;
export const ANALYTICS_SECTIONS = ['summary', 'monthly', 'pipeline', 'flow', 'people', 'geography'] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

const isoDate = z.iso.date('Enter dates as YYYY-MM-DD.');
const filterText = z.string().trim().max(100).optional();

/** The query every analytics section takes: the period and the filters of the page. */
export const analyticsQuerySchema = z
  .object({
    period: z.enum(PERIODS, 'Choose a period: this month, this quarter, this year, trailing 12 months or custom.').default('this_month'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    officer: filterText,
    loan_type: filterText,
    property_type: filterText,
    state: z.string().trim().regex(/^[A-Za-z]{2}$/, 'Choose a state by its two-letter code.').optional(),
    /** A broker contact's id, or 'direct' for deals no broker sent. */
    source: filterText,
    stuck_days: z.coerce.number().int('Days must be a whole number.').min(1, 'Days must be at least 1.').max(3650).default(STUCK_DEFAULT_DAYS),
  })
  .superRefine((q, ctx) => {
    if (q.period !== 'custom') return;
    if (!q.from || !q.to) return void ctx.addIssue({ code: 'custom', message: 'A custom period needs a start and an end date.', path: ['from'] });
    if (q.from > q.to) return void ctx.addIssue({ code: 'custom', message: 'The start date must be on or before the end date.', path: ['from'] });
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days > ANALYTICS_MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', message: 'Choose a period of at most ten years.', path: ['to'] });
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export interface CountVolume {
  count: number;
  volume: number;
}

export interface PeriodFigures {
  created: CountVolume;
  funded: CountVolume;
  lost: CountVolume;
  average_loan: number | null;
  median_loan: number | null;
  average_rate: number | null;
  average_ltv: number | null;
  average_term_months: number | null;
  fee_income: number;
  /** Funded ÷ (funded + lost) among deals decided in the period. */
  win_rate: number | null;
  median_days_to_close: number | null;
}

export interface AnalyticsRange {
  from: string;
  to: string;
}

export interface AnalyticsSummary {
  range: AnalyticsRange;
  previous_range: AnalyticsRange;
  current: PeriodFigures;
  previous: PeriodFigures;
}

export const FEE_KINDS = ['origination', 'discount', 'broker', 'processing', 'doc', 'admin'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_LABELS: Record<FeeKind, string> = {
  origination: 'Origination fees',
  discount: 'Discount fees',
  broker: 'Broker fees',
  processing: 'Processing fees',
  doc: 'Doc fees',
  admin: 'Admin fees',
};

export interface MonthRow {
  month: string;
  created: CountVolume;
  funded: CountVolume;
  lost: CountVolume;
  fees: Record<FeeKind, number>;
  /** The active pipeline's value at the month's end. */
  pipeline_value: number;
}

export interface AnalyticsMonthly {
  range: AnalyticsRange;
  months: MonthRow[];
}

export interface AnalyticsPipeline {
  stages: { stage: string; count: number; volume: number }[];
}

export interface StageFlow {
  stage: string;
  entered: number;
  moved_on: number;
  funded: number;
  median_days: number | null;
}

export interface StuckDeal {
  id: string;
  borrower_name: string;
  property_address: string;
  loan_amount: number;
  stage: string;
  days_in_stage: number;
  officer: string | null;
}

export interface AnalyticsFlow {
  range: AnalyticsRange;
  stages: StageFlow[];
  median_days_to_close: number | null;
  stuck_days: number;
  stuck: StuckDeal[];
}

export interface OfficerRow {
  officer_id: string | null;
  officer: string;
  created: CountVolume;
  funded: CountVolume;
  lost: number;
  win_rate: number | null;
  average_days_to_close: number | null;
}

export interface SourceRow {
  source_id: string;
  source: string;
  created: CountVolume;
  funded: CountVolume;
}

export interface AnalyticsPeople {
  range: AnalyticsRange;
  officers: OfficerRow[];
  sources: SourceRow[];
}

export interface StateRow {
  state: string;
  created: CountVolume;
  funded: CountVolume;
}

export interface AnalyticsGeography {
  range: AnalyticsRange;
  states: StateRow[];
}

/** What the filters offer: the organization's officers, loan and property types, states and brokers. */
export interface AnalyticsFacets {
  officers: { id: string; name: string }[];
  loan_types: string[];
  property_types: string[];
  states: string[];
  sources: { id: string; name: string }[];
}
