import { sql, type CompiledQuery } from 'kysely';
import type { Queryable } from './database';

/** A parameter written into the statement: EXPLAIN takes no bound parameters on every driver. */
function literal(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/**
 * The plan of a compiled query, as text (the search bench prints it; tests check which index answers).
 * `analyze` runs the query too and adds times and buffers.
 */
export async function explainPlan(db: Queryable, query: CompiledQuery, analyze = false): Promise<string> {
  const statement = query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]));
  const plan = await sql
    .raw<{ 'QUERY PLAN': string }>(`explain ${analyze ? '(analyze, buffers) ' : ''}${statement}`)
    .execute(db);
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}
