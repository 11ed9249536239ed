import { PageHeader } from '@web/components/page-header';

/** Analytics (route of SPEC §2). A minimal page until the feature is built. */
export default function AnalyticsPage() {
  return <PageHeader title="Analytics" description="How the business is doing." />;
}
