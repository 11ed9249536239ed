import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import type { DealStage } from '@web/features/deals/api/stages';
import { useSavePipeline } from '../api/save-pipeline';
import {
  STAGES_MAX,
  addStage,
  isUnchanged,
  moveStage,
  removeStage,
  renameStage,
  stageErrors,
  toDraft,
  toPayload,
  type Direction,
} from '../pipeline-draft';
import { StageRow, stageControlId } from './stage-row';

const ADD_BUTTON_ID = 'pipeline-add-stage';

/** Admins edit the pipeline as a whole (rename, add, remove, reorder) and save it in one PUT /api/stages. */
export function PipelineEditor({ stages }: { stages: readonly DealStage[] }) {
  const [draft, setDraft] = useState(() => toDraft(stages));
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newKeys = useRef(0);
  // Moving a row re-orders the DOM and may disable the button just pressed: focus is put back after the render.
  const focusAfterRender = useRef<string | null>(null);
  const save = useSavePipeline();

  useEffect(() => {
    if (!focusAfterRender.current) return;
    document.getElementById(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  });

  const errors = stageErrors(draft);
  const unchanged = isUnchanged(draft, stages);

  const move = (key: string, direction: Direction) => {
    const next = moveStage(draft, key, direction);
    const index = next.findIndex((stage) => stage.key === key);
    const atEdge = direction === 'up' ? index === 0 : index === next.length - 1;
    focusAfterRender.current = stageControlId(key, atEdge ? (direction === 'up' ? 'down' : 'up') : direction);
    setDraft(next);
    setAnnouncement(`${next[index]?.name.trim() || 'New stage'} moved to position ${index + 1} of ${next.length}.`);
  };

  const remove = (key: string) => {
    const index = draft.findIndex((stage) => stage.key === key);
    const next = removeStage(draft, key);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusAfterRender.current = neighbour ? stageControlId(neighbour.key, 'name') : ADD_BUTTON_ID;
    setDraft(next);
    setAnnouncement(`${draft[index]?.name.trim() || 'New stage'} removed.`);
  };

  const add = () => {
    newKeys.current += 1;
    const key = `new-${newKeys.current}`;
    focusAfterRender.current = stageControlId(key, 'name');
    setDraft(addStage(draft, key));
  };

  const discard = () => {
    setDraft(toDraft(stages));
    setAttempted(false);
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const firstInvalid = draft.find((stage) => errors.has(stage.key));
    if (firstInvalid) {
      document.getElementById(stageControlId(firstInvalid.key, 'name'))?.focus();
      return;
    }
    setRefusal(null);
    save.mutate(toPayload(draft), {
      onSuccess: ({ items }) => {
        setDraft(toDraft([...items].sort((a, b) => a.position - b.position)));
        setAttempted(false);
        toast.success('Pipeline saved', { description: `${items.length} stage${items.length === 1 ? '' : 's'}, in the order shown.` });
      },
      onError: (error) => {
        setRefusal(error.message);
        toast.error('Pipeline not saved', { description: error.message });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Pipeline stages" className="flex flex-col gap-4">
      {refusal && (
        <Alert variant="destructive">
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}
      <p className="text-sm text-muted-foreground">New deals start in the first stage.</p>
      <ol className="flex flex-col gap-2">
        {draft.map((stage, index) => (
          <StageRow
            key={stage.key}
            stage={stage}
            index={index}
            count={draft.length}
            error={attempted ? errors.get(stage.key) : undefined}
            disabled={save.isPending}
            onRename={(name) => setDraft(renameStage(draft, stage.key, name))}
            onMove={(direction) => move(stage.key, direction)}
            onRemove={() => remove(stage.key)}
          />
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button id={ADD_BUTTON_ID} variant="outline" onClick={add} disabled={save.isPending || draft.length >= STAGES_MAX}>
          <Plus aria-hidden="true" />
          Add stage
        </Button>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" onClick={discard} disabled={save.isPending || unchanged}>
            Discard changes
          </Button>
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? 'Please wait...' : 'Save pipeline'}
          </Button>
        </div>
      </div>
    </form>
  );
}
