// Drizzle rows use camelCase; the API speaks the spec's snake_case names. Dates leave as ISO 8601 text.
const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type SnakeRow = Record<string, unknown>;

export function toApiRow<T extends object>(row: T): SnakeRow {
  const out: SnakeRow = {};
  for (const [key, value] of Object.entries(row)) {
    out[toSnake(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const toCamel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The inverse for writes: snake_case API input to the schema's camelCase fields, undefined dropped. */
export function fromApiRow(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[toCamel(key)] = value;
  return out;
}

/** The SQLSTATE of a database error, through drizzle's wrapper when there is one. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** An ILIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Offset paging: the caller fetched limit + 1 rows from `offset`; the extra row says whether more exist. */
export function pageOf<T, V>(rows: T[], limit: number, offset: number, view: (row: T) => V) {
  return { items: rows.slice(0, limit).map(view), nextCursor: rows.length > limit ? String(offset + limit) : null };
}
