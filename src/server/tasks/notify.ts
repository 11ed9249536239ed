// "Assigned to you" and "a file arrived for your condition" mail: sent after the writing transaction committed,
// to members other than the one who acted. A mail that cannot be sent is logged, never turned into a failed
// request: the tasks and files are saved.
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
    await sendNotice(deps, person.email, by.organizationId, {
      subject: list.length === 1 ? `Task assigned to you: ${list[0]!.title}` : `${list.length} tasks assigned to you`,
      text: `Hello,\n\n${by.name} assigned ${list.length === 1 ? 'a task' : `${list.length} tasks`} to you:\n\n${lines.join('\n')}\n\nSee your tasks: ${deps.publicUrl}/tasks?view=mine\n`,
    });
  }
}

type NoticeDeps = { mailer: Mailer; log: FastifyBaseLogger };

async function sendNotice(deps: NoticeDeps, to: string, organizationId: string, mail: { subject: string; text: string }) {
  try {
    await deps.mailer.send({ to, ...mail, kind: 'notification', organizationId });
  } catch (error) {
    deps.log.error({ err: error, to }, 'notification mail not sent');
  }
}

export interface ReceivedUpload {
  dealId: string;
  fileName: string;
  /** The condition the file was uploaded for, when one was chosen. */
  task: { title: string; assigneeId: string | null } | null;
  /** The deal's assigned officer. */
  officerId: string | null;
}

/**
 * An outside party's upload (a borrower satisfying a condition) tells the people who act on it: the
 * condition's assignee and the deal's officer, by mail. Their lists refresh over the realtime channel.
 */
export async function notifyUploadReceived(
  deps: { db: Executor; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  by: { userId: string; organizationId: string; name: string },
  upload: ReceivedUpload,
): Promise<void> {
  const recipients = [...new Set([upload.task?.assigneeId, upload.officerId])].filter((id): id is string => !!id && id !== by.userId);
  if (recipients.length === 0) return;
  const people = await deps.db.select({ email: profiles.email }).from(profiles).where(inArray(profiles.id, recipients));
  const purpose = upload.task ? ` for the condition "${upload.task.title}"` : '';
  for (const person of people) {
    await sendNotice(deps, person.email, by.organizationId, {
      subject: `${by.name} uploaded ${upload.fileName} to deal ${upload.dealId}`,
      text: `Hello,\n\n${by.name} uploaded "${upload.fileName}" to deal ${upload.dealId}${purpose}.\n\nOpen the deal: ${deps.publicUrl}/deals/${encodeURIComponent(upload.dealId)}\n`,
    });
  }
}
