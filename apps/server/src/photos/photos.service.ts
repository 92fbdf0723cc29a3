import fs from 'node:fs/promises';
import path from 'node:path';
import { FREE_MEMBER_PHOTO_LIMIT, PREMIUM_MEMBER_PHOTO_LIMIT } from '@app/shared';
import type { AppDeps } from '../app-deps';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import type { TSiteRow } from '../sites/sites.queries';
import { processPhoto } from './photo-processing';

/** Free members keep at most 3 photos, premium members 25 (spec point 1). */
export const photoLimitOf = (paidUser: boolean) => (paidUser ? PREMIUM_MEMBER_PHOTO_LIMIT : FREE_MEMBER_PHOTO_LIMIT);

/**
 * Stores an upload for a member. The limit is checked with the member's row locked, so two uploads
 * at once cannot pass it together; the first photo becomes the main one. On sites that approve
 * photos it waits as `pending`, seen only by its owner.
 */
export async function uploadPhoto(deps: Pick<AppDeps, 'db' | 'config'>, site: TSiteRow, userId: number, bytes: Buffer) {
  const mediaDir = path.join(deps.config.DATA_DIR, 'media');
  const stored = await processPhoto(bytes, mediaDir);
  try {
    return await inTransaction(deps.db, async ({ tx }) => {
      const user = await tx
        .selectFrom('users')
        .select('paid_user')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const { count } = await tx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      const limit = photoLimitOf(user.paid_user);
      if (Number(count) >= limit)
        throw new AppError('photo_limit', { limit, premiumLimit: PREMIUM_MEMBER_PHOTO_LIMIT });
      const photo = await tx
        .insertInto('photos')
        .values({ user_id: userId, ...stored, status: site.photo_approval ? 'pending' : 'active' })
        .returning(['id', 'filename', 'thumb_filename', 'status'])
        .executeTakeFirstOrThrow();
      const profile = await tx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', userId)
        .where('main_photo_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return { ...photo, main: Boolean(profile) };
    });
  } catch (error) {
    await Promise.all(
      [stored.filename, stored.thumb_filename, stored.blur_filename].map((file) =>
        fs.rm(path.join(mediaDir, file), { force: true }),
      ),
    );
    throw error;
  }
}
