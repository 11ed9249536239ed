import { lazy, Suspense } from 'react';
import { ChartColumn } from 'lucide-react';
import { formatCurrency } from '@core/money';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import type { Dashboard, PipelineStage } from '../api/dashboard';
import { DashboardCard } from './dashboard-card';
import { EmptyState } from './empty-state';
import { Skeleton } from '@web/components/ui/skeleton';

// The chart library is most of the dashboard's weight: the page draws first, the chart follows.
const PipelineChart = lazy(() => import('./pipeline-chart').then((module) => ({ default: module.PipelineChart })));

function Legend() {
  return (
    <ul className="flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-[#0369a1] dark:bg-[#38bdf8]" />
        Deals
      </li>
      <li className="flex items-center gap-1.5">
        <span className="size-3 rounded-sm bg-primary" />
        Volume
      </li>
    </ul>
  );
}

function PipelineTable({ pipeline, totals }: { pipeline: PipelineStage[]; totals: Dashboard['totals'] }) {
  return (
    <Table aria-label="Active deals by stage" data-testid="pipeline-table">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Stage</TableHead>
          <TableHead scope="col" className="text-right">
            Deals
          </TableHead>
          <TableHead scope="col" className="text-right">
            Volume
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pipeline.map((row) => (
          <TableRow key={row.stage} data-stage={row.stage}>
            <TableHead scope="row" className="font-normal">
              {row.stage}
            </TableHead>
            <TableCell className="text-right tabular-nums">{row.count}</TableCell>
            <TableCell className="text-right tabular-nums">{formatCurrency(row.volume)}</TableCell>
          </TableRow>
        ))}
        <TableRow data-stage="Total" className="font-semibold">
          <TableHead scope="row">Total</TableHead>
          <TableCell className="text-right tabular-nums">{totals.activeDeals}</TableCell>
          <TableCell className="text-right tabular-nums">{formatCurrency(totals.activeVolume)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Active deals per stage, in pipeline order: a chart to look at and a table to read. */
interface PipelineCardProps {
  data: Dashboard;
  canCreateDeals: boolean;
  className?: string;
}

export function PipelineCard({ data, canCreateDeals, className }: PipelineCardProps) {
  return (
    <DashboardCard
      id="pipeline"
      title="Pipeline by stage"
      description="Active deals: how many and how much in each stage."
      link={{ to: '/deals', label: 'Open deals' }}
      className={className}
    >
      {data.totals.activeDeals === 0 ? (
        <EmptyState icon={ChartColumn} title="No active deals yet">
          <p>
            {canCreateDeals
              ? 'New deals enter the first stage of your pipeline; this chart shows how many are in each stage and how much they are worth.'
              : 'Deals you are linked to show here once your lender adds you to them.'}
          </p>
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="flex flex-col gap-2">
            <Legend />
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <PipelineChart pipeline={data.pipeline} />
            </Suspense>
          </div>
          <PipelineTable pipeline={data.pipeline} totals={data.totals} />
        </div>
      )}
    </DashboardCard>
  );
}
