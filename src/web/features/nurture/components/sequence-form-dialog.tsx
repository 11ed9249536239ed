import { useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { SEQUENCE_EXIT_LABELS, SEQUENCE_EXIT_REASONS, type EnrolRule, type SequenceStep } from '@core/schemas/growth';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@core/schemas/leads';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useTemplates } from '@web/features/campaigns/api/growth';
import { useSaveSequence, type Sequence } from '../api/nurture';

const NEW_STEP: Record<SequenceStep['kind'], SequenceStep> = {
  email: { kind: 'email', template_id: '' },
  wait: { kind: 'wait', days: 2 },
  task: { kind: 'task', title: 'Call the lead', due_in_days: 0 },
  status: { kind: 'status', status: 'contacted' },
};
const STEP_NAMES: Record<SequenceStep['kind'], string> = { email: 'Send e-mail', wait: 'Wait', task: 'Create task for the owner', status: 'Change status' };

/** Creates or edits a sequence: name, enrol rule, exit rules and the ordered steps. */
export function SequenceFormDialog({ sequence, open, onOpenChange }: { sequence?: Sequence; open: boolean; onOpenChange: (open: boolean) => void }) {
  const templates = useTemplates();
  const save = useSaveSequence();
  const [name, setName] = useState(sequence?.name ?? '');
  const [rule, setRule] = useState<EnrolRule>(sequence?.enrol_rule ?? { kind: 'manual' });
  const [exitOn, setExitOn] = useState<string[]>(sequence?.exit_on ?? [...SEQUENCE_EXIT_REASONS]);
  const [steps, setSteps] = useState<SequenceStep[]>(sequence?.steps ?? [{ ...NEW_STEP.email }]);

  const setStep = (index: number, step: SequenceStep) => setSteps(steps.map((s, i) => (i === index ? step : s)));
  const move = (index: number, by: number) => {
    const next = [...steps];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setSteps(next);
  };
  const submit = () =>
    save.mutate(
      { id: sequence?.id, name, enrol_rule: rule, exit_on: exitOn as typeof SEQUENCE_EXIT_REASONS[number][], steps },
      {
        onSuccess: () => {
          toast.success('Sequence saved');
          onOpenChange(false);
        },
        onError: (err) => toast.error('Error', { description: err.message }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{sequence ? 'Edit sequence' : 'New sequence'}</DialogTitle>
          <DialogDescription>Steps run in order for each enrolled lead; a lead leaves when an exit rule is met.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="sequence-name">Name</Label>
          <Input id="sequence-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="sequence-rule">Enrol</Label>
            <NativeSelect
              id="sequence-rule"
              value={rule.kind}
              onChange={(e) => setRule(e.target.value === 'status' ? { kind: 'status', status: 'qualified' } : e.target.value === 'tag' ? { kind: 'tag', tag: '' } : { kind: 'manual' })}
            >
              <option value="manual">Manually</option>
              <option value="status">When a lead enters a status</option>
              <option value="tag">When a lead has a tag</option>
            </NativeSelect>
          </div>
          {rule.kind === 'status' && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sequence-rule-status">Status</Label>
              <NativeSelect id="sequence-rule-status" value={rule.status} onChange={(e) => setRule({ kind: 'status', status: e.target.value as typeof rule.status })}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LEAD_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          {rule.kind === 'tag' && (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="sequence-rule-tag">Tag</Label>
              <Input id="sequence-rule-tag" value={rule.tag} onChange={(e) => setRule({ kind: 'tag', tag: e.target.value })} />
            </div>
          )}
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Exit when</legend>
          {SEQUENCE_EXIT_REASONS.map((reason) => (
            <label key={reason} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={exitOn.includes(reason)} onChange={(e) => setExitOn(e.target.checked ? [...exitOn, reason] : exitOn.filter((r) => r !== reason))} />
              {SEQUENCE_EXIT_LABELS[reason]}
            </label>
          ))}
        </fieldset>
        <ol className="flex flex-col gap-2">
          {steps.map((step, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2 rounded-md border p-2">
              <span className="self-center text-sm font-medium">{index + 1}.</span>
              <div className="flex flex-col gap-1">
                <Label htmlFor={`step-${index}-kind`} className="text-xs">
                  Step
                </Label>
                <NativeSelect id={`step-${index}-kind`} value={step.kind} onChange={(e) => setStep(index, { ...NEW_STEP[e.target.value as SequenceStep['kind']] })}>
                  {Object.entries(STEP_NAMES).map(([kind, label]) => (
                    <option key={kind} value={kind}>
                      {label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {step.kind === 'email' && (
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`step-${index}-template`} className="text-xs">
                    Template
                  </Label>
                  <NativeSelect id={`step-${index}-template`} value={step.template_id} onChange={(e) => setStep(index, { kind: 'email', template_id: e.target.value })}>
                    <option value="">Choose…</option>
                    {templates.data?.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
              {step.kind === 'wait' && (
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`step-${index}-days`} className="text-xs">
                    Days
                  </Label>
                  <Input id={`step-${index}-days`} type="number" min={1} className="w-24" value={step.days} onChange={(e) => setStep(index, { kind: 'wait', days: Number(e.target.value) })} />
                </div>
              )}
              {step.kind === 'task' && (
                <>
                  <div className="flex flex-col gap-1">
                    <Label htmlFor={`step-${index}-title`} className="text-xs">
                      Task
                    </Label>
                    <Input id={`step-${index}-title`} value={step.title} onChange={(e) => setStep(index, { ...step, title: e.target.value })} />
                  </div>
                  <div className="flex flex-col gap-1">
                    <Label htmlFor={`step-${index}-due`} className="text-xs">
                      Due in days
                    </Label>
                    <Input id={`step-${index}-due`} type="number" min={0} className="w-24" value={step.due_in_days} onChange={(e) => setStep(index, { ...step, due_in_days: Number(e.target.value) })} />
                  </div>
                </>
              )}
              {step.kind === 'status' && (
                <div className="flex flex-col gap-1">
                  <Label htmlFor={`step-${index}-status`} className="text-xs">
                    New status
                  </Label>
                  <NativeSelect id={`step-${index}-status`} value={step.status} onChange={(e) => setStep(index, { kind: 'status', status: e.target.value as typeof step.status })}>
                    {(['new', 'contacted', 'qualified', 'application_sent'] as const).map((s) => (
                      <option key={s} value={s}>
                        {LEAD_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              )}
              <div className="ml-auto flex gap-1">
                <Button type="button" size="icon" variant="ghost" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button type="button" size="icon" variant="ghost" aria-label={`Move step ${index + 1} down`} disabled={index === steps.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button type="button" size="icon" variant="ghost" aria-label={`Remove step ${index + 1}`} onClick={() => setSteps(steps.filter((_, i) => i !== index))}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          {(Object.keys(NEW_STEP) as SequenceStep['kind'][]).map((kind) => (
            <Button key={kind} type="button" variant="outline" size="sm" onClick={() => setSteps([...steps, { ...NEW_STEP[kind] }])}>
              + {STEP_NAMES[kind]}
            </Button>
          ))}
        </div>
        <Button onClick={submit} disabled={save.isPending}>
          Save Sequence
        </Button>
      </DialogContent>
    </Dialog>
  );
}
