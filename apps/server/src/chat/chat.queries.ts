import { sql } from 'kysely';
import type { Queryable, Tx } from '../db/database';
import { notBlockedByViewer } from '../members/visibility';

/** The member's side of a conversation they take part in, or undefined. */
export function findMembership(db: Queryable, conversationId: number, profileId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select([
      'cm.conversation_id',
      'cm.other_profile_id',
      'cm.unread_count',
      'cm.last_read_message_id',
      'cm.hidden_at',
      'c.started_by',
      'c.site_id',
    ])
    .where('cm.conversation_id', '=', conversationId)
    .where('cm.profile_id', '=', profileId)
    .executeTakeFirst();
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

/** Conversations a member started: free members may start only a few (spec point 1). */
export async function countStartedConversations(db: Queryable, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('started_by', '=', profileId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
export async function unreadTotal(db: Queryable, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_members')
    .select(sql<number>`coalesce(sum(unread_count), 0)`.as('total'))
    .where('profile_id', '=', profileId)
    .where('hidden_at', 'is', null)
    // A conversation with a member the viewer blocked left their list: its unread count leaves the badge too.
    .where(notBlockedByViewer(profileId, 'other_profile_id'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A new message moves the conversation up on both sides. Writing reads it for the sender (nobody answers
 * without seeing what came before); the recipient has one more unread, counted from the first one.
 */
export async function recordDelivery(
  tx: Tx,
  delivery: {
    conversationId: number;
    messageId: number;
    senderProfileId: number;
    recipientProfileId: number;
    now: Date;
  },
): Promise<void> {
  const { conversationId, messageId, now } = delivery;
  await tx
    .updateTable('conversations')
    .set({ last_message_id: messageId, last_message_at: now })
    .where('id', '=', conversationId)
    .execute();
  await tx
    .updateTable('conversation_members')
    .set({
      last_message_at: now,
      hidden_at: null,
      last_read_message_id: messageId,
      unread_count: 0,
      unread_since: null,
    })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', delivery.senderProfileId)
    .execute();
  await tx
    .updateTable('conversation_members')
    .set((eb) => ({
      last_message_at: now,
      hidden_at: null,
      unread_count: eb('unread_count', '+', 1),
      unread_since: eb.fn.coalesce('unread_since', eb.val(now)),
    }))
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', delivery.recipientProfileId)
    .execute();
}
