import { Code } from 'lucide-react';
import { isAdmin } from '@core/permissions';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from 'sonner';
import { useLeadSettings, useSetLeadAssignment } from '../api/leads';

/** The public capture form's link and embeddable snippet, and (admins) how new leads get an owner. */
export function CaptureFormDialog({ role }: { role: string | undefined }) {
  const settings = useLeadSettings();
  const setAssignment = useSetLeadAssignment();
  const link = settings.data ? `${window.location.origin}${settings.data.form_path}` : '';
  const snippet = `<iframe src="${link}" title="Loan enquiry" width="100%" height="760" style="border:0"></iframe>`;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Code aria-hidden="true" />
          Lead Form
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Public lead form</DialogTitle>
          <DialogDescription>Share the link or paste the snippet into your website. Submissions arrive here as new leads.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-form-link">Link</Label>
          <input id="lead-form-link" readOnly value={link} className="rounded-md border bg-muted px-3 py-2 text-sm" onFocus={(e) => e.target.select()} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-form-snippet">Embeddable HTML</Label>
          <Textarea id="lead-form-snippet" readOnly value={snippet} rows={3} onFocus={(e) => e.target.select()} />
        </div>
        <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(snippet).then(() => toast.success('Snippet copied'))}>
          Copy Snippet
        </Button>
        {isAdmin(role) && settings.data && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="lead-assignment">New leads without an owner</Label>
            <NativeSelect
              id="lead-assignment"
              value={settings.data.lead_assignment}
              onChange={(e) =>
                setAssignment.mutate(e.target.value as 'manual' | 'round_robin', {
                  onSuccess: () => toast.success('Lead assignment saved'),
                  onError: (err) => toast.error('Error', { description: err.message }),
                })
              }
            >
              <option value="manual">Stay unassigned (assign by hand)</option>
              <option value="round_robin">Round-robin among active loan officers</option>
            </NativeSelect>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
