import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { inTransaction, type TxContext } from '../../db/transaction';
import type { MediaStorage } from '../../photos/media-storage';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { approvePhoto, rejectPhoto } from '../../photos/photo-moderation';
import { AppError } from '../../lib/errors';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

import type { TPhotoRejection } from '@app/shared';

export { PHOTO_REJECTION_REASONS, type TPhotoRejection } from '@app/shared';

/**
 * Photos waiting for a moderator: held by screening (a face that looks under 18 first, then by risk) and waiting for
 * the site's approval, oldest first within; the full size through a signed address.
 */
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
      'ph.screening',
      'ph.hold_reason',
    ])
    .where('ph.status', '=', 'pending')
    .orderBy(sql`ph.hold_reason = 'minor'`, sql`desc nulls last`)
    .orderBy(sql`ph.risk`, sql`desc nulls last`)
    .orderBy('ph.created_at', 'asc')
    .limit(50)
    .execute();
  return rows.map(({ filename, public_filename, ...row }) => ({
    ...row,
    url: fullPhotoAddress(deps.mediaSigner, row.cdn_prefix, { filename, public_filename }),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** Rejects (or hides) a photo through the photos feature, which moves the main photo; the audit goes with it. */
export async function rejectPhotoWithAudit(
  context: TxContext,
  media: MediaStorage,
  staff: TStaffMember,
  req: FastifyRequest,
  photoId: number,
  reason: TPhotoRejection,
  ownerId?: number,
) {
  const photo = await rejectPhoto(context, media, { photoId, reviewerId: staff.id, reason, ownerId });
  await audit(context.tx, staff, req, {
    action: 'photo.reject',
    targetType: 'photo',
    targetId: photoId,
    before: { status: photo.status },
    after: { status: 'rejected', reason },
  });
}

/** Approves or rejects a waiting photo through the photos feature, with the staff member's audit entry. */
export async function reviewPhoto(
  deps: Pick<AppDeps, 'db' | 'media'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { photo: number; decision: 'approve' | 'reject'; reason?: TPhotoRejection | undefined },
) {
  await inTransaction(deps.db, async (context) => {
    if (input.decision === 'reject') {
      if (!input.reason) throw new AppError('invalid_input', { fields: { reason: ['required'] } });
      return rejectPhotoWithAudit(context, deps.media, staff, req, input.photo, input.reason);
    }
    const photo = await approvePhoto(context, deps.media, { photoId: input.photo, reviewerId: staff.id });
    await audit(context.tx, staff, req, {
      action: 'photo.approve',
      targetType: 'photo',
      targetId: photo.id,
      before: { status: photo.status },
      after: { status: 'active' },
    });
  });
}
