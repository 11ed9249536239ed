// Flow's fast paths (deal_stage_moves kept by triggers, the funded flag on each stay) against the straightforward
// query over the history and the deals, on random deals moved, funded, unfunded, edited and deleted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localIsoDate } from '../../core/deals/calculations.js';
import { analyticsQuerySchema } from '../../core/schemas/analytics.js';
import { queryRows } from '../platform/db/client.js';
import { createTestApp, createUser, describeEachDatabase, type TestApp } from '../test/harness.js';
import { analyticsFlow, queryRanges } from './service.js';

const DEALS = 400;
const STATES = sql.raw(`(array['Austin, TX 78701', 'Miami, FL 33101', 'Denver, CO 80202'])`);

describeEachDatabase('analytics flow counts', (driver) => {
  let t: TestApp;
  let officer: string;
  let broker: string;
  const exec = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(t.database.db, query);

  /** The flow's stages as the first, unoptimized query counted them: every stay joined to its deal. */
  async function straightforward(params: Record<string, string>, filter: ReturnType<typeof sql>) {
    const { range } = queryRanges(analyticsQuerySchema.parse(params));
    return exec(sql`select h.stage, count(*)::int as entered,
        count(*) filter (where next.position > stage.position)::int as moved_on,
        count(*) filter (where d.status = 'Closed')::int as funded,
        round((percentile_cont(0.5) within group (order by extract(epoch from h.left_at - h.entered_at) / 86400)
          filter (where h.left_at is not null))::numeric, 1)::float8 as median_days
      from deal_stage_history h
      join deals d on d.id = h.deal_id
      left join deal_stages stage on stage.organization_id = h.organization_id and stage.name = h.stage
      left join deal_stages next on next.organization_id = h.organization_id and next.name = h.next_stage
      where h.organization_id = ${t.organizationId} and ${filter}
        and h.entered_at >= ${range.from}::date and h.entered_at < ${range.to}::date + 1
      group by h.stage, stage.position
      order by stage.position nulls last, h.stage`);
  }

  async function expectSameFlow() {
    const cases: [Record<string, string>, ReturnType<typeof sql>][] = [
      [{ period: 'trailing_12_months' }, sql`true`],
      [{ period: 'this_year' }, sql`true`],
      [{ period: 'this_quarter' }, sql`true`],
      [{ period: 'this_month' }, sql`true`],
      [{ period: 'custom', from: '2023-01-01', to: localIsoDate(new Date()).slice(0, 8) + '28' }, sql`true`],
      [{ period: 'custom', from: '2022-03-01', to: '2027-02-28' }, sql`true`],
      [{ period: 'trailing_12_months', officer }, sql`d.assigned_officer_id = ${officer}`],
      [{ period: 'trailing_12_months', officer: 'unassigned' }, sql`d.assigned_officer_id is null`],
      [{ period: 'this_year', state: 'tx', loan_type: 'Refinance' }, sql`d.property_state = 'TX' and d.loan_type = 'Refinance'`],
      [{ period: 'trailing_12_months', property_type: 'Land' }, sql`d.property_type = 'Land'`],
      [{ period: 'trailing_12_months', source: broker }, sql`exists (select 1 from deal_contacts dc where dc.deal_id = d.id and dc.contact_role = 'Broker' and dc.contact_id = ${broker})`],
      [{ period: 'trailing_12_months', source: 'direct' }, sql`not exists (select 1 from deal_contacts dc where dc.deal_id = d.id and dc.contact_role = 'Broker')`],
    ];
    for (const [params, filter] of cases) {
      const flow = await analyticsFlow(t.database.db, t.organizationId, analyticsQuerySchema.parse(params));
      expect(flow.stages, JSON.stringify(params)).toEqual(await straightforward(params, filter));
    }
    // The counts themselves: every stay once, under the month it began and its deal's status now.
    const kept = await exec(sql`select month::text, stage, next_stage, funded, stays from deal_stage_moves
      where organization_id = ${t.organizationId} and stays > 0 order by 1, 2, 3, 4`);
    const counted = await exec(sql`select date_trunc('month', h.entered_at)::date::text as month, h.stage, h.next_stage,
        d.status = 'Closed' as funded, count(*)::int as stays
      from deal_stage_history h join deals d on d.id = h.deal_id where h.organization_id = ${t.organizationId}
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
    expect(kept).toEqual(counted);
    expect(counted.length).toBeGreaterThan(20);
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    officer = (await createUser(t, 'loan_officer', { firstName: 'Olga', lastName: 'Officer' })).id;
    const [contact] = await exec(sql`insert into contacts (organization_id, name, role) values (${t.organizationId}, 'Broker Bo', 'Broker') returning id::text as id`);
    broker = String(contact!.id);
    // Deals applied at random over three years, each starting its history then.
    await exec(sql`insert into deals (id, organization_id, sequence, borrower_name, property_address, loan_amount, loan_type, property_type,
        stage, status, application_date, borrower_type, assigned_officer_id, created_at)
      select 'FLOW-' || g, ${t.organizationId}, g, 'Borrower ' || g, g || ' Main St, ' || ${STATES}[1 + g % 3],
        100000 + g * 1000, (array['Purchase', 'Refinance'])[1 + g % 2], (array['Land', 'Retail', 'Multifamily'])[1 + (g / 2) % 3],
        'Structure', 'Active', created::date, 'Entity', case when g % 4 = 0 then ${officer} end, created
      from generate_series(1, ${DEALS}) g, lateral (select now() - random() * interval '1095 days' - g * interval '1 second' as created) c`);
    await exec(sql`insert into deal_contacts (organization_id, deal_id, contact_id, contact_name, contact_role)
      select organization_id, id, ${broker}::uuid, 'Broker Bo', 'Broker' from deals where organization_id = ${t.organizationId} and sequence % 3 = 0`);
  });
  afterAll(async () => t?.close());

  it('counts the same stays as the straightforward query after moves, fundings, edits and deletions', async () => {
    const mine = sql`organization_id = ${t.organizationId}`;
    for (let round = 0; round < 3; round++) {
      // Moves to random stages (a stage no longer in the pipeline now and then), a stay now;
      await exec(sql`update deals set stage = case when random() < 0.05 then 'Retired stage' else
          (array['Structure', 'Underwriting', 'Appraisal', 'Approved', 'Docs Out', 'Closing'])[1 + floor(random() * 6)::int] end
        where ${mine} and random() < 0.5`);
      // then the history spread back over the months, as if the moves had happened then.
      await exec(sql`update deal_stage_history set entered_at = entered_at - random() * interval '400 days',
          left_at = left_at - random() * interval '20 days' where ${mine} and random() < 0.6`);
      // Funded, unfunded, lost, and edited on the page's filter dimensions.
      await exec(sql`update deals set status = (array['Closed', 'Active', 'Dead', 'On Hold'])[1 + floor(random() * 4)::int] where ${mine} and random() < 0.3`);
      await exec(sql`update deals set assigned_officer_id = case when random() < 0.5 then ${officer} end,
          property_address = sequence || ' Main St, ' || ${STATES}[1 + floor(random() * 3)::int],
          loan_type = (array['Purchase', 'Refinance'])[1 + floor(random() * 2)::int] where ${mine} and random() < 0.2`);
      await expectSameFlow();
    }
    // Deleted deals take their stays with them; a stay deleted on its own too.
    await exec(sql`delete from deals where ${mine} and random() < 0.1`);
    await exec(sql`delete from deal_stage_history where id in (select id from deal_stage_history where ${mine} order by random() limit 20)`);
    await expectSameFlow();
  });
});
