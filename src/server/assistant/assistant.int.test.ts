import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assistantConfirmations, auditLog, deals } from '../platform/db/schema.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

describeEachDatabase('the assistant functions', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let officer: TestUser;
  let broker: TestUser;
  let stranger: TestUser;
  let oakId = '';
  let pineId = '';

  const ask = (user: TestUser, message: string, fn = 'ai-assistant-rag', extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/functions/${fn}`, headers: { cookie: user.cookie }, payload: { message, sessionId: 'session-1', ...extra } });

  const cancel = (user: TestUser, id: string, sessionId?: string) =>
    t.app.inject({ method: 'POST', url: `/api/assistant/confirmations/${id}/cancel`, headers: { cookie: user.cookie }, payload: sessionId ? { sessionId } : {} });

  const createDeal = async (address: string, last: string, amount: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: admin.cookie },
      payload: { borrower_name: `Ann ${last}`, borrower_type: 'Individual', borrower_first_name: 'Ann', borrower_last_name: last, property_address: address, loan_amount: amount, loan_type: 'Purchase', interest_rate: 10, loan_term_months: 12 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'admin', { firstName: 'Dana', lastName: 'Whitfield' });
    officer = await createUser(t, 'loan_officer');
    broker = await createUser(t, 'broker');
    stranger = await createUser(t, 'super_admin', { organizationId: await createOrganization(t, 'OTHER') });
    oakId = await createDeal('12 Oak St, Austin, TX 78701', 'Smith', 450000);
    pineId = await createDeal('88 Pine Ave, Miami, FL 33101', 'Jones', 1200000);
  }, 240_000);
  afterAll(async () => t?.close());

  it('answers from the caller’s own data', async () => {
    const res = await ask(admin, 'How many deals are in Structure?');
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/^2 deals \(in Structure\)/);
    expect(res.json().response).toContain(`[12 Oak St](/deals/${oakId})`);
    // Nothing crosses organizations.
    expect((await ask(stranger, 'How many deals are in Structure?')).json().response).toMatch(/^0 deals/);
    expect((await ask(stranger, "What's the loan amount on 12 Oak St?")).json().response).toMatch(/couldn't find/);
  });

  it('shows an outside party only the deals they are linked to', async () => {
    const res = await ask(broker, "What's the loan amount on 12 Oak St?");
    expect(res.json().response).toMatch(/couldn't find/);
    expect(res.json().response).not.toContain('450,000');
    expect((await ask(broker, 'list all deals')).json().response).not.toContain('Oak St');
  });

  it('proposes a change, stores it, and applies it only on confirmation, audited', async () => {
    const proposal = (await ask(officer, 'set the rate on 12 Oak St to 10.5%', 'ai-assistant')).json();
    expect(proposal.requiresConfirmation).toBe(true);
    expect(proposal.confirmationRequest).toMatchObject({
      dealInfo: { id: oakId, property_address: '12 Oak St, Austin, TX 78701' },
      changes: { interest_rate: 10.5 },
    });
    const [unchanged] = await t.database.db.select().from(deals).where(eq(deals.id, oakId));
    expect(Number(unchanged!.interestRate)).toBe(10);

    const id = proposal.confirmationRequest.confirmationId as string;
    // Another person cannot confirm it: to them it does not exist.
    const foreign = await ask(admin, `Confirm update ${id.slice(0, 8)}`, 'ai-assistant');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('No update of yours is waiting for that confirmation.');

    const confirmed = (await ask(officer, `Confirm update ${id.slice(0, 8)}`, 'ai-assistant')).json();
    expect(confirmed.updatePerformed).toBe(true);
    const [after] = await t.database.db.select().from(deals).where(eq(deals.id, oakId));
    expect(Number(after!.interestRate)).toBe(10.5);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, oakId));
    expect(audit.some((row) => (row.newValues as Record<string, unknown> | null)?.interest_rate === 10.5)).toBe(true);

    // Once only.
    const again = await ask(officer, `Confirm update ${id.slice(0, 8)}`, 'ai-assistant');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('That update was applied already; nothing more was changed.');
    expect((await cancel(officer, id)).json().error.message).toBe('That update was applied already, so it can no longer be cancelled.');
  });

  it('reads a change told as news with the street written short, proposes it and changes nothing yet; a name nobody has is not found', async () => {
    const proposal = (await ask(officer, '12 Oak is dead', 'ai-assistant')).json();
    expect(proposal.requiresConfirmation).toBe(true);
    expect(proposal.confirmationRequest).toMatchObject({ dealInfo: { id: oakId }, changes: { status: 'Dead' } });
    const [unchanged] = await t.database.db.select().from(deals).where(eq(deals.id, oakId));
    expect(unchanged!.status).toBe('Active');
    const unknown = (await ask(admin, 'hargreaves loan amount?')).json();
    expect(unknown.response).toBe('I couldn\'t find any deals matching "hargreaves" among the deals you can see.');
    // An outside party's change to a deal they cannot see finds nothing to change.
    const outside = (await ask(broker, 'reprice 12 Oak to 9%', 'ai-assistant')).json();
    expect(outside.requiresConfirmation).toBeUndefined();
    expect(outside.response).toMatch(/couldn't find/);
  });

  it('Cancel tells the server: the proposal is cancelled, audited, kept in the conversation, and can no longer be confirmed', async () => {
    const proposal = (await ask(officer, 'change the loan amount on 88 Pine Ave to 1,100,000', 'ai-assistant', { sessionId: 'cancel-session' })).json();
    const id = proposal.confirmationRequest.confirmationId as string;
    // Someone else's confirmation, a bad id: 404 and 400, nothing changes.
    expect((await cancel(admin, id)).statusCode).toBe(404);
    expect((await cancel(officer, 'not-an-id')).statusCode).toBe(400);

    const res = await cancel(officer, id, 'cancel-session');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ response: 'Update cancelled. Nothing was changed.', updatePerformed: false });
    const [row] = await t.database.db.select().from(assistantConfirmations).where(eq(assistantConfirmations.id, id));
    expect(row!.status).toBe('cancelled');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'assistant_update_cancelled', tableName: 'assistant_confirmations', userId: officer.id, newValues: { status: 'cancelled' } });
    expect((audit[0]!.metadata as Record<string, unknown>).deal_id).toBe(pineId);

    // The stored conversation ends with the cancellation, so a reload shows no card.
    const messages = (await t.app.inject({ method: 'GET', url: '/api/assistant/messages?sessionId=cancel-session', headers: { cookie: officer.cookie } })).json().items;
    expect(messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Update cancelled. Nothing was changed.' });

    const confirm = await ask(officer, `Confirm update ${id.slice(0, 8)}`, 'ai-assistant');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe('That update was cancelled, so nothing was changed. Ask me again to propose it anew.');
    expect((await cancel(officer, id)).statusCode).toBe(409);
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, pineId));
    expect(Number(deal!.loanAmount)).toBe(1200000);
  });

  it('an expired proposal answers 409 on confirmation and changes nothing', async () => {
    const proposal = (await ask(officer, 'set the rate on 88 Pine Ave to 12%', 'ai-assistant')).json();
    const id = proposal.confirmationRequest.confirmationId as string;
    await t.database.db.update(assistantConfirmations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(assistantConfirmations.id, id));
    const res = await ask(officer, `Confirm update ${id.slice(0, 8)}`, 'ai-assistant');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('That update expired before it was confirmed, so nothing was changed. Ask me again to propose it anew.');
    const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, pineId));
    expect(Number(deal!.interestRate)).toBe(10);
    // Cancelling it still clears it.
    expect((await cancel(officer, id)).statusCode).toBe(200);
  });

  it('asks which deal when a name matches several, and proposes nothing', async () => {
    await createDeal('5 Elm Ct, Dallas, TX 75201', 'Smith', 300000);
    const res = (await ask(admin, 'set the rate on the Smith deal to 11%', 'ai-assistant')).json();
    expect(res.requiresConfirmation).toBeUndefined();
    expect(res.response).toContain('12 Oak St');
    expect(res.response).toContain('5 Elm Ct');
  });

  it('refuses changes to people who cannot manage deals', async () => {
    const res = (await ask(broker, `move ${pineId} to Underwriting`, 'ai-assistant')).json();
    expect(res.confirmationRequest).toBeUndefined();
  });

  it('keeps the conversation per user and session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/assistant/messages?sessionId=session-1', headers: { cookie: admin.cookie } });
    const items = res.json().items as { role: string; content: string }[];
    expect(items[0]).toMatchObject({ role: 'user', content: 'How many deals are in Structure?' });
    expect(items[1]!.role).toBe('assistant');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/assistant/messages?sessionId=session-1', headers: { cookie: stranger.cookie } });
    // The stranger's own session holds only their own exchanges, none of which names the deal.
    const theirItems = theirs.json().items as { role: string; content: string }[];
    expect(theirItems.length).toBeGreaterThan(0);
    expect(theirItems.some((m) => m.content.includes(oakId))).toBe(false);
  });
});
