// Marketing mail (campaign recipients and nurture e-mail steps): rendered from a template with the lead's merge
// fields, queued in the caller's transaction, delivered by the job queue through the mail transport. Every
// message carries a one-click unsubscribe (RFC 8058 headers and a link), an open pixel and signed click links;
// an address that unsubscribed is never mailed again.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isPermanentSmtpFailure, OUTREACH_HEADER } from '../../core/growth/bounce.js';
import type { Suppression } from '../../core/growth/nurture.js';
import { mergeHtml, mergeText, mergeValues, rewriteLinks, type MergeRecipient } from '../../core/growth/merge.js';
import { createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { contacts, emailTemplates, emailUnsubscribes, leadActivities, leads, organizations, outreachEmails, profiles, sequenceEnrollments } from '../platform/db/schema.js';
import { notFound } from '../platform/errors.js';
import { enqueueJob, type Job } from '../platform/jobs/queue.js';
import type { Keyring } from '../platform/keyring.js';
import type { Mailer } from '../platform/mail.js';
import { publishChange } from '../platform/realtime.js';

export const DELIVER_JOB = 'outreach.deliver';
const DELIVER_ATTEMPTS = 3;

export interface OutreachDeps {
  db: AppDatabase;
  mailer: Mailer;
  keyring: Keyring;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export type TemplateRow = typeof emailTemplates.$inferSelect;
type LeadRow = typeof leads.$inferSelect;
type ContactRow = typeof contacts.$inferSelect;

export async function getTemplate(db: Executor, organizationId: string, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(emailTemplates).where(and(eq(emailTemplates.id, id), eq(emailTemplates.organizationId, organizationId)));
  if (!row) throw notFound('Template');
  return row;
}

/** Signed addresses of one message: unsubscribe page, open pixel, and a click link per target. */
export function trackingLinks(keyring: Keyring, publicUrl: string, messageId: string) {
  const token = keyring.seal('outreach', messageId);
  return {
    token,
    unsubscribe: `${publicUrl}/api/public/mail/unsubscribe/${token}`,
    pixel: `${publicUrl}/api/public/mail/open/${token}`,
    click: (url: string) => `${publicUrl}/api/public/mail/click?t=${keyring.seal('outreach', `${messageId}\n${url}`)}`,
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The template filled for one recipient, with the unsubscribe footer, pixel and tracked links. */
export async function renderForLead(
  db: Executor,
  deps: Pick<OutreachDeps, 'keyring' | 'publicUrl'>,
  template: Pick<TemplateRow, 'subject' | 'html' | 'text'>,
  lead: MergeRecipient & { ownerId?: string | null },
  organizationId: string,
  messageId: string,
) {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  const [owner] = lead.ownerId
    ? await db.select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email, phone: profiles.phone }).from(profiles).where(eq(profiles.id, lead.ownerId))
    : [];
  const links = trackingLinks(deps.keyring, deps.publicUrl, messageId);
  const values = mergeValues({
    recipient: lead,
    officer: owner ? { name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email, email: owner.email, phone: owner.phone } : null,
    organizationName: org?.name ?? '',
    unsubscribeUrl: links.unsubscribe,
  });
  let text = mergeText(template.text, values);
  if (!template.text.includes('{{unsubscribe_url}}')) text += `\n\n--\nTo stop receiving these e-mails, unsubscribe: ${links.unsubscribe}\n`;
  let html = template.html.trim() ? mergeHtml(template.html, values) : `<p>${escape(mergeText(template.text, values)).replace(/\n/g, '<br>')}</p>`;
  html = rewriteLinks(html, links.unsubscribe, links.click);
  if (!template.html.includes('{{unsubscribe_url}}')) html += `<p style="font-size:12px;color:#666"><a href="${links.unsubscribe}">Unsubscribe</a> from these e-mails.</p>`;
  html += `<img src="${links.pixel}" width="1" height="1" alt="" style="display:none">`;
  return { subject: mergeText(template.subject, values), text, html, unsubscribeUrl: links.unsubscribe };
}

/** Why the organization never mails this address again (it unsubscribed, or mail to it bounced), or null. */
export async function suppressionOf(db: Executor, organizationId: string, email: string | null): Promise<Suppression> {
  if (!email) return null;
  const [row] = await db
    .select({ reason: emailUnsubscribes.reason })
    .from(emailUnsubscribes)
    .where(and(eq(emailUnsubscribes.organizationId, organizationId), eq(emailUnsubscribes.email, email.toLowerCase())));
  return row ? (row.reason === 'bounced' ? 'bounced' : 'unsubscribed') : null;
}

/**
 * Queues one message to a lead (or, for a campaign to contacts, a contact) in the caller's transaction;
 * undefined when the person has no address or asked not to be mailed (nothing is queued).
 */
export async function queueOutreach(
  tx: Executor,
  deps: Pick<OutreachDeps, 'keyring' | 'publicUrl'>,
  input: ({ lead: LeadRow; contact?: never } | { contact: ContactRow; lead?: never }) & { template: TemplateRow; campaignId?: string; enrollmentId?: string; runAt?: Date },
): Promise<string | undefined> {
  const { lead, contact, template } = input;
  const person = lead ?? contact;
  if (!person.email || (await suppressionOf(tx, person.organizationId, person.email))) return undefined;
  const id = randomUUID();
  const merge = lead
    ? { ...lead, loan_amount: lead.loanAmount, loan_type: lead.loanType, property_address: lead.propertyAddress }
    : { name: contact.name, company: contact.company, email: contact.email };
  const rendered = await renderForLead(tx, deps, template, merge, person.organizationId, id);
  await tx.insert(outreachEmails).values({
    id,
    organizationId: person.organizationId,
    leadId: lead?.id ?? null,
    contactId: contact?.id ?? null,
    email: person.email.toLowerCase(),
    campaignId: input.campaignId ?? null,
    enrollmentId: input.enrollmentId ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
  });
  await enqueueJob(tx, DELIVER_JOB, { id }, { runAt: input.runAt, singletonKey: id, maxAttempts: DELIVER_ATTEMPTS, organizationId: person.organizationId });
  return id;
}

/** The deliver job: sends a queued message unless its address unsubscribed or bounced meanwhile, then records what happened. */
export async function deliverOutreach(deps: OutreachDeps, job: Job<{ id: string }>) {
  const { db } = deps;
  const [message] = await db.select().from(outreachEmails).where(eq(outreachEmails.id, job.payload.id));
  if (!message || message.status !== 'queued') return;
  const suppressed = await suppressionOf(db, message.organizationId, message.email);
  if (suppressed) {
    const notSent = suppressed === 'bounced' ? { status: 'failed', error: 'Not sent: earlier mail to the address bounced.' } : { status: 'unsubscribed', error: 'Not sent: the address unsubscribed.' };
    await db.update(outreachEmails).set(notSent).where(eq(outreachEmails.id, message.id));
    return;
  }
  const links = trackingLinks(deps.keyring, deps.publicUrl, message.id);
  try {
    await deps.mailer.send({
      to: message.email,
      subject: message.subject,
      text: message.text,
      html: message.html,
      kind: 'marketing',
      organizationId: message.organizationId,
      headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', [OUTREACH_HEADER]: links.token },
    });
  } catch (error) {
    // The relay refused the address for good (5yz): a bounce, not a failure to retry.
    if (isPermanentSmtpFailure(error)) {
      await recordBounce(db, message.id, `Bounced: ${error instanceof Error ? error.message : 'the relay refused the address'}`.slice(0, 500));
      return;
    }
    if (job.attempt >= DELIVER_ATTEMPTS) {
      await db.update(outreachEmails).set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'The mail could not be sent.' }).where(eq(outreachEmails.id, message.id));
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.update(outreachEmails).set({ status: 'sent', sentAt: new Date(), error: null }).where(and(eq(outreachEmails.id, message.id), eq(outreachEmails.status, 'queued')));
    if (message.leadId) {
      await tx.insert(leadActivities).values({ organizationId: message.organizationId, leadId: message.leadId, kind: 'email', body: `E-mail sent: ${message.subject}` });
    }
    await publishChange(tx, { organizationId: message.organizationId, table: 'outreach_emails', action: 'update' });
  });
}

/** Opens the message id a tracking token carries (null when altered). */
export function messageIdOf(keyring: Keyring, token: string): string | null {
  const payload = keyring.open('outreach', token);
  return payload && /^[0-9a-f-]{36}$/.test(payload) ? payload : null;
}

/** The message id and target of a click token, or null. */
export function clickTargetOf(keyring: Keyring, token: string): { id: string; url: string } | null {
  const payload = keyring.open('outreach', token);
  const [id, url, extra] = payload?.split('\n') ?? [];
  if (!id || !url || extra !== undefined || !/^https?:\/\//i.test(url)) return null;
  return { id, url };
}

/** An open (pixel) or a click: first time only for the timestamp; the status moves forward, never back. */
export async function recordEngagement(db: AppDatabase, id: string, kind: 'opened' | 'clicked') {
  const forward = kind === 'opened' ? sql`case when status = 'sent' then 'opened' else status end` : sql`case when status in ('sent','opened') then 'clicked' else status end`;
  const rows = await db
    .update(outreachEmails)
    .set(
      kind === 'opened'
        ? { openedAt: sql`coalesce(opened_at, now())`, status: forward }
        : { clickedAt: sql`coalesce(clicked_at, now())`, openedAt: sql`coalesce(opened_at, now())`, status: forward },
    )
    .where(and(eq(outreachEmails.id, id), inArray(outreachEmails.status, ['sent', 'opened', 'clicked', 'unsubscribed'])))
    .returning({ organizationId: outreachEmails.organizationId });
  if (rows[0]) await publishChange(db, { organizationId: rows[0].organizationId, table: 'outreach_emails', action: 'update' });
}

/**
 * The recipient's unsubscribe (link or RFC 8058 one-click POST): the address is suppressed for the whole
 * organization, the message marked, the lead's active sequences ended — in one transaction, audited.
 */
export async function unsubscribe(db: AppDatabase, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(outreachEmails).where(eq(outreachEmails.id, id)).for('update');
    if (!message) return false;
    const organizationId = message.organizationId;
    const added = await tx.insert(emailUnsubscribes).values({ organizationId, email: message.email, outreachEmailId: id }).onConflictDoNothing().returning();
    await tx.update(outreachEmails).set({ status: 'unsubscribed', unsubscribedAt: sql`coalesce(unsubscribed_at, now())` }).where(eq(outreachEmails.id, id));
    if (added.length === 0) return true;
    const people = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.organizationId, organizationId), sql`lower(${leads.email}) = ${message.email}`));
    const leadIds = people.map((p) => p.id);
    if (leadIds.length) {
      await tx.insert(leadActivities).values(leadIds.map((leadId) => ({ organizationId, leadId, kind: 'note', body: 'Unsubscribed from e-mail' })));
      await tx
        .update(sequenceEnrollments)
        .set({ status: 'exited', exitReason: 'unsubscribed', updatedAt: new Date() })
        .where(and(inArray(sequenceEnrollments.leadId, leadIds), inArray(sequenceEnrollments.status, ['active', 'paused'])));
    }
    await createAuditEntry(tx, {
      organizationId,
      userId: null,
      action: 'email_unsubscribed',
      tableName: 'email_unsubscribes',
      recordId: id,
      newValues: { email: message.email, lead_ids: leadIds },
    });
    await publishChange(tx, { organizationId, table: 'leads', action: 'update' }, { organizationId, table: 'outreach_emails', action: 'update' });
    return true;
  });
}

/**
 * A permanent delivery failure of one message (a bounce report matched to it, or the relay's 5yz refusal):
 * the message is marked bounced, the address suppressed for the organization (never mailed again), the
 * lead's timeline told — in one transaction, audited. False when there is no such message or it bounced already.
 */
export async function recordBounce(db: Executor, id: string, diagnostic: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(outreachEmails).where(eq(outreachEmails.id, id)).for('update');
    if (!message || message.bouncedAt) return false;
    const organizationId = message.organizationId;
    await tx.update(outreachEmails).set({ status: 'bounced', bouncedAt: new Date(), error: diagnostic }).where(eq(outreachEmails.id, id));
    await tx.insert(emailUnsubscribes).values({ organizationId, email: message.email, outreachEmailId: id, reason: 'bounced' }).onConflictDoNothing();
    if (message.leadId) await tx.insert(leadActivities).values({ organizationId, leadId: message.leadId, kind: 'note', body: `E-mail bounced (${message.email}): ${diagnostic}`.slice(0, 1000) });
    // Sequences that exit on a bounce let go of every lead at this address now, saying why.
    await tx
      .update(sequenceEnrollments)
      .set({ status: 'exited', exitReason: 'bounced', nextRunAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(sequenceEnrollments.organizationId, organizationId),
          inArray(sequenceEnrollments.status, ['active', 'paused']),
          sql`${sequenceEnrollments.leadId} in (select id from leads where organization_id = ${organizationId} and lower(email) = ${message.email})`,
          sql`${sequenceEnrollments.sequenceId} in (select id from sequences where organization_id = ${organizationId} and 'bounced' = any(exit_on))`,
        ),
      );
    await createAuditEntry(tx, {
      organizationId,
      userId: null,
      action: 'email_bounced',
      tableName: 'outreach_emails',
      recordId: id,
      oldValues: { status: message.status },
      newValues: { status: 'bounced', email: message.email, campaign_id: message.campaignId, error: diagnostic },
    });
    await publishChange(tx, { organizationId, table: 'outreach_emails', action: 'update' }, { organizationId, table: 'campaigns', action: 'update' }, { organizationId, table: 'sequences', action: 'update' });
    return true;
  });
}
