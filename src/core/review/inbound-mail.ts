// Which deal an inbound e-mail is about (issue 14): the recipient `deal+{dealId}@…` first, then a deal id
// anywhere in the subject. Deal ids look like `{PREFIX}-{YYYYMMDD}-{NN}` (2-8 upper-case letters or digits).

const DEAL_ID = /\b([A-Z0-9]{2,8}-\d{8}-\d{2,3})\b/;
const PLUS_ADDRESS = /^deal\+([A-Za-z0-9]{2,8}-\d{8}-\d{2,3})@/i;

/** The deal id a message names, by recipient (`deal+{id}@…`), then by subject, or null. */
export function dealIdOfMessage(recipients: readonly string[], subject: string | null | undefined): string | null {
  for (const address of recipients) {
    const match = PLUS_ADDRESS.exec(address.trim());
    if (match) return match[1]!.toUpperCase();
  }
  const inSubject = DEAL_ID.exec(subject ?? '');
  return inSubject ? inSubject[1]! : null;
}

/** What became of one inbound message, as the processing log records it. */
export type InboundOutcome = 'processed' | 'partial' | 'unmatched' | 'no_attachments' | 'rejected' | 'duplicate';

export function inboundOutcome(o: { matched: boolean; stored: number; refused: number; duplicate: boolean }): InboundOutcome {
  if (o.duplicate) return 'duplicate';
  if (o.stored === 0 && o.refused > 0) return 'rejected';
  if (o.stored === 0) return 'no_attachments';
  if (!o.matched) return 'unmatched';
  return o.refused > 0 ? 'partial' : 'processed';
}
