// Inquiries (SPEC §2, §4, §8): intake from staff, the public form and brokers' systems into the pending queue
// (attachments stored in inquiry-files); approval creates an inquiry with status 'new' and transfers each
// attachment, reporting every failure by its cause; rejection keeps a reason. All decisions are audited.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { SIGNED_URL_VIEW_SECONDS, STORAGE_BUCKETS } from '../../core/limits.js';
import { TRANSFER_FAILURES } from '../../core/review/messages.js';
import type { PendingInquiryCreate } from '../../core/schemas/inquiries.js';
import type { AuthContext } from '../auth/guard.js';
import type { StoredDocument } from '../deals/files.js';
import { getVisibleDeal } from '../deals/service.js';
import { createAuditEntries, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { inquiries, inquiryFiles, pendingInquiries, pendingInquiryAttachments } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { fromApiRow, toApiRow } from '../platform/rows.js';
import { sanitizeFileName, type Storage } from '../platform/storage.js';

const BUCKET = STORAGE_BUCKETS.inquiryFiles;
/** Attachments one inquiry may carry. */
export const INQUIRY_MAX_ATTACHMENTS = 5;

type PendingRow = typeof pendingInquiries.$inferSelect;
type InquiryData = Omit<typeof inquiries.$inferInsert, 'id' | 'organizationId' | 'status' | 'createdAt'>;

const { id: _id, organizationId: _org, status: _status, createdAt: _created, ...dataColumns } = getTableColumns(inquiries);
const DATA_KEYS = Object.keys(dataColumns) as (keyof InquiryData)[];
const dataOf = (row: PendingRow): InquiryData => Object.fromEntries(DATA_KEYS.map((k) => [k, row[k]])) as InquiryData;

/** Where an attachment of a pending inquiry is stored (in inquiry-files); `formId` groups one form's files. */
export const pendingAttachmentKey = (formId: string, fileName: string) => `pending/${formId}/${randomUUID()}-${sanitizeFileName(fileName)}`;

/** Who took the inquiry: a signed-in member, or the organization's public form / intake API. */
export interface IntakeSource {
  organizationId: string;
  userId: string | null;
  channel: 'staff' | 'public_form' | 'api';
}

/** Attachments arrive already streamed into inquiry-files (pendingAttachmentKey); the caller removes them if this fails. */
export async function createPendingInquiry(db: AppDatabase, source: IntakeSource, input: PendingInquiryCreate, stored: StoredDocument[]) {
  const values = fromApiRow({ ...input, borrower_email: input.borrower_email || null }) as InquiryData;
  if (!Object.values(values).some((v) => v !== null && v !== '')) {
    throw new AppError('VALIDATION', 'Describe the inquiry: at least a borrower, a property or a loan amount.');
  }
  if (stored.length > INQUIRY_MAX_ATTACHMENTS) throw new AppError('VALIDATION', `Attach at most ${INQUIRY_MAX_ATTACHMENTS} files.`);
  const pendingId = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(pendingInquiries).values({ ...values, id: pendingId, organizationId: source.organizationId }).returning();
    if (stored.length) {
      await tx.insert(pendingInquiryAttachments).values(
        stored.map((file) => ({
          organizationId: source.organizationId,
          pendingInquiryId: pendingId,
          fileName: file.fileName.slice(0, 255),
          filePath: file.key,
          fileType: file.fileType,
          fileSize: file.bytes,
        })),
      );
    }
    await createAuditEntry(tx, {
      organizationId: source.organizationId,
      userId: source.userId,
      action: 'pending_inquiry_created',
      tableName: 'pending_inquiries',
      recordId: pendingId,
      newValues: toApiRow({ ...row!, organizationId: undefined }),
      metadata: { channel: source.channel, attachments: stored.map((f) => f.fileName) },
    });
    await publishChange(tx, { organizationId: source.organizationId, table: 'pending_inquiries', action: 'insert' });
    return { ...toApiRow({ ...row!, organizationId: undefined }), id: pendingId, attachment_count: stored.length };
  });
}

const attachmentView = ({ organizationId: _o, filePath: _p, pendingInquiryId: _i, ...rest }: typeof pendingInquiryAttachments.$inferSelect) => toApiRow(rest);

export async function listPendingInquiries(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select()
    .from(pendingInquiries)
    .where(and(eq(pendingInquiries.organizationId, organizationId), eq(pendingInquiries.processingStatus, 'pending')))
    .orderBy(desc(pendingInquiries.createdAt));
  const attachments = rows.length
    ? await db.select().from(pendingInquiryAttachments).where(inArray(pendingInquiryAttachments.pendingInquiryId, rows.map((r) => r.id)))
    : [];
  return rows.map((row) => ({
    ...toApiRow({ ...row, organizationId: undefined }),
    attachments: attachments.filter((a) => a.pendingInquiryId === row.id).map(attachmentView),
  }));
}

async function lockedPending(tx: Executor, ctx: AuthContext, id: string): Promise<PendingRow> {
  const [row] = await tx
    .select()
    .from(pendingInquiries)
    .where(and(eq(pendingInquiries.id, id), eq(pendingInquiries.organizationId, ctx.organizationId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('Inquiry');
  if (row.processingStatus !== 'pending') throw new AppError('CONFLICT', `This inquiry was already ${row.processingStatus}.`);
  return row;
}

export interface TransferFailure {
  file_name: string;
  reason: string;
}

/** Approve: the inquiry (status 'new') in one transaction, then each attachment's transfer on its own. */
export async function approvePendingInquiry(db: AppDatabase, storage: Storage, ctx: AuthContext, id: string) {
  const { inquiry, attachments } = await db.transaction(async (tx) => {
    const pending = await lockedPending(tx, ctx, id);
    const [inquiry] = await tx.insert(inquiries).values({ ...dataOf(pending), organizationId: ctx.organizationId, status: 'new' }).returning();
    await tx
      .update(pendingInquiries)
      .set({ processingStatus: 'approved', processedAt: new Date(), inquiryId: inquiry!.id })
      .where(eq(pendingInquiries.id, id));
    await createAuditEntries(tx, [
      {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'inquiry_approved',
        tableName: 'pending_inquiries',
        recordId: id,
        oldValues: { processing_status: 'pending' },
        newValues: { processing_status: 'approved', inquiry_id: inquiry!.id },
      },
      {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'inquiry_created',
        tableName: 'inquiries',
        recordId: inquiry!.id,
        newValues: toApiRow({ ...inquiry!, organizationId: undefined }),
        metadata: { pending_inquiry_id: id },
      },
    ]);
    await publishChange(
      tx,
      { organizationId: ctx.organizationId, table: 'pending_inquiries', action: 'update' },
      { organizationId: ctx.organizationId, table: 'inquiries', action: 'insert' },
    );
    const attachments = await tx.select().from(pendingInquiryAttachments).where(eq(pendingInquiryAttachments.pendingInquiryId, id));
    return { inquiry: inquiry!, attachments };
  });

  const failures: TransferFailure[] = [];
  let transferred = 0;
  for (const attachment of attachments) {
    const failure = await transferAttachment(db, storage, ctx, inquiry, attachment);
    if (failure) failures.push({ file_name: attachment.fileName, reason: failure });
    else transferred += 1;
  }
  return { inquiry_id: inquiry.id, total: attachments.length, transferred, failures };
}

/** One attachment into the inquiry's files: the cause of failure (SPEC §8), or null when it moved. */
async function transferAttachment(
  db: AppDatabase,
  storage: Storage,
  ctx: AuthContext | null,
  inquiry: typeof inquiries.$inferSelect,
  attachment: typeof pendingInquiryAttachments.$inferSelect,
): Promise<string | null> {
  if (!ctx) return TRANSFER_FAILURES.noUser;
  if (!inquiry.organizationId) return TRANSFER_FAILURES.noOrganization;
  if (!(await storage.exists(BUCKET, attachment.filePath))) return TRANSFER_FAILURES.sourceMissing;
  try {
    storage.signedUrl(BUCKET, attachment.filePath, SIGNED_URL_VIEW_SECONDS);
  } catch {
    return TRANSFER_FAILURES.signedUrl;
  }
  let source: Readable;
  try {
    source = await storage.openStream(BUCKET, attachment.filePath);
  } catch {
    return TRANSFER_FAILURES.download;
  }
  const target = `${inquiry.id}/${randomUUID()}-${sanitizeFileName(attachment.fileName)}`;
  try {
    await storage.putStream(BUCKET, target, source); // streamed: never whole in memory
  } catch {
    source.destroy();
    await storage.remove(BUCKET, target);
    return TRANSFER_FAILURES.upload;
  }
  try {
    await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(inquiryFiles)
        .values({
          organizationId: inquiry.organizationId,
          inquiryId: inquiry.id,
          uploadedBy: ctx.userId,
          fileName: attachment.fileName,
          filePath: target,
          fileType: attachment.fileType,
          fileSize: attachment.fileSize,
          description: 'Attached to the inquiry',
        })
        .returning();
      await tx.update(pendingInquiryAttachments).set({ status: 'approved', processedAt: new Date() }).where(eq(pendingInquiryAttachments.id, attachment.id));
      await createAuditEntry(tx, {
        organizationId: inquiry.organizationId,
        userId: ctx.userId,
        action: 'inquiry_file_transferred',
        tableName: 'inquiry_files',
        recordId: file!.id,
        oldValues: { status: 'pending', pending_attachment_id: attachment.id },
        newValues: { status: 'approved', file_name: file!.fileName, file_size: file!.fileSize },
        metadata: { inquiry_id: inquiry.id },
      });
      await publishChange(tx, { organizationId: inquiry.organizationId, table: 'inquiry_files', action: 'insert' });
    });
  } catch {
    await storage.remove(BUCKET, target); // a failed record creation removes the uploaded file (SPEC §8)
    return TRANSFER_FAILURES.record;
  }
  await storage.remove(BUCKET, attachment.filePath);
  return null;
}

export async function rejectPendingInquiry(db: AppDatabase, ctx: AuthContext, id: string, reason: string) {
  return db.transaction(async (tx) => {
    await lockedPending(tx, ctx, id);
    const [after] = await tx
      .update(pendingInquiries)
      .set({ processingStatus: 'rejected', rejectionReason: reason, processedAt: new Date() })
      .where(eq(pendingInquiries.id, id))
      .returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'inquiry_rejected',
      tableName: 'pending_inquiries',
      recordId: id,
      oldValues: { processing_status: 'pending' },
      newValues: { processing_status: 'rejected', rejection_reason: reason },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'pending_inquiries', action: 'update' });
    return { id, processing_status: after!.processingStatus, rejection_reason: after!.rejectionReason };
  });
}

/** Approved inquiries, newest first, with their files. */
export async function listInquiries(db: AppDatabase, organizationId: string) {
  const rows = await db.select().from(inquiries).where(eq(inquiries.organizationId, organizationId)).orderBy(desc(inquiries.createdAt)).limit(200);
  const files = rows.length
    ? await db.select().from(inquiryFiles).where(inArray(inquiryFiles.inquiryId, rows.map((r) => r.id))).orderBy(asc(inquiryFiles.fileName))
    : [];
  return rows.map((row) => ({
    ...toApiRow({ ...row, organizationId: undefined }),
    files: files
      .filter((f) => f.inquiryId === row.id)
      .map(({ organizationId: _o, filePath: _p, ...f }) => toApiRow(f)),
  }));
}

export async function inquiryFileUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, inquiryId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(inquiryFiles)
    .where(and(eq(inquiryFiles.id, fileId), eq(inquiryFiles.inquiryId, inquiryId), eq(inquiryFiles.organizationId, ctx.organizationId)))
    .limit(1);
  if (!file) throw notFound('File');
  return { url: storage.signedUrl(BUCKET, file.filePath, SIGNED_URL_VIEW_SECONDS, file.fileName) };
}

/**
 * A signed URL (300 s) of an attachment of an inquiry still awaiting review, to preview (`inline`: a PDF or an
 * image shows in the browser) or download before deciding. Once approved it is an inquiry file.
 */
export async function pendingAttachmentUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, pendingId: string, attachmentId: string, inline: boolean) {
  const [row] = await db
    .select({ attachment: pendingInquiryAttachments, processingStatus: pendingInquiries.processingStatus })
    .from(pendingInquiryAttachments)
    .innerJoin(pendingInquiries, eq(pendingInquiries.id, pendingInquiryAttachments.pendingInquiryId))
    .where(
      and(
        eq(pendingInquiryAttachments.id, attachmentId),
        eq(pendingInquiryAttachments.pendingInquiryId, pendingId),
        eq(pendingInquiryAttachments.organizationId, ctx.organizationId),
      ),
    )
    .limit(1);
  if (!row || row.processingStatus !== 'pending' || row.attachment.status !== 'pending') throw notFound('Attachment');
  const { fileName, filePath, fileType } = row.attachment;
  if (!(await storage.exists(BUCKET, filePath))) throw new AppError('NOT_FOUND', `${fileName} is no longer in storage.`);
  const url = storage.signedUrl(BUCKET, filePath, SIGNED_URL_VIEW_SECONDS, fileName);
  return { url: inline ? `${url}&inline=1` : url, expires_in: SIGNED_URL_VIEW_SECONDS, file_name: fileName, file_type: fileType };
}

/** After the prefilled New Deal form created a deal from the inquiry: the inquiry is converted, audited. */
export async function markInquiryConverted(db: AppDatabase, ctx: AuthContext, inquiryId: string, dealId: string) {
  return db.transaction(async (tx) => {
    const [inquiry] = await tx
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.id, inquiryId), eq(inquiries.organizationId, ctx.organizationId)))
      .for('update');
    if (!inquiry) throw notFound('Inquiry');
    await getVisibleDeal(tx, ctx, dealId);
    await tx.update(inquiries).set({ status: 'converted' }).where(eq(inquiries.id, inquiryId));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'inquiry_converted',
      tableName: 'inquiries',
      recordId: inquiryId,
      oldValues: { status: inquiry.status },
      newValues: { status: 'converted', deal_id: dealId },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'inquiries', action: 'update' });
    return { id: inquiryId, status: 'converted', deal_id: dealId };
  });
}
