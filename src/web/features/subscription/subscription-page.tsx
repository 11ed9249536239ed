import { PageHeader } from '@web/components/page-header';

/** Subscription (route of SPEC §2). A minimal page until the feature is built. */
export default function SubscriptionPage() {
  return <PageHeader title="Subscription" />;
}
