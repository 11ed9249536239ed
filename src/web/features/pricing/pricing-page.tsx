import { Link } from 'react-router';
import { PageHeader } from '@web/components/page-header';

/** /pricing (public). Its contents are not specified yet. */
export default function PricingPage() {
  return (
    <main className="mx-auto max-w-4xl p-6">
      <PageHeader title="Pricing" />
      <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
        Sign in
      </Link>
    </main>
  );
}
