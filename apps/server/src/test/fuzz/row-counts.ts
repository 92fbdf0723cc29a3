import { sql } from 'kysely';
import type { Database } from '../../db/database';

export type RowCounts = Record<string, number>;

/** Every table of the schema, by name. */
export async function listTables(db: Database): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/** Exact row counts of the given tables, in one statement. */
export async function countRows(db: Database, tables: readonly string[]): Promise<RowCounts> {
  const columns = tables.map((table) => sql`(select count(*) from ${sql.table(table)})::int as ${sql.ref(table)}`);
  const { rows } = await sql<RowCounts>`select ${sql.join(columns)}`.execute(db);
  return rows[0]!;
}

/** Tables whose count differs, as "table: before -> after". */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return Object.keys(after)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} -> ${after[table]}`);
}
