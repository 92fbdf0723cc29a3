import type { TClientType, TLoginBody } from '@app/shared';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import type { TSiteRow } from '../sites/sites.queries';
import { addDays } from '../lib/clock';
import { AppError } from '../lib/errors';
import { findLoginCandidate, insertSession, revokeSession } from './auth.queries';
import { SESSION_ABSOLUTE_DAYS } from './auth.policy';
import { clearAccountFailures, lockedMinutes, recordFailure, throttleKeys } from './login-throttle';
import { verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

export interface LoginContext {
  site: TSiteRow;
  ip: string;
  userAgent: string | null;
  clientType: TClientType;
}

/**
 * Checks e-mail and password and opens a new session with a fresh token. A locked account or IP
 * answers 429 even for the right password; an unknown e-mail and a wrong password answer alike.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  credentials: TLoginBody,
  context: LoginContext,
): Promise<{ token: string; userId: number }> {
  const { db, clock } = deps;
  const keys = throttleKeys(context.site.id, credentials.email, context.ip);
  const minutes = await lockedMinutes(db, keys, clock.now());
  if (minutes > 0) throw new AppError('too_many_attempts', { minutes });

  const candidate = await findLoginCandidate(db, context.site.id, credentials.email);
  const usable = candidate && !candidate.deleted_at;
  const passwordOk = await verifyPassword(usable ? candidate.password_hash : null, credentials.password);
  // Only the right password learns of a ban: an address alone reveals nothing.
  if (usable && passwordOk && candidate.banned_at) throw new AppError('account_banned');
  if (!usable || !passwordOk) {
    await recordFailure(db, keys, clock.now());
    const lockedNow = await lockedMinutes(db, keys, clock.now());
    if (lockedNow > 0) throw new AppError('too_many_attempts', { minutes: lockedNow });
    throw new AppError('invalid_credentials');
  }

  await clearAccountFailures(db, keys);
  const token = await startSession(db, candidate.id, context, clock.now());
  return { token, userId: candidate.id };
}

/** Opens a session for a member (after login, signup, a password reset or a reactivation); answers its cookie token. */
export async function startSession(db: Queryable, userId: number, context: LoginContext, now: Date): Promise<string> {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    siteId: context.site.id,
    clientType: context.clientType,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    now,
    expiresAt: addDays(now, SESSION_ABSOLUTE_DAYS),
  });
  return token;
}

/** Ends every open session of a member, except one when given (the one making the change). */
export async function endSessions(db: Queryable, userId: number, now: Date, exceptSessionId?: number): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

export async function logout(deps: Pick<AppDeps, 'db' | 'clock'>, sessionId: number): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
}
