import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { MEMBER_FACT_COLUMNS, memberFactsOf, type TLoggedInMember } from './member-facts';
import { requireMember } from './session';

export type { TLoggedInMember } from './member-facts';

/** The member's facts by user id (403 authentication_required when the account has no profile). */
export async function loadLoggedInMember(db: Queryable, userId: number): Promise<TLoggedInMember> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select(MEMBER_FACT_COLUMNS)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const member = row && memberFactsOf(userId, row);
  if (!member) throw new AppError('authentication_required');
  return member;
}

/**
 * The member behind this request's session with their facts, loaded once per request (403
 * authentication_required without a session). Read before the request's transaction: inside it, load
 * with `loadLoggedInMember(tx, ...)` what must be current.
 */
export function loggedInMember(req: FastifyRequest): Promise<TLoggedInMember> {
  // The session's lookup brought the facts along (one query for both); a member remembered at login did not.
  req.loggedInCache ??= requireMember(req).then((member) => {
    if (member.facts === undefined) return loadLoggedInMember(req.server.deps.db, member.userId);
    if (member.facts === null) throw new AppError('authentication_required');
    return member.facts;
  });
  return req.loggedInCache;
}
