// Deal files: streamed into storage and checked from their bytes on the way, stored under deal-files/{dealId}/, listed and downloaded through
// expiring signed URLs.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { SIGNED_URL_VIEW_SECONDS, STORAGE_BUCKETS, UPLOAD_MAX_BYTES } from '../../core/limits.js';
import type { AuthContext } from '../auth/guard.js';
import { suggestCategory } from '../../core/library/categories.js';
import type { FileCategory } from '../../core/schemas/library.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { isOutsideParty } from '../../core/permissions.js';
import { dealFiles, tasks } from '../platform/db/schema.js';
import { visibleTasksCondition } from '../tasks/access.js';
import type { ReceivedUpload } from '../tasks/notify.js';
import { AppError, notFound } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { sanitizeFileName, type Bucket, type Storage } from '../platform/storage.js';
import { storeUpload, type UploadBudget, type UploadVerdict } from '../platform/uploads.js';
import { getVisibleDeal } from './service.js';

const MIME_BY_KIND = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

const STORED_NAME_MAX_CHARS = 120;

export const UNSUPPORTED_FILE_MESSAGE = 'Please select a supported document format (PDF, Word, Excel, or image).';

/** The MIME type a document's bytes prove, or a 422/415 AppError. */
export function documentType({ kind, bytes }: UploadVerdict): string {
  if (bytes === 0) throw new AppError('UNPROCESSABLE', 'The file is empty.');
  if (!kind) throw new AppError('UNSUPPORTED_TYPE', UNSUPPORTED_FILE_MESSAGE);
  return MIME_BY_KIND[kind];
}

/** A file streamed into storage as a document: SPEC §5's limit (and the plan's room, when given), the type from its bytes. */
export const storeDocument = (storage: Storage, target: { bucket: Bucket; key: string }, body: Readable, fileName: string, budget?: UploadBudget) =>
  storeUpload(storage, target, body, { fileName, maxBytes: UPLOAD_MAX_BYTES, typeOf: documentType, budget });

/** A document received with a request and already in storage. */
export interface StoredDocument {
  fileName: string;
  key: string;
  bytes: number;
  fileType: string;
}

/**
 * The documents of one request (a form with several files), each streamed into `bucket` as it arrives.
 * `settle` runs the rest of the request: when anything fails, before or in it, every one of them is removed.
 */
export function documentBatch(storage: Storage, bucket: Bucket) {
  const files: StoredDocument[] = [];
  return {
    files,
    async add(fileName: string, body: Readable, key: string) {
      const stored = await storeDocument(storage, { bucket, key }, body, fileName);
      files.push({ fileName, key, bytes: stored.bytes, fileType: stored.type });
    },
    async settle<T>(use: () => Promise<T>): Promise<T> {
      try {
        return await use();
      } catch (error) {
        for (const file of files) await storage.remove(bucket, file.key);
        throw error;
      }
    },
  };
}

function fileView(row: typeof dealFiles.$inferSelect) {
  const { organizationId: _org, filePath: _path, uploadedBy: _by, ...rest } = row;
  return toApiRow(rest);
}

/**
 * Streams an uploaded file into deal-files/{dealId}/ and records it. `budget` (the plan's room) stops the stream
 * once passed; `admit` sees the stored size before the row is written (the limit again, for uploads that ran at
 * the same time); whatever refuses after the bytes are stored removes them again.
 */
export async function attachDealFile(
  db: AppDatabase,
  storage: Storage,
  ctx: AuthContext,
  dealId: string,
  file: { body: Readable; fileName: string; description?: string | null; category?: FileCategory; taskId?: string; budget?: UploadBudget },
  admit: (bytes: number) => Promise<void> = async () => undefined,
): Promise<{ file: ReturnType<typeof fileView>; received: ReceivedUpload | null }> {
  const deal = await getVisibleDeal(db, ctx, dealId);
  // The name's end (with its extension) keeps the stored path within every file system's limits.
  const key = `${sanitizeFileName(dealId)}/${randomUUID()}-${sanitizeFileName(file.fileName).slice(-STORED_NAME_MAX_CHARS)}`;
  const stored = await storeDocument(storage, { bucket: STORAGE_BUCKETS.dealFiles, key }, file.body, file.fileName, file.budget);
  const fileType = stored.type;
  try {
    await admit(stored.bytes);
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(dealFiles)
        .values({
          organizationId: ctx.organizationId,
          dealId,
          fileName: file.fileName.slice(0, 255),
          filePath: key,
          fileType,
          fileSize: stored.bytes,
          description: file.description?.slice(0, 500) || null,
          category: file.category ?? suggestCategory(file.fileName),
          uploadedBy: ctx.userId,
        })
        .returning();
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'deal_file_uploaded',
        tableName: 'deal_files',
        recordId: row!.id,
        newValues: { file_name: row!.fileName, file_type: fileType, file_size: row!.fileSize, category: row!.category },
        metadata: { deal_id: dealId },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'deal_files', action: 'insert' });
      const task = file.taskId ? await satisfyTask(tx, ctx, dealId, file.taskId, row!.id) : null;
      // Staff see uploads where they work; an outside party's upload is news to the people acting on the deal.
      const received = task || isOutsideParty(ctx.role) ? { dealId, fileName: row!.fileName, task, officerId: deal.assignedOfficerId } : null;
      return { file: fileView(row!), received };
    });
  } catch (error) {
    await storage.remove(STORAGE_BUCKETS.dealFiles, key); // nothing half-stored
    throw error;
  }
}

/** Links the uploaded file to a task of the deal the uploader sees (a borrower's own condition), audited. */
async function satisfyTask(tx: Executor, ctx: AuthContext, dealId: string, taskId: string, fileId: string) {
  const [task] = await tx
    .select({ id: tasks.id, title: tasks.title, assigneeId: tasks.assigneeId, status: tasks.status, dealFileId: tasks.dealFileId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.dealId, dealId), visibleTasksCondition(ctx)))
    .limit(1);
  if (!task) throw new AppError('VALIDATION', 'Choose one of your tasks on this deal.', { field: 'task_id' });
  if (task.status === 'done' || task.status === 'waived') throw new AppError('CONFLICT', 'This task is already closed.');
  await tx.update(tasks).set({ dealFileId: fileId, updatedAt: new Date() }).where(eq(tasks.id, task.id));
  await createAuditEntry(tx, {
    organizationId: ctx.organizationId,
    userId: ctx.userId,
    action: 'task_file_attached',
    tableName: 'tasks',
    recordId: task.id,
    oldValues: { deal_file_id: task.dealFileId },
    newValues: { deal_file_id: fileId },
    metadata: { deal_id: dealId },
  });
  await publishChange(tx, { organizationId: ctx.organizationId, table: 'tasks', action: 'update' });
  return { title: task.title, assigneeId: task.assigneeId };
}

export async function listDealFiles(db: AppDatabase, ctx: AuthContext, dealId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const rows = await db
    .select()
    .from(dealFiles)
    .where(and(eq(dealFiles.dealId, dealId), eq(dealFiles.organizationId, ctx.organizationId)))
    .orderBy(desc(dealFiles.createdAt));
  return rows.map(fileView);
}

export async function dealFileUrl(db: AppDatabase, storage: Storage, ctx: AuthContext, dealId: string, fileId: string) {
  await getVisibleDeal(db, ctx, dealId);
  const [row] = await db
    .select()
    .from(dealFiles)
    .where(and(eq(dealFiles.id, fileId), eq(dealFiles.dealId, dealId), eq(dealFiles.organizationId, ctx.organizationId)))
    .limit(1);
  if (!row) throw notFound('File');
  return storage.signedUrl(STORAGE_BUCKETS.dealFiles, row.filePath, SIGNED_URL_VIEW_SECONDS, row.fileName);
}
