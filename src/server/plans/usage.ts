// What an organization uses, counted from its rows, and the check that refuses what its plan does not
// allow (402 with the way to upgrade). Without Stripe the product is self-hosted: nothing is limited.
import { and, eq, gt, gte, inArray, isNotNull, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { FREE_PLAN_ID, isPlanId, planById, type LimitKind, type Plan } from '../../core/plans/catalogue.js';
import { fitsWithin, limitReachedMessage, monthStart, UPGRADE_PATH, type Usage } from '../../core/plans/usage.js';
import { ROLES, isOutsideParty } from '../../core/permissions.js';
import type { Config } from '../config.js';
import type { Executor } from '../platform/db/client.js';
import {
  dealFiles,
  deals,
  documentAnalysisRuns,
  inquiryFiles,
  invitations,
  organizationSubscriptions,
  pendingFileUploads,
  pendingInquiryAttachments,
  profiles,
} from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import type { UploadBudget } from '../platform/uploads.js';

export type SubscriptionRow = typeof organizationSubscriptions.$inferSelect;

/** Roles that take a seat: staff. Outside parties (borrowers, brokers, lenders, agents, escrow, title) are free. */
export const SEAT_ROLES = ROLES.filter((role) => !isOutsideParty(role));

export const billingEnabled = (config: Config) => config.stripe !== undefined;

export async function findSubscription(db: Executor, organizationId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationSubscriptions)
    .where(eq(organizationSubscriptions.organizationId, organizationId))
    .limit(1);
  return row;
}

/** The plan in force: the subscription's, or the free plan when the organization never subscribed. */
export function planOf(row: SubscriptionRow | undefined): Plan {
  return planById(row && isPlanId(row.plan) ? row.plan : FREE_PLAN_ID);
}

const sizeSum = (size: AnyColumn) => sql<number>`coalesce(sum(${size}), 0)::float8`;

/** Usage counted from real rows; monthly quotas count from the first of the month (UTC). */
export async function measureUsage(db: Executor, organizationId: string, now = new Date()): Promise<Usage> {
  const since = monthStart(now);
  const count = sql<number>`count(*)::int`;
  const [[members], [invited], [dealCount], [analyses], [deal], [inquiry], [pendingMail], [pendingInquiry]] = await Promise.all([
    db
      .select({ n: count })
      .from(profiles)
      .where(and(eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), inArray(profiles.role, SEAT_ROLES))),
    db
      .select({ n: count })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          isNotNull(invitations.email),
          inArray(invitations.role, SEAT_ROLES),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          gt(invitations.expiresAt, now),
        ),
      ),
    db.select({ n: count }).from(deals).where(and(eq(deals.organizationId, organizationId), gte(deals.createdAt, since))),
    db
      .select({ n: count })
      .from(documentAnalysisRuns)
      .where(and(eq(documentAnalysisRuns.organizationId, organizationId), gte(documentAnalysisRuns.createdAt, since))),
    db.select({ n: sizeSum(dealFiles.fileSize) }).from(dealFiles).where(eq(dealFiles.organizationId, organizationId)),
    db.select({ n: sizeSum(inquiryFiles.fileSize) }).from(inquiryFiles).where(eq(inquiryFiles.organizationId, organizationId)),
    db
      .select({ n: sizeSum(pendingFileUploads.fileSize) })
      .from(pendingFileUploads)
      .where(and(eq(pendingFileUploads.organizationId, organizationId), eq(pendingFileUploads.status, 'pending'))),
    db
      .select({ n: sizeSum(pendingInquiryAttachments.fileSize) })
      .from(pendingInquiryAttachments)
      .where(and(eq(pendingInquiryAttachments.organizationId, organizationId), eq(pendingInquiryAttachments.status, 'pending'))),
  ]);
  return {
    seats: (members?.n ?? 0) + (invited?.n ?? 0),
    deals_per_month: dealCount?.n ?? 0,
    document_analyses_per_month: analyses?.n ?? 0,
    storage_bytes: (deal?.n ?? 0) + (inquiry?.n ?? 0) + (pendingMail?.n ?? 0) + (pendingInquiry?.n ?? 0),
  };
}

interface PlanStanding {
  plan: Plan;
  limit: number;
  used: number;
}

/** The organization's plan, its limit of a kind and what it uses of it; undefined when the kind is not limited. */
async function standing(db: Executor, config: Config, organizationId: string, kind: LimitKind): Promise<PlanStanding | undefined> {
  if (!billingEnabled(config)) return undefined;
  const plan = planOf(await findSubscription(db, organizationId));
  const limit = plan.limits[kind];
  if (limit === null) return undefined;
  return { plan, limit, used: (await measureUsage(db, organizationId))[kind] };
}

/** The 402 of a limit reached: the limit, the plan and where to upgrade (`details.upgrade_url`). */
const limitReached = (kind: LimitKind, { plan, limit, used }: PlanStanding) =>
  new AppError('PAYMENT_REQUIRED', limitReachedMessage(plan, kind), { limit: kind, plan: plan.id, allowed: limit, used, upgrade_url: UPGRADE_PATH });

/**
 * Refuses with 402 when `adding` more of a kind would pass the organization's plan. The body names the
 * limit, the plan and where to upgrade (`details.upgrade_url`). Self-hosted installs are never limited.
 */
export async function assertWithinPlan(
  db: Executor,
  config: Config,
  organizationId: string,
  kind: LimitKind,
  adding = 1,
): Promise<void> {
  if (adding <= 0) return;
  const found = await standing(db, config, organizationId, kind);
  if (found && !fitsWithin(found.limit, found.used, adding)) throw limitReached(kind, found);
}

/**
 * The storage an organization may still fill before a file is streamed in, as the budget the stream counts
 * against (a file that passes it is refused with the plan's 402 and removed); undefined when unlimited.
 */
export async function storageRoom(db: Executor, config: Config, organizationId: string): Promise<UploadBudget | undefined> {
  const found = await standing(db, config, organizationId, 'storage_bytes');
  return found && { bytes: Math.max(0, found.limit - found.used), refuse: () => limitReached('storage_bytes', found) };
}
