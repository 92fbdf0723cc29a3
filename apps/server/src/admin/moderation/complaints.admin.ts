import type { FastifyRequest } from 'fastify';
import type { TComplaintAction } from '@app/shared';
import type { AppDeps } from '../../app-deps';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { toCard } from '../../members/cards';
import { closeComplaint, lockOpenComplaint } from '../../members/resolve-complaint';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { audit } from '../audit';
import type { TStaffMember } from '../auth/staff-session';
import { banMember, disableProfile, warnMember } from './member-sanctions';
import { rejectPhotoWithAudit } from './photo-review';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'media' | 'mediaSigner'>;
const EXCERPT_MESSAGES = 12;

/** The complaints queue: open ones first-in first-out, with both members and the conversation between them. */
export async function listComplaints(deps: Deps, status: 'open' | 'dismissed' | 'actioned', page: number) {
  const rows = await deps.db
    .selectFrom('complaints as c')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .leftJoin('profiles as reporter', 'reporter.id', 'c.reporter_profile_id')
    .leftJoin('profiles as reported', 'reported.id', 'c.reported_profile_id')
    .leftJoin('users as reported_user', 'reported_user.id', 'reported.user_id')
    .select([
      'c.id',
      'c.reason',
      'c.text',
      'c.status',
      'c.resolution',
      'c.created_at',
      's.name as site_name',
      'reporter.id as reporter_profile_id',
      'reporter.name as reporter_name',
      'reported.id as reported_profile_id',
      'reported.name as reported_name',
      'reported_user.id as reported_user_id',
      'reported_user.email as reported_email',
      'reported_user.banned_at as reported_banned_at',
    ])
    .where('c.status', '=', status)
    .orderBy('c.created_at', status === 'open' ? 'asc' : 'desc')
    .limit(25)
    .offset((page - 1) * 25)
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    reported_banned: Boolean(row.reported_banned_at),
  }));
}

/** One complaint with the reported member's card and photos and the latest messages between the two. */
export async function complaintDetail(deps: Deps, complaintId: number) {
  const [complaint] = await deps.db.selectFrom('complaints').selectAll().where('id', '=', complaintId).execute();
  if (!complaint) throw new AppError('not_found');
  const reported = complaint.reported_profile_id
    ? await deps.db
        .selectFrom('profiles as p')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('photos as ph', 'ph.id', 'p.main_photo_id')
        .select([
          'p.id',
          'p.name',
          'p.date_of_birth',
          'p.city',
          'p.country',
          'p.about',
          'p.verified_at',
          'u.last_active_at',
          'u.id as user_id',
          'u.email',
          'u.fictional',
          'u.banned_at',
          'ph.public_filename as filename',
          'ph.public_card_filename as card_filename',
          'ph.thumb_filename',
        ])
        .where('p.id', '=', complaint.reported_profile_id)
        .executeTakeFirst()
    : undefined;
  const photos = reported
    ? await deps.db
        .selectFrom('photos')
        .select(['id', 'filename', 'public_filename', 'thumb_filename', 'status'])
        .where('user_id', '=', reported.user_id)
        .execute()
    : [];
  let excerpt: Array<{ id: number; sender_id: number; kind: string; body: string; created_at: string }> = [];
  if (complaint.reporter_profile_id && complaint.reported_profile_id) {
    const low = Math.min(complaint.reporter_profile_id, complaint.reported_profile_id);
    const high = Math.max(complaint.reporter_profile_id, complaint.reported_profile_id);
    const messages = await deps.db
      .selectFrom('messages as m')
      .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
      .select(['m.id', 'm.sender_id', 'm.kind', 'm.body', 'm.created_at'])
      .where('c.profile_low', '=', low)
      .where('c.profile_high', '=', high)
      .orderBy('m.id', 'desc')
      .limit(EXCERPT_MESSAGES)
      .execute();
    excerpt = messages
      .reverse()
      .map((message) => ({ ...message, created_at: new Date(message.created_at).toISOString() }));
  }
  const now = deps.clock.now();
  // Photos are served under the complaint's own site's address, which may differ from the console's.
  const site = await deps.db
    .selectFrom('sites')
    .select('cdn_prefix')
    .where('id', '=', complaint.site_id)
    .executeTakeFirstOrThrow();
  return {
    cdn_prefix: site.cdn_prefix,
    complaint: {
      ...complaint,
      created_at: new Date(complaint.created_at).toISOString(),
      resolved_at: complaint.resolved_at ? new Date(complaint.resolved_at).toISOString() : null,
    },
    reported: reported
      ? {
          ...toCard(reported, now),
          user_id: reported.user_id,
          email: reported.email,
          about: reported.about,
          banned: Boolean(reported.banned_at),
        }
      : null,
    photos: photos.map(({ filename, public_filename, ...photo }) => ({
      ...photo,
      url: fullPhotoAddress(deps.mediaSigner, site.cdn_prefix, { filename, public_filename }),
    })),
    excerpt,
  };
}

/**
 * Handles a complaint: dismiss it, or act on the reported member (warn, hide a photo, disable the
 * profile, ban). The action, the complaint's outcome and the audit entry commit together.
 */
export async function resolveComplaint(
  deps: Deps,
  staff: TStaffMember,
  req: FastifyRequest,
  input: { complaint: number; action: TComplaintAction; note: string; photo?: number | undefined; banIpRange: boolean },
) {
  await inTransaction(deps.db, async (context) => {
    const { tx } = context;
    const complaint = await lockOpenComplaint(tx, input.complaint);
    const target = complaint.reported_profile_id
      ? await tx
          .selectFrom('profiles')
          .select('user_id')
          .where('id', '=', complaint.reported_profile_id)
          .executeTakeFirst()
      : undefined;
    if (input.action !== 'dismiss' && !target)
      throw new AppError('invalid_input', { fields: { action: ['no reported member'] } });
    const userId = target?.user_id ?? 0;
    if (input.action === 'warn') await warnMember(tx, staff, req, userId, complaint.reason, input.note);
    if (input.action === 'disable_profile') await disableProfile(tx, staff, req, userId);
    if (input.action === 'ban')
      await banMember(context, staff, req, userId, { reason: complaint.reason, banIpRange: input.banIpRange });
    if (input.action === 'hide_photo') {
      if (!input.photo) throw new AppError('invalid_input', { fields: { photo: ['required'] } });
      await rejectPhotoWithAudit(context, deps.media, staff, req, input.photo, 'hidden_after_report', userId);
    }
    const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
    await closeComplaint(tx, complaint.id, {
      status,
      resolution: `${input.action}${input.note ? `: ${input.note}` : ''}`,
      resolvedBy: staff.id,
      now: deps.clock.now(),
    });
    await audit(tx, staff, req, {
      action: `complaint.${input.action}`,
      targetType: 'complaint',
      targetId: complaint.id,
      before: { status: complaint.status },
      after: { status, note: input.note },
    });
  });
}
