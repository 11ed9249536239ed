// The page's charts: recharts is heavy, so this module loads after the figures and tables have painted.
// Every chart is decorative for assistive technology — the table beside it carries the same numbers.
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, ComposedChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FEE_KINDS, FEE_LABELS, type MonthRow } from '@core/schemas/analytics';
import { formatCurrency } from '@core/money';

const COMPACT_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
const COLORS = ['#0369a1', '#15803d', '#b45309', '#7c3aed', '#be123c', '#0f766e'];
const money = (value: unknown) => formatCurrency(Number(value));

function Frame({ children, testId }: { children: ReactElement; testId: string }) {
  return (
    <div aria-hidden="true" data-testid={testId} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

/** Created, funded and lost volume per month, with the open pipeline's value as a line. */
export function MonthlyVolumeChart({ months }: { months: MonthRow[] }) {
  const data = months.map((m) => ({ month: m.month, created: m.created.volume, funded: m.funded.volume, lost: m.lost.volume, pipeline: m.pipeline_value }));
  return (
    <Frame testId="monthly-chart">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="month" tick={TICK} tickLine={false} axisLine={false} />
        <YAxis tickFormatter={(v: number) => COMPACT_DOLLARS.format(v)} tick={TICK} tickLine={false} axisLine={false} width={56} />
        <Tooltip formatter={money} />
        <Legend />
        <Bar dataKey="created" name="Created" fill={COLORS[0]} radius={[3, 3, 0, 0]} maxBarSize={18} />
        <Bar dataKey="funded" name="Funded" fill={COLORS[1]} radius={[3, 3, 0, 0]} maxBarSize={18} />
        <Bar dataKey="lost" name="Lost" fill={COLORS[4]} radius={[3, 3, 0, 0]} maxBarSize={18} />
        <Line dataKey="pipeline" name="Open pipeline" stroke={COLORS[2]} strokeWidth={2} dot={false} />
      </ComposedChart>
    </Frame>
  );
}

/** Fee income per month, stacked by kind of fee. */
export function FeeChart({ months }: { months: MonthRow[] }) {
  const data = months.map((m) => ({ month: m.month, ...m.fees }));
  return (
    <Frame testId="fee-chart">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis dataKey="month" tick={TICK} tickLine={false} axisLine={false} />
        <YAxis tickFormatter={(v: number) => COMPACT_DOLLARS.format(v)} tick={TICK} tickLine={false} axisLine={false} width={56} />
        <Tooltip formatter={money} />
        <Legend />
        {FEE_KINDS.map((kind, i) => (
          <Bar key={kind} dataKey={kind} name={FEE_LABELS[kind]} stackId="fees" fill={COLORS[i % COLORS.length]} maxBarSize={24} />
        ))}
      </BarChart>
    </Frame>
  );
}

/** A ranked horizontal bar chart: one bar per row (stages, officers, brokers, states). */
export function RankedBarChart({ rows, valueName, testId, format = 'money' }: { rows: { label: string; value: number }[]; valueName: string; testId: string; format?: 'money' | 'count' }) {
  const formatter = format === 'money' ? (v: number) => COMPACT_DOLLARS.format(v) : (v: number) => String(v);
  return (
    <div aria-hidden="true" data-testid={testId} className="w-full" style={{ height: Math.max(160, rows.length * 32 + 40) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" tickFormatter={formatter} tick={TICK} tickLine={false} axisLine={false} allowDecimals={false} />
          <YAxis type="category" dataKey="label" tick={TICK} tickLine={false} axisLine={false} width={120} />
          <Tooltip formatter={format === 'money' ? money : undefined} />
          <Bar dataKey="value" name={valueName} fill={COLORS[0]} radius={[0, 3, 3, 0]} maxBarSize={20} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
