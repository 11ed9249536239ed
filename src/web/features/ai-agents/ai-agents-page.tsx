import { PageHeader } from '@web/components/page-header';

/** AI Agents (route of SPEC §2). A minimal page until the feature is built. */
export default function AiAgentsPage() {
  return <PageHeader title="AI Agents" />;
}
