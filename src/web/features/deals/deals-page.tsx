import { PageHeader } from '@web/components/page-header';

/** Deals (route of SPEC §2). A minimal page until the feature is built. */
export default function DealsPage() {
  return <PageHeader title="Deals" description="Every loan deal of your organization." />;
}
