import type { LucideIcon } from 'lucide-react';
import { BadgeDollarSign, CalendarClock, ClipboardCheck, Handshake } from 'lucide-react';
import type { Badges } from '@core/schemas/session';
import { formatCurrency } from '@core/money';
import type { Dashboard } from '../api/dashboard';

interface Stat {
  id: string;
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function pendingTotal(reviews: Badges): number {
  return reviews.borrowerUpdates + reviews.emailFiles + reviews.inquiries;
}

function stats(data: Dashboard, reviews: Badges): Stat[] {
  const closingVolume = data.closingSoon.reduce((sum, deal) => sum + deal.loan_amount, 0);
  return [
    {
      id: 'stat-active-pipeline',
      label: 'Active pipeline',
      value: formatCurrency(data.totals.activeVolume),
      detail: plural(data.totals.activeDeals, 'active deal', 'active deals'),
      icon: Handshake,
    },
    {
      id: 'stat-closing-soon',
      label: 'Closing in 30 days',
      value: String(data.closingSoon.length),
      detail: `${formatCurrency(closingVolume)} in loans`,
      icon: CalendarClock,
    },
    {
      id: 'stat-funded-this-month',
      label: 'Funded this month',
      value: formatCurrency(data.fundedThisMonth.volume),
      detail: plural(data.fundedThisMonth.count, 'loan', 'loans'),
      icon: BadgeDollarSign,
    },
    {
      id: 'stat-pending-reviews',
      label: 'Pending reviews',
      value: String(pendingTotal(reviews)),
      detail: 'across the three queues',
      icon: ClipboardCheck,
    },
  ];
}

/** The four figures a lending team checks first. */
export function StatCards({ data, reviews }: { data: Dashboard; reviews: Badges }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {stats(data, reviews).map(({ id, label, value, detail, icon: Icon }) => (
        <div key={id} data-testid={id} className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 sm:p-5 text-card-foreground shadow-sm">
          <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
            {label}
            <Icon className="size-5 text-primary" aria-hidden="true" />
          </dt>
          <dd className="text-xl font-semibold break-words tabular-nums sm:text-2xl" data-testid={`${id}-value`}>
            {value}
          </dd>
          <dd className="text-sm text-muted-foreground" data-testid={`${id}-detail`}>
            {detail}
          </dd>
        </div>
      ))}
    </dl>
  );
}
