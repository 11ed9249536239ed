import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Bookmark, Pencil, Save, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { applyLeadView, canShareLeadView, leadViewFromParams, leadViewMatches } from '@core/growth/lead-views';
import { leadViewCreateSchema } from '@core/schemas/leads';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useCreateLeadView, useDeleteLeadView, useLeadViews, useUpdateLeadView, type LeadView } from '../api/lead-views';

interface SavedViewsProps {
  params: URLSearchParams;
  /** Replaces the page's address parameters (the filters live there). */
  onParams: (next: (current: URLSearchParams) => URLSearchParams) => void;
  role: string | undefined;
}

const failed = (error: Error) => toast.error('Error', { description: error.message });

/**
 * The Leads page's saved views: pick one to apply its filters, search, sort and table or board; save the page as
 * a new view; update, rename or delete the one applied. `saved` in the address names the view applied.
 */
export function SavedViews({ params, onParams, role }: SavedViewsProps) {
  const views = useLeadViews();
  const create = useCreateLeadView();
  const update = useUpdateLeadView();
  const remove = useDeleteLeadView();
  const page = leadViewFromParams(params);
  const applied = views.data?.find((v) => v.id === params.get('saved'));
  const mine = views.data?.filter((v) => v.mine) ?? [];
  const shared = views.data?.filter((v) => !v.mine) ?? [];
  const forget = (current: URLSearchParams) => {
    current.delete('saved');
    return current;
  };

  const choose = (id: string) => {
    const view = views.data?.find((v) => v.id === id);
    onParams((current) => (view ? applyLeadView(current, view) : forget(current)));
  };

  const updateToPage = (view: LeadView) =>
    update.mutate({ id: view.id, filters: page.filters, mode: page.mode }, { onSuccess: () => toast.success('View updated', { description: `${view.name} now shows what is on the page.` }), onError: failed });

  const deleteView = (view: LeadView) => {
    if (!window.confirm(`Delete the view "${view.name}"? The leads stay as they are.`)) return;
    remove.mutate(view.id, { onSuccess: () => { onParams(forget); toast.success('View deleted'); }, onError: failed });
  };

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex min-w-52 flex-col gap-1.5">
        <Label htmlFor="lead-saved-view" className="text-xs text-muted-foreground">
          Saved view
        </Label>
        <NativeSelect id="lead-saved-view" value={applied?.id ?? ''} onChange={(e) => choose(e.target.value)} disabled={!views.data}>
          <option value="">{views.data?.length ? 'Choose a saved view' : 'No saved views yet'}</option>
          {mine.length > 0 && (
            <optgroup label="My views">
              {mine.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                  {v.shared ? ' (shared)' : ''}
                </option>
              ))}
            </optgroup>
          )}
          {shared.length > 0 && (
            <optgroup label="Shared with the organization">
              {shared.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                  {v.owner_name ? ` (${v.owner_name})` : ''}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
      </div>
      <ViewNameDialog
        title="Save View"
        description="Save the filters, search, sort and table or board as they are now, to come back to in one click."
        confirmLabel="Save View"
        icon={<Save aria-hidden="true" />}
        initialName=""
        canShare={canShareLeadView(role)}
        onSubmit={async (name, share) => {
          const view = await create.mutateAsync({ name, filters: page.filters, mode: page.mode, shared: share });
          toast.success('View saved', { description: `${view.name} is in your saved views.` });
          onParams((current) => applyLeadView(current, view));
        }}
      />
      {applied?.can_change && (
        <>
          <Button variant="outline" disabled={leadViewMatches(applied, page) || update.isPending} onClick={() => updateToPage(applied)}>
            <Bookmark aria-hidden="true" />
            Update View
          </Button>
          <ViewNameDialog
            key={applied.id}
            title="Rename View"
            description="The view keeps its filters; only its name changes."
            confirmLabel="Rename View"
            icon={<Pencil aria-hidden="true" />}
            initialName={applied.name}
            canShare={false}
            onSubmit={async (name) => {
              await update.mutateAsync({ id: applied.id, name });
              toast.success('View renamed');
            }}
          />
          <Button variant="outline" onClick={() => deleteView(applied)} disabled={remove.isPending}>
            <Trash2 aria-hidden="true" />
            Delete View
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * A view's name (Save View, Rename View), checked with the API's schema before it is sent; the server's answer (a
 * name already used) shows in place. Administrators saving a view may share it with the organization.
 */
function ViewNameDialog({ title, description, confirmLabel, icon, initialName, canShare, onSubmit }: {
  title: string;
  description: string;
  confirmLabel: string;
  icon: ReactNode;
  initialName: string;
  canShare: boolean;
  onSubmit: (name: string, shared: boolean) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(initialName);
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();

  const reset = (next: boolean) => {
    setOpen(next);
    setName(initialName);
    setShare(false);
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadViewCreateSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the name.');
      return;
    }
    setPending(true);
    onSubmit(parsed.data, share).then(
      () => reset(false),
      (err: Error) => setError(err.message),
    ).finally(() => setPending(false));
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline">
          {icon}
          {confirmLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>View name</Label>
            <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} autoFocus aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
          </div>
          {canShare && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} />
              Share with everyone in the organization who works leads
            </label>
          )}
          {error && (
            <Alert variant="destructive" id={`${id}-error`}>
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
