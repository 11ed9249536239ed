import { useState } from 'react';
import { toast } from 'sonner';
import { LISTING_STATUS_LABELS, RECIPIENT_STATUS_LABELS } from '@core/schemas/marketplace';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/native-select';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { ConfirmUpdateCard } from '@web/components/confirm-update-card';
import { useAnswerQuestion, useCreateListing, useDecideProposedTerms, useListing, useListings, type ListingDetail } from '../api/marketplace';
import { MessageThread } from './message-thread';
import { QuoteComparison } from './quote-comparison';
import { SendPanel } from './send-panel';
import { TeaserEditor } from './teaser-editor';

/** The deal's Marketplace tab: its listings; the chosen one's teaser, providers, answers, quotes and accepted terms. */
export function DealMarketplaceTab({ dealId }: { dealId: string }) {
  const listings = useListings(dealId);
  const create = useCreateListing();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const currentId = chosenId ?? listings.data?.[0]?.id;
  const listing = useListing(currentId);

  if (listings.isPending) return <LoadingIndicator />;
  if (listings.error) return <p className="text-sm text-destructive">{listings.error.message}</p>;
  const onCreate = () =>
    create.mutate(dealId, {
      onSuccess: (created) => {
        setChosenId(created.id);
        toast.success('Listing created', { description: 'Edit the teaser, then send it to capital providers.' });
      },
      onError: (e) => toast.error('Error', { description: e.message }),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        {listings.data.length > 1 && (
          <NativeSelect aria-label="Listing" className="w-auto" value={currentId} onChange={(e) => setChosenId(e.target.value)}>
            {listings.data.map((l) => (
              <option key={l.id} value={l.id}>
                {new Date(l.created_at).toLocaleDateString()} · {LISTING_STATUS_LABELS[l.status]} · {l.quotes} quotes
              </option>
            ))}
          </NativeSelect>
        )}
        <Button variant={listings.data.length ? 'outline' : 'default'} onClick={onCreate} disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create listing'}
        </Button>
      </div>
      {listings.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          This deal is not on the marketplace. Create a listing: an anonymised teaser you edit, then send to Lender contacts and lender users for quotes.
        </p>
      ) : listing.isPending ? (
        <LoadingIndicator />
      ) : listing.error ? (
        <p className="text-sm text-destructive">{listing.error.message}</p>
      ) : (
        <ListingWorkspace listing={listing.data} />
      )}
    </div>
  );
}

function ListingWorkspace({ listing }: { listing: ListingDetail }) {
  const answer = useAnswerQuestion(listing.id);
  const { confirm, cancel } = useDecideProposedTerms(listing);
  const pending = listing.pending_confirmation;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      {pending && (
        <div className="xl:col-span-2">
          <ConfirmUpdateCard
            request={pending.request}
            current={pending.current}
            applying={confirm.isPending}
            onConfirm={() =>
              confirm.mutate(pending.request, {
                onSuccess: (reply) => (reply.updatePerformed ? toast.success('Deal updated', { description: reply.response }) : toast.error('Not applied', { description: reply.response })),
                onError: (e) => toast.error('Not applied', { description: e.message }),
              })
            }
            onCancel={() => cancel.mutate(pending.request, { onSuccess: (reply) => toast(reply.response), onError: (e) => toast.error('Error', { description: e.message }) })}
          />
        </div>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            Teaser <Badge variant="secondary">{LISTING_STATUS_LABELS[listing.status]}</Badge>
          </CardTitle>
          <CardDescription>What capital providers see. The borrower's name, e-mail, phone and street number stay out unless you tick them.</CardDescription>
        </CardHeader>
        <CardContent>
          <TeaserEditor key={`${listing.id}-${listing.status}`} listing={listing} />
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6">
        {listing.status !== 'closed' && (
          <Card>
            <CardHeader>
              <CardTitle>Send to capital providers</CardTitle>
            </CardHeader>
            <CardContent>
              <SendPanel listing={listing} />
            </CardContent>
          </Card>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Capital providers</CardTitle>
          </CardHeader>
          <CardContent>
            {listing.recipients.length === 0 ? (
              <p className="text-sm text-muted-foreground">Not sent yet.</p>
            ) : (
              <ul className="flex flex-col divide-y" aria-label="Sent to">
                {listing.recipients.map((r) => (
                  <li key={r.id} className="flex flex-col gap-2 py-3" aria-label={r.name}>
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="font-medium">{r.name}</span>
                      <span className="text-muted-foreground">{r.email}</span>
                      <Badge variant={r.status === 'passed' || r.status === 'declined' ? 'grey' : r.status === 'sent' ? 'outline' : 'blue'}>{RECIPIENT_STATUS_LABELS[r.status]}</Badge>
                    </p>
                    {r.pass_reason && <p className="text-sm text-muted-foreground">Passed: {r.pass_reason}</p>}
                    <MessageThread
                      messages={listing.messages.filter((m) => m.recipient_id === r.id)}
                      label={`Answer ${r.name}`}
                      canWrite={listing.messages.some((m) => m.recipient_id === r.id)}
                      pending={answer.isPending}
                      onSend={(body, done) => answer.mutate({ recipient_id: r.id, body }, { onSuccess: done, onError: (e) => toast.error('Not sent', { description: e.message }) })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Card className="xl:col-span-2">
        <CardHeader>
          <CardTitle>Quotes</CardTitle>
          <CardDescription>Side by side, cheapest over its term first (interest-only interest, points and fees on what each would lend).</CardDescription>
        </CardHeader>
        <CardContent>
          <QuoteComparison listing={listing} />
        </CardContent>
      </Card>
    </div>
  );
}
