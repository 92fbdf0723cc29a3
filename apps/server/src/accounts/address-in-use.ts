import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { sendAddressInUseMail, type MailContext } from './account-mails';
import { findAddressOwner } from './address-holders';

/** Mails to one owner about their address being tried, per day: someone trying it over and over cannot flood them. */
const ADDRESS_IN_USE_MAILS_PER_DAY = 3;

/**
 * Someone tried to use an address that already has an account on this site (a signup, an e-mail change).
 * Its owner hears of it by mail with a login link (`findAddressOwner`).
 */
export async function noticeAddressInUse(
  deps: Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'jobs'>,
  mail: MailContext,
  email: string,
): Promise<void> {
  const owner = await findAddressOwner(deps.db, mail.site.id, email);
  if (!owner) return;
  const { allowed } = await deps.rateLimiter.hit(
    {
      key: `address-in-use:${mail.site.id}:${email.toLowerCase()}`,
      limit: ADDRESS_IN_USE_MAILS_PER_DAY,
      windowSeconds: 86_400,
    },
    deps.clock.now(),
  );
  if (!allowed) return;
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    await sendAddressInUseMail(tx, mail, {
      userId: owner.id,
      email: owner.email,
      name: owner.name,
      language: owner.language,
    });
    onCommit(() => deps.jobs.kick());
  });
}
