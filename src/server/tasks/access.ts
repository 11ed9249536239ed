// Who sees which task, and who may be given one. Staff who manage deals see every task of their organization;
// everyone else with view_assigned_tasks sees the tasks assigned to them, and outside parties only those on
// deals they are linked to (SPEC §6, DESIGN §4).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { hasPermission, isOutsideParty, ROLES } from '../../core/permissions.js';
import { canManageTasks } from '../../core/tasks.js';
import type { AuthContext } from '../auth/guard.js';
import { visibleDealsCondition, visibleDealsConditionFor, type VisibilityValues } from '../deals/access.js';
import type { Executor } from '../platform/db/client.js';
import { deals, profiles, tasks, user } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';

export function visibleTasksCondition(ctx: AuthContext): SQL {
  const inOrganization = eq(tasks.organizationId, ctx.organizationId);
  if (canManageTasks(ctx.role)) return inOrganization;
  const mine = and(inOrganization, eq(tasks.assigneeId, ctx.userId))!;
  if (!isOutsideParty(ctx.role)) return mine;
  return and(mine, sql`exists (select 1 from ${deals} where ${deals.id} = ${tasks.dealId} and ${visibleDealsCondition(ctx)})`)!;
}

const TASK_ROLES = ROLES.filter((role) => hasPermission(role, 'view_assigned_tasks'));

/** Members who may hold a task on this deal (or with no deal): active staff, and outside parties linked to it. */
export function assignableCondition(organizationId: string, dealId: string | null): SQL {
  const base = and(eq(profiles.organizationId, organizationId), eq(profiles.isActive, true), inArray(profiles.role, TASK_ROLES))!;
  const staff = inArray(
    profiles.role,
    TASK_ROLES.filter((role) => canManageTasks(role)),
  );
  if (!dealId) return and(base, staff)!;
  const values: VisibilityValues = {
    organizationId,
    userId: profiles.id,
    email: sql`case when ${user.emailVerified} then lower(${user.email}) end`,
  };
  const sees = (visibility: 'linked' | 'linked_or_borrower') =>
    sql`exists (select 1 from ${deals} where ${deals.id} = ${dealId} and ${visibleDealsConditionFor(visibility, values)})`;
  return and(
    base,
    or(staff, and(eq(profiles.role, 'borrower'), sees('linked_or_borrower')), and(sql`${profiles.role} <> 'borrower'`, sees('linked'))),
  )!;
}

export const memberName = (p: { firstName: string | null; lastName: string | null; email: string }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email;

/** The members who may be assigned a task on the deal, by name. */
export async function listAssignable(db: Executor, organizationId: string, dealId: string | null) {
  const rows = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, role: profiles.role })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(assignableCondition(organizationId, dealId));
  return rows.map((p) => ({ id: p.id, name: memberName(p), role: p.role })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Refuses an assignee who is not an active member allowed to see a task on this deal. */
export async function assertAssignable(db: Executor, organizationId: string, assigneeId: string, dealId: string | null) {
  const [found] = await db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(eq(profiles.id, assigneeId), assignableCondition(organizationId, dealId)))
    .limit(1);
  if (found) return;
  const [member] = await db
    .select({ role: profiles.role, isActive: profiles.isActive })
    .from(profiles)
    .where(and(eq(profiles.id, assigneeId), eq(profiles.organizationId, organizationId)))
    .limit(1);
  if (!member || !member.isActive) throw new AppError('VALIDATION', 'Choose an active member of your organization as the assignee.', { field: 'assignee_id' });
  if (isOutsideParty(member.role))
    throw new AppError(
      'VALIDATION',
      dealId ? 'This person is not linked to the deal: link them as a party first.' : 'Choose a deal: outside parties only see tasks on deals they are linked to.',
      { field: 'assignee_id' },
    );
  throw new AppError('VALIDATION', "This member's role can't be given tasks.", { field: 'assignee_id' });
}
