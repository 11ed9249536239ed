import type { AgentKind } from '@core/agents/agents';
import type { ConditionChaserSettings } from '@core/agents/condition-chaser';
import type { LeadResponderSettings } from '@core/agents/lead-responder';
import type { StaleDealSettings } from '@core/agents/stale-deals';
import { MERGE_FIELDS } from '@core/growth/merge';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '@core/schemas/leads';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useStages } from '@web/features/deals/api/stages';
import type { Agent } from '../api/agents';

/** The form's values from the agent's settings: text as typed (the kind's schema checks them on save); the scope apart. */
export function formOf(agent: Agent): Record<string, string> {
  return Object.fromEntries(
    Object.entries(agent.settings)
      .filter(([key]) => key !== 'stages' && key !== 'sources')
      .map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

const num = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/** The agent's scope: the stages the watcher looks at, the lead sources the responder answers (empty: all). */
export function scopeOf(agent: Agent): string[] {
  if ('stages' in agent.settings) return agent.settings.stages;
  if ('sources' in agent.settings) return agent.settings.sources;
  return [];
}

/** The settings the form describes, for the kind's schema to check. */
export function settingsOf(kind: AgentKind, form: Record<string, string>, scope: string[]): unknown {
  switch (kind) {
    case 'stale_deal_watcher':
      return { idle_days: num(form.idle_days), hold_after_days: form.hold_after_days?.trim() ? num(form.hold_after_days) : null, stages: scope } satisfies Record<keyof StaleDealSettings, unknown>;
    case 'condition_chaser':
      return { open_days: num(form.open_days), every_days: num(form.every_days), mail_mode: form.mail_mode } satisfies Record<keyof ConditionChaserSettings, unknown>;
    case 'inbound_triage':
      return {};
    default:
      return {
        subject: form.subject,
        body: form.body,
        mail_mode: form.mail_mode,
        max_age_hours: num(form.max_age_hours),
        follow_up_days: num(form.follow_up_days),
        sources: scope,
      } satisfies Record<keyof LeadResponderSettings, unknown>;
  }
}

interface FieldsProps {
  kind: AgentKind;
  form: Record<string, string>;
  setField: (key: string, value: string) => void;
  scope: string[];
  setScope: (scope: string[]) => void;
}

/** The settings fields of one kind of agent. */
export function AgentSettingsFields({ kind, form, setField, scope, setScope }: FieldsProps) {
  const id = (field: string) => `${kind}-${field}`;
  const text = (field: string, label: string, placeholder?: string) => (
    <div className="space-y-1">
      <Label htmlFor={id(field)}>{label}</Label>
      <Input id={id(field)} inputMode="numeric" placeholder={placeholder} value={form[field] ?? ''} onChange={(e) => setField(field, e.target.value)} />
    </div>
  );
  const mailMode = (
    <div className="space-y-1">
      <Label htmlFor={id('mail_mode')}>Mail</Label>
      <NativeSelect id={id('mail_mode')} value={form.mail_mode ?? 'draft'} onChange={(e) => setField('mail_mode', e.target.value)}>
        <option value="draft">Draft for approval</option>
        <option value="send">Send without approval</option>
      </NativeSelect>
    </div>
  );
  switch (kind) {
    case 'stale_deal_watcher':
      return (
        <>
          {text('idle_days', 'Idle days')}
          {text('hold_after_days', 'Propose a hold after (days)', 'Never')}
          <StageScope scope={scope} setScope={setScope} />
        </>
      );
    case 'condition_chaser':
      return (
        <>
          {text('open_days', 'Remind after open (days)')}
          {text('every_days', 'Remind every (days)')}
          {mailMode}
        </>
      );
    case 'inbound_triage':
      return <p className="text-sm text-muted-foreground sm:col-span-3">Suggestions only: each one waits on Email Files for a person to accept it.</p>;
    default:
      return (
        <>
          {mailMode}
          {text('max_age_hours', 'Answer leads up to (hours old)')}
          {text('follow_up_days', 'Follow-up task due in (days)')}
          <ScopeChecks legend="Lead sources answered" options={LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] }))} scope={scope} setScope={setScope} />
          <div className="space-y-1 sm:col-span-3">
            <Label htmlFor={id('subject')}>Reply subject</Label>
            <Input id={id('subject')} value={form.subject ?? ''} onChange={(e) => setField('subject', e.target.value)} />
          </div>
          <div className="space-y-1 sm:col-span-3">
            <Label htmlFor={id('body')}>Reply body</Label>
            <Textarea id={id('body')} rows={6} value={form.body ?? ''} onChange={(e) => setField('body', e.target.value)} />
            <p className="text-xs text-muted-foreground">
              Merge fields: {MERGE_FIELDS.filter((f) => f !== 'unsubscribe_url').map((f) => `{{${f}}}`).join(' ')}
            </p>
          </div>
        </>
      );
  }
}

function StageScope({ scope, setScope }: { scope: string[]; setScope: (scope: string[]) => void }) {
  const stages = useStages();
  return <ScopeChecks legend="Stages watched" options={(stages.data ?? []).map((s) => ({ value: s.name, label: s.name }))} scope={scope} setScope={setScope} />;
}

/** A scope as checkboxes: none checked means all. */
function ScopeChecks({ legend, options, scope, setScope }: { legend: string; options: { value: string; label: string }[]; scope: string[]; setScope: (scope: string[]) => void }) {
  return (
    <div className="sm:col-span-3">
      <p className="text-sm font-medium">
        {legend} {scope.length === 0 && <span className="font-normal text-muted-foreground">(all)</span>}
      </p>
      <div className="mt-1 flex flex-wrap gap-3">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={scope.includes(option.value)}
              onChange={(e) => setScope(e.target.checked ? [...scope, option.value] : scope.filter((s) => s !== option.value))}
            />
            {option.label}
          </label>
        ))}
      </div>
    </div>
  );
}
