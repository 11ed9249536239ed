import { useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { useDeal } from './api/deals';
import { DealActivityCard } from './deal-detail/deal-activity-card';
import { DealFieldsCard } from './deal-detail/deal-fields-card';
import { DealFilesCard } from './deal-detail/deal-files-card';
import { DealHeader } from './deal-detail/deal-header';
import { DealNotesCard } from './deal-detail/deal-notes-card';
import { DealPartiesCard } from './deal-detail/deal-parties-card';
import { useDealAbilities } from './use-deal-abilities';

/** One deal (/deals/:dealId): header, editable details, notes, files, parties and activity. */
export default function DealDetailPage() {
  const { dealId = '' } = useParams();
  const deal = useDeal(dealId);
  const abilities = useDealAbilities();

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
    </div>
  );
}
