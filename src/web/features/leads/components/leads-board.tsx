import { useRef, type DragEvent } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, SETTABLE_LEAD_STATUSES, type LeadStatus } from '@core/schemas/leads';
import { DropColumn } from '@web/components/drop-column';
import { formatMoney } from '@web/features/deals/format-display';
import type { Lead } from '../api/leads';
import { useLeadStatusChange } from './lead-detail-sheet';

/** Leads by status. Drag a card to a column to change its status ('Lost' asks why; 'Converted' comes from converting). */
export function LeadsBoard({ leads, onOpen }: { leads: Lead[]; onOpen: (id: string) => void }) {
  const dragged = useRef<Lead | null>(null);
  const status = useLeadStatusChange();

  return (
    <div className="flex gap-4 overflow-x-auto pb-4" role="region" aria-label="Leads by status" tabIndex={0}>
      {LEAD_STATUSES.map((s) => {
        const column = leads.filter((l) => l.status === s);
        const droppable = (SETTABLE_LEAD_STATUSES as readonly string[]).includes(s);
        return (
          <DropColumn
            key={s}
            id={`lead-${s}`}
            title={LEAD_STATUS_LABELS[s]}
            count={column.length}
            value={s}
            dataName="status"
            onDrop={
              droppable
                ? (to) => {
                    if (dragged.current) status.change(dragged.current, to as LeadStatus);
                    dragged.current = null;
                  }
                : undefined
            }
          >
            {column.length === 0 ? (
              <p className="p-2 text-center text-xs text-muted-foreground">No leads</p>
            ) : (
              column.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  onOpen={onOpen}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', lead.id);
                    dragged.current = lead;
                  }}
                />
              ))
            )}
          </DropColumn>
        );
      })}
      {status.dialog}
    </div>
  );
}

function LeadCard({ lead, onOpen, onDragStart }: { lead: Lead; onOpen: (id: string) => void; onDragStart: (event: DragEvent<HTMLElement>) => void }) {
  const movable = lead.status !== 'converted';
  return (
    <article
      draggable={movable}
      onDragStart={movable ? onDragStart : undefined}
      aria-label={lead.name}
      data-lead-id={lead.id}
      className="flex flex-col gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs"
    >
      <button type="button" className="text-left font-medium text-primary hover:underline" onClick={() => onOpen(lead.id)}>
        {lead.name}
      </button>
      {lead.company && <p className="text-muted-foreground">{lead.company}</p>}
      <p className="tabular-nums">
        {lead.loan_amount === null ? 'Amount not given' : formatMoney(lead.loan_amount)}
        {lead.loan_type ? ` · ${lead.loan_type}` : ''}
      </p>
      {lead.tags.length > 0 && <p className="text-xs text-muted-foreground">{lead.tags.join(', ')}</p>}
    </article>
  );
}
