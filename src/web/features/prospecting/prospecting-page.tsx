import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { canManageContacts } from '@core/permissions';
import { PROSPECT_SCORE_RULES } from '@core/growth/prospect-score';
import { PROSPECT_KIND_LABELS, PROSPECT_KINDS, type ProspectKind } from '@core/schemas/prospects';
import { FilterSelect } from '@web/components/filter-select';
import { PageHeader } from '@web/components/page-header';
import { RoleDeniedPage } from '@web/components/role-denied-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useSequences } from '@web/features/nurture/api/nurture';
import { usePageParams } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { prospectQueryString, useConvertProspects, useProspectLists, useProspects, type ConvertResult, type Prospect, type ProspectFilters } from './api/prospects';
import { ImportProspectsDialog } from './components/import-prospects-dialog';

const FILTER_KEYS = ['list_id', 'kind', 'q', 'state', 'min_score'] as const;

function ProspectState({ prospect }: { prospect: Prospect }) {
  if (prospect.converted_at) return <Badge variant="secondary">Lead: {prospect.lead_name ?? 'deleted'}</Badge>;
  if (prospect.suppressed) return <Badge variant="destructive">{prospect.suppressed_reason === 'bounced' ? 'Bounced' : 'Unsubscribed'}</Badge>;
  return <Badge variant="outline">Open</Badge>;
}

/** What a conversion did, prospect by prospect (who was skipped and why). */
function ConvertReport({ result }: { result: ConvertResult }) {
  const skipped = [...result.outcomes.filter((o) => o.result === 'skipped'), ...result.enrol_skipped];
  if (skipped.length === 0) return null;
  return (
    <Alert>
      <AlertDescription>
        <ul aria-label="Not converted" className="list-disc pl-5">
          {skipped.map((s) => (
            <li key={`${s.id}-${s.reason}`}>
              {s.name}: {s.reason}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/** Prospecting (/prospecting, out of the menus as SPEC §2 says): prospect lists, scored, turned into leads. */
export default function ProspectingPage() {
  const { session } = useSession();
  const role = session?.profile.role;
  const [params, setParams] = usePageParams();
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as ProspectFilters;
  const allowed = canManageContacts(role);
  const lists = useProspectLists();
  const prospects = useProspects(filters);
  const sequences = useSequences();
  const convert = useConvertProspects();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sequenceId, setSequenceId] = useState('');
  const [report, setReport] = useState<ConvertResult | null>(null);

  if (!allowed) return <RoleDeniedPage title="Prospecting" role={role} action="manage prospects" />;

  const setFilter = (key: keyof ProspectFilters, value: string) => {
    setSelected(new Set());
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });
  };
  const items = prospects.data?.items ?? [];
  const selectable = items.filter((p) => !p.suppressed);
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (withSequence: boolean) =>
    convert.mutate(
      { prospect_ids: [...selected], ...(withSequence ? { sequence_id: sequenceId } : {}) },
      {
        onSuccess: (result) => {
          setReport(result);
          setSelected(new Set());
          toast.success(withSequence ? `${result.enrolled} enrolled in the sequence` : `${result.converted} converted into leads`, {
            description: withSequence ? `${result.converted} prospects became leads first.` : undefined,
          });
        },
        onError: (e) => toast.error('Error', { description: e.message }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Prospecting"
        description="Property owners, investors and brokers who are not leads yet: scored, then converted or nurtured."
        actions={
          <div className="flex flex-wrap gap-2">
            <ImportProspectsDialog onImported={(id) => setFilter('list_id', id)} />
            <Button variant="outline" asChild>
              <a href={`/api/prospects/export.csv?${prospectQueryString(filters)}`} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </div>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id="prospect-list"
          label="List"
          value={filters.list_id}
          onChange={(v) => setFilter('list_id', v)}
          allLabel="All lists"
          options={(lists.data ?? []).map((l) => ({ value: l.id, label: `${l.name} (${l.prospects}, ${l.converted} converted)` }))}
        />
        <FilterSelect id="prospect-kind" label="Type" value={filters.kind} onChange={(v) => setFilter('kind', v)} options={PROSPECT_KINDS.map((k) => ({ value: k, label: PROSPECT_KIND_LABELS[k] }))} />
        <FilterSelect
          id="prospect-state"
          label="State"
          value={filters.state}
          onChange={(v) => setFilter('state', v)}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'converted', label: 'Converted' },
            { value: 'suppressed', label: 'Unsubscribed or bounced' },
          ]}
        />
        <FilterSelect
          id="prospect-min-score"
          label="Score"
          value={filters.min_score}
          onChange={(v) => setFilter('min_score', v)}
          allLabel="Any score"
          options={[25, 50, 75].map((n) => ({ value: String(n), label: `${n} or more` }))}
        />
        <div className="flex w-64 flex-col gap-1.5">
          <Label htmlFor="prospect-search">Search</Label>
          <DebouncedSearchInput id="prospect-search" value={filters.q} onSearch={(v) => setFilter('q', v)} placeholder="Name, e-mail, company, property" />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">Score: {PROSPECT_SCORE_RULES.join('; ')}.</p>
      <div className="flex flex-wrap items-end gap-2">
        <Button disabled={selected.size === 0 || convert.isPending} onClick={() => run(false)}>
          Convert to Leads ({selected.size})
        </Button>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="prospect-sequence">Sequence</Label>
          <NativeSelect id="prospect-sequence" value={sequenceId} onChange={(e) => setSequenceId(e.target.value)} className="w-56">
            <option value="">Choose…</option>
            {sequences.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button variant="outline" disabled={selected.size === 0 || !sequenceId || convert.isPending} onClick={() => run(true)}>
          Add to Sequence ({selected.size})
        </Button>
      </div>
      {report && <ConvertReport result={report} />}
      {prospects.isPending && <LoadingIndicator />}
      {prospects.error && (
        <Alert variant="destructive">
          <AlertDescription>{prospects.error.message}</AlertDescription>
        </Alert>
      )}
      {prospects.data && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {prospects.data.total} prospect{prospects.data.total === 1 ? '' : 's'}
            {prospects.data.total > items.length ? `, the best ${items.length} shown` : ''}
          </p>
          <Table scrollLabel="Prospects">
            <TableHeader>
              <TableRow>
                <TableHead>
                  <input
                    type="checkbox"
                    aria-label="Select all prospects shown"
                    checked={selectable.length > 0 && selectable.every((p) => selected.has(p.id))}
                    onChange={(e) => setSelected(e.target.checked ? new Set(selectable.map((p) => p.id)) : new Set())}
                  />
                </TableHead>
                <TableHead>Name</TableHead>
                <TableHead>Type</TableHead>
                <TableHead>Contact</TableHead>
                <TableHead>Properties / deals</TableHead>
                <TableHead>Score</TableHead>
                <TableHead>State</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    <input type="checkbox" aria-label={`Select ${p.name}`} disabled={p.suppressed} checked={selected.has(p.id)} onChange={() => toggle(p.id)} />
                  </TableCell>
                  <TableCell>
                    <div className="font-medium">{p.name}</div>
                    <div className="text-xs text-muted-foreground">{[p.company, p.list_name].filter(Boolean).join(' · ')}</div>
                  </TableCell>
                  <TableCell>{PROSPECT_KIND_LABELS[p.kind as ProspectKind]}</TableCell>
                  <TableCell>
                    <div>{p.email}</div>
                    <div className="text-xs text-muted-foreground">{p.phone}</div>
                  </TableCell>
                  <TableCell>
                    {p.property_count} / {p.deal_count}
                  </TableCell>
                  <TableCell>
                    <span className="font-semibold">{p.score}</span>
                    <div className="text-xs text-muted-foreground">{p.score_parts.map((s) => `${s.rule} +${s.points}`).join(', ') || 'No activity known'}</div>
                  </TableCell>
                  <TableCell>
                    <ProspectState prospect={p} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </div>
  );
}
