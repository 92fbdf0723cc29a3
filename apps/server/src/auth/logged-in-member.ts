import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { requireMember } from './session';

/**
 * The logged-in member as every feature needs them: account, profile and what they seek. Features take the
 * part they use (`TViewer`, `TChatter`, `TBuyerFacts` are picks of it), so there is one loader and one query.
 */
export interface TLoggedInMember {
  userId: number;
  profileId: number;
  siteId: number;
  email: string;
  language: string;
  confirmed: boolean;
  paidUser: boolean;
  signupDate: Date;
  gender: 'male' | 'female';
  seeking: 'male' | 'female';
  /** 'YYYY-MM-DD' */
  dateOfBirth: string;
  country: string;
  region: string | null;
  interests: string[];
}

/** The member's facts by user id (403 authentication_required when the account has no profile). */
export async function loadLoggedInMember(db: Queryable, userId: number): Promise<TLoggedInMember> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.email',
      'u.language',
      'u.status',
      'u.paid_user',
      'u.signup_date',
      'p.id as profile_id',
      'p.site_id',
      'p.gender',
      'p.seeking',
      'p.date_of_birth',
      'p.country',
      'p.region',
      'p.interests',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('authentication_required');
  return {
    userId,
    profileId: row.profile_id,
    siteId: row.site_id,
    email: row.email,
    language: row.language,
    confirmed: row.status === 'confirmed',
    paidUser: row.paid_user,
    signupDate: new Date(row.signup_date),
    gender: row.gender,
    seeking: row.seeking,
    dateOfBirth: String(row.date_of_birth),
    country: row.country,
    region: row.region,
    interests: row.interests,
  };
}

/**
 * The member behind this request's session with their facts, loaded once per request (403
 * authentication_required without a session). Read before the request's transaction: inside it, load
 * with `loadLoggedInMember(tx, ...)` what must be current.
 */
export function loggedInMember(req: FastifyRequest): Promise<TLoggedInMember> {
  req.loggedInCache ??= requireMember(req).then((member) => loadLoggedInMember(req.server.deps.db, member.userId));
  return req.loggedInCache;
}
