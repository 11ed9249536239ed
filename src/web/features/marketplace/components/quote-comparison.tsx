import { toast } from 'sonner';
import type { QuoteCost } from '@core/marketplace/quotes';
import { formatCurrency, formatCurrencyCents } from '@core/money';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useAcceptQuote, type ListingDetail, type Quote } from '../api/marketplace';

type Row = [label: string, value: (q: Quote & { cost: QuoteCost }) => string];

const ROWS: Row[] = [
  ['Rate', (q) => `${q.rate_percent}%`],
  ['Points', (q) => String(q.points)],
  ['Term', (q) => `${q.term_months} months`],
  ['Max LTV', (q) => (q.max_ltv_percent === null ? '—' : `${q.max_ltv_percent}%`)],
  ['Max loan amount', (q) => (q.max_loan_amount === null ? '—' : formatCurrency(q.max_loan_amount))],
  ['Fees', (q) => formatCurrency(q.fees)],
  ['Conditions', (q) => q.conditions || '—'],
  ['Quote expires', (q) => q.expires_on],
  ['Would lend', (q) => formatCurrency(q.cost.loan_amount) + (q.cost.shortfall > 0 ? ` (${formatCurrency(q.cost.shortfall)} short)` : '')],
  ['Monthly payment', (q) => formatCurrencyCents(q.cost.monthly_payment)],
  ['Interest over the term', (q) => formatCurrency(q.cost.interest)],
  ['Points cost', (q) => formatCurrency(q.cost.points_cost)],
  ['Cost over the term', (q) => formatCurrency(q.cost.total_cost)],
];

/** Quotes side by side, cheapest first, with the cost over each one's term; the listing's author accepts one. */
export function QuoteComparison({ listing }: { listing: ListingDetail }) {
  const accept = useAcceptQuote();
  if (listing.quotes.length === 0) return <p className="text-sm text-muted-foreground">No quotes yet.</p>;
  const onAccept = (quote: Quote) =>
    accept.mutate(quote.id, {
      onSuccess: () => toast.success('Quote accepted', { description: `${quote.lender} is linked to the deal; confirm the new terms below.` }),
      onError: (e) => toast.error('Not accepted', { description: e.message }),
    });
  return (
    <Table scrollLabel="Quotes compared">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Quote</TableHead>
          {listing.quotes.map((q, i) => (
            <TableHead key={q.id} scope="col">
              <span className="flex items-center gap-2">
                {q.lender}
                {i === 0 && listing.quotes.length > 1 && <Badge variant="green">Lowest cost</Badge>}
                {q.status === 'accepted' && <Badge>Accepted</Badge>}
              </span>
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {ROWS.map(([label, value]) => (
          <TableRow key={label}>
            <TableHead scope="row">{label}</TableHead>
            {listing.quotes.map((q) => (
              <TableCell key={q.id} className={label === 'Cost over the term' ? 'font-semibold' : undefined}>
                {value(q)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {listing.status === 'open' && (
          <TableRow>
            <TableHead scope="row" />
            {listing.quotes.map((q) => (
              <TableCell key={q.id}>
                <Button size="sm" disabled={accept.isPending} onClick={() => onAccept(q)} aria-label={`Accept ${q.lender}'s quote`}>
                  Accept
                </Button>
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
