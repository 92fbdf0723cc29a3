import { sql, type Kysely } from 'kysely';

/**
 * GET /metrics reads the last day's orders by site, method and status at every scrape (metrics/app-metrics.ts):
 * by their creation time, not a scan of every order ever taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_created on orders (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_created`.execute(db);
}
