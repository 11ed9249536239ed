// Bulk deals for benchmarks, written straight into the scratch database (no API round trips).
import type pg from 'pg';

/**
 * Inserts `count` deals into the organization and analyzes the table. Deal ids are `BEN-YYYYMMDD-NN` (50 a
 * day from 2026-01-01); `created_at` goes back one minute per deal, so the default list order (newest
 * first) puts deal 1 first and deal `count` last.
 */
export async function seedDeals(pool: pg.Pool, organizationId: string, count: number): Promise<void> {
  await pool.query(
    `insert into deals (id, organization_id, sequence, borrower_name, property_address, loan_amount, loan_type, stage, status,
       application_date, borrower_type, borrower_first_name, borrower_last_name, borrower_email, interest_rate, loan_term_months, created_at)
     select 'BEN-' || to_char(d, 'YYYYMMDD') || '-' || lpad(s::text, 2, '0'), $1, s, 'Borrower ' || g, g || ' Main St, Columbus, OH 43215',
       100000 + g * 10, 'Purchase', 'Structure', 'Active', d, 'Individual', 'Borrower', g::text, 'b' || g || '@example.test', 10, 12,
       now() - (g || ' minutes')::interval
     from generate_series(1, $2) g, lateral (select (date '2026-01-01' + (g / 50)) as d, (g % 50) + 1 as s) x`,
    [organizationId, count],
  );
  // As autovacuum leaves a table in use: statistics current and the visibility map set.
  await pool.query('vacuum analyze deals');
}
