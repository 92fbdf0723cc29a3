import { ACCOUNT_REACTIVATION_DAYS, type TClientType, type TLanguage, type TLoginBody } from '@app/shared';
import { updateUserLanguage } from '../accounts/accounts.queries';
import type { AppDeps } from '../app-deps';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { TSiteRow } from '../sites/sites.queries';
import { addDays } from '../lib/clock';
import { AppError } from '../lib/errors';
import { findLoginCandidates, hasLoggedInFrom, insertSession } from './auth.queries';
import { LOGIN_USUAL_ADDRESS_DAYS, SESSION_ABSOLUTE_DAYS } from './auth.policy';
import { endSessions } from './end-sessions';
import { clearPairFailures, lockedMinutes, recordFailure, throttleKeys } from './login-throttle';
import { verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

export interface LoginContext {
  site: TSiteRow;
  ip: string;
  userAgent: string | null;
  clientType: TClientType;
  /**
   * The language chosen on this device (the locale cookie): a login keeps it and saves it as the
   * member's, rather than switching the screen to the language stored with the account (decision 023).
   */
  deviceLanguage: TLanguage | null;
}

/**
 * Checks e-mail and password and opens a new session with a fresh token. A locked attempt (this account
 * from this address, this address, or the account from a stranger's address: `login-throttle.ts`)
 * answers 429 even for the right password; an unknown e-mail and a wrong password answer alike.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  credentials: TLoginBody,
  context: LoginContext,
): Promise<{ token: string; userId: number }> {
  const { db, clock } = deps;
  const keys = throttleKeys('member', `${context.site.id}:${credentials.email}`, context.ip);
  const candidates = await findLoginCandidates(db, context.site.id, credentials.email);
  const isUsualAddress = () =>
    hasLoggedInFrom(db, candidates[0]?.id ?? 0, context.ip, addDays(clock.now(), -LOGIN_USUAL_ADDRESS_DAYS));
  const minutes = await lockedMinutes(db, keys, clock.now(), isUsualAddress);
  if (minutes > 0) throw new AppError('too_many_attempts', { minutes });

  const candidate = await accountWithPassword(
    candidates.filter((account) => !account.deleted_at),
    credentials.password,
  );
  // Only the right password learns of a ban: an address alone reveals nothing.
  if (candidate?.banned_at) throw new AppError('account_banned');
  if (!candidate) {
    // Only the right password learns that its account was deleted and can still come back.
    const deleted = await reactivatableAccount(candidates, credentials.password, clock.now());
    if (deleted) throw new AppError('account_deleted', { days: deleted.daysLeft });
    await recordFailure(db, keys, clock.now());
    const lockedNow = await lockedMinutes(db, keys, clock.now(), isUsualAddress);
    if (lockedNow > 0) throw new AppError('too_many_attempts', { minutes: lockedNow });
    throw new AppError('invalid_credentials');
  }

  await clearPairFailures(db, keys);
  const token = await startSession(db, candidate.id, context, clock.now());
  return { token, userId: candidate.id };
}

const DAY_MS = 86_400_000;

/** A deleted account of this password that its mailed link can still bring back (spec: 14 days). */
async function reactivatableAccount(
  candidates: { password_hash: string | null; deleted_at: Date | null }[],
  password: string,
  now: Date,
): Promise<{ daysLeft: number } | undefined> {
  const returnable = candidates.flatMap((account) => {
    if (!account.deleted_at) return [];
    const left = addDays(account.deleted_at, ACCOUNT_REACTIVATION_DAYS).getTime() - now.getTime();
    return left > 0 ? [{ ...account, daysLeft: Math.ceil(left / DAY_MS) }] : [];
  });
  if (returnable.length === 0) return undefined;
  return accountWithPassword(returnable, password);
}

/** The first account whose password this is; an address without accounts costs one hash all the same. */
async function accountWithPassword<T extends { password_hash: string | null }>(accounts: T[], password: string) {
  if (accounts.length === 0) {
    await verifyPassword(null, password);
    return undefined;
  }
  for (const account of accounts) if (await verifyPassword(account.password_hash, password)) return account;
  return undefined;
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
  if (context.deviceLanguage) await updateUserLanguage(db, userId, context.deviceLanguage);
  return token;
}

/** Ends this session on the server; its sockets close too. */
export async function logout(
  deps: Pick<AppDeps, 'db' | 'clock' | 'events'>,
  member: { userId: number; sessionId: number },
): Promise<void> {
  await inTransaction(deps.db, (context) =>
    endSessions(context, deps.events, {
      userId: member.userId,
      sessionId: member.sessionId,
      reason: 'ended',
      now: deps.clock.now(),
    }),
  );
}
