import { PageHeader } from '@web/components/page-header';

/** Inquiries (route of SPEC §2). A minimal page until the feature is built. */
export default function InquiriesPage() {
  return <PageHeader title="Inquiries" description="Pending inquiries to approve or reject." />;
}
