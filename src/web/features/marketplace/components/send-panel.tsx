import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useProviders, useSendListing, type ListingDetail, type Provider } from '../api/marketplace';

/** Choose capital providers (Lender contacts, lender users) not yet sent this listing, and send it to them. */
export function SendPanel({ listing }: { listing: ListingDetail }) {
  const providers = useProviders();
  const send = useSendListing(listing.id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  if (providers.isPending) return <LoadingIndicator />;
  if (providers.error) return <p className="text-sm text-destructive">{providers.error.message}</p>;

  const sentTo = new Set(listing.recipients.map((r) => r.email.toLowerCase()));
  const fresh = (p: Provider) => !p.email || !sentTo.has(p.email.toLowerCase());
  const options = [
    ...providers.data.contacts.filter(fresh).map((p) => ({ key: `contact:${p.id}`, provider: p, kind: 'Lender contact' })),
    ...providers.data.users.filter(fresh).map((p) => ({ key: `user:${p.id}`, provider: p, kind: 'Lender user' })),
  ];
  const toggle = (key: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const submit = () => {
    const ids = (prefix: string) => [...chosen].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
    send.mutate(
      { contact_ids: ids('contact:'), user_ids: ids('user:') },
      {
        onSuccess: () => {
          toast.success('Listing sent', { description: `${chosen.size} capital provider${chosen.size === 1 ? '' : 's'}` });
          setChosen(new Set());
        },
        onError: (e) => toast.error('Not sent', { description: e.message }),
      },
    );
  };

  if (options.length === 0) {
    return <p className="text-sm text-muted-foreground">No other capital providers: add contacts with the role Lender, or invite users with the role lender.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label="Capital providers">
        {options.map(({ key, provider, kind }) => (
          <li key={key}>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(key)} onChange={() => toggle(key)} />
              <span className="font-medium">{provider.name}</span>
              <span className="text-muted-foreground">
                {kind}
                {provider.company ? ` · ${provider.company}` : ''}
                {provider.email ? ` · ${provider.email}` : ' · no e-mail'}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <Button className="self-start" disabled={chosen.size === 0 || send.isPending} onClick={submit}>
        {send.isPending ? 'Sending...' : `Send to ${chosen.size} provider${chosen.size === 1 ? '' : 's'}`}
      </Button>
    </div>
  );
}
