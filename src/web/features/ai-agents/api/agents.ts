import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentKind } from '@core/agents/agents';
import type { StaleDealSettings } from '@core/agents/stale-deals';
import type { ConfirmationRequest } from '@core/schemas/assistant';
import type { AgentUpdate } from '@core/schemas/agents';
import { api, apiGet, apiPost } from '@web/lib/api';

export interface AgentAction {
  id: string;
  action: 'task_created' | 'change_proposed';
  deal_id: string | null;
  reason: string;
  created_at: string;
}

export interface AgentRun {
  id: string;
  trigger: 'schedule' | 'manual';
  status: 'completed' | 'failed';
  summary: string;
  digest: string[];
  error: string | null;
  started_at: string;
  actions: AgentAction[];
}

export interface Agent {
  kind: AgentKind;
  enabled: boolean;
  interval_minutes: number;
  settings: StaleDealSettings;
  next_run_at: string | null;
  runs: AgentRun[];
}

export interface DryRun {
  digest: string[];
  actions: { action: AgentAction['action']; deal_id: string; reason: string; summary: string }[];
}

export interface Approval {
  id: string;
  kind: AgentKind;
  reason: string;
  created_at: string;
  confirmationRequest: ConfirmationRequest;
  current: Record<string, string | number | null>;
}

export const agentKeys = {
  all: ['agents'] as const,
  list: ['agents', 'list'] as const,
  approvals: ['agents', 'approvals'] as const,
};

export function useAgents() {
  return useQuery({ queryKey: agentKeys.list, queryFn: ({ signal }) => apiGet<{ items: Agent[] }>('/api/agents', signal), select: (d) => d.items });
}

export function useApprovals() {
  return useQuery({ queryKey: agentKeys.approvals, queryFn: ({ signal }) => apiGet<{ items: Approval[] }>('/api/agent-approvals', signal), select: (d) => d.items });
}

/** A run, an approval or new settings change the agents, their runs, tasks and deals: refresh them all. */
function useAgentMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const queryKey of [agentKeys.all, ['tasks'], ['deals']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const path = (kind: AgentKind) => `/api/agents/${encodeURIComponent(kind)}`;

export const useConfigureAgent = () => useAgentMutation(({ kind, ...input }: AgentUpdate & { kind: AgentKind }) => api<Agent>(path(kind), { method: 'PUT', body: input }));
export const useRunAgent = () => useAgentMutation((kind: AgentKind) => apiPost<{ status: string; summary: string; error: string | null }>(`${path(kind)}/run`));
export const useDryRun = () => useMutation({ mutationFn: (kind: AgentKind) => apiGet<DryRun>(`${path(kind)}/dry-run`) });
export const useAnswerApproval = () =>
  useAgentMutation(({ id, answer }: { id: string; answer: 'approve' | 'reject' }) => apiPost(`/api/agent-approvals/${encodeURIComponent(id)}/${answer}`));
