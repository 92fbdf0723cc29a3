import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { setAccountBan } from '../../accounts/account-bans';
import { endSessions } from '../../auth/end-sessions';
import type { Queryable, Tx } from '../../db/database';
import type { TxContext } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { changeProfile } from '../../members/profile-writes';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

/** The member rows a sanction changes, locked for the change. */
async function memberFor(tx: Tx, userId: number) {
  const member = await tx
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.site_id',
      'u.email',
      'u.banned_at',
      'u.signup_ip',
      'p.id as profile_id',
      'p.status',
      'p.searchable',
    ])
    .where('u.id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw new AppError('not_found');
  return member;
}

/** A warning the member sees (and that the next moderator sees in their history). */
export async function warnMember(
  tx: Tx,
  staff: TStaffMember,
  req: FastifyRequest,
  userId: number,
  reason: string,
  text: string,
) {
  await memberFor(tx, userId);
  await tx
    .insertInto('member_warnings')
    .values({ user_id: userId, staff_id: staff.id, reason, text, created_at: req.server.deps.clock.now() })
    .execute();
  await audit(tx, staff, req, { action: 'member.warn', targetType: 'user', targetId: userId, after: { reason, text } });
}

/** Takes a profile out of search and off other members' screens until staff restore it. */
export async function disableProfile(tx: Tx, staff: TStaffMember, req: FastifyRequest, userId: number) {
  const member = await memberFor(tx, userId);
  const after = await changeProfile(tx, userId, { status: 'disabled' });
  await audit(tx, staff, req, {
    action: 'member.disable_profile',
    targetType: 'user',
    targetId: userId,
    before: { status: member.status, searchable: member.searchable },
    after,
  });
}

/**
 * Bans a member: every session ends at once (their next call answers account_banned and the app shows
 * /ban), the profile disappears, and the e-mail address (and, when asked, the /24 of the signup
 * address) cannot make a new account.
 */
export async function banMember(
  context: TxContext,
  staff: TStaffMember,
  req: FastifyRequest,
  userId: number,
  options: { reason: string; banIpRange: boolean },
) {
  const { tx } = context;
  const member = await memberFor(tx, userId);
  const now = req.server.deps.clock.now();
  await setAccountBan(tx, userId, { at: now, reason: options.reason });
  await endSessions(context, req.server.deps.events, { userId, reason: 'banned', now });
  await tx
    .insertInto('email_bans')
    .values({ site_id: member.site_id, email: member.email.toLowerCase(), reason: options.reason })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  let range: string | null = null;
  if (options.banIpRange && member.signup_ip && /^\d+\.\d+\.\d+\.\d+$/.test(member.signup_ip)) {
    range = `${member.signup_ip.split('.').slice(0, 3).join('.')}.0/24`;
    await tx.insertInto('ip_bans').values({ cidr: range, reason: options.reason }).execute();
  }
  await audit(tx, staff, req, {
    action: 'member.ban',
    targetType: 'user',
    targetId: userId,
    before: { banned_at: member.banned_at },
    after: { banned_at: now.toISOString(), reason: options.reason, ip_range: range },
  });
}

/** Lifts a ban (the e-mail and IP bans it made go too). */
export async function unbanMember(tx: Tx, staff: TStaffMember, req: FastifyRequest, userId: number) {
  const member = await memberFor(tx, userId);
  await setAccountBan(tx, userId, null);
  await tx
    .deleteFrom('email_bans')
    .where('site_id', '=', member.site_id)
    .where(sql`lower(email)`, '=', member.email.toLowerCase())
    .execute();
  await audit(tx, staff, req, {
    action: 'member.unban',
    targetType: 'user',
    targetId: userId,
    before: { banned_at: member.banned_at },
    after: { banned_at: null },
  });
}

/** Whether an e-mail address or an IP address is banned from making an account on a site. */
export async function isBannedFromSignup(db: Queryable, siteId: number, email: string, ip: string): Promise<boolean> {
  const byEmail = await db
    .selectFrom('email_bans')
    .select('id')
    .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', 'is', null)]))
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (byEmail) return true;
  const byIp = await sql<{
    id: number;
  }>`select id from ip_bans where ${ip}::inet <<= cidr and (expires_at is null or expires_at > now()) limit 1`
    .execute(db)
    // An address that is not an IP (tests, odd proxies) cannot be in a range.
    .catch(() => ({ rows: [] }));
  return byIp.rows.length > 0;
}
