import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { TAdminStaff, TAdminStaffCreate, TAdminStaffUpdate, TStaffRole } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable, Tx } from '../../db/database';
import type { StaffTable } from '../../db/schema/staff';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { createStaff, temporaryPassword } from '../staff-accounts';
import { assertNoFieldErrors, changedFields, fieldError, isUniqueViolation } from './admin-input';
import { isoOrNull } from '../../lib/iso';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const STAFF_COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'languages',
  'site_ids',
  'disabled_at',
  'totp_enabled',
  'created_at',
  'last_login_at',
] as const;
type TStaffRow = Pick<Selectable<StaffTable>, (typeof STAFF_COLUMNS)[number]>;

function toAdminStaff(row: TStaffRow): TAdminStaff {
  const { disabled_at, created_at, last_login_at, ...rest } = row;
  return {
    ...rest,
    disabled: disabled_at !== null,
    created_at: isoOrNull(created_at)!,
    last_login_at: isoOrNull(last_login_at),
  };
}

export async function listStaff(deps: Pick<AppDeps, 'db'>): Promise<TAdminStaff[]> {
  const rows = await deps.db.selectFrom('staff').select(STAFF_COLUMNS).orderBy('id').execute();
  return rows.map(toAdminStaff);
}

async function lockStaff(tx: Tx, staffId: number): Promise<TStaffRow> {
  const row = await tx
    .selectFrom('staff')
    .select(STAFF_COLUMNS)
    .where('id', '=', staffId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return row;
}

/** Only operators are limited to sites (null: every site), and only to sites that exist. */
async function siteErrors(
  db: Queryable,
  role: TStaffRole,
  siteIds: number[] | null,
): Promise<Record<string, string[]>> {
  if (siteIds === null) return {};
  if (role !== 'operator') return { site_ids: ['only operators are limited to sites'] };
  const found = await db.selectFrom('sites').select('id').where('id', 'in', siteIds).execute();
  const missing = siteIds.filter((siteId) => !found.some((site) => site.id === siteId));
  return missing.length > 0 ? { site_ids: missing.map((siteId) => `no site ${siteId}`) } : {};
}

async function revokeSessions(tx: Tx, staffId: number, now: Date): Promise<void> {
  await tx
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * A staff account with a one-time temporary password (answered once, never stored in clear or
 * audited); the new member sets up the authenticator at the first login.
 */
export async function createStaffMember(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminStaffCreate,
): Promise<{ staff: TAdminStaff; temporary_password: string }> {
  const password = temporaryPassword();
  try {
    return await inTransaction(deps.db, async ({ tx }) => {
      assertNoFieldErrors(await siteErrors(tx, body.role, body.site_ids));
      const taken = await tx
        .selectFrom('staff')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email))
        .executeTakeFirst();
      if (taken) throw new AppError('email_taken');
      const id = await createStaff(tx, {
        email: body.email,
        name: body.name,
        role: body.role,
        password,
        ...(body.site_ids && { siteIds: body.site_ids }),
      });
      await tx
        .updateTable('staff')
        .set({ languages: JSON.stringify(body.languages) })
        .where('id', '=', id)
        .execute();
      const created = toAdminStaff(await lockStaff(tx, id));
      await audit(tx, staff, req, { action: 'staff.create', targetType: 'staff', targetId: id, after: created });
      return { staff: created, temporary_password: password };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_taken');
    throw error;
  }
}

/** Role, name, languages, sites. Permissions follow the role from the next call on. */
export async function updateStaffMember(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  body: TAdminStaffUpdate,
): Promise<TAdminStaff> {
  const { id, ...changes } = body;
  if (id === staff.id && changes.role !== undefined && changes.role !== staff.role)
    throw fieldError('role', 'you cannot change your own role');
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await lockStaff(tx, id);
    const role = changes.role ?? current.role;
    // Leaving the operator role drops the site limit, unless new sites are given (refused below).
    const siteIds = changes.site_ids !== undefined ? changes.site_ids : role === 'operator' ? current.site_ids : null;
    assertNoFieldErrors(await siteErrors(tx, role, siteIds));
    const diff = changedFields(current, { ...changes, site_ids: siteIds });
    if (diff.keys.length === 0) return toAdminStaff(current);
    const { languages, site_ids, ...rest } = diff.after;
    const row = await tx
      .updateTable('staff')
      .set({
        ...rest,
        ...(languages !== undefined && { languages: JSON.stringify(languages) }),
        ...(site_ids !== undefined && { site_ids: site_ids === null ? null : JSON.stringify(site_ids) }),
      })
      .where('id', '=', id)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow();
    await audit(tx, staff, req, {
      action: 'staff.update',
      targetType: 'staff',
      targetId: id,
      before: diff.before,
      after: diff.after,
    });
    return toAdminStaff(row);
  });
}

/** Disabling ends every session of that account at once; an admin cannot disable themselves. */
export async function setStaffDisabled(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  staffId: number,
  disabled: boolean,
): Promise<TAdminStaff> {
  if (staffId === staff.id && disabled) throw fieldError('id', 'you cannot disable your own account');
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await lockStaff(tx, staffId);
    if ((current.disabled_at !== null) === disabled) return toAdminStaff(current);
    const row = await tx
      .updateTable('staff')
      .set({ disabled_at: disabled ? now : null })
      .where('id', '=', staffId)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow();
    if (disabled) await revokeSessions(tx, staffId, now);
    await audit(tx, staff, req, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      targetType: 'staff',
      targetId: staffId,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return toAdminStaff(row);
  });
}

/**
 * A lost authenticator: the secret and recovery codes go and the sessions end; the next login sets a
 * new app up. Not for oneself (another admin checks who asks).
 */
export async function resetSecondFactor(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  staffId: number,
): Promise<TAdminStaff> {
  if (staffId === staff.id) throw fieldError('id', 'another admin resets your second factor');
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const current = await lockStaff(tx, staffId);
    const row = await tx
      .updateTable('staff')
      .set({ totp_secret: null, totp_enabled: false, totp_last_step: null })
      .where('id', '=', staffId)
      .returning(STAFF_COLUMNS)
      .executeTakeFirstOrThrow();
    const codes = await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).executeTakeFirst();
    await revokeSessions(tx, staffId, now);
    await audit(tx, staff, req, {
      action: 'staff.reset_second_factor',
      targetType: 'staff',
      targetId: staffId,
      before: { totp_enabled: current.totp_enabled, recovery_codes: Number(codes.numDeletedRows) },
      after: { totp_enabled: false, recovery_codes: 0 },
    });
    return toAdminStaff(row);
  });
}
