// The deals list in SQL: its filters, order and page. The page is the most-read answer of the product, so its
// statement is compiled once per shape (who is asking, which filters, which order) with placeholders, and
// each request only fills in its values; PostgreSQL keeps it prepared per connection.
import { and, asc, desc, eq, fillPlaceholders, getTableColumns, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { dealListItemSchema } from '../../core/schemas/deals.js';
import type { DealListQuery } from '../../core/schemas/deal-list.js';
import type { AuthContext } from '../auth/guard.js';
import { namedStatement, queryStatement, type AppDatabase, type Statement } from '../platform/db/client.js';
import { deals } from '../platform/db/schema.js';
import { containsPattern } from '../platform/rows.js';
import { dealVisibility, visibilityValues, visibleDealsConditionFor, type DealVisibility, type VisibilityValues } from './access.js';

const dialect = new PgDialect();

const SORTS = {
  created_at: deals.createdAt,
  loan_amount: deals.loanAmount,
  estimated_closing_date: deals.estimatedClosingDate,
  borrower_name: deals.borrowerName,
  id: deals.id,
  stage: deals.stage,
} as const;

export function dealOrder(sort: DealListQuery['sort']) {
  const descending = sort.startsWith('-');
  const column = SORTS[sort.replace(/^-/, '') as keyof typeof SORTS];
  // The id breaks ties so that pages never overlap or skip.
  return descending ? [sql`${column} desc nulls last`, desc(deals.id)] : [sql`${column} asc nulls last`, asc(deals.id)];
}

type Bound = string | SQLWrapper;

/** Each filter of the list and the condition it adds; `q` arrives as its LIKE pattern. */
const FILTERS = {
  q: (pattern: Bound) =>
    or(ilike(deals.id, pattern), ilike(deals.borrowerName, pattern), ilike(deals.propertyAddress, pattern), ilike(deals.borrowerEmail, pattern))!,
  stage: (value: Bound) => eq(deals.stage, value),
  status: (value: Bound) => eq(deals.status, value),
  loan_type: (value: Bound) => eq(deals.loanType, value),
  officer: (value: Bound) => eq(deals.assignedOfficerId, value),
  closing_from: (value: Bound) => sql`${deals.estimatedClosingDate} >= ${value}`,
  closing_to: (value: Bound) => sql`${deals.estimatedClosingDate} <= ${value}`,
} satisfies Record<string, (value: Bound) => SQL>;
type FilterKey = keyof typeof FILTERS;
const FILTER_KEYS = Object.keys(FILTERS) as FilterKey[];

/** The filters a query sets, in FILTER_KEYS order; an empty one narrows nothing. */
function filtersSet(query: Partial<Pick<DealListQuery, FilterKey>>): FilterKey[] {
  return FILTER_KEYS.filter((key) => query[key]);
}

/** The values of the filters a query sets, with `q` as its LIKE pattern. */
function filterValues(query: Partial<Pick<DealListQuery, FilterKey>>): Partial<Record<FilterKey, string>> {
  return Object.fromEntries(filtersSet(query).map((key) => [key, key === 'q' ? containsPattern(query.q!) : query[key]]));
}

function dealWhere(visibility: DealVisibility, filters: readonly FilterKey[], values: VisibilityValues & Partial<Record<FilterKey, Bound>>): SQL {
  return and(visibleDealsConditionFor(visibility, values), ...filters.map((key) => FILTERS[key](values[key]!)))!;
}

/** What the caller may see of the list, narrowed by the query's filters (the list, the board, the CSV export). */
export function dealFilter(ctx: AuthContext, query: Partial<Pick<DealListQuery, FilterKey>>): SQL {
  return dealWhere(dealVisibility(ctx), filtersSet(query), { ...visibilityValues(ctx), ...filterValues(query) });
}

/** The columns of a list item (dealListItemSchema), snake_case as stored; timestamps in JavaScript's ISO form. */
const DEAL_LIST_COLUMNS = sql.raw(
  dialect.sqlToQuery(
    sql.join(
      Object.values(getTableColumns(deals))
        .filter((column) => column.name in dealListItemSchema.shape)
        .map((column) =>
          column.name === 'created_at' || column.name === 'updated_at'
            ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${sql.identifier(column.name)}`
            : sql`${column}`,
        ),
      sql`, `,
    ),
  ).sql,
);

/** Everything that decides a page statement's text; the rest of a request is values. */
export interface DealPageShape {
  visibility: DealVisibility;
  filters: FilterKey[];
  sort: DealListQuery['sort'];
}

export type DealPageValues = VisibilityValues & Partial<Record<FilterKey, Bound>> & { fetch: Bound | number; offset: Bound | number; limit: Bound | number };

export function dealPageShape(ctx: AuthContext, query: DealListQuery): DealPageShape {
  return { visibility: dealVisibility(ctx), filters: filtersSet(query), sort: query.sort };
}

/** Where a page starts: its cursor is the offset. */
const pageOffset = (query: DealListQuery) => (query.cursor ? Number(query.cursor) : 0);

export function dealPageValues(ctx: AuthContext, query: DealListQuery): DealPageValues {
  // One row beyond the page tells whether more follow.
  return { ...visibilityValues(ctx), ...filterValues(query), fetch: query.limit + 1, offset: pageOffset(query), limit: query.limit };
}

/**
 * One page as JSON text, built by the database in one statement: the page, whether more follow, and the
 * total. Unnarrowed (everything a staff member sees), the total is the organization's count kept by triggers
 * (deal_totals); any filter, or an outside party's narrower view, counts. The page's rows keep the order in
 * which the materialized CTE produced them.
 */
export function dealPageSql(shape: DealPageShape, values: DealPageValues): SQL {
  const where = dealWhere(shape.visibility, shape.filters, values);
  const total =
    shape.visibility === 'organization' && shape.filters.length === 0
      ? sql`coalesce((select deal_count from deal_totals where organization_id = ${values.organizationId}), 0)`
      : sql`(select count(*)::int from deals where ${where})`;
  return sql`
    with page as (
      select ${DEAL_LIST_COLUMNS} from deals where ${where}
      order by ${sql.join(dealOrder(shape.sort), sql`, `)} limit ${values.fetch} offset ${values.offset})
    select
      ${total} as total,
      (select count(*)::int from page) as fetched,
      coalesce((select json_agg(p) from (select * from page limit ${values.limit}) p), '[]')::text as items`;
}

const compiledPages = new Map<string, { statement: Statement; params: unknown[] }>();

/** The page statement for a request: compiled with placeholders on the first request of its shape. */
export function dealPageStatement(ctx: AuthContext, query: DealListQuery): Statement {
  const shape = dealPageShape(ctx, query);
  const values = dealPageValues(ctx, query);
  const key = JSON.stringify(shape);
  let compiled = compiledPages.get(key);
  if (!compiled) {
    const placeholders = Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as unknown as DealPageValues;
    const { sql: text, params } = dialect.sqlToQuery(dealPageSql(shape, placeholders));
    compiled = { statement: namedStatement(text, []), params };
    compiledPages.set(key, compiled);
  }
  return { ...compiled.statement, values: fillPlaceholders(compiled.params, { ...values }) };
}

/** The page as the response body (JSON text), with the offset cursor of the next page. */
export async function listDeals(db: AppDatabase, ctx: AuthContext, query: DealListQuery): Promise<string> {
  const [row] = await queryStatement<{ total: number; fetched: number; items: string }>(db, dealPageStatement(ctx, query));
  const nextCursor = row!.fetched > query.limit ? JSON.stringify(String(pageOffset(query) + query.limit)) : 'null';
  return `{"items":${row!.items},"nextCursor":${nextCursor},"total":${row!.total}}`;
}
