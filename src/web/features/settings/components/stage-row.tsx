import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { STAGE_NAME_MAX, type Direction, type DraftStage } from '../pipeline-draft';

/** The id of a row's control, so the editor can put focus back on it after the row moved. */
export const stageControlId = (key: string, control: Direction | 'name') => `pipeline-stage-${key}-${control}`;

interface StageRowProps {
  stage: DraftStage;
  index: number;
  count: number;
  error?: string;
  disabled: boolean;
  onRename: (name: string) => void;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
}

/** One editable stage: its name inline, move up / down, remove. */
export function StageRow({ stage, index, count, error, disabled, onRename, onMove, onRemove }: StageRowProps) {
  const position = index + 1;
  const label = stage.name.trim() || `stage ${position}`;
  const inputId = stageControlId(stage.key, 'name');
  const errorId = `${inputId}-error`;

  return (
    <li className="flex items-start gap-2">
      <span className="w-6 shrink-0 pt-2 text-right text-sm text-muted-foreground tabular-nums" aria-hidden="true">
        {position}.
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Label htmlFor={inputId} className="sr-only">
          Name of stage {position}
        </Label>
        <Input
          id={inputId}
          value={stage.name}
          maxLength={STAGE_NAME_MAX}
          disabled={disabled}
          placeholder="Stage name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onRename(event.target.value)}
        />
        {error && (
          <p id={errorId} className="text-xs font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button
        id={stageControlId(stage.key, 'up')}
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} up`}
        title="Move up"
        disabled={disabled || index === 0}
        onClick={() => onMove('up')}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        id={stageControlId(stage.key, 'down')}
        variant="ghost"
        size="icon"
        aria-label={`Move ${label} down`}
        title="Move down"
        disabled={disabled || index === count - 1}
        onClick={() => onMove('down')}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${label}`}
        title={count === 1 ? 'Keep at least one stage.' : 'Remove'}
        disabled={disabled || count === 1}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
