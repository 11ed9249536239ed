// The daily digest: once a day each member with open tasks due today or earlier gets one mail listing them.
// A digest already in the outbox for that address and day is not sent again (a restart, or a second instance
// checking later, sends nothing twice; two instances checking in the same instant could).
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hasPermission, ROLES } from '../../core/permissions.js';
import type { AppDatabase } from '../platform/db/client.js';
import { deals, mailOutbox, profiles, tasks } from '../platform/db/schema.js';
import type { Mailer } from '../platform/mail.js';

const TASK_ROLES = ROLES.filter((role) => hasPermission(role, 'view_assigned_tasks'));
export const digestSubject = (day: string) => `Your tasks due by ${day}`;

/** Sends the digests of `day` (YYYY-MM-DD, UTC) not yet sent; answers how many went out. */
export async function sendDueDigests(deps: { db: AppDatabase; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }, day: string): Promise<number> {
  const db = deps.db;
  const rows = await db
    .select({
      organizationId: tasks.organizationId,
      email: profiles.email,
      title: tasks.title,
      dueDate: tasks.dueDate,
      dueTime: tasks.dueTime,
      dealId: tasks.dealId,
      dealLabel: deals.propertyAddress,
    })
    .from(tasks)
    .innerJoin(profiles, and(eq(profiles.id, tasks.assigneeId), eq(profiles.organizationId, tasks.organizationId)))
    .leftJoin(deals, eq(deals.id, tasks.dealId))
    .where(and(inArray(tasks.status, ['open', 'in_progress']), lte(tasks.dueDate, day), eq(profiles.isActive, true), inArray(profiles.role, TASK_ROLES)))
    .orderBy(asc(profiles.email), asc(tasks.dueDate), asc(tasks.dueTime));
  const byEmail = new Map<string, typeof rows>();
  for (const row of rows) byEmail.set(row.email.toLowerCase(), [...(byEmail.get(row.email.toLowerCase()) ?? []), row]);
  if (byEmail.size === 0) return 0;
  const sent = await db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to, [...byEmail.keys()]), eq(mailOutbox.subject, digestSubject(day))));
  const already = new Set(sent.map((s) => s.to));
  let count = 0;
  for (const [email, list] of byEmail) {
    if (already.has(email)) continue;
    const line = (r: (typeof list)[number]) =>
      `- ${r.title}${r.dealId ? ` (deal ${r.dealId}${r.dealLabel ? `, ${r.dealLabel}` : ''})` : ''}, due ${r.dueDate}${r.dueTime ? ` ${r.dueTime.slice(0, 5)}` : ''}`;
    const overdue = list.filter((r) => r.dueDate! < day);
    const today = list.filter((r) => r.dueDate === day);
    const parts = [
      overdue.length ? `Overdue:\n${overdue.map(line).join('\n')}` : '',
      today.length ? `Due today:\n${today.map(line).join('\n')}` : '',
    ].filter(Boolean);
    try {
      await deps.mailer.send({
        to: email,
        subject: digestSubject(day),
        text: `Hello,\n\n${parts.join('\n\n')}\n\nSee your tasks: ${deps.publicUrl}/tasks?view=mine\n`,
        kind: 'notification',
        organizationId: list[0]!.organizationId,
      });
      count += 1;
    } catch (error) {
      deps.log.error({ err: error, to: email }, 'task digest not sent');
    }
  }
  return count;
}

const HOUR_MS = 60 * 60 * 1000;
/** The digest goes out with the first check from this hour (UTC) on. */
const DIGEST_HOUR_UTC = 12;

/** Checks every hour; sends the day's digests once the digest hour has come. */
export function scheduleDueDigests(deps: Parameters<typeof sendDueDigests>[0]): () => void {
  const run = () => {
    const now = new Date();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return;
    sendDueDigests(deps, now.toISOString().slice(0, 10)).catch((error: unknown) => deps.log.error({ err: error }, 'task digest run failed'));
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
