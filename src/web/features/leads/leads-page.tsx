import { Download, Plus, Search } from 'lucide-react';
import { Link } from 'react-router';
import { canManageContacts } from '@core/permissions';
import { LEAD_SORTS, LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@core/schemas/leads';
import { PageHeader } from '@web/components/page-header';
import { RoleDeniedPage } from '@web/components/role-denied-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { officerName, useOfficers } from '@web/features/deals/api/officers';
import { usePageParams, withParam } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { leadQueryString, useLeads, useLeadTags, type LeadFilters } from './api/leads';
import { CaptureFormDialog } from './components/capture-form-dialog';
import { ImportLeadsDialog } from './components/import-leads-dialog';
import { LeadDetailSheet } from './components/lead-detail-sheet';
import { LeadFormDialog } from './components/lead-form-dialog';
import { LeadsBoard } from './components/leads-board';
import { LeadsTable } from './components/leads-table';
import { SavedViews } from './components/saved-views';

const SORT_LABELS: Record<(typeof LEAD_SORTS)[number], string> = {
  created_desc: 'Newest first',
  created_asc: 'Oldest first',
  name: 'Name',
  score_desc: 'Highest score',
  follow_up: 'Next follow-up',
};

/** Leads (/leads): table or board by status, filters and search in the URL (and saved as views), a drawer per lead (?lead=id). */
export default function LeadsPage() {
  const { session } = useSession();
  const role = session?.profile.role;
  const [params, setParams] = usePageParams();
  const filters: LeadFilters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    owner_id: params.get('owner') ?? '',
    source: params.get('source') ?? '',
    tag: params.get('tag') ?? '',
    sort: params.get('sort') ?? 'created_desc',
  };
  const view = params.get('view') === 'board' ? 'board' : 'table';
  const leads = useLeads(filters);
  const officers = useOfficers();
  const tags = useLeadTags();

  const setParam = (key: string, value: string | null) => setParams(withParam(key, value), { replace: key !== 'lead' });

  if (!canManageContacts(role)) {
    return <RoleDeniedPage title="Leads" role={role} action="manage leads" />;
  }

  const select = (key: string, label: string, value: string, options: [string, string][], all: string) => (
    <div className="flex min-w-40 flex-col gap-1.5">
      <Label htmlFor={`lead-filter-${key}`} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <NativeSelect id={`lead-filter-${key}`} value={value} onChange={(e) => setParam(key, e.target.value)}>
        {all && <option value="">{all}</option>}
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Leads"
        description="Prospective borrowers, from first touch to a funded deal."
        actions={
          <div className="flex flex-wrap gap-2">
            <CaptureFormDialog role={role} />
            <ImportLeadsDialog />
            {/* Prospecting is out of both menus (SPEC §2); the people it feeds leads to reach it from here. */}
            <Button variant="outline" asChild>
              <Link to="/prospecting">
                <Search aria-hidden="true" />
                Prospecting
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={`/api/leads/export.csv?${leadQueryString({ ...filters, owner_id: filters.owner_id })}`} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <LeadFormDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  New Lead
                </Button>
              }
            />
          </div>
        }
      />
      <SavedViews params={params} onParams={(next) => setParams(next, { replace: true })} role={role} />
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter leads">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="lead-search" className="text-xs text-muted-foreground">
            Search leads
          </Label>
          <DebouncedSearchInput id="lead-search" placeholder="Name, email, phone, company or property" value={filters.q} onSearch={(v) => setParam('q', v)} />
        </div>
        {select('status', 'Status', filters.status, LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]]), 'All statuses')}
        {select('owner', 'Owner', filters.owner_id, [['none', 'Unassigned'], ...(officers.data ?? []).map((o): [string, string] => [o.id, officerName(o)])], 'All owners')}
        {select('source', 'Source', filters.source, LEAD_SOURCES.map((s) => [s, LEAD_SOURCE_LABELS[s]]), 'All sources')}
        {select('tag', 'Tag', filters.tag, (tags.data ?? []).map((t) => [t, t]), 'All tags')}
        {select('sort', 'Sort', filters.sort, LEAD_SORTS.map((s) => [s, SORT_LABELS[s]]), '')}
      </div>
      <Tabs value={view} onValueChange={(v) => setParam('view', v === 'board' ? 'board' : null)}>
        <TabsList>
          <TabsTrigger value="table">Table</TabsTrigger>
          <TabsTrigger value="board">Board</TabsTrigger>
        </TabsList>
        {leads.isPending ? (
          <LoadingIndicator />
        ) : leads.error ? (
          <Alert variant="destructive">
            <AlertDescription>{leads.error.message}</AlertDescription>
          </Alert>
        ) : (
          <>
            <TabsContent value="table">
              <LeadsTable leads={leads.data.items} officers={officers.data ?? []} onOpen={(id) => setParam('lead', id)} />
            </TabsContent>
            <TabsContent value="board">
              <LeadsBoard leads={leads.data.items} onOpen={(id) => setParam('lead', id)} />
            </TabsContent>
          </>
        )}
      </Tabs>
      <LeadDetailSheet leadId={params.get('lead')} onClose={() => setParam('lead', null)} />
    </div>
  );
}
