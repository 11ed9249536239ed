import type { DragEvent } from 'react';
import { Link } from 'react-router';
import type { DealListItem } from '@core/schemas/deals';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import type { DealStage } from '../api/stages';
import { formatMoney } from '../format-display';
import { DealStatusBadge } from './deal-status-badge';

interface DealCardProps {
  deal: DealListItem;
  stages: readonly DealStage[];
  /** Absent when the user may not move deals: the card is then neither draggable nor has 'Move to…'. */
  onMove?: (deal: DealListItem, toStage: string) => void;
  onDragStart?: (deal: DealListItem) => void;
}

/** A deal on the board. Drag it to a column, or (keyboard) pick the column in 'Move to…'. */
export function DealCard({ deal, stages, onMove, onDragStart }: DealCardProps) {
  const selectId = `move-${deal.id}`;
  const handleDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', deal.id);
    onDragStart?.(deal);
  };

  return (
    <article
      draggable={Boolean(onMove)}
      onDragStart={onMove ? handleDragStart : undefined}
      aria-label={`${deal.id} ${deal.borrower_name}`}
      data-deal-id={deal.id}
      className="flex flex-col gap-2 rounded-lg border bg-card p-3 text-sm shadow-xs"
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/deals/${encodeURIComponent(deal.id)}`} className="font-medium text-primary hover:underline">
          {deal.id}
        </Link>
        <DealStatusBadge status={deal.status} />
      </div>
      <p className="font-medium">{deal.borrower_name}</p>
      <p className="line-clamp-2 text-muted-foreground">{deal.property_address}</p>
      <p className="tabular-nums">
        {formatMoney(deal.loan_amount)} · {deal.loan_type}
      </p>
      {onMove && (
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId} className="text-xs text-muted-foreground">
            Move to…
          </Label>
          <NativeSelect id={selectId} value={deal.stage} onChange={(event) => onMove(deal, event.target.value)}>
            {stages.map((stage) => (
              <option key={stage.id} value={stage.name}>
                {stage.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
    </article>
  );
}
