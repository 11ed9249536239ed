import { canConfigureAgents } from '@core/permissions';
import { PageHeader } from '@web/components/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/use-session';
import { useAgents } from './api/agents';
import { AgentCard } from './components/agent-card';
import { ApprovalsCard } from './components/approvals-card';
import { DraftsCard } from './components/drafts-card';

/** AI Agents (issue 20): automations that work the book, with a person approving every change they propose. */
export default function AiAgentsPage() {
  const { session } = useSession();
  const agents = useAgents();
  const canConfigure = canConfigureAgents(session?.profile.role);
  return (
    <div className="space-y-6">
      <PageHeader title="AI Agents" description="Automations that work the book on a schedule; every change they propose waits for a person's approval." />
      <ApprovalsCard />
      <DraftsCard />
      {agents.isPending && <Skeleton className="h-64 w-full" />}
      {agents.error && <p className="text-sm text-destructive">{agents.error.message}</p>}
      {agents.data?.map((agent) => <AgentCard key={`${agent.kind}-${agent.enabled}-${agent.interval_minutes}-${JSON.stringify(agent.settings)}`} agent={agent} canConfigure={canConfigure} />)}
    </div>
  );
}
