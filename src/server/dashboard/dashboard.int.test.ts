import { afterAll, beforeAll, expect, it } from 'vitest';
import { localIsoDate } from '../../core/deals/calculations.js';
import type { ChangeEvent } from '../platform/realtime.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

const inDays = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

describeEachDatabase('dashboard and live badges', (driver) => {
  let t: TestApp;
  let officer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = await createUser(t, 'loan_officer');
  });
  afterAll(async () => t?.close());

  it('starts empty for a new organization, with every stage listed', async () => {
    const res = await t.app.inject({ url: '/api/dashboard', headers: { cookie: officer.cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totals).toEqual({ activeDeals: 0, activeVolume: 0 });
    expect(body.pipeline[0]).toEqual({ stage: 'Structure', count: 0, volume: 0 });
    expect(body.closingSoon).toEqual([]);
  });

  it('counts the pipeline, the closings of the next 30 days and the pending queues', async () => {
    const deal = (amount: number, closing: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/deals',
        headers: { cookie: officer.cookie },
        payload: { borrower_name: 'Dash Board', borrower_type: 'Individual', borrower_first_name: 'Dash', borrower_last_name: 'Board', property_address: `${amount} Elm St`, loan_amount: amount, loan_type: 'Purchase', estimated_closing_date: closing },
      });
    expect((await deal(300000, inDays(10))).statusCode).toBe(201);
    expect((await deal(200000, inDays(60))).statusCode).toBe(201);
    const inquiry = await t.app.inject({ method: 'POST', url: '/api/inquiries/pending', headers: { cookie: officer.cookie }, payload: { borrower_name: 'Walk In', loan_amount: 250000 } });
    expect(inquiry.statusCode).toBe(201);
    const empty = await t.app.inject({ method: 'POST', url: '/api/inquiries/pending', headers: { cookie: officer.cookie }, payload: {} });
    expect(empty.statusCode).toBe(400);

    const body = (await t.app.inject({ url: '/api/dashboard', headers: { cookie: officer.cookie } })).json();
    expect(body.totals).toEqual({ activeDeals: 2, activeVolume: 500000 });
    expect(body.pipeline[0]).toEqual({ stage: 'Structure', count: 2, volume: 500000 });
    expect(body.closingSoon.map((d: { loan_amount: number }) => d.loan_amount)).toEqual([300000]);
    expect(body.pendingReviews).toEqual({ borrowerUpdates: 0, emailFiles: 0, inquiries: 1 });
    expect(body.recentActivity[0].action).toBe('pending_inquiry_created');
    const badges = (await t.app.inject({ url: '/api/badges', headers: { cookie: officer.cookie } })).json();
    expect(badges.inquiries).toBe(1);
  });

  it("keeps the Admin Panel's changes out of a loan officer's recent activity; admins see them", async () => {
    const admin = await createUser(t, 'admin');
    const invite = await t.app.inject({ method: 'POST', url: '/api/invitations', headers: { cookie: admin.cookie }, payload: { email: 'secret.hire@example.test', role: 'loan_officer' } });
    expect(invite.statusCode).toBe(201);
    const promote = await t.app.inject({ method: 'PATCH', url: `/api/users/${officer.id}`, headers: { cookie: admin.cookie }, payload: { role: 'loan_officer' } });
    expect(promote.statusCode).toBe(200);
    const deal = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: officer.cookie },
      payload: { borrower_type: 'Individual', borrower_first_name: 'Act', borrower_last_name: 'Ivity', property_address: '1 Log Ln', loan_amount: 1000, loan_type: 'Purchase' },
    });
    expect(deal.statusCode).toBe(201);
    const seen = (who: { cookie: string }) =>
      t.app.inject({ url: '/api/dashboard', headers: { cookie: who.cookie } }).then((r) => (r.json().recentActivity as { action: string }[]).map((a) => a.action));
    const officers = await seen(officer);
    expect(officers).toContain('deal_created');
    expect(officers).not.toContain('invitation_created');
    expect(officers).not.toContain('user_registered');
    expect(await seen(admin)).toContain('invitation_created');
  });

  it('fans a change out to its organization only', async () => {
    const mine: ChangeEvent[] = [];
    const theirs: ChangeEvent[] = [];
    const otherOrg = await createOrganization(t, 'DSH');
    const stopMine = t.app.services.realtime.subscribe(t.organizationId, (e) => mine.push(e));
    const stopTheirs = t.app.services.realtime.subscribe(otherOrg, (e) => theirs.push(e));
    await t.app.inject({ method: 'POST', url: '/api/inquiries/pending', headers: { cookie: officer.cookie }, payload: { borrower_name: 'Second Caller' } });
    await expect.poll(() => mine.length).toBeGreaterThan(0);
    expect(mine[0]).toEqual({ organizationId: t.organizationId, table: 'pending_inquiries', action: 'insert' });
    expect(theirs).toEqual([]);
    stopMine();
    stopTheirs();
  });
});
