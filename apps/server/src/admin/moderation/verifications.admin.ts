import type { FastifyRequest } from 'fastify';
import type { TAdminVerification, TAdminVerificationDecision } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { decideVerification } from '../../verification/verification-decision';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';

const CHECKS_PER_PAGE = 20;
/** The photos shown beside a selfie: the ones the comparison looked at. */
const PHOTOS_SHOWN = 6;

/**
 * Selfie checks waiting for a moderator, oldest first, each with its selfie and the member's approved photos
 * (main first) behind signed addresses. Members who deleted their account meanwhile are left out.
 */
export async function listVerificationReviews(
  deps: Pick<AppDeps, 'db' | 'mediaSigner'>,
  page: number,
): Promise<TAdminVerification[]> {
  const rows = await deps.db
    .selectFrom('verifications as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('sites as s', 's.id', 'v.site_id')
    .select([
      'v.id',
      'v.user_id',
      'p.id as profile_id',
      'p.name',
      'p.main_photo_id',
      's.name as site_name',
      's.cdn_prefix',
      'v.pose',
      'v.review_reason',
      'v.comparison',
      'v.selfie_filename',
      'v.selfie_at',
    ])
    .where('v.status', '=', 'review')
    .where('u.deleted_at', 'is', null)
    .orderBy('v.selfie_at', 'asc')
    .orderBy('v.id', 'asc')
    .limit(CHECKS_PER_PAGE)
    .offset((page - 1) * CHECKS_PER_PAGE)
    .execute();
  const userIds = rows.map((row) => row.user_id);
  const photos =
    userIds.length === 0
      ? []
      : await deps.db
          .selectFrom('photos')
          .select(['id', 'user_id', 'filename', 'public_filename'])
          .where('user_id', 'in', userIds)
          .where('status', '=', 'active')
          .orderBy('id', 'desc')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    profile_id: row.profile_id,
    name: row.name,
    site_name: row.site_name,
    pose: row.pose,
    review_reason: row.review_reason,
    comparison: row.comparison,
    selfie_url: deps.mediaSigner.addressOf(row.selfie_filename!),
    photos: photos
      .filter((photo) => photo.user_id === row.user_id)
      .sort((a, b) => Number(b.id === row.main_photo_id) - Number(a.id === row.main_photo_id))
      .slice(0, PHOTOS_SHOWN)
      .map((photo) => ({ id: photo.id, url: fullPhotoAddress(deps.mediaSigner, row.cdn_prefix, photo) })),
    selfie_at: new Date(row.selfie_at!).toISOString(),
  }));
}

/** The moderator's decision on a selfie check, through the verification feature, with the audit entry. */
export async function decideVerificationReview(
  deps: Pick<AppDeps, 'db' | 'clock' | 'jobs'>,
  staff: TStaffMember,
  req: FastifyRequest,
  input: TAdminVerificationDecision,
): Promise<void> {
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    const decided = await decideVerification(tx, deps.clock.now(), {
      verificationId: input.verification,
      from: 'review',
      decision: input.decision === 'verify' ? { status: 'verified' } : { status: 'rejected', reason: input.reason },
      decidedBy: staff.id,
    });
    await audit(tx, staff, req, {
      action: input.decision === 'verify' ? 'verification.verify' : 'verification.reject',
      targetType: 'user',
      targetId: decided.userId,
      before: { status: 'review' },
      after: { status: decided.status, ...(input.decision === 'reject' && { reason: input.reason }) },
    });
    onCommit(() => deps.jobs.kick());
  });
}
