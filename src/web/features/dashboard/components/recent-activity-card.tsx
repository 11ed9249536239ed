import { Link } from 'react-router';
import { History } from 'lucide-react';
import { formatTimestamp } from '@web/features/deals/format-display';
import type { ActivityEntry } from '../api/dashboard';
import { activityDealPath, activityLabel, actorName } from '../activity-label';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const dealPath = activityDealPath(entry);
  return (
    <li className="flex flex-col gap-0.5 border-l-2 border-primary/40 pl-3" data-action={entry.action}>
      <p className="text-sm">
        <span className="font-medium">{actorName(entry.actor)}</span>{' '}
        <span className="text-muted-foreground">·</span> {activityLabel(entry)}
        {dealPath && entry.record_id && (
          <>
            {' '}
            <Link to={dealPath} className="font-mono text-xs text-primary underline underline-offset-4">
              {entry.record_id}
            </Link>
          </>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
      </p>
    </li>
  );
}

/** The latest entries of the organization's audit log. */
export function RecentActivityCard({ entries }: { entries: ActivityEntry[] }) {
  return (
    <DashboardCard id="recent-activity" title="Recent activity" link={{ to: '/audit-trail', label: 'Audit trail' }}>
      {entries.length === 0 ? (
        <EmptyState icon={History} title="No activity yet">
          <p>Deals, contacts and reviews your team works on will be listed here as they happen.</p>
        </EmptyState>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Latest changes">
          {entries.map((entry) => (
            <ActivityRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </DashboardCard>
  );
}
