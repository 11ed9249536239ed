import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Printer } from 'lucide-react';
import { PERIOD_LABELS, PERIODS, relativeChange, type PeriodKind } from '@core/analytics/period';
import { FEE_KINDS, FEE_LABELS, STUCK_DEFAULT_DAYS, type MonthRow, type PeriodFigures } from '@core/schemas/analytics';
import { noPermissionMessage } from '@core/permissions';
import { FilterSelect } from '@web/components/filter-select';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { usePageParams, withParam } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { analyticsExportUrl, analyticsFiltersFrom, useAnalytics, useAnalyticsFacets, type AnalyticsFilters } from './api/analytics';
import { ChartFallback, ChartWithTable, SectionCard, SectionSkeleton } from './components/section-card';
import { changeText, money, number, percent } from './format';

const charts = () => import('./components/analytics-charts');
const MonthlyVolumeChart = lazy(() => charts().then((m) => ({ default: m.MonthlyVolumeChart })));
const FeeChart = lazy(() => charts().then((m) => ({ default: m.FeeChart })));
const RankedBarChart = lazy(() => charts().then((m) => ({ default: m.RankedBarChart })));

const VIEW_ANALYTICS = 'view company analytics';

/** Analytics (/analytics): what was funded, what is stuck and who brings the business. */
export default function AnalyticsPage() {
  const { session } = useSession();
  const allowed = session?.permissions.includes('view_company_analytics') ?? false;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics"
        description="Volume, fees, pipeline flow, people and places — every figure traced to the deals behind it."
        actions={
          allowed && (
            <Button variant="outline" className="print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          )
        }
      />
      {allowed ? (
        <Analytics />
      ) : (
        <Alert>
          <AlertDescription>{noPermissionMessage(VIEW_ANALYTICS).description}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

function useFilters(): [AnalyticsFilters, (key: keyof AnalyticsFilters, value: string) => void] {
  const [params, setParams] = usePageParams();
  const filters = analyticsFiltersFrom(params);
  const setFilter = (key: keyof AnalyticsFilters, value: string) => setParams(withParam(key, value), { replace: true });
  return [filters, setFilter];
}

function Analytics() {
  const [filters, setFilter] = useFilters();
  return (
    <>
      <Filters filters={filters} setFilter={setFilter} />
      <Summary filters={filters} />
      <Monthly filters={filters} />
      <Pipeline filters={filters} />
      <Flow filters={filters} setFilter={setFilter} />
      <People filters={filters} />
      <Geography filters={filters} />
    </>
  );
}

function Filters({ filters, setFilter }: { filters: AnalyticsFilters; setFilter: (key: keyof AnalyticsFilters, value: string) => void }) {
  const facets = useAnalyticsFacets().data;
  const list = (values: string[] = []) => values.map((v) => ({ value: v, label: v }));
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden" role="search" aria-label="Period and filters">
      <div className="flex w-48 flex-col gap-1.5">
        <Label htmlFor="analytics-period">Period</Label>
        <NativeSelect id="analytics-period" value={filters.period} onChange={(e) => setFilter('period', e.target.value)}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {PERIOD_LABELS[p as PeriodKind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {filters.period === 'custom' && (
        <>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="analytics-from">From</Label>
            <Input id="analytics-from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => setFilter('from', e.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => setFilter('to', e.target.value)} />
          </div>
        </>
      )}
      <FilterSelect id="analytics-officer" label="Loan officer" value={filters.officer} onChange={(v) => setFilter('officer', v)} options={[...(facets?.officers ?? []).map((o) => ({ value: o.id, label: o.name })), { value: 'unassigned', label: 'Unassigned' }]} />
      <FilterSelect id="analytics-loan-type" label="Loan type" value={filters.loan_type} onChange={(v) => setFilter('loan_type', v)} options={list(facets?.loan_types)} />
      <FilterSelect id="analytics-property-type" label="Property type" value={filters.property_type} onChange={(v) => setFilter('property_type', v)} options={list(facets?.property_types)} />
      <FilterSelect id="analytics-state" label="State" value={filters.state} onChange={(v) => setFilter('state', v)} options={list(facets?.states)} />
      <FilterSelect id="analytics-source" label="Source" value={filters.source} onChange={(v) => setFilter('source', v)} options={[...(facets?.sources ?? []).map((s) => ({ value: s.id, label: s.name })), { value: 'direct', label: 'Direct (no broker)' }]} />
    </div>
  );
}

function QueryError({ error, retry }: { error: Error; retry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription className="flex items-center gap-3">
        {error.message}
        <Button size="sm" variant="outline" onClick={retry}>
          Retry
        </Button>
      </AlertDescription>
    </Alert>
  );
}

const FIGURES: { id: string; label: string; value: (f: PeriodFigures) => number | null; show: (v: number | null) => string; detail?: (f: PeriodFigures) => string }[] = [
  { id: 'created', label: 'Deals created', value: (f) => f.created.volume, show: money, detail: (f) => `${f.created.count} ${f.created.count === 1 ? 'deal' : 'deals'}` },
  { id: 'funded', label: 'Funded', value: (f) => f.funded.volume, show: money, detail: (f) => `${f.funded.count} ${f.funded.count === 1 ? 'loan' : 'loans'}` },
  { id: 'lost', label: 'Lost', value: (f) => f.lost.volume, show: money, detail: (f) => `${f.lost.count} ${f.lost.count === 1 ? 'deal' : 'deals'}` },
  { id: 'win-rate', label: 'Win rate', value: (f) => f.win_rate, show: percent, detail: () => 'funded of decided' },
  { id: 'fee-income', label: 'Fee income', value: (f) => f.fee_income, show: money, detail: () => 'on loans funded' },
  { id: 'average-loan', label: 'Average loan', value: (f) => f.average_loan, show: money },
  { id: 'median-loan', label: 'Median loan', value: (f) => f.median_loan, show: money },
  { id: 'average-rate', label: 'Average rate', value: (f) => f.average_rate, show: (v) => number(v, '%') },
  { id: 'average-ltv', label: 'Average LTV', value: (f) => f.average_ltv, show: (v) => number(v, '%') },
  { id: 'average-term', label: 'Average term', value: (f) => f.average_term_months, show: (v) => number(v, ' mo') },
  { id: 'days-to-close', label: 'Median days to close', value: (f) => f.median_days_to_close, show: (v) => number(v, ' days'), detail: () => 'application to funding' },
];

function Summary({ filters }: { filters: AnalyticsFilters }) {
  const summary = useAnalytics('summary', filters);
  const data = summary.data;
  return (
    <SectionCard
      id="summary"
      title="The period at a glance"
      description={data ? `${data.range.from} to ${data.range.to}, compared with ${data.previous_range.from} to ${data.previous_range.to}.` : 'Compared with the period before.'}
      exports={[{ label: 'CSV', href: analyticsExportUrl('summary', filters) }]}
    >
      {summary.isError ? (
        <QueryError error={summary.error} retry={() => void summary.refetch()} />
      ) : !data ? (
        <SectionSkeleton />
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
          {FIGURES.map((figure) => {
            const current = figure.value(data.current);
            const previous = figure.value(data.previous);
            const change = changeText(relativeChange(current, previous));
            return (
              <div key={figure.id} data-testid={`figure-${figure.id}`} className="flex min-w-0 flex-col gap-1 rounded-lg border p-3">
                <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                <dd className="text-xl font-semibold tabular-nums">{figure.show(current)}</dd>
                {figure.detail && <dd className="text-xs text-muted-foreground">{figure.detail(data.current)}</dd>}
                <dd className="text-xs text-muted-foreground">{change ?? `previous: ${figure.show(previous)}`}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </SectionCard>
  );
}

function Monthly({ filters }: { filters: AnalyticsFilters }) {
  const monthly = useAnalytics('monthly', filters);
  const months = monthly.data?.months;
  return (
    <SectionCard
      id="monthly"
      title="Volume by month"
      description="Applications created, loans funded and deals lost each month, the open pipeline at each month's end, and the fees earned on what funded."
      exports={[{ label: 'CSV', href: analyticsExportUrl('monthly', filters) }]}
    >
      {monthly.isError ? (
        <QueryError error={monthly.error} retry={() => void monthly.refetch()} />
      ) : !months ? (
        <SectionSkeleton />
      ) : (
        <>
          <ChartWithTable
            chart={
              <Suspense fallback={<ChartFallback />}>
                <MonthlyVolumeChart months={months} />
              </Suspense>
            }
            table={<MonthlyTable months={months} />}
          />
          <ChartWithTable
            chart={
              <Suspense fallback={<ChartFallback />}>
                <FeeChart months={months} />
              </Suspense>
            }
            table={<FeeTable months={months} />}
          />
        </>
      )}
    </SectionCard>
  );
}

function MonthlyTable({ months }: { months: MonthRow[] }) {
  return (
    <Table aria-label="Volume by month" scrollLabel="Volume by month" data-testid="monthly-table">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          <TableHead scope="col" className="text-right">Created</TableHead>
          <TableHead scope="col" className="text-right">Funded</TableHead>
          <TableHead scope="col" className="text-right">Lost</TableHead>
          <TableHead scope="col" className="text-right">Open pipeline</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {months.map((m) => (
          <TableRow key={m.month} data-month={m.month}>
            <TableHead scope="row" className="font-normal">{m.month}</TableHead>
            <TableCell className="text-right tabular-nums">{m.created.count} · {money(m.created.volume)}</TableCell>
            <TableCell className="text-right tabular-nums">{m.funded.count} · {money(m.funded.volume)}</TableCell>
            <TableCell className="text-right tabular-nums">{m.lost.count} · {money(m.lost.volume)}</TableCell>
            <TableCell className="text-right tabular-nums">{money(m.pipeline_value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function FeeTable({ months }: { months: MonthRow[] }) {
  return (
    <Table aria-label="Fee income by month" scrollLabel="Fee income by month" data-testid="fee-table">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Month</TableHead>
          {FEE_KINDS.map((kind) => (
            <TableHead key={kind} scope="col" className="text-right">{FEE_LABELS[kind]}</TableHead>
          ))}
          <TableHead scope="col" className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {months.map((m) => (
          <TableRow key={m.month}>
            <TableHead scope="row" className="font-normal">{m.month}</TableHead>
            {FEE_KINDS.map((kind) => (
              <TableCell key={kind} className="text-right tabular-nums">{money(m.fees[kind])}</TableCell>
            ))}
            <TableCell className="text-right tabular-nums">{money(FEE_KINDS.reduce((sum, kind) => sum + m.fees[kind], 0))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Pipeline({ filters }: { filters: AnalyticsFilters }) {
  const pipeline = useAnalytics('pipeline', filters);
  const stages = pipeline.data?.stages;
  return (
    <SectionCard
      id="pipeline"
      title="Open pipeline by stage"
      description="Active and on-hold deals now, whatever the period, with the filters applied."
      exports={[{ label: 'CSV', href: analyticsExportUrl('pipeline', filters) }]}
    >
      {pipeline.isError ? (
        <QueryError error={pipeline.error} retry={() => void pipeline.refetch()} />
      ) : !stages ? (
        <SectionSkeleton />
      ) : stages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open deals match these filters.</p>
      ) : (
        <ChartWithTable
          chart={
            <Suspense fallback={<ChartFallback />}>
              <RankedBarChart testId="pipeline-chart" valueName="Volume" rows={stages.map((s) => ({ label: s.stage, value: s.volume }))} />
            </Suspense>
          }
          table={
            <Table aria-label="Open pipeline by stage" scrollLabel="Open pipeline by stage" data-testid="pipeline-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Stage</TableHead>
                  <TableHead scope="col" className="text-right">Deals</TableHead>
                  <TableHead scope="col" className="text-right">Volume</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {stages.map((s) => (
                  <TableRow key={s.stage} data-stage={s.stage}>
                    <TableHead scope="row" className="font-normal">{s.stage}</TableHead>
                    <TableCell className="text-right tabular-nums">{s.count}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(s.volume)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      )}
    </SectionCard>
  );
}

function Flow({ filters, setFilter }: { filters: AnalyticsFilters; setFilter: (key: keyof AnalyticsFilters, value: string) => void }) {
  const flow = useAnalytics('flow', filters);
  const data = flow.data;
  const share = (part: number, whole: number) => percent(whole === 0 ? null : part / whole);
  return (
    <SectionCard
      id="flow"
      title="Flow through the pipeline"
      description="Of the deals that entered each stage in the period: how many moved on to a later stage, how many are funded, and how long a stay lasted."
      exports={[
        { label: 'Stages CSV', href: analyticsExportUrl('flow', filters) },
        { label: 'Stuck deals CSV', href: analyticsExportUrl('stuck', filters) },
      ]}
    >
      {flow.isError ? (
        <QueryError error={flow.error} retry={() => void flow.refetch()} />
      ) : !data ? (
        <SectionSkeleton />
      ) : (
        <>
          <p className="text-sm" data-testid="median-days-to-close">
            Median days from application to funding: <strong>{number(data.median_days_to_close, ' days')}</strong>
          </p>
          <div>
            <Table aria-label="Conversion by stage" scrollLabel="Conversion by stage" data-testid="flow-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Stage</TableHead>
                  <TableHead scope="col" className="text-right">Entered</TableHead>
                  <TableHead scope="col" className="text-right">Moved on</TableHead>
                  <TableHead scope="col" className="text-right">To next stage</TableHead>
                  <TableHead scope="col" className="text-right">Funded</TableHead>
                  <TableHead scope="col" className="text-right">To funded</TableHead>
                  <TableHead scope="col" className="text-right">Median days in stage</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.stages.map((s) => (
                  <TableRow key={s.stage} data-stage={s.stage}>
                    <TableHead scope="row" className="font-normal">{s.stage}</TableHead>
                    <TableCell className="text-right tabular-nums">{s.entered}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.moved_on}</TableCell>
                    <TableCell className="text-right tabular-nums">{share(s.moved_on, s.entered)}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.funded}</TableCell>
                    <TableCell className="text-right tabular-nums">{share(s.funded, s.entered)}</TableCell>
                    <TableCell className="text-right tabular-nums">{number(s.median_days)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <h3 className="text-base font-semibold">Stuck deals</h3>
            <div className="flex items-center gap-2 print:hidden">
              <Label htmlFor="analytics-stuck-days">In their stage longer than</Label>
              <Input
                id="analytics-stuck-days"
                type="number"
                min={1}
                max={3650}
                className="w-24"
                value={filters.stuck_days || String(STUCK_DEFAULT_DAYS)}
                onChange={(e) => setFilter('stuck_days', e.target.value)}
              />
              <span className="text-sm">days</span>
            </div>
          </div>
          {data.stuck.length === 0 ? (
            <p className="text-sm text-muted-foreground">No open deal has been in its stage longer than {data.stuck_days} days.</p>
          ) : (
            <Table aria-label="Stuck deals" scrollLabel="Stuck deals" data-testid="stuck-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Deal</TableHead>
                  <TableHead scope="col">Borrower</TableHead>
                  <TableHead scope="col">Property</TableHead>
                  <TableHead scope="col">Stage</TableHead>
                  <TableHead scope="col" className="text-right">Days in stage</TableHead>
                  <TableHead scope="col" className="text-right">Loan</TableHead>
                  <TableHead scope="col">Loan officer</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.stuck.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell>
                      <Link to={`/deals/${encodeURIComponent(d.id)}`} className="text-primary hover:underline">{d.id}</Link>
                    </TableCell>
                    <TableCell>{d.borrower_name}</TableCell>
                    <TableCell>{d.property_address}</TableCell>
                    <TableCell>{d.stage}</TableCell>
                    <TableCell className="text-right tabular-nums">{d.days_in_stage}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(d.loan_amount)}</TableCell>
                    <TableCell>{d.officer ?? 'Unassigned'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </SectionCard>
  );
}

function People({ filters }: { filters: AnalyticsFilters }) {
  const people = useAnalytics('people', filters);
  const data = people.data;
  return (
    <SectionCard
      id="people"
      title="Loan officers and sources"
      description="Who brings the business: deals each officer took, funded and lost in the period, and what each broker sent (deals without a broker are direct)."
      exports={[
        { label: 'Officers CSV', href: analyticsExportUrl('officers', filters) },
        { label: 'Sources CSV', href: analyticsExportUrl('sources', filters) },
      ]}
    >
      {people.isError ? (
        <QueryError error={people.error} retry={() => void people.refetch()} />
      ) : !data ? (
        <SectionSkeleton />
      ) : (
        <>
          <ChartWithTable
            chart={
              <Suspense fallback={<ChartFallback />}>
                <RankedBarChart testId="officers-chart" valueName="Funded volume" rows={data.officers.map((o) => ({ label: o.officer, value: o.funded.volume }))} />
              </Suspense>
            }
            table={
              <Table aria-label="Loan officers" scrollLabel="Loan officers" data-testid="officers-table">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Loan officer</TableHead>
                    <TableHead scope="col" className="text-right">Deals</TableHead>
                    <TableHead scope="col" className="text-right">Funded</TableHead>
                    <TableHead scope="col" className="text-right">Win rate</TableHead>
                    <TableHead scope="col" className="text-right">Avg days to close</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.officers.map((o) => (
                    <TableRow key={o.officer_id ?? 'unassigned'} data-officer={o.officer}>
                      <TableHead scope="row" className="font-normal">{o.officer}</TableHead>
                      <TableCell className="text-right tabular-nums">{o.created.count} · {money(o.created.volume)}</TableCell>
                      <TableCell className="text-right tabular-nums">{o.funded.count} · {money(o.funded.volume)}</TableCell>
                      <TableCell className="text-right tabular-nums">{percent(o.win_rate)}</TableCell>
                      <TableCell className="text-right tabular-nums">{number(o.average_days_to_close)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            }
          />
          <ChartWithTable
            chart={
              <Suspense fallback={<ChartFallback />}>
                <RankedBarChart testId="sources-chart" valueName="Volume sent" rows={data.sources.map((s) => ({ label: s.source, value: s.created.volume }))} />
              </Suspense>
            }
            table={
              <Table aria-label="Sources" scrollLabel="Sources" data-testid="sources-table">
                <TableHeader>
                  <TableRow>
                    <TableHead scope="col">Source</TableHead>
                    <TableHead scope="col" className="text-right">Deals sent</TableHead>
                    <TableHead scope="col" className="text-right">Funded</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.sources.map((s) => (
                    <TableRow key={s.source_id} data-source={s.source}>
                      <TableHead scope="row" className="font-normal">{s.source}</TableHead>
                      <TableCell className="text-right tabular-nums">{s.created.count} · {money(s.created.volume)}</TableCell>
                      <TableCell className="text-right tabular-nums">{s.funded.count} · {money(s.funded.volume)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            }
          />
        </>
      )}
    </SectionCard>
  );
}

function Geography({ filters }: { filters: AnalyticsFilters }) {
  const geography = useAnalytics('geography', filters);
  const states = geography.data?.states;
  return (
    <SectionCard
      id="geography"
      title="Volume by state"
      description="Where the properties are: deals created and funded in the period, ranked by volume."
      exports={[{ label: 'CSV', href: analyticsExportUrl('geography', filters) }]}
    >
      {geography.isError ? (
        <QueryError error={geography.error} retry={() => void geography.refetch()} />
      ) : !states ? (
        <SectionSkeleton />
      ) : states.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deals in this period match these filters.</p>
      ) : (
        <ChartWithTable
          chart={
            <Suspense fallback={<ChartFallback />}>
              <RankedBarChart testId="states-chart" valueName="Volume" rows={states.map((s) => ({ label: s.state, value: s.created.volume }))} />
            </Suspense>
          }
          table={
            <Table aria-label="Volume by state" scrollLabel="Volume by state" data-testid="states-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">State</TableHead>
                  <TableHead scope="col" className="text-right">Deals</TableHead>
                  <TableHead scope="col" className="text-right">Funded</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {states.map((s) => (
                  <TableRow key={s.state} data-state={s.state}>
                    <TableHead scope="row" className="font-normal">{s.state}</TableHead>
                    <TableCell className="text-right tabular-nums">{s.created.count} · {money(s.created.volume)}</TableCell>
                    <TableCell className="text-right tabular-nums">{s.funded.count} · {money(s.funded.volume)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          }
        />
      )}
    </SectionCard>
  );
}
