import { sql } from 'kysely';
import { FREE_MEMBER_CONVERSATION_LIMIT } from '@app/shared';
import type { Queryable, Tx } from '../db/database';
import { notBlockedByViewer } from '../members/visibility';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';

const membership = compiledOnce((db, bind: TBind<{ conversationId: number; profileId: number }>) =>
  db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .leftJoin('conversation_members as om', (join) =>
      join.onRef('om.conversation_id', '=', 'cm.conversation_id').onRef('om.profile_id', '=', 'cm.other_profile_id'),
    )
    .select([
      'cm.conversation_id',
      'cm.other_profile_id',
      'cm.unread_count',
      'cm.last_read_message_id',
      'cm.hidden_at',
      'c.started_by',
      'c.site_id',
      'om.last_read_message_id as other_last_read_message_id',
    ])
    .where('cm.conversation_id', '=', bind('conversationId'))
    .where('cm.profile_id', '=', bind('profileId'))
    .modifyEnd(reusePlan),
);

/** The member's side of a conversation they take part in (with the other side's read receipt), or undefined. */
export async function findMembership(db: Queryable, conversationId: number, profileId: number) {
  const [row] = await membership(db, { conversationId, profileId });
  return row;
}

export function findConversationBetween(db: Queryable, a: number, b: number) {
  return db
    .selectFrom('conversations')
    .select(['id', 'started_by'])
    .where('profile_low', '=', Math.min(a, b))
    .where('profile_high', '=', Math.max(a, b))
    .executeTakeFirst();
}

/** Opens the conversation of two members (or finds the one a parallel request just opened). */
export async function openConversation(tx: Tx, siteId: number, from: number, to: number, now: Date): Promise<number> {
  const inserted = await tx
    .insertInto('conversations')
    .values({
      site_id: siteId,
      profile_low: Math.min(from, to),
      profile_high: Math.max(from, to),
      started_by: from,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['profile_low', 'profile_high']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return (await findConversationBetween(tx, from, to))!.id;
  await tx
    .insertInto('conversation_members')
    .values([
      { conversation_id: inserted.id, profile_id: from, other_profile_id: to },
      { conversation_id: inserted.id, profile_id: to, other_profile_id: from },
    ])
    .execute();
  return inserted.id;
}

/**
 * Conversations a member started, counted no further than the free limit (spec point 1): what the rule
 * needs, so the cost stays the same for a member who started thousands (index conversations_started_by).
 */
export function startedConversationsCount(profileId: number) {
  return sql<number>`(select count(*) from (select 1 from conversations where started_by = ${profileId}
    limit ${FREE_MEMBER_CONVERSATION_LIMIT}) started)`;
}

export async function countStartedConversations(db: Queryable, profileId: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`select ${startedConversationsCount(profileId)} as count`.execute(db);
  return Number(rows[0]!.count);
}

/** Whether the other member has written in this conversation (so the next message is a reply). */
export async function otherHasWritten(db: Queryable, conversationId: number, otherProfileId: number) {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', otherProfileId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Messages with their gift and photo, for the history and for events. */
export function messageRows(db: Queryable) {
  return db
    .selectFrom('messages as m')
    .leftJoin('gifts as g', 'g.key', 'm.gift_key')
    .leftJoin('chat_photos as cp', 'cp.id', 'm.chat_photo_id')
    .select([
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'm.kind',
      'm.body',
      'm.created_at',
      'g.key as gift_key',
      'g.names as gift_names',
      'g.image as gift_image',
      'cp.filename as photo_filename',
      'cp.thumb_filename as photo_thumb_filename',
    ]);
}
export type TMessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

/** Unread messages of a member over all conversations still in their list (the badge and the title). */
function unreadTotalOf(profileId: number) {
  return sql<number>`(select coalesce(sum(unread_count), 0) from conversation_members
    where profile_id = ${profileId} and hidden_at is null
      -- A conversation with a member the viewer blocked left their list: its unread count leaves the badge too.
      and ${notBlockedByViewer(profileId, 'other_profile_id')})`;
}

export async function unreadTotal(db: Queryable, profileId: number): Promise<number> {
  return (await unreadTotals(db, [profileId]))[0]!;
}

/** The unread totals of several members in one query (a message announces both sides'), in their order. */
export async function unreadTotals(db: Queryable, profileIds: number[]): Promise<number[]> {
  // After every message, for both sides: planned once per connection (one text per number of members).
  const { rows } = await sql<{ totals: Array<number | string> }>`select array[${sql.join(
    profileIds.map(unreadTotalOf),
  )}] as totals${reusePlan}`.execute(db);
  return rows[0]!.totals.map(Number);
}
