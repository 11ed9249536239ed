import { usePageParams, withParam } from '@web/lib/use-page-params';
import { Download } from 'lucide-react';
import { isAdmin } from '@core/permissions';
import { FilterSelect } from '@web/components/filter-select';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useSession } from '@web/lib/use-session';
import { auditExportUrl, useAuditFacets, useAuditLog, type AuditFilters } from './api/audit-log';
import { changeSummary } from './change-summary';

const FILTER_KEYS = ['action', 'table_name', 'user_id', 'q'] as const;

const actorName = (actor: { first_name: string | null; last_name: string | null; email: string } | null) =>
  actor ? [actor.first_name, actor.last_name].filter(Boolean).join(' ') || actor.email : 'System';

/** Audit Trail (/audit-trail): the organization's history, with filters by action, table and user and a search. */
export default function AuditTrailPage() {
  const { session } = useSession();
  const [params, setParams] = usePageParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as AuditFilters;
  const allowed = isAdmin(session?.profile.role);

  const setFilter = (key: keyof AuditFilters, value: string) => setParams(withParam(key, value), { replace: true });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Audit Trail"
        description="Who changed what, and when: every change in your organization."
        actions={
          allowed && (
            <Button variant="outline" asChild>
              <a href={auditExportUrl(filters)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          )
        }
      />
      {allowed ? <AuditTrail filters={filters} setFilter={setFilter} /> : (
        <Alert>
          <AlertDescription>The audit trail is available to administrators of your organization.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function AuditTrail({ filters, setFilter }: { filters: AuditFilters; setFilter: (key: keyof AuditFilters, value: string) => void }) {
  const facets = useAuditFacets();
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter the audit trail">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="audit-search">Search</Label>
          <DebouncedSearchInput
            id="audit-search"
            placeholder="Action, table or record id"
            value={filters.q}
            onSearch={(value) => setFilter('q', value.trim())}
          />
        </div>
        <FilterSelect id="audit-action" label="Action" value={filters.action} onChange={(v) => setFilter('action', v)} options={(facets.data?.actions ?? []).map((a) => ({ value: a, label: a }))} />
        <FilterSelect id="audit-table" label="Table" value={filters.table_name} onChange={(v) => setFilter('table_name', v)} options={(facets.data?.tables ?? []).map((t) => ({ value: t, label: t }))} />
        <FilterSelect id="audit-user" label="User" value={filters.user_id} onChange={(v) => setFilter('user_id', v)} options={(facets.data?.users ?? []).map((u) => ({ value: u.id, label: u.name }))} />
      </div>

      {log.isError && (
        <Alert variant="destructive">
          <AlertDescription className="flex items-center gap-3">
            {log.error.message}
            <Button size="sm" variant="outline" onClick={() => void log.refetch()}>
              Retry
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {log.isPending ? (
        <div className="flex flex-col gap-2" aria-label="Loading...">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-sm text-muted-foreground">No entries match these filters.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Action</TableHead>
              <TableHead>Table</TableHead>
              <TableHead>Record</TableHead>
              <TableHead>Changes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">{new Date(entry.timestamp).toLocaleString()}</TableCell>
                <TableCell>{actorName(entry.actor)}</TableCell>
                <TableCell className="font-mono text-xs">{entry.action}</TableCell>
                <TableCell className="font-mono text-xs">{entry.table_name}</TableCell>
                <TableCell className="max-w-40 truncate font-mono text-xs" title={entry.record_id ?? undefined}>
                  {entry.record_id ?? '—'}
                </TableCell>
                <TableCell className="max-w-md text-xs break-words">{changeSummary(entry.old_values, entry.new_values)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {log.hasNextPage && (
        <div>
          <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            {log.isFetchingNextPage ? 'Loading...' : 'Load older entries'}
          </Button>
        </div>
      )}
    </>
  );
}
