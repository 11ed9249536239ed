import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { Deal } from '@core/schemas/deals';
import { Badge } from '@web/components/ui/badge';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useUpdateDeal } from '../api/deals';
import { officerName, useOfficers } from '../api/officers';
import { useStages } from '../api/stages';
import { DealStatusBadge } from '../components/deal-status-badge';
import { formatMoney } from '../format-display';
import { DeleteDealButton } from './delete-deal-button';

interface DealHeaderProps {
  deal: Deal;
  canEdit: boolean;
  canDelete: boolean;
}

/** Id, borrower, address, stage and status; managers move the stage and assign the officer here. */
export function DealHeader({ deal, canEdit, canDelete }: DealHeaderProps) {
  const stages = useStages();
  const officers = useOfficers();
  const updateDeal = useUpdateDeal(deal.id);

  const change = (changes: { stage: string } | { assigned_officer_id: string | null }, what: string) =>
    updateDeal.mutate(changes, {
      onSuccess: () => toast.success('Deal updated', { description: `${what} saved.` }),
      onError: (error) => toast.error('Error', { description: error.message }),
    });

  return (
    <header className="flex flex-col gap-4">
      <Link to="/deals" className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden="true" />
        All deals
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{deal.id}</h1>
          <p className="text-lg">{deal.borrower_name}</p>
          <p className="whitespace-pre-line text-muted-foreground">{deal.property_address}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge variant="outline" data-testid="deal-stage">
              {deal.stage}
            </Badge>
            <DealStatusBadge status={deal.status} />
            <span className="text-sm text-muted-foreground">
              {formatMoney(deal.loan_amount)} · {deal.loan_type}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {canEdit && (
            <>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="deal-stage-select" className="text-xs text-muted-foreground">
                  Stage
                </Label>
                <NativeSelect
                  id="deal-stage-select"
                  className="w-44"
                  value={deal.stage}
                  disabled={updateDeal.isPending}
                  onChange={(event) => change({ stage: event.target.value }, 'Stage')}
                >
                  {stages.data?.some((stage) => stage.name === deal.stage) ? null : <option>{deal.stage}</option>}
                  {stages.data?.map((stage) => (
                    <option key={stage.id}>{stage.name}</option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="deal-officer-select" className="text-xs text-muted-foreground">
                  Loan officer
                </Label>
                <NativeSelect
                  id="deal-officer-select"
                  className="w-52"
                  value={deal.assigned_officer_id ?? ''}
                  disabled={updateDeal.isPending}
                  onChange={(event) => change({ assigned_officer_id: event.target.value || null }, 'Loan officer')}
                >
                  <option value="">Unassigned</option>
                  {officers.data?.map((officer) => (
                    <option key={officer.id} value={officer.id}>
                      {officerName(officer)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </>
          )}
          {canDelete && <DeleteDealButton dealId={deal.id} />}
        </div>
      </div>
    </header>
  );
}
