import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatCompanyName, formatEmail, formatPersonName, formatPhone } from '@core/format';
import { FORM_LOAN_TYPES } from '@core/deals/form-fields';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES, leadCreateSchema } from '@core/schemas/leads';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { useCreateLead } from '../api/leads';
import { OwnerSelect } from './owner-select';

const EMPTY = {
  name: '', company: '', email: '', phone: '', source: 'referral', loan_type: '', loan_amount: '', property_address: '',
  timeline: '', owner_id: '', score: '', tags: '', next_follow_up: '', notes: '',
};
type Values = typeof EMPTY;

const ON_BLUR: Partial<Record<keyof Values, (v: string) => string>> = {
  name: formatPersonName,
  company: formatCompanyName,
  email: formatEmail,
  phone: formatPhone,
};

/** The form's text as the API body: blanks are null, numbers are numbers, tags split on commas. */
function leadBody(values: Values) {
  const text = (v: string) => (v.trim() ? v.trim() : null);
  const number = (v: string) => (v.trim() ? Number(v.replace(/[$,\s]/g, '')) : null);
  return {
    name: values.name,
    company: text(values.company),
    email: text(values.email),
    phone: text(values.phone),
    source: values.source,
    loan_type: text(values.loan_type),
    loan_amount: number(values.loan_amount),
    property_address: text(values.property_address),
    timeline: text(values.timeline),
    owner_id: text(values.owner_id),
    score: number(values.score) ?? undefined,
    tags: values.tags.split(',').map((t) => t.trim()).filter(Boolean),
    next_follow_up: text(values.next_follow_up),
    notes: text(values.notes),
  };
}

/** New Lead: checked with the API's schema before it is sent; a duplicate (409) is explained in place. */
export function LeadFormDialog({ trigger }: { trigger: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New Lead</DialogTitle>
          <DialogDescription>Name and source are required. Email, phone and name must not match another lead or contact.</DialogDescription>
        </DialogHeader>
        {open && <LeadForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LeadForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateLead();
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leadCreateSchema.safeParse(leadBody(values));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the form.');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (lead) => {
        toast.success('Lead created', { description: lead.name });
        onDone();
      },
      onError: (e) => setError(e.message),
    });
  };

  const field = (key: keyof Values, label: string, props: { type?: string; required?: boolean; placeholder?: string } = {}) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`lead-${key}`}>
        {label}
        {props.required && <span className="text-destructive" aria-hidden="true"> *</span>}
      </Label>
      <Input
        id={`lead-${key}`}
        type={props.type ?? 'text'}
        placeholder={props.placeholder}
        aria-required={props.required || undefined}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        onBlur={(e) => ON_BLUR[key] && set(key, ON_BLUR[key](e.target.value))}
      />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', 'Name', { required: true })}
        {field('company', 'Company')}
        {field('email', 'Email', { type: 'email' })}
        {field('phone', 'Phone', { type: 'tel' })}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-source">Source</Label>
          <NativeSelect id="lead-source" value={values.source} onChange={(e) => set('source', e.target.value)}>
            {LEAD_SOURCES.map((s) => (
              <option key={s} value={s}>
                {LEAD_SOURCE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-owner_id">Owner</Label>
          <OwnerSelect id="lead-owner_id" value={values.owner_id} emptyLabel="Unassigned (or round-robin)" onChange={(v) => set('owner_id', v)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-loan_type">Loan type</Label>
          <NativeSelect id="lead-loan_type" value={values.loan_type} onChange={(e) => set('loan_type', e.target.value)}>
            <option value="">Not known yet</option>
            {FORM_LOAN_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </NativeSelect>
        </div>
        {field('loan_amount', 'Loan amount', { placeholder: '450000' })}
        {field('property_address', 'Property')}
        {field('timeline', 'Timeline', { placeholder: 'Within 30 days' })}
        {field('score', 'Score (0–100)', { type: 'number' })}
        {field('next_follow_up', 'Next follow-up', { type: 'date' })}
        {field('tags', 'Tags', { placeholder: 'vip, fix-and-flip' })}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lead-notes">Notes</Label>
        <Textarea id="lead-notes" value={values.notes} onChange={(e) => set('notes', e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Create Lead'}
        </Button>
      </DialogFooter>
    </form>
  );
}
