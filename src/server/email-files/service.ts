// The Email Files queue (SPEC §2, §4): pending files received by e-mail, approved into a deal (copied to
// the deal's folder, a deal_files row, the original removed) or rejected with a reason; files whose source
// vanished are auto-rejected. Every decision is audited in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { EMAIL_PROCESSING_LOG_LIMIT, SIGNED_URL_VIEW_SECONDS, STORAGE_BUCKETS } from '../../core/limits.js';
import { CLEANUP_REASON, fileNotFoundMessage, SOURCE_MISSING_REASON } from '../../core/review/messages.js';
import type { FileCategory } from '../../core/schemas/library.js';
import type { EmailLogView, PendingFileView } from '../../core/schemas/review.js';
import type { AuthContext } from '../auth/guard.js';
import { getVisibleDeal } from '../deals/service.js';
import { createAuditEntries, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { dealFiles, deals, emailProcessingLog, pendingFileUploads } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { sanitizeFileName, type Storage } from '../platform/storage.js';

type PendingRow = typeof pendingFileUploads.$inferSelect;
const BUCKET = STORAGE_BUCKETS.dealFiles;

const auditView = (row: PendingRow) => ({ status: row.status, deal_id: row.dealId, file_name: row.fileName, rejection_reason: row.rejectionReason });

export async function listPendingFiles(db: AppDatabase, organizationId: string): Promise<PendingFileView[]> {
  const rows = await db
    .select({ file: pendingFileUploads, address: deals.propertyAddress })
    .from(pendingFileUploads)
    .leftJoin(deals, eq(deals.id, pendingFileUploads.dealId))
    .where(and(eq(pendingFileUploads.organizationId, organizationId), eq(pendingFileUploads.status, 'pending')))
    .orderBy(desc(pendingFileUploads.createdAt));
  return rows.map(({ file, address }) => ({
    id: file.id,
    deal_id: file.dealId,
    deal_property_address: address,
    file_name: file.fileName,
    file_type: file.fileType,
    file_size: file.fileSize,
    email_from: file.emailFrom,
    status: file.status as PendingFileView['status'],
    created_at: file.createdAt.toISOString(),
  }));
}

export async function listProcessingLog(db: AppDatabase, organizationId: string): Promise<EmailLogView[]> {
  const rows = await db
    .select()
    .from(emailProcessingLog)
    .where(eq(emailProcessingLog.organizationId, organizationId))
    .orderBy(desc(emailProcessingLog.createdAt))
    .limit(EMAIL_PROCESSING_LOG_LIMIT);
  return rows.map(({ organizationId: _org, ...row }) => toApiRow(row) as unknown as EmailLogView);
}

async function lockedPending(tx: Executor, ctx: AuthContext, id: string): Promise<PendingRow> {
  const [row] = await tx
    .select()
    .from(pendingFileUploads)
    .where(and(eq(pendingFileUploads.id, id), eq(pendingFileUploads.organizationId, ctx.organizationId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('File');
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This file was already ${row.status}.`);
  return row;
}

/** Marks a pending file whose stored source is gone as rejected, audited, then answers the spec's 404. */
async function autoRejectMissing(db: AppDatabase, ctx: AuthContext, row: PendingRow): Promise<never> {
  await db.transaction(async (tx) => {
    const current = await lockedPending(tx, ctx, row.id);
    await rejectRow(tx, ctx, current, SOURCE_MISSING_REASON, 'email_file_auto_rejected');
  });
  throw new AppError('NOT_FOUND', fileNotFoundMessage(row.fileName), { code: 'FILE_NOT_FOUND' });
}

async function rejectRow(tx: Executor, ctx: AuthContext, row: PendingRow, reason: string, action: string) {
  const [after] = await tx
    .update(pendingFileUploads)
    .set({ status: 'rejected', rejectionReason: reason, processedAt: new Date() })
    .where(eq(pendingFileUploads.id, row.id))
    .returning();
  await createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action,
    tableName: 'pending_file_uploads',
    recordId: row.id,
    oldValues: auditView(row),
    newValues: auditView(after!),
    metadata: { deal_id: row.dealId },
  });
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'pending_file_uploads', action: 'update' });
  return after!;
}

async function findPending(db: AppDatabase, ctx: AuthContext, id: string): Promise<PendingRow> {
  const [row] = await db
    .select()
    .from(pendingFileUploads)
    .where(and(eq(pendingFileUploads.id, id), eq(pendingFileUploads.organizationId, ctx.organizationId)))
    .limit(1);
  if (!row) throw notFound('File');
  return row;
}

/** A 300-second signed URL to view the file (SPEC §7), or the auto-rejection when its source is gone. */
export async function pendingFileUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, id: string) {
  const row = await findPending(db, ctx, id);
  if (!(await storage.exists(BUCKET, row.filePath))) {
    if (row.status === 'pending') await autoRejectMissing(db, ctx, row);
    throw new AppError('NOT_FOUND', fileNotFoundMessage(row.fileName), { code: 'FILE_NOT_FOUND' });
  }
  // inline=1: the preview shows PDFs and images in the page (storage-routes.ts decides from the bytes).
  const url = `${storage.signedUrl(BUCKET, row.filePath, SIGNED_URL_VIEW_SECONDS)}&inline=1`;
  return { url, file_type: row.fileType, file_name: row.fileName };
}

/** Files the pending file into its deal; `options.category` is the Documents category (inbound triage's suggestion). */
export async function approvePendingFile(db: AppDatabase, storage: Storage, ctx: AuthContext, id: string, options: { category?: FileCategory } = {}) {
  const row = await findPending(db, ctx, id);
  if (row.status !== 'pending') throw new AppError('CONFLICT', `This file was already ${row.status}.`);
  if (!row.dealId) throw new AppError('CONFLICT', 'Assign this file to a deal before approving it.');
  if (!(await storage.exists(BUCKET, row.filePath))) await autoRejectMissing(db, ctx, row);
  const target = `${sanitizeFileName(row.dealId)}/${randomUUID()}-${sanitizeFileName(row.fileName)}`;
  await storage.copy({ bucket: BUCKET, key: row.filePath }, { bucket: BUCKET, key: target });
  try {
    const result = await db.transaction(async (tx) => {
      const current = await lockedPending(tx, ctx, id);
      const deal = await getVisibleDeal(tx, ctx, current.dealId!);
      const [file] = await tx
        .insert(dealFiles)
        .values({
          organizationId: ctx.organizationId,
          dealId: deal.id,
          fileName: current.fileName,
          filePath: target,
          fileType: current.fileType,
          fileSize: current.fileSize,
          description: current.emailFrom ? `Received by email from ${current.emailFrom}` : 'Received by email',
          uploadedBy: ctx.userId,
          ...(options.category ? { category: options.category } : {}),
        })
        .returning();
      const [after] = await tx
        .update(pendingFileUploads)
        .set({ status: 'approved', processedAt: new Date() })
        .where(eq(pendingFileUploads.id, id))
        .returning();
      await createAuditEntries(tx, [
        {
          organizationId: ctx.organizationId,
          userId: ctx.userId,
          action: 'email_file_approved',
          tableName: 'pending_file_uploads',
          recordId: id,
          oldValues: auditView(current),
          newValues: auditView(after!),
          metadata: { deal_id: deal.id, deal_file_id: file!.id },
        },
        {
          organizationId: ctx.organizationId,
          userId: ctx.userId,
          action: 'deal_file_uploaded',
          tableName: 'deal_files',
          recordId: file!.id,
          newValues: { file_name: file!.fileName, file_type: file!.fileType, file_size: file!.fileSize, category: file!.category, source: 'email' },
          metadata: { deal_id: deal.id },
        },
      ]);
      await publishChange(
        tx,
        { organizationId: ctx.organizationId, table: 'pending_file_uploads', action: 'update' },
        { organizationId: ctx.organizationId, table: 'deal_files', action: 'insert' },
      );
      return { deal_file_id: file!.id, deal_id: deal.id };
    });
    await storage.remove(BUCKET, row.filePath); // the original, once the copy is on record
    return result;
  } catch (error) {
    await storage.remove(BUCKET, target);
    throw error;
  }
}

export async function rejectPendingFile(db: AppDatabase, storage: Storage, ctx: AuthContext, id: string, reason: string) {
  const row = await db.transaction(async (tx) => rejectRow(tx, ctx, await lockedPending(tx, ctx, id), reason, 'email_file_rejected'));
  await storage.remove(BUCKET, row.filePath);
  return { id: row.id, status: row.status, rejection_reason: row.rejectionReason };
}

/** Manual assignment of a file whose message named no deal (or the wrong one). */
export async function assignPendingFile(db: AppDatabase, ctx: AuthContext, id: string, dealId: string) {
  return db.transaction(async (tx) => {
    const row = await lockedPending(tx, ctx, id);
    const deal = await getVisibleDeal(tx, ctx, dealId);
    await tx.update(pendingFileUploads).set({ dealId: deal.id }).where(eq(pendingFileUploads.id, id));
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'email_file_assigned',
      tableName: 'pending_file_uploads',
      recordId: id,
      oldValues: { deal_id: row.dealId },
      newValues: { deal_id: deal.id },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'pending_file_uploads', action: 'update' });
    return { id, deal_id: deal.id };
  });
}

/** Cleanup per deal: its pending files whose source is gone become rejected ('Auto-rejected…'). */
export async function cleanupDeal(db: AppDatabase, storage: Storage, ctx: AuthContext, dealId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const pending = await db
    .select()
    .from(pendingFileUploads)
    .where(and(eq(pendingFileUploads.organizationId, ctx.organizationId), eq(pendingFileUploads.dealId, dealId), eq(pendingFileUploads.status, 'pending')));
  const broken: PendingRow[] = [];
  for (const row of pending) if (!(await storage.exists(BUCKET, row.filePath))) broken.push(row);
  const count = await db.transaction(async (tx) => {
    let n = 0;
    for (const row of broken) {
      const [current] = await tx.select().from(pendingFileUploads).where(eq(pendingFileUploads.id, row.id)).for('update');
      if (current?.status !== 'pending') continue;
      await rejectRow(tx, ctx, current, CLEANUP_REASON, 'email_files_cleanup');
      n += 1;
    }
    return n;
  });
  return { deal_id: dealId, count };
}
