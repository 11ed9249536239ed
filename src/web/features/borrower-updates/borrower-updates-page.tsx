import { PageHeader } from '@web/components/page-header';

/** Borrower Updates (route of SPEC §2). A minimal page until the feature is built. */
export default function BorrowerUpdatesPage() {
  return <PageHeader title="Borrower Updates" description="Update requests sent to borrowers and the submissions waiting for review." />;
}
