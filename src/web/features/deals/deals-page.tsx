import { usePageParams } from '@web/lib/use-page-params';
import { Download } from 'lucide-react';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { NewDealFromDocumentButton } from '../documents/new-deal-from-document-button';
import { dealFilterParams, dealsExportUrl, readDealFilters, type DealFilters } from './api/deal-filters';
import { DealFiltersBar } from './components/deal-filters-bar';
import { DealsBoard } from './components/deals-board';
import { DealsList } from './components/deals-list';
import { NewDealDialog } from './components/new-deal-dialog';
import { useDealAbilities } from './use-deal-abilities';

type View = 'list' | 'board';

/** Deals (/deals): search, filters and sort kept in the URL; a virtualised list or a board by stage. */
export default function DealsPage() {
  const [params, setParams] = usePageParams();
  const filters = readDealFilters(params);
  const view: View = params.get('view') === 'board' ? 'board' : 'list';
  const { canManage } = useDealAbilities();
  // The board's columns are the stages: a stage filter would empty all columns but one.
  const effectiveFilters: DealFilters = view === 'board' ? { ...filters, stage: '' } : filters;

  const update = (changes: Partial<DealFilters>, nextView: View = view) => {
    const next = dealFilterParams({ ...filters, ...changes });
    if (nextView === 'board') next.set('view', 'board');
    setParams(next, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Deals"
        description="Every loan deal of your organization."
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={dealsExportUrl(effectiveFilters)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            {canManage && <NewDealFromDocumentButton />}
            {canManage && <NewDealDialog />}
          </>
        }
      />
      <Tabs value={view} onValueChange={(value) => update({}, value === 'board' ? 'board' : 'list')}>
        <TabsList aria-label="View">
          <TabsTrigger value="list">List</TabsTrigger>
          <TabsTrigger value="board">Board</TabsTrigger>
        </TabsList>
        <DealFiltersBar filters={filters} onChange={(changes) => update(changes)} showStage={view === 'list'} />
        <TabsContent value="list" className="mt-2">
          <DealsList filters={effectiveFilters} />
        </TabsContent>
        <TabsContent value="board" className="mt-2">
          <DealsBoard filters={effectiveFilters} canMove={canManage} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
