import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { CONTACT_ROLES } from '@core/schemas/contacts';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useContactOptions } from '../api/contact-options';
import { useLinkDealParty } from '../api/deal-parties';

/** Links an existing contact to the deal in a role: search, pick, choose the role, 'Add Party'. */
export function AddPartyForm({ dealId }: { dealId: string }) {
  const [query, setQuery] = useState('');
  const [contactId, setContactId] = useState('');
  const [role, setRole] = useState<string>('Broker');
  const options = useContactOptions(query.trim());
  const link = useLinkDealParty(dealId);
  const contacts = options.data ?? [];
  const selected = contacts.some((contact) => contact.id === contactId) ? contactId : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    link.mutate(
      { contact_id: selected, contact_role: role },
      {
        onSuccess: (party) => {
          setContactId('');
          toast.success('Party added', { description: `${party.contact_name} (${party.contact_role})` });
        },
        onError: (error) => toast.error('Error', { description: error.message }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2" aria-label="Add a party">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="party-search">Find contact</Label>
        <Input id="party-search" type="search" placeholder="Name, email or phone" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="party-contact">Contact</Label>
        <NativeSelect id="party-contact" value={selected} onChange={(e) => setContactId(e.target.value)}>
          <option value="">{contacts.length ? 'Select a contact' : 'No contacts found'}</option>
          {contacts.map((contact) => (
            <option key={contact.id} value={contact.id}>
              {[contact.name, contact.role, contact.email].filter(Boolean).join(' · ')}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="party-role">Role on this deal</Label>
        <NativeSelect id="party-role" value={role} onChange={(e) => setRole(e.target.value)}>
          {CONTACT_ROLES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" className="self-end" disabled={!selected || link.isPending}>
        <UserPlus aria-hidden="true" />
        {link.isPending ? 'Adding...' : 'Add Party'}
      </Button>
    </form>
  );
}
