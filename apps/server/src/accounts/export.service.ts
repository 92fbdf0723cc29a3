import type { AppDeps } from '../app-deps';

/** Everything we hold about a member (GDPR article 15 and 20), as one JSON document. */
export async function exportAccount(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  const { db } = deps;
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'status',
      'credits',
      'paid_user',
      'language',
      'invisible',
      'notifications_disabled',
      'network',
      'ref',
      'sub1',
      'sub2',
      'sub3',
      'signup_ip',
      'signup_date',
      'last_active_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const profile = await db
    .selectFrom('profiles')
    .select([
      'id',
      'name',
      'date_of_birth',
      'gender',
      'sexuality',
      'seeking',
      'country',
      'region',
      'city',
      'about',
      'interests',
      'hair_color',
      'eye_color',
      'body_type',
      'relationship_status',
      'status',
      'last_active_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const photos = await db
    .selectFrom('photos')
    .select(['id', 'filename', 'status', 'width', 'height', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const sessions = await db
    .selectFrom('sessions')
    .select(['client_type', 'ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const pushSubscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const mails = await db
    .selectFrom('mail_jobs')
    .select(['kind', 'status', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    exported_at: deps.clock.now().toISOString(),
    user,
    profile,
    photos,
    sessions,
    push_subscriptions: pushSubscriptions,
    mails,
  };
}
