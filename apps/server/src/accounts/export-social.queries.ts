import type { Queryable } from '../db/database';
import { allJsonDates } from './export-dates';

/** Another member appears as the app shows them: profile id and public name, nothing of theirs beyond. */
const other = <T extends { other_id: number; other_name: string }>({ other_id, other_name, ...rest }: T) => ({
  ...rest,
  profile_id: other_id,
  name: other_name,
});

/** Likes, passes, blocks and complaints, both ways where the member can see the other side. */
export async function exportSocialSections(db: Queryable, profileId: number) {
  const likesGiven = await db
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.id', 'l.liked_id')
    .select(['p.id as other_id', 'p.name as other_name', 'l.source', 'l.created_at'])
    .where('l.liker_id', '=', profileId)
    .orderBy('l.created_at')
    .execute();
  const likesReceived = await db
    .selectFrom('likes as l')
    .innerJoin('profiles as p', 'p.id', 'l.liker_id')
    .select(['p.id as other_id', 'p.name as other_name', 'l.like_new', 'l.created_at', 'l.mailed_at'])
    .where('l.liked_id', '=', profileId)
    .orderBy('l.created_at')
    .execute();
  const passes = await db
    .selectFrom('swipe_passes as s')
    .innerJoin('profiles as p', 'p.id', 's.passed_id')
    .select(['p.id as other_id', 'p.name as other_name', 's.created_at'])
    .where('s.profile_id', '=', profileId)
    .orderBy('s.created_at')
    .execute();
  const blocks = await db
    .selectFrom('blocks as b')
    .innerJoin('profiles as p', 'p.id', 'b.blocked_id')
    .select(['p.id as other_id', 'p.name as other_name', 'b.created_at'])
    .where('b.blocker_id', '=', profileId)
    .orderBy('b.created_at')
    .execute();
  return {
    likes_given: allJsonDates(likesGiven.map(other)),
    likes_received: allJsonDates(likesReceived.map(({ like_new, ...row }) => ({ ...other(row), seen: !like_new }))),
    passes: allJsonDates(passes.map(other)),
    blocks: allJsonDates(blocks.map(other)),
    // Who complained about the member, and in which words, stays with them (GDPR art. 15(4)).
    complaints_filed: allJsonDates(
      await db
        .selectFrom('complaints')
        .select(['reported_profile_id', 'reason', 'text', 'status', 'created_at', 'resolved_at'])
        .where('reporter_profile_id', '=', profileId)
        .orderBy('id')
        .execute(),
    ),
    complaints_about_you: allJsonDates(
      await db
        .selectFrom('complaints')
        .select(['reason', 'status', 'created_at', 'resolved_at'])
        .where('reported_profile_id', '=', profileId)
        .orderBy('id')
        .execute(),
    ),
  };
}

/** Conversations with the member's side of each, messages both ways, their chat photos, staff notes. */
export async function exportChatSections(db: Queryable, userId: number, profileId: number) {
  const conversations = await db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('profiles as p', 'p.id', 'm.other_profile_id')
    .select([
      'c.id',
      'p.id as other_id',
      'p.name as other_name',
      'c.started_by',
      'c.created_at',
      'm.last_message_at',
      'm.unread_count',
      'm.unread_since',
      'm.last_read_message_id',
      'm.hidden_at',
      'm.mailed_at',
    ])
    .where('m.profile_id', '=', profileId)
    .orderBy('c.id')
    .execute();
  const received = await db
    .selectFrom('messages as msg')
    .innerJoin('conversation_members as m', 'm.conversation_id', 'msg.conversation_id')
    .innerJoin('profiles as p', 'p.id', 'msg.sender_id')
    .select([
      'msg.id',
      'msg.conversation_id',
      'p.id as other_id',
      'p.name as other_name',
      'msg.kind',
      'msg.body',
      'msg.gift_key',
      'msg.chat_photo_id',
      'msg.created_at',
    ])
    .where('m.profile_id', '=', profileId)
    .where('msg.sender_id', '!=', profileId)
    .orderBy('msg.id')
    .execute();
  return {
    conversations: allJsonDates(
      conversations.map(({ id, other_id, other_name, started_by, ...row }) => ({
        id,
        with: { profile_id: other_id, name: other_name },
        started_by_you: started_by === profileId,
        ...row,
      })),
    ),
    messages_sent: allJsonDates(
      await db
        .selectFrom('messages')
        .select(['id', 'conversation_id', 'kind', 'body', 'gift_key', 'chat_photo_id', 'credits', 'created_at'])
        .where('sender_id', '=', profileId)
        .orderBy('id')
        .execute(),
    ),
    messages_received: allJsonDates(
      received.map(({ other_id, other_name, ...row }) => ({
        ...row,
        from: { profile_id: other_id, name: other_name },
      })),
    ),
    chat_photos: allJsonDates(
      await db
        .selectFrom('chat_photos')
        .select(['id', 'filename', 'thumb_filename', 'blur_filename', 'width', 'height', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ),
    // What the site's staff noted about the member while answering for its own profiles.
    staff_notes: allJsonDates(
      await db
        .selectFrom('operator_notes as n')
        .innerJoin('conversation_members as m', 'm.conversation_id', 'n.conversation_id')
        .select(['n.conversation_id', 'n.text', 'n.created_at'])
        .where('m.profile_id', '=', profileId)
        .orderBy('n.id')
        .execute(),
    ),
  };
}
