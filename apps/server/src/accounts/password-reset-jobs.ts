import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/transaction';
import { enqueueJob, type TJobHandler } from '../jobs/job-queue';
import { mailContextFor, sendPasswordResetMail } from './account-mails';
import { findAddressOwner } from './address-holders';

export const PASSWORD_RESET_JOB = 'password_reset';

/**
 * A reset asked for an address: the request only queues this, the same for every address, so neither its
 * answer nor its time tells whether the address has an account. The job finds out and mails.
 */
export async function queuePasswordReset(db: Queryable, reset: { siteId: number; email: string }, now: Date) {
  await enqueueJob(
    db,
    { kind: PASSWORD_RESET_JOB, siteId: reset.siteId, userId: null, payload: { email: reset.email } },
    now,
  );
}

/** Sends the reset link when the address belongs to a member of the site who may log in; else nothing. */
export function passwordResetJobHandler(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'sites' | 'siteUrls' | 'jobs'>,
): TJobHandler {
  return {
    maxAttempts: 3,
    timeoutMs: 30_000,
    // The payload is an address someone typed: not kept once handled.
    forgetPayloadWhenDone: true,
    async run(payload, job) {
      const email = String(payload.email ?? '').toLowerCase();
      if (!email || job.siteId === null) return;
      const site = await deps.sites.byIdOrThrow(job.siteId);
      const user = await findAddressOwner(deps.db, site.id, email);
      if (!user) return;
      await inTransaction(deps.db, async ({ tx, onCommit }) => {
        await sendPasswordResetMail(tx, mailContextFor(deps, site), {
          userId: user.id,
          email: user.email,
          name: user.name,
          language: user.language,
        });
        onCommit(() => deps.jobs.kick());
      });
    },
  };
}
