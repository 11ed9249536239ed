// The company's lending business in numbers (issue 18): every figure is an aggregate PostgreSQL computes over
// the organization's deals — created by application date, funded and lost by the day their status became
// Closed or Dead (deals.status_changed_at), stays in stages from deal_stage_history — never rows summed in
// JavaScript. Company-wide for those holding view_company_analytics (SPEC §6).
import { sql, type SQL } from 'drizzle-orm';
import { isWholeMonths, monthsOf, periodRange, previousRange, runningTotals, type DateRange } from '../../core/analytics/period.js';
import { localIsoDate } from '../../core/deals/calculations.js';
import type {
  AnalyticsFacets,
  AnalyticsFlow,
  AnalyticsGeography,
  AnalyticsMonthly,
  AnalyticsPeople,
  AnalyticsPipeline,
  AnalyticsQuery,
  AnalyticsSummary,
  CountVolume,
  FeeKind,
  MonthRow,
  PeriodFigures,
} from '../../core/schemas/analytics.js';
import { canManageDeals, ROLES } from '../../core/permissions.js';
import { queryRows, type AppDatabase } from '../platform/db/client.js';

export const DIRECT_SOURCE = 'direct';
const STUCK_LIST_MAX = 100;

/** The period a query asks for, and the one before it. */
export function queryRanges(query: AnalyticsQuery, today = localIsoDate(new Date())) {
  const custom = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const range = periodRange(query.period, today, custom);
  return { range, previous: previousRange(query.period, range) };
}

/** The page's filters as conditions on deals `d` beyond the organization, or undefined when there are none. */
function dealFilters(query: AnalyticsQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.officer) parts.push(query.officer === 'unassigned' ? sql`d.assigned_officer_id is null` : sql`d.assigned_officer_id = ${query.officer}`);
  if (query.loan_type) parts.push(sql`d.loan_type = ${query.loan_type}`);
  if (query.property_type) parts.push(sql`d.property_type = ${query.property_type}`);
  if (query.state) parts.push(sql`d.property_state = ${query.state.toUpperCase()}`);
  if (query.source) {
    const broker = sql`select 1 from deal_contacts dc where dc.deal_id = d.id and dc.contact_role = 'Broker'`;
    parts.push(query.source === DIRECT_SOURCE ? sql`not exists (${broker})` : sql`exists (${broker} and dc.contact_id::text = ${query.source})`);
  }
  return parts.length === 0 ? undefined : sql.join(parts, sql` and `);
}

/** The page's filters as conditions on deals `d`, always within the caller's organization. */
function dealConditions(organizationId: string, query: AnalyticsQuery): SQL {
  const filters = dealFilters(query);
  return filters ? sql`d.organization_id = ${organizationId} and ${filters}` : sql`d.organization_id = ${organizationId}`;
}

const decidedIn = (status: 'Closed' | 'Dead', range: DateRange) =>
  sql`(d.status = ${status} and d.status_changed_at >= ${range.from}::date and d.status_changed_at < ${range.to}::date + 1)`;
const createdIn = (range: DateRange) => sql`(d.application_date between ${range.from}::date and ${range.to}::date)`;

const FEE_COLUMNS: Record<FeeKind, SQL> = {
  origination: sql`d.loan_origination_fee`,
  discount: sql`d.loan_discount_fee`,
  broker: sql`d.broker_fee`,
  processing: sql`d.processing_fee`,
  doc: sql`d.loan_doc_fee`,
  admin: sql`d.admin_fee`,
};
const allFees = sql.join(Object.values(FEE_COLUMNS).map((c) => sql`coalesce(${c}, 0)`), sql` + `);

/**
 * The deals a period is about — created in it, or funded or lost in it — with flags saying which, and the
 * days from application to the decision. The subquery every per-period figure groups.
 */
function periodDeals(organizationId: string, query: AnalyticsQuery, range: DateRange, extra: SQL = sql``): SQL {
  const funded = decidedIn('Closed', range);
  const lost = decidedIn('Dead', range);
  return sql`(
    select d.*, ${createdIn(range)} as is_created, ${funded} as is_funded, ${lost} as is_lost,
      (d.status_changed_at::date - d.application_date) as days_to_decision ${extra}
    from deals d
    where ${dealConditions(organizationId, query)} and (${createdIn(range)} or ${funded} or ${lost})
  )`;
}

/** `<what>_count` and `<what>_volume` of the period's deals flagged `is_<what>`. */
const countVolume = (what: 'created' | 'funded' | 'lost') =>
  sql.raw(`count(*) filter (where is_${what})::int as ${what}_count, coalesce(sum(loan_amount) filter (where is_${what}), 0)::float8 as ${what}_volume`);

interface FiguresRow {
  created_count: number;
  created_volume: number;
  funded_count: number;
  funded_volume: number;
  lost_count: number;
  lost_volume: number;
  average_loan: number | null;
  median_loan: number | null;
  average_rate: number | null;
  average_ltv: number | null;
  average_term_months: number | null;
  fee_income: number;
  median_days_to_close: number | null;
}

async function periodFigures(db: AppDatabase, organizationId: string, query: AnalyticsQuery, range: DateRange): Promise<PeriodFigures> {
  const [row] = await queryRows<FiguresRow>(
    db,
    sql`select
      ${countVolume('created')}, ${countVolume('funded')}, ${countVolume('lost')},
      round(avg(loan_amount) filter (where is_created), 2)::float8 as average_loan,
      (percentile_cont(0.5) within group (order by loan_amount) filter (where is_created))::float8 as median_loan,
      round(avg(interest_rate) filter (where is_created), 3)::float8 as average_rate,
      round(avg(ltv_ratio) filter (where is_created), 2)::float8 as average_ltv,
      round(avg(loan_term_months) filter (where is_created), 1)::float8 as average_term_months,
      coalesce(sum(fees) filter (where is_funded), 0)::float8 as fee_income,
      (percentile_cont(0.5) within group (order by days_to_decision) filter (where is_funded))::float8 as median_days_to_close
    from ${periodDeals(organizationId, query, range, sql`, ${allFees} as fees`)} p`,
  );
  const decided = row!.funded_count + row!.lost_count;
  return {
    created: { count: row!.created_count, volume: row!.created_volume },
    funded: { count: row!.funded_count, volume: row!.funded_volume },
    lost: { count: row!.lost_count, volume: row!.lost_volume },
    average_loan: row!.average_loan,
    median_loan: row!.median_loan,
    average_rate: row!.average_rate,
    average_ltv: row!.average_ltv,
    average_term_months: row!.average_term_months,
    fee_income: row!.fee_income,
    win_rate: decided === 0 ? null : row!.funded_count / decided,
    median_days_to_close: row!.median_days_to_close,
  };
}

export async function analyticsSummary(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsSummary> {
  const { range, previous } = queryRanges(query);
  const [current, before] = await Promise.all([
    periodFigures(db, organizationId, query, range),
    periodFigures(db, organizationId, query, previous),
  ]);
  return { range, previous_range: previous, current, previous: before };
}

const emptyFees = (): Record<FeeKind, number> => ({ origination: 0, discount: 0, broker: 0, processing: 0, doc: 0, admin: 0 });
const none = (): CountVolume => ({ count: 0, volume: 0 });

/** Per month of the period: created, funded, lost, fee income by kind, and the open pipeline's value at month end. */
export async function analyticsMonthly(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsMonthly> {
  const { range } = queryRanges(query);
  const conditions = dealConditions(organizationId, query);
  const decided = sql`d.status in ('Closed', 'Dead')`;
  const feeSums = sql.join(
    Object.entries(FEE_COLUMNS).map(([kind, column]) => sql`coalesce(sum(${column}) filter (where d.status = 'Closed'), 0)::float8 as ${sql.identifier(`fee_${kind}`)}`),
    sql`, `,
  );
  const [created, decisions, [opening], pipelineChanges] = await Promise.all([
    queryRows<{ month: string; count: number; volume: number }>(
      db,
      sql`select to_char(d.application_date, 'YYYY-MM') as month, count(*)::int as count, coalesce(sum(d.loan_amount), 0)::float8 as volume
        from deals d where ${conditions} and ${createdIn(range)} group by 1`,
    ),
    queryRows<{ month: string; status: string; count: number; volume: number } & Record<`fee_${FeeKind}`, number>>(
      db,
      sql`select to_char(d.status_changed_at, 'YYYY-MM') as month, d.status, count(*)::int as count,
          coalesce(sum(d.loan_amount), 0)::float8 as volume, ${feeSums}
        from deals d where ${conditions} and ${decided}
          and d.status_changed_at >= ${range.from}::date and d.status_changed_at < ${range.to}::date + 1
        group by 1, 2`,
    ),
    // The open pipeline when the period starts: applied before it, not funded or lost before it.
    queryRows<{ value: number }>(
      db,
      sql`select coalesce(sum(d.loan_amount), 0)::float8 as value from deals d
        where ${conditions} and d.application_date < ${range.from}::date
          and not (${decided} and d.status_changed_at < ${range.from}::date)`,
    ),
    // How the open pipeline changed each month: + what applied, − what was funded or lost.
    queryRows<{ month: string; change: number }>(
      db,
      sql`select month, sum(change)::float8 as change from (
          select to_char(d.application_date, 'YYYY-MM') as month, d.loan_amount as change
            from deals d where ${conditions} and ${createdIn(range)}
          union all
          select to_char(d.status_changed_at, 'YYYY-MM'), -d.loan_amount
            from deals d where ${conditions} and ${decided} and d.application_date <= ${range.to}::date
              and d.status_changed_at >= ${range.from}::date and d.status_changed_at < ${range.to}::date + 1
        ) changes group by month`,
    ),
  ]);

  const months = monthsOf(range);
  const rows = new Map<string, MonthRow>(
    months.map((month) => [month, { month, created: none(), funded: none(), lost: none(), fees: emptyFees(), pipeline_value: 0 }]),
  );
  for (const r of created) {
    const row = rows.get(r.month);
    if (row) row.created = { count: r.count, volume: r.volume };
  }
  for (const r of decisions) {
    const row = rows.get(r.month);
    if (!row) continue;
    if (r.status === 'Dead') row.lost = { count: r.count, volume: r.volume };
    else {
      row.funded = { count: r.count, volume: r.volume };
      for (const kind of Object.keys(FEE_COLUMNS) as FeeKind[]) row.fees[kind] = r[`fee_${kind}`];
    }
  }
  const values = runningTotals(months, opening?.value ?? 0, new Map(pipelineChanges.map((c) => [c.month, c.change])));
  months.forEach((month, i) => (rows.get(month)!.pipeline_value = values[i]!));
  return { range, months: [...rows.values()] };
}

const stagePosition = sql`coalesce((select s.position from deal_stages s where s.organization_id = d.organization_id and s.name = d.stage), 2147483647)`;

/** The open pipeline now (Active and On Hold), by stage in the pipeline's order. */
export async function analyticsPipeline(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsPipeline> {
  const stages = await queryRows<{ stage: string; count: number; volume: number }>(
    db,
    sql`select d.stage, count(*)::int as count, coalesce(sum(d.loan_amount), 0)::float8 as volume
      from deals d where ${dealConditions(organizationId, query)} and d.status in ('Active', 'On Hold')
      group by d.stage, ${stagePosition} order by ${stagePosition}, d.stage`,
  );
  return { stages };
}

/**
 * Stays in stages that began in the period: how many moved on to a later stage, how many of those deals are
 * funded, the median days a stay lasted; and the open deals in their stage longer than `stuck_days`.
 * Unfiltered over whole months the stays are read already counted (deal_stage_moves, a few hundred rows);
 * otherwise counted per (stage, next stage) by hashing, with the deals joined only when filtered. The medians are
 * a query of their own over the stored `stay_days` (read from an index of finished stays), beside the counts.
 */
export async function analyticsFlow(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsFlow> {
  const { range } = queryRanges(query);
  const conditions = dealConditions(organizationId, query);
  const filters = dealFilters(query);
  const stays = sql`from deal_stage_history h ${filters ? sql`join deals d on d.id = h.deal_id and ${filters}` : sql``}
    where h.organization_id = ${organizationId} and h.entered_at >= ${range.from}::date and h.entered_at < ${range.to}::date + 1`;
  const counted =
    filters || !isWholeMonths(range)
      ? sql`select h.stage, h.next_stage, count(*) as entered, count(*) filter (where h.deal_closed) as funded
          ${stays} group by h.stage, h.next_stage`
      : sql`select stage, next_stage, sum(stays) as entered, coalesce(sum(stays) filter (where funded), 0) as funded
          from deal_stage_moves
          where organization_id = ${organizationId} and month between ${range.from}::date and ${range.to}::date and stays > 0
          group by stage, next_stage`;
  const [moves, medians, [closing], stuck] = await Promise.all([
    queryRows<{ stage: string; position: number | null; entered: number; moved_on: number; funded: number }>(
      db,
      sql`select m.stage, stage.position, sum(m.entered)::int as entered,
          coalesce(sum(m.entered) filter (where next.position > stage.position), 0)::int as moved_on, sum(m.funded)::int as funded
        from (${counted}) m
        left join deal_stages stage on stage.organization_id = ${organizationId} and stage.name = m.stage
        left join deal_stages next on next.organization_id = ${organizationId} and next.name = m.next_stage
        group by m.stage, stage.position
        order by stage.position nulls last, m.stage`,
    ),
    queryRows<{ stage: string; median_days: number }>(
      db,
      // Each stage's stays gathered by hashing and sorted on their own, not all stays sorted by stage first.
      sql`select stage, (select round((percentile_cont(0.5) within group (order by v))::numeric, 1)::float8 from unnest(days) v) as median_days
        from (select h.stage, array_agg(h.stay_days) as days ${stays} and h.left_at is not null group by h.stage) s`,
    ),
    queryRows<{ median: number | null }>(
      db,
      sql`select (percentile_cont(0.5) within group (order by d.status_changed_at::date - d.application_date))::float8 as median
        from deals d where ${conditions} and ${decidedIn('Closed', range)}`,
    ),
    queryRows<AnalyticsFlow['stuck'][number]>(
      db,
      sql`select d.id, d.borrower_name, d.property_address, d.loan_amount::float8 as loan_amount, d.stage,
          (current_date - d.stage_entered_at::date) as days_in_stage,
          nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') as officer
        from deals d left join profiles p on p.id = d.assigned_officer_id
        where ${conditions} and d.status in ('Active', 'On Hold')
          and d.stage_entered_at < now() - make_interval(days => ${query.stuck_days})
        order by d.stage_entered_at, d.id limit ${STUCK_LIST_MAX}`,
    ),
  ]);
  const median = new Map(medians.map((m) => [m.stage, m.median_days]));
  const stages = moves.map(({ stage, entered, moved_on, funded }) => ({ stage, entered, moved_on, funded, median_days: median.get(stage) ?? null }));
  return { range, stages, median_days_to_close: closing?.median ?? null, stuck_days: query.stuck_days, stuck };
}

const officerName = sql`coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), p.email, 'Unassigned')`;

/** Per loan officer and per source (the broker who sent the deal, or direct) over the period. */
export async function analyticsPeople(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsPeople> {
  const { range } = queryRanges(query);
  const deals = periodDeals(organizationId, query, range);
  // Each deal's first broker: for the whole book, all of the organization's brokers at once in deal order; when the
  // filters leave a few hundred deals, looked up per deal instead (0.6× the time on 50,000 deals, 1.9× unfiltered).
  const firstBroker = dealFilters(query)
    ? sql`left join lateral (
          select dc.contact_id, dc.contact_name from deal_contacts dc
          where dc.deal_id = x.id and dc.contact_role = 'Broker' order by dc.created_at, dc.id limit 1
        ) b on true`
    : sql`left join (
          select distinct on (dc.deal_id) dc.deal_id, dc.contact_id, dc.contact_name from deal_contacts dc
          where dc.organization_id = ${organizationId} and dc.contact_role = 'Broker' order by dc.deal_id, dc.created_at, dc.id
        ) b on b.deal_id = x.id`;
  const [officers, sources] = await Promise.all([
    queryRows<{ officer_id: string | null; officer: string; created_count: number; created_volume: number; funded_count: number; funded_volume: number; lost: number; average_days_to_close: number | null }>(
      db,
      sql`select x.assigned_officer_id as officer_id, ${officerName} as officer,
          ${countVolume('created')}, ${countVolume('funded')}, count(*) filter (where is_lost)::int as lost,
          round(avg(days_to_decision) filter (where is_funded), 1)::float8 as average_days_to_close
        from ${deals} x left join profiles p on p.id = x.assigned_officer_id
        group by 1, 2 order by 6 desc, 4 desc, 2`,
    ),
    queryRows<{ source_id: string; source: string; created_count: number; created_volume: number; funded_count: number; funded_volume: number }>(
      db,
      sql`select coalesce(b.contact_id::text, ${DIRECT_SOURCE}) as source_id, coalesce(b.contact_name, 'Direct') as source,
          ${countVolume('created')}, ${countVolume('funded')}
        from ${deals} x ${firstBroker}
        group by 1, 2 order by 6 desc, 4 desc, 2`,
    ),
  ]);
  return {
    range,
    officers: officers.map((o) => {
      const decided = o.funded_count + o.lost;
      return {
        officer_id: o.officer_id,
        officer: o.officer,
        created: { count: o.created_count, volume: o.created_volume },
        funded: { count: o.funded_count, volume: o.funded_volume },
        lost: o.lost,
        win_rate: decided === 0 ? null : o.funded_count / decided,
        average_days_to_close: o.average_days_to_close,
      };
    }),
    sources: sources.map((s) => ({
      source_id: s.source_id,
      source: s.source,
      created: { count: s.created_count, volume: s.created_volume },
      funded: { count: s.funded_count, volume: s.funded_volume },
    })),
  };
}

/** Volume by the property's state over the period. */
export async function analyticsGeography(db: AppDatabase, organizationId: string, query: AnalyticsQuery): Promise<AnalyticsGeography> {
  const { range } = queryRanges(query);
  const states = await queryRows<{ state: string; created_count: number; created_volume: number; funded_count: number; funded_volume: number }>(
    db,
    sql`select coalesce(property_state, 'Unknown') as state, ${countVolume('created')}, ${countVolume('funded')}
      from ${periodDeals(organizationId, query, range)} x group by 1 order by 3 desc, 5 desc, 1`,
  );
  return {
    range,
    states: states.map((s) => ({
      state: s.state,
      created: { count: s.created_count, volume: s.created_volume },
      funded: { count: s.funded_count, volume: s.funded_volume },
    })),
  };
}

/** What the page's filters offer. */
export async function analyticsFacets(db: AppDatabase, organizationId: string): Promise<AnalyticsFacets> {
  const staff = sql.join(ROLES.filter(canManageDeals).map((r) => sql`${r}`), sql`, `);
  const [officers, values, sources] = await Promise.all([
    queryRows<{ id: string; name: string }>(
      db,
      sql`select p.id, ${officerName} as name from profiles p
        where p.organization_id = ${organizationId}
          and (p.role in (${staff}) or exists (select 1 from deals d where d.organization_id = p.organization_id and d.assigned_officer_id = p.id))
        order by 2`,
    ),
    queryRows<{ kind: string; value: string }>(
      db,
      sql`select distinct 'loan_type' as kind, loan_type as value from deals where organization_id = ${organizationId}
        union select distinct 'property_type', property_type from deals where organization_id = ${organizationId} and property_type is not null
        union select distinct 'state', property_state from deals where organization_id = ${organizationId} and property_state is not null
        order by 1, 2`,
    ),
    queryRows<{ id: string; name: string }>(
      db,
      sql`select c.id::text as id, c.name from contacts c where c.organization_id = ${organizationId} and c.role = 'Broker' order by c.name`,
    ),
  ]);
  const of = (kind: string) => values.filter((v) => v.kind === kind).map((v) => v.value);
  return { officers, loan_types: of('loan_type'), property_types: of('property_type'), states: of('state'), sources };
}
