import type { Badges } from '@core/schemas/session';
import { canManageDeals, isAdmin } from '@core/permissions';
import { PageHeader } from '@web/components/page-header';
import { useBadges } from '@web/layout/use-badges';
import { useSession, type Session } from '@web/lib/use-session';
import { useDashboard, type Dashboard } from './api/dashboard';
import { ClosingSoonCard } from './components/closing-soon-card';
import { DashboardError } from './components/dashboard-error';
import { DashboardSkeleton } from './components/dashboard-skeleton';
import { GettingStartedCard } from './components/getting-started-card';
import { MyTasksCard } from './components/my-tasks-card';
import { PendingReviewsCard } from './components/pending-reviews-card';
import { PipelineCard } from './components/pipeline-card';
import { RecentActivityCard } from './components/recent-activity-card';
import { StatCards } from './components/stat-cards';

function hasDealsInPlay(data: Dashboard): boolean {
  return data.totals.activeDeals > 0 || data.fundedThisMonth.count > 0 || data.closingSoon.length > 0;
}

interface DashboardContentProps {
  data: Dashboard;
  reviews: Badges;
  session: Session | null;
}

function DashboardContent({ data, reviews, session }: DashboardContentProps) {
  const role = session?.profile.role;
  const canCreateDeals = canManageDeals(role);
  return (
    <>
      {canCreateDeals && !hasDealsInPlay(data) && (
        <GettingStartedCard
          organizationName={session?.organization.short_name || session?.organization.name}
          canInvite={isAdmin(role)}
        />
      )}
      <StatCards data={data} reviews={reviews} />
      <div className="grid gap-6 xl:grid-cols-3">
        <PipelineCard data={data} canCreateDeals={canCreateDeals} className="xl:col-span-2" />
        <PendingReviewsCard reviews={reviews} />
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <ClosingSoonCard deals={data.closingSoon} />
        <MyTasksCard tasks={data.myTasks} />
        <RecentActivityCard entries={data.recentActivity} />
      </div>
    </>
  );
}

/** Dashboard (/): what a lending team opens every morning. */
export default function DashboardPage() {
  const dashboard = useDashboard();
  // The nav badges' counts are live (the realtime channel refreshes them), so the queues follow them.
  const badges = useBadges();
  const { session } = useSession();

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader title="Dashboard" description="Your pipeline, closings, reviews and tasks at a glance." />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <DashboardError message={dashboard.error.message} retrying={dashboard.isFetching} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <DashboardContent data={dashboard.data} reviews={badges.data ?? dashboard.data.pendingReviews} session={session} />
        </div>
      )}
    </div>
  );
}
