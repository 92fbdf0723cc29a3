import { sql, type Kysely } from 'kysely';

/**
 * Token buckets (lib/token-bucket.ts) for installations without Redis: one row per key, changed by one
 * atomic upsert per take, so every process on the database shares them. A row whose bucket is full
 * again is worth nothing; the index lets the maintenance job prune those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_buckets (
      key text primary key,
      tokens double precision not null,
      refilled_at timestamptz not null,
      allowed boolean not null
    );
    create index rate_buckets_refilled on rate_buckets (refilled_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table rate_buckets;
  `.execute(db);
}
