import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PERIODS, type PeriodKind } from '@core/analytics/period';
import type {
  AnalyticsFacets,
  AnalyticsFlow,
  AnalyticsGeography,
  AnalyticsMonthly,
  AnalyticsPeople,
  AnalyticsPipeline,
  AnalyticsSummary,
} from '@core/schemas/analytics';
import { apiGet } from '@web/lib/api';

/** The page's period and filters, as they stand in its address. */
export interface AnalyticsFilters {
  period: PeriodKind;
  from: string;
  to: string;
  officer: string;
  loan_type: string;
  property_type: string;
  state: string;
  source: string;
  stuck_days: string;
}

export const ANALYTICS_FILTER_KEYS = ['period', 'from', 'to', 'officer', 'loan_type', 'property_type', 'state', 'source', 'stuck_days'] as const;

/** The filters an address asks for; an unknown period reads as this month. */
export function analyticsFiltersFrom(params: URLSearchParams): AnalyticsFilters {
  const filters = Object.fromEntries(ANALYTICS_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as AnalyticsFilters;
  if (!PERIODS.includes(filters.period)) filters.period = 'this_month';
  return filters;
}

interface SectionData {
  summary: AnalyticsSummary;
  monthly: AnalyticsMonthly;
  pipeline: AnalyticsPipeline;
  flow: AnalyticsFlow;
  people: AnalyticsPeople;
  geography: AnalyticsGeography;
}

function queryString(filters: AnalyticsFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (!value || ((key === 'from' || key === 'to') && filters.period !== 'custom')) continue;
    params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A custom period is asked for only once both of its dates are chosen. */
const ready = (filters: AnalyticsFilters) => filters.period !== 'custom' || (filters.from !== '' && filters.to !== '');

// Keys start with 'deals', so a realtime change to a deal refreshes the figures.
const sectionQuery = <S extends keyof SectionData>(section: S, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: ['deals', 'analytics', section, filters] as const,
    queryFn: ({ signal }) => apiGet<SectionData[S]>(`/api/analytics/${section}${queryString(filters)}`, signal),
    staleTime: 30_000,
  });

/**
 * One section of the page. The period's figures (summary) are asked for first: on a first load the other sections
 * wait until they have answered, so the server computes them alone rather than beside five heavier sections
 * (issue 18: figures painted under 1 s). A change of filters keeps the shown sections and asks for all at once.
 */
export function useAnalytics<S extends keyof SectionData>(section: S, filters: AnalyticsFilters) {
  const figures = useQuery({ ...sectionQuery('summary', filters), enabled: ready(filters), placeholderData: keepPreviousData });
  const figuresFirst = section !== 'summary' && figures.isPending;
  return useQuery({ ...sectionQuery(section, filters), enabled: ready(filters) && !figuresFirst, placeholderData: keepPreviousData });
}

const SECTIONS: (keyof SectionData)[] = ['summary', 'monthly', 'pipeline', 'flow', 'people', 'geography'];

/**
 * Asks for the sections of the page an address names (all by default), while the page's code is still on its
 * way; a section already asked for is not asked again. Settles when they have answered.
 */
export async function prefetchAnalytics(client: QueryClient, search: string, sections: readonly (keyof SectionData)[] = SECTIONS) {
  const filters = analyticsFiltersFrom(new URLSearchParams(search));
  if (!ready(filters)) return;
  await Promise.all(sections.map((section) => client.prefetchQuery(sectionQuery(section, filters))));
}

export function useAnalyticsFacets() {
  return useQuery({
    queryKey: ['deals', 'analytics', 'facets'] as const,
    queryFn: ({ signal }) => apiGet<AnalyticsFacets>('/api/analytics/facets', signal),
    staleTime: 60_000,
  });
}

/** The CSV of one table of the page, with the page's period and filters. */
export const analyticsExportUrl = (table: string, filters: AnalyticsFilters) => `/api/analytics/export/${table}${queryString(filters)}`;
