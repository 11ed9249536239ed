// Every table of the Analytics page as a CSV file: the same figures the page shows, for a spreadsheet.
import { FEE_KINDS, FEE_LABELS, type AnalyticsQuery, type PeriodFigures } from '../../core/schemas/analytics.js';
import type { AppDatabase } from '../platform/db/client.js';
import { csvDocument } from '../deals/csv.js';
import { analyticsFlow, analyticsGeography, analyticsMonthly, analyticsPeople, analyticsPipeline, analyticsSummary } from './service.js';

export const ANALYTICS_TABLES = ['summary', 'monthly', 'pipeline', 'flow', 'stuck', 'officers', 'sources', 'geography'] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

type Table = { header: string[]; rows: unknown[][] };

const SUMMARY_ROWS: [string, (f: PeriodFigures) => unknown][] = [
  ['Deals created', (f) => f.created.count],
  ['Volume created', (f) => f.created.volume],
  ['Deals funded', (f) => f.funded.count],
  ['Volume funded', (f) => f.funded.volume],
  ['Deals lost', (f) => f.lost.count],
  ['Volume lost', (f) => f.lost.volume],
  ['Average loan', (f) => f.average_loan],
  ['Median loan', (f) => f.median_loan],
  ['Average rate %', (f) => f.average_rate],
  ['Average LTV %', (f) => f.average_ltv],
  ['Average term (months)', (f) => f.average_term_months],
  ['Fee income', (f) => f.fee_income],
  ['Win rate %', (f) => (f.win_rate === null ? null : Math.round(f.win_rate * 1000) / 10)],
  ['Median days to close', (f) => f.median_days_to_close],
];

async function table(db: AppDatabase, organizationId: string, query: AnalyticsQuery, name: AnalyticsTable): Promise<Table> {
  switch (name) {
    case 'summary': {
      const s = await analyticsSummary(db, organizationId, query);
      return {
        header: ['Figure', `${s.range.from} to ${s.range.to}`, `${s.previous_range.from} to ${s.previous_range.to}`],
        rows: SUMMARY_ROWS.map(([label, value]) => [label, value(s.current), value(s.previous)]),
      };
    }
    case 'monthly': {
      const m = await analyticsMonthly(db, organizationId, query);
      return {
        header: ['Month', 'Created', 'Created volume', 'Funded', 'Funded volume', 'Lost', 'Lost volume', ...FEE_KINDS.map((k) => FEE_LABELS[k]), 'Open pipeline at month end'],
        rows: m.months.map((r) => [r.month, r.created.count, r.created.volume, r.funded.count, r.funded.volume, r.lost.count, r.lost.volume, ...FEE_KINDS.map((k) => r.fees[k]), r.pipeline_value]),
      };
    }
    case 'pipeline': {
      const p = await analyticsPipeline(db, organizationId, query);
      return { header: ['Stage', 'Open deals', 'Volume'], rows: p.stages.map((s) => [s.stage, s.count, s.volume]) };
    }
    case 'flow': {
      const f = await analyticsFlow(db, organizationId, query);
      return {
        header: ['Stage', 'Entered', 'Moved on', 'Funded', 'Median days in stage'],
        rows: f.stages.map((s) => [s.stage, s.entered, s.moved_on, s.funded, s.median_days]),
      };
    }
    case 'stuck': {
      const f = await analyticsFlow(db, organizationId, query);
      return {
        header: ['Deal ID', 'Borrower', 'Property', 'Loan amount', 'Stage', 'Days in stage', 'Loan officer'],
        rows: f.stuck.map((d) => [d.id, d.borrower_name, d.property_address, d.loan_amount, d.stage, d.days_in_stage, d.officer]),
      };
    }
    case 'officers': {
      const p = await analyticsPeople(db, organizationId, query);
      return {
        header: ['Loan officer', 'Deals', 'Volume', 'Funded', 'Funded volume', 'Lost', 'Win rate %', 'Average days to close'],
        rows: p.officers.map((o) => [o.officer, o.created.count, o.created.volume, o.funded.count, o.funded.volume, o.lost, o.win_rate === null ? null : Math.round(o.win_rate * 1000) / 10, o.average_days_to_close]),
      };
    }
    case 'sources': {
      const p = await analyticsPeople(db, organizationId, query);
      return {
        header: ['Source', 'Deals sent', 'Volume', 'Funded', 'Funded volume'],
        rows: p.sources.map((s) => [s.source, s.created.count, s.created.volume, s.funded.count, s.funded.volume]),
      };
    }
    case 'geography': {
      const g = await analyticsGeography(db, organizationId, query);
      return {
        header: ['State', 'Deals', 'Volume', 'Funded', 'Funded volume'],
        rows: g.states.map((s) => [s.state, s.created.count, s.created.volume, s.funded.count, s.funded.volume]),
      };
    }
  }
}

export async function analyticsCsv(db: AppDatabase, organizationId: string, query: AnalyticsQuery, name: AnalyticsTable) {
  const { header, rows } = await table(db, organizationId, query, name);
  return csvDocument(header, rows);
}
