import { sql } from 'kysely';
import { z } from 'zod';
import type { Queryable } from '../db/database';

/** The format of a backup file; a restore refuses others. */
export const BACKUP_FORMAT = 1;

/**
 * What a backup holds, read in the same moment as its database copy: every table's row count and the sums of the
 * credit ledger and of the paid orders. A restore reads the same figures from what it restored and refuses to
 * finish when one differs.
 */
export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  created_at: z.string(),
  database: z.literal('pglite'),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  ledger: z.object({ entries: z.number().int(), credits: z.number().int(), balances: z.number().int() }),
  orders: z.object({ completed: z.number().int(), amount_cents: z.number().int() }),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;
export type TBackupFigures = Pick<TBackupManifest, 'tables' | 'ledger' | 'orders'>;

/** The figures of the database as `db` sees it now (call inside the moment the copy is taken). */
export async function backupFigures(db: Queryable): Promise<TBackupFigures> {
  const names = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`.execute(db);
  const tables: Record<string, number> = {};
  for (const { name } of names.rows) {
    const counted = await sql<{ rows: number }>`select count(*)::int as rows from ${sql.table(name)}`.execute(db);
    tables[name] = counted.rows[0]!.rows;
  }
  const ledger = await sql<TBackupFigures['ledger']>`
    select count(*)::int as entries, coalesce(sum(delta), 0)::int as credits,
      (select coalesce(sum(credits), 0)::int from users) as balances
    from credit_ledger`.execute(db);
  const orders = await sql<TBackupFigures['orders']>`
    select count(*)::int as completed, coalesce(sum(amount_cents), 0)::int as amount_cents
    from orders where status = 'completed'`.execute(db);
  return { tables, ledger: ledger.rows[0]!, orders: orders.rows[0]! };
}

/** The figures that differ between a backup's manifest and a restored database, in words (empty: none). */
export function figureDifferences(expected: TBackupFigures, found: TBackupFigures): string[] {
  const differences: string[] = [];
  const names = new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)]);
  for (const name of [...names].sort())
    if (expected.tables[name] !== found.tables[name])
      differences.push(
        `table ${name}: ${expected.tables[name] ?? 'missing'} rows backed up, ${found.tables[name] ?? 'missing'} restored`,
      );
  for (const [group, figures] of [
    ['ledger', 'ledger'],
    ['orders', 'orders'],
  ] as const)
    for (const [key, value] of Object.entries(expected[figures]))
      if ((found[figures] as Record<string, number>)[key] !== value)
        differences.push(
          `${group} ${key}: ${value} backed up, ${(found[figures] as Record<string, number>)[key]} restored`,
        );
  return differences;
}
