import { sql } from 'kysely';
import { reusePlan } from '../db/reuse-plan';
import type { TSendMessageBody } from '@app/shared';
import type { Queryable } from '../db/database';
import { noBlockBetween } from '../members/visibility';
import type { TSiteRow } from '../sites/sites.queries';
import { startedConversationsCount, type TMessageRow } from './chat.queries';
import { recipientQuery, type TChatter } from './chatter';

/** Everything the rules of a send look at, read in one query (decision 029). */
export interface TSendFacts {
  /** A message this sender already sent with this Idempotency-Key: the send is a retry. */
  replay_id: number | null;
  /** Null when the conversation named is not the sender's. */
  other_id: number | null;
  conversation_id: number | null;
  /** A fresh id from the conversations' sequence when there is no conversation yet (the send may open it). */
  new_conversation_id: number | null;
  /** The recipient (chatter.ts recipientQuery); null when nobody may be written to there. */
  recipient_id: number | null;
  recipient_user_id: number | null;
  recipient_country: string | null;
  recipient_searchable: boolean | null;
  recipient_fictional: boolean | null;
  recipient_language: string | null;
  blocked: boolean | null;
  liked_me: boolean;
  /** Whether the recipient wrote in this conversation (asked only for a sender who has not confirmed). */
  other_has_written: boolean;
  /** Conversations the sender started, up to the free limit (asked only for a free member opening one). */
  started: number | null;
  gift_key: string | null;
  gift_credits: number | null;
  gift_names: TMessageRow['gift_names'];
  gift_image: string | null;
  photo_id: number | null;
  photo_filename: string | null;
  photo_thumb_filename: string | null;
}

/**
 * One query for what used to take up to ten: the retry, the conversation, the recipient, blocks, the
 * like that lets an invisible member be written to, whether the other member wrote, the free limit's
 * count, the gift and the photo. Each part is an index lookup bounded by the two members, never by the
 * size of the site. The rules themselves stay in send-message.ts.
 */
export async function readSendFacts(
  db: Queryable,
  site: TSiteRow,
  sender: TChatter,
  body: TSendMessageBody,
  idempotencyKey: string,
): Promise<TSendFacts> {
  const me = sender.profileId;
  const target =
    body.conversation !== undefined
      ? sql`(select cm.conversation_id, cm.other_profile_id as other_id from conversation_members cm
          where cm.conversation_id = ${body.conversation}::int and cm.profile_id = ${me}::int)`
      : sql`(select (select c.id from conversations c where c.profile_low = ${Math.min(me, body.to!)}::int
            and c.profile_high = ${Math.max(me, body.to!)}::int) as conversation_id, ${body.to!}::int as other_id)`;
  const recipient = recipientQuery(db, site.id, sql<number>`t.other_id`);
  const { rows } = await sql<TSendFacts>`
    select k.replay_id, t.other_id, t.conversation_id,
      case when t.other_id is not null and t.conversation_id is null
        then nextval('conversations_id_seq')::int end as new_conversation_id,
      r.id as recipient_id, r.user_id as recipient_user_id, r.country as recipient_country,
      r.searchable as recipient_searchable, r.fictional as recipient_fictional, r.language as recipient_language,
      not ${noBlockBetween(me, 't.other_id')} as blocked,
      exists (select 1 from likes l where l.liker_id = t.other_id and l.liked_id = ${me}::int) as liked_me,
      case when ${sender.confirmed}::boolean or t.conversation_id is null then false
        else exists (select 1 from messages w where w.conversation_id = t.conversation_id
          and w.sender_id = t.other_id) end as other_has_written,
      case when ${sender.paidUser}::boolean or t.conversation_id is not null then null
        else ${startedConversationsCount(me)} end as started,
      g.key as gift_key, g.credits as gift_credits, g.names as gift_names, g.image as gift_image,
      ph.id as photo_id, ph.filename as photo_filename, ph.thumb_filename as photo_thumb_filename
    from (select (select id from messages where sender_id = ${me}::int and idempotency_key = ${idempotencyKey}::text)
        as replay_id) k
      left join lateral ${target} t on true
      left join lateral ${recipient} r on true
      left join lateral (select key, credits, names, image from gifts
        where key = ${body.kind === 'gift' ? (body.gift ?? null) : null}::text and active) g on true
      left join lateral (select id, filename, thumb_filename from chat_photos
        where id = ${body.kind === 'photo' ? (body.photo ?? null) : null}::int and user_id = ${sender.userId}::int) ph
        on true${reusePlan}`.execute(db);
  return rows[0]!;
}
