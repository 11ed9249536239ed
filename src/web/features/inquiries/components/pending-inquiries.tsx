import { Check, Download, Eye, Paperclip, X } from 'lucide-react';
import { toast } from 'sonner';
import { hasPermission } from '@core/permissions';
import { transferToast } from '@core/review/messages';
import { ReasonDialog } from '@web/components/reason-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { formatTimestamp } from '@web/features/deals/format-display';
import { formatBytes } from '@web/lib/format-bytes';
import { useSession } from '@web/lib/use-session';
import { pendingAttachmentUrl, usePendingInquiries, useApproveInquiry, useRejectInquiry, type PendingInquiry } from '../api/inquiries';
import { InquiryDetails } from './inquiry-details';

const titleOf = (inquiry: PendingInquiry) => inquiry.borrower_name || inquiry.property_address || 'Inquiry';

/** An attachment before review, through a signed URL: previewed in a new tab, or downloaded. */
const openAttachment = (pendingId: string, attachmentId: string, inline: boolean) =>
  pendingAttachmentUrl(pendingId, attachmentId, inline).then(
    ({ url }) => (inline ? window.open(url, '_blank', 'noopener') : window.location.assign(url)),
    (error: unknown) => toast.error('View Error', { description: error instanceof Error ? error.message : undefined }),
  );

/** Pending inquiries (newest first) with their data and attachments (previewed and downloaded with download_documents); approve or reject with a reason. */
export function PendingInquiries() {
  const canDownload = hasPermission(useSession().session?.profile.role, 'download_documents');
  const pending = usePendingInquiries();
  const approve = useApproveInquiry();
  const reject = useRejectInquiry();

  const approveInquiry = (inquiry: PendingInquiry) =>
    approve.mutate(inquiry.id, {
      onSuccess: (result) => {
        const outcome = transferToast(result.total, result.transferred);
        const failures = result.failures.map((f) => `${f.file_name}: ${f.reason}`).join(' ');
        const description = [outcome.description, failures].filter(Boolean).join(' ') || undefined;
        if (outcome.destructive) toast.error(outcome.title, { description });
        else toast.success(outcome.title, { description });
      },
      onError: (error) => toast.error('Failed to approve inquiry', { description: error.message }),
    });

  const rejectInquiry = (inquiry: PendingInquiry, reason: string) =>
    reject.mutateAsync({ id: inquiry.id, reason }).then(
      () => toast.success('Inquiry rejected successfully.'),
      (error: unknown) => {
        toast.error('Failed to reject inquiry.', { description: error instanceof Error ? error.message : undefined });
        throw error;
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending inquiries</CardTitle>
        <CardDescription>From the public form, brokers’ systems and staff, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending.isPending && <LoadingIndicator />}
        {pending.isError && <p role="alert">{pending.error.message}</p>}
        {pending.data?.length === 0 && <p className="text-sm text-muted-foreground">No inquiries are waiting for review.</p>}
        {pending.data?.map((inquiry) => (
          <article key={inquiry.id} aria-label={titleOf(inquiry)} className="flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold">{titleOf(inquiry)}</h3>
                <p className="text-xs text-muted-foreground">Received {formatTimestamp(inquiry.created_at)}</p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => approveInquiry(inquiry)} disabled={approve.isPending}>
                  <Check aria-hidden="true" />
                  Approve
                </Button>
                <ReasonDialog
                  trigger={
                    <Button size="sm" variant="outline">
                      <X aria-hidden="true" />
                      Reject
                    </Button>
                  }
                  title={`Reject the inquiry from ${titleOf(inquiry)}`}
                  description="The inquiry leaves the queue; the reason stays on record."
                  label="Reason"
                  confirmLabel="Reject Inquiry"
                  pending={reject.isPending}
                  onConfirm={(reason) => rejectInquiry(inquiry, reason)}
                />
              </div>
            </div>
            <InquiryDetails inquiry={inquiry} />
            {inquiry.attachments.length > 0 && (
              <ul aria-label="Attachments" className="flex flex-wrap gap-2 text-sm">
                {inquiry.attachments.map((file) => (
                  <li key={file.id} className="flex items-center gap-1 rounded border px-2 py-1">
                    <Paperclip aria-hidden="true" className="size-3" />
                    {file.file_name} <span className="text-muted-foreground">({formatBytes(file.file_size)})</span>
                    {canDownload && (
                      <>
                        <Button size="icon" variant="ghost" aria-label={`Preview ${file.file_name}`} onClick={() => void openAttachment(inquiry.id, file.id, true)}>
                          <Eye aria-hidden="true" />
                        </Button>
                        <Button size="icon" variant="ghost" aria-label={`Download ${file.file_name}`} onClick={() => void openAttachment(inquiry.id, file.id, false)}>
                          <Download aria-hidden="true" />
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </article>
        ))}
      </CardContent>
    </Card>
  );
}
