import { LEAD_SOURCE_LABELS } from '@core/schemas/leads';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { officerName, type Officer } from '@web/features/deals/api/officers';
import { EMPTY, formatDay, formatMoney } from '@web/features/deals/format-display';
import type { Lead } from '../api/leads';
import { LeadStatusBadge } from './lead-status-badge';

export function LeadsTable({ leads, officers, onOpen }: { leads: Lead[]; officers: Officer[]; onOpen: (id: string) => void }) {
  const owner = (id: string | null) => {
    const found = officers.find((o) => o.id === id);
    return found ? officerName(found) : EMPTY;
  };
  if (leads.length === 0) return <p className="py-8 text-center text-sm text-muted-foreground">No leads match.</p>;
  return (
    <Table aria-label="Leads">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Owner</TableHead>
          <TableHead className="text-right">Loan amount</TableHead>
          <TableHead className="text-right">Score</TableHead>
          <TableHead>Next follow-up</TableHead>
          <TableHead>Tags</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead.id}>
            <TableCell>
              <button type="button" className="text-left font-medium text-primary hover:underline" onClick={() => onOpen(lead.id)}>
                {lead.name}
              </button>
              <div className="text-xs text-muted-foreground">{[lead.company, lead.email].filter(Boolean).join(' · ')}</div>
            </TableCell>
            <TableCell>
              <LeadStatusBadge status={lead.status} />
            </TableCell>
            <TableCell>{LEAD_SOURCE_LABELS[lead.source]}</TableCell>
            <TableCell>{owner(lead.owner_id)}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.loan_amount === null ? EMPTY : formatMoney(lead.loan_amount)}</TableCell>
            <TableCell className="text-right tabular-nums">{lead.score}</TableCell>
            <TableCell>{lead.next_follow_up ? formatDay(lead.next_follow_up) : EMPTY}</TableCell>
            <TableCell>{lead.tags.join(', ') || EMPTY}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
