import { Badge, type BadgeProps } from '@web/components/ui/badge';

const STATUS_VARIANT: Record<string, BadgeProps['variant']> = {
  Active: 'green',
  'On Hold': 'secondary',
  Closed: 'blue',
  Dead: 'grey',
};

export function DealStatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANT[status] ?? 'outline'}>{status}</Badge>;
}
