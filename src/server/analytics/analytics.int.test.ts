import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { monthsOf, periodRange, previousRange } from '../../core/analytics/period.js';
import { localIsoDate } from '../../core/deals/calculations.js';
import { queryRows } from '../platform/db/client.js';
import { createOrganization, createTestApp, createUser, describeEachDatabase, type TestApp, type TestUser } from '../test/harness.js';

const today = localIsoDate(new Date());
const thisMonth = periodRange('this_month', today);
const lastMonth = previousRange('this_month', thisMonth);

describeEachDatabase('analytics', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const ids: Record<string, string> = {};

  const as = (user: TestUser, url: string) => t.app.inject({ url, headers: { cookie: user.cookie } });
  const get = async (url: string) => {
    const res = await as(admin, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const exec = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.database.db, query);

  async function deal(key: string, fields: Record<string, unknown>, changes: Record<string, unknown> = {}) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: { cookie: admin.cookie },
      payload: { borrower_type: 'Individual', borrower_first_name: key, borrower_last_name: 'Borrower', loan_type: 'Purchase', ...fields },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids[key] = created.json().id;
    if (Object.keys(changes).length > 0) {
      const patched = await t.app.inject({ method: 'PATCH', url: `/api/deals/${ids[key]}`, headers: { cookie: admin.cookie }, payload: changes });
      expect(patched.statusCode, patched.body).toBe(200);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createUser(t, 'admin');
    alice = await createUser(t, 'loan_officer', { firstName: 'Alice', lastName: 'Officer' });
    bob = await createUser(t, 'loan_officer', { firstName: 'Bob', lastName: 'Officer' });

    // This month: four applications; one funded, one lost, one moved to Underwriting, one untouched.
    await deal('Ann', { property_address: '1 Elm St, Austin, TX 78701', loan_amount: 400000, property_type: 'Single Family', interest_rate: 10, loan_term_months: 12, ltv_ratio: 70, loan_origination_fee: 8000, processing_fee: 1000 }, { assigned_officer_id: alice.id, stage: 'Closing', status: 'Closed' });
    await deal('Ben', { property_address: '2 Oak Ave, Miami, Florida 33101', loan_amount: 200000, property_type: 'Multifamily', interest_rate: 12, loan_term_months: 24, ltv_ratio: 60 }, { assigned_officer_id: alice.id, status: 'Dead' });
    await deal('Cat', { property_address: '3 Pine Rd, Dallas TX 75201', loan_amount: 300000, loan_type: 'Refinance', property_type: 'Single Family', interest_rate: 11, loan_term_months: 12, ltv_ratio: 65 }, { assigned_officer_id: bob.id, stage: 'Underwriting' });
    await deal('Dan', { property_address: '4 Birch Ct', loan_amount: 100000, property_type: 'Land' });
    // Last month: applied and funded then; it counts in the previous period and in the trailing months.
    await deal('Eve', { property_address: '5 Cedar Ln, San Diego, CA 92101', loan_amount: 500000, property_type: 'Single Family', broker_fee: 5000 }, { assigned_officer_id: bob.id, status: 'Closed' });
    await exec(sql`update deals set application_date = ${lastMonth.from}::date + 3, status_changed_at = ${lastMonth.from}::date + 20 where id = ${ids.Eve}`);
    await exec(sql`update deals set application_date = ${lastMonth.from}::date - 30 where id = ${ids.Dan}`);
    // Ann's application was 15 days before she funded.
    await exec(sql`update deals set application_date = status_changed_at::date - 15 where id = ${ids.Ann}`);
    if ((await exec(sql`select application_date < ${thisMonth.from}::date as moved from deals where id = ${ids.Ann}`))[0]!.moved) {
      await exec(sql`update deals set application_date = ${thisMonth.from}::date where id = ${ids.Ann}`);
    }
    // Cat has waited 45 days in Underwriting.
    await exec(sql`update deals set stage_entered_at = now() - interval '45 days' where id = ${ids.Cat}`);

    const broker = await t.app.inject({ method: 'POST', url: '/api/contacts', headers: { cookie: admin.cookie }, payload: { name: 'Brokerage Bill', role: 'Broker' } });
    expect(broker.statusCode, broker.body).toBe(201);
    ids.broker = broker.json().id;
    for (const key of ['Ann', 'Cat']) {
      const link = await t.app.inject({ method: 'POST', url: `/api/deals/${ids[key]}/contacts`, headers: { cookie: admin.cookie }, payload: { contact_id: ids.broker, contact_role: 'Broker' } });
      expect(link.statusCode, link.body).toBe(201);
    }
  });
  afterAll(async () => t?.close());

  it('records every stay in a stage and stamps the funded day, whatever path moved the deal', async () => {
    const stays = await exec(sql`select stage, next_stage, left_at is not null as left from deal_stage_history where deal_id = ${ids.Cat} order by entered_at, id`);
    expect(stays).toEqual([
      { stage: 'Structure', next_stage: 'Underwriting', left: true },
      { stage: 'Underwriting', next_stage: null, left: false },
    ]);
    const [ann] = await exec(sql`select status_changed_at > created_at - interval '1 minute' as stamped from deals where id = ${ids.Ann}`);
    expect(ann).toEqual({ stamped: true });
  });

  it('reads the state from the address in its usual spellings', async () => {
    const states = await exec(sql`select id, property_state from deals where organization_id = ${t.organizationId} order by id`);
    const byId = Object.fromEntries(states.map((s) => [s.id, s.property_state]));
    expect(byId[ids.Ann!]).toBe('TX');
    expect(byId[ids.Ben!]).toBe('FL');
    expect(byId[ids.Cat!]).toBe('TX');
    expect(byId[ids.Dan!]).toBeNull(); // "Birch Ct" is a street, not Connecticut
    const [row] = await exec(sql`select us_state_code('9 Main St, Washington, DC 20001, USA') as dc, us_state_code('10 Bay Rd, Kansas City, missouri') as mo, us_state_code('Portland OR 97201-1234') as ore`);
    expect(row).toEqual({ dc: 'DC', mo: 'MO', ore: 'OR' });
  });

  it('sums the period and the one before it', async () => {
    const summary = await get('/api/analytics/summary?period=this_month');
    expect(summary.range).toEqual(thisMonth);
    expect(summary.previous_range).toEqual(lastMonth);
    expect(summary.current.created).toEqual({ count: 3, volume: 900000 });
    expect(summary.current.funded).toEqual({ count: 1, volume: 400000 });
    expect(summary.current.lost).toEqual({ count: 1, volume: 200000 });
    expect(summary.current.average_loan).toBe(300000);
    expect(summary.current.median_loan).toBe(300000);
    expect(summary.current.average_rate).toBe(11);
    expect(summary.current.average_term_months).toBe(16);
    expect(summary.current.fee_income).toBe(9000);
    expect(summary.current.win_rate).toBe(0.5);
    expect(summary.current.median_days_to_close).toBeLessThanOrEqual(15);
    expect(summary.previous.created).toEqual({ count: 1, volume: 500000 });
    expect(summary.previous.funded).toEqual({ count: 1, volume: 500000 });
    expect(summary.previous.fee_income).toBe(5000);
    expect(summary.previous.median_days_to_close).toBe(17);
  });

  it('lays the year out month by month, with the open pipeline at each month end', async () => {
    const monthly = await get('/api/analytics/monthly?period=trailing_12_months');
    const months = monthsOf(periodRange('trailing_12_months', today));
    expect(monthly.months.map((m: { month: string }) => m.month)).toEqual(months);
    const current = monthly.months.at(-1);
    const previous = monthly.months.at(-2);
    expect(current.created).toEqual({ count: 3, volume: 900000 });
    expect(current.funded).toEqual({ count: 1, volume: 400000 });
    expect(current.fees).toMatchObject({ origination: 8000, processing: 1000, broker: 0 });
    expect(previous.funded).toEqual({ count: 1, volume: 500000 });
    expect(previous.fees.broker).toBe(5000);
    // Open now: Cat (300k) and Dan (100k, applied two months ago).
    expect(current.pipeline_value).toBe(400000);
    expect(previous.pipeline_value).toBe(100000);
  });

  it('shows the open pipeline by stage in pipeline order, and what is stuck', async () => {
    const pipeline = await get('/api/analytics/pipeline');
    expect(pipeline.stages).toEqual([
      { stage: 'Structure', count: 1, volume: 100000 },
      { stage: 'Underwriting', count: 1, volume: 300000 },
    ]);
    const flow = await get('/api/analytics/flow?period=this_month&stuck_days=30');
    const structure = flow.stages.find((s: { stage: string }) => s.stage === 'Structure');
    // Every deal entered Structure when it was made (today); Ann and Cat moved on; Ann and Eve are funded.
    expect(structure).toMatchObject({ entered: 5, moved_on: 2, funded: 2 });
    expect(flow.stuck.map((d: { id: string }) => d.id)).toEqual([ids.Cat]);
    expect(flow.stuck[0]).toMatchObject({ stage: 'Underwriting', days_in_stage: 45, officer: 'Bob Officer' });
    expect((await get('/api/analytics/flow?period=this_month&stuck_days=60')).stuck).toEqual([]);
  });

  it('credits officers and brokers, and places the volume by state', async () => {
    const people = await get('/api/analytics/people?period=this_month');
    const alices = people.officers.find((o: { officer: string }) => o.officer === 'Alice Officer');
    expect(alices).toMatchObject({ created: { count: 2, volume: 600000 }, funded: { count: 1, volume: 400000 }, lost: 1, win_rate: 0.5 });
    const bill = people.sources.find((s: { source: string }) => s.source === 'Brokerage Bill');
    expect(bill).toMatchObject({ source_id: ids.broker, created: { count: 2, volume: 700000 }, funded: { count: 1, volume: 400000 } });
    const direct = people.sources.find((s: { source_id: string }) => s.source_id === 'direct');
    expect(direct.created).toEqual({ count: 1, volume: 200000 });
    // Filtered, each deal's broker is looked up per deal rather than over the whole book: the same credit.
    expect((await get('/api/analytics/people?period=this_month&state=tx')).sources).toEqual([bill]);
    expect((await get('/api/analytics/people?period=this_month&state=fl')).sources).toEqual([direct]);

    const geography = await get('/api/analytics/geography?period=this_month');
    expect(geography.states).toEqual([
      { state: 'TX', created: { count: 2, volume: 700000 }, funded: { count: 1, volume: 400000 } },
      { state: 'FL', created: { count: 1, volume: 200000 }, funded: { count: 0, volume: 0 } },
    ]);
  });

  it('narrows every figure by officer, loan type, property type, state and source', async () => {
    const figures = async (filter: string) => (await get(`/api/analytics/summary?period=this_month&${filter}`)).current.created;
    expect(await figures(`officer=${bob.id}`)).toEqual({ count: 1, volume: 300000 });
    expect(await figures('loan_type=Refinance')).toEqual({ count: 1, volume: 300000 });
    expect(await figures('property_type=Multifamily')).toEqual({ count: 1, volume: 200000 });
    expect(await figures('state=tx')).toEqual({ count: 2, volume: 700000 });
    expect(await figures(`source=${ids.broker}`)).toEqual({ count: 2, volume: 700000 });
    expect(await figures('source=direct')).toEqual({ count: 1, volume: 200000 });
    const facets = await get('/api/analytics/facets');
    expect(facets.states).toEqual(['CA', 'FL', 'TX']);
    expect(facets.officers.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Alice Officer', 'Bob Officer']));
    expect(facets.sources).toEqual([{ id: ids.broker, name: 'Brokerage Bill' }]);
  });

  it('exports each table as the CSV of the figures shown', async () => {
    const res = await as(admin, '/api/analytics/export/geography?period=this_month');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`analytics-geography-${thisMonth.from}-to-${thisMonth.to}.csv`);
    expect(res.body).toBe('\uFEFFState,Deals,Volume,Funded,Funded volume\r\nTX,2,700000,1,400000\r\nFL,1,200000,0,0\r\n');
    const stuck = await as(admin, '/api/analytics/export/stuck');
    expect(stuck.body).toContain(`${ids.Cat},Cat Borrower,"3 Pine Rd, Dallas TX 75201",300000,Underwriting,45,Bob Officer`);
    expect((await as(admin, '/api/analytics/export/everything')).statusCode).toBe(400);
  });

  it('lets loan officers see the company figures and refuses outside parties', async () => {
    expect((await as(alice, '/api/analytics/summary')).json().current.created.count).toBe(3);
    const broker = await createUser(t, 'broker');
    const refused = await as(broker, '/api/analytics/summary');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You don't have permission to view company analytics.");
  });

  it('keeps other organizations out of the figures', async () => {
    const other = await createOrganization(t, 'ANL');
    const outsider = await createUser(t, 'admin', { organizationId: other });
    const summary = (await as(outsider, '/api/analytics/summary')).json();
    expect(summary.current.created).toEqual({ count: 0, volume: 0 });
    expect((await as(outsider, '/api/analytics/facets')).json().sources).toEqual([]);
  });

  it('answers a bad period with a message', async () => {
    const bad = async (query: string) => {
      const res = await as(admin, `/api/analytics/summary?${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await bad('period=custom')).toBe('A custom period needs a start and an end date.');
    expect(await bad('period=custom&from=2026-05-01&to=2026-04-01')).toBe('The start date must be on or before the end date.');
    expect(await bad('period=custom&from=1900-01-01&to=2026-04-01')).toBe('Choose a period of at most ten years.');
    expect(await bad('period=custom&from=2026-13-01&to=2026-14-01')).toBe('Enter dates as YYYY-MM-DD.');
    expect(await bad('period=fortnight')).toContain('Choose a period');
    expect(await bad('state=Texas')).toBe('Choose a state by its two-letter code.');
    expect(await bad('stuck_days=-3')).toBe('Days must be at least 1.');
    const custom = await get('/api/analytics/summary?period=custom&from=2020-01-01&to=2020-01-10');
    expect(custom.previous_range).toEqual({ from: '2019-12-22', to: '2019-12-31' });
  });
});
