// Bounced marketing mail arriving through the inbound mail path (SMTP listener or the raw-MIME endpoint): the
// report is matched to the message it returns — by the signed id every message carries in its headers, else by
// the failed address among the organization's sent messages — and that message is recorded as bounced.
import type { Headers } from 'mailparser';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { parseBounce, type BounceReport } from '../../core/growth/bounce.js';
import type { Executor } from '../platform/db/client.js';
import { outreachEmails } from '../platform/db/schema.js';
import type { Keyring } from '../platform/keyring.js';
import { messageIdOf, recordBounce } from './outreach.js';

/** Parts of a report that carry the returned message or its delivery status: read as text, never stored as files. */
export const RETURNED_PARTS = /^(message\/(delivery-status|global-delivery-status|rfc822|global|global-headers)|text\/rfc822-headers)/i;

/** What of an inbound message tells whether it is a bounce: its headers, its text and its returned parts. */
export interface BounceEvidence {
  headers: Headers;
  from: { name?: string; address?: string } | undefined;
  subject: string | null;
  text: string;
  returnedParts: string[];
}

/** The permanent failure an inbound message reports, or null when it is not a bounce. */
export function bounceOf(message: BounceEvidence): BounceReport | null {
  const type = message.headers.get('content-type') as { value?: string; params?: Record<string, string> } | undefined;
  const from = message.from;
  return parseBounce({
    from: from ? `${from.name ?? ''} <${from.address ?? ''}>` : null,
    subject: message.subject,
    contentType: type?.value ? `${type.value}; report-type=${type.params?.['report-type'] ?? ''}` : null,
    parts: [message.text, ...message.returnedParts],
  });
}

/** Marks the messages a bounce report is about; returns their ids. */
export async function matchBounce(tx: Executor, keyring: Keyring, organizationId: string, report: BounceReport): Promise<string[]> {
  // The signed id is proof on its own (it may belong to any organization served by this listener).
  const ids = report.tokens.map((t) => messageIdOf(keyring, t)).filter((id): id is string => id !== null);
  if (ids.length === 0) {
    for (const email of report.recipients) {
      const [last] = await tx
        .select({ id: outreachEmails.id })
        .from(outreachEmails)
        .where(and(eq(outreachEmails.organizationId, organizationId), sql`lower(${outreachEmails.email}) = ${email}`, isNotNull(outreachEmails.sentAt)))
        .orderBy(desc(outreachEmails.sentAt))
        .limit(1);
      if (last) ids.push(last.id);
    }
  }
  const marked: string[] = [];
  for (const id of new Set(ids)) if (await recordBounce(tx, id, report.diagnostic)) marked.push(id);
  return marked;
}
