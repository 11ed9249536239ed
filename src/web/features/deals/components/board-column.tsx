import type { DealListItem } from '@core/schemas/deals';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { DropColumn } from '@web/components/drop-column';
import type { DealFilters } from '../api/deal-filters';
import { useDealsInfinite } from '../api/deals';
import type { DealStage } from '../api/stages';
import { DealCard } from './deal-card';

interface BoardColumnProps {
  stage: DealStage;
  stages: readonly DealStage[];
  filters: DealFilters;
  onMove?: (deal: DealListItem, toStage: string) => void;
  onDragStart: (deal: DealListItem) => void;
  /** The deal being dragged, dropped here. */
  onDrop: (toStage: string) => void;
}

/** One stage of the board: its deals (50 at a time, 'Load more' for the rest) and a drop target. */
export function BoardColumn({ stage, stages, filters, onMove, onDragStart, onDrop }: BoardColumnProps) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useDealsInfinite({ ...filters, stage: stage.name });
  const deals = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;

  return (
    <DropColumn id={stage.id} title={stage.name} count={total} value={stage.name} dataName="stage" onDrop={onMove ? onDrop : undefined}>
      {isPending ? (
        <LoadingIndicator className="p-2" />
      ) : deals.length === 0 ? (
        <p className="p-2 text-center text-xs text-muted-foreground">No deals</p>
      ) : (
        deals.map((deal) => <DealCard key={deal.id} deal={deal} stages={stages} onMove={onMove} onDragStart={onDragStart} />)
      )}
      {hasNextPage && (
        <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </DropColumn>
  );
}
