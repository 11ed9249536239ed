import { PageHeader } from '@web/components/page-header';

/** Email Files (route of SPEC §2). A minimal page until the feature is built. */
export default function EmailFilesPage() {
  return <PageHeader title="Email Files" description="Files received by email, waiting to be approved into a deal." />;
}
