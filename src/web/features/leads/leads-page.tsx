import { PageHeader } from '@web/components/page-header';

/** Leads (route of SPEC §2). A minimal page until the feature is built. */
export default function LeadsPage() {
  return <PageHeader title="Leads" />;
}
