import { Link } from 'react-router';
import { isAdmin } from '@core/permissions';
import { planById } from '@core/plans/catalogue';
import { PageHeader } from '@web/components/page-header';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/use-session';
import { isPaid, useSubscription } from './api/plans';

/**
 * /subscription-success (public): where Stripe Checkout returns. The plan changes when Stripe's webhook
 * arrives, which may be a moment after the redirect: the page asks again every 2 s until a paid plan runs.
 */
export default function SubscriptionSuccessPage() {
  const { session, isPending } = useSession();
  const admin = isAdmin(session?.profile.role);
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <PageHeader title="Subscription confirmed" description="Thank you: your payment went through Stripe." />
      {isPending && <LoadingIndicator />}
      {!isPending && !session && (
        <p>
          <Link to="/auth" className="text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>{' '}
          to see your organization's plan.
        </p>
      )}
      {admin && <PlanStatus />}
      {session && (
        <p className="flex gap-4">
          <Link to="/subscription" className="text-primary underline-offset-4 hover:underline">
            Go to Subscription
          </Link>
          <Link to="/" className="text-primary underline-offset-4 hover:underline">
            Go to the dashboard
          </Link>
        </p>
      )}
    </main>
  );
}

function PlanStatus() {
  const subscription = useSubscription({ untilPaid: true });
  const view = subscription.data;
  if (!view || !isPaid(view)) {
    return (
      <Alert>
        <AlertDescription>Confirming your payment with Stripe…</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert>
      <AlertDescription>Your organization is now on the {planById(view.plan ?? 'starter').name} plan.</AlertDescription>
    </Alert>
  );
}
