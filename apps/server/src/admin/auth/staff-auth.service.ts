import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { hashToken, newToken } from '../../auth/tokens';
import { verifyPassword } from '../../auth/passwords';
import { LOGIN_USUAL_ADDRESS_DAYS } from '../../auth/auth.policy';
import { clearPairFailures, lockedMinutes, recordFailure, throttleKeys } from '../../auth/login-throttle';
import type { Queryable } from '../../db/database';
import { addDays } from '../../lib/clock';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { STAFF_ABSOLUTE_HOURS, STAFF_PENDING_MINUTES, type TStaffMember } from './staff-session';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
const RECOVERY_CODES = 10;

/** Whether this staff member completed a login (both factors) from this exact address since then. */
async function staffLoggedInFrom(db: Queryable, staffId: number, ip: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('staff_id', '=', staffId)
    .where('ip', '=', ip)
    .where('verified', '=', true)
    .where('created_at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * First step of a staff login: e-mail and password (throttled like members'). Opens a session that
 * can do nothing until the second factor is given (or set up, the first time).
 */
export async function staffPasswordLogin(
  deps: Deps,
  input: { email: string; password: string; ip: string; userAgent: string | null },
): Promise<{ token: string; totpEnabled: boolean }> {
  const now = deps.clock.now();
  const keys = throttleKeys('staff', input.email, input.ip);
  const staff = await deps.db
    .selectFrom('staff')
    .select(['id', 'password_hash', 'totp_enabled', 'disabled_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.trim().toLowerCase()))
    .executeTakeFirst();
  const isUsualAddress = () =>
    staffLoggedInFrom(deps.db, staff?.id ?? 0, input.ip, addDays(now, -LOGIN_USUAL_ADDRESS_DAYS));
  const locked = await lockedMinutes(deps.db, keys, now, isUsualAddress);
  if (locked > 0) throw new AppError('too_many_attempts', { minutes: locked });
  const valid = await verifyPassword(staff?.password_hash, input.password);
  if (!staff || !valid || staff.disabled_at) {
    await recordFailure(deps.db, keys, now);
    throw new AppError('invalid_credentials');
  }
  await clearPairFailures(deps.db, keys);
  const token = newToken();
  await deps.db
    .insertInto('staff_sessions')
    .values({
      token_hash: hashToken(token),
      staff_id: staff.id,
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + STAFF_PENDING_MINUTES * 60_000),
    })
    .execute();
  return { token, totpEnabled: staff.totp_enabled };
}

async function completeLogin(deps: Deps, staff: TStaffMember) {
  const now = deps.clock.now();
  await deps.db
    .updateTable('staff_sessions')
    .set({ verified: true, expires_at: new Date(now.getTime() + STAFF_ABSOLUTE_HOURS * 3_600_000) })
    .where('id', '=', staff.sessionId)
    .execute();
  await deps.db.updateTable('staff').set({ last_login_at: now }).where('id', '=', staff.id).execute();
}

/** Second step: a code from the authenticator app (each used once) or one of the recovery codes. */
export async function staffSecondFactor(deps: Deps, staff: TStaffMember, code: string): Promise<void> {
  if (!staff.totpEnabled) throw new AppError('second_factor_required');
  const now = deps.clock.now();
  const clean = code.replace(/\s+/g, '');
  const ok = await inTransaction(deps.db, async ({ tx }) => {
    const row = await tx
      .selectFrom('staff')
      .select(['totp_secret', 'totp_last_step'])
      .where('id', '=', staff.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const step = row.totp_secret ? verifyTotp(row.totp_secret, clean, now) : null;
    if (step !== null && (row.totp_last_step === null || step > row.totp_last_step)) {
      await tx.updateTable('staff').set({ totp_last_step: step }).where('id', '=', staff.id).execute();
      return true;
    }
    const recovery = await tx
      .updateTable('staff_recovery_codes')
      .set({ used_at: now })
      .where('staff_id', '=', staff.id)
      .where('code_hash', '=', hashToken(clean.toUpperCase()))
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return Boolean(recovery);
  });
  if (!ok) throw new AppError('second_factor_invalid');
  await completeLogin(deps, staff);
}

/** First login: a new secret for the authenticator app (kept until confirmed with a code). */
export async function startTotpSetup(deps: Deps, staff: TStaffMember, issuer: string) {
  if (staff.totpEnabled) throw new AppError('forbidden');
  const secret = newTotpSecret();
  await deps.db.updateTable('staff').set({ totp_secret: secret }).where('id', '=', staff.id).execute();
  return { secret, otpauth: otpauthUri(secret, staff.email, issuer) };
}

/** Confirms the app with a first code; answers the recovery codes, shown this once only. */
export async function confirmTotpSetup(deps: Deps, staff: TStaffMember, code: string): Promise<string[]> {
  if (staff.totpEnabled) throw new AppError('forbidden');
  const now = deps.clock.now();
  const row = await deps.db
    .selectFrom('staff')
    .select('totp_secret')
    .where('id', '=', staff.id)
    .executeTakeFirstOrThrow();
  const step = row.totp_secret ? verifyTotp(row.totp_secret, code.trim(), now) : null;
  if (step === null) throw new AppError('second_factor_invalid');
  const codes = Array.from({ length: RECOVERY_CODES }, () => randomBytes(5).toString('hex').toUpperCase());
  await inTransaction(deps.db, async ({ tx }) => {
    await tx
      .updateTable('staff')
      .set({ totp_enabled: true, totp_last_step: step })
      .where('id', '=', staff.id)
      .execute();
    await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staff.id).execute();
    await tx
      .insertInto('staff_recovery_codes')
      .values(codes.map((value) => ({ staff_id: staff.id, code_hash: hashToken(value) })))
      .execute();
  });
  await completeLogin(deps, staff);
  return codes;
}

export async function staffLogout(deps: Deps, staff: TStaffMember): Promise<void> {
  await deps.db
    .updateTable('staff_sessions')
    .set({ revoked_at: deps.clock.now() })
    .where('id', '=', staff.sessionId)
    .execute();
}
