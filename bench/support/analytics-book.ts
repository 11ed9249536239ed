// A lending book for the analytics benchmark, written straight into a database: deals spread over three years
// with officers, brokers, states, loan and property types, stage histories, and funded and lost deals with fees.
import { DEFAULT_DEAL_STAGES } from '../../src/core/deals/form-fields.js';

export type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const STATES = [['TX', 'Austin'], ['FL', 'Miami'], ['CA', 'Los Angeles'], ['NY', 'Brooklyn'], ['GA', 'Atlanta'], ['AZ', 'Phoenix'], ['NC', 'Charlotte'], ['OH', 'Columbus'], ['CO', 'Denver'], ['TN', 'Nashville'], ['NJ', 'Newark'], ['WA', 'Seattle']];
const LOAN_TYPES = ['Purchase', 'Refinance', 'Cash-Out Refinance', 'Construction', 'Bridge'];
const PROPERTY_TYPES = ['Single Family', 'Multifamily', '2-4 Unit', 'Mixed Use', 'Retail', 'Land'];
const OFFICERS = 8;
const BROKERS = 20;
export const BOOK = { officers: OFFICERS, brokers: BROKERS };

/** Deterministic pseudo-random integers per deal: the same book on every run and both databases. */
const pick = (g: string, salt: number, n: number) => `(abs(hashint4(${g} * 7919 + ${salt})) % ${n})`;

/** Writes a lending book of `deals` deals into the organization (which has the default stages). */
export async function seedBook(query: Query, organizationId: string, deals: number) {
  const stages = DEFAULT_DEAL_STAGES.length;
  for (let i = 0; i < OFFICERS; i++) {
    const id = `bench-officer-${i}`;
    await query(`insert into auth_user (id, name, email, email_verified) values ($1, $2, $3, true) on conflict do nothing`, [id, `Officer ${i}`, `${id}@example.test`]);
    await query(`insert into profiles (id, organization_id, email, first_name, last_name, role) values ($1, $2, $3, 'Officer', $4, 'loan_officer') on conflict do nothing`, [id, organizationId, `${id}@example.test`, String(i)]);
  }
  await query(`insert into contacts (organization_id, name, role) select $1, 'Broker ' || b, 'Broker' from generate_series(1, ${BROKERS}) b`, [organizationId]);
  const stateCase = STATES.map(([code, city], i) => `when ${i} then '${city}, ${code} 7${String(i).padStart(4, '0')}'`).join(' ');
  const list = (values: string[]) => `(array[${values.map((v) => `'${v}'`).join(',')}])`;
  // Age in days 0–1094; older deals are mostly decided: 60 % funded, 30 % lost; recent ones mostly open.
  await query(
    `insert into deals (id, organization_id, sequence, borrower_name, property_address, loan_amount, loan_type, property_type, stage, status,
       application_date, borrower_type, interest_rate, loan_term_months, ltv_ratio, loan_origination_fee, processing_fee, broker_fee,
       assigned_officer_id, created_at)
     select 'BEN-' || to_char(app, 'YYYYMMDD') || '-' || lpad(seq::text, 3, '0'), $1, seq, 'Borrower ' || g,
       g || ' Main St, ' || (case ${pick('g', 1, STATES.length)} ${stateCase} end),
       (100000 + ${pick('g', 2, 60)} * 25000 + ${pick('g', 3, 10)} * 5000)::numeric,
       ${list(LOAN_TYPES)}[1 + ${pick('g', 4, LOAN_TYPES.length)}], ${list(PROPERTY_TYPES)}[1 + ${pick('g', 5, PROPERTY_TYPES.length)}],
       case when status = 'Closed' then 'Funded' else ${list([...DEFAULT_DEAL_STAGES])}[1 + ${pick('g', 6, stages - 1)}] end,
       status, app, 'Entity', 9 + ${pick('g', 7, 40)} / 10.0, (array[6, 12, 12, 18, 24])[1 + ${pick('g', 8, 5)}], 50 + ${pick('g', 9, 30)},
       (1000 + ${pick('g', 10, 40)} * 500)::numeric, 995, case when ${pick('g', 11, 10)} < 4 then 2500 end,
       'bench-officer-' || ${pick('g', 12, OFFICERS)}, app::timestamptz
     from generate_series(1, ${deals}) g,
       lateral (select current_date - (g % 1095) as app, g / 1095 + 1 as seq, g % 1095 as age) a,
       lateral (select case when age > 120 and ${pick('g', 13, 10)} < 6 then 'Closed' when age > 120 and ${pick('g', 13, 10)} < 9 then 'Dead'
                            when ${pick('g', 13, 10)} < 2 then 'Closed' when ${pick('g', 13, 10)} = 9 then 'On Hold' else 'Active' end as status) s`,
    [organizationId],
  );
  // When each deal was decided (20–110 days after applying, never in the future) and entered its stage.
  await query(
    `update deals set status_changed_at = least(now(), created_at + ((20 + ${pick('length(id)::int + sequence', 14, 90)}) || ' days')::interval),
       stage_entered_at = least(now(), created_at + ((5 + ${pick('sequence', 15, 30)}) || ' days')::interval)
     where organization_id = $1`,
    [organizationId],
  );
  // Stage histories: a stay in each stage up to the current one, about a week each.
  await query(`delete from deal_stage_history where organization_id = $1`, [organizationId]);
  await query(
    `insert into deal_stage_history (organization_id, deal_id, stage, entered_at, left_at, next_stage)
     select d.organization_id, d.id, st.name, d.created_at + (st.position * 7 || ' days')::interval,
       case when st.position < cur.position then d.created_at + ((st.position + 1) * 7 || ' days')::interval end,
       (select n.name from deal_stages n where n.organization_id = d.organization_id and n.position = st.position + 1 and st.position < cur.position)
     from deals d
     join deal_stages cur on cur.organization_id = d.organization_id and cur.name = d.stage
     join deal_stages st on st.organization_id = d.organization_id and st.position <= cur.position
     where d.organization_id = $1`,
    [organizationId],
  );
  await query(
    `insert into deal_contacts (organization_id, deal_id, contact_id, contact_name, contact_role)
     select d.organization_id, d.id, c.id, c.name, 'Broker' from deals d
     join lateral (select id, name from contacts where organization_id = d.organization_id and role = 'Broker' order by name offset ${pick('d.sequence + length(d.id)', 16, BROKERS)} limit 1) c on true
     where d.organization_id = $1 and ${pick('d.sequence * 31 + length(d.borrower_name)', 17, 10)} < 6`,
    [organizationId],
  );
  // Vacuumed as autovacuum leaves a book at rest, so that index-only scans read the history without its heap.
  for (const table of ['deals', 'deal_stage_history', 'deal_stage_moves', 'deal_contacts', 'contacts', 'profiles']) await query(`vacuum analyze ${table}`);
}

