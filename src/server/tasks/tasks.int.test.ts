import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DEFAULT_CHECKLISTS, localNow } from '../../core/tasks.js';
import { auditLog, mailOutbox, tasks } from '../platform/db/schema.js';
import { latestMail } from '../test/mailbox.js';
import { digestSubject, sendDueDigests } from './digest.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('tasks and condition checklists', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let officer: TestUser;
  let officer2: TestUser;
  let borrower: TestUser;
  let lender: TestUser;
  let stranger: TestUser;
  let dealId: string;
  let otherDealId: string;
  const today = localNow(new Date(), 'UTC').date;

  const call = (user: TestUser | undefined, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url, headers: user ? { cookie: user.cookie } : {}, payload: payload as object });

  const newDeal = async (borrowerEmail: string | null) => {
    const res = await call(admin, 'POST', '/api/deals', {
      borrower_name: 'Task Borrower',
      borrower_type: 'Individual',
      borrower_first_name: 'Task',
      borrower_last_name: 'Borrower',
      borrower_email: borrowerEmail,
      property_address: '12 Condition Ct',
      loan_amount: 400000,
      loan_type: 'Fix & Flip',
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'admin');
    officer = await createUser(t, 'loan_officer', { firstName: 'Olivia', lastName: 'Officer' });
    officer2 = await createUser(t, 'loan_officer', { firstName: 'Oscar', lastName: 'Second' });
    borrower = await createUser(t, 'borrower');
    lender = await createUser(t, 'lender');
    stranger = await createUser(t, 'super_admin', { organizationId: await createOrganization(t, 'TASKX') });
    dealId = await newDeal(borrower.email);
    otherDealId = await newDeal(null);
  }, 120_000);
  afterAll(async () => t?.close());

  it('creates a task on a deal, audited, and the assignee sees it in My tasks and the overdue count', async () => {
    const res = await call(admin, 'POST', '/api/tasks', {
      title: 'Order appraisal',
      description: 'Use the approved AMC.',
      deal_id: dealId,
      assignee_id: officer.id,
      due_date: addDays(today, -1),
      due_time: '17:00',
      priority: 'high',
    });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toMatchObject({ title: 'Order appraisal', assignee_name: 'Olivia Officer', kind: 'task', status: 'open', overdue: true, due_time: '17:00', deal_label: '12 Condition Ct' });
    // A member without a name is shown by address.
    expect(task.created_by_name).toBe(admin.email);
    const [entry] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.recordId, task.id), eq(auditLog.action, 'task_created')));
    expect(entry?.newValues).toMatchObject({ title: 'Order appraisal', assignee_id: officer.id });

    const mail = latestMail(t.app.services.config.dataDir, officer.email, 'notification');
    expect(mail?.subject).toBe('Task assigned to you: Order appraisal');
    expect(mail?.text).toContain(`- Order appraisal (deal ${dealId}), due ${addDays(today, -1)}`);
    expect(mail?.text).toContain('/tasks?view=mine');

    const mine = (await call(officer, 'GET', '/api/tasks?view=mine')).json();
    expect(mine.items.map((i: { title: string }) => i.title)).toEqual(['Order appraisal']);
    expect((await call(officer2, 'GET', '/api/tasks?view=mine')).json().items).toEqual([]);
    // Loan officers manage deals: the Team view shows them every task of the organization.
    expect((await call(officer2, 'GET', '/api/tasks?view=team')).json().items).toHaveLength(1);
    expect((await call(officer, 'GET', '/api/badges')).json().overdueTasks).toBe(1);
    expect((await call(officer2, 'GET', '/api/badges')).json().overdueTasks).toBe(0);
    expect((await call(officer, 'GET', '/api/tasks?view=overdue')).json().items).toHaveLength(1);

    const done = await call(officer, 'POST', `/api/tasks/${task.id}/status`, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', completed_by: officer.id, completed_by_name: 'Olivia Officer', overdue: false });
    expect(done.json().completed_at).toBeTruthy();
    expect((await call(officer, 'GET', '/api/badges')).json().overdueTasks).toBe(0);
  });

  it('a borrower sees their own task on their deal and cannot complete it; other members cannot see it', async () => {
    const created = await call(officer, 'POST', '/api/tasks', { title: 'Upload insurance binder', deal_id: dealId, assignee_id: borrower.id, kind: 'condition', condition_stage: 'prior_to_closing' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const seen = (await call(borrower, 'GET', '/api/tasks')).json();
    expect(seen.items.map((i: { id: string }) => i.id)).toEqual([id]);
    const refused = await call(borrower, 'POST', `/api/tasks/${id}/status`, { status: 'done' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You don't have permission to complete tasks.");
    expect((await call(borrower, 'POST', '/api/tasks/bulk', { ids: [id], action: 'complete' })).statusCode).toBe(403);
    expect((await call(borrower, 'PATCH', `/api/tasks/${id}`, { status: 'done' })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row?.status).toBe('open');
    // The lender is not linked to the deal: neither the list nor the id shows it.
    expect((await call(lender, 'GET', '/api/tasks')).json().items).toEqual([]);
    expect((await call(lender, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    // Another organization's id answers 404 on every route.
    expect((await call(stranger, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `/api/tasks/${id}`, { title: 'x' })).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/tasks/${id}/status`, { status: 'done' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(404);
  });

  it('only assigns outside parties linked to the deal, and only active members of the organization', async () => {
    const unlinked = await call(officer, 'POST', '/api/tasks', { title: 'Lender sign-off', deal_id: dealId, assignee_id: lender.id });
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().error.message).toBe('This person is not linked to the deal: link them as a party first.');
    const noDeal = await call(officer, 'POST', '/api/tasks', { title: 'Call borrower', assignee_id: borrower.id });
    expect(noDeal.json().error.message).toBe('Choose a deal: outside parties only see tasks on deals they are linked to.');
    const foreign = await call(officer, 'POST', '/api/tasks', { title: 'x', assignee_id: stranger.id });
    expect(foreign.statusCode).toBe(400);
    const assignees = (await call(officer, 'GET', `/api/tasks/assignees?deal_id=${dealId}`)).json().items.map((a: { id: string }) => a.id);
    expect(assignees).toEqual(expect.arrayContaining([officer.id, officer2.id, admin.id, borrower.id]));
    expect(assignees).not.toContain(lender.id);
    expect((await call(officer, 'GET', '/api/tasks/assignees')).json().items.map((a: { id: string }) => a.id)).not.toContain(borrower.id);
  });

  it('answers bad input with a 400 and a message', async () => {
    const cases: [unknown, string][] = [
      [{}, 'title'],
      [{ title: '   ' }, 'Enter a title.'],
      [{ title: 'x', due_date: '2026-02-30' }, 'Enter the due date as YYYY-MM-DD.'],
      [{ title: 'x', due_date: '2026-03-01', due_time: '25:00' }, 'Enter the due time as HH:MM (24-hour).'],
      [{ title: 'x', due_time: '10:00' }, 'Enter a due date for the due time.'],
      [{ title: 'x', kind: 'condition' }, 'Choose when the condition is due: prior to documents, closing or funding.'],
      [{ title: 'x', condition_stage: 'prior_to_closing' }, 'Only conditions are due prior to documents, closing or funding.'],
      [{ title: 'x', priority: 'urgent' }, 'Choose a priority: low, medium or high.'],
      [{ title: 'x', kind: 'chore' }, 'Choose a kind: task, condition or follow-up.'],
      [{ title: 'x', surprise: 1 }, 'surprise'],
    ];
    for (const [payload, message] of cases) {
      const res = await call(officer, 'POST', '/api/tasks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect((await call(officer, 'POST', '/api/tasks', { title: 'x', deal_id: 'LOS-19990101-01' })).statusCode).toBe(404);
    expect((await call(officer, 'GET', '/api/tasks?status=nope')).statusCode).toBe(400);
    expect((await call(officer, 'GET', '/api/tasks?tz=Mars/Olympus')).json().error.message).toBe('Unknown time zone.');
    expect((await call(officer, 'GET', '/api/tasks/not-a-uuid')).statusCode).toBe(400);
    expect((await call(officer, 'POST', '/api/tasks/bulk', { ids: [], action: 'complete' })).json().error.message).toBe('Select at least one task.');
    expect((await call(officer, 'POST', '/api/tasks/bulk', { ids: ['00000000-0000-4000-8000-000000000000'], action: 'complete' })).statusCode).toBe(404);
    const plain = (await call(officer, 'POST', '/api/tasks', { title: 'Plain task' })).json();
    const waive = await call(officer, 'POST', `/api/tasks/${plain.id}/status`, { status: 'waived' });
    expect(waive.statusCode).toBe(400);
    expect(waive.json().error.message).toBe('Only conditions can be waived.');
    expect((await call(officer, 'PATCH', `/api/tasks/${plain.id}`, {})).json().error.message).toBe('Nothing to change.');
  });

  it('filters, searches, sorts, bulk-completes and bulk-reassigns', async () => {
    const make = (title: string, extra: object) => call(admin, 'POST', '/api/tasks', { title, deal_id: otherDealId, ...extra });
    const a = (await make('Filter alpha', { priority: 'low', due_date: addDays(today, 2), assignee_id: officer2.id })).json();
    const b = (await make('Filter beta', { priority: 'high', due_date: addDays(today, 1), assignee_id: officer2.id, kind: 'follow_up' })).json();
    const list = async (query: string) => (await call(officer2, 'GET', `/api/tasks?deal_id=${otherDealId}&${query}`)).json().items.map((i: { title: string }) => i.title);
    expect(await list('sort=due')).toEqual(['Filter beta', 'Filter alpha']);
    expect(await list('sort=title&dir=desc')).toEqual(['Filter beta', 'Filter alpha']);
    expect(await list('priority=low')).toEqual(['Filter alpha']);
    expect(await list('kind=follow_up')).toEqual(['Filter beta']);
    expect(await list('q=ALPHA')).toEqual(['Filter alpha']);
    expect(await list(`due_from=${addDays(today, 2)}`)).toEqual(['Filter alpha']);

    const bulk = await call(officer2, 'POST', '/api/tasks/bulk', { ids: [a.id, b.id], action: 'complete' });
    expect(bulk.json()).toEqual({ updated: 2 });
    expect(await list('status=open,in_progress')).toEqual([]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'task_status_changed'));
    expect(audits.filter((e) => e.recordId === a.id || e.recordId === b.id)).toHaveLength(2);

    const reassign = await call(officer2, 'POST', '/api/tasks/bulk', { ids: [a.id, b.id], action: 'reassign', assignee_id: officer.id });
    expect(reassign.json()).toEqual({ updated: 2 });
    const mail = latestMail(t.app.services.config.dataDir, officer.email, 'notification');
    expect(mail?.subject).toBe('2 tasks assigned to you');
    expect(mail?.text).toContain('Oscar Second assigned 2 tasks to you');
    expect((await call(officer, 'GET', `/api/tasks?view=mine&deal_id=${otherDealId}`)).json().items).toHaveLength(2);
    const lenderReassign = await call(lender, 'POST', '/api/tasks/bulk', { ids: [a.id], action: 'reassign', assignee_id: lender.id });
    expect(lenderReassign.statusCode).toBe(403);
    expect(lenderReassign.json().error.message).toBe("You don't have permission to assign tasks.");
  });

  it('seeds default checklists once, applies one to a deal without doubling, and edits templates in Settings', async () => {
    const templates = (await call(officer, 'GET', '/api/checklist-templates')).json().items;
    expect(templates.map((x: { name: string }) => x.name).sort()).toEqual(DEFAULT_CHECKLISTS.map((d) => d.name).sort());
    const flip = templates.find((x: { name: string }) => x.name === 'Fix & Flip');
    const mailsTo = async (email: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;
    const mailsBefore = await mailsTo(officer.email);
    const applied = await call(officer, 'POST', `/api/deals/${otherDealId}/checklist`, { template_id: flip.id, assignee_id: officer.id });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toEqual({ template: 'Fix & Flip', created: flip.items.length, skipped: 0 });
    // The officer applied it to themselves: nobody else to tell.
    expect(await mailsTo(officer.email)).toBe(mailsBefore);
    const again = (await call(officer, 'POST', `/api/deals/${otherDealId}/checklist`, { template_id: flip.id })).json();
    expect(again).toMatchObject({ created: 0, skipped: flip.items.length });
    const conditions = (await call(officer, 'GET', `/api/tasks?deal_id=${otherDealId}&kind=condition`)).json().items;
    expect(conditions.map((c: { title: string }) => c.title)).toContain('Draw schedule');
    expect(conditions.find((c: { title: string }) => c.title === 'Title commitment')).toMatchObject({ condition_stage: 'prior_to_closing', due_date: addDays(today, 10), assignee_id: officer.id });

    // A loan officer applies checklists but does not edit them.
    const body = { name: 'Ground-up', loan_types: ['Construction'], items: [{ title: 'Soils report', description: null, condition_stage: 'prior_to_closing', priority: 'high', due_in_days: 21 }] };
    expect((await call(officer, 'POST', '/api/checklist-templates', body)).statusCode).toBe(403);
    const superAdmin = await createUser(t, 'super_admin');
    const created = await call(superAdmin, 'POST', '/api/checklist-templates', body);
    expect(created.statusCode).toBe(201);
    expect((await call(superAdmin, 'POST', '/api/checklist-templates', { ...body, name: 'ground-UP' })).statusCode).toBe(409);
    expect((await call(superAdmin, 'POST', '/api/checklist-templates', { ...body, items: [] })).json().error.message).toBe('Add at least one condition.');
    const renamed = await call(superAdmin, 'PUT', `/api/checklist-templates/${created.json().id}`, { ...body, name: 'Ground-up construction' });
    expect(renamed.json().name).toBe('Ground-up construction');
    expect((await call(superAdmin, 'DELETE', `/api/checklist-templates/${created.json().id}`)).statusCode).toBe(204);
    for (const d of templates) expect((await call(superAdmin, 'DELETE', `/api/checklist-templates/${d.id}`)).statusCode).toBe(204);
    // Deleted defaults stay deleted.
    expect((await call(officer, 'GET', '/api/checklist-templates')).json().items).toEqual([]);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.tableName, 'checklist_templates'))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['checklist_templates_seeded', 'checklist_template_created', 'checklist_template_updated', 'checklist_template_deleted']));
  });

  it('sends each member one daily digest of what is overdue and due today, never twice', async () => {
    const dana = await createUser(t, 'loan_officer', { firstName: 'Dana', lastName: 'Digest' });
    for (const [title, due] of [['Chase the payoff', addDays(today, -2)], ['Sign the closing statement', today], ['Later thing', addDays(today, 3)]] as const)
      expect((await call(admin, 'POST', '/api/tasks', { title, assignee_id: dana.id, due_date: due })).statusCode).toBe(201);
    const deps = { db: t.database.db, mailer: t.app.services.mailer, publicUrl: 'http://lender.test', log: t.app.log };
    expect(await sendDueDigests(deps, today)).toBeGreaterThan(0);
    const digests = async () => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, dana.email), eq(mailOutbox.subject, digestSubject(today))));
    expect(await digests()).toHaveLength(1);
    const mail = latestMail(t.app.services.config.dataDir, dana.email, 'notification')!;
    expect(mail.subject).toBe(digestSubject(today));
    expect(mail.text).toContain(`Overdue:\n- Chase the payoff, due ${addDays(today, -2)}`);
    expect(mail.text).toContain(`Due today:\n- Sign the closing statement, due ${today}`);
    expect(mail.text).not.toContain('Later thing');
    await sendDueDigests(deps, today);
    expect(await digests()).toHaveLength(1);
  });

  describe('staff edits', () => {
    it('waives a condition, links a deal file, reopens, and writes old and new values to the audit log', async () => {
      const c = (await call(officer, 'POST', '/api/tasks', { title: 'Payoff letter', deal_id: dealId, kind: 'condition', condition_stage: 'prior_to_funding' })).json();
      const waived = await call(officer, 'PATCH', `/api/tasks/${c.id}`, { status: 'waived' });
      expect(waived.json()).toMatchObject({ status: 'waived', completed_by: officer.id });
      const reopened = await call(officer, 'PATCH', `/api/tasks/${c.id}`, { status: 'open', due_date: addDays(today, 3) });
      expect(reopened.json()).toMatchObject({ status: 'open', completed_by: null, completed_at: null });
      const badFile = await call(officer, 'PATCH', `/api/tasks/${c.id}`, { deal_file_id: '00000000-0000-4000-8000-000000000000' });
      expect(badFile.json().error.message).toBe("Choose a file of this task's deal.");
      const [update] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.recordId, c.id), eq(auditLog.action, 'task_updated')))
        .orderBy(auditLog.id);
      expect(update).toMatchObject({ oldValues: { status: 'open' }, newValues: { status: 'waived' } });
      expect((await call(officer, 'DELETE', `/api/tasks/${c.id}`)).statusCode).toBe(204);
      expect((await call(officer, 'GET', `/api/tasks/${c.id}`)).statusCode).toBe(404);
    });
  });
});
