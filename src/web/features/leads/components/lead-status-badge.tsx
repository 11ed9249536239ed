import { LEAD_STATUS_LABELS, type LeadStatus } from '@core/schemas/leads';
import { Badge, type BadgeProps } from '@web/components/ui/badge';

const VARIANT: Record<LeadStatus, BadgeProps['variant']> = {
  new: 'blue',
  contacted: 'secondary',
  qualified: 'green',
  application_sent: 'green',
  converted: 'green',
  lost: 'destructive',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={VARIANT[status]}>{LEAD_STATUS_LABELS[status]}</Badge>;
}
