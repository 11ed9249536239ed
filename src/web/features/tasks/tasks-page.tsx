import { PageHeader } from '@web/components/page-header';

/** Tasks (route of SPEC §2). A minimal page until the feature is built. */
export default function TasksPage() {
  return <PageHeader title="Tasks" description="Work assigned to you and your team." />;
}
