import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Badges } from '@core/schemas/session';
import { apiGet } from '@web/lib/api';

export interface PipelineStage {
  stage: string;
  count: number;
  volume: number;
}

export interface ClosingSoonDeal {
  id: string;
  borrower_name: string;
  property_address: string;
  loan_amount: number;
  estimated_closing_date: string;
  stage: string;
}

export interface ActivityEntry {
  id: string;
  action: string;
  table_name: string;
  record_id: string | null;
  timestamp: string;
  actor: { first_name: string | null; last_name: string | null; email: string } | null;
}

export interface DashboardTask {
  id: string;
  title: string;
  due_date: string | null;
  priority: string | null;
  status: string;
  deal_id: string | null;
}

/** GET /api/dashboard: the morning view, limited by the server to the deals the caller may see. */
export interface Dashboard {
  totals: { activeDeals: number; activeVolume: number };
  pipeline: PipelineStage[];
  closingSoon: ClosingSoonDeal[];
  pendingReviews: Badges;
  fundedThisMonth: { count: number; volume: number };
  recentActivity: ActivityEntry[];
  myTasks: DashboardTask[];
}

// Starts with 'deals' so a realtime change of any deal (and every deal mutation) refreshes it.
export const DASHBOARD_QUERY_KEY = ['deals', 'dashboard'] as const;

const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => apiGet<Dashboard>('/api/dashboard', signal),
});

export const useDashboard = () => useQuery(dashboardQuery);

export const prefetchDashboard = (client: QueryClient) => client.prefetchQuery(dashboardQuery);
