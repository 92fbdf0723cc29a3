import { sql } from 'kysely';
import type pg from 'pg';

/**
 * Appended (`.modifyEnd(reusePlan)`) to a statement that runs on nearly every request and whose text never
 * changes, only its values: on PostgreSQL it becomes a named prepared statement, parsed and planned once per
 * connection. Planning the session lookup took 0.35 ms against 0.05 ms to run it (decision 030). Only where
 * one plan is right for every value (a lookup by a unique key, the walk of one member's index range), since
 * PostgreSQL may settle on one generic plan; a search, whose best plan depends on its values, is planned afresh
 * each time. PGlite ignores the mark (a comment).
 */
export const REUSE_PLAN_MARK = '/* reuse plan */';
export const reusePlan = sql.raw(` ${REUSE_PLAN_MARK}`);

/** A statement text that changed with its values would name a new statement each time: a bound on the names. */
const MOST_NAMED_STATEMENTS = 200;
const names = new Map<string, string>();

/** The prepared statement's name for a marked text; undefined for any other text (run unnamed, planned each time). */
export function preparedStatementName(text: string): string | undefined {
  if (!text.endsWith(REUSE_PLAN_MARK)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MOST_NAMED_STATEMENTS) {
    name = `reuse_plan_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

type QueryFunction = (text: unknown, values?: unknown) => Promise<unknown>;

/** Every connection of the pool sends marked statements as named prepared statements. */
export function reusePlansOn(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    const named: QueryFunction = (text, values) => {
      const name = typeof text === 'string' ? preparedStatementName(text) : undefined;
      return name === undefined ? query(text, values) : query({ name, text, values });
    };
    (client as unknown as { query: QueryFunction }).query = named;
  });
}

/**
 * `= anyId(ids)` instead of `in (ids)`: the ids go as one array value, so a marked statement keeps one text
 * however many ids there are (an `in` list of each length would be another statement, and another name).
 */
export function anyId(ids: readonly number[]) {
  // Passed as it is: inside a statement compiled once (compiled-once.ts) it is a bound value, not yet the ids.
  return sql<number>`any(${ids}::int[])`;
}
