// The deals list's filters and sort, as they travel in the page URL, GET /api/deals and the CSV export.

export interface DealFilters {
  q: string;
  stage: string;
  status: string;
  loan_type: string;
  officer: string;
  closing_from: string;
  closing_to: string;
  sort: string;
}

export const DEAL_FILTER_KEYS = [
  'q',
  'stage',
  'status',
  'loan_type',
  'officer',
  'closing_from',
  'closing_to',
  'sort',
] as const satisfies readonly (keyof DealFilters)[];

export const DEFAULT_DEAL_SORT = '-created_at';

export const DEAL_SORTS: readonly { value: string; label: string }[] = [
  { value: '-created_at', label: 'Newest first' },
  { value: 'created_at', label: 'Oldest first' },
  { value: '-loan_amount', label: 'Loan amount (high to low)' },
  { value: 'loan_amount', label: 'Loan amount (low to high)' },
  { value: 'estimated_closing_date', label: 'Closing date (soonest)' },
  { value: '-estimated_closing_date', label: 'Closing date (latest)' },
  { value: 'borrower_name', label: 'Borrower (A-Z)' },
  { value: '-borrower_name', label: 'Borrower (Z-A)' },
  { value: 'id', label: 'Deal ID (ascending)' },
  { value: '-id', label: 'Deal ID (descending)' },
];

export function readDealFilters(params: URLSearchParams): DealFilters {
  const filters = Object.fromEntries(DEAL_FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as DealFilters;
  return { ...filters, sort: filters.sort || DEFAULT_DEAL_SORT };
}

/** Query string of the non-empty filters (the default sort is left out, so the URL stays clean). */
export function dealFilterParams(filters: Partial<DealFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of DEAL_FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value && !(key === 'sort' && value === DEFAULT_DEAL_SORT)) params.set(key, value);
  }
  return params;
}

export function dealsExportUrl(filters: DealFilters): string {
  const query = dealFilterParams(filters).toString();
  return `/api/deals/export.csv${query ? `?${query}` : ''}`;
}
