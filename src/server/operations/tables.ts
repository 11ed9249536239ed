// A logical copy of the database, the same on PGlite and PostgreSQL: every table of the public schema as JSON
// rows, restored parents before children with json_populate_recordset (PostgreSQL converts every value back
// from its own JSON form, numeric and bytea included). No pg_dump binary whose version must match the server.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../platform/db/client.js';

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Tables of the public schema, every table after the tables it references (its own rows aside). */
export async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (await queryRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((table) => references.every((r) => unquote(r.child) !== table || placed.has(unquote(r.parent))));
    if (!ready.length) throw new Error(`The tables ${remaining.join(', ')} reference each other in a cycle; they cannot be restored in order.`);
    for (const table of ready) placed.add(table);
    ordered.push(...ready);
    remaining = remaining.filter((table) => !placed.has(table));
  }
  return ordered;
}

/** Every row of a table as one JSON text each, in a stable order. */
export async function tableRows(db: Executor, table: string): Promise<string[]> {
  const rows = await queryRows<{ row: string }>(db, sql`select row_to_json(t)::text as row from ${ident(table)} t order by 1`);
  return rows.map((r) => r.row);
}

/** The migrations this database has applied (drizzle's journal), so a restore refuses a newer archive. */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return row?.count ?? 0;
}

/** The tables holding at least one row: a restore goes into an empty install only. */
export async function nonEmptyTables(db: Executor): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesInDependencyOrder(db)) {
    const [row] = await queryRows<{ any: boolean }>(db, sql`select exists (select 1 from ${ident(table)}) as any`);
    if (row?.any) found.push(table);
  }
  return found;
}

const RESTORE_BATCH_ROWS = 500;

/**
 * Inserts rows (as tableRows wrote them) into `table`, with its own triggers off: they maintain derived rows
 * (per-organization totals) and announce changes, and the archive holds the derived rows already. Foreign keys
 * stay on: the order of tablesInDependencyOrder satisfies them.
 */
export async function insertRows(tx: Executor, table: string, rows: string[]): Promise<void> {
  const columns = await queryRows<{ name: string }>(
    tx,
    sql`select attname as name from pg_attribute
        where attrelid = ${`public.${table}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        order by attnum`,
  );
  const list = sql.raw(columns.map((c) => `"${c.name.replaceAll('"', '""')}"`).join(', '));
  await tx.execute(sql`alter table ${ident(table)} disable trigger user`);
  for (let start = 0; start < rows.length; start += RESTORE_BATCH_ROWS) {
    const batch = `[${rows.slice(start, start + RESTORE_BATCH_ROWS).join(',')}]`;
    await tx.execute(sql`insert into ${ident(table)} (${list}) select ${list} from json_populate_recordset(null::${ident(table)}, ${batch}::json)`);
  }
  await tx.execute(sql`alter table ${ident(table)} enable trigger user`);
  // Serial ids continue after the restored ones.
  const serials = await queryRows<{ column: string; sequence: string }>(
    tx,
    sql`select a.attname as column, pg_get_serial_sequence(${`public.${table}`}, a.attname) as sequence
        from pg_attribute a where a.attrelid = ${`public.${table}`}::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(${`public.${table}`}, a.attname) is not null`,
  );
  for (const serial of serials) {
    await tx.execute(sql`select setval(${serial.sequence}, coalesce((select max(${ident(serial.column)}) from ${ident(table)}), 0) + 1, false)`);
  }
}
