// E-mail campaigns: a template sent to a saved lead filter, now or at a set time. Starting a campaign queues one
// message per recipient, spread out at CAMPAIGN_SEND_PER_MINUTE; addresses without mail or that unsubscribed
// are counted as suppressed and never queued. Figures come from the messages' statuses.
import { and, asc, desc, eq, ilike, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Audience, CampaignInput } from '../../core/schemas/growth.js';
import type { AuthContext } from '../auth/guard.js';
import { changedValues, createAuditEntry } from '../platform/audit.js';
import type { AppDatabase, Executor } from '../platform/db/client.js';
import { campaigns, contacts, jobs, leads, outreachEmails } from '../platform/db/schema.js';
import { AppError, notFound } from '../platform/errors.js';
import { enqueueJob, type Job } from '../platform/jobs/queue.js';
import { publishChange } from '../platform/realtime.js';
import { containsPattern, toApiRow } from '../platform/rows.js';
import { leadFilters } from '../leads/service.js';
import { getTemplate, queueOutreach, type OutreachDeps } from './outreach.js';

export const CAMPAIGN_START_JOB = 'campaign.start';
type CampaignRow = typeof campaigns.$inferSelect;

async function getCampaign(db: Executor, organizationId: string, id: string, lock = false): Promise<CampaignRow> {
  const query = db.select().from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Campaign');
  return row;
}

const FIGURES = sql<Record<string, number>>`json_build_object(
  'recipients', count(*)::int,
  'queued', (count(*) filter (where status = 'queued'))::int,
  'sent', (count(*) filter (where sent_at is not null))::int,
  'failed', (count(*) filter (where status = 'failed'))::int,
  'bounced', (count(*) filter (where status = 'bounced'))::int,
  'opened', (count(*) filter (where opened_at is not null))::int,
  'clicked', (count(*) filter (where clicked_at is not null))::int,
  'unsubscribed', (count(*) filter (where unsubscribed_at is not null))::int)`;

async function figuresOf(db: Executor, campaignIds: string[]) {
  if (!campaignIds.length) return new Map<string, Record<string, number>>();
  const rows = await db
    .select({ campaignId: outreachEmails.campaignId, figures: FIGURES })
    .from(outreachEmails)
    .where(sql`${outreachEmails.campaignId} in (${sql.join(campaignIds.map((id) => sql`${id}`), sql`, `)})`)
    .groupBy(outreachEmails.campaignId);
  return new Map(rows.map((r) => [r.campaignId!, r.figures]));
}

const EMPTY_FIGURES = { recipients: 0, queued: 0, sent: 0, failed: 0, bounced: 0, opened: 0, clicked: 0, unsubscribed: 0 };

function campaignView(row: CampaignRow, figures: Record<string, number> | undefined) {
  const { organizationId: _org, ...rest } = row;
  const f = { ...EMPTY_FIGURES, ...figures, suppressed: row.suppressed };
  // Sending ends when no message waits any more.
  const status = row.status === 'sending' && f.queued === 0 && row.startedAt ? 'sent' : row.status;
  return { ...toApiRow(rest), status, figures: f };
}

export async function listCampaigns(db: AppDatabase, organizationId: string) {
  const rows = await db.select().from(campaigns).where(eq(campaigns.organizationId, organizationId)).orderBy(desc(campaigns.createdAt));
  const figures = await figuresOf(db, rows.map((r) => r.id));
  return { items: rows.map((r) => campaignView(r, figures.get(r.id))) };
}

/** A campaign with its figures, opens and clicks per hour, and its recipients (optionally of one status). */
export async function campaignDetail(db: AppDatabase, organizationId: string, id: string, status?: string) {
  const campaign = await getCampaign(db, organizationId, id);
  const figures = await figuresOf(db, [id]);
  const hour = (column: AnyColumn) => sql<string>`to_char(date_trunc('hour', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"')`;
  const series = async (column: AnyColumn) =>
    db
      .select({ at: hour(column), n: sql<number>`count(*)::int` })
      .from(outreachEmails)
      .where(and(eq(outreachEmails.campaignId, id), sql`${column} is not null`))
      .groupBy(hour(column))
      .orderBy(hour(column));
  const [sent, opened, clicked] = await Promise.all([series(outreachEmails.sentAt), series(outreachEmails.openedAt), series(outreachEmails.clickedAt)]);
  const hours = [...new Set([...sent, ...opened, ...clicked].map((p) => p.at))].sort();
  const count = (points: { at: string; n: number }[], at: string) => points.find((p) => p.at === at)?.n ?? 0;
  const recipients = await db
    .select({ id: outreachEmails.id, email: outreachEmails.email, leadId: outreachEmails.leadId, leadName: sql<string | null>`coalesce(${leads.name}, ${contacts.name})`, contactId: outreachEmails.contactId, status: outreachEmails.status, error: outreachEmails.error, sentAt: outreachEmails.sentAt, openedAt: outreachEmails.openedAt, clickedAt: outreachEmails.clickedAt })
    .from(outreachEmails)
    .leftJoin(leads, eq(leads.id, outreachEmails.leadId))
    .leftJoin(contacts, eq(contacts.id, outreachEmails.contactId))
    .where(and(eq(outreachEmails.campaignId, id), status ? eq(outreachEmails.status, status) : undefined))
    .orderBy(asc(outreachEmails.email))
    .limit(500);
  return {
    campaign: campaignView(campaign, figures.get(id)),
    timeline: hours.map((at) => ({ at, sent: count(sent, at), opened: count(opened, at), clicked: count(clicked, at) })),
    recipients: recipients.map(toApiRow),
  };
}

export async function saveCampaign(db: AppDatabase, ctx: AuthContext, input: CampaignInput, id?: string) {
  return db.transaction(async (tx) => {
    await getTemplate(tx, ctx.organizationId, input.template_id);
    const values = { name: input.name, templateId: input.template_id, audience: input.audience };
    if (!id) {
      const [created] = await tx.insert(campaigns).values({ ...values, organizationId: ctx.organizationId, createdBy: ctx.userId }).returning();
      await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'campaign_created', tableName: 'campaigns', recordId: created!.id, newValues: input });
      await publishChange(tx, { organizationId: ctx.organizationId, table: 'campaigns', action: 'insert' });
      return campaignView(created!, undefined);
    }
    const before = await getCampaign(tx, ctx.organizationId, id, true);
    if (before.status !== 'draft') throw new AppError('CONFLICT', 'This campaign has been sent or scheduled; it can no longer be changed.');
    const diff = changedValues(before as unknown as Record<string, unknown>, values);
    const [after] = await tx.update(campaigns).set({ ...values, updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: 'campaign_updated', tableName: 'campaigns', recordId: id, oldValues: toApiRow(diff.oldValues), newValues: toApiRow(diff.newValues) });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'campaigns', action: 'update' });
    return campaignView(after!, undefined);
  });
}

/** Contact filters: type (role), tag (of the lead the contact came from), state of a deal the contact is on, search. */
function contactFilters(organizationId: string, audience: Audience) {
  const pattern = audience.q ? containsPattern(audience.q) : undefined;
  return and(
    eq(contacts.organizationId, organizationId),
    audience.role ? eq(contacts.role, audience.role) : undefined,
    // Spelled out: a correlated subquery needs the outer table named, which drizzle leaves off in a one-table select.
    audience.tag
      ? sql`exists (select 1 from leads l where l.contact_id = contacts.id and exists (select 1 from unnest(l.tags) as tag where lower(tag) = lower(${audience.tag})))`
      : undefined,
    audience.state
      ? sql`exists (select 1 from deal_contacts dc join deals d on d.id = dc.deal_id where dc.contact_id = contacts.id and d.property_state = ${audience.state})`
      : undefined,
    pattern ? or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.company, pattern)) : undefined,
  );
}

/** How many people the audience covers now (the editor shows it as the filter changes). */
export async function audienceSize(db: AppDatabase, organizationId: string, audience: Audience) {
  const table = audience.kind === 'contacts' ? contacts : leads;
  const where = audience.kind === 'contacts' ? contactFilters(organizationId, audience) : leadFilters(organizationId, audience);
  const [row] = await db.select({ n: sql<number>`count(*)::int`, withEmail: sql<number>`(count(*) filter (where ${table.email} is not null))::int` }).from(table).where(where);
  return { matches: row?.n ?? 0, with_email: row?.withEmail ?? 0 };
}

/** Send now, or at `scheduledAt`: the start job is queued in the same transaction. */
export async function sendCampaign(db: AppDatabase, ctx: AuthContext, id: string, scheduledAt?: Date) {
  return db.transaction(async (tx) => {
    const before = await getCampaign(tx, ctx.organizationId, id, true);
    if (before.status !== 'draft') throw new AppError('CONFLICT', 'This campaign has already been sent or scheduled.');
    const later = scheduledAt && scheduledAt.getTime() > Date.now();
    const [after] = await tx
      .update(campaigns)
      .set({ status: later ? 'scheduled' : 'sending', scheduledAt: scheduledAt ?? null, updatedAt: new Date() })
      .where(eq(campaigns.id, id))
      .returning();
    await enqueueJob(tx, CAMPAIGN_START_JOB, { campaign_id: id }, { runAt: later ? scheduledAt : undefined, singletonKey: id, organizationId: ctx.organizationId });
    await createAuditEntry(tx, { organizationId: ctx.organizationId, userId: ctx.userId, action: later ? 'campaign_scheduled' : 'campaign_sent', tableName: 'campaigns', recordId: id, oldValues: { status: before.status }, newValues: { status: after!.status, scheduled_at: scheduledAt?.toISOString() ?? null } });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'campaigns', action: 'update' });
    return campaignView(after!, undefined);
  });
}

/** The start job: resolves the audience and queues every message, throttled, in one transaction. */
export async function startCampaign(deps: Pick<OutreachDeps, 'db' | 'keyring' | 'publicUrl'> & { perMinute: number }, job: Job<{ campaign_id: string }>) {
  await deps.db.transaction(async (tx) => {
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, job.payload.campaign_id)).for('update');
    if (!campaign || campaign.startedAt || (campaign.status !== 'scheduled' && campaign.status !== 'sending')) return;
    const template = await getTemplate(tx, campaign.organizationId, campaign.templateId);
    const filter = campaign.audience as Audience;
    const audience =
      filter.kind === 'contacts'
        ? (await tx.select().from(contacts).where(contactFilters(campaign.organizationId, filter)).orderBy(asc(contacts.createdAt))).map((contact) => ({ contact }))
        : (await tx.select().from(leads).where(leadFilters(campaign.organizationId, filter)).orderBy(asc(leads.createdAt))).map((lead) => ({ lead }));
    const spacingMs = 60_000 / deps.perMinute;
    const start = Date.now();
    const seen = new Set<string>();
    let queued = 0;
    let suppressed = 0;
    for (const person of audience) {
      const key = ('lead' in person ? person.lead : person.contact).email?.toLowerCase();
      if (key && seen.has(key)) continue;
      if (key) seen.add(key);
      const id = await queueOutreach(tx, deps, { ...person, template, campaignId: campaign.id, runAt: new Date(start + queued * spacingMs) });
      if (id) queued++;
      else suppressed++;
    }
    await tx.update(campaigns).set({ status: 'sending', startedAt: new Date(), suppressed, updatedAt: new Date() }).where(eq(campaigns.id, campaign.id));
    await createAuditEntry(tx, { organizationId: campaign.organizationId, userId: null, action: 'campaign_started', tableName: 'campaigns', recordId: campaign.id, newValues: { queued, suppressed } });
    await publishChange(tx, { organizationId: campaign.organizationId, table: 'campaigns', action: 'update' });
  });
}

/**
 * Cancels a scheduled campaign before it starts: its start job is removed with it, in one transaction, audited.
 * A campaign that started sending (or was never scheduled) answers 409.
 */
export async function cancelCampaign(db: AppDatabase, ctx: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    const before = await getCampaign(tx, ctx.organizationId, id, true);
    if (before.status !== 'scheduled' || before.startedAt) throw new AppError('CONFLICT', 'Only a scheduled campaign that has not started sending can be cancelled.');
    const removed = await tx
      .delete(jobs)
      .where(and(eq(jobs.name, CAMPAIGN_START_JOB), eq(jobs.singletonKey, id), eq(jobs.state, 'queued')))
      .returning({ id: jobs.id });
    const [after] = await tx.update(campaigns).set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    await createAuditEntry(tx, {
      organizationId: ctx.organizationId,
      userId: ctx.userId,
      action: 'campaign_cancelled',
      tableName: 'campaigns',
      recordId: id,
      oldValues: { status: before.status, scheduled_at: before.scheduledAt?.toISOString() ?? null },
      newValues: { status: 'cancelled', jobs_cancelled: removed.length },
    });
    await publishChange(tx, { organizationId: ctx.organizationId, table: 'campaigns', action: 'update' });
    return campaignView(after!, undefined);
  });
}
