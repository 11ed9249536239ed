import { Link } from 'react-router';
import { ChevronRight, Inbox, Mail, RefreshCw, type LucideIcon } from 'lucide-react';
import type { Badges } from '@core/schemas/session';
import { Badge } from '@web/components/ui/badge';
import { DashboardCard } from './dashboard-card';
import { pendingTotal } from './stat-cards';

const QUEUES: { key: Exclude<keyof Badges, 'overdueTasks'>; label: string; path: string; what: string; icon: LucideIcon }[] = [
  { key: 'borrowerUpdates', label: 'Borrower Updates', path: '/borrower-updates', what: 'submissions to review', icon: RefreshCw },
  { key: 'emailFiles', label: 'Email Files', path: '/email-files', what: 'files received by email', icon: Mail },
  { key: 'inquiries', label: 'Inquiries', path: '/inquiries', what: 'new loan inquiries', icon: Inbox },
];

/** The three review queues with their counts; each links to its screen. */
export function PendingReviewsCard({ reviews }: { reviews: Badges }) {
  const total = pendingTotal(reviews);
  return (
    <DashboardCard
      id="pending-reviews"
      title="Pending reviews"
      description={total === 0 ? 'All caught up: nothing is waiting for a review.' : 'Waiting for someone on the team.'}
    >
      <ul className="flex flex-col gap-1">
        {QUEUES.map(({ key, label, path, what, icon: Icon }) => (
          <li key={key}>
            <Link
              to={path}
              data-queue={key}
              className="flex items-center gap-3 rounded-md px-2 py-2 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{label}</span>
                <span className="block text-xs text-muted-foreground">{what}</span>
              </span>
              <Badge variant={reviews[key] > 0 ? 'count' : 'secondary'} className="tabular-nums">
                {reviews[key]}
              </Badge>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
