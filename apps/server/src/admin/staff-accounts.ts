import { randomBytes } from 'node:crypto';
import type { TStaffRole } from '@app/shared';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';

/** The demo console logins (SEED_DEMO): one per role, one shared authenticator secret, printed at start. */
export const DEMO_STAFF = {
  password: 'console-demo-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  accounts: [
    { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
    { email: 'moderator@example.com', name: 'Mo Moderator', role: 'moderator' },
    { email: 'support@example.com', name: 'Sam Support', role: 'support' },
    { email: 'operator@example.com', name: 'Olli Operator', role: 'operator' },
  ] as const satisfies ReadonlyArray<{ email: string; name: string; role: TStaffRole }>,
};

/** A staff account; `totpSecret` set up front only for the demo accounts (others set theirs up at first login). */
export async function createStaff(
  db: Queryable,
  staff: { email: string; name: string; role: TStaffRole; password: string; totpSecret?: string; siteIds?: number[] },
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      email: staff.email,
      name: staff.name,
      role: staff.role,
      password_hash: await hashPassword(staff.password),
      totp_secret: staff.totpSecret ?? null,
      totp_enabled: Boolean(staff.totpSecret),
      ...(staff.siteIds && { site_ids: JSON.stringify(staff.siteIds) }),
      created_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoStaff(db: Queryable): Promise<void> {
  for (const account of DEMO_STAFF.accounts)
    await createStaff(db, { ...account, password: DEMO_STAFF.password, totpSecret: DEMO_STAFF.totpSecret });
}

/** Whether the demo seed's console accounts are here, still with the authenticator secret of the source. */
export async function hasDemoStaff(db: Queryable): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where(
      'email',
      'in',
      DEMO_STAFF.accounts.map((account) => account.email),
    )
    .where('totp_secret', '=', DEMO_STAFF.totpSecret)
    .executeTakeFirst();
  return row !== undefined;
}

/** A first password for a new staff account: readable, long, to be changed… or kept in a manager. */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url');
}
