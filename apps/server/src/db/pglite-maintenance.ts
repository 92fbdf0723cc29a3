import { sql } from 'kysely';
import type { DatabaseHandle, Queryable } from './database';

/**
 * PGlite has no autovacuum: without this, dead row versions (sessions, rate buckets, jobs, profile touches)
 * stay in tables and indexes, and the planner works without statistics. PostgreSQL does all of it itself.
 *
 * PGlite's statistics counters (pg_stat_user_tables) are not kept in its single-user mode, so "changed a
 * lot" is read from the files instead: a table whose pages grew by a fifth since it was last vacuumed or
 * analyzed (or that has rows and was never analyzed).
 *
 * Every statement here runs on the root handle, outside any transaction (VACUUM refuses to run inside one),
 * and waits its turn for PGlite's one connection like any query.
 */

const PAGE_BYTES = 8192;
/** Growth that counts as a big change: 20% (autovacuum's default scale factor) plus a few pages. */
const GROWTH_FACTOR = 1.2;
const GROWTH_MIN_PAGES = 8;

/** Tables of ours that changed a lot since their last VACUUM or ANALYZE, or have rows but no statistics. */
export async function tablesNeedingCare(db: Queryable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
      and pg_relation_size(c.oid) > 0
      and (c.reltuples < 0
        or pg_relation_size(c.oid) / ${sql.lit(PAGE_BYTES)} > c.relpages * ${sql.lit(GROWTH_FACTOR)} + ${sql.lit(GROWTH_MIN_PAGES)})
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/** Tables of ours with rows and no statistics yet (a fresh database after its migrations and seed). */
export async function tablesWithoutStatistics(db: Queryable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0 and pg_relation_size(c.oid) > 0
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

export async function analyzeTables(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}

/** One table at a time, so requests waiting for the connection get a turn between them. */
export async function vacuumTables(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
}

/** Every table of the database: the nightly run. */
export async function vacuumEverything(db: Queryable): Promise<void> {
  await sql`vacuum (analyze)`.execute(db);
}

/**
 * What a server does before its first request (server.ts; the bench servers do the same). PGlite: the hourly
 * job's care now, so a site started after a bulk load (the seed, a restored backup) is not read for its first
 * ten minutes without a visibility map, an index-only scan visiting the table for every entry. PostgreSQL:
 * tables with rows and no statistics are analyzed; autovacuum does the rest at its next nap.
 * Answers the tables it looked after.
 */
export async function upkeepAtStart(database: Pick<DatabaseHandle, 'db' | 'kind'>): Promise<string[]> {
  if (database.kind === 'pglite') {
    const tables = await tablesNeedingCare(database.db);
    await vacuumTables(database.db, tables);
    return tables;
  }
  const fresh = await tablesWithoutStatistics(database.db);
  await analyzeTables(database.db, fresh);
  return fresh;
}
