import { PASSWORD_RESETS_PER_DAY } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { endSessions, startSession, type LoginContext } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { enforceRateLimit } from '../lib/rate-limit';
import { sendPasswordResetMail, type MailContext } from './account-mails';
import { consumeAccountToken } from './account-tokens';
import { checkPassword } from './signup.rules';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'rateLimiter' | 'mailWorker'>;

/**
 * Sends a reset link when the address has an account on this site. The answer is the same either
 * way; the daily limit counts the address asked for, so it tells nothing about who is a member.
 */
export async function requestPasswordReset(deps: Deps, email: string, mail: MailContext, ip: string): Promise<void> {
  const now = deps.clock.now();
  await enforceRateLimit(
    deps.rateLimiter,
    { key: `reset:${mail.site.id}:${email}`, limit: PASSWORD_RESETS_PER_DAY, windowSeconds: 86_400 },
    now,
    'too_many_resets',
  );
  await enforceRateLimit(deps.rateLimiter, { key: `reset-ip:${ip}`, limit: 30, windowSeconds: 3600 }, now);
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'users.email', 'users.language', 'profiles.name'])
    .where('users.site_id', '=', mail.site.id)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email))
    .where('users.deleted_at', 'is', null)
    .where('users.banned_at', 'is', null)
    .where('users.fictional', '=', false)
    .executeTakeFirst();
  if (!user) return;
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    await sendPasswordResetMail(tx, mail, {
      userId: user.id,
      email: user.email,
      name: user.name,
      language: user.language,
    });
    onCommit(() => void deps.mailWorker.runOnce());
  });
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
  return inTransaction(deps.db, async ({ tx }) => {
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
    await endSessions(tx, found.userId, now);
    return { userId: found.userId, token: await startSession(tx, found.userId, context, now) };
  });
}

/** Changes the password of a logged-in member who knows the current one; other sessions end. */
export async function changePassword(
  deps: Deps,
  member: { userId: number; sessionId: number },
  body: { current_password: string; new_password: string; new_password_repeat: string },
): Promise<void> {
  if (body.new_password !== body.new_password_repeat) throw new AppError('passwords_differ');
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.password_hash', 'users.email', 'profiles.name'])
    .where('users.id', '=', member.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, body.current_password))) throw new AppError('wrong_password');
  checkPassword(body.new_password, [user.email, user.name]);
  const passwordHash = await hashPassword(body.new_password);
  await inTransaction(deps.db, async ({ tx }) => {
    await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', member.userId).execute();
    await endSessions(tx, member.userId, deps.clock.now(), member.sessionId);
  });
}
