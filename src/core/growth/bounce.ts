// Bounces: which of our marketing messages a delivery-failure report (RFC 3464 DSN, or an MTA's plain
// "undeliverable" mail) is about, and whether the failure is permanent. Only a permanent failure (5.x.x, or an
// SMTP 5yz reply) suppresses an address; a delay (4.x.x) does not.

/** The header every marketing message carries: the signed id of the message, echoed back inside bounces. */
export const OUTREACH_HEADER = 'X-Lender-OS-Outreach';

export interface BounceReport {
  /** Signed message tokens found in the returned headers. */
  tokens: string[];
  /** Final-Recipient / Original-Recipient addresses, lower case. */
  recipients: string[];
  /** A line for the recipient's row: the status and the remote server's words. */
  diagnostic: string;
}

export interface BounceSource {
  from: string | null;
  subject: string | null;
  /** The top content type (multipart/report; report-type=delivery-status for a DSN). */
  contentType: string | null;
  /** The text of every part: body, delivery-status, returned headers or message. */
  parts: string[];
}

const isReport = (contentType: string | null) => /multipart\/report/i.test(contentType ?? '') && /delivery-status/i.test(contentType ?? '');
const fromDaemon = (from: string | null) => /mailer-daemon|postmaster|mail delivery (sub)?system/i.test(from ?? '');
const bounceSubject = (subject: string | null) =>
  /undeliver|delivery status notification \(failure\)|mail delivery failed|returned mail|delivery failure|failure notice/i.test(subject ?? '');

/**
 * The permanent failure a message reports, or null when it is not a bounce (or only a delay). A DSN says so
 * with Action: failed / Status: 5.x.x; a plain notice from the mailer daemon counts when it quotes a 5xx reply.
 */
export function parseBounce(source: BounceSource): BounceReport | null {
  const text = source.parts.join('\n');
  if (!isReport(source.contentType) && !(fromDaemon(source.from) && bounceSubject(source.subject))) return null;
  const field = (name: string) => [...text.matchAll(new RegExp(`^${name}:[ \\t]*(.+)$`, 'gim'))].map((m) => m[1]!.trim());
  const actions = field('Action').map((a) => a.toLowerCase());
  const statuses = field('Status');
  const permanentStatus = statuses.find((s) => /^5\.\d{1,3}\.\d{1,3}/.test(s));
  const smtpReply = /\b(5\d\d)[ -](?:5\.\d{1,3}\.\d{1,3}\b)?[^\n]*/.exec(text)?.[0]?.trim();
  const permanent = isReport(source.contentType) ? actions.includes('failed') || Boolean(permanentStatus) : Boolean(permanentStatus || smtpReply);
  if (!permanent) return null;
  const recipients = [...field('Final-Recipient'), ...field('Original-Recipient')]
    .map((r) => r.replace(/^rfc822;\s*/i, '').replace(/[<>]/g, '').trim().toLowerCase())
    .filter((r) => r.includes('@'));
  const tokens = field(OUTREACH_HEADER);
  const diagnostic = field('Diagnostic-Code')[0]?.replace(/^smtp;\s*/i, '') ?? smtpReply ?? permanentStatus ?? 'Permanent delivery failure';
  return {
    tokens: [...new Set(tokens)],
    recipients: [...new Set(recipients)],
    diagnostic: `Bounced: ${permanentStatus && !diagnostic.includes(permanentStatus) ? `${permanentStatus} ` : ''}${diagnostic}`.slice(0, 500),
  };
}

/** Whether an SMTP error from the relay is a permanent refusal of the recipient (a 5yz reply). */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number((error as { responseCode: unknown }).responseCode) : NaN;
  return code >= 500 && code < 600;
}
