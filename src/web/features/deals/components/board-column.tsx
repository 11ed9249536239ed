import { useState, type DragEvent } from 'react';
import type { DealListItem } from '@core/schemas/deals';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
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
  const [over, setOver] = useState(false);
  const deals = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  const headingId = `board-stage-${stage.id}`;

  const allowDrop = (event: DragEvent) => {
    if (!onMove) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onDrop(stage.name);
  };

  return (
    <section
      aria-labelledby={headingId}
      data-stage={stage.name}
      onDragOver={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={onMove ? drop : undefined}
      className={cn(
        'flex w-72 shrink-0 flex-col gap-3 rounded-xl border bg-muted/40 p-3 transition-colors',
        over && 'border-primary bg-accent',
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between text-sm font-semibold">
        <span>{stage.name}</span>
        <span className="rounded-full bg-background px-2 text-xs text-muted-foreground tabular-nums">{total}</span>
      </h2>
      <div className="flex max-h-[65vh] flex-col gap-2 overflow-y-auto">
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
      </div>
    </section>
  );
}
