import type { Queryable } from '../db/database';
import type { TMailMessage } from '../db/schema/accounts';
import { enqueueJob, type TJobHandler } from '../jobs/job-queue';
import type { MailTransport } from './transport';

export const MAIL_MAX_ATTEMPTS = 8;
/** Beyond the transport's own timeouts: a mail server that never answers does not hold a worker. */
const MAIL_TIMEOUT_MS = 60_000;

/**
 * Puts a rendered mail in the durable queue, in the caller's transaction: it leaves only if the
 * transaction commits, and survives a restart until a worker has sent it. `kind` is the mail's type
 * (activation, new_messages, …), shown in the console and in the member's data export.
 */
export async function enqueueMail(
  db: Queryable,
  mail: { siteId: number; userId: number | null; kind: string; message: TMailMessage },
  now: Date,
): Promise<void> {
  await enqueueJob(
    db,
    { kind: 'mail', topic: mail.kind, siteId: mail.siteId, userId: mail.userId, payload: { message: mail.message } },
    now,
  );
}

/** Sends a queued mail through the transport; a refusal or a timeout is retried with backoff. */
export function mailJobHandler(transport: MailTransport): TJobHandler {
  return {
    maxAttempts: MAIL_MAX_ATTEMPTS,
    timeoutMs: MAIL_TIMEOUT_MS,
    // The message may hold a personal link: it is not kept once delivered.
    forgetPayloadWhenDone: true,
    async run(payload, job) {
      await transport.send(payload.message as TMailMessage, { siteId: job.siteId ?? 0 });
    },
  };
}
