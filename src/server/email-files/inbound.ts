// Inbound mail (issue 14): one raw MIME message in, every attachment stored as a pending file of the deal it
// names (or of no deal, for manual assignment), one email_processing_log row per message. Whatever arrives
// is recorded: refused attachments are listed in the log with their reason, never silently dropped.
//
// Streamed (issue 21): the message is parsed as it arrives (mailparser's MailParser) and each attachment flows
// into storage through the driver's streaming put, so no message or file is ever whole in memory. The message's
// size is counted as it is read (past the limit it is refused, 552 / 413), and each attachment counts against the
// organization's storage room (past it the message is refused, 552 / 402). Whatever fails removes the files this
// delivery stored: no file without its row, no row without its file.
//
// Durability: the caller acknowledges the message (SMTP 250, HTTP 202) only after this returns, i.e. after
// the files are stored and the rows committed. A sender that saw no acknowledgement sends again; the
// Message-ID (or the raw bytes' hash) makes that retry land once: it is logged as 'duplicate' and stores nothing.
import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { MailParser, type AddressObject, type AttachmentStream, type Headers, type MessageText } from 'mailparser';
import { STORAGE_BUCKETS, UPLOAD_MAX_BYTES } from '../../core/limits.js';
import { dealIdOfMessage, inboundOutcome, type InboundOutcome } from '../../core/review/inbound-mail.js';
import { documentType, UNSUPPORTED_FILE_MESSAGE } from '../deals/files.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { deals, emailProcessingLog, pendingFileUploads } from '../platform/db/schema.js';
import { AppError, megabytes } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { sanitizeFileName, type Storage } from '../platform/storage.js';
import { storeUpload, type UploadBudget } from '../platform/uploads.js';
import { findDefaultOrganization } from '../organizations/service.js';
import { bounceOf, matchBounce, RETURNED_PARTS } from '../growth/bounces.js';
import type { Keyring } from '../platform/keyring.js';

/** How much of a message's text the log keeps when none of its files could be kept. */
const INBOUND_TEXT_KEPT_CHARS = 20_000;
/** How much of a message's text each of its files keeps for inbound triage to find their deal. */
const INBOUND_TRIAGE_TEXT_CHARS = 4_000;
/** How much of a returned part (a bounce's delivery report or headers) is read to match the bounce. */
const RETURNED_PART_MAX_BYTES = 256 * 1024;
/** How much of the message's start a failed delivery's log entry reads its headers from. */
const LOGGED_HEAD_BYTES = 64 * 1024;

/** The largest whole message accepted (several attachments of up to 25 MB each, base64-encoded). */
export const INBOUND_MESSAGE_MAX_BYTES = 100 * 1024 * 1024;

/** A message refused for its size (SMTP 552, HTTP 413): nothing of it is kept. */
export const messageTooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', `The message is larger than the limit of ${megabytes(maxBytes)}.`);

/** The sender went away (or the request was cut) before the message's end: nothing of it is kept. */
export class MessageCutOff extends Error {
  constructor() {
    super('The message was cut off before its end.');
    this.name = 'MessageCutOff';
  }
}

const BUCKET = STORAGE_BUCKETS.dealFiles;

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
  /** The storage the organization may still fill (its plan's room); unlimited when absent or undefined. */
  storageRoom?: (organizationId: string) => Promise<UploadBudget | undefined>;
  /** The largest message taken; INBOUND_MESSAGE_MAX_BYTES unless set. */
  maxBytes?: number;
}

const addresses = (field: unknown) =>
  [(field as AddressObject | AddressObject[] | undefined) ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '').filter(Boolean));

const headerText = (headers: Headers, name: string) => {
  const value = headers.get(name);
  return typeof value === 'string' ? value : undefined;
};

function headerRecipients(headers: Headers): string[] {
  const extra = ['delivered-to', 'x-original-to'].flatMap((name) => headerText(headers, name) ?? []);
  return [...addresses(headers.get('to')), ...addresses(headers.get('cc')), ...extra];
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

/** Text as PostgreSQL stores it: a NUL character (which a hostile or broken message may carry) is dropped. */
const storable = (text: string | undefined | null, max: number) => (text == null ? null : text.replace(/\0/g, '').slice(0, max));

/** Counts, hashes and keeps the start of the raw message as it passes; past `maxBytes` it fails the read. */
function messageMeter(maxBytes: number) {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) return done(messageTooLarge(maxBytes));
      hash.update(chunk);
      if (headBytes < LOGGED_HEAD_BYTES) {
        const kept = Buffer.from(chunk.subarray(0, LOGGED_HEAD_BYTES - headBytes));
        head.push(kept);
        headBytes += kept.length;
      }
      done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes, sha256: () => hash.digest('hex'), head: () => Buffer.concat(head).toString('latin1') };
}

type Meter = ReturnType<typeof messageMeter>;

/** Refusals the sender is told of, and cut-off messages, leave no log entry: nothing of them arrived whole. */
const logsFailure = (error: unknown) =>
  !(error instanceof MessageCutOff) && !(error instanceof AppError && error.code !== 'PAYMENT_REQUIRED');

/**
 * Stores one message, read from `message` as it arrives. When that fails (the sender is told to retry, or why
 * not), every file this delivery stored is removed, and an unexpected failure or a full storage is logged when
 * the database can take it, so the log shows every attempt that did not land.
 */
export async function ingestMessage(
  db: AppDatabase,
  storage: Storage,
  message: Readable | Uint8Array,
  options: InboundOptions = {},
): Promise<InboundResult> {
  const source = message instanceof Readable ? message : Readable.from([message]);
  const meter = messageMeter(options.maxBytes ?? INBOUND_MESSAGE_MAX_BYTES);
  const written: string[] = [];
  try {
    return await receive(db, storage, source, meter, written, options);
  } catch (error) {
    // The rest is read and dropped, so the sender gets the answer rather than a reset connection.
    source.unpipe();
    source.resume();
    for (const key of written) await storage.remove(BUCKET, key).catch(() => undefined);
    if (logsFailure(error)) await logFailure(db, meter.head(), options, error).catch(() => undefined);
    throw error;
  }
}

async function logFailure(db: AppDatabase, headers: string, options: InboundOptions, error: unknown) {
  const organizationId = options.organizationId ?? (await findDefaultOrganization(db))?.id;
  if (!organizationId) return;
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

/** Reads a stream to its end, keeping at most `max` bytes of it. */
async function readCapped(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let kept = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (kept < max) chunks.push(chunk.subarray(0, max - kept));
    kept += Math.min(chunk.length, Math.max(0, max - kept));
  }
  return Buffer.concat(chunks);
}

/** Who a message is from and for, where it belongs, and whether it already landed: known from its headers. */
async function addressOf(db: AppDatabase, headers: Headers, options: InboundOptions) {
  const headerMessageId = storable(headerText(headers, 'message-id'), 500);
  const recipients = [...(options.envelopeRecipients ?? []), ...headerRecipients(headers)].map((r) => storable(r, 320)!);
  const subject = storable(headerText(headers, 'subject'), 500);
  const from = (headers.get('from') as AddressObject | undefined)?.value[0];
  const emailFrom = storable(from?.address || options.envelopeFrom, 320);
  const target = await resolveTarget(db, dealIdOfMessage(recipients, subject), options.organizationId);
  const duplicate = headerMessageId !== null && (await isLogged(db, target.organizationId, headerMessageId));
  // With a Message-ID the keys follow from the message and the position, so a retried message rewrites the
  // files of a delivery that died before its commit. Without one (its id is the hash of the whole message,
  // known only at the end) the delivery's files get a folder of their own.
  const folder = headerMessageId
    ? createHash('sha256').update(`${target.organizationId}\n${headerMessageId}`).digest('hex').slice(0, 32)
    : randomUUID().replace(/-/g, '');
  const room = await options.storageRoom?.(target.organizationId);
  return { headerMessageId, recipients, subject, from, emailFrom, target, duplicate, folder, room };
}

type Addressed = Awaited<ReturnType<typeof addressOf>>;

async function receive(
  db: AppDatabase,
  storage: Storage,
  source: Readable,
  meter: Meter,
  written: string[],
  options: InboundOptions,
): Promise<InboundResult> {
  const parser = new MailParser({ skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true, checksumAlgo: false });
  let headers: Headers = new Map();
  parser.once('headers', (parsed: Headers) => (headers = parsed));
  let current: AttachmentStream | undefined;
  const fail = (error: Error) => {
    current?.content.destroy(error);
    parser.destroy(error);
  };
  source.on('error', () => fail(new MessageCutOff()));
  source.once('close', () => {
    if (!source.readableEnded) fail(new MessageCutOff());
  });
  meter.stream.once('error', fail);
  source.pipe(meter.stream).pipe(parser);

  let addressed: Addressed | undefined;
  let text = '';
  const returnedParts: string[] = [];
  const refused: InboundResult['refused'] = [];
  const accepted: { fileName: string; key: string; fileType: string; bytes: number }[] = [];
  let attachmentCount = 0;
  let stored = 0;

  async function take(attachment: AttachmentStream, into: Addressed) {
    // Images embedded in the HTML body (cid:) are part of the text, not files.
    if (attachment.related) return void (await readCapped(attachment.content, 0));
    const index = ++attachmentCount;
    const fileName = storable(attachment.filename, 255) || `attachment-${index}`;
    if (RETURNED_PARTS.test(attachment.contentType)) {
      returnedParts.push((await readCapped(attachment.content, RETURNED_PART_MAX_BYTES)).toString('utf8'));
      refused.push({ file_name: fileName, reason: UNSUPPORTED_FILE_MESSAGE });
      return;
    }
    if (into.duplicate) return void (await readCapped(attachment.content, 0));
    const key = `inbox/${into.folder}/${index}-${sanitizeFileName(fileName)}`;
    await storage.remove(BUCKET, key); // left by a delivery of this message that died before its commit
    const budget = into.room && { bytes: into.room.bytes - stored, refuse: into.room.refuse };
    try {
      const file = await storeUpload(storage, { bucket: BUCKET, key }, attachment.content, { fileName, maxBytes: UPLOAD_MAX_BYTES, typeOf: documentType, budget });
      written.push(key);
      stored += file.bytes;
      accepted.push({ fileName, key, fileType: file.type, bytes: file.bytes });
    } catch (error) {
      // A file that is too large or not a document is refused on its own; a full storage refuses the message.
      if (!(error instanceof AppError) || error.code === 'PAYMENT_REQUIRED') throw error;
      refused.push({ file_name: fileName, reason: error.code === 'PAYLOAD_TOO_LARGE' ? `Larger than ${megabytes(UPLOAD_MAX_BYTES)}.` : error.message });
    }
  }

  for await (const part of parser as AsyncIterable<AttachmentStream | MessageText>) {
    if (part.type === 'text') {
      text = part.text ?? '';
      continue;
    }
    current = part;
    try {
      addressed ??= await addressOf(db, headers, options);
      await take(part, addressed);
    } finally {
      current = undefined;
      part.release?.();
    }
  }
  if (meter.bytes() === 0) throw new AppError('VALIDATION', 'The message is empty: send the raw message (MIME).');
  const message = addressed ?? (await addressOf(db, headers, options));
  const { target, subject, emailFrom, recipients } = message;
  const messageId = message.headerMessageId ?? `sha256:${meter.sha256()}`;

  // A bounce of our marketing mail carries the returned message, not files.
  const bounce = options.keyring ? bounceOf({ headers, from: message.from, subject, text, returnedParts }) : null;
  const duplicate = message.duplicate || (message.headerMessageId === null && (await isLogged(db, target.organizationId, messageId)));
  if (bounce || duplicate) await removeAll(storage, written);
  const kept = bounce || duplicate ? [] : accepted;

  const result = await db.transaction(async (tx) => {
    // One delivery of a message at a time: a concurrent retry waits here, then sees the first as logged.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inbound:${target.organizationId}:${messageId}`}, 0))`);
    const again = duplicate || (await isLogged(tx, target.organizationId, messageId));
    const files = again ? [] : kept;
    const refusedFiles = bounce ? [] : refused;
    const outcome = inboundOutcome({ matched: target.dealId !== null, stored: kept.length, refused: refusedFiles.length, duplicate: again });
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
        attachmentCount: bounce ? 0 : attachmentCount,
        details: {
          recipients: recipients.slice(0, 20),
          refused: refusedFiles,
          stored: files.length,
          ...(bounce ? { bounce: { recipients: bounce.recipients, matched_messages: bounced.length } } : {}),
          // With no file kept, the message's own words are, so that nothing that arrived is lost.
          ...(kept.length === 0 && !again ? { text: storable(text, INBOUND_TEXT_KEPT_CHARS) ?? '' } : {}),
        },
      })
      .returning({ id: emailProcessingLog.id });
    if (files.length) {
      await tx.insert(pendingFileUploads).values(
        files.map((file) => ({
          organizationId: target.organizationId,
          dealId: target.dealId,
          fileName: file.fileName,
          filePath: file.key,
          fileType: file.fileType,
          fileSize: file.bytes,
          emailFrom,
          status: 'pending',
          emailSubject: subject,
          emailText: storable(text, INBOUND_TRIAGE_TEXT_CHARS),
        })),
      );
      await publishChange(tx, { organizationId: target.organizationId, table: 'pending_file_uploads', action: 'insert' });
    }
    await publishChange(tx, { organizationId: target.organizationId, table: 'email_processing_log', action: 'insert' });
    return { logId: log!.id, organizationId: target.organizationId, outcome, dealId: target.dealId, stored: files.length, refused: refusedFiles };
  });
  // A concurrent delivery of the same message landed first: files of a folder of this delivery's own go again
  // (with a Message-ID the keys are the first delivery's, which its rows point at).
  if (result.outcome === 'duplicate' && message.headerMessageId === null) await removeAll(storage, written);
  return result;
}

async function removeAll(storage: Storage, keys: string[]) {
  for (const key of keys.splice(0)) await storage.remove(BUCKET, key);
}

/** Whether the message already landed: a delivery that failed, or was itself a duplicate, does not count. */
async function isLogged(db: Executor, organizationId: string, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailProcessingLog.id })
    .from(emailProcessingLog)
    .where(
      and(
        eq(emailProcessingLog.organizationId, organizationId),
        eq(emailProcessingLog.messageId, messageId),
        notInArray(emailProcessingLog.status, ['duplicate', 'failed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}
