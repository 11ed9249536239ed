import { PageHeader } from '@web/components/page-header';

/** Prospecting (route of SPEC §2). A minimal page until the feature is built. */
export default function ProspectingPage() {
  return <PageHeader title="Prospecting" />;
}
