import { usePageParams, withParam } from '@web/lib/use-page-params';
import { Plus } from 'lucide-react';
import { canManageContacts } from '@core/permissions';
import { CONTACT_ROLES } from '@core/schemas/contacts';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { DebouncedSearchInput } from '@web/components/ui/debounced-search-input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { useSession } from '@web/lib/use-session';
import { ContactDetailSheet } from './components/contact-detail-sheet';
import { ContactFormDialog } from './components/contact-form-dialog';
import { ContactsTable } from './components/contacts-table';

/** Contacts (/contacts): search and role filter (in the URL), create and edit, and a detail sheet (?contact=id). */
export default function ContactsPage() {
  const { session } = useSession();
  const canEdit = canManageContacts(session?.profile.role);
  const [params, setParams] = usePageParams();
  const q = params.get('q') ?? '';
  const role = params.get('role') ?? '';
  const openId = params.get('contact');

  const setParam = (key: string, value: string | null) => setParams(withParam(key, value), { replace: key !== 'contact' });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Contacts"
        description="Borrowers, brokers, lenders, agents, escrow and title officers."
        actions={
          canEdit && (
            <ContactFormDialog
              trigger={
                <Button>
                  <Plus aria-hidden="true" />
                  New Contact
                </Button>
              }
            />
          )
        }
      />
      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter contacts">
        <div className="flex min-w-64 flex-1 flex-col gap-1.5">
          <Label htmlFor="contact-search" className="text-xs text-muted-foreground">
            Search contacts
          </Label>
          <DebouncedSearchInput
            id="contact-search"
            placeholder="Name, email, phone or company"
            value={q}
            onSearch={(value) => setParam('q', value)}
          />
        </div>
        <div className="flex min-w-44 flex-col gap-1.5">
          <Label htmlFor="contact-role-filter" className="text-xs text-muted-foreground">
            Role
          </Label>
          <NativeSelect id="contact-role-filter" value={role} onChange={(event) => setParam('role', event.target.value)}>
            <option value="">All roles</option>
            {CONTACT_ROLES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <ContactsTable filters={{ q, role }} onOpen={(id) => setParam('contact', id)} />
      <ContactDetailSheet contactId={openId} canEdit={canEdit} onClose={() => setParam('contact', null)} />
    </div>
  );
}
