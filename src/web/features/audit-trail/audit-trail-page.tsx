import { PageHeader } from '@web/components/page-header';

/** Audit Trail (route of SPEC §2). A minimal page until the feature is built. */
export default function AuditTrailPage() {
  return <PageHeader title="Audit Trail" description="Who changed what, and when." />;
}
