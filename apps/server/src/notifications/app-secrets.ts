import type { Queryable } from '../db/database';

/**
 * A secret the server makes once and keeps in the database (VAPID keys, the unsubscribe-link key),
 * so every process and every restart uses the same one. Two processes racing on the first start
 * agree on whichever row was written first.
 */
export async function getOrCreateSecret<T>(db: Queryable, name: string, create: () => T): Promise<T> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('app_secrets')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value as T;
}
