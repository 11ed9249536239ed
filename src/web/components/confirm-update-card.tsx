import type { ReactNode } from 'react';
import type { ConfirmationRequest } from '@core/schemas/assistant';
import { Button } from '@web/components/ui/button';

const show = (value: string | number | null) => (value === null ? '(empty)' : typeof value === 'number' ? value.toLocaleString('en-US') : value);

/**
 * SPEC §2 'Confirm Update' card: the deal's address, the description, the changes; Confirm or Cancel. The AI
 * agents' approvals queue shows the same card with the current values (old → new), the reason and its own labels.
 */
export function ConfirmUpdateCard({
  request,
  applying,
  onConfirm,
  onCancel,
  current,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
}: {
  request: ConfirmationRequest;
  applying: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  current?: Record<string, string | number | null>;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  return (
    <section aria-label="Confirm Update" className="rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm">
      <h3 className="font-semibold">Confirm Update</h3>
      <p className="mt-1 font-medium">{request.dealInfo.property_address}</p>
      <p className="mt-1 text-muted-foreground">{request.updateDescription}</p>
      <ul className="mt-2 list-disc pl-5">
        {Object.entries(request.changes).map(([field, value]) => (
          <li key={field}>
            {field.replace(/_/g, ' ')}: {current && field in current ? `${show(current[field] ?? null)} → ${show(value)}` : show(value)}
          </li>
        ))}
      </ul>
      {children}
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={onConfirm} disabled={applying}>
          {applying ? 'Applying...' : confirmLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={applying}>
          {cancelLabel}
        </Button>
      </div>
    </section>
  );
}
