import { Badge } from '@web/components/ui/badge';
import { PageHeader } from '@web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { formatTimestamp } from '@web/features/deals/format-display';
import { useBorrowerUpdates } from './api/borrower-updates';
import { RequestUpdateForm } from './components/request-update-form';
import { SubmissionReview } from './components/submission-review';

const REQUEST_STATUS = { pending: 'Waiting for the borrower', submitted: 'Submitted', completed: 'Completed' } as const;

/** Borrower Updates (SPEC §2): requests with their nested submissions, approved or rejected with review notes. */
export default function BorrowerUpdatesPage() {
  const requests = useBorrowerUpdates();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Borrower Updates" description="Updates borrowers sent through their link, to approve into the deal or reject." />
      <RequestUpdateForm />
      {requests.isPending && <LoadingIndicator />}
      {requests.isError && <p role="alert">{requests.error.message}</p>}
      {requests.data?.length === 0 && <p className="text-sm text-muted-foreground">No update requests yet.</p>}
      {requests.data?.map((request) => (
        <Card key={request.id} aria-label={`Update request for ${request.deal_id}`} role="region">
          <CardHeader>
            <CardTitle className="flex flex-wrap items-center gap-2">
              Deal {request.deal_id}
              <Badge variant={request.status === 'completed' ? 'green' : request.status === 'submitted' ? 'blue' : 'grey'}>{REQUEST_STATUS[request.status]}</Badge>
            </CardTitle>
            <CardDescription>
              {request.deal.borrower_name} · {request.deal.property_address} · requested from {request.borrower_email} on {formatTimestamp(request.created_at)}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {request.submissions.length === 0 && <p className="text-sm text-muted-foreground">No submission yet.</p>}
            {request.submissions.map((submission) => (
              <SubmissionReview key={submission.id} request={request} submission={submission} />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
