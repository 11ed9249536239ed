import { Link } from 'react-router';
import { PageHeader } from '@web/components/page-header';

/** /subscription-success (public). Its contents are not specified yet. */
export default function SubscriptionSuccessPage() {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <PageHeader title="Subscription confirmed" />
      <Link to="/" className="text-primary underline-offset-4 hover:underline">
        Go to the dashboard
      </Link>
    </main>
  );
}
