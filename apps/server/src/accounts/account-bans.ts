import type { Tx } from '../db/database';

/**
 * Whether an account is banned: staff decide (the console's moderation), the account records it. The
 * profile leaves search through the database (decision 015); ending the sessions is the caller's step.
 */
export async function setAccountBan(tx: Tx, userId: number, ban: { at: Date; reason: string } | null): Promise<void> {
  await tx
    .updateTable('users')
    .set({ banned_at: ban?.at ?? null, ban_reason: ban?.reason ?? null })
    .where('id', '=', userId)
    .execute();
}
