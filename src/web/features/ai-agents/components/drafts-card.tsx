import { Link } from 'react-router';
import { toast } from 'sonner';
import { AGENT_LABELS } from '@core/agents/agents';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAnswerDraft, useDrafts } from '../api/agents';

/** Mail the agents drafted ("draft for approval"): nothing goes out until someone presses Send. */
export function DraftsCard() {
  const drafts = useDrafts();
  const answer = useAnswerDraft();

  function respond(id: string, choice: 'send' | 'discard') {
    answer.mutate(
      { id, answer: choice },
      {
        onSuccess: () => toast.success(choice === 'send' ? 'Mail queued for sending' : 'Draft discarded'),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <Card role="region" aria-label="Draft e-mails">
      <CardHeader>
        <CardTitle>Draft e-mails</CardTitle>
        <CardDescription>Reminders and replies the agents wrote while set to draft for approval: send or discard each.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {drafts.isPending && <Skeleton className="h-16 w-full" />}
        {drafts.error && <p className="text-sm text-destructive">{drafts.error.message}</p>}
        {drafts.data?.length === 0 && <p className="text-sm text-muted-foreground">No drafts are waiting.</p>}
        {drafts.data?.map((draft) => (
          <article key={draft.id} aria-label={`Draft to ${draft.to}: ${draft.subject}`} className="space-y-2 rounded-md border p-3 text-sm">
            <p>
              <span className="font-medium">To:</span> {draft.to}
              {draft.deal_id && (
                <>
                  {' '}
                  · <Link className="underline" to={`/deals/${encodeURIComponent(draft.deal_id)}`}>{draft.deal_id}</Link>
                </>
              )}
            </p>
            <p>
              <span className="font-medium">Subject:</span> {draft.subject}
            </p>
            <pre className="whitespace-pre-wrap rounded bg-muted p-2 font-sans">{draft.text}</pre>
            <p className="text-xs text-muted-foreground">
              {AGENT_LABELS[draft.kind]}: {draft.reason}
            </p>
            <div className="flex gap-2">
              <Button size="sm" onClick={() => respond(draft.id, 'send')} disabled={answer.isPending}>
                Send
              </Button>
              <Button size="sm" variant="outline" onClick={() => respond(draft.id, 'discard')} disabled={answer.isPending}>
                Discard
              </Button>
            </div>
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
