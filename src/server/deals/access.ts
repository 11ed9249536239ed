// Which deals a caller may see (DESIGN §4): staff who manage deals, and anyone holding see_all_deals,
// see every deal of their organization; outside parties (SPEC §1, §6) only the deals they are linked to —
// through a deal_contacts row whose contact is their account or, once they confirmed it, their address —
// and borrowers also the deals naming their confirmed address as the borrower's. A plain `user` sees none:
// an address typed into a deal proves nothing about who signed up with it.
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { canManageDeals, isOutsideParty } from '../../core/permissions.js';
import type { AuthContext } from '../auth/guard.js';
import { deals } from '../platform/db/schema.js';

export function seesAllDeals(ctx: AuthContext): boolean {
  return canManageDeals(ctx.role) || ctx.can('see_all_deals');
}

/** The rule that applies to a caller: the only thing about them that shapes the SQL (the rest are values). */
export type DealVisibility = 'organization' | 'linked' | 'linked_or_borrower' | 'none';

export function dealVisibility(ctx: AuthContext): DealVisibility {
  if (seesAllDeals(ctx)) return 'organization';
  if (!isOutsideParty(ctx.role)) return 'none';
  return ctx.role === 'borrower' ? 'linked_or_borrower' : 'linked';
}

/** What the rule compares with; placeholders in a compiled statement (deals/list-query.ts). */
export interface VisibilityValues {
  organizationId: string | SQLWrapper;
  userId: string | SQLWrapper;
  /** Lower-cased; null (matching nothing) until the address is confirmed. */
  email: string | null | SQLWrapper;
}

export function visibilityValues(ctx: AuthContext): VisibilityValues {
  return { organizationId: ctx.organizationId, userId: ctx.userId, email: ctx.emailVerified ? ctx.email.toLowerCase() : null };
}

export function visibleDealsConditionFor(visibility: DealVisibility, values: VisibilityValues): SQL {
  const inOrganization = eq(deals.organizationId, values.organizationId);
  if (visibility === 'organization') return inOrganization;
  if (visibility === 'none') return sql`false`;
  const linked = sql`exists (
    select 1 from deal_contacts dc join contacts c on c.id = dc.contact_id
    where dc.deal_id = ${deals.id} and c.organization_id = ${values.organizationId}
      and (c.user_id = ${values.userId} or lower(c.email) = ${values.email}))`;
  if (visibility === 'linked') return and(inOrganization, linked)!;
  return and(inOrganization, or(linked, sql`lower(${deals.borrowerEmail}) = ${values.email}`))!;
}

/** The WHERE condition restricting `deals` to what the caller may see, organization included. */
export function visibleDealsCondition(ctx: AuthContext): SQL {
  return visibleDealsConditionFor(dealVisibility(ctx), visibilityValues(ctx));
}
