import { Link, useSearchParams } from 'react-router';
import { canManageDeals } from '@core/permissions';
import { formatCurrency } from '@core/money';
import { LISTING_STATUS_LABELS, RECIPIENT_STATUS_LABELS } from '@core/schemas/marketplace';
import { PageHeader } from '@web/components/page-header';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useSession } from '@web/lib/use-session';
import { useInbox, useListings, useReceivedQuotes } from './api/marketplace';
import { ListingResponse } from './components/listing-response';

const dealTab = (dealId: string) => `/deals/${encodeURIComponent(dealId)}?tab=marketplace`;

/** Marketplace (SPEC §2 route, out of the menus): staff see their listings and the quotes received; lender users the listings sent to them. */
export default function MarketplacePage() {
  const { session } = useSession();
  const role = session?.profile.role;
  if (canManageDeals(role)) return <StaffMarketplace />;
  if (role === 'lender') return <LenderMarketplace />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Marketplace" />
      <p className="text-sm text-muted-foreground">The marketplace is where staff shop deals to capital providers and lenders answer them; your role takes no part in it.</p>
    </div>
  );
}

function StaffMarketplace() {
  const listings = useListings();
  const quotes = useReceivedQuotes();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Marketplace" description="Deals shopped to capital providers. Create a listing from a deal's Marketplace tab." />
      <Card>
        <CardHeader>
          <CardTitle>Listings</CardTitle>
        </CardHeader>
        <CardContent>
          {listings.isPending ? (
            <LoadingIndicator />
          ) : listings.error ? (
            <p className="text-sm text-destructive">{listings.error.message}</p>
          ) : listings.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No listings yet. Open a deal and use its Marketplace tab.</p>
          ) : (
            <Table scrollLabel="Listings">
              <TableHeader>
                <TableRow>
                  <TableHead>Listing</TableHead>
                  <TableHead>Deal</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Sent to</TableHead>
                  <TableHead>Quotes</TableHead>
                  <TableHead>Passes</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {listings.data.map((l) => (
                  <TableRow key={l.id}>
                    <TableCell>
                      <Link className="font-medium underline-offset-4 hover:underline" to={dealTab(l.deal_id)}>
                        {l.headline}
                      </Link>
                    </TableCell>
                    <TableCell>{l.property_address}</TableCell>
                    <TableCell>
                      <Badge variant={l.status === 'closed' ? 'grey' : l.status === 'open' ? 'blue' : 'outline'}>{LISTING_STATUS_LABELS[l.status]}</Badge>
                    </TableCell>
                    <TableCell>{l.recipients}</TableCell>
                    <TableCell>{l.quotes}</TableCell>
                    <TableCell>{l.passes}</TableCell>
                    <TableCell>{new Date(l.created_at).toLocaleDateString()}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Quotes received</CardTitle>
        </CardHeader>
        <CardContent>
          {quotes.isPending ? (
            <LoadingIndicator />
          ) : quotes.error ? (
            <p className="text-sm text-destructive">{quotes.error.message}</p>
          ) : quotes.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No quotes yet.</p>
          ) : (
            <Table scrollLabel="Quotes received">
              <TableHeader>
                <TableRow>
                  <TableHead>Lender</TableHead>
                  <TableHead>Listing</TableHead>
                  <TableHead>Rate</TableHead>
                  <TableHead>Points</TableHead>
                  <TableHead>Term</TableHead>
                  <TableHead>Cost over the term</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {quotes.data.map((q) => (
                  <TableRow key={q.id}>
                    <TableCell className="font-medium">{q.lender}</TableCell>
                    <TableCell>
                      <Link className="underline-offset-4 hover:underline" to={dealTab(q.deal_id)}>
                        {q.headline}
                      </Link>
                    </TableCell>
                    <TableCell>{q.rate_percent}%</TableCell>
                    <TableCell>{q.points}</TableCell>
                    <TableCell>{q.term_months} months</TableCell>
                    <TableCell>{formatCurrency(q.cost.total_cost)}</TableCell>
                    <TableCell className="capitalize">{q.status}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function LenderMarketplace() {
  const inbox = useInbox(true);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('listing') ?? undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Marketplace" description="Loan requests sent to you: read them, ask questions, and quote or pass." />
      {inbox.isPending ? (
        <LoadingIndicator />
      ) : inbox.error ? (
        <p className="text-sm text-destructive">{inbox.error.message}</p>
      ) : inbox.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No listings have been sent to you.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <ul className="flex flex-col gap-2" aria-label="Listings sent to you">
            {inbox.data.map((item) => (
              <li key={item.recipient_id}>
                <button
                  type="button"
                  onClick={() => setParams({ listing: item.recipient_id })}
                  aria-current={item.recipient_id === chosen ? 'true' : undefined}
                  className="flex w-full flex-col items-start gap-1 rounded-md border p-3 text-left text-sm hover:bg-muted aria-[current=true]:border-primary"
                >
                  <span className="font-medium">{item.headline}</span>
                  <span className="flex gap-2">
                    <Badge variant="secondary">{RECIPIENT_STATUS_LABELS[item.status]}</Badge>
                    {item.listing_status === 'closed' && <Badge variant="grey">Closed</Badge>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {chosen ? <ListingResponse key={chosen} channel={{ kind: 'product', recipientId: chosen }} /> : <p className="text-sm text-muted-foreground">Choose a listing.</p>}
        </div>
      )}
    </div>
  );
}
