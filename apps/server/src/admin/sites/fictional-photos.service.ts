import type { FastifyRequest } from 'fastify';
import { PREMIUM_MEMBER_PHOTO_LIMIT } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { inTransaction, type TxContext } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { chooseMainPhoto } from '../../photos/main-photo';
import { removePhoto, uploadPhoto } from '../../photos/photos.service';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

// The console is a caller here, not an owner: storing, deleting, the main photo and the files are the
// photos feature's (`photos/photos.service.ts`, `photos/main-photo.ts`); the console adds only its audit.
type Deps = Pick<AppDeps, 'db' | 'media' | 'mediaSigner' | 'sites' | 'jobs' | 'clock'>;

/** A fictional member's site; a real member is "not found" here. Whether a member is fictional never changes. */
async function fictionalSiteOf(db: Queryable, userId: number): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('site_id')
    .where('id', '=', userId)
    .where('fictional', '=', true)
    .executeTakeFirst();
  if (!user) throw new AppError('not_found');
  return user.site_id;
}

/** The fictional owner of a photo; a real member's photo is "not found" here. */
async function fictionalOwnerOf(db: Queryable, photoId: number): Promise<number> {
  const owner = await db
    .selectFrom('photos')
    .innerJoin('users', 'users.id', 'photos.user_id')
    .select('photos.user_id')
    .where('photos.id', '=', photoId)
    .where('users.fictional', '=', true)
    .executeTakeFirst();
  if (!owner) throw new AppError('not_found');
  return owner.user_id;
}

/**
 * A photo for a fictional profile, processed like a member's upload (re-encoded, no metadata) but
 * active at once: staff chose it. At most the premium limit.
 */
export async function addFictionalPhoto(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  userId: number,
  bytes: Buffer,
) {
  const site = await deps.sites.byIdOrThrow(await fictionalSiteOf(deps.db, userId));
  const photo = await uploadPhoto(deps, site, userId, bytes, {
    approvedBy: staff.id,
    limit: PREMIUM_MEMBER_PHOTO_LIMIT,
    record: (tx, after) =>
      audit(tx, staff, req, { action: 'fictional.photo_add', targetType: 'user', targetId: userId, after }),
  });
  // Staff chose it: active at once, never screened or held.
  return { ...photo, rejection_reason: null, hold_reason: null, can_be_main: true };
}

/** Runs a change to one fictional profile's photo in a transaction; a real member's photo is "not found". */
async function changeFictionalPhoto(
  deps: Deps,
  photoId: number,
  change: (context: TxContext, userId: number) => Promise<void>,
): Promise<void> {
  const userId = await fictionalOwnerOf(deps.db, photoId);
  await inTransaction(deps.db, (context) => change(context, userId));
}

/** Deletes a fictional profile's photo and, after the commit, its files. */
export async function deleteFictionalPhoto(deps: Deps, staff: TStaffMember, req: FastifyRequest, photoId: number) {
  await changeFictionalPhoto(deps, photoId, async (context, userId) => {
    const photo = await removePhoto(context, deps.media, userId, photoId);
    await audit(context.tx, staff, req, {
      action: 'fictional.photo_delete',
      targetType: 'user',
      targetId: userId,
      before: { photo: photo.id, filename: photo.filename },
    });
  });
}

/** Makes one of a fictional profile's photos its main photo. */
export async function setFictionalMainPhoto(deps: Deps, staff: TStaffMember, req: FastifyRequest, photoId: number) {
  await changeFictionalPhoto(deps, photoId, async (context, userId) => {
    await chooseMainPhoto(context, deps.media, userId, photoId);
    await audit(context.tx, staff, req, {
      action: 'fictional.photo_main',
      targetType: 'user',
      targetId: userId,
      after: { main_photo: photoId },
    });
  });
}
