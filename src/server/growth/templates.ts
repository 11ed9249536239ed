// E-mail templates: CRUD, a preview filled with a real lead's data, and a test send to any address.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TemplateInput } from '../../core/schemas/growth.js';
import { unknownMergeFields } from '../../core/growth/merge.js';
import type { AuthContext } from '../auth/guard.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase } from '../platform/db/client.js';
import { campaigns, emailTemplates, sequences } from '../platform/db/schema.js';
import { AppError } from '../platform/errors.js';
import { publishChange } from '../platform/realtime.js';
import { toApiRow } from '../platform/rows.js';
import { getLead } from '../leads/service.js';
import { getTemplate, renderForLead, type OutreachDeps, type TemplateRow } from './outreach.js';

export function templateView(row: TemplateRow) {
  const { organizationId: _org, ...rest } = row;
  return { ...toApiRow(rest), unknown_fields: unknownMergeFields(row.subject, row.html, row.text) };
}

export async function listTemplates(db: AppDatabase, organizationId: string) {
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.organizationId, organizationId)).orderBy(asc(emailTemplates.name));
  return { items: rows.map(templateView) };
}

export async function saveTemplate(db: AppDatabase, ctx: AuthContext, input: TemplateInput, id?: string) {
  return db.transaction(async (tx) => {
    if (!id) {
      const [created] = await tx.insert(emailTemplates).values({ ...input, organizationId: ctx.organizationId, createdBy: ctx.userId }).returning();
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'email_template_created', tableName: 'email_templates', recordId: created!.id, newValues: input });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'email_templates', action: 'insert' });
      return templateView(created!);
    }
    const before = await getTemplate(tx, ctx.organizationId, id);
    const diff = changedValues(before as unknown as Record<string, unknown>, input);
    const [after] = await tx.update(emailTemplates).set({ ...input, updatedAt: new Date() }).where(eq(emailTemplates.id, id)).returning();
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'email_template_updated', tableName: 'email_templates', recordId: id, oldValues: diff.oldValues, newValues: diff.newValues });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'email_templates', action: 'update' });
    return templateView(after!);
  });
}

export async function deleteTemplate(db: AppDatabase, ctx: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    const before = await getTemplate(tx, ctx.organizationId, id);
    const [usedByCampaign] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.templateId, id)).limit(1);
    const [usedBySequence] = await tx
      .select({ id: sequences.id })
      .from(sequences)
      .where(and(eq(sequences.organizationId, ctx.organizationId), stepsUse(id)))
      .limit(1);
    if (usedByCampaign || usedBySequence) throw new AppError('CONFLICT', 'This template is used by a campaign or a sequence; it cannot be deleted.');
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'email_template_deleted', tableName: 'email_templates', recordId: id, oldValues: toApiRow(before) });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'email_templates', action: 'delete' });
    return { ok: true };
  });
}

/** Whether a sequence's steps name the template. */
const stepsUse = (templateId: string) => sql`${sequences.steps} @> ${JSON.stringify([{ kind: 'email', template_id: templateId }])}::jsonb`;

/** The template as a given lead would receive it (links point at the real unsubscribe page of a sample id). */
export async function previewTemplate(db: AppDatabase, deps: Pick<OutreachDeps, 'keyring' | 'publicUrl'>, organizationId: string, template: Pick<TemplateRow, 'subject' | 'html' | 'text'>, leadId: string) {
  const lead = await getLead(db, organizationId, leadId);
  return renderForLead(db, deps, template, { ...lead, loan_amount: lead.loanAmount, loan_type: lead.loanType, property_address: lead.propertyAddress }, organizationId, randomUUID());
}

/** Sends the template filled with a lead's data to a colleague's address (no tracking row, marked [Test]). */
export async function testSendTemplate(deps: OutreachDeps, ctx: AuthContext, templateId: string, leadId: string, to: string) {
  const template = await getTemplate(deps.db, ctx.organizationId, templateId);
  const rendered = await previewTemplate(deps.db, deps, ctx.organizationId, template, leadId);
  await deps.mailer.send({ to, subject: `[Test] ${rendered.subject}`, text: rendered.text, html: rendered.html, kind: 'marketing', organizationId: ctx.organizationId });
  await deps.db.transaction(async (tx) =>
    createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'email_template_test_sent', tableName: 'email_templates', recordId: templateId, newValues: { to, lead_id: leadId } }),
  );
  return { message: `Test e-mail sent to ${to}.` };
}
