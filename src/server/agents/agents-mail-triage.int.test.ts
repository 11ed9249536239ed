// AI agents that write mail or file suggestions: the condition chaser (drafts a reminder to the borrower, sent
// through the job queue and SMTP only when allowed or approved, once per condition per interval), inbound triage
// (a suggested deal and category for an e-mailed file, accepted through the Email Files approve path) and the
// lead responder (a templated first reply and a follow-up task, once per lead, never to an unsubscribed address).
// Outbound mail goes to a fake SMTP server on 127.0.0.1.
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestMessage } from '../email-files/inbound.js';
import { agentActions, auditLog, dealFiles, emailUnsubscribes, mailOutbox, pendingFileUploads, tasks } from '../platform/db/schema.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

const DAY = 24 * 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface Received {
  to: string[];
  raw: string;
}

async function fakeSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { received, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeEachDatabase('AI agents: condition chaser, inbound triage, lead responder', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  let admin: TestUser;
  let officer: TestUser;
  let dealId: string;
  let conditionId: string;
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });
  const configure = (kind: string, settings: object) => as(admin, 'PUT', `/api/agents/${kind}`, { enabled: true, interval_minutes: 60, settings });
  const sentTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await fakeSmtp();
    t = await createTestApp(driver, { SMTP_URL: smtp.url });
    admin = await createUser(t, 'admin');
    officer = await createUser(t, 'loan_officer');
    const deal = await as(admin, 'POST', '/api/deals', {
      borrower_name: 'Cora Chase', borrower_type: 'Individual', borrower_first_name: 'Cora', borrower_last_name: 'Chase', borrower_email: 'cora@example.test',
      property_address: '77 Quarry Ln, Austin TX 78701', loan_amount: 400000, loan_type: 'Purchase',
    });
    dealId = deal.json().id;
    const condition = await as(admin, 'POST', '/api/tasks', { title: 'Proof of insurance', kind: 'condition', condition_stage: 'prior_to_closing', deal_id: dealId });
    expect(condition.statusCode, condition.body).toBe(201);
    conditionId = condition.json().id;
    await t.database.db.update(tasks).set({ createdAt: new Date(Date.now() - 10 * DAY) }).where(eq(tasks.id, conditionId));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('condition chaser: drafts a reminder to the borrower; nothing is mailed until a person sends it', async () => {
    const bad = await configure('condition_chaser', { open_days: 7, every_days: 0, mail_mode: 'draft' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Remind every must be at least 1 day.');
    expect((await configure('condition_chaser', { open_days: 7, every_days: 7, mail_mode: 'draft' })).statusCode).toBe(200);

    const dry = await as(officer, 'GET', '/api/agents/condition_chaser/dry-run');
    expect(dry.json().actions).toEqual([
      { action: 'mail_drafted', deal_id: dealId, summary: 'Draft "Reminder: Proof of insurance for 77 Quarry Ln, Austin TX 78701" to cora@example.test', reason: 'Open 10 days (limit 7 days); reminder drafted for approval to the borrower, Cora Chase <cora@example.test>.' },
    ]);

    const run = await as(admin, 'POST', '/api/agents/condition_chaser/run');
    expect(run.json()).toMatchObject({ status: 'completed', summary: '1 overdue condition; 0 reminders sent; 1 reminder drafted.' });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'agent_run'), eq(auditLog.recordId, run.json().id)));
    expect(audit).toMatchObject({ userId: admin.id, newValues: { kind: 'condition_chaser', trigger: 'manual' } });
    await t.app.services.jobs.runDue();
    expect(sentTo('cora@example.test')).toEqual([]);

    const drafts = (await as(officer, 'GET', '/api/agent-drafts')).json().items;
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ kind: 'condition_chaser', deal_id: dealId, to: 'cora@example.test', subject: 'Reminder: Proof of insurance for 77 Quarry Ln, Austin TX 78701' });
    expect(drafts[0].text).toContain('- Proof of insurance');

    // Once per condition per interval: a second run finds nothing to do.
    expect((await as(admin, 'POST', '/api/agents/condition_chaser/run')).json().summary).toBe('0 overdue conditions; 0 reminders sent; 0 reminders drafted.');

    const sent = await as(officer, 'POST', `/api/agent-drafts/${drafts[0].id}/send`);
    expect(sent.json()).toEqual({ id: drafts[0].id, status: 'queued' });
    await t.app.services.jobs.runDue();
    const mails = sentTo('cora@example.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: Reminder: Proof of insurance for 77 Quarry Ln');
    const [approval] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_mail_approved'));
    expect(approval).toMatchObject({ userId: officer.id, recordId: drafts[0].id, newValues: { status: 'queued' } });
    const again = await as(officer, 'POST', `/api/agent-drafts/${drafts[0].id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This draft was already sent.');
    expect((await as(officer, 'POST', '/api/agent-drafts/not-a-uuid/send')).statusCode).toBe(400);
    expect((await as(officer, 'GET', '/api/agent-drafts')).json().items).toEqual([]);
  });

  it('a draft that does not exist is 404, sent or discarded, with or without a body', async () => {
    for (const answer of ['send', 'discard']) {
      const url = `/api/agent-drafts/3ef49f84-1dea-47bc-aa0c-4856ad78551f/${answer}`;
      for (const res of [await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie } }), await as(admin, 'POST', url, {})]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().error.message).toBe('Draft not found.');
      }
    }
  });

  it('condition chaser: sends by itself when allowed, once the interval has passed', async () => {
    await t.database.db.update(agentActions).set({ createdAt: new Date(Date.now() - 8 * DAY) }).where(eq(agentActions.kind, 'condition_chaser'));
    await configure('condition_chaser', { open_days: 7, every_days: 7, mail_mode: 'send' });
    const run = await as(admin, 'POST', '/api/agents/condition_chaser/run');
    expect(run.json().summary).toBe('1 overdue condition; 1 reminder sent; 0 reminders drafted.');
    await t.app.services.jobs.runDue();
    expect(sentTo('cora@example.test')).toHaveLength(2);
    const [action] = await t.database.db.select().from(agentActions).where(and(eq(agentActions.kind, 'condition_chaser'), eq(agentActions.action, 'mail_queued')));
    expect(action!.details).toMatchObject({ condition_id: conditionId, mail: { status: 'sent', to: 'cora@example.test' } });
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'cora@example.test'));
    expect(outbox!.organizationId).toBe(t.organizationId);
  });

  it('inbound triage: suggests the deal and category of an e-mailed file; accepting files it through the approve path', async () => {
    const raw = Buffer.from(
      `From: someone@else.test\r\nTo: inbox@example.test\r\nSubject: Appraisal report for 77 Quarry Ln\r\nMessage-ID: <triage-1-${driver}@example.test>\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: text/plain\r\n\r\nPlease find the appraisal attached.\r\n--x\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=report.pdf\r\n\r\n${PDF.toString('latin1')}\r\n--x--\r\n`,
      'latin1',
    );
    const stray = Buffer.from(
      `From: nobody@else.test\r\nTo: inbox@example.test\r\nSubject: hello\r\nMessage-ID: <triage-2-${driver}@example.test>\r\nContent-Type: multipart/mixed; boundary=x\r\n\r\n--x\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename=misc.pdf\r\n\r\n${PDF.toString('latin1')}\r\n--x--\r\n`,
      'latin1',
    );
    expect((await ingestMessage(t.database.db, t.app.services.storage, raw, { organizationId: t.organizationId })).dealId).toBeNull();
    await ingestMessage(t.database.db, t.app.services.storage, stray, { organizationId: t.organizationId });

    await configure('inbound_triage', {});
    const run = await as(admin, 'POST', '/api/agents/inbound_triage/run');
    expect(run.json().summary).toBe('2 unmatched files; 1 deal suggested.');
    const [agent] = (await as(officer, 'GET', '/api/agents')).json().items.filter((a: { kind: string }) => a.kind === 'inbound_triage');
    expect(agent.runs[0].digest).toEqual(['misc.pdf from nobody@else.test: no suggestion, nothing in the message points to a deal']);
    const suggestions = (await as(officer, 'GET', '/api/agent-suggestions')).json().items;
    expect(suggestions).toEqual([
      expect.objectContaining({ file_name: 'report.pdf', deal_id: dealId, category: 'appraisal', reason: 'report.pdf from someone@else.test: the message mentions 77 Quarry Ln.' }),
    ]);
    // Nothing moved without a person.
    const [pending] = await t.database.db.select().from(pendingFileUploads).where(eq(pendingFileUploads.id, suggestions[0].pending_file_id));
    expect(pending).toMatchObject({ status: 'pending', dealId: null });

    const accepted = await as(officer, 'POST', `/api/agent-suggestions/${suggestions[0].pending_file_id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().deal_id).toBe(dealId);
    const [filed] = await t.database.db.select().from(dealFiles).where(eq(dealFiles.id, accepted.json().deal_file_id));
    expect(filed).toMatchObject({ dealId, fileName: 'report.pdf', category: 'appraisal', uploadedBy: officer.id });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, suggestions[0].pending_file_id));
    expect(audits.map((a) => a.action).sort()).toEqual(['email_file_approved', 'email_file_assigned']);
    expect((await as(officer, 'GET', '/api/agent-suggestions')).json().items).toEqual([]);
    const twice = await as(officer, 'POST', `/api/agent-suggestions/${suggestions[0].pending_file_id}/accept`);
    expect(twice.statusCode).toBe(404);
  });

  it('lead responder: a templated first reply and a follow-up task for the owner, once per lead, none to the unsubscribed', async () => {
    const bad = await configure('lead_responder', { subject: 'Hi {{frist_name}}', body: 'Hello', mail_mode: 'send', max_age_hours: 24, follow_up_days: 1, sources: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Unknown merge field: {{frist_name}}.');
    const settings = { subject: 'Thanks, {{first_name}}', body: 'Hi {{first_name}}, about {{property_address}}.\n{{officer_name}}', mail_mode: 'send', max_age_hours: 24, follow_up_days: 2, sources: ['website_form'] };
    expect((await configure('lead_responder', settings)).statusCode).toBe(200);

    const lead = async (name: string, email: string, source = 'website_form') => {
      const res = await as(admin, 'POST', '/api/leads', { name, email, source, property_address: '5 Pine Rd', owner_id: officer.id });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const jane = await lead('Jane Doe', 'jane@example.test');
    const quiet = await lead('Quinn Quiet', 'quinn@example.test');
    await lead('Rita Referral', 'rita@example.test', 'referral'); // a source out of the agent's scope
    await t.database.db.insert(emailUnsubscribes).values({ organizationId: t.organizationId, email: 'quinn@example.test' });

    const run = await as(admin, 'POST', '/api/agents/lead_responder/run');
    expect(run.json().summary).toBe('2 new leads; 1 reply sent; 2 tasks created.');
    await t.app.services.jobs.runDue();
    const [reply] = sentTo('jane@example.test');
    expect(reply!.raw).toContain('Subject: Thanks, Jane');
    expect(reply!.raw).toContain('Hi Jane, about 5 Pine Rd.');
    expect(sentTo('quinn@example.test')).toEqual([]);
    expect(sentTo('rita@example.test')).toEqual([]);
    const followUps = await t.database.db.select().from(tasks).where(inArray(tasks.title, ['Follow up with new lead Jane Doe', 'Follow up with new lead Quinn Quiet']));
    expect(followUps.map((f) => f.assigneeId)).toEqual([officer.id, officer.id]);
    const actions = await t.database.db.select().from(agentActions).where(eq(agentActions.kind, 'lead_responder'));
    expect(actions.find((a) => a.subjectKey === `follow-up:${quiet}`)!.reason).toBe('New lead Quinn Quiet: follow-up task due in 2 days for its owner; no reply, quinn@example.test unsubscribed.');
    expect(actions.find((a) => a.subjectKey === `reply:${jane}`)!.details).toMatchObject({ lead_id: jane, mail: { status: 'sent' } });

    expect((await as(admin, 'POST', '/api/agents/lead_responder/run')).json().summary).toBe('0 new leads; 0 replies sent; 0 tasks created.');
    await t.app.services.jobs.runDue();
    expect(sentTo('jane@example.test')).toHaveLength(1);
  });
});
