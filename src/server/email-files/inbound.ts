// Inbound mail (issue 14): one raw MIME message in, every attachment stored as a pending file of the deal it
// names (or of no deal, for manual assignment), one email_processing_log row per message. Whatever arrives
// is recorded: refused attachments are listed in the log with their reason, never silently dropped.
//
// Durability: the caller acknowledges the message (SMTP 250, HTTP 202) only after this returns, i.e. after
// the files are on disk and the rows committed. A sender that saw no acknowledgement sends again; the
// Message-ID (or the raw bytes' hash) makes that retry land once: it is logged as 'duplicate' and stores nothing.
import { createHash } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { STORAGE_BUCKETS, UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { dealIdOfMessage, inboundOutcome, type InboundOutcome } from '../../core/review/inbound-mail.js';
import { verifiedFileType } from '../deals/files.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { deals, emailProcessingLog, pendingFileUploads } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sanitizeFileName, type Storage } from '../platform/storage.js';
import { findDefaultOrganization } from '../organizations/service.js';
import { bounceOf, matchBounce } from '../growth/bounces.js';
import type { Keyring } from '../platform/keyring.js';

/** How much of a message's text the log keeps when none of its files could be kept. */
const INBOUND_TEXT_KEPT_CHARS = 20_000;
/** How much of a message's text each of its files keeps for inbound triage to find their deal. */
const INBOUND_TRIAGE_TEXT_CHARS = 4_000;

/** The largest whole message accepted (several attachments of up to 25 MB each, base64-encoded). */
export const INBOUND_MESSAGE_MAX_BYTES = 100 * 1024 * 1024;

export interface InboundResult {
  logId: string;
  organizationId: string;
  outcome: InboundOutcome;
  dealId: string | null;
  stored: number;
  refused: { file_name: string; reason: string }[];
}

export interface InboundOptions {
  /** The organization the message was sent to (the HTTP endpoint's key says so); SMTP leaves it to the deal. */
  organizationId?: string;
  /** SMTP envelope recipients (RCPT TO), which name the deal even when the headers do not. */
  envelopeRecipients?: string[];
  envelopeFrom?: string;
  /** Opens the signed ids in returned marketing mail, so bounces are matched to their message. */
  keyring?: Keyring;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '').filter(Boolean));

function headerRecipients(parsed: ParsedMail): string[] {
  const extra = ['delivered-to', 'x-original-to'].flatMap((name) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? [value] : [];
  });
  return [...addresses(parsed.to), ...addresses(parsed.cc), ...extra];
}

/** Which organization and deal a message belongs to: the named deal decides, else the given or default organization. */
async function resolveTarget(db: AppDatabase, dealIdCandidate: string | null, organizationId: string | undefined) {
  if (dealIdCandidate) {
    const [deal] = await db
      .select({ id: deals.id, organizationId: deals.organizationId })
      .from(deals)
      .where(and(eq(deals.id, dealIdCandidate), organizationId ? eq(deals.organizationId, organizationId) : undefined))
      .limit(1);
    if (deal) return { organizationId: deal.organizationId, dealId: deal.id };
  }
  if (organizationId) return { organizationId, dealId: null };
  const fallback = await findDefaultOrganization(db);
  if (!fallback) throw new Error('No organization exists to receive mail');
  return { organizationId: fallback.id, dealId: null };
}

/** Why an attachment is refused, or null when it may be stored. */
function refusal(bytes: Buffer, fileName: string): string | null {
  if (bytes.length > UPLOAD_MAX_BYTES) return 'Larger than 25MB.';
  try {
    verifiedFileType(bytes, fileName);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
}

/** Text as PostgreSQL stores it: a NUL character (which a hostile or broken message may carry) is dropped. */
const storable = (text: string | undefined | null, max: number) => (text == null ? null : text.replace(/\0/g, '').slice(0, max));

/**
 * Stores one message. When that fails (the sender is told to retry), the failure itself is logged when the
 * database can take it, so the log shows every attempt that did not land.
 */
export async function ingestMessage(db: AppDatabase, storage: Storage, raw: Buffer, options: InboundOptions = {}): Promise<InboundResult> {
  try {
    return await storeMessage(db, storage, raw, options);
  } catch (error) {
    await logFailure(db, raw, options, error).catch(() => undefined);
    throw error;
  }
}

async function logFailure(db: AppDatabase, raw: Buffer, options: InboundOptions, error: unknown) {
  const organizationId = options.organizationId ?? (await findDefaultOrganization(db))?.id;
  if (!organizationId) return;
  const headers = raw.subarray(0, 64 * 1024).toString('latin1');
  const header = (name: string) => storable(new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(headers)?.[1]?.trim(), 500);
  await db.insert(emailProcessingLog).values({
    organizationId,
    messageId: header('Message-ID'),
    emailFrom: header('From') ?? storable(options.envelopeFrom, 320),
    subject: header('Subject'),
    status: 'failed',
    details: { error: storable(error instanceof Error ? error.message : String(error), 2000), recipients: options.envelopeRecipients?.slice(0, 20) ?? [] },
  });
}

async function storeMessage(db: AppDatabase, storage: Storage, raw: Buffer, options: InboundOptions): Promise<InboundResult> {
  const parsed = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const messageId = storable(parsed.messageId, 500) ?? `sha256:${createHash('sha256').update(raw).digest('hex')}`;
  const recipients = [...(options.envelopeRecipients ?? []), ...headerRecipients(parsed)].map((r) => storable(r, 320)!);
  const subject = storable(parsed.subject, 500);
  const emailFrom = storable(addresses(parsed.from)[0] ?? options.envelopeFrom, 320);
  const target = await resolveTarget(db, dealIdOfMessage(recipients, subject), options.organizationId);

  // A bounce of our marketing mail carries the returned message, not files.
  const bounce = options.keyring ? bounceOf(parsed) : null;
  // Attachments proper; images embedded in the HTML body (cid:) are part of the text, not files.
  const attachments = bounce ? [] : parsed.attachments.filter((a) => !a.related);
  const folder = createHash('sha256').update(`${target.organizationId}\n${messageId}`).digest('hex').slice(0, 32);
  const refused: InboundResult['refused'] = [];
  const accepted: { fileName: string; key: string; fileType: string; bytes: Buffer }[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const fileName = storable(attachment.filename, 255) || `attachment-${index + 1}`;
    const reason = refusal(attachment.content, fileName);
    if (reason) {
      refused.push({ file_name: fileName, reason });
      continue;
    }
    // The key follows from the message and the position, so a retried message rewrites its own files.
    const key = `inbox/${folder}/${index + 1}-${sanitizeFileName(fileName)}`;
    accepted.push({ fileName, key, fileType: verifiedFileType(attachment.content, fileName), bytes: attachment.content });
  }

  const duplicate = await isLogged(db, target.organizationId, messageId);
  if (!duplicate) {
    for (const file of accepted) {
      await storage.remove(STORAGE_BUCKETS.dealFiles, file.key); // left by a delivery that died before its commit
      await storage.put(STORAGE_BUCKETS.dealFiles, file.key, file.bytes);
    }
  }

  return db.transaction(async (tx) => {
    // One delivery of a message at a time: a concurrent retry waits here, then sees the first as logged.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inbound:${target.organizationId}:${messageId}`}, 0))`);
    const again = duplicate || (await isLogged(tx, target.organizationId, messageId));
    const outcome = inboundOutcome({ matched: target.dealId !== null, stored: accepted.length, refused: refused.length, duplicate: again });
    const bounced = bounce && !again && options.keyring ? await matchBounce(tx, options.keyring, target.organizationId, bounce) : [];
    const [log] = await tx
      .insert(emailProcessingLog)
      .values({
        organizationId: target.organizationId,
        messageId,
        emailFrom,
        subject,
        status: outcome,
        dealId: target.dealId,
        attachmentCount: attachments.length,
        details: {
          recipients: recipients.slice(0, 20),
          refused,
          stored: again ? 0 : accepted.length,
          ...(bounce ? { bounce: { recipients: bounce.recipients, matched_messages: bounced.length } } : {}),
          // With no file kept, the message's own words are, so that nothing that arrived is lost.
          ...(accepted.length === 0 && !again ? { text: storable(parsed.text, INBOUND_TEXT_KEPT_CHARS) ?? '' } : {}),
        },
      })
      .returning({ id: emailProcessingLog.id });
    if (!again && accepted.length) {
      await tx.insert(pendingFileUploads).values(
        accepted.map((file) => ({
          organizationId: target.organizationId,
          dealId: target.dealId,
          fileName: file.fileName,
          filePath: file.key,
          fileType: file.fileType,
          fileSize: file.bytes.length,
          emailFrom,
          status: 'pending',
          emailSubject: subject,
          emailText: storable(parsed.text, INBOUND_TRIAGE_TEXT_CHARS),
        })),
      );
      await publishChange(tx, { organizationId: target.organizationId, table: 'pending_file_uploads', action: 'insert' });
    }
    await publishChange(tx, { organizationId: target.organizationId, table: 'email_processing_log', action: 'insert' });
    return {
      logId: log!.id,
      organizationId: target.organizationId,
      outcome,
      dealId: target.dealId,
      stored: again ? 0 : accepted.length,
      refused,
    };
  });
}

async function isLogged(db: Executor, organizationId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailProcessingLog.id })
    .from(emailProcessingLog)
    .where(and(eq(emailProcessingLog.organizationId, organizationId), eq(emailProcessingLog.messageId, messageId), ne(emailProcessingLog.status, 'duplicate')))
    .limit(1);
  return row !== undefined;
}
