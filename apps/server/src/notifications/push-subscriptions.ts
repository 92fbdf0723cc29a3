import { z } from 'zod';
import type { ZPushSubscription } from '@app/shared';
import type { Database } from '../db/database';

/** Stores a member's Web Push subscription; an endpoint seen before moves to this member. */
export async function savePushSubscription(
  db: Database,
  userId: number,
  subscription: z.output<typeof ZPushSubscription>,
): Promise<void> {
  const expiration = subscription.expirationTime ? new Date(subscription.expirationTime) : null;
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      expiration_time: expiration,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        expiration_time: expiration,
      }),
    )
    .execute();
}
