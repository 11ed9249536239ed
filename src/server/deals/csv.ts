import type { FastifyReply } from 'fastify';
import type { DealListQuery } from '../../core/schemas/deal-list.js';
import type { AuthContext } from '../auth/guard.js';
import type { AppDatabase } from '../platform/db/client.js';
import { deals } from '../platform/db/schema.js';
import { dealFilter, dealOrder } from './list-query.js';

/** The most rows one export holds; beyond it the person should narrow the filters. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

const COLUMNS = [
  ['Deal ID', deals.id],
  ['Borrower', deals.borrowerName],
  ['Borrower Type', deals.borrowerType],
  ['Borrower Email', deals.borrowerEmail],
  ['Borrower Phone', deals.borrowerPhone],
  ['Property Address', deals.propertyAddress],
  ['Property Type', deals.propertyType],
  ['Loan Amount', deals.loanAmount],
  ['Property Value', deals.purchasePrice],
  ['LTV %', deals.ltvRatio],
  ['Loan Type', deals.loanType],
  ['Loan Purpose', deals.loanPurpose],
  ['Term (months)', deals.loanTermMonths],
  ['Rate %', deals.interestRate],
  ['Monthly Payment', deals.monthlyPaymentCalculated],
  ['Stage', deals.stage],
  ['Status', deals.status],
  ['Application Date', deals.applicationDate],
  ['Estimated Closing', deals.estimatedClosingDate],
] as const;

/** RFC 4180 quoting, and a leading apostrophe against spreadsheet formula injection. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file spreadsheets open as UTF-8 (byte-order mark) with Windows line ends, every cell quoted safely. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Answers with a CSV file to download, named after what it holds and today's date. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}

/** Rows as CSV through one getter per column: [header, the cell of a row]. */
export function csvFromColumns<T>(columns: readonly (readonly [string, (row: T) => unknown])[], rows: readonly T[]): string {
  return csvDocument(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

export async function dealsCsv(db: AppDatabase, ctx: AuthContext, query: Omit<DealListQuery, 'limit' | 'cursor'>) {
  const selection = Object.fromEntries(COLUMNS.map(([label, column]) => [label, column]));
  const rows = await db
    .select(selection)
    .from(deals)
    .where(dealFilter(ctx, query))
    .orderBy(...dealOrder(query.sort))
    .limit(CSV_EXPORT_MAX_ROWS);
  return csvDocument(
    COLUMNS.map(([label]) => label),
    rows.map((row) => COLUMNS.map(([label]) => row[label])),
  );
}
