import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { AGENT_DESCRIPTIONS, AGENT_LABELS } from '@core/agents/agents';
import { agentUpdateSchemaFor } from '@core/schemas/agents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { SwitchControl } from '@web/components/ui/switch-control';
import { useConfigureAgent, useDryRun, useRunAgent, type Agent } from '../api/agents';
import { ActionLine, AgentRuns } from './agent-runs';
import { AgentSettingsFields, formOf, scopeOf, settingsOf } from './agent-settings';

const SCHEDULES = [
  { minutes: 15, label: 'Every 15 minutes' },
  { minutes: 60, label: 'Every hour' },
  { minutes: 6 * 60, label: 'Every 6 hours' },
  { minutes: 24 * 60, label: 'Every day' },
  { minutes: 7 * 24 * 60, label: 'Every week' },
];

/** One agent: its switch, schedule and scope (administrators change them), Run now, a dry run, and its last runs. */
export function AgentCard({ agent, canConfigure }: { agent: Agent; canConfigure: boolean }) {
  const label = AGENT_LABELS[agent.kind];
  const configure = useConfigureAgent();
  const run = useRunAgent();
  const dryRun = useDryRun();
  const [enabled, setEnabled] = useState(agent.enabled);
  const [interval, setIntervalMinutes] = useState(agent.interval_minutes);
  const [form, setForm] = useState(() => formOf(agent));
  const [scope, setScope] = useState(() => scopeOf(agent));
  const id = (field: string) => `${agent.kind}-${field}`;
  const schedules = SCHEDULES.some((s) => s.minutes === interval) ? SCHEDULES : [...SCHEDULES, { minutes: interval, label: `Every ${interval} minutes` }];

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = agentUpdateSchemaFor(agent.kind).safeParse({ enabled, interval_minutes: interval, settings: settingsOf(agent.kind, form, scope) });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? 'Check the settings.');
      return;
    }
    configure.mutate(
      { kind: agent.kind, ...parsed.data },
      { onSuccess: () => toast.success(`${label} saved`), onError: (error) => toast.error(error.message) },
    );
  }

  function runNow() {
    run.mutate(agent.kind, {
      onSuccess: (result) => (result.status === 'failed' ? toast.error(result.error ?? 'The run failed.') : toast.success(result.summary)),
      onError: (error) => toast.error(error.message),
    });
  }

  return (
    <Card role="region" aria-label={label}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle>{label}</CardTitle>
          <div className="flex items-center gap-2 text-sm">
            <SwitchControl id={id('enabled')} checked={enabled} onCheckedChange={setEnabled} disabled={!canConfigure} />
            <Label htmlFor={id('enabled')}>{enabled ? 'On' : 'Off'}</Label>
          </div>
        </div>
        <CardDescription>{AGENT_DESCRIPTIONS[agent.kind]}</CardDescription>
        <p className="text-xs text-muted-foreground">
          {agent.enabled && agent.next_run_at ? `Next run ${new Date(agent.next_run_at).toLocaleString()}.` : 'Not scheduled: the agent is off.'}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        <form onSubmit={save} className="space-y-4" aria-label={`${label} settings`}>
          <fieldset disabled={!canConfigure} className="grid gap-4 sm:grid-cols-3">
            <div className="space-y-1">
              <Label htmlFor={id('schedule')}>Schedule</Label>
              <NativeSelect id={id('schedule')} value={String(interval)} onChange={(e) => setIntervalMinutes(Number(e.target.value))}>
                {schedules.map((s) => (
                  <option key={s.minutes} value={s.minutes}>
                    {s.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <AgentSettingsFields kind={agent.kind} form={form} setField={(key, value) => setForm({ ...form, [key]: value })} scope={scope} setScope={setScope} />
          </fieldset>
          <div className="flex flex-wrap gap-2">
            {canConfigure && (
              <>
                <Button type="submit" disabled={configure.isPending}>
                  {configure.isPending ? 'Saving...' : 'Save settings'}
                </Button>
                <Button type="button" variant="outline" onClick={runNow} disabled={run.isPending}>
                  {run.isPending ? 'Running...' : 'Run now'}
                </Button>
              </>
            )}
            <Button type="button" variant="outline" onClick={() => dryRun.mutate(agent.kind)} disabled={dryRun.isPending}>
              Dry run
            </Button>
          </div>
        </form>
        {dryRun.data && (
          <section aria-label="Dry run" className="rounded-md border border-dashed p-3 text-sm">
            <p className="font-medium">Dry run: what the agent would do now (nothing was changed)</p>
            <p className="text-muted-foreground">{dryRun.data.summary}</p>
            {dryRun.data.actions.length === 0 ? (
              <p className="text-muted-foreground">Nothing to do now.</p>
            ) : (
              <ul className="list-disc pl-5">
                {dryRun.data.actions.map((a, index) => <ActionLine key={index} action={a.action} dealId={a.deal_id} text={`${a.summary}. ${a.reason}`} />)}
              </ul>
            )}
          </section>
        )}
        {dryRun.error && <p className="text-sm text-destructive">{dryRun.error.message}</p>}
        <div>
          <h3 className="mb-2 text-sm font-semibold">Last runs</h3>
          <AgentRuns runs={agent.runs} />
        </div>
      </CardContent>
    </Card>
  );
}
