import { PageHeader } from '@web/components/page-header';

/** Contacts (route of SPEC §2). A minimal page until the feature is built. */
export default function ContactsPage() {
  return <PageHeader title="Contacts" description="Borrowers, brokers, lenders, agents, escrow and title officers." />;
}
