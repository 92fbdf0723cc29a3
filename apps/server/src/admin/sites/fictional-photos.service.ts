import type { FastifyRequest } from 'fastify';
import { PREMIUM_MEMBER_PHOTO_LIMIT } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { processPhoto } from '../../photos/photo-processing';
import { removeMemberUploads } from '../../photos/media-storage';
import { syncMainPhotoCopy } from '../../photos/main-photo-copy';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

type Deps = Pick<AppDeps, 'db' | 'media' | 'mediaSigner'>;

/** Locks a fictional member's row; a real member is "not found" here. */
async function lockFictionalUser(tx: Tx, userId: number): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('fictional', '=', true)
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new AppError('not_found');
}

/**
 * A photo for a fictional profile, processed like a member's upload (re-encoded, no metadata) but
 * active at once: staff chose it. The first one becomes the main photo; at most the premium limit.
 */
export async function addFictionalPhoto(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  userId: number,
  bytes: Buffer,
) {
  const exists = await deps.db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('fictional', '=', true)
    .executeTakeFirst();
  if (!exists) throw new AppError('not_found');
  const stored = await processPhoto(bytes, deps.media);
  try {
    return await inTransaction(deps.db, async (context) => {
      const { tx } = context;
      await lockFictionalUser(tx, userId);
      const { count } = await tx
        .selectFrom('photos')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .where('status', '!=', 'rejected')
        .executeTakeFirstOrThrow();
      if (Number(count) >= PREMIUM_MEMBER_PHOTO_LIMIT)
        throw new AppError('photo_limit', { limit: PREMIUM_MEMBER_PHOTO_LIMIT });
      const photo = await tx
        .insertInto('photos')
        .values({ user_id: userId, ...stored, status: 'active', reviewed_by: staff.id })
        .returning(['id', 'status', 'rejection_reason'])
        .executeTakeFirstOrThrow();
      const main = await tx
        .updateTable('profiles')
        .set({ main_photo_id: photo.id })
        .where('user_id', '=', userId)
        .where('main_photo_id', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (main) await syncMainPhotoCopy(context, deps.media, userId);
      const files = await tx
        .selectFrom('photos')
        .innerJoin('profiles', 'profiles.user_id', 'photos.user_id')
        .innerJoin('sites', 'sites.id', 'profiles.site_id')
        .select(['photos.filename', 'photos.public_filename', 'photos.thumb_filename', 'sites.cdn_prefix'])
        .where('photos.id', '=', photo.id)
        .executeTakeFirstOrThrow();
      await audit(tx, staff, req, {
        action: 'fictional.photo_add',
        targetType: 'user',
        targetId: userId,
        after: { ...photo, filename: files.filename, thumb_filename: files.thumb_filename, main: Boolean(main) },
      });
      return {
        ...photo,
        url: fullPhotoAddress(deps.mediaSigner, files.cdn_prefix, files),
        thumb_filename: files.thumb_filename,
        main: Boolean(main),
      };
    });
  } catch (error) {
    await removeMemberUploads(deps.media, [stored.filename, stored.thumb_filename, stored.blur_filename]).catch(
      () => undefined,
    );
    throw error;
  }
}

/** Deletes a fictional profile's photo and, after the commit, its files; the next one becomes main. */
export async function deleteFictionalPhoto(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  photoId: number,
): Promise<void> {
  await inTransaction(deps.db, async (context) => {
    const { tx, onCommit } = context;
    const owner = await tx
      .selectFrom('photos')
      .innerJoin('users', 'users.id', 'photos.user_id')
      .select('photos.user_id')
      .where('photos.id', '=', photoId)
      .where('users.fictional', '=', true)
      .executeTakeFirst();
    if (!owner) throw new AppError('not_found');
    await lockFictionalUser(tx, owner.user_id);
    const photo = await tx
      .deleteFrom('photos')
      .where('id', '=', photoId)
      .returning(['id', 'filename', 'public_filename', 'thumb_filename', 'blur_filename'])
      .executeTakeFirstOrThrow();
    const next = await tx
      .selectFrom('photos')
      .select('id')
      .where('user_id', '=', owner.user_id)
      .where('status', '=', 'active')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    await tx
      .updateTable('profiles')
      .set({ main_photo_id: next?.id ?? null })
      .where('user_id', '=', owner.user_id)
      .where((eb) => eb.or([eb('main_photo_id', 'is', null), eb('main_photo_id', '=', photoId)]))
      .execute();
    await syncMainPhotoCopy(context, deps.media, owner.user_id);
    await audit(tx, staff, req, {
      action: 'fictional.photo_delete',
      targetType: 'user',
      targetId: owner.user_id,
      before: { photo: photo.id, filename: photo.filename },
    });
    onCommit(() =>
      removeMemberUploads(deps.media, [
        photo.filename,
        photo.public_filename,
        photo.thumb_filename,
        photo.blur_filename,
      ]),
    );
  });
}
