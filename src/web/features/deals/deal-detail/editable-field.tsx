import { useState, type FormEvent } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import { toast } from 'sonner';
import { dealUpdateSchema, type Deal } from '@core/schemas/deals';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useUpdateDeal } from '../api/deals';
import { displayValue, editText, parseEdit, withDerivedFigures, type DealFieldSpec } from './deal-field-specs';

interface EditableFieldProps {
  deal: Deal;
  spec: DealFieldSpec;
  canEdit: boolean;
}

/** One deal column: its value, and for managers an inline editor (Enter saves, Escape cancels) that PATCHes it. */
export function EditableField({ deal, spec, canEdit }: EditableFieldProps) {
  const value = deal[spec.column];
  const [draft, setDraft] = useState<string | null>(null);
  const updateDeal = useUpdateDeal(deal.id);
  const id = `deal-field-${spec.column}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const changes = { [spec.column]: parseEdit(spec, spec.format ? spec.format(draft) : draft) };
    const parsed = dealUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      toast.error('Error', { description: `${spec.label}: ${parsed.error.issues[0]?.message ?? 'Invalid value'}` });
      return;
    }
    updateDeal.mutate(withDerivedFigures(deal, parsed.data), {
      onSuccess: () => {
        setDraft(null);
        toast.success('Deal updated', { description: `${spec.label} saved.` });
      },
      onError: (error) => toast.error('Error', { description: error.message }),
    });
  };

  if (draft === null) {
    return (
      <div className="flex flex-col gap-1">
        <dt className="text-xs text-muted-foreground">{spec.label}</dt>
        <dd className="group flex min-h-8 items-center justify-between gap-2 text-sm" data-field={spec.column}>
          <span className="break-words whitespace-pre-line">{displayValue(spec, value)}</span>
          {canEdit && (
            <Button
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-label={`Edit ${spec.label}`}
              onClick={() => setDraft(editText(value))}
            >
              <Pencil aria-hidden="true" />
            </Button>
          )}
        </dd>
      </div>
    );
  }

  const format = spec.format;
  const controlProps = {
    id,
    value: draft,
    autoFocus: true,
    disabled: updateDeal.isPending,
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') setDraft(null);
    },
  };
  return (
    <div className="flex flex-col gap-1">
      <dt>
        <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
          {spec.label}
        </Label>
      </dt>
      <dd>
        <form onSubmit={save} className="flex items-center gap-1">
          {spec.kind === 'select' ? (
            <NativeSelect {...controlProps} onChange={(event) => setDraft(event.target.value)}>
              <option value="">—</option>
              {spec.options?.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect>
          ) : (
            <Input
              {...controlProps}
              type={spec.kind === 'date' ? 'date' : (spec.inputType ?? 'text')}
              inputMode={spec.kind === 'text' || spec.kind === 'date' ? undefined : 'decimal'}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={format ? () => setDraft((text) => (text === null ? text : format(text))) : undefined}
            />
          )}
          <Button type="submit" size="icon" className="size-8 shrink-0" aria-label={`Save ${spec.label}`} disabled={updateDeal.isPending}>
            <Check aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label="Cancel" onClick={() => setDraft(null)}>
            <X aria-hidden="true" />
          </Button>
        </form>
      </dd>
    </div>
  );
}
