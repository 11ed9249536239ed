import { useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { checklistTemplateSchema, type ChecklistTemplate } from '@core/schemas/tasks';
import { CONDITION_STAGE_LABELS, CONDITION_STAGES, PRIORITY_LABELS, TASK_PRIORITIES, type ChecklistItem } from '@core/tasks';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useChecklistTemplates, useDeleteTemplate, useSaveTemplate } from '../api/tasks';
import { LabelOptions } from './label-options';

interface Draft {
  id: string | null;
  name: string;
  loanTypes: string;
  items: ChecklistItem[];
}

const blankItem = (): ChecklistItem => ({ title: '', description: null, condition_stage: 'prior_to_closing', priority: 'medium', due_in_days: 7 });
const draftOf = (t: ChecklistTemplate | null): Draft =>
  t ? { id: t.id, name: t.name, loanTypes: t.loan_types.join(', '), items: t.items } : { id: null, name: '', loanTypes: '', items: [blankItem()] };

/** Settings › Checklists: the organization's condition checklists, applied from a deal's Tasks tab. */
export function ChecklistsTab({ canEdit }: { canEdit: boolean }) {
  const templates = useChecklistTemplates();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();

  if (templates.isPending) return <LoadingIndicator />;
  if (templates.error) return <Alert variant="destructive"><AlertDescription>{templates.error.message}</AlertDescription></Alert>;

  const setItem = (index: number, patch: Partial<ChecklistItem>) =>
    setDraft((d) => d && { ...d, items: d.items.map((item, i) => (i === index ? { ...item, ...patch } : item)) });
  const move = (index: number, by: number) =>
    setDraft((d) => {
      if (!d) return d;
      const items = [...d.items];
      const [item] = items.splice(index, 1);
      items.splice(index + by, 0, item!);
      return { ...d, items };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = checklistTemplateSchema.safeParse({
      name: draft.name,
      loan_types: draft.loanTypes.split(',').map((s) => s.trim()).filter(Boolean),
      items: draft.items,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path[0] === 'items' && typeof issue.path[1] === 'number' ? `Condition ${issue.path[1] + 1}: ` : '';
      setError(where + issue.message);
      return;
    }
    setError(null);
    save.mutate(
      { id: draft.id, ...parsed.data },
      {
        onSuccess: (saved) => {
          toast.success('Checklist saved', { description: saved.name });
          setDraft(null);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const confirmDelete = (t: ChecklistTemplate) => {
    if (!window.confirm(`Delete the checklist "${t.name}"? Conditions already on deals stay.`)) return;
    remove.mutate(t.id, { onSuccess: () => toast.success('Checklist deleted', { description: t.name }), onError: (e) => toast.error('Error', { description: e.message }) });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Condition checklists applied to a deal from its Tasks tab, suggested by the deal's loan type.</p>
        {canEdit && !draft && (
          <Button onClick={() => setDraft(draftOf(null))}>
            <Plus aria-hidden="true" />
            New checklist
          </Button>
        )}
      </div>
      {draft && (
        <Card>
          <CardHeader>
            <CardTitle>{draft.id ? `Edit ${draft.name || 'checklist'}` : 'New checklist'}</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Checklist editor">
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="checklist-name">Name</Label>
                  <Input id="checklist-name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="checklist-loan-types">Suggested for loan types (comma-separated)</Label>
                  <Input id="checklist-loan-types" value={draft.loanTypes} onChange={(e) => setDraft({ ...draft, loanTypes: e.target.value })} />
                </div>
              </div>
              <ol className="flex flex-col gap-2" aria-label="Conditions">
                {draft.items.map((item, index) => (
                  <li key={index} className="grid items-end gap-2 rounded-md border p-2 sm:grid-cols-[1fr_11rem_7rem_6rem_auto]">
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`item-title-${index}`}>Condition {index + 1}</Label>
                      <Input id={`item-title-${index}`} value={item.title} onChange={(e) => setItem(index, { title: e.target.value })} />
                    </div>
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`item-stage-${index}`}>Due</Label>
                      <NativeSelect id={`item-stage-${index}`} value={item.condition_stage} onChange={(e) => setItem(index, { condition_stage: e.target.value as ChecklistItem['condition_stage'] })}>
                        <LabelOptions values={CONDITION_STAGES} labels={CONDITION_STAGE_LABELS} />
                      </NativeSelect>
                    </div>
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`item-priority-${index}`}>Priority</Label>
                      <NativeSelect id={`item-priority-${index}`} value={item.priority} onChange={(e) => setItem(index, { priority: e.target.value as ChecklistItem['priority'] })}>
                        <LabelOptions values={TASK_PRIORITIES} labels={PRIORITY_LABELS} />
                      </NativeSelect>
                    </div>
                    <div className="flex flex-col gap-1">
                      <Label htmlFor={`item-days-${index}`}>Days</Label>
                      <Input
                        id={`item-days-${index}`}
                        type="number"
                        min={0}
                        max={365}
                        value={item.due_in_days ?? ''}
                        onChange={(e) => setItem(index, { due_in_days: e.target.value === '' ? null : Number(e.target.value) })}
                      />
                    </div>
                    <div className="flex gap-1">
                      <Button type="button" size="icon" variant="ghost" aria-label={`Move condition ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button type="button" size="icon" variant="ghost" aria-label={`Move condition ${index + 1} down`} disabled={index === draft.items.length - 1} onClick={() => move(index, 1)}>
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button type="button" size="icon" variant="ghost" aria-label={`Remove condition ${index + 1}`} onClick={() => setDraft({ ...draft, items: draft.items.filter((_, i) => i !== index) })}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </li>
                ))}
              </ol>
              {error && (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                <Button type="button" variant="outline" onClick={() => setDraft({ ...draft, items: [...draft.items, blankItem()] })}>
                  <Plus aria-hidden="true" />
                  Add condition
                </Button>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving…' : 'Save checklist'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => (setDraft(null), setError(null))}>
                  Cancel
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {(templates.data ?? []).map((t) => (
          <Card key={t.id} data-testid="checklist-card">
            <CardHeader>
              <CardTitle>{t.name}</CardTitle>
              <CardDescription>{t.loan_types.length ? `Suggested for ${t.loan_types.join(', ')}` : 'Not suggested for a loan type'}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <ul className="list-disc pl-5 text-sm">
                {t.items.map((item) => (
                  <li key={item.title}>
                    {item.title} <span className="text-muted-foreground">· {CONDITION_STAGE_LABELS[item.condition_stage]}</span>
                  </li>
                ))}
              </ul>
              {canEdit && (
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => (setDraft(draftOf(t)), setError(null))} aria-label={`Edit ${t.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => confirmDelete(t)} aria-label={`Delete ${t.name}`}>
                    Delete
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
