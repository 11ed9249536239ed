// AI agents, stale-deal watcher: settings guarded and audited, a dry run that changes nothing, "Run now" that
// gives each stale deal's officer one task per stay in a stage and proposes holds, the approvals queue applying
// a change through the assistant's path (audited), and scheduled runs through the job queue that run once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agentActions, agentRuns, agents, auditLog, deals, jobs, tasks } from '../platform/db/schema.js';
import { enqueueJob } from '../platform/jobs/queue.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';
import { AGENT_JOB } from './service.js';

const DAY = 24 * 60 * 60 * 1000;
const settings = { idle_days: 14, hold_after_days: 45, stages: [] as string[] };

describeEachDatabase('AI agents: stale-deal watcher', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let officer: TestUser;
  let stranger: TestUser;
  let staleId: string;
  let oldId: string;
  let freshId: string;
  const as = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: payload as object });

  async function deal(address: string, idleDays: number) {
    const res = await as(admin, 'POST', '/api/deals', {
      borrower_name: 'Ann Lee', borrower_type: 'Individual', borrower_first_name: 'Ann', borrower_last_name: 'Lee', property_address: address, loan_amount: 300000, loan_type: 'Purchase',
    });
    const id = res.json().id as string;
    await t.database.db.update(deals).set({ stageEnteredAt: new Date(Date.now() - idleDays * DAY), assignedOfficerId: officer.id }).where(eq(deals.id, id));
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'admin');
    officer = await createUser(t, 'loan_officer');
    stranger = await createUser(t, 'admin', { organizationId: await createOrganization(t, 'AGX') });
    staleId = await deal('20 Stale Rd', 20);
    oldId = await deal('50 Old Ave', 50);
    freshId = await deal('3 Fresh Ln', 3);
  }, 120_000);
  afterAll(async () => t?.close());

  it('lets administrators configure an agent (audited, scheduled once) and refuses bad input and other roles', async () => {
    const put = await as(admin, 'PUT', '/api/agents/stale_deal_watcher', { enabled: true, interval_minutes: 60, settings });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ kind: 'stale_deal_watcher', enabled: true, interval_minutes: 60, settings });
    const again = await as(admin, 'PUT', '/api/agents/stale_deal_watcher', { enabled: true, interval_minutes: 60, settings });
    expect(again.json().next_run_at).toBe(put.json().next_run_at);
    const queued = await t.database.db.select().from(jobs).where(and(eq(jobs.name, AGENT_JOB), eq(jobs.state, 'queued')));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toEqual({ organizationId: t.organizationId, kind: 'stale_deal_watcher', at: put.json().next_run_at });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_configured'));
    expect(audits[0]).toMatchObject({ userId: admin.id, tableName: 'agents', recordId: 'stale_deal_watcher' });

    for (const body of [
      { enabled: true, interval_minutes: 1, settings },
      { enabled: true, interval_minutes: 60, settings: { ...settings, idle_days: -1 } },
      { enabled: true, interval_minutes: 60, settings: { ...settings, hold_after_days: 3 } },
      { enabled: 'yes', interval_minutes: 60, settings },
    ]) {
      const res = await as(admin, 'PUT', '/api/agents/stale_deal_watcher', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await as(admin, 'PUT', '/api/agents/nobody', { enabled: true, interval_minutes: 60, settings })).statusCode).toBe(400);
    const denied = await as(officer, 'PUT', '/api/agents/stale_deal_watcher', { enabled: false, interval_minutes: 60, settings });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toBe("Your role (Loan Officer) doesn't have permission to configure AI agents.");
  });

  it('dry-runs without changing anything', async () => {
    const dry = await as(officer, 'GET', '/api/agents/stale_deal_watcher/dry-run');
    expect(dry.statusCode).toBe(200);
    expect(dry.json().actions.map((a: { deal_id: string; action: string }) => `${a.deal_id} ${a.action}`).sort()).toEqual(
      [`${staleId} task_created`, `${oldId} task_created`, `${oldId} change_proposed`].sort(),
    );
    expect(dry.json().digest).toHaveLength(2);
    expect(await t.database.db.select().from(tasks)).toHaveLength(0);
    expect(await t.database.db.select().from(agentRuns)).toHaveLength(0);
  });

  it('runs now: one task per stale deal for its officer, a hold proposal, a logged run with reasons — once per stay', async () => {
    const run = await as(admin, 'POST', '/api/agents/stale_deal_watcher/run');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ status: 'completed', summary: '2 stale deals; 2 tasks created; 1 change proposed.' });
    const created = await t.database.db.select().from(tasks);
    expect(created.map((task) => task.dealId).sort()).toEqual([staleId, oldId].sort());
    expect(created.every((task) => task.assigneeId === officer.id && task.kind === 'follow_up')).toBe(true);
    expect(created.find((task) => task.dealId === staleId)!.title).toBe('Follow up: 20 Stale Rd idle 20 days in Structure');
    expect(created.some((task) => task.dealId === freshId)).toBe(false);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_run'));
    expect(audit).toMatchObject({ userId: admin.id, recordId: run.json().id });

    const rerun = await as(admin, 'POST', '/api/agents/stale_deal_watcher/run');
    expect(rerun.json().summary).toBe('2 stale deals; 0 tasks created; 0 changes proposed.');
    expect(await t.database.db.select().from(tasks)).toHaveLength(2);

    const list = await as(officer, 'GET', '/api/agents');
    const [watcher] = list.json().items;
    expect(watcher.runs).toHaveLength(2);
    expect(watcher.runs[1].actions.map((a: { reason: string }) => a.reason)).toContain('Idle 20 days in Structure (limit 14 days).');
    expect(watcher.runs[1].digest).toContain('20 Stale Rd (Ann Lee): 20 days in Structure');
  });

  it('queues the proposal for approval; approving applies it as the assistant would and audits it; once', async () => {
    const approvals = await as(officer, 'GET', '/api/agent-approvals');
    expect(approvals.json().items).toHaveLength(1);
    const [item] = approvals.json().items;
    expect(item).toMatchObject({
      kind: 'stale_deal_watcher',
      current: { status: 'Active' },
      confirmationRequest: { dealInfo: { id: oldId, property_address: '50 Old Ave' }, changes: { status: 'On Hold' }, updateDescription: 'Change status to On Hold for 50 Old Ave' },
    });
    expect((await as(stranger, 'GET', '/api/agent-approvals')).json().items).toEqual([]);
    expect((await as(stranger, 'POST', `/api/agent-approvals/${item.id}/approve`)).statusCode).toBe(404);
    expect((await as(officer, 'POST', '/api/agent-approvals/not-a-uuid/approve')).statusCode).toBe(400);

    const approved = await as(officer, 'POST', `/api/agent-approvals/${item.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(deals).where(eq(deals.id, oldId));
    expect(after!.status).toBe('On Hold');
    const [approval] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_proposal_approved'));
    expect(approval).toMatchObject({ userId: officer.id, recordId: item.id });
    const dealAudit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.tableName, 'deals'), eq(auditLog.recordId, oldId), eq(auditLog.userId, officer.id)));
    expect(dealAudit.at(-1)!.newValues).toMatchObject({ status: 'On Hold' });
    const twice = await as(officer, 'POST', `/api/agent-approvals/${item.id}/approve`);
    expect(twice.statusCode).toBe(409);
    expect((await as(officer, 'GET', '/api/agent-approvals')).json().items).toEqual([]);
  });

  it('rejects a proposal without changing the deal', async () => {
    await t.database.db.update(deals).set({ stageEnteredAt: new Date(Date.now() - 60 * DAY) }).where(eq(deals.id, staleId));
    await as(admin, 'POST', '/api/agents/stale_deal_watcher/run');
    const [item] = (await as(officer, 'GET', '/api/agent-approvals')).json().items;
    expect(item.confirmationRequest.dealInfo.id).toBe(staleId);
    expect((await as(officer, 'POST', `/api/agent-approvals/${item.id}/reject`)).statusCode).toBe(200);
    const [unchanged] = await t.database.db.select().from(deals).where(eq(deals.id, staleId));
    expect(unchanged!.status).toBe('Active');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agent_proposal_rejected'))).toHaveLength(1);
  });

  it('runs on schedule through the queue, once, and moves the schedule on; a stale job does nothing', async () => {
    const due = new Date(Date.now() - 60_000);
    await t.database.db.update(agents).set({ nextRunAt: due }).where(eq(agents.kind, 'stale_deal_watcher'));
    const payload = { organizationId: t.organizationId, kind: 'stale_deal_watcher', at: due.toISOString() };
    await enqueueJob(t.database.db, AGENT_JOB, payload, { runAt: due, organizationId: t.organizationId });
    await enqueueJob(t.database.db, AGENT_JOB, payload, { runAt: due, organizationId: t.organizationId });
    await t.app.services.jobs.runDue();
    const scheduled = await t.database.db.select().from(agentRuns).where(eq(agentRuns.trigger, 'schedule'));
    expect(scheduled).toHaveLength(1);
    const [row] = await t.database.db.select().from(agents).where(eq(agents.kind, 'stale_deal_watcher'));
    expect(row!.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    const next = await t.database.db.select().from(jobs).where(and(eq(jobs.name, AGENT_JOB), eq(jobs.state, 'queued')));
    expect(next.map((j) => (j.payload as { at: string }).at)).toContain(row!.nextRunAt!.toISOString());
    expect(await t.database.db.select().from(agentActions)).toHaveLength(5);

    const off = await as(admin, 'PUT', '/api/agents/stale_deal_watcher', { enabled: false, interval_minutes: 60, settings });
    expect(off.json()).toMatchObject({ enabled: false, next_run_at: null });
  });
});
