import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { ListingResponse } from './components/listing-response';

/** /marketplace-listing?token=… (public, no account): a capital provider opens a listing from their invitation. */
export default function PublicListingPage() {
  const [params] = useSearchParams();
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-6">
      <PageHeader title="Loan request" description="Read the deal, ask questions, and send a quote or pass." />
      <ListingResponse channel={{ kind: 'link', token: params.get('token') ?? '' }} />
    </main>
  );
}
