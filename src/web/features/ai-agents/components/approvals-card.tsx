import { toast } from 'sonner';
import { AGENT_LABELS } from '@core/agents/agents';
import { ConfirmUpdateCard } from '@web/components/confirm-update-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAnswerApproval, useApprovals } from '../api/agents';

/** The approvals queue: changes the agents proposed wait here for a person's yes (the assistant's card, old → new). */
export function ApprovalsCard() {
  const approvals = useApprovals();
  const answer = useAnswerApproval();

  function respond(id: string, choice: 'approve' | 'reject') {
    answer.mutate(
      { id, answer: choice },
      {
        onSuccess: () => toast.success(choice === 'approve' ? 'Change applied' : 'Proposal rejected'),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending approvals</CardTitle>
        <CardDescription>An agent never changes a deal by itself: what it proposes waits here until someone approves or rejects it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {approvals.isPending && <Skeleton className="h-24 w-full" />}
        {approvals.error && <p className="text-sm text-destructive">{approvals.error.message}</p>}
        {approvals.data?.length === 0 && <p className="text-sm text-muted-foreground">No proposals are waiting for approval.</p>}
        {approvals.data?.map((item) => (
          <ConfirmUpdateCard
            key={item.id}
            request={item.confirmationRequest}
            current={item.current}
            applying={answer.isPending && answer.variables.id === item.id}
            confirmLabel="Approve"
            cancelLabel="Reject"
            onConfirm={() => respond(item.id, 'approve')}
            onCancel={() => respond(item.id, 'reject')}
          >
            <p className="mt-2 text-xs text-muted-foreground">
              {AGENT_LABELS[item.kind]}: {item.reason}
            </p>
          </ConfirmUpdateCard>
        ))}
      </CardContent>
    </Card>
  );
}
