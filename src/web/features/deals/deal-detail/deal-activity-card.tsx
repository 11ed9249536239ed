import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useDealActivity, type DealActivityEntry } from '../api/deal-activity';
import { formatTimestamp } from '../format-display';

function actorName(entry: DealActivityEntry): string {
  if (!entry.actor) return 'System';
  const name = [entry.actor.first_name, entry.actor.last_name].filter(Boolean).join(' ');
  return name || entry.actor.email;
}

function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an entry changed, each as old → new (creations list their new values only). */
function changes(entry: DealActivityEntry): { field: string; from: string | null; to: string }[] {
  const next = entry.new_values ?? {};
  const previous = entry.old_values;
  return Object.keys(next)
    .filter((field) => !previous || showValue(previous[field]) !== showValue(next[field]))
    .map((field) => ({ field, from: previous ? showValue(previous[field]) : null, to: showValue(next[field]) }));
}

/** The deal's audit trail: who did what, when, with old and new values. */
export function DealActivityCard({ dealId }: { dealId: string }) {
  const activity = useDealActivity(dealId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <LoadingIndicator />
        ) : activity.error ? (
          <p className="text-sm text-destructive">{activity.error.message}</p>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Activity">
            {activity.data.map((entry) => (
              <li key={entry.id} className="border-l-2 pl-3" data-action={entry.action}>
                <p className="text-sm">
                  <span className="font-medium">{actorName(entry)}</span> · {entry.action} · {entry.table_name}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={entry.timestamp}>{formatTimestamp(entry.timestamp)}</time>
                </p>
                <ul className="mt-1 flex flex-col gap-0.5 text-xs">
                  {changes(entry).map(({ field, from, to }) => (
                    <li key={field} className="break-words">
                      <span className="font-mono">{field}</span>: {from !== null && <>{from} → </>}
                      {to}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
