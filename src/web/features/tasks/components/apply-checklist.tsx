import { useState, type FormEvent } from 'react';
import { ListPlus } from 'lucide-react';
import { toast } from 'sonner';
import { CONDITION_STAGE_LABELS, suggestedTemplate } from '@core/tasks';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useApplyChecklist, useChecklistTemplates, useTaskAssignees } from '../api/tasks';

/** "Apply checklist": adds a template's conditions to the deal; the template of the deal's loan type comes first. */
export function ApplyChecklistButton({ dealId, loanType }: { dealId: string; loanType: string | null }) {
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState('');
  const [assigneeId, setAssigneeId] = useState('');
  const templates = useChecklistTemplates(open);
  const assignees = useTaskAssignees(dealId, open);
  const apply = useApplyChecklist(dealId);
  const list = templates.data ?? [];
  const chosen = list.find((t) => t.id === templateId) ?? suggestedTemplate(list, loanType) ?? list[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    apply.mutate(
      { template_id: chosen.id, assignee_id: assigneeId || null },
      {
        onSuccess: ({ template, created, skipped }) => {
          toast.success('Checklist applied', {
            description: `${template}: ${created} ${created === 1 ? 'condition' : 'conditions'} added${skipped ? `, ${skipped} already on the deal` : ''}.`,
          });
          setOpen(false);
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <ListPlus aria-hidden="true" />
        Apply checklist
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>Apply a condition checklist</DialogTitle>
            <DialogDescription>Conditions the deal already has are not added twice. Checklists are edited in Settings.</DialogDescription>
          </DialogHeader>
          {templates.isPending ? (
            <p>Loading checklists…</p>
          ) : list.length === 0 ? (
            <p>Your organization has no condition checklists yet: an administrator adds them in Settings.</p>
          ) : (
            <form onSubmit={submit} className="grid gap-3">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="checklist-template">Checklist</Label>
                <NativeSelect id="checklist-template" value={chosen?.id ?? ''} onChange={(e) => setTemplateId(e.target.value)}>
                  {list.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name} ({t.items.length})
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="checklist-assignee">Assign the conditions to</Label>
                <NativeSelect id="checklist-assignee" value={assigneeId} onChange={(e) => setAssigneeId(e.target.value)}>
                  <option value="">Nobody yet</option>
                  {(assignees.data ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              {chosen && (
                <ul className="max-h-60 list-disc overflow-y-auto pl-5 text-sm" aria-label="Conditions of the checklist">
                  {chosen.items.map((item) => (
                    <li key={item.title}>
                      {item.title} <span className="text-muted-foreground">· {CONDITION_STAGE_LABELS[item.condition_stage]}</span>
                    </li>
                  ))}
                </ul>
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" disabled={apply.isPending || !chosen}>
                  {apply.isPending ? 'Applying…' : 'Apply checklist'}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
