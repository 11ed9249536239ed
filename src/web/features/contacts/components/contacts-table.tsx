import { formatCurrency } from '@core/money';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { useContactsInfinite, type ContactFilters } from '../api/contacts';
import { formatDay } from '../format-day';

/** Contacts matching the filters, 50 at a time; a name opens the contact's detail. */
export function ContactsTable({ filters, onOpen }: { filters: ContactFilters; onOpen: (id: string) => void }) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useContactsInfinite(filters);
  if (isPending) return <LoadingIndicator />;
  if (error) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{error.message}</AlertDescription>
      </Alert>
    );
  }
  const contacts = data.pages.flatMap((page) => page.items);
  if (contacts.length === 0) return <p className="p-6 text-center text-sm text-muted-foreground">No contacts found.</p>;

  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-lg border">
        <Table aria-label="Contacts">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>Company</TableHead>
              <TableHead className="text-right">Deals</TableHead>
              <TableHead className="text-right">Total Volume</TableHead>
              <TableHead>Last Deal</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {contacts.map((contact) => (
              <TableRow key={contact.id} data-contact-id={contact.id}>
                <TableCell>
                  <Button variant="link" className="h-auto p-0" onClick={() => onOpen(contact.id)}>
                    {contact.name}
                  </Button>
                </TableCell>
                <TableCell>
                  <Badge variant="secondary">{contact.role}</Badge>
                </TableCell>
                <TableCell>{contact.email ?? '—'}</TableCell>
                <TableCell>{contact.phone ?? '—'}</TableCell>
                <TableCell>{contact.company ?? '—'}</TableCell>
                <TableCell className="text-right tabular-nums">{contact.deals_count}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCurrency(contact.total_volume)}</TableCell>
                <TableCell>{formatDay(contact.last_deal)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {hasNextPage && (
        <Button variant="outline" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
