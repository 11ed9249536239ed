import { useParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';

/** One deal (/deals/:dealId). A minimal page until the deals feature is built. */
export default function DealDetailPage() {
  const { dealId = '' } = useParams();
  return <PageHeader title={`Deal ${dealId}`} />;
}
