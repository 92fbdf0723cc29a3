import {
  FREE_CHAT_HISTORY_MESSAGES,
  FREE_MEMBER_CONVERSATION_LIMIT,
  MESSAGES_PAGE_SIZE,
  type TChatsResponse,
  type TMessagesResponse,
} from '@app/shared';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import { toCard } from '../members/cards';
import { blockedEitherWay, profileCards } from '../members/cards.queries';
import type { TSiteRow } from '../sites/sites.queries';
import {
  countStartedConversations,
  findConversationBetween,
  findMembership,
  messageRows,
  unreadTotal,
} from './chat.queries';
import { findRecipient, type TChatter } from './chatter';
import { messageCosts } from './message-costs';
import { toMessage } from './message-view';
import type { TChatDeps } from './send-message';

/** The member's conversations, latest first, with the other member's card and the unread count (spec point 3). */
export async function listChats(deps: TChatDeps, site: TSiteRow, chatter: TChatter): Promise<TChatsResponse> {
  const rows = await deps.db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select(['cm.conversation_id', 'cm.other_profile_id', 'cm.unread_count', 'cm.last_message_at', 'c.last_message_id'])
    .where('cm.profile_id', '=', chatter.profileId)
    .where('cm.hidden_at', 'is', null)
    .where('c.last_message_id', 'is not', null)
    .orderBy('cm.last_message_at', 'desc')
    .limit(200)
    .execute();
  if (rows.length === 0) return { chats: [], unread_total: 0 };
  const now = deps.clock.now();
  const [cards, lastMessages] = await Promise.all([
    profileCards(deps.db, site.id)
      .where(
        'p.id',
        'in',
        rows.map((row) => row.other_profile_id),
      )
      .execute(),
    messageRows(deps.db)
      .where(
        'm.id',
        'in',
        rows.map((row) => row.last_message_id!),
      )
      .execute(),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, toCard(card, now)]));
  const messageById = new Map(lastMessages.map((row) => [row.id, toMessage(row, chatter.language)]));
  const chats = rows.flatMap((row) => {
    const profile = cardById.get(row.other_profile_id);
    if (!profile) return [];
    return [
      {
        conversation: { id: row.conversation_id },
        profile,
        num_unread_messages: row.unread_count,
        last_message: messageById.get(row.last_message_id!) ?? null,
        last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
      },
    ];
  });
  return { chats, unread_total: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/**
 * A page of a conversation's history, newest last, paged back with `before` (keyset) or caught up with
 * `after`. By member id before the first message, when there is no conversation yet. Free members see
 * the latest FREE_CHAT_HISTORY_MESSAGES messages (chat_history_limit beyond).
 */
export async function getMessages(
  deps: TChatDeps,
  site: TSiteRow,
  chatter: TChatter,
  query: {
    conversation?: number | undefined;
    member?: number | undefined;
    before?: number | undefined;
    after?: number | undefined;
  },
): Promise<TMessagesResponse> {
  let conversationId: number | null = null;
  let otherId: number;
  if (query.conversation !== undefined) {
    const membership = await findMembership(deps.db, query.conversation, chatter.profileId);
    if (!membership) throw new AppError('not_found');
    conversationId = membership.conversation_id;
    otherId = membership.other_profile_id;
  } else {
    otherId = query.member!;
    conversationId = (await findConversationBetween(deps.db, chatter.profileId, otherId))?.id ?? null;
  }
  const card = await profileCards(deps.db, site.id).where('p.id', '=', otherId).executeTakeFirst();
  const recipient = await findRecipient(deps.db, site.id, otherId);
  // A member who is gone (or never contacted an invisible member) has no chat to show.
  if (!card || (!recipient && conversationId === null)) throw new AppError('not_found');
  if (recipient && !recipient.searchable && conversationId === null && otherId !== chatter.profileId) {
    const likedMe = await deps.db
      .selectFrom('likes')
      .select('liker_id')
      .where('liker_id', '=', otherId)
      .where('liked_id', '=', chatter.profileId)
      .executeTakeFirst();
    if (!likedMe) throw new AppError('not_found');
  }

  let messages: TMessagesResponse['messages'] = [];
  let hasMore = false;
  let otherRead = 0;
  if (conversationId !== null) {
    if (!chatter.paidUser && query.before !== undefined) {
      const newer = await deps.db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('conversation_id', '=', conversationId)
        .where('id', '>=', query.before)
        .executeTakeFirstOrThrow();
      if (Number(newer.count) >= FREE_CHAT_HISTORY_MESSAGES)
        throw new AppError('chat_history_limit', { limit: FREE_CHAT_HISTORY_MESSAGES });
    }
    let page = messageRows(deps.db).where('m.conversation_id', '=', conversationId);
    if (query.after !== undefined)
      page = page
        .where('m.id', '>', query.after)
        .orderBy('m.id', 'asc')
        .limit(MESSAGES_PAGE_SIZE * 4);
    else {
      if (query.before !== undefined) page = page.where('m.id', '<', query.before);
      page = page.orderBy('m.id', 'desc').limit(MESSAGES_PAGE_SIZE + 1);
    }
    const rows = await page.execute();
    if (query.after === undefined) {
      hasMore = rows.length > MESSAGES_PAGE_SIZE;
      rows.splice(MESSAGES_PAGE_SIZE);
      rows.reverse();
    }
    messages = rows.map((row) => toMessage(row, chatter.language));
    const other = await deps.db
      .selectFrom('conversation_members')
      .select('last_read_message_id')
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', otherId)
      .executeTakeFirst();
    otherRead = other?.last_read_message_id ?? 0;
  }

  const started = chatter.paidUser ? null : await countStartedConversations(deps.db, chatter.profileId);
  return {
    conversation: conversationId === null ? null : { id: conversationId },
    profile: {
      ...toCard(card, deps.clock.now()),
      blocked: await blockedEitherWay(deps.db, chatter.profileId, otherId),
      blocked_by_me: Boolean(
        await deps.db
          .selectFrom('blocks')
          .select('blocker_id')
          .where('blocker_id', '=', chatter.profileId)
          .where('blocked_id', '=', otherId)
          .executeTakeFirst(),
      ),
    },
    messages,
    has_more: hasMore,
    other_last_read_message_id: otherRead,
    costs: messageCosts(site, card.country),
    free_conversations_left: started === null ? null : Math.max(0, FREE_MEMBER_CONVERSATION_LIMIT - started),
  };
}

/** Opening a chat reads it: unread count to zero, and the other member's tabs show the read receipt. */
export async function markRead(deps: TChatDeps, chatter: TChatter, conversationId: number): Promise<void> {
  await inTransaction(deps.db, async ({ tx, onCommit }) => {
    const membership = await findMembership(tx, conversationId, chatter.profileId);
    if (!membership) throw new AppError('not_found');
    const latest = await tx
      .selectFrom('messages')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('conversation_id', '=', conversationId)
      .executeTakeFirst();
    const lastRead = Math.max(Number(latest?.id ?? 0), membership.last_read_message_id);
    await tx
      .updateTable('conversation_members')
      .set({ unread_count: 0, unread_since: null, last_read_message_id: lastRead })
      .where('conversation_id', '=', conversationId)
      .where('profile_id', '=', chatter.profileId)
      .execute();
    const other = await tx
      .selectFrom('profiles')
      .select('user_id')
      .where('id', '=', membership.other_profile_id)
      .executeTakeFirst();
    onCommit(async () => {
      const event = {
        type: 'read' as const,
        conversation_id: conversationId,
        reader_id: chatter.profileId,
        last_read_message_id: lastRead,
      };
      await deps.events.publish(chatter.userId, {
        ...event,
        unread_total: await unreadTotal(deps.db, chatter.profileId),
      });
      if (other) await deps.events.publish(other.user_id, event);
    });
  });
}

/** Removes a conversation from the member's list; a new message brings it back (spec point 4). */
export async function removeChat(deps: TChatDeps, chatter: TChatter, conversationId: number): Promise<void> {
  const updated = await deps.db
    .updateTable('conversation_members')
    .set({ hidden_at: deps.clock.now(), unread_count: 0, unread_since: null })
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', chatter.profileId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('not_found');
  await deps.events.publish(chatter.userId, { type: 'chat_removed', conversation_id: conversationId });
}
