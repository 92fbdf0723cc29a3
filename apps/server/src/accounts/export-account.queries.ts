import { sql } from 'kysely';
import type { Queryable } from '../db/database';
import { AppError } from '../lib/errors';
import { EXPORT_COVERAGE } from './export-coverage';
import { allJsonDates, jsonDates } from './export-dates';
import { exportRiskSections } from './export-risk.queries';

/** The account and what hangs on it: profile, photos, sessions, links, mails, credits, warnings. */
export async function exportAccountSections(db: Queryable, userId: number) {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('sites as s', 's.id', 'u.site_id')
    .select([
      'u.id',
      's.id as site_id',
      's.name as site_name',
      's.domain as site_domain',
      'u.email',
      'u.status',
      'u.confirmed_at',
      'u.credits',
      'u.paid_user',
      'u.language',
      'u.invisible',
      'u.signup_date',
      'u.signup_ip',
      'u.last_active_at',
      'u.unread_reminder_at',
      'u.deleted_at',
      'u.deletion_reason',
      'u.banned_at',
      'u.ban_reason',
      'u.notifications_disabled',
      'u.network',
      'u.ref',
      'u.sub1',
      'u.sub2',
      'u.sub3',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError('not_found');
  const {
    site_id,
    site_name,
    site_domain,
    paid_user,
    notifications_disabled,
    network,
    ref,
    sub1,
    sub2,
    sub3,
    ...rest
  } = user;
  const profile = await db
    .selectFrom('profiles')
    .select(EXPORT_COVERAGE.profiles.exported)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    account: jsonDates({
      ...rest,
      site: { id: site_id, name: site_name, domain: site_domain },
      premium: paid_user,
    }),
    traffic_source: { network, ref, sub1, sub2, sub3 },
    notification_settings: { disabled: notifications_disabled },
    profile: profile ? jsonDates(profile) : null,
    about_reviews: allJsonDates(
      await db
        .selectFrom('about_reviews')
        .select(['text', 'status', 'reason', 'created_at', 'reviewed_at'])
        .where('profile_id', '=', profile?.id ?? 0)
        .orderBy('id')
        .execute(),
    ),
    contact_flags: allJsonDates(
      await db
        .selectFrom('contact_flags')
        .select(EXPORT_COVERAGE.contact_flags.exported)
        .where('profile_id', '=', profile?.id ?? 0)
        .orderBy('id')
        .execute(),
    ),
    verifications: allJsonDates(
      await db
        .selectFrom('verifications')
        .select(EXPORT_COVERAGE.verifications.exported)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    photos: allJsonDates(
      await db
        .selectFrom('photos')
        .select(EXPORT_COVERAGE.photos.exported)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    ...(await exportRiskSections(db, profile?.id ?? 0)),
    ...(await exportAccessSections(db, userId)),
  };
}

/** How the member got in: sessions (never their tokens), push endpoints, mailed links, mails, credits, warnings. */
async function exportAccessSections(db: Queryable, userId: number) {
  return {
    sessions: allJsonDates(
      await db
        .selectFrom('sessions')
        .select(['client_type', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute(),
    ),
    push_subscriptions: allJsonDates(
      await db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'expiration_time', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    account_links: allJsonDates(
      await db
        .selectFrom('account_tokens')
        .select(['purpose', 'new_email', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    login_links: allJsonDates(
      await db
        .selectFrom('login_links')
        .select(['target_path', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    // The mails and pushes we sent or will send them (what about, and when), never their contents.
    notifications_sent: allJsonDates(
      await db
        .selectFrom('jobs')
        .select([
          'kind as channel',
          'topic',
          sql<'pending' | 'sent' | 'failed'>`case status when 'done' then 'sent' else status end`.as('status'),
          'created_at',
          sql<Date | null>`case status when 'done' then finished_at end`.as('sent_at'),
        ])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    credit_ledger: allJsonDates(
      await db
        .selectFrom('credit_ledger')
        .select(['delta', 'balance_after', 'reason', 'ref_type', 'ref_id', 'note', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    warnings: allJsonDates(
      await db
        .selectFrom('member_warnings')
        .select(['reason', 'text', 'created_at', 'seen_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    conversions_reported: allJsonDates(
      await db
        .selectFrom('postback_calls')
        .select(['network', 'event', 'url', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
  };
}
