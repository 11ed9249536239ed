import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';

interface ReasonDialogProps {
  /** Opens the dialog; leave it out and pass `open`/`onOpenChange` to open it from elsewhere (a drop). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  confirmLabel: string;
  /** Rejections are destructive (the default); an approval with notes is not. */
  confirmVariant?: 'destructive' | 'default';
  /** A reason is required unless this is false (review notes may be empty). */
  required?: boolean;
  pending: boolean;
  /** Resolves when done; the dialog closes then. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A decision that needs a reason (reject a file, an inquiry, a borrower's submission). */
export function ReasonDialog({ trigger, open: controlledOpen, onOpenChange, title, description, label, confirmLabel, confirmVariant = 'destructive', required = true, pending, onConfirm }: ReasonDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !reason.trim()) {
      setError('Enter a reason.');
      return;
    }
    onConfirm(reason.trim()).then(
      () => {
        setOpen(false);
        setReason('');
        setError(null);
      },
      () => undefined, // the caller's toast says what went wrong; the dialog stays open
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>{label}</Label>
            <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={confirmVariant} disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
