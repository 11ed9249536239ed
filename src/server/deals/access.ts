// Which deals a caller may see (DESIGN §4): staff who manage deals, and anyone holding see_all_deals,
// see every deal of their organization; everyone else only the deals they are linked to — through a
// deal_contacts row whose contact is their account or their address, or (borrowers) as the deal's borrower.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { canManageDeals } from '../../core/permissions.js';
import type { AuthContext } from '../auth/guard.js';
import { deals } from '../platform/db/schema.js';

export function seesAllDeals(ctx: AuthContext): boolean {
  return canManageDeals(ctx.role) || ctx.can('see_all_deals');
}

/** The WHERE condition restricting `deals` to what the caller may see, organization included. */
export function visibleDealsCondition(ctx: AuthContext): SQL {
  const inOrganization = eq(deals.organizationId, ctx.organizationId);
  if (seesAllDeals(ctx)) return inOrganization;
  const email = ctx.email.toLowerCase();
  const linked = sql`exists (
    select 1 from deal_contacts dc join contacts c on c.id = dc.contact_id
    where dc.deal_id = ${deals.id} and c.organization_id = ${ctx.organizationId}
      and (c.user_id = ${ctx.userId} or lower(c.email) = ${email}))`;
  const asBorrower = ctx.role === 'borrower' ? sql`lower(${deals.borrowerEmail}) = ${email}` : undefined;
  return and(inOrganization, asBorrower ? or(linked, asBorrower) : linked)!;
}
