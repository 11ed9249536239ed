import { z } from 'zod';
import { AUDIT_LOG_DEFAULT_LIMIT } from '../limits';

/** Query of the Audit Trail (SPEC §7: filters action, table_name, user_id; search over action, table and record id). */
export const auditLogQuerySchema = z.object({
  action: z.string().max(100).optional(),
  table_name: z.string().max(100).optional(),
  user_id: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(AUDIT_LOG_DEFAULT_LIMIT),
  cursor: z.string().regex(/^\d{1,7}$/, 'The cursor is invalid.').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export type AuditEntryView = {
  id: number;
  action: string;
  table_name: string;
  record_id: string | null;
  old_values: unknown;
  new_values: unknown;
  metadata: unknown;
  timestamp: string;
  user_id: string | null;
  actor: { first_name: string | null; last_name: string | null; email: string } | null;
};
