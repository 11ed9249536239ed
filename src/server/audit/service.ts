// The Audit Trail: the organization's audit log, newest first, security_validation rows hidden (SPEC §3).
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditLogQuery } from '../../core/schemas/audit.js';
import type { AppDatabase } from '../platform/db/client.js';
import { containsPattern, pageOf } from '../platform/rows.js';
import { auditLog, profiles } from '../platform/db/schema.js';
import { csvDocument } from '../deals/csv.js';

const HIDDEN_ACTION = 'security_validation';

/** The columns an entry is shown with: the row and its actor's names (SPEC §3). */
const auditWithActor = { entry: auditLog, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email };

export function auditEntryView({ entry, firstName, lastName, email }: {
  entry: typeof auditLog.$inferSelect;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): AuditEntryView {
  return {
    id: entry.id,
    action: entry.action,
    table_name: entry.tableName,
    record_id: entry.recordId,
    old_values: entry.oldValues,
    new_values: entry.newValues,
    metadata: entry.metadata,
    timestamp: entry.timestamp.toISOString(),
    user_id: entry.userId,
    actor: email ? { first_name: firstName, last_name: lastName, email } : null,
  };
}

/** The organization's entries a person may see: everything but security_validation. */
function visibleAuditEntries(organizationId: string) {
  return and(eq(auditLog.organizationId, organizationId), ne(auditLog.action, HIDDEN_ACTION));
}

/** The organization's visible entries with their actors (for auditEntryView), newest first, narrowed by `condition`. */
export function selectAuditEntries(db: AppDatabase, organizationId: string, condition?: SQL) {
  return db
    .select(auditWithActor)
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.userId))
    .where(and(visibleAuditEntries(organizationId), condition))
    .orderBy(desc(auditLog.timestamp), desc(auditLog.id));
}

/** The filters of SPEC §7: action, table and user, and the search over action, table and record id. */
function auditFilter(query: Pick<AuditLogQuery, 'action' | 'table_name' | 'user_id' | 'q'>) {
  const like = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.table_name ? eq(auditLog.tableName, query.table_name) : undefined,
    query.user_id ? eq(auditLog.userId, query.user_id) : undefined,
    like ? or(ilike(auditLog.action, like), ilike(auditLog.tableName, like), ilike(auditLog.recordId, like)) : undefined,
  );
}

export async function listAuditEntries(db: AppDatabase, organizationId: string, query: AuditLogQuery) {
  const offset = query.cursor ? Number(query.cursor) : 0;
  const rows = await selectAuditEntries(db, organizationId, auditFilter(query))
    .limit(query.limit + 1)
    .offset(offset);
  return pageOf(rows, query.limit, offset, auditEntryView);
}

/** The most rows one CSV export holds; beyond it the person narrows the filters. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The filtered log as CSV (newest first), values as JSON text. */
export async function auditCsv(db: AppDatabase, organizationId: string, query: Pick<AuditLogQuery, 'action' | 'table_name' | 'user_id' | 'q'>) {
  const rows = await selectAuditEntries(db, organizationId, auditFilter(query)).limit(AUDIT_CSV_MAX_ROWS);
  const header = ['Timestamp', 'Action', 'Table', 'Record ID', 'User', 'User Email', 'Old Values', 'New Values', 'Metadata'];
  const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
  const lines = rows.map(auditEntryView).map((e) =>
    [
      e.timestamp,
      e.action,
      e.table_name,
      e.record_id,
      e.actor ? [e.actor.first_name, e.actor.last_name].filter(Boolean).join(' ') : '',
      e.actor?.email ?? '',
      json(e.old_values),
      json(e.new_values),
      json(e.metadata),
    ],
  );
  return csvDocument(header, lines);
}

/** The values the filters offer: actions and tables that occur, and the people who acted. */
export async function auditFacets(db: AppDatabase, organizationId: string) {
  const [actions, tables, users] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).where(visibleAuditEntries(organizationId)).orderBy(asc(auditLog.action)),
    db.selectDistinct({ value: auditLog.tableName }).from(auditLog).where(visibleAuditEntries(organizationId)).orderBy(asc(auditLog.tableName)),
    db
      .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.organizationId, organizationId), sql`exists (select 1 from audit_log a where a.user_id = ${profiles.id})`))
      .orderBy(asc(profiles.email)),
  ]);
  return {
    actions: actions.map((a) => a.value),
    tables: tables.map((t) => t.value),
    users: users.map((u) => ({ id: u.id, name: [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email })),
  };
}
