import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps, type TooltipValueType } from 'recharts';
import { formatCurrency } from '@core/money';
import type { PipelineStage } from '../api/dashboard';

const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const STAGE_TICK = { ...TICK, fontSize: 11 };

function StageTooltip({ active, payload, label }: TooltipContentProps<TooltipValueType, string | number>) {
  const stage = payload?.[0]?.payload as PipelineStage | undefined;
  if (!active || !stage) return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="font-medium">{label}</p>
      <p>
        {stage.count} {stage.count === 1 ? 'deal' : 'deals'} · {formatCurrency(stage.volume)}
      </p>
    </div>
  );
}

/**
 * Volume (bars in the brand colour, right axis) and deal count (left axis) per stage. Decorative for assistive
 * technology: the table beside it carries the same numbers.
 */
export function PipelineChart({ pipeline }: { pipeline: PipelineStage[] }) {
  return (
    <div
      aria-hidden="true"
      data-testid="pipeline-chart"
      className="h-72 w-full [--chart-count:#0369a1] [--chart-volume:var(--primary)] dark:[--chart-count:#38bdf8]"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={pipeline} margin={{ top: 8, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="stage" tick={STAGE_TICK} tickLine={false} axisLine={false} interval={0} angle={-45} textAnchor="end" height={72} />
          <YAxis yAxisId="count" allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={32} />
          <YAxis
            yAxisId="volume"
            orientation="right"
            tickFormatter={(value: number) => COMPACT_DOLLARS.format(value)}
            tick={TICK}
            tickLine={false}
            axisLine={false}
            width={56}
          />
          <Tooltip content={StageTooltip} cursor={{ fill: 'var(--muted)' }} />
          <Bar yAxisId="count" dataKey="count" name="Deals" fill="var(--chart-count)" radius={[4, 4, 0, 0]} maxBarSize={28} />
          <Bar yAxisId="volume" dataKey="volume" name="Volume" fill="var(--chart-volume)" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
