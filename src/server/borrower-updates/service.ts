// Borrower updates (SPEC §2, §4, §7): staff request an update, the borrower answers through an unguessable,
// expiring link (the deal id alone is never enough), staff approve (the deal and its files change, audited,
// the request completes) or reject with review notes (the borrower may answer again through the same link).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { STORAGE_BUCKETS } from '../../core/limits.js';
import { borrowerUpdateNote, dealChangesOf } from '../../core/review/borrower-update-changes.js';
import {
  BORROWER_UPDATE_ALREADY_SUBMITTED,
  BORROWER_UPDATE_LINK_EXPIRED,
  BORROWER_UPDATE_LINK_INVALID,
} from '../../core/review/messages.js';
import type { BorrowerUpdateData, BorrowerUpdateFunctionBody, SubmittedDocument } from '../../core/schemas/review.js';
import type { AuthContext } from '../auth/guard.js';
import type { StoredDocument } from '../deals/files.js';
import { getVisibleDeal, updateDealIn } from '../deals/service.js';
import { createAuditEntries, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { borrowerUpdateRequests, borrowerUpdateSubmissions, dealFiles, dealNotes, deals } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { openExpiring, sealExpiring, type Keyring } from '../platform/keyring.js';
import type { Mailer } from '../platform/mail.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { sanitizeFileName, type Storage } from '../platform/storage.js';

/** How long a borrower update link works. */
export const BORROWER_UPDATE_LINK_DAYS = 14;
export const BORROWER_UPDATE_MAX_DOCUMENTS = 5;
const BUCKET = STORAGE_BUCKETS.dealFiles;

type RequestRow = typeof borrowerUpdateRequests.$inferSelect;
type SubmissionRow = typeof borrowerUpdateSubmissions.$inferSelect;

export function borrowerUpdateToken(keyring: Keyring, requestId: string, expiresAt: Date): string {
  return sealExpiring(keyring, 'borrower-update', requestId, expiresAt);
}

export async function requestBorrowerUpdate(
  db: AppDatabase,
  services: { keyring: Keyring; mailer: Mailer; publicUrl: string },
  ctx: AuthContext,
  input: { deal_id: string; borrower_email?: string },
) {
  const deal = await getVisibleDeal(db, ctx, input.deal_id);
  const email = (input.borrower_email ?? deal.borrowerEmail ?? '').trim().toLowerCase();
  if (!email) throw new AppError('VALIDATION', "This deal has no borrower email: enter the address to send the request to.");
  const request = await db.transaction(async (tx) => {
    const [row] = await tx.insert(borrowerUpdateRequests).values({ organizationId: ctx.organizationId, dealId: deal.id, borrowerEmail: email }).returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'borrower_update_requested',
      tableName: 'borrower_update_requests',
      recordId: row!.id,
      newValues: { deal_id: deal.id, borrower_email: email, status: 'pending' },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'borrower_update_requests', action: 'insert' });
    return row!;
  });
  const expiresAt = new Date(Date.now() + BORROWER_UPDATE_LINK_DAYS * 24 * 3600 * 1000);
  const link = `${services.publicUrl}/borrower-update/${encodeURIComponent(deal.id)}?token=${borrowerUpdateToken(services.keyring, request.id, expiresAt)}`;
  await services.mailer.send({
    to: email,
    subject: `Please update your loan details for ${deal.propertyAddress}`,
    text: `Hello,\n\nYour lender asks you to review and update the details of your loan for ${deal.propertyAddress}.\n\nOpen this link to send your update (it works for ${BORROWER_UPDATE_LINK_DAYS} days):\n${link}\n\nThank you.`,
    kind: 'notification',
    organizationId: ctx.organizationId,
  });
  return { id: request.id, deal_id: deal.id, borrower_email: email, status: request.status };
}

/** The request a borrower's link stands for, or the clear 4xx for a tampered, foreign or expired link. */
export async function requestOfToken(db: Executor, keyring: Keyring, dealId: string, token: string | undefined, now = Date.now()): Promise<RequestRow> {
  const opened = openExpiring(keyring, 'borrower-update', token, now);
  if (!opened) throw new AppError('FORBIDDEN', BORROWER_UPDATE_LINK_INVALID);
  const [request] = await db.select().from(borrowerUpdateRequests).where(eq(borrowerUpdateRequests.id, opened.id)).limit(1);
  if (!request || request.dealId !== dealId) throw new AppError('FORBIDDEN', BORROWER_UPDATE_LINK_INVALID);
  if (opened.expired) throw new AppError('FORBIDDEN', BORROWER_UPDATE_LINK_EXPIRED);
  return request;
}

/** What the public form shows: the deal's property, so the borrower knows what it is about. */
export async function borrowerUpdateForm(db: AppDatabase, keyring: Keyring, dealId: string, token: string | undefined) {
  const request = await requestOfToken(db, keyring, dealId, token);
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId)).limit(1);
  if (!deal) throw notFound('Deal');
  return { deal_id: deal.id, property_address: deal.propertyAddress, borrower_name: deal.borrowerName, status: request.status };
}

/** The request a borrower's link stands for, while it still takes an answer (checked before any file is read). */
export async function openRequestOfToken(db: Executor, keyring: Keyring, dealId: string, token: string | undefined): Promise<RequestRow> {
  const request = await requestOfToken(db, keyring, dealId, token);
  if (request.status !== 'pending') throw new AppError('CONFLICT', BORROWER_UPDATE_ALREADY_SUBMITTED);
  return request;
}

/** Where a document of a borrower's update is stored (in deal-files, beside the deal's own). */
export const borrowerUpdateFileKey = (dealId: string, fileName: string) =>
  `${sanitizeFileName(dealId)}/borrower-updates/${randomUUID()}-${sanitizeFileName(fileName)}`;

/** The documents arrive already streamed into storage (borrowerUpdateFileKey); the caller removes them if this fails. */
export async function submitBorrowerUpdate(
  db: AppDatabase,
  keyring: Keyring,
  dealId: string,
  token: string | undefined,
  data: BorrowerUpdateData,
  files: StoredDocument[],
) {
  const request = await openRequestOfToken(db, keyring, dealId, token);
  if (files.length > BORROWER_UPDATE_MAX_DOCUMENTS) throw new AppError('VALIDATION', `Attach at most ${BORROWER_UPDATE_MAX_DOCUMENTS} files.`);
  const hasAnswer = Object.values(data).some((v) => v !== undefined && v !== '') || files.length > 0;
  if (!hasAnswer) throw new AppError('VALIDATION', 'Fill in at least one field or attach a document.');
  const documents: SubmittedDocument[] = files.map((file) => ({
    file_name: file.fileName.slice(0, 255),
    file_type: file.fileType,
    file_size: file.bytes,
    file_path: file.key,
  }));
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(borrowerUpdateRequests).where(eq(borrowerUpdateRequests.id, request.id)).for('update');
    if (current?.status !== 'pending') throw new AppError('CONFLICT', BORROWER_UPDATE_ALREADY_SUBMITTED);
    const [submission] = await tx
      .insert(borrowerUpdateSubmissions)
      .values({ organizationId: request.organizationId, requestId: request.id, submittedData: { ...data, documents } })
      .returning();
    await tx.update(borrowerUpdateRequests).set({ status: 'submitted' }).where(eq(borrowerUpdateRequests.id, request.id));
    await createAuditEntry(tx, {
      organizationId: request.organizationId,
      userId: null,
      action: 'borrower_update_submitted',
      tableName: 'borrower_update_submissions',
      recordId: submission!.id,
      oldValues: { request_status: 'pending' },
      newValues: { status: 'pending_review', request_status: 'submitted', submitted_data: submission!.submittedData },
      metadata: { deal_id: dealId, request_id: request.id, by: request.borrowerEmail },
    });
    await publishChange(
      tx,
      { organizationId: request.organizationId, table: 'borrower_update_submissions', action: 'insert' },
      { organizationId: request.organizationId, table: 'borrower_update_requests', action: 'update' },
    );
    return { id: submission!.id, status: submission!.status };
  });
}

const DEAL_VALUES = ['borrowerName', 'propertyAddress', 'borrowerPhone', 'borrowerEmail', 'propertyType', 'loanAmount', 'loanTermMonths', 'loanPurpose'] as const;

/** Requests, newest first, with their submissions and the deal's current values to compare against. */
export async function listBorrowerUpdates(db: AppDatabase, organizationId: string) {
  const rows = await db
    .select({ request: borrowerUpdateRequests, deal: deals })
    .from(borrowerUpdateRequests)
    .innerJoin(deals, eq(deals.id, borrowerUpdateRequests.dealId))
    .where(eq(borrowerUpdateRequests.organizationId, organizationId))
    .orderBy(desc(borrowerUpdateRequests.createdAt))
    .limit(200);
  const submissions = rows.length
    ? await db
        .select()
        .from(borrowerUpdateSubmissions)
        .where(inArray(borrowerUpdateSubmissions.requestId, rows.map((r) => r.request.id)))
        .orderBy(desc(borrowerUpdateSubmissions.createdAt))
    : [];
  return rows.map(({ request, deal }) => ({
    ...toApiRow({ ...request, organizationId: undefined }),
    deal: toApiRow(Object.fromEntries(DEAL_VALUES.map((k) => [k, deal[k]]))),
    submissions: submissions
      .filter((s) => s.requestId === request.id)
      .map(({ organizationId: _o, requestId: _r, ...s }) => toApiRow(s)),
  }));
}

async function lockedSubmission(tx: Executor, ctx: AuthContext, id: string) {
  const [submission] = await tx
    .select()
    .from(borrowerUpdateSubmissions)
    .where(and(eq(borrowerUpdateSubmissions.id, id), eq(borrowerUpdateSubmissions.organizationId, ctx.organizationId)))
    .for('update');
  if (!submission) throw notFound('Submission');
  if (submission.status !== 'pending_review') throw new AppError('CONFLICT', `This submission was already ${submission.status}.`);
  const [request] = await tx.select().from(borrowerUpdateRequests).where(eq(borrowerUpdateRequests.id, submission.requestId)).for('update');
  return { submission, request: request! };
}

const documentsOf = (submission: SubmissionRow) => ((submission.submittedData as { documents?: SubmittedDocument[] }).documents ?? []);

/** SPEC §7 'borrower-update': approve_submission or reject_submission. The reviewer is the signed-in caller. */
export async function reviewSubmission(db: AppDatabase, storage: Storage, ctx: AuthContext, body: BorrowerUpdateFunctionBody) {
  const notes = body.reviewNotes?.trim() || null;
  if (body.action === 'reject_submission') {
    const rejected = await db.transaction(async (tx) => {
      const { submission, request } = await lockedSubmission(tx, ctx, body.submissionId);
      await tx
        .update(borrowerUpdateSubmissions)
        .set({ status: 'rejected', reviewedBy: ctx.userId, reviewedAt: new Date(), reviewNotes: notes })
        .where(eq(borrowerUpdateSubmissions.id, submission.id));
      // Back to pending: the borrower may answer again through the same link while it lasts.
      await tx.update(borrowerUpdateRequests).set({ status: 'pending' }).where(eq(borrowerUpdateRequests.id, request.id));
      await createAuditEntry(tx, {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'borrower_update_rejected',
        tableName: 'borrower_update_submissions',
        recordId: submission.id,
        oldValues: { status: 'pending_review', request_status: request.status },
        newValues: { status: 'rejected', review_notes: notes, request_status: 'pending' },
        metadata: { deal_id: request.dealId, request_id: request.id },
      });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'borrower_update_submissions', action: 'update' });
      return submission;
    });
    for (const doc of documentsOf(rejected)) await storage.remove(BUCKET, doc.file_path);
    return { success: true, submissionId: rejected.id, status: 'rejected' };
  }

  return db.transaction(async (tx) => {
    const { submission, request } = await lockedSubmission(tx, ctx, body.submissionId);
    const data = submission.submittedData as BorrowerUpdateData;
    const deal = await updateDealIn(tx, ctx, request.dealId, dealChangesOf(data));
    const note = borrowerUpdateNote(data);
    if (note) {
      await tx.insert(dealNotes).values({ organizationId: ctx.organizationId, dealId: request.dealId, noteText: note, createdBy: 'System', createdByUserId: ctx.userId });
    }
    const documents = documentsOf(submission);
    if (documents.length) {
      await tx.insert(dealFiles).values(
        documents.map((doc) => ({
          organizationId: ctx.organizationId,
          dealId: request.dealId,
          fileName: doc.file_name,
          filePath: doc.file_path,
          fileType: doc.file_type,
          fileSize: doc.file_size,
          description: 'Uploaded by the borrower with an update',
          uploadedBy: ctx.userId,
        })),
      );
    }
    await tx
      .update(borrowerUpdateSubmissions)
      .set({ status: 'approved', reviewedBy: ctx.userId, reviewedAt: new Date(), reviewNotes: notes })
      .where(eq(borrowerUpdateSubmissions.id, submission.id));
    await tx.update(borrowerUpdateRequests).set({ status: 'completed' }).where(eq(borrowerUpdateRequests.id, request.id));
    await createAuditEntries(tx, [
      {
        organizationId: ctx.organizationId,
        userId: ctx.userId,
        action: 'borrower_update_approved',
        tableName: 'borrower_update_submissions',
        recordId: submission.id,
        oldValues: { status: 'pending_review', request_status: request.status },
        newValues: { status: 'approved', review_notes: notes, request_status: 'completed', note_added: Boolean(note), files_added: documents.map((d) => d.file_name) },
        metadata: { deal_id: request.dealId, request_id: request.id },
      },
    ]);
    await publishChange(
      tx,
      { organizationId: ctx.organizationId, table: 'borrower_update_submissions', action: 'update' },
      { organizationId: ctx.organizationId, table: 'deal_files', action: 'insert' },
    );
    return { success: true, submissionId: submission.id, status: 'approved', deal };
  });
}
