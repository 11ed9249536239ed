import { Check, X } from 'lucide-react';
import { toast } from 'sonner';
import { SUBMISSION_DEAL_COLUMN, SUBMISSION_FIELD_LABELS } from '@core/review/borrower-update-changes';
import type { BorrowerUpdateData } from '@core/schemas/review';
import { ReasonDialog } from '@web/components/reason-dialog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { ApiError } from '@web/lib/api';
import { formatBytes } from '@web/lib/format-bytes';
import { formatTimestamp } from '@web/features/deals/format-display';
import { useReviewSubmission, type BorrowerUpdateRequest, type BorrowerUpdateSubmission } from '../api/borrower-updates';

const STATUS: Record<BorrowerUpdateSubmission['status'], { label: string; variant: 'blue' | 'green' | 'red' }> = {
  pending_review: { label: 'Pending review', variant: 'blue' },
  approved: { label: 'Approved', variant: 'green' },
  rejected: { label: 'Rejected', variant: 'red' },
};

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** One submission: each answered field against the deal's current value, its documents, and the decision. */
export function SubmissionReview({ request, submission }: { request: BorrowerUpdateRequest; submission: BorrowerUpdateSubmission }) {
  const review = useReviewSubmission();
  const answered = (Object.keys(SUBMISSION_FIELD_LABELS) as (keyof BorrowerUpdateData)[]).filter((key) => shown(submission.submitted_data[key]) !== '—');
  const documents = submission.submitted_data.documents ?? [];

  const decide = (action: 'approve_submission' | 'reject_submission', notes: string) =>
    review.mutateAsync({ action, submissionId: submission.id, reviewNotes: notes || null }).then(
      () => toast.success(action === 'approve_submission' ? 'Submission approved successfully' : 'Submission rejected successfully'),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) toast.error('User not authenticated');
        else toast.error(action === 'approve_submission' ? 'Failed to approve submission' : 'Failed to reject submission', { description: error instanceof Error ? error.message : undefined });
        throw error;
      },
    );

  return (
    <section aria-label={`Submission of ${formatTimestamp(submission.created_at)}`} className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2 text-sm">
          <Badge variant={STATUS[submission.status].variant}>{STATUS[submission.status].label}</Badge>
          <span className="text-muted-foreground">Submitted {formatTimestamp(submission.created_at)}</span>
        </div>
        {submission.status === 'pending_review' && (
          <div className="flex gap-2">
            <ReasonDialog
              trigger={
                <Button size="sm">
                  <Check aria-hidden="true" />
                  Approve
                </Button>
              }
              title="Approve the borrower's update"
              description={`The changes are applied to deal ${request.deal_id}; documents are added to its files.`}
              label="Review notes"
              confirmLabel="Approve Submission"
              confirmVariant="default"
              required={false}
              pending={review.isPending}
              onConfirm={(notes) => decide('approve_submission', notes)}
            />
            <ReasonDialog
              trigger={
                <Button size="sm" variant="outline">
                  <X aria-hidden="true" />
                  Reject
                </Button>
              }
              title="Reject the borrower's update"
              description="Nothing changes on the deal; the borrower may send a new update through the same link."
              label="Review notes"
              confirmLabel="Reject Submission"
              pending={review.isPending}
              onConfirm={(notes) => decide('reject_submission', notes)}
            />
          </div>
        )}
      </div>
      {submission.review_notes && <p className="text-sm">Review notes: {submission.review_notes}</p>}
      <Table aria-label="Submitted values">
        <TableHeader>
          <TableRow>
            <TableHead>Field</TableHead>
            <TableHead>Current</TableHead>
            <TableHead>Submitted</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {answered.map((key) => {
            const column = SUBMISSION_DEAL_COLUMN[key];
            return (
              <TableRow key={key}>
                <TableCell>{SUBMISSION_FIELD_LABELS[key]}</TableCell>
                <TableCell>{column ? shown(request.deal[column]) : '—'}</TableCell>
                <TableCell className="font-medium">{shown(submission.submitted_data[key])}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {documents.length > 0 && (
        <p className="text-sm">
          Documents: {documents.map((d) => `${d.file_name} (${formatBytes(d.file_size)})`).join(', ')}
        </p>
      )}
    </section>
  );
}
