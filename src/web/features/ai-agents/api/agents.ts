import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentActionKind, AgentKind } from '@core/agents/agents';
import type { FileCategory } from '@core/schemas/library';
import type { ConfirmationRequest } from '@core/schemas/assistant';
import type { AgentUpdate } from '@core/schemas/agents';
import { api, apiGet, apiPost } from '@web/lib/api';

export interface AgentAction {
  id: string;
  action: AgentActionKind;
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
  settings: AgentUpdate['settings'];
  next_run_at: string | null;
  runs: AgentRun[];
}

export interface DryRun {
  summary: string;
  digest: string[];
  actions: { action: AgentAction['action']; deal_id: string | null; reason: string; summary: string }[];
}

/** Mail an agent drafted, waiting for a person to send or discard it. */
export interface AgentDraft {
  id: string;
  kind: AgentKind;
  deal_id: string | null;
  reason: string;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Inbound triage's suggestion for an e-mailed file that named no deal. */
export interface FileSuggestion {
  pending_file_id: string;
  file_name: string;
  email_from: string | null;
  deal_id: string;
  deal_property_address: string;
  category: FileCategory;
  reason: string;
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
  drafts: ['agents', 'drafts'] as const,
  suggestions: ['agents', 'suggestions'] as const,
};

export function useAgents() {
  return useQuery({ queryKey: agentKeys.list, queryFn: ({ signal }) => apiGet<{ items: Agent[] }>('/api/agents', signal), select: (d) => d.items });
}

export function useApprovals() {
  return useQuery({ queryKey: agentKeys.approvals, queryFn: ({ signal }) => apiGet<{ items: Approval[] }>('/api/agent-approvals', signal), select: (d) => d.items });
}

export function useDrafts() {
  return useQuery({ queryKey: agentKeys.drafts, queryFn: ({ signal }) => apiGet<{ items: AgentDraft[] }>('/api/agent-drafts', signal), select: (d) => d.items });
}

/** Inbound triage's suggestions; `enabled` is false for people who may not see the agents (the list would be refused). */
export function useSuggestions(enabled = true) {
  return useQuery({
    queryKey: agentKeys.suggestions,
    queryFn: ({ signal }) => apiGet<{ items: FileSuggestion[] }>('/api/agent-suggestions', signal),
    select: (d) => d.items,
    enabled,
  });
}

/** A run, an approval or new settings change the agents, their runs, tasks and deals: refresh them all. */
function useAgentMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      for (const queryKey of [agentKeys.all, ['tasks'], ['deals'], ['pending_file_uploads']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

const path = (kind: AgentKind) => `/api/agents/${encodeURIComponent(kind)}`;

export const useConfigureAgent = () => useAgentMutation(({ kind, ...input }: AgentUpdate & { kind: AgentKind }) => api<Agent>(path(kind), { method: 'PUT', body: input }));
export const useRunAgent = () => useAgentMutation((kind: AgentKind) => apiPost<{ status: string; summary: string; error: string | null }>(`${path(kind)}/run`));
export const useDryRun = () => useMutation({ mutationFn: (kind: AgentKind) => apiGet<DryRun>(`${path(kind)}/dry-run`) });
export const useAnswerApproval = () =>
  useAgentMutation(({ id, answer }: { id: string; answer: 'approve' | 'reject' }) => apiPost(`/api/agent-approvals/${encodeURIComponent(id)}/${answer}`));
export const useAnswerDraft = () =>
  useAgentMutation(({ id, answer }: { id: string; answer: 'send' | 'discard' }) => apiPost(`/api/agent-drafts/${encodeURIComponent(id)}/${answer}`));
export const useAcceptSuggestion = () =>
  useAgentMutation((pendingFileId: string) => apiPost<{ deal_id: string; deal_file_id: string }>(`/api/agent-suggestions/${encodeURIComponent(pendingFileId)}/accept`));
