import { sql } from 'kysely';
import { ACTIVATION_RESENDS_PER_HOUR } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { hashToken } from '../auth/tokens';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { sendActivationMail, type MailContext } from './account-mails';
import { consumeAccountToken } from './account-tokens';
import { addressHeldByAnother } from './address-holders';
import { noticeAddressInUse } from './address-in-use';
import { queuePostbacks } from '../postbacks/queue-postbacks';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'jobs'>;

/**
 * Confirms the e-mail address of the link's member (which puts the profile in search, unless it is hidden). A link to an address
 * another account confirmed since (through an e-mail change) is no longer good.
 */
export async function activate(deps: Deps, token: string, siteId: number): Promise<boolean> {
  return confirmAddress(deps, token, siteId).catch((error: unknown) => {
    if (isUniqueViolation(error)) return false;
    throw error;
  });
}

export type TActivationOutcome = 'done' | 'already_confirmed' | 'invalid';

/**
 * What an activation link's click comes to. A link that no longer works whose member is confirmed (a
 * second click, an older link after a newer one was used) is "already confirmed", not an error.
 */
export async function openActivationLink(deps: Deps, token: string, siteId: number): Promise<TActivationOutcome> {
  if (await activate(deps, token, siteId)) return 'done';
  if (!token) return 'invalid';
  const confirmed = await deps.db
    .selectFrom('account_tokens')
    .innerJoin('users', 'users.id', 'account_tokens.user_id')
    .select('users.id')
    .where('account_tokens.token_hash', '=', hashToken(token))
    .where('account_tokens.purpose', '=', 'activation')
    .where('users.site_id', '=', siteId)
    .where('users.status', '=', 'confirmed')
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  return confirmed ? 'already_confirmed' : 'invalid';
}

async function confirmAddress(deps: Deps, token: string, siteId: number): Promise<boolean> {
  return inTransaction(deps.db, async ({ tx, onCommit }) => {
    const found = await consumeAccountToken(tx, token, 'activation', deps.clock.now());
    if (!found) return false;
    const user = await tx
      .updateTable('users')
      .set({ status: 'confirmed' })
      .where('id', '=', found.userId)
      .where('site_id', '=', siteId)
      .where('deleted_at', 'is', null)
      // The database stamps confirmed_at with the transaction's time when this is the first confirmation.
      .returning(['id', sql<boolean>`confirmed_at = now()`.as('first_confirmation')])
      .executeTakeFirst();
    // The profile's place in search follows from the confirmed status (db trigger, decision 015).
    if (
      user?.first_confirmation &&
      (await queuePostbacks(tx, { userId: user.id, events: ['activation'] }, deps.clock.now())) > 0
    )
      onCommit(() => deps.jobs.kick());
    return Boolean(user);
  });
}

/** A new activation link for a member who is still unconfirmed (the alert's resend button). */
export async function resendActivation(deps: Deps, userId: number, mail: MailContext): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.email', 'users.status', 'users.language', 'profiles.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.status === 'confirmed') throw new AppError('already_confirmed');
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `activation-resend:${userId}`, limit: ACTIVATION_RESENDS_PER_HOUR, windowSeconds: 3600 },
    deps.clock.now(),
  );
  // A newcomer who named a taken address never gets a link to confirm it: its owner is told instead.
  if (await addressHeldByAnother(deps.db, userId)) {
    await noticeAddressInUse(deps, mail, user.email);
    return;
  }
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    await sendActivationMail(tx, mail, { userId, email: user.email, name: user.name, language: user.language });
    onCommit(() => deps.jobs.kick());
  });
}
