import { X } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useDealParties, useUnlinkDealParty } from '../api/deal-parties';
import { AddPartyForm } from './add-party-form';

/** Contacts linked to the deal (borrower, broker, lender, escrow, title, agent, attorney). */
export function DealPartiesCard({ dealId, canEdit }: { dealId: string; canEdit: boolean }) {
  const parties = useDealParties(dealId);
  const unlink = useUnlinkDealParty(dealId);

  const remove = (linkId: string, name: string) =>
    unlink.mutate(linkId, {
      onSuccess: () => toast.success('Party removed', { description: name }),
      onError: (error) => toast.error('Error', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Parties</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {parties.isPending ? (
          <LoadingIndicator />
        ) : parties.error ? (
          <p className="text-sm text-destructive">{parties.error.message}</p>
        ) : parties.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No linked parties.</p>
        ) : (
          <ul className="divide-y" aria-label="Linked parties">
            {parties.data.map((party) => (
              <li key={party.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {party.contact_name}
                    <Badge variant="secondary">{party.contact_role}</Badge>
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[party.company, party.email, party.phone].filter(Boolean).join(' · ')}
                  </p>
                </div>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${party.contact_name} (${party.contact_role})`}
                    disabled={unlink.isPending}
                    onClick={() => remove(party.id, party.contact_name)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canEdit && <AddPartyForm dealId={dealId} />}
      </CardContent>
    </Card>
  );
}
