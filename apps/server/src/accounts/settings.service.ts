import { sql } from 'kysely';
import { isCurrentAddress, NOTIFICATION_TYPES, type TNotificationSetting } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { verifyPassword } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import type { DisabledNotification } from '../db/schema/users';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../db/unique-violation';
import { AppError } from '../lib/errors';
import { sendMailChangeMail, type MailContext } from './account-mails';
import { consumeAccountToken } from './account-tokens';
import { accountsNamingAddress } from './address-holders';
import { noticeAddressInUse } from './address-in-use';
import { queuePostbacks } from '../postbacks/queue-postbacks';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'rateLimiter'>;

async function emailInUse(db: Queryable, siteId: number, email: string, exceptUserId: number): Promise<boolean> {
  const row = await accountsNamingAddress(db, siteId, email)
    .select('users.id')
    .where('users.id', '!=', exceptUserId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Asks to move the account to a new address: needs the password; the new address confirms by mail. The
 * answer is the same whether or not the new address belongs to another account.
 */
export async function requestEmailChange(
  deps: Deps,
  userId: number,
  body: { email: string; password: string },
  mail: MailContext,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.password_hash', 'users.email', 'users.language', 'profiles.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, body.password))) throw new AppError('wrong_password');
  if (isCurrentAddress(body.email, user.email)) throw new AppError('email_unchanged');
  // Another account's address answers like a free one (no way to test who is a member); its owner is told.
  if (await emailInUse(deps.db, mail.site.id, body.email, userId)) {
    await noticeAddressInUse(deps, mail, body.email);
    return;
  }
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    await sendMailChangeMail(
      tx,
      mail,
      { userId, email: user.email, name: user.name, language: user.language },
      body.email,
    );
    onCommit(() => deps.jobs.kick());
  });
}

/**
 * The link from the new address: the account now uses it, and it counts as confirmed. An address another
 * account confirmed meanwhile is refused by the unique index of confirmed addresses.
 */
export async function confirmEmailChange(deps: Deps, token: string, siteId: number): Promise<void> {
  await moveToNewAddress(deps, token, siteId).catch((error: unknown) => {
    throw isUniqueViolation(error) ? new AppError('email_taken') : error;
  });
}

async function moveToNewAddress(deps: Deps, token: string, siteId: number): Promise<void> {
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    const found = await consumeAccountToken(tx, token, 'mail_change', deps.clock.now());
    if (!found?.newEmail) throw new AppError('link_invalid');
    const updated = await tx
      .updateTable('users')
      .set({ email: found.newEmail, status: 'confirmed', notifications_disabled: '[]' })
      .where('id', '=', found.userId)
      .where('site_id', '=', siteId)
      // The database stamps confirmed_at with the transaction's time when this is the first confirmation.
      .returning(['id', sql<boolean>`confirmed_at = now()`.as('first_confirmation')])
      .executeTakeFirst();
    if (!updated) throw new AppError('link_invalid');
    // A newcomer who never confirmed the first address is activated by confirming the new one.
    if (
      updated.first_confirmation &&
      (await queuePostbacks(tx, { userId: updated.id, events: ['activation'] }, deps.clock.now())) > 0
    )
      onCommit(() => deps.jobs.kick());
  });
}

/** Invisible members are not in search results; they stay reachable for members they contact. */
export async function setInvisible(deps: Deps, userId: number, invisible: boolean): Promise<boolean> {
  await inTransaction(deps.db, async ({ tx }) => {
    await tx.updateTable('users').set({ invisible }).where('id', '=', userId).execute();
  });
  return invisible;
}

export function notificationSettings(disabled: DisabledNotification[]): TNotificationSetting[] {
  return NOTIFICATION_TYPES.map((type) => {
    const off = disabled.find((entry) => entry.type === type);
    return { type, enabled: !off, reason: off?.reason ?? null };
  });
}

export async function getNotifications(deps: Deps, userId: number): Promise<TNotificationSetting[]> {
  const user = await deps.db
    .selectFrom('users')
    .select('notifications_disabled')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return notificationSettings(user.notifications_disabled);
}

/** Turns one mail type on or off; a type switched off here carries the reason `user`. */
export async function setNotification(
  db: Database,
  userId: number,
  type: DisabledNotification['type'],
  enabled: boolean,
  reason: DisabledNotification['reason'] = 'user',
): Promise<TNotificationSetting[]> {
  return inTransaction(db, async ({ tx }) => {
    const user = await tx
      .selectFrom('users')
      .select('notifications_disabled')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const others = user.notifications_disabled.filter((entry) => entry.type !== type);
    const next = enabled ? others : [...others, { type, reason }];
    await tx
      .updateTable('users')
      .set({ notifications_disabled: JSON.stringify(next) })
      .where('id', '=', userId)
      .execute();
    return notificationSettings(next);
  });
}
