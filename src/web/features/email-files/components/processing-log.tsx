import type { EmailLogView } from '@core/schemas/review';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadingIndicator } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatTimestamp } from '@web/features/deals/format-display';
import { useProcessingLog } from '../api/email-files';

const OUTCOME_LABEL: Record<string, { label: string; variant: 'green' | 'blue' | 'red' | 'grey' }> = {
  processed: { label: 'Processed', variant: 'green' },
  partial: { label: 'Some attachments refused', variant: 'blue' },
  unmatched: { label: 'No deal matched', variant: 'blue' },
  no_attachments: { label: 'No attachments', variant: 'grey' },
  rejected: { label: 'All attachments refused', variant: 'red' },
  duplicate: { label: 'Duplicate (already received)', variant: 'grey' },
  failed: { label: 'Failed (the sender retries)', variant: 'red' },
};

function problems(entry: EmailLogView): string {
  const refused = entry.details?.refused?.map((r) => `${r.file_name}: ${r.reason}`) ?? [];
  return [...refused, entry.details?.error ?? ''].filter(Boolean).join('; ');
}

/** The read-only email processing log, newest 100 (SPEC §7). */
export function ProcessingLog() {
  const log = useProcessingLog();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email processing log</CardTitle>
        <CardDescription>Every message received, newest first (last 100).</CardDescription>
      </CardHeader>
      <CardContent>
        {log.isPending && <LoadingIndicator />}
        {log.isError && <p role="alert">{log.error.message}</p>}
        {log.data?.length === 0 && <p className="text-sm text-muted-foreground">No email received yet.</p>}
        {log.data && log.data.length > 0 && (
          <Table aria-label="Email processing log" className="[&_td]:whitespace-normal [&_td]:break-words [&_th]:whitespace-normal">
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead>From</TableHead>
                <TableHead>Subject</TableHead>
                <TableHead>Deal</TableHead>
                <TableHead>Attachments</TableHead>
                <TableHead>Outcome</TableHead>
                <TableHead>Refused / error</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.map((entry) => {
                const outcome = OUTCOME_LABEL[entry.status] ?? { label: entry.status, variant: 'grey' as const };
                return (
                  <TableRow key={entry.id}>
                    <TableCell>{formatTimestamp(entry.created_at)}</TableCell>
                    <TableCell>{entry.email_from ?? '—'}</TableCell>
                    <TableCell>{entry.subject ?? '—'}</TableCell>
                    <TableCell>{entry.deal_id ?? 'none'}</TableCell>
                    <TableCell>{entry.attachment_count}</TableCell>
                    <TableCell>
                      <Badge variant={outcome.variant}>{outcome.label}</Badge>
                    </TableCell>
                    <TableCell className="max-w-80 whitespace-normal text-xs">{problems(entry)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
