import type { Queryable } from '../db/database';
import type { TTokenPurpose } from '../db/schema/accounts';
import { hashToken, newToken } from '../auth/tokens';

/** Issues a single-use link token; only its hash is stored. Earlier unused tokens of that purpose end. */
export async function issueAccountToken(
  db: Queryable,
  input: { userId: number; purpose: TTokenPurpose; expiresAt: Date; now: Date; newEmail?: string },
): Promise<string> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: input.now })
    .where('user_id', '=', input.userId)
    .where('purpose', '=', input.purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken();
  await db
    .insertInto('account_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      purpose: input.purpose,
      new_email: input.newEmail ?? null,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .execute();
  return token;
}

/**
 * Uses a token once: answers its member (and new e-mail) when it is known, of this purpose, unused and
 * not expired, and marks it used in the same statement, so two clicks cannot both succeed.
 */
export async function consumeAccountToken(
  db: Queryable,
  token: string,
  purpose: TTokenPurpose,
  now: Date,
): Promise<{ userId: number; newEmail: string | null } | null> {
  if (!token) return null;
  const row = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** How many tokens of a purpose a member was given since a moment (reset requests per day). */
export async function countTokensSince(
  db: Queryable,
  userId: number,
  purpose: TTokenPurpose,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
