import { useParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';

/** /borrower-update/:dealId (public): the borrower update form for one deal, built by the borrower-updates feature. */
export default function BorrowerUpdatePage() {
  const { dealId = '' } = useParams();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <PageHeader title="Borrower Update" description={`Deal ${dealId}`} />
    </main>
  );
}
