import { useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, Check, Eye, Link2, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import { cleanupMessage } from '@core/review/messages';
import type { PendingFileView } from '@core/schemas/review';
import { ReasonDialog } from '@web/components/reason-dialog';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { ApiError } from '@web/lib/api';
import { formatBytes } from '@web/lib/format-bytes';
import { FILE_CATEGORY_LABELS } from '@core/schemas/library';
import { canManageDeals } from '@core/permissions';
import { useSession } from '@web/lib/use-session';
import { formatTimestamp } from '@web/features/deals/format-display';
import { useAcceptSuggestion, useSuggestions, type FileSuggestion } from '@web/features/ai-agents/api/agents';
import { pendingFileUrl, useApproveFile, useAssignFile, useCleanupDeal, usePendingFiles, useRejectFile } from '../api/email-files';
import { FilePreviewDialog, type FilePreview } from './file-preview-dialog';

const isMissingSource = (error: unknown) => error instanceof ApiError && error.status === 404 && error.message.includes('no longer exists in storage');

function groupByDeal(files: PendingFileView[]) {
  const groups = new Map<string, PendingFileView[]>();
  for (const file of files) groups.set(file.deal_id ?? '', [...(groups.get(file.deal_id ?? '') ?? []), file]);
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)));
}

/** The pending files, grouped by deal (files that name no deal first, for manual assignment). */
export function PendingFiles() {
  const files = usePendingFiles();
  const approve = useApproveFile();
  const reject = useRejectFile();
  const cleanup = useCleanupDeal();
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const { session } = useSession();
  const suggestions = useSuggestions(canManageDeals(session?.profile.role));

  const view = (file: PendingFileView) =>
    pendingFileUrl(file.id).then(setPreview, (error: unknown) => {
      if (isMissingSource(error)) toast.error('File Not Found', { description: (error as Error).message });
      else toast.error('View Error', { description: error instanceof Error ? error.message : undefined });
    });

  const approveFile = (file: PendingFileView) =>
    approve.mutate(file.id, {
      onSuccess: () => toast.success('File Approved', { description: `${file.file_name} was added to deal ${file.deal_id}.` }),
      onError: (error) => {
        if (isMissingSource(error)) toast.error('File Not Found', { description: error.message });
        else toast.error('Error', { description: `Failed to approve file: ${error.message}` });
      },
    });

  const rejectFile = (file: PendingFileView, reason: string) =>
    reject.mutateAsync({ id: file.id, reason }).then(
      () => toast.success('File Rejected', { description: `${file.file_name}: ${reason}` }),
      (error: unknown) => {
        toast.error('Error', { description: 'Failed to reject file. Please try again.' });
        throw error;
      },
    );

  const cleanupDeal = (dealId: string) =>
    cleanup.mutate(dealId, {
      onSuccess: (result) => toast.success('Cleanup Complete', { description: cleanupMessage(result.count, result.deal_id) }),
      onError: (error) => toast.error('Cleanup Error', { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending files</CardTitle>
        <CardDescription>Attachments received by email, waiting to be approved into their deal.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {files.isPending && <LoadingIndicator />}
        {files.isError && <p role="alert">{files.error.message}</p>}
        {files.data?.length === 0 && <p className="text-sm text-muted-foreground">No files are waiting for review.</p>}
        {groupByDeal(files.data ?? []).map(([dealId, group]) => (
          <section key={dealId || 'unassigned'} aria-label={dealId ? `Deal ${dealId}` : 'Files without a deal'} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">
                {dealId ? `Deal ${dealId}` : 'No deal named: assign each file to a deal'}
                {group[0]?.deal_property_address && <span className="font-normal text-muted-foreground"> · {group[0].deal_property_address}</span>}
              </h3>
              {dealId && (
                <Button size="sm" variant="outline" onClick={() => cleanupDeal(dealId)} disabled={cleanup.isPending}>
                  <Trash2 aria-hidden="true" />
                  Cleanup
                </Button>
              )}
            </div>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>File</TableHead>
                  <TableHead>Sender</TableHead>
                  <TableHead>Size</TableHead>
                  <TableHead>Received</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {group.map((file) => (
                  <TableRow key={file.id}>
                    <TableCell className="font-medium">
                      {file.file_name}
                      <SuggestionLine suggestion={suggestions.data?.find((s) => s.pending_file_id === file.id)} />
                    </TableCell>
                    <TableCell>{file.email_from ?? '—'}</TableCell>
                    <TableCell>{formatBytes(file.file_size)}</TableCell>
                    <TableCell>{formatTimestamp(file.created_at)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <Button size="sm" variant="ghost" onClick={() => void view(file)} aria-label={`View ${file.file_name}`}>
                          <Eye aria-hidden="true" />
                          View
                        </Button>
                        {file.file_type === 'application/pdf' && (
                          <Button asChild size="sm" variant="ghost">
                            <Link to={`/documents/view/email/${file.id}`} aria-label={`Open ${file.file_name} in the viewer`}>
                              <BookOpen aria-hidden="true" />
                              Viewer
                            </Link>
                          </Button>
                        )}
                        {file.deal_id ? (
                          <Button size="sm" onClick={() => approveFile(file)} disabled={approve.isPending} aria-label={`Approve ${file.file_name}`}>
                            <Check aria-hidden="true" />
                            Approve
                          </Button>
                        ) : (
                          <AssignButton file={file} />
                        )}
                        <ReasonDialog
                          trigger={
                            <Button size="sm" variant="outline" aria-label={`Reject ${file.file_name}`}>
                              <X aria-hidden="true" />
                              Reject
                            </Button>
                          }
                          title={`Reject ${file.file_name}`}
                          description="The file is removed; the reason stays on record."
                          label="Reason"
                          confirmLabel="Reject File"
                          pending={reject.isPending}
                          onConfirm={(reason) => rejectFile(file, reason)}
                        />
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        ))}
      </CardContent>
      <FilePreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

function AssignButton({ file }: { file: PendingFileView }) {
  const assign = useAssignFile();
  const [dealId, setDealId] = useState('');
  return (
    <form
      className="flex gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate(
          { id: file.id, dealId: dealId.trim().toUpperCase() },
          {
            onSuccess: () => toast.success('File assigned', { description: `${file.file_name} now belongs to deal ${dealId.trim().toUpperCase()}.` }),
            onError: (error) => toast.error('Error', { description: error.message }),
          },
        );
      }}
    >
      <Input className="h-8 w-44" placeholder="Deal ID" aria-label={`Deal for ${file.file_name}`} value={dealId} onChange={(e) => setDealId(e.target.value)} required />
      <Button size="sm" type="submit" variant="secondary" disabled={assign.isPending}>
        <Link2 aria-hidden="true" />
        Assign
      </Button>
    </form>
  );
}

/** Inbound triage's suggestion for the file: the deal, the category and why, accepted in one click by a person. */
function SuggestionLine({ suggestion }: { suggestion: FileSuggestion | undefined }) {
  const accept = useAcceptSuggestion();
  if (!suggestion) return null;
  return (
    <div className="mt-1 space-y-1 text-xs font-normal text-muted-foreground">
      <p>
        Suggested: deal {suggestion.deal_id} · {suggestion.deal_property_address} · {FILE_CATEGORY_LABELS[suggestion.category]}. {suggestion.reason}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={accept.isPending}
        aria-label={`Accept suggestion for ${suggestion.file_name}`}
        onClick={() =>
          // mutateAsync, not mutate's callbacks: the realtime refresh can remove this row (and this component)
          // before the answer arrives, and mutate's callbacks are dropped with an unmounted component.
          accept.mutateAsync(suggestion.pending_file_id).then(
            () => toast.success('File Approved', { description: `${suggestion.file_name} was added to deal ${suggestion.deal_id}.` }),
            (error: Error) => toast.error('Error', { description: error.message }),
          )
        }
      >
        <Check aria-hidden="true" />
        Accept suggestion
      </Button>
    </div>
  );
}
