// "Assigned to you" mail: sent after the assigning transaction committed, to members other than the one who
// assigned. A mail that cannot be sent is logged, never turned into a failed request: the tasks are saved.
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../platform/db/client.js';
import { profiles } from '../platform/db/schema.js';
import type { Mailer } from '../platform/mail.js';

export interface Assignment {
  assigneeId: string;
  title: string;
  dealId: string | null;
  dueDate: string | null;
}

export async function notifyAssignees(
  deps: { db: Executor; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  by: { userId: string; organizationId: string; name: string },
  assignments: Assignment[],
): Promise<void> {
  const byAssignee = new Map<string, Assignment[]>();
  for (const a of assignments) if (a.assigneeId !== by.userId) byAssignee.set(a.assigneeId, [...(byAssignee.get(a.assigneeId) ?? []), a]);
  if (byAssignee.size === 0) return;
  const people = await deps.db.select({ id: profiles.id, email: profiles.email }).from(profiles).where(inArray(profiles.id, [...byAssignee.keys()]));
  for (const person of people) {
    const list = byAssignee.get(person.id)!;
    const lines = list.map((a) => `- ${a.title}${a.dealId ? ` (deal ${a.dealId})` : ''}${a.dueDate ? `, due ${a.dueDate}` : ''}`);
    try {
      await deps.mailer.send({
        to: person.email,
        subject: list.length === 1 ? `Task assigned to you: ${list[0]!.title}` : `${list.length} tasks assigned to you`,
        text: `Hello,\n\n${by.name} assigned ${list.length === 1 ? 'a task' : `${list.length} tasks`} to you:\n\n${lines.join('\n')}\n\nSee your tasks: ${deps.publicUrl}/tasks?view=mine\n`,
        kind: 'notification',
        organizationId: by.organizationId,
      });
    } catch (error) {
      deps.log.error({ err: error, to: person.email }, 'task assignment mail not sent');
    }
  }
}
