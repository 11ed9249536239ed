import { useParams, useSearchParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApplyChecklistButton } from '@web/features/tasks/components/apply-checklist';
import { TaskList } from '@web/features/tasks/components/task-list';
import { DealMarketplaceTab } from '@web/features/marketplace/components/deal-marketplace-tab';
import { ApiError } from '@web/lib/api';
import { useDeal } from './api/deals';
import { DealActivityCard } from './deal-detail/deal-activity-card';
import { DealFieldsCard } from './deal-detail/deal-fields-card';
import { DealFilesCard } from './deal-detail/deal-files-card';
import { DealHeader } from './deal-detail/deal-header';
import { DealNotesCard } from './deal-detail/deal-notes-card';
import { DealPartiesCard } from './deal-detail/deal-parties-card';
import { useDealAbilities } from './use-deal-abilities';

/**
 * One deal (/deals/:dealId): header, then an Overview tab (details, notes, files, parties, activity), a Tasks tab
 * (`?tab=tasks`) and, for staff, a Marketplace tab (`?tab=marketplace`, the way to the marketplace from a deal).
 */
const TABS = ['tasks', 'marketplace'] as const;
export default function DealDetailPage() {
  const { dealId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = TABS.find((t) => t === params.get('tab'));
  const deal = useDeal(dealId);
  const abilities = useDealAbilities();
  const tab = asked === 'marketplace' && !abilities.canManage ? 'overview' : (asked ?? 'overview');

  if (deal.isPending) return <LoadingIndicator />;
  if (deal.error) {
    const missing = deal.error instanceof ApiError && deal.error.status === 404;
    return (
      <Alert variant="destructive">
        <AlertTitle>{missing ? 'Deal not found' : 'Error'}</AlertTitle>
        <AlertDescription>{missing ? `There is no deal ${dealId}.` : deal.error.message}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <DealHeader deal={deal.data} canEdit={abilities.canManage} canDelete={abilities.canDelete} />
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true })}>
        <TabsList aria-label="Deal sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="tasks">Tasks</TabsTrigger>
          {abilities.canManage && <TabsTrigger value="marketplace">Marketplace</TabsTrigger>}
        </TabsList>
        <TabsContent value="overview" className="mt-4">
          <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
            <div className="flex flex-col gap-6">
              <DealFieldsCard deal={deal.data} canEdit={abilities.canManage} />
              <DealFilesCard dealId={dealId} canUpload={abilities.canUpload} canDownload={abilities.canDownload} />
            </div>
            <div className="flex flex-col gap-6">
              <DealNotesCard dealId={dealId} canAdd={abilities.canAddNotes} />
              <DealPartiesCard dealId={dealId} canEdit={abilities.canManage} />
              <DealActivityCard dealId={dealId} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="tasks" className="mt-4">
          <TaskList dealId={dealId} extraActions={abilities.canManage && <ApplyChecklistButton dealId={dealId} loanType={deal.data.loan_type} />} />
        </TabsContent>
        {abilities.canManage && (
          <TabsContent value="marketplace" className="mt-4">
            <DealMarketplaceTab dealId={dealId} />
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
