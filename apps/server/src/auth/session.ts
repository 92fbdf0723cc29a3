import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE_NAME, CLIENT_TYPE_HEADER, type TClientType } from '@app/shared';
import { addDays } from '../lib/clock';
import { AppError } from '../lib/errors';
import { findLiveSession, touchSession } from './auth.queries';
import { SESSION_IDLE_DAYS, SESSION_TOUCH_INTERVAL_MS } from './auth.policy';
import { memberFactsOf, type TLoggedInMember } from './member-facts';
import { hashToken } from './tokens';

export interface TMember {
  sessionId: number;
  userId: number;
  language: string;
  /**
   * The member's facts as the session's lookup read them (null: the account has no profile); absent when
   * the member was remembered at login, and `loggedInMember` loads them then.
   */
  facts?: TLoggedInMember | null;
}

function cookieOptions(req: FastifyRequest) {
  const publicUrl = req.server.deps.config.PUBLIC_URL;
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: req.protocol === 'https' || Boolean(publicUrl?.startsWith('https:')),
  };
}

export function setAuthCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(AUTH_COOKIE_NAME, token, { ...cookieOptions(req), maxAge: SESSION_IDLE_DAYS * 86_400 });
}

export function clearAuthCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(AUTH_COOKIE_NAME, cookieOptions(req));
}

export function clientTypeOf(req: FastifyRequest): TClientType {
  return req.headers[CLIENT_TYPE_HEADER] === 'installed' ? 'installed' : 'web';
}

async function loadMember(req: FastifyRequest): Promise<TMember | null> {
  const token = req.cookies[AUTH_COOKIE_NAME];
  if (!token || token.length > 100) return null;
  const { db, clock } = req.server.deps;
  const now = clock.now();
  const session = await findLiveSession(db, hashToken(token), req.site.id, now, addDays(now, -SESSION_IDLE_DAYS));
  if (!session) {
    // A session that ended because its member was banned says so, and the app shows /ban.
    const banned = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('users.id')
      .where('sessions.token_hash', '=', hashToken(token))
      .where('users.banned_at', 'is not', null)
      .executeTakeFirst();
    if (banned) throw new AppError('account_banned');
    return null;
  }
  if (now.getTime() - session.last_seen_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.sessionId, session.userId, now);
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    language: session.language,
    facts: memberFactsOf(session.userId, session),
  };
}

/** The member behind this request's cookie, or null; looked up once per request. */
export function currentMember(req: FastifyRequest): Promise<TMember | null> {
  req.memberCache ??= loadMember(req);
  return req.memberCache;
}

/** The member, or 403 authentication_required. */
export async function requireMember(req: FastifyRequest): Promise<TMember> {
  const member = await currentMember(req);
  if (!member) throw new AppError('authentication_required');
  return member;
}

/** After login or logout the request speaks for a different member (or none). */
export function rememberMember(req: FastifyRequest, member: TMember | null): void {
  req.memberCache = Promise.resolve(member);
  req.loggedInCache = undefined;
}
