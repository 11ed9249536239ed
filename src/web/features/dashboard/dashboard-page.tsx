import { PageHeader } from '@web/components/page-header';

/** Dashboard (route of SPEC §2). A minimal page until the feature is built. */
export default function DashboardPage() {
  return <PageHeader title="Dashboard" description="Your pipeline, reviews and tasks at a glance." />;
}
