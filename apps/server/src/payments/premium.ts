import { sql } from 'kysely';
import type { Tx } from '../db/database';

/**
 * Premium follows the money (spec point 6: buying any package makes a member premium): a member is
 * premium while at least one of their purchases is completed and not refunded or charged back. Called
 * in the transaction of every change of an order's state, after the change, so it reads the new state.
 */
export async function recomputePremium(tx: Tx, userId: number): Promise<boolean> {
  const row = await tx
    .updateTable('users')
    .set({
      paid_user: sql<boolean>`exists (select 1 from orders where orders.user_id = ${userId} and orders.status = 'completed')`,
    })
    .where('id', '=', userId)
    .returning('paid_user')
    .executeTakeFirst();
  return row?.paid_user ?? false;
}
