import { Link } from 'react-router';
import { CalendarCheck } from 'lucide-react';
import { formatCurrency } from '@core/money';
import { formatDay } from '@web/features/deals/format-display';
import { cn } from '@web/lib/utils';
import type { ClosingSoonDeal } from '../api/dashboard';
import { daysFromToday, relativeDay } from '../dates';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';

const SOON_DAYS = 7;

function ClosingRow({ deal }: { deal: ClosingSoonDeal }) {
  const soon = daysFromToday(deal.estimated_closing_date) <= SOON_DAYS;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0" data-deal-id={deal.id}>
      <div className="min-w-0">
        <Link
          to={`/deals/${encodeURIComponent(deal.id)}`}
          className="font-medium underline-offset-4 hover:text-primary hover:underline"
        >
          {deal.borrower_name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{deal.property_address}</p>
        <p className="text-xs text-muted-foreground">
          {deal.id} · {deal.stage}
        </p>
      </div>
      <div className="ml-auto text-right">
        <p className="font-medium tabular-nums">{formatCurrency(deal.loan_amount)}</p>
        <p className={cn('text-sm', soon ? 'font-medium text-warning' : 'text-muted-foreground')}>
          <time dateTime={deal.estimated_closing_date}>{formatDay(deal.estimated_closing_date)}</time> ·{' '}
          {relativeDay(deal.estimated_closing_date)}
        </p>
      </div>
    </li>
  );
}

/** Active deals with an estimated closing date in the next 30 days, soonest first. */
export function ClosingSoonCard({ deals }: { deals: ClosingSoonDeal[] }) {
  return (
    <DashboardCard id="closing-soon" title="Closing in the next 30 days" description="Soonest first.">
      {deals.length === 0 ? (
        <EmptyState icon={CalendarCheck} title="No loans closing in the next 30 days">
          <p>Give a deal an estimated closing date and it shows here as the day approaches.</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y" aria-label="Loans closing soon">
          {deals.map((deal) => (
            <ClosingRow key={deal.id} deal={deal} />
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
