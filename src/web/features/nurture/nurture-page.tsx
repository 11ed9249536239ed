import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { canManageContacts } from '@core/permissions';
import { SEQUENCE_EXIT_LABELS, type SequenceExitReason, type SequenceStep } from '@core/schemas/growth';
import { LEAD_STATUS_LABELS } from '@core/schemas/leads';
import { PageHeader } from '@web/components/page-header';
import { RoleDeniedPage } from '@web/components/role-denied-page';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useTemplates } from '@web/features/campaigns/api/growth';
import { useLeads } from '@web/features/leads/api/leads';
import { usePageParams } from '@web/lib/use-page-params';
import { useSession } from '@web/lib/use-session';
import { useEnrol, useFailedJobs, useRetryJob, useSequence, useSequences, useSetEnrollmentStatus, useSetSequenceStatus, type EnrolResult, type Sequence } from './api/nurture';
import { SequenceFormDialog } from './components/sequence-form-dialog';

const ruleText = (s: Sequence) =>
  s.enrol_rule.kind === 'manual' ? 'Manual enrolment' : s.enrol_rule.kind === 'status' ? `When a lead enters ${LEAD_STATUS_LABELS[s.enrol_rule.status]}` : `When a lead has the tag "${s.enrol_rule.tag}"`;

function stepText(step: SequenceStep, templateName: (id: string) => string) {
  if (step.kind === 'email') return `Send e-mail "${templateName(step.template_id)}"`;
  if (step.kind === 'wait') return `Wait ${step.days} day${step.days === 1 ? '' : 's'}`;
  if (step.kind === 'task') return `Task for the owner: ${step.title}${step.due_in_days ? ` (due in ${step.due_in_days} days)` : ''}`;
  return `Change status to ${LEAD_STATUS_LABELS[step.status]}`;
}

const errorToast = (err: Error) => toast.error('Error', { description: err.message });

/** Enrol by hand (search, pick, preview, enrol) or everyone the rule covers, with a dry run first. */
function EnrolPanel({ sequence }: { sequence: Sequence }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [result, setResult] = useState<(EnrolResult & { dry: boolean }) | null>(null);
  const leads = useLeads({ q, status: '', owner_id: '', source: '', tag: '', sort: 'name' });
  const enrol = useEnrol();
  const run = (leadIds: string[] | undefined, dry: boolean) =>
    enrol.mutate(
      { id: sequence.id, lead_ids: leadIds, dry_run: dry },
      {
        onSuccess: (data) => {
          setResult({ ...data, dry });
          if (!dry) {
            setChosen([]);
            toast.success(`${data.enrolled.length} lead${data.enrolled.length === 1 ? '' : 's'} enrolled`);
          }
        },
        onError: errorToast,
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Enrol leads</CardTitle>
        <CardDescription>Preview first: nothing changes until you enrol.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sequence.enrol_rule.kind !== 'manual' && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => run(undefined, true)}>
              Preview Matching Leads
            </Button>
            <Button onClick={() => run(undefined, false)}>Enrol Matching Leads</Button>
          </div>
        )}
        <DebouncedSearchInput value={q} onSearch={setQ} placeholder="Search leads to enrol…" aria-label="Search leads to enrol" />
        <ul className="max-h-56 overflow-y-auto rounded-md border">
          {leads.data?.items.slice(0, 50).map((lead) => (
            <li key={lead.id} className="border-b px-3 py-1.5 last:border-0">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={chosen.includes(lead.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, lead.id] : chosen.filter((id) => id !== lead.id))} />
                {lead.name} <span className="text-muted-foreground">{lead.email ?? 'no e-mail'}</span>
              </label>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={!chosen.length} onClick={() => run(chosen, true)}>
            Preview ({chosen.length})
          </Button>
          <Button disabled={!chosen.length || enrol.isPending} onClick={() => run(chosen, false)}>
            Enrol Selected
          </Button>
        </div>
        {result && (
          <div className="text-sm" aria-live="polite">
            <p className="font-medium">
              {result.dry ? `Would enrol ${result.would_enrol.length}` : `Enrolled ${result.enrolled.length}`}
              {result.skipped.length ? `, ${result.skipped.length} skipped` : ''}
            </p>
            <ul className="list-disc pl-5">
              {(result.dry ? result.would_enrol : result.enrolled).map((l) => (
                <li key={l.id}>{l.name}</li>
              ))}
              {result.skipped.map((l) => (
                <li key={l.id} className="text-muted-foreground">
                  {l.name}: {l.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SequenceDetail({ id }: { id: string }) {
  const detail = useSequence(id);
  const templates = useTemplates();
  const setEnrollment = useSetEnrollmentStatus();
  const [editing, setEditing] = useState(false);
  if (detail.isPending) return <LoadingIndicator />;
  if (!detail.data) return <Alert variant="destructive"><AlertDescription>{detail.error?.message}</AlertDescription></Alert>;
  const { sequence, enrollments } = detail.data;
  const templateName = (tid: string) => templates.data?.find((t) => t.id === tid)?.name ?? 'template';
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-2">
          <div>
            <CardTitle>{sequence.name}</CardTitle>
            <CardDescription>
              {ruleText(sequence)} · exits when {sequence.exit_on.map((r) => SEQUENCE_EXIT_LABELS[r as SequenceExitReason].split(' (')[0]!.toLowerCase()).join(', ') || 'never'}
            </CardDescription>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal pl-5 text-sm">
            {sequence.steps.map((step, i) => (
              <li key={i}>{stepText(step, templateName)}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      {editing && <SequenceFormDialog sequence={sequence} open={editing} onOpenChange={setEditing} />}
      <EnrolPanel sequence={sequence} />
      <Card>
        <CardHeader>
          <CardTitle>Progress</CardTitle>
        </CardHeader>
        <CardContent>
          {enrollments.length === 0 ? (
            <p className="text-sm text-muted-foreground">No lead is enrolled yet.</p>
          ) : (
            <Table scrollLabel="Enrolled leads">
              <TableHeader>
                <TableRow>
                  <TableHead>Lead</TableHead>
                  <TableHead>Step</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Next step</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {enrollments.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>
                      {e.lead_name} <span className="text-muted-foreground">{e.lead_email}</span>
                    </TableCell>
                    <TableCell>{Math.min(e.current_step + 1, sequence.steps.length)} of {sequence.steps.length}</TableCell>
                    <TableCell>
                      <Badge variant={e.status === 'exited' ? 'destructive' : 'secondary'}>{e.status === 'exited' ? `Exited: ${e.exit_reason}` : e.status}</Badge>
                    </TableCell>
                    <TableCell>{e.status === 'active' && e.next_run_at ? new Date(e.next_run_at).toLocaleString() : '—'}</TableCell>
                    <TableCell className="text-right">
                      {(e.status === 'active' || e.status === 'paused') && (
                        <Button size="sm" variant="outline" onClick={() => setEnrollment.mutate({ id: e.id, status: e.status === 'active' ? 'paused' : 'active' }, { onError: errorToast })}>
                          {e.status === 'active' ? 'Pause' : 'Resume'}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function FailedJobs() {
  const failed = useFailedJobs();
  const retry = useRetryJob();
  if (!failed.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Failed background jobs</CardTitle>
        <CardDescription>These ran out of retries. Fix the cause, then run them again.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {failed.data.map((job) => (
            <li key={job.id} className="flex items-center justify-between gap-2">
              <span>
                {job.name} · {job.attempts} attempts · {job.last_error}
              </span>
              <Button size="sm" variant="outline" onClick={() => retry.mutate(job.id, { onSuccess: () => toast.success('Job queued again'), onError: errorToast })}>
                Retry
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Nurture (/nurture): sequences, who is in them and how far, enrolment with a dry run, pause and resume. */
export default function NurturePage() {
  const { session } = useSession();
  const role = session?.profile.role;
  const [params, setParams] = usePageParams();
  const selected = params.get('sequence');
  const sequences = useSequences();
  const setStatus = useSetSequenceStatus();
  const [creating, setCreating] = useState(false);

  if (!canManageContacts(role)) {
    return <RoleDeniedPage title="Nurture" role={role} action="manage marketing" />;
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Nurture"
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New Sequence
          </Button>
        }
      />
      {creating && <SequenceFormDialog open={creating} onOpenChange={setCreating} />}
      <FailedJobs />
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-2">
          {sequences.isPending && <LoadingIndicator />}
          {sequences.data?.length === 0 && <p className="text-sm text-muted-foreground">No sequence yet. Create one to start nurturing leads.</p>}
          {sequences.data?.map((s) => (
            <Card key={s.id} className={s.id === selected ? 'border-primary' : undefined}>
              <CardHeader>
                <CardTitle>
                  <button type="button" className="text-left hover:underline" onClick={() => setParams(new URLSearchParams({ sequence: s.id }))}>
                    {s.name}
                  </button>
                </CardTitle>
                <CardDescription>
                  {ruleText(s)} · {s.steps.length} step{s.steps.length === 1 ? '' : 's'}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {s.counts.active ?? 0} active · {s.counts.completed ?? 0} done · {s.counts.exited ?? 0} exited
                </span>
                <Button size="sm" variant="outline" onClick={() => setStatus.mutate({ id: s.id, status: s.status === 'active' ? 'paused' : 'active' }, { onError: errorToast })}>
                  {s.status === 'active' ? 'Pause' : 'Resume'}
                </Button>
              </CardContent>
            </Card>
          ))}
        </div>
        {selected ? <SequenceDetail key={selected} id={selected} /> : <p className="text-sm text-muted-foreground">Choose a sequence to see its steps and leads.</p>}
      </div>
    </div>
  );
}
