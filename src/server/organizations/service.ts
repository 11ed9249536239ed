import { asc, eq } from 'drizzle-orm';
import { DEFAULT_DEAL_STAGES } from '../../core/deals/form-fields.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { dealStages, organizations } from '../platform/db/schema.js';

export type Organization = typeof organizations.$inferSelect;

export async function findDefaultOrganization(db: Executor): Promise<Organization | undefined> {
  const [org] = await db.select().from(organizations).where(eq(organizations.isDefault, true)).limit(1);
  return org;
}

/** First start: the default organization and its pipeline stages. Idempotent. */
export async function ensureDefaultOrganization(
  db: AppDatabase,
  defaults: { name: string; shortName: string; dealIdPrefix: string },
): Promise<Organization> {
  const existing = await findDefaultOrganization(db);
  if (existing) return existing;
  return db.transaction((tx) => insertOrganization(tx, { ...defaults, isDefault: true }));
}

/** A new organization with the default pipeline stages. */
export async function insertOrganization(tx: Executor, values: typeof organizations.$inferInsert): Promise<Organization> {
  const [org] = await tx.insert(organizations).values(values).returning();
  await tx.insert(dealStages).values(DEFAULT_DEAL_STAGES.map((name, position) => ({ organizationId: org!.id, name, position })));
  return org!;
}

export async function listStages(db: Executor, organizationId: string) {
  return db
    .select({ id: dealStages.id, name: dealStages.name, position: dealStages.position })
    .from(dealStages)
    .where(eq(dealStages.organizationId, organizationId))
    .orderBy(asc(dealStages.position));
}

export function organizationView(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    short_name: org.shortName,
    deal_id_prefix: org.dealIdPrefix,
    registration_mode: org.registrationMode as 'open' | 'invite_only',
  };
}
