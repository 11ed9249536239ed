import { auditLog } from './db/schema.js';
import type { Executor } from './db/client.js';

export interface AuditEntry {
  organizationId: string | null;
  userId: string | null;
  action: string;
  tableName: string;
  recordId?: string | null;
  oldValues?: unknown;
  newValues?: unknown;
  metadata?: unknown;
}

/**
 * Writes one audit row with the caller's executor, so a mutation and its audit entry commit or
 * roll back together (DESIGN §4). Never swallow its errors: a mutation without its audit must fail.
 */
export async function createAuditEntry(tx: Executor, entry: AuditEntry): Promise<void> {
  await createAuditEntries(tx, [entry]);
}

/** Several entries in one statement, for mutations that touch several rows. */
export async function createAuditEntries(tx: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      organizationId: entry.organizationId,
      userId: entry.userId,
      action: entry.action,
      tableName: entry.tableName,
      recordId: entry.recordId ?? null,
      oldValues: entry.oldValues ?? null,
      newValues: entry.newValues ?? null,
      metadata: entry.metadata ?? null,
    })),
  );
}

/** Only the fields whose value differs, as { old, new } pairs for the audit row. */
export function changedValues<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(value ?? null)) {
      oldValues[key] = before[key] ?? null;
      newValues[key] = value;
    }
  }
  return { oldValues, newValues, changed: Object.keys(newValues).length > 0 };
}
