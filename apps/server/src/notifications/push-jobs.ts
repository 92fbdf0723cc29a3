import type { Queryable } from '../db/database';
import { sql, type RawBuilder } from 'kysely';
import { enqueueJob, enqueueJobStep, type TJobHandler } from '../jobs/job-queue';
import type { Notifier, TPushNotice } from './push-notifier';

const PUSH_MAX_ATTEMPTS = 3;
const PUSH_TIMEOUT_MS = 30_000;

/**
 * Queues a Web Push in the transaction of what it announces: it goes out only if that commits, and even if
 * the process stops right after. Whether the member is away is decided when it leaves.
 */
export async function queuePush(db: Queryable, userId: number, notice: TPushNotice, now: Date): Promise<void> {
  await enqueueJob(db, { kind: 'push', topic: notice.kind, siteId: null, userId, payload: { userId, ...notice } }, now);
}

/**
 * The same push as one part of a larger statement, queued only for the rows of `from` (the message send), and
 * only for a member with a push subscription: a job for one without would find nothing to send, and every
 * message would pay for writing, claiming and finishing it (issue 19 item 2).
 */
export function queuePushStep(userId: number, notice: TPushNotice, now: Date, from: RawBuilder<unknown>) {
  return enqueueJobStep(
    { kind: 'push', topic: notice.kind, siteId: null, userId, payload: { userId, ...notice } },
    now,
    from,
    sql<boolean>`exists (select 1 from push_subscriptions where user_id = ${userId}::int)`,
  );
}

export function pushJobHandler(notifier: Notifier): TJobHandler {
  return {
    maxAttempts: PUSH_MAX_ATTEMPTS,
    timeoutMs: PUSH_TIMEOUT_MS,
    async run(payload) {
      const { userId, ...notice } = payload as unknown as TPushNotice & { userId: number };
      await notifier.pushIfAway(userId, notice);
    },
  };
}
