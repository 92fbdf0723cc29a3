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
  const profileId = profile?.id ?? 0;
  const credits = await db
    .selectFrom('credit_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref_type', 'ref_id', 'note', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  // Messages the member wrote (what others wrote to them is theirs to ask for).
  const messages = await db
    .selectFrom('messages')
    .select(['conversation_id', 'kind', 'body', 'gift_key', 'credits', 'created_at'])
    .where('sender_id', '=', profileId)
    .orderBy('id')
    .execute();
  const chatPhotos = await db
    .selectFrom('chat_photos')
    .select(['id', 'filename', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const likes = await db
    .selectFrom('likes')
    .select(['liked_id', 'source', 'created_at'])
    .where('liker_id', '=', profileId)
    .execute();
  const blocks = await db
    .selectFrom('blocks')
    .select(['blocked_id', 'created_at'])
    .where('blocker_id', '=', profileId)
    .execute();
  const complaints = await db
    .selectFrom('complaints')
    .select(['reported_profile_id', 'reason', 'text', 'status', 'created_at'])
    .where('reporter_profile_id', '=', profileId)
    .execute();
  return {
    exported_at: deps.clock.now().toISOString(),
    user,
    profile,
    photos,
    sessions,
    push_subscriptions: pushSubscriptions,
    mails,
    credits,
    messages,
    chat_photos: chatPhotos,
    likes,
    blocks,
    complaints,
  };
}
