import { LOGIN_LINK_DAYS } from '@app/shared';
import type { Queryable } from '../db/database';
import { addDays } from '../lib/clock';
import { hashToken, newToken } from './tokens';

/** Only paths inside the site, never another host: the link must not become an open redirect. */
export function isSafeTargetPath(path: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9/_\-?=&%.]*$/.test(path) && !path.includes('\\');
}

/**
 * A personal link for a notification mail: opening it logs the member in on their site and opens the
 * page the mail is about. 256 random bits, only their hash stored; it works once and expires.
 */
export async function issueLoginLink(
  db: Queryable,
  link: { userId: number; siteId: number; targetPath: string; now: Date },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('login_links')
    .values({
      token_hash: hashToken(token),
      user_id: link.userId,
      site_id: link.siteId,
      target_path: isSafeTargetPath(link.targetPath) ? link.targetPath : '/',
      created_at: link.now,
      expires_at: addDays(link.now, LOGIN_LINK_DAYS),
    })
    .execute();
  return token;
}

/**
 * Uses a link once, on its own site, before it expires; marks it used in the same statement so two
 * clicks cannot both log in. The member must still be allowed in (not deleted or banned).
 */
export async function consumeLoginLink(db: Queryable, token: string, siteId: number, now: Date) {
  const row = await db
    .updateTable('login_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('site_id', '=', siteId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'login_links.user_id')
          .where('users.deleted_at', 'is', null)
          .where('users.banned_at', 'is', null),
      ),
    )
    .returning(['user_id', 'target_path'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, targetPath: row.target_path } : null;
}
