// The morning view of a lending team: pipeline, closings, queues, funded volume, activity and own tasks.
// Deal figures respect the caller's visibility (outside parties see their linked deals only).
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { canManageContacts } from '../../core/permissions.js';
import { localIsoDate } from '../../core/deals/calculations.js';
import { auditEntryView, selectAuditEntries } from '../audit/service.js';
import type { AuthContext } from '../auth/guard.js';
import { visibleDealsCondition } from '../deals/access.js';
import type { AppDatabase } from '../platform/db/client.js';
import { auditLog, deals, tasks } from '../platform/db/schema.js';
import { toApiRow } from '../platform/rows.js';
import { listStages } from '../organizations/service.js';
import { pendingReviewCounts } from '../system/pending-reviews.js';

const CLOSING_WINDOW_DAYS = 30;
const RECENT_ACTIVITY = 10;

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Staff work that is not about one deal: its audit rows show to those who do that work. */
const STAFF_WORK_TABLES = ['contacts', 'pending_inquiries'];

/**
 * The audit rows a caller's "recent activity" may show: administrators (who read the Audit Trail anyway)
 * everything; other staff the rows of deals they can see and of the contacts and inquiries they work on —
 * never the Admin Panel's changes to members, invitations and settings.
 */
function activityCondition(db: AppDatabase, ctx: AuthContext, visible: SQL): SQL | undefined {
  if (ctx.can('manage_users')) return undefined;
  const visibleIds = db.select({ id: deals.id }).from(deals).where(visible);
  return or(
    and(eq(auditLog.tableName, 'deals'), inArray(auditLog.recordId, visibleIds)),
    inArray(sql`${auditLog.metadata}->>'deal_id'`, visibleIds),
    canManageContacts(ctx.role) ? inArray(auditLog.tableName, STAFF_WORK_TABLES) : undefined,
  );
}

export async function dashboard(db: AppDatabase, ctx: AuthContext) {
  const visible = visibleDealsCondition(ctx);
  const today = localIsoDate(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const nextMonthStart = addDays(`${today.slice(0, 8)}28`, 7).slice(0, 8) + '01';
  const active = and(visible, eq(deals.status, 'Active'));

  const [stages, byStage, closingSoon, funded, pendingReviews, recent, myTasks] = await Promise.all([
    listStages(db, ctx.organizationId),
    db
      .select({ stage: deals.stage, count: sql<number>`count(*)::int`, volume: sql<number>`coalesce(sum(${deals.loanAmount}), 0)::float8` })
      .from(deals)
      .where(active)
      .groupBy(deals.stage),
    db
      .select({
        id: deals.id,
        borrowerName: deals.borrowerName,
        propertyAddress: deals.propertyAddress,
        loanAmount: deals.loanAmount,
        estimatedClosingDate: deals.estimatedClosingDate,
        stage: deals.stage,
      })
      .from(deals)
      .where(and(active, sql`${deals.estimatedClosingDate} between ${today} and ${addDays(today, CLOSING_WINDOW_DAYS)}`))
      .orderBy(asc(deals.estimatedClosingDate), asc(deals.id))
      .limit(50),
    // Funded: closed deals, and deals in the pipeline's last stage, closing this calendar month.
    db
      .select({ count: sql<number>`count(*)::int`, volume: sql<number>`coalesce(sum(${deals.loanAmount}), 0)::float8` })
      .from(deals)
      .where(
        and(
          visible,
          sql`(${deals.status} = 'Closed' or ${deals.stage} = (select name from deal_stages where organization_id = ${ctx.organizationId} order by position desc limit 1))`,
          sql`${deals.estimatedClosingDate} >= ${monthStart} and ${deals.estimatedClosingDate} < ${nextMonthStart}`,
        ),
      ),
    pendingReviewCounts(db, ctx.organizationId),
    selectAuditEntries(db, ctx.organizationId, activityCondition(db, ctx, visible)).limit(RECENT_ACTIVITY),
    db
      .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, priority: tasks.priority, status: tasks.status, dealId: tasks.dealId })
      .from(tasks)
      .where(and(eq(tasks.organizationId, ctx.organizationId), eq(tasks.assigneeId, ctx.userId), inArray(tasks.status, ['open', 'in_progress'])))
      .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt))
      .limit(20),
  ]);

  const counts = new Map(byStage.map((s) => [s.stage, s]));
  const pipeline = [
    ...stages.map((s) => ({ stage: s.name, count: counts.get(s.name)?.count ?? 0, volume: counts.get(s.name)?.volume ?? 0 })),
    // Deals left in a stage that was since removed still count, under their own name.
    ...byStage.filter((s) => !stages.some((st) => st.name === s.stage)).map((s) => ({ stage: s.stage, count: s.count, volume: s.volume })),
  ];
  // Only outside parties' activity is limited: they see none of the organization's audit log.
  const showActivity = ctx.can('view_company_analytics') || ctx.can('see_all_deals');
  return {
    totals: {
      activeDeals: pipeline.reduce((n, s) => n + s.count, 0),
      activeVolume: pipeline.reduce((n, s) => n + s.volume, 0),
    },
    pipeline,
    closingSoon: closingSoon.map(toApiRow),
    pendingReviews,
    fundedThisMonth: { count: funded[0]?.count ?? 0, volume: funded[0]?.volume ?? 0 },
    recentActivity: showActivity ? recent.map(auditEntryView) : [],
    myTasks: myTasks.map(toApiRow),
  };
}
