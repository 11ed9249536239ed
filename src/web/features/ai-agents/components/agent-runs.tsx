import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import type { AgentAction, AgentRun } from '../api/agents';

const ACTION_LABELS: Record<AgentAction['action'], string> = {
  task_created: 'Task created',
  change_proposed: 'Change proposed',
  mail_drafted: 'Mail drafted',
  mail_queued: 'Mail sent',
  deal_suggested: 'Deal suggested',
};

export function ActionLine({ action, dealId, text }: { action: AgentAction['action']; dealId: string | null; text: string }) {
  return (
    <li>
      <span className="font-medium">{ACTION_LABELS[action]}</span>
      {dealId && (
        <>
          {' '}
          on <Link className="underline" to={`/deals/${encodeURIComponent(dealId)}`}>{dealId}</Link>
        </>
      )}
      : {text}
    </li>
  );
}

/** The agent's last runs, newest first: what started it, what it found (the digest) and every action with its reason. */
export function AgentRuns({ runs }: { runs: AgentRun[] }) {
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">The agent has not run yet.</p>;
  return (
    <ol aria-label="Last runs" className="space-y-2">
      {runs.map((run) => (
        <li key={run.id} className="rounded-md border p-3 text-sm">
          <details>
            <summary className="cursor-pointer">
              <span className="mr-2">{new Date(run.started_at).toLocaleString()}</span>
              <Badge variant="outline" className="mr-2">{run.trigger === 'manual' ? 'Run now' : 'Scheduled'}</Badge>
              {run.status === 'failed' ? <span className="text-destructive">{run.error}</span> : run.summary}
            </summary>
            {run.digest.length > 0 && (
              <div className="mt-2">
                <p className="font-medium">Digest</p>
                <ul className="list-disc pl-5">{run.digest.map((line) => <li key={line}>{line}</li>)}</ul>
              </div>
            )}
            {run.actions.length > 0 && (
              <div className="mt-2">
                <p className="font-medium">Actions</p>
                <ul className="list-disc pl-5">
                  {run.actions.map((a) => <ActionLine key={a.id} action={a.action} dealId={a.deal_id} text={a.reason} />)}
                </ul>
              </div>
            )}
          </details>
        </li>
      ))}
    </ol>
  );
}
