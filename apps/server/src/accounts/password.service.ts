import { PASSWORD_RESETS_PER_DAY, passwordsDiffer } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { startSession, type LoginContext } from '../auth/auth.service';
import { endSessions } from '../auth/end-sessions';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import type { TSiteRow } from '../sites/sites.queries';
import { consumeAccountToken } from './account-tokens';
import { queuePasswordReset } from './password-reset-jobs';
import { checkPassword } from './signup.rules';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'jobs' | 'events'>;

/**
 * Asks for a reset link for an address. The answer and the work are the same whether or not the address
 * has an account: the limits count the address asked for, and the lookup and the mail happen after the
 * response, in a job (`password-reset-jobs.ts`).
 */
export async function requestPasswordReset(deps: Deps, email: string, site: TSiteRow, ip: string): Promise<void> {
  const now = deps.clock.now();
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `reset:${site.id}:${email}`, limit: PASSWORD_RESETS_PER_DAY, windowSeconds: 86_400 },
    now,
    'too_many_resets',
  );
  await enforceRateLimit(deps.rateLimiter, { key: `reset-ip:${ip}`, limit: 30, windowSeconds: 3600 }, now);
  await queuePasswordReset(deps.db, { siteId: site.id, email }, now);
  deps.jobs.kick();
}

/** Sets the new password from a reset link: every other session ends, and this browser is logged in. */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  context: LoginContext,
): Promise<{ userId: number; token: string }> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(password);
  return inTransaction(deps.db, async (transaction) => {
    const { tx } = transaction;
    const found = await consumeAccountToken(tx, token, 'password_reset', now);
    if (!found) throw new AppError('reset_link_invalid');
    const user = await tx
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select(['users.email', 'users.site_id', 'profiles.name'])
      .where('users.id', '=', found.userId)
      .executeTakeFirstOrThrow();
    if (user.site_id !== context.site.id) throw new AppError('reset_link_invalid');
    checkPassword(password, [user.email, user.name]);
    // The link proved the member owns the address: an unconfirmed account is confirmed too.
    await tx
      .updateTable('users')
      .set({ password_hash: passwordHash, status: 'confirmed' })
      .where('id', '=', found.userId)
      .execute();
    await endSessions(transaction, deps.events, { userId: found.userId, reason: 'ended', now });
    return { userId: found.userId, token: await startSession(tx, found.userId, context, now) };
  });
}

/** Changes the password of a logged-in member who knows the current one; other sessions end. */
export async function changePassword(
  deps: Deps,
  member: { userId: number; sessionId: number },
  body: { current_password: string; new_password: string; new_password_repeat: string },
): Promise<void> {
  if (passwordsDiffer(body.new_password, body.new_password_repeat)) throw new AppError('passwords_differ');
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.password_hash', 'users.email', 'profiles.name'])
    .where('users.id', '=', member.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, body.current_password))) throw new AppError('wrong_password');
  checkPassword(body.new_password, [user.email, user.name]);
  const passwordHash = await hashPassword(body.new_password);
  await inTransaction(deps.db, async (context) => {
    await context.tx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', member.userId)
      .execute();
    await endSessions(context, deps.events, {
      userId: member.userId,
      exceptSessionId: member.sessionId,
      reason: 'ended',
      now: deps.clock.now(),
    });
  });
}
