import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowRightLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { DealFormValues } from '@core/deals/form-fields';
import { FORM_LOAN_TYPES } from '@core/deals/form-fields';
import { LEAD_ACTIVITY_KINDS, LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, SETTABLE_LEAD_STATUSES, type LeadStatus } from '@core/schemas/leads';
import { ReasonDialog } from '@web/components/reason-dialog';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { DealForm } from '@web/features/deals/deal-form';
import { EMPTY, formatDay, formatMoney, formatTimestamp } from '@web/features/deals/format-display';
import { useLead, useLogLeadActivity, useMarkLeadConverted, useUpdateLead, type Lead } from '../api/leads';
import { LeadStatusBadge } from './lead-status-badge';
import { OwnerSelect } from './owner-select';

const KIND_LABELS = { call: 'Call', email: 'E-mail', note: 'Note', status_change: 'Status', assignment: 'Owner', created: 'Created', converted: 'Converted' } as const;

/** The New Deal form's starting values from a lead. */
export function dealValuesOfLead(lead: Lead): Partial<DealFormValues> {
  const [first = '', ...rest] = lead.name.trim().split(/\s+/);
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    borrower_first_name: first,
    borrower_last_name: rest.join(' '),
    borrower_email: text(lead.email),
    borrower_phone: text(lead.phone),
    property_address: text(lead.property_address),
    loan_amount: text(lead.loan_amount),
    loan_type: (FORM_LOAN_TYPES as readonly string[]).includes(lead.loan_type ?? '') ? text(lead.loan_type) : '',
    notes: [lead.notes, lead.timeline ? `Timeline: ${lead.timeline}` : null].filter(Boolean).join('\n'),
  };
}

/** Set a lead's status; 'Lost' asks for the reason first. Used by the drawer and the board. */
export function useLeadStatusChange() {
  const update = useUpdateLead();
  const [losing, setLosing] = useState<Lead | null>(null);
  const change = (lead: Lead, status: LeadStatus) => {
    if (status === lead.status) return;
    if (status === 'lost') return setLosing(lead);
    update.mutate(
      { id: lead.id, status: status as Exclude<LeadStatus, 'converted'> },
      {
        onSuccess: (saved) => toast.success('Lead updated', { description: `${saved.name} is now ${LEAD_STATUS_LABELS[saved.status]}.` }),
        onError: (e) => toast.error('Error', { description: e.message }),
      },
    );
  };
  const dialog = (
    <ReasonDialog
      open={losing !== null}
      onOpenChange={(open) => !open && setLosing(null)}
      title="Mark lead as lost"
      description={losing ? `Why was ${losing.name} lost?` : ''}
      label="Reason"
      confirmLabel="Mark as Lost"
      pending={update.isPending}
      onConfirm={(reason) =>
        update
          .mutateAsync({ id: losing!.id, status: 'lost', lost_reason: reason })
          .then(() => setLosing(null))
          .catch((e: Error) => {
            toast.error('Error', { description: e.message });
            throw e;
          })
      }
    />
  );
  return { change, dialog };
}

/** A lead in a side sheet: details, status, owner, the timeline, logging a touch, converting into a deal. */
export function LeadDetailSheet({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const detail = useLead(leadId);
  const lead = detail.data?.lead;
  const update = useUpdateLead();
  const status = useLeadStatusChange();
  const [converting, setConverting] = useState(false);
  const markConverted = useMarkLeadConverted();

  return (
    <Sheet open={Boolean(leadId)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full max-w-xl overflow-y-auto sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>{lead?.name ?? 'Lead'}</SheetTitle>
          <SheetDescription>{lead ? [lead.company, LEAD_SOURCE_LABELS[lead.source]].filter(Boolean).join(' · ') : 'Loading...'}</SheetDescription>
        </SheetHeader>
        {!lead ? (
          <LoadingIndicator className="p-4" />
        ) : (
          <div className="flex flex-col gap-6 px-4 pb-6">
            <div className="flex flex-wrap items-center gap-2">
              <LeadStatusBadge status={lead.status} />
              {lead.status === 'lost' && lead.lost_reason && <span className="text-sm text-muted-foreground">Reason: {lead.lost_reason}</span>}
              {lead.deal_id && (
                <Link to={`/deals/${encodeURIComponent(lead.deal_id)}`} className="text-sm font-medium text-primary hover:underline">
                  Deal {lead.deal_id}
                </Link>
              )}
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {(
                [
                  ['Email', lead.email],
                  ['Phone', lead.phone],
                  ['Loan type', lead.loan_type],
                  ['Loan amount', lead.loan_amount === null ? null : formatMoney(lead.loan_amount)],
                  ['Property', lead.property_address],
                  ['Timeline', lead.timeline],
                  ['Score', String(lead.score)],
                  ['Next follow-up', lead.next_follow_up ? formatDay(lead.next_follow_up) : null],
                  ['Tags', lead.tags.join(', ')],
                  ['Notes', lead.notes],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="flex flex-col gap-0.5">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="break-words">{value || EMPTY}</dd>
                </div>
              ))}
            </dl>
            {lead.status !== 'converted' && (
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="lead-detail-status">Status</Label>
                  <NativeSelect id="lead-detail-status" value={lead.status} onChange={(e) => status.change(lead, e.target.value as LeadStatus)}>
                    {SETTABLE_LEAD_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {LEAD_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="flex flex-col gap-1.5">
                  <Label htmlFor="lead-detail-owner">Owner</Label>
                  <OwnerSelect
                    id="lead-detail-owner"
                    value={lead.owner_id ?? ''}
                    emptyLabel="Unassigned"
                    onChange={(ownerId) =>
                      update.mutate(
                        { id: lead.id, owner_id: ownerId || null },
                        { onSuccess: () => toast.success('Owner updated'), onError: (err) => toast.error('Error', { description: err.message }) },
                      )
                    }
                  />
                </div>
                <Button className="sm:col-span-2" onClick={() => setConverting(true)}>
                  <ArrowRightLeft aria-hidden="true" />
                  Convert to Deal
                </Button>
              </div>
            )}
            <LogActivityForm leadId={lead.id} />
            <section aria-labelledby="lead-timeline" className="flex flex-col gap-2">
              <h3 id="lead-timeline" className="text-sm font-semibold">
                Timeline
              </h3>
              <ol className="flex flex-col gap-2">
                {detail.data?.activity.map((a) => (
                  <li key={a.id} className="rounded-lg border p-3 text-sm">
                    <div className="flex justify-between gap-2 text-xs text-muted-foreground">
                      <span className="font-medium text-foreground">{KIND_LABELS[a.kind]}</span>
                      <span>
                        {a.user_name ?? 'Website'} · {formatTimestamp(a.created_at)}
                      </span>
                    </div>
                    <p className="mt-1 whitespace-pre-wrap">{a.body}</p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
        {status.dialog}
        <Dialog open={converting} onOpenChange={setConverting}>
          <DialogContent className="sm:max-w-5xl" onInteractOutside={(event) => event.preventDefault()}>
            <DialogHeader>
              <DialogTitle>New Deal</DialogTitle>
              <DialogDescription>Prefilled from the lead. Check the fields and create the deal; the borrower becomes a contact.</DialogDescription>
            </DialogHeader>
            {converting && lead && (
              <DealForm
                key={lead.id}
                initialValues={dealValuesOfLead(lead)}
                onCancel={() => setConverting(false)}
                onCreated={(deal) => {
                  markConverted.mutate(
                    { id: lead.id, dealId: deal.id },
                    {
                      onSuccess: () => toast.success('Lead converted', { description: `${lead.name} is now deal ${deal.id}.` }),
                      onError: (error) => toast.error('Error', { description: error.message }),
                    },
                  );
                  setConverting(false);
                }}
              />
            )}
          </DialogContent>
        </Dialog>
      </SheetContent>
    </Sheet>
  );
}

function LogActivityForm({ leadId }: { leadId: string }) {
  const [kind, setKind] = useState<(typeof LEAD_ACTIVITY_KINDS)[number]>('call');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const log = useLogLeadActivity(leadId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Write what happened.');
    setError(null);
    log.mutate({ kind, body }, { onSuccess: () => setBody(''), onError: (e) => setError(e.message) });
  };
  return (
    <form onSubmit={submit} aria-label="Record a call, e-mail or note" className="flex flex-col gap-2 rounded-lg border p-3">
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lead-activity-kind">Log a</Label>
          <NativeSelect id="lead-activity-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            <option value="call">Call</option>
            <option value="email">E-mail</option>
            <option value="note">Note</option>
          </NativeSelect>
        </div>
      </div>
      <Label htmlFor="lead-activity-body">What happened</Label>
      <Textarea id="lead-activity-body" value={body} onChange={(e) => setBody(e.target.value)} aria-invalid={Boolean(error)} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" className="self-end" disabled={log.isPending}>
        Log Activity
      </Button>
    </form>
  );
}
