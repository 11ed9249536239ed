import { useRef } from 'react';
import { toast } from 'sonner';
import type { DealListItem } from '@core/schemas/deals';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import type { DealFilters } from '../api/deal-filters';
import { useMoveDeal } from '../api/move-deal';
import { useStages } from '../api/stages';
import { BoardColumn } from './board-column';

/** The pipeline by stage (columns from /api/stages). Managers move deals by drag and drop or 'Move to…'. */
export function DealsBoard({ filters, canMove }: { filters: DealFilters; canMove: boolean }) {
  const stages = useStages();
  const moveDeal = useMoveDeal();
  const dragged = useRef<DealListItem | null>(null);

  const move = (deal: DealListItem, toStage: string) => {
    if (deal.stage === toStage) return;
    moveDeal.mutate(
      { deal, toStage, filters },
      {
        onSuccess: (moved) => toast.success('Deal moved', { description: `${moved.id} is now in ${moved.stage}.` }),
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );
  };

  if (stages.isPending) return <LoadingIndicator />;
  if (stages.error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{stages.error.message}</AlertDescription>
      </Alert>
    );
  }

  return (
    <div className="flex gap-4 overflow-x-auto pb-4" aria-label="Deals by stage">
      {stages.data.map((stage) => (
        <BoardColumn
          key={stage.id}
          stage={stage}
          stages={stages.data}
          filters={filters}
          onMove={canMove ? move : undefined}
          onDragStart={(deal) => {
            dragged.current = deal;
          }}
          onDrop={(toStage) => {
            if (dragged.current) move(dragged.current, toStage);
            dragged.current = null;
          }}
        />
      ))}
    </div>
  );
}
