import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import { NOTIFICATION_TYPES } from '@app/shared';
import { fullPhotoAddress } from '../../photos/photo-addresses';
import { isoOrNull } from '../../lib/iso';
import { memberRisk } from '../moderation/risk-reviews.admin';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mediaSigner'>;

/** Members of every site by e-mail, name, or user or profile id: real members first, newest first. */
export async function findMembers(deps: Deps, q: string) {
  const term = q.trim();
  const number = /^\d+$/.test(term) ? Number(term) : null;
  const rows = await deps.db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'u.id',
      'u.email',
      'u.status',
      'u.fictional',
      'u.credits',
      'u.paid_user',
      'u.deleted_at',
      'u.banned_at',
      'u.signup_date',
      'p.id as profile_id',
      'p.name',
      'p.country',
      's.name as site_name',
    ])
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', `%${term.toLowerCase().replace(/[%_]/g, '')}%`),
        eb(eb.fn('lower', ['p.name']), 'like', `%${term.toLowerCase().replace(/[%_]/g, '')}%`),
        ...(number !== null ? [eb('u.id', '=', number), eb('p.id', '=', number)] : []),
      ]),
    )
    .orderBy('u.fictional')
    .orderBy('u.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    ...row,
    deleted_at: isoOrNull(row.deleted_at),
    banned_at: isoOrNull(row.banned_at),
    signup_date: isoOrNull(row.signup_date)!,
  }));
}

/** Everything support needs to help one member: profile, photos, credits, purchases, sessions, mails, complaints. */
export async function memberDossier(deps: Deps, userId: number) {
  const user = await deps.db
    .selectFrom('users as u')
    .innerJoin('profiles as p', 'p.user_id', 'u.id')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'u.id',
      'u.email',
      'u.status',
      'u.fictional',
      'u.credits',
      'u.paid_user',
      'u.language',
      'u.invisible',
      'u.notifications_disabled',
      'u.network',
      'u.ref',
      'u.sub1',
      'u.sub2',
      'u.sub3',
      'u.signup_ip',
      'u.signup_date',
      'u.last_active_at',
      'u.deleted_at',
      'u.banned_at',
      'u.ban_reason',
      'u.site_id',
      's.name as site_name',
      's.cdn_prefix',
      's.refund_days',
      'p.id as profile_id',
      'p.name',
      'p.date_of_birth',
      'p.gender',
      'p.seeking',
      'p.country',
      'p.region',
      'p.city',
      'p.about',
      'p.status as profile_status',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('not_found');
  const [photos, ledger, orders, sessions, complaints, warnings, risk] = await Promise.all([
    deps.db
      .selectFrom('photos')
      .select(['id', 'filename', 'public_filename', 'thumb_filename', 'status', 'rejection_reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    deps.db
      .selectFrom('credit_ledger')
      .select(['id', 'delta', 'balance_after', 'reason', 'note', 'ref_type', 'ref_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    deps.db
      .selectFrom('orders')
      .select([
        'id',
        'public_id',
        'status',
        'credits',
        'amount_cents',
        'currency',
        'method',
        'provider',
        'created_at',
        'completed_at',
        'refunded_at',
        'refund_requested_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    deps.db
      .selectFrom('sessions')
      .select(['id', 'client_type', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(20)
      .execute(),
    deps.db
      .selectFrom('complaints')
      .select([
        'id',
        'reason',
        'text',
        'status',
        'created_at',
        sql<'filed' | 'about'>`case when reporter_profile_id = ${user.profile_id} then 'filed' else 'about' end`.as(
          'role',
        ),
      ])
      .where((eb) =>
        eb.or([eb('reporter_profile_id', '=', user.profile_id), eb('reported_profile_id', '=', user.profile_id)]),
      )
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
    deps.db
      .selectFrom('member_warnings')
      .select(['id', 'reason', 'text', 'created_at', 'seen_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    memberRisk(deps.db, user.profile_id),
  ]);
  const disabled = new Map(user.notifications_disabled.map((entry) => [entry.type, entry.reason]));
  const now = deps.clock.now();
  return {
    member: {
      ...user,
      date_of_birth: String(user.date_of_birth),
      signup_date: isoOrNull(user.signup_date)!,
      last_active_at: isoOrNull(user.last_active_at)!,
      deleted_at: isoOrNull(user.deleted_at),
      banned_at: isoOrNull(user.banned_at),
    },
    notifications: NOTIFICATION_TYPES.map((type) => ({
      type,
      enabled: !disabled.has(type),
      reason: disabled.get(type) ?? null,
    })),
    photos: photos.map(({ filename, public_filename, ...photo }) => ({
      ...photo,
      url: fullPhotoAddress(deps.mediaSigner, user.cdn_prefix, { filename, public_filename }),
      created_at: isoOrNull(photo.created_at)!,
    })),
    ledger: ledger.map((entry) => ({ ...entry, created_at: isoOrNull(entry.created_at)! })),
    orders: orders.map((order) => ({
      ...order,
      created_at: isoOrNull(order.created_at)!,
      completed_at: isoOrNull(order.completed_at),
      refunded_at: isoOrNull(order.refunded_at),
      refund_requested_at: isoOrNull(order.refund_requested_at),
      refundable:
        order.status === 'completed' &&
        order.refund_requested_at === null &&
        order.completed_at !== null &&
        now.getTime() - new Date(order.completed_at).getTime() <= user.refund_days * 86_400_000,
    })),
    sessions: sessions.map((session) => ({
      ...session,
      created_at: isoOrNull(session.created_at)!,
      last_seen_at: isoOrNull(session.last_seen_at)!,
      revoked_at: isoOrNull(session.revoked_at),
    })),
    complaints: complaints.map((complaint) => ({ ...complaint, created_at: isoOrNull(complaint.created_at)! })),
    warnings: warnings.map((warning) => ({
      ...warning,
      created_at: isoOrNull(warning.created_at)!,
      seen_at: isoOrNull(warning.seen_at),
    })),
    risk,
  };
}
