import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { formatCurrency } from '@core/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useContact } from '../api/contacts';
import { formatDay } from '../format-day';
import { ContactFormDialog } from './contact-form-dialog';

interface ContactDetailSheetProps {
  contactId: string | null;
  canEdit: boolean;
  onClose: () => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** A contact's details, totals and deals, in a side sheet. */
export function ContactDetailSheet({ contactId, canEdit, onClose }: ContactDetailSheetProps) {
  const detail = useContact(contactId);
  const contact = detail.data?.contact;

  return (
    <Sheet open={Boolean(contactId)} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-full max-w-lg overflow-y-auto sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>{contact?.name ?? 'Contact'}</SheetTitle>
          <SheetDescription>{contact ? [contact.role, contact.company].filter(Boolean).join(' · ') : 'Loading...'}</SheetDescription>
        </SheetHeader>
        <div className="flex flex-col gap-6 px-4 pb-6">
          {detail.isPending ? (
            <LoadingIndicator />
          ) : detail.error ? (
            <p className="text-sm text-destructive">{detail.error.message}</p>
          ) : contact ? (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Email</dt>
                <dd>{contact.email || '—'}</dd>
                <dt className="text-muted-foreground">Phone</dt>
                <dd>{contact.phone || '—'}</dd>
                <dt className="text-muted-foreground">Company</dt>
                <dd>{contact.company || '—'}</dd>
              </dl>
              <dl className="grid grid-cols-3 gap-3" data-testid="contact-totals">
                <Stat label="Deals" value={String(contact.deals_count)} />
                <Stat label="Total Volume" value={formatCurrency(contact.total_volume)} />
                <Stat label="Last Deal" value={formatDay(contact.last_deal)} />
              </dl>
              {canEdit && (
                <ContactFormDialog
                  contact={contact}
                  trigger={
                    <Button variant="outline" className="w-fit">
                      <Pencil aria-hidden="true" />
                      Edit Contact
                    </Button>
                  }
                />
              )}
              <section className="flex flex-col gap-2" aria-labelledby="contact-deals-heading">
                <h3 id="contact-deals-heading" className="text-sm font-semibold">
                  Deals
                </h3>
                {detail.data.deals.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No linked deals.</p>
                ) : (
                  <ul className="divide-y rounded-lg border">
                    {detail.data.deals.map((deal) => (
                      <li key={deal.id} className="flex items-center justify-between gap-3 p-3 text-sm">
                        <div className="min-w-0">
                          <Link to={`/deals/${encodeURIComponent(deal.id)}`} className="font-medium text-primary hover:underline">
                            {deal.id}
                          </Link>
                          <p className="truncate text-muted-foreground">{deal.property_address}</p>
                        </div>
                        <div className="flex shrink-0 flex-col items-end gap-1">
                          <span className="tabular-nums">{formatCurrency(deal.loan_amount)}</span>
                          <Badge variant="secondary">{deal.stage}</Badge>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
