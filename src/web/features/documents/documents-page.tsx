import { PageHeader } from '@web/components/page-header';

/** Documents (route of SPEC §2). A minimal page until the feature is built. */
export default function DocumentsPage() {
  return <PageHeader title="Documents" description="Files attached to your deals." />;
}
