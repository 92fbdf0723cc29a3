import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

import type { TPhotoRejection } from '@app/shared';

export { PHOTO_REJECTION_REASONS, type TPhotoRejection } from '@app/shared';

/** Photos waiting for approval on sites that require it, oldest first. */
export async function pendingPhotos(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db
    .selectFrom('photos as ph')
    .innerJoin('users as u', 'u.id', 'ph.user_id')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'ph.id',
      'ph.filename',
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
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}

/** Rejects (or hides) a photo with a reason the member sees; if it was the main photo, the next approved one is. */
export async function rejectPhoto(
  tx: Tx,
  staff: TStaffMember,
  req: FastifyRequest,
  photoId: number,
  reason: TPhotoRejection,
  ownerId?: number,
) {
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
  deps: Pick<AppDeps, 'db'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { photo: number; decision: 'approve' | 'reject'; reason?: TPhotoRejection | undefined },
) {
  await inTransaction(deps.db, async ({ tx }) => {
    if (input.decision === 'reject') {
      if (!input.reason) throw new AppError('invalid_input', { fields: { reason: ['required'] } });
      return rejectPhoto(tx, staff, req, input.photo, input.reason);
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
    await audit(tx, staff, req, {
      action: 'photo.approve',
      targetType: 'photo',
      targetId: photo.id,
      before: { status: photo.status },
      after: { status: 'active' },
    });
  });
}
