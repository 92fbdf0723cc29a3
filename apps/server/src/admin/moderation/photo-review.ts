import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { inTransaction, type TxContext } from '../../db/transaction';
import { syncMainPhotoCopy } from '../../photos/main-photo-copy';
import type { MediaStorage } from '../../photos/media-storage';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

import type { TPhotoRejection } from '@app/shared';

export { PHOTO_REJECTION_REASONS, type TPhotoRejection } from '@app/shared';

/** Photos waiting for approval on sites that require it, oldest first; the full size through a signed address. */
export async function pendingPhotos(deps: Pick<AppDeps, 'db' | 'mediaSigner'>) {
  const rows = await deps.db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'ph.id',
      'ph.filename',
      'ph.public_filename',
      'ph.thumb_filename',
      'ph.created_at',
      'p.id as profile_id',
      'p.name',
      'u.id as user_id',
      's.name as site_name',
      's.cdn_prefix',
    ])
    .where('ph.status', '=', 'pending')
    .orderBy('ph.created_at', 'asc')
    .limit(50)
    .execute();
  return rows.map(({ filename, public_filename, ...row }) => ({
    ...row,
    url: fullPhotoAddress(deps.mediaSigner, row.cdn_prefix, { filename, public_filename }),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Rejects (or hides) a photo with a reason the member sees; if it was the main photo, the next approved one is. */
export async function rejectPhoto(
  context: TxContext,
  media: MediaStorage,
  staff: TStaffMember,
  req: FastifyRequest,
  photoId: number,
  reason: TPhotoRejection,
  ownerId?: number,
) {
  const { tx } = context;
  const photo = await tx
    .selectFrom('photos')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', photoId)
    .forUpdate()
    .executeTakeFirst();
  if (!photo || (ownerId !== undefined && photo.user_id !== ownerId)) throw new AppError('not_found');
  await tx
    .updateTable('photos')
    .set({ status: 'rejected', rejection_reason: reason, reviewed_by: staff.id })
    .where('id', '=', photoId)
    .execute();
  const next = await tx
    .selectFrom('photos')
    .select('id')
    .where('user_id', '=', photo.user_id)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  await tx
    .updateTable('profiles')
    .set({ main_photo_id: next?.id ?? null })
    .where('user_id', '=', photo.user_id)
    .where('main_photo_id', '=', photoId)
    .execute();
  await syncMainPhotoCopy(context, media, photo.user_id);
  await audit(tx, staff, req, {
    action: 'photo.reject',
    targetType: 'photo',
    targetId: photoId,
    before: { status: photo.status },
    after: { status: 'rejected', reason },
  });
}

/** Approves or rejects a waiting photo; an approved first photo becomes the main one. */
export async function reviewPhoto(
  deps: Pick<AppDeps, 'db' | 'media'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { photo: number; decision: 'approve' | 'reject'; reason?: TPhotoRejection | undefined },
) {
  await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    if (input.decision === 'reject') {
      if (!input.reason) throw new AppError('invalid_input', { fields: { reason: ['required'] } });
      return rejectPhoto(context, deps.media, staff, req, input.photo, input.reason);
    }
    const photo = await tx
      .selectFrom('photos')
      .select(['id', 'user_id', 'status'])
      .where('id', '=', input.photo)
      .forUpdate()
      .executeTakeFirst();
    if (!photo) throw new AppError('not_found');
    await tx
      .updateTable('photos')
      .set({ status: 'active', rejection_reason: null, reviewed_by: staff.id })
      .where('id', '=', photo.id)
      .execute();
    // A pending first photo may already be the main one; otherwise it becomes main when there is none.
    await tx
      .updateTable('profiles')
      .set({ main_photo_id: photo.id })
      .where('user_id', '=', photo.user_id)
      .where('main_photo_id', 'is', null)
      .execute();
    await syncMainPhotoCopy(context, deps.media, photo.user_id);
    await audit(tx, staff, req, {
      action: 'photo.approve',
      targetType: 'photo',
      targetId: photo.id,
      before: { status: photo.status },
      after: { status: 'active' },
    });
  });
}
