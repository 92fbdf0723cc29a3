import { sql } from 'kysely';
import { ACCOUNT_ERASE_AFTER_DAYS, ACCOUNT_REACTIVATION_DAYS, NOTIFICATION_TYPES } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { startSession, type LoginContext } from '../auth/auth.service';
import { endSessions } from '../auth/end-sessions';
import { verifyPassword } from '../auth/passwords';
import { inTransaction } from '../db/transaction';
import { addDays } from '../lib/clock';
import { AppError } from '../lib/errors';
import { removeMemberUploads } from '../photos/media-storage';
import type { TBuyer } from '../payments/discounts.service';
import { retentionCode } from '../payments/retention-code';
import type { TSiteRow } from '../sites/sites.queries';
import { sendAccountDeletedMail, type MailContext } from './account-mails';
import { consumeAccountToken } from './account-tokens';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'media' | 'events'>;

/**
 * What a member about to leave is offered instead (spec point 2, "retention offers"). The discount is a
 * personal code made now, which the offer's link fills in at checkout (payments/retention-code.ts).
 */
export async function retentionOffer(deps: Deps, site: TSiteRow, member: TBuyer) {
  const company = await deps.db
    .selectFrom('companies')
    .select('delete_discount')
    .where('id', '=', site.company_id)
    .executeTakeFirst();
  const user = await deps.db
    .selectFrom('users')
    .select(['invisible', 'notifications_disabled'])
    .where('id', '=', member.userId)
    .executeTakeFirstOrThrow();
  const code = await retentionCode(deps, site, member, company?.delete_discount ?? 0);
  return {
    discount_percentage: code?.value_percentage ?? 0,
    discount_code: code?.code ?? null,
    discount_expires: code?.expires ?? null,
    invisible: user.invisible,
    notifications_enabled: NOTIFICATION_TYPES.length - user.notifications_disabled.length,
  };
}

/**
 * Deletes the account at once for everyone else: hidden from search, every session ended, a mail
 * with a link that brings it back within 14 days. The data is erased by `eraseDeletedAccounts` after that.
 */
export async function deleteAccount(
  deps: Deps,
  userId: number,
  body: { password: string; reason?: string | undefined },
  mail: MailContext,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.password_hash', 'users.email', 'users.language', 'profiles.name'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, body.password))) throw new AppError('wrong_password');
  const now = deps.clock.now();
  await inTransaction(deps.db, async (context) => {
    const { tx, onCommit } = context;
    await tx
      .updateTable('users')
      .set({ deleted_at: now, deletion_reason: body.reason ?? null })
      .where('id', '=', userId)
      .execute();
    await endSessions(context, deps.events, { userId, reason: 'deleted', now });
    await sendAccountDeletedMail(tx, mail, { userId, email: user.email, name: user.name, language: user.language });
    onCommit(() => deps.jobs.kick());
  });
}

/** The mail's link within 14 days: the account is back as it was, and this browser is logged in. */
export async function reactivateAccount(
  deps: Deps,
  token: string,
  context: LoginContext,
): Promise<{ userId: number; token: string } | null> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async ({ tx }) => {
    const found = await consumeAccountToken(tx, token, 'reactivation', now);
    if (!found) return null;
    const user = await tx
      .updateTable('users')
      .set({ deleted_at: null, deletion_reason: null })
      .where('id', '=', found.userId)
      .where('site_id', '=', context.site.id)
      .where('deleted_at', '>', addDays(now, -ACCOUNT_REACTIVATION_DAYS))
      .returning('id')
      .executeTakeFirst();
    if (!user) return null;
    return { userId: found.userId, token: await startSession(tx, found.userId, context, now) };
  });
}

/**
 * Erases a member for good: profile, photos (and their files), messages, likes, sessions, tokens and
 * subscriptions go (on delete cascade); purchases stay for the books without the member. Used by the
 * job below and by staff for an erasure request – one code path.
 */
export async function eraseAccount(
  deps: Pick<Deps, 'db' | 'media' | 'events' | 'clock'>,
  userId: number,
): Promise<void> {
  await inTransaction(deps.db, async (context) => {
    const { tx, onCommit } = context;
    // Staff may erase on request an account that is still in use: its open sockets close as well.
    await endSessions(context, deps.events, { userId, reason: 'deleted', now: deps.clock.now() });
    const photos = await tx
      .selectFrom('photos')
      .select(['filename', 'public_filename', 'public_card_filename', 'thumb_filename', 'blur_filename'])
      .where('user_id', '=', userId)
      .unionAll((eb) =>
        eb
          .selectFrom('chat_photos')
          .select([
            'filename',
            sql<string | null>`null`.as('public_filename'),
            sql<string | null>`null`.as('public_card_filename'),
            'thumb_filename',
            'blur_filename',
          ])
          .where('user_id', '=', userId),
      )
      .execute();
    // A selfie of a check still open (verification/): biometric data, gone with the account.
    const selfies = await tx
      .selectFrom('verifications')
      .select('selfie_filename')
      .where('user_id', '=', userId)
      .where('selfie_filename', 'is not', null)
      .execute();
    // Queued mails and pushes hold the address and names: nothing of them stays.
    await tx
      .updateTable('jobs')
      .set({
        payload: '{}',
        status: sql`case status when 'pending' then 'failed' else status end`,
        last_error: sql`case status when 'pending' then 'member erased' else last_error end`,
      })
      .where('user_id', '=', userId)
      .execute();
    await tx.deleteFrom('users').where('id', '=', userId).execute();
    // Only uploads of members: the shared demo portraits stay. After the commit, so a rolled-back
    // erase keeps its files.
    const files = photos.flatMap((photo) => [
      photo.filename,
      photo.public_filename,
      photo.public_card_filename,
      photo.thumb_filename,
      photo.blur_filename,
    ]);
    files.push(...selfies.map((check) => check.selfie_filename));
    onCommit(() => removeMemberUploads(deps.media, files));
  });
}

/** The scheduled job: accounts deleted more than 14 days ago lose their data and photos for good. */
export async function eraseDeletedAccounts(deps: Deps): Promise<number> {
  const cutoff = addDays(deps.clock.now(), -ACCOUNT_ERASE_AFTER_DAYS);
  const users = await deps.db.selectFrom('users').select('id').where('deleted_at', '<=', cutoff).limit(500).execute();
  for (const { id } of users) await eraseAccount(deps, id);
  return users.length;
}
