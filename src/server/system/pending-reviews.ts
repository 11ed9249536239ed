import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.js';
import { borrowerUpdateSubmissions, pendingFileUploads, pendingInquiries } from '../platform/db/schema.js';

/** The three review queues' pending counts (navigation badges and the dashboard). */
export async function pendingReviewCounts(db: Executor, organizationId: string) {
  const count = sql<number>`count(*)::int`;
  const [[submissions], [files], [inquiries]] = await Promise.all([
    db
      .select({ n: count })
      .from(borrowerUpdateSubmissions)
      .where(and(eq(borrowerUpdateSubmissions.organizationId, organizationId), eq(borrowerUpdateSubmissions.status, 'pending_review'))),
    db
      .select({ n: count })
      .from(pendingFileUploads)
      .where(and(eq(pendingFileUploads.organizationId, organizationId), eq(pendingFileUploads.status, 'pending'))),
    db
      .select({ n: count })
      .from(pendingInquiries)
      .where(and(eq(pendingInquiries.organizationId, organizationId), eq(pendingInquiries.processingStatus, 'pending'))),
  ]);
  return { borrowerUpdates: submissions?.n ?? 0, emailFiles: files?.n ?? 0, inquiries: inquiries?.n ?? 0 };
}
