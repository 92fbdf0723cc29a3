import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { StaffTable } from '../../db/schema/staff';
import { hashToken } from '../../auth/tokens';
import { STAFF_COOKIE_NAME } from '@app/shared';
import { AppError } from '../../lib/errors';

export const STAFF_COOKIE = STAFF_COOKIE_NAME;
/** Staff sessions are short: 30 idle minutes, 12 hours in all; a half-done login lasts 10 minutes. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_ABSOLUTE_HOURS = 12;
export const STAFF_PENDING_MINUTES = 10;

export type TStaffMember = Pick<Selectable<StaffTable>, 'id' | 'email' | 'name' | 'role' | 'languages' | 'site_ids'> & {
  sessionId: number;
  verified: boolean;
  totpEnabled: boolean;
};

export function setStaffCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    path: '/',
    httpOnly: true,
    // Staff never arrive from another site's link with their session: strict.
    sameSite: 'strict',
    secure: req.protocol === 'https' || Boolean(req.server.deps.config.PUBLIC_URL?.startsWith('https:')),
    maxAge: STAFF_ABSOLUTE_HOURS * 3600,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}

/** The staff member behind the cookie, with whether the second factor is done; null without a live session. */
export async function currentStaff(req: FastifyRequest): Promise<TStaffMember | null> {
  const token = req.cookies[STAFF_COOKIE];
  if (!token || token.length > 100) return null;
  const { db, clock } = req.server.deps;
  const now = clock.now();
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const row = await db
    .selectFrom('staff_sessions as s')
    .innerJoin('staff as st', 'st.id', 's.staff_id')
    .select([
      's.id as session_id',
      's.verified',
      'st.id',
      'st.email',
      'st.name',
      'st.role',
      'st.languages',
      'st.site_ids',
      'st.totp_enabled',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .where('st.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    languages: row.languages,
    site_ids: row.site_ids,
    sessionId: row.session_id,
    verified: row.verified,
    totpEnabled: row.totp_enabled,
  };
}

/** A staff member who finished both factors, or 401. */
export async function requireStaff(req: FastifyRequest): Promise<TStaffMember> {
  const staff = await currentStaff(req);
  if (!staff) throw new AppError('staff_authentication_required');
  if (!staff.verified) throw new AppError('second_factor_required');
  return staff;
}
