import {
  FREE_CHAT_HISTORY_MESSAGES,
  FREE_MEMBER_CONVERSATION_LIMIT,
  MESSAGES_PAGE_SIZE,
  type TChatsResponse,
  type TMessagesResponse,
} from '@app/shared';
import type { TLoggedInMember } from '../auth/logged-in-member';
import type { Queryable } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../lib/errors';
import {
  canSeeInConversation,
  notBlockedByViewer,
  shownInConversation,
  sightRows,
  sightsOfRows,
  sightWithBlocksOf,
} from '../members/visibility';
import { currencyFor, listPackages, valueOfCredits } from '../payments/packages.service';
import type { TSiteRow } from '../sites/sites.queries';
import {
  countStartedConversations,
  findConversationBetween,
  findMembership,
  messageRows,
  unreadTotal,
} from './chat.queries';
import { toChatPartner, visibleCards } from './chat-partner';
import { findRecipient, type TChatter } from './chatter';
import { readableMessages } from './history-window';
import { freeChatLimitReachedWith } from './free-chat-limit';
import { messageCosts } from './message-costs';
import { toMessage } from './message-view';
import type { TChatDeps } from './send-message';
import { reusePlan } from '../db/reuse-plan';
import { compiledOnce, type TBind } from '../db/compiled-once';

/** The member's conversations in their list, latest first (at most 200). */
function chatList(db: Queryable, profileId: number) {
  return db
    .selectFrom('conversation_members as cm')
    .innerJoin('conversations as c', 'c.id', 'cm.conversation_id')
    .select(['cm.conversation_id', 'cm.other_profile_id', 'cm.unread_count', 'cm.last_message_at', 'c.last_message_id'])
    .where('cm.profile_id', '=', profileId)
    .where('cm.hidden_at', 'is', null)
    .where('c.last_message_id', 'is not', null)
    .where(notBlockedByViewer(profileId, 'cm.other_profile_id'))
    .orderBy('cm.last_message_at', 'desc')
    .limit(200);
}

// The list, its partners' sights and its last messages go to the database together: the sights and the messages
// name the list by a subquery instead of by its rows. Each is one plan for every member: the walk of
// conversation_members_list (profile_id, last_message_at desc), then lookups by primary key.
const chatListStatement = compiledOnce((db, bind: TBind<{ profileId: number }>) =>
  chatList(db, bind('profileId')).modifyEnd(reusePlan),
);
const partnerSightsStatement = compiledOnce((db, bind: TBind<{ profileId: number }>) =>
  sightRows(db, bind('profileId'))
    .where('p.id', 'in', () => chatList(db, bind('profileId')).clearSelect().select('cm.other_profile_id'))
    .modifyEnd(reusePlan),
);
const lastMessagesStatement = compiledOnce((db, bind: TBind<{ profileId: number }>) =>
  messageRows(db)
    .where('m.id', 'in', () => chatList(db, bind('profileId')).clearSelect().select('c.last_message_id'))
    .modifyEnd(reusePlan),
);

/** The member's conversations, latest first, with the other member's card and the unread count (spec point 3). */
export async function listChats(deps: TChatDeps, site: TSiteRow, chatter: TChatter): Promise<TChatsResponse> {
  const profileId = chatter.profileId;
  const [rows, sightRowsFound, lastMessages] = await Promise.all([
    chatListStatement(deps.db, { profileId }),
    partnerSightsStatement(deps.db, { profileId }),
    lastMessagesStatement(deps.db, { profileId }),
  ]);
  if (rows.length === 0) return { chats: [], unread_total: 0 };
  const now = deps.clock.now();
  const sights = new Map([...sightsOfRows(sightRowsFound)].map(([id, { sight }]) => [id, sight]));
  const cards = await visibleCards(deps.db, site.id, sights);
  // By conversation, not by the list's message id: a message sent while the three were read shows as the preview
  // the messages' read saw. (A conversation opened in that moment may come without its sight, and then waits for
  // the next read, or without its preview, as `last_message` null allows.)
  const lastByConversation = new Map(
    lastMessages.map((row) => [row.conversation_id, toMessage(row, chatter.language)]),
  );
  const chats = rows.flatMap((row) => {
    const sight = sights.get(row.other_profile_id);
    // The blocker is rid of the conversation; the blocked member keeps it with an anonymous partner.
    if (!sight || sight === 'blocked_by_viewer') return [];
    return [
      {
        conversation: { id: row.conversation_id },
        profile: toChatPartner(row.other_profile_id, sight, cards.get(row.other_profile_id), now),
        num_unread_messages: row.unread_count,
        last_message: lastByConversation.get(row.conversation_id) ?? null,
        last_message_at: row.last_message_at ? new Date(row.last_message_at).toISOString() : null,
      },
    ];
  });
  return { chats, unread_total: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

/**
 * A page of a conversation's history, newest last, paged back with `before` (keyset) or caught up with
 * `after`. By member id before the first message, when there is no conversation yet. Free members see
 * the latest FREE_CHAT_HISTORY_MESSAGES messages whatever they ask for (history-window.ts).
 */
export async function getMessages(
  deps: TChatDeps,
  site: TSiteRow,
  chatter: TChatter & Pick<TLoggedInMember, 'country'>,
  query: {
    conversation?: number | undefined;
    member?: number | undefined;
    before?: number | undefined;
    after?: number | undefined;
  },
): Promise<TMessagesResponse> {
  // Statements that do not wait on each other's answers go to the database together (decision 030): each step
  // below is one round trip's wait. What the member's own state gives (free conversations, the site's packages
  // in their currency) goes with the first.
  const currency = currencyFor(site, chatter.country);
  const startedRead = chatter.paidUser ? null : countStartedConversations(deps.db, chatter.profileId);
  const packagesRead = listPackages(deps.db, site, currency);
  // Nothing is left unheard if an earlier step refuses the call.
  startedRead?.catch(() => undefined);
  packagesRead.catch(() => undefined);

  let conversationId: number | null = null;
  let otherId: number;
  /** The other member's read receipt, when the membership row brought it. */
  let otherLastRead: number | null | undefined;
  if (query.conversation !== undefined) {
    const membership = await findMembership(deps.db, query.conversation, chatter.profileId);
    if (!membership) throw new AppError('not_found');
    conversationId = membership.conversation_id;
    otherId = membership.other_profile_id;
    otherLastRead = membership.other_last_read_message_id;
  } else {
    otherId = query.member!;
    conversationId = (await findConversationBetween(deps.db, chatter.profileId, otherId))?.id ?? null;
  }
  const windowRead = conversationId === null ? null : readableMessages(deps.db, chatter, conversationId);
  windowRead?.catch(() => undefined);
  const seen = await sightWithBlocksOf(deps.db, chatter.profileId, otherId);
  if (!seen) throw new AppError('not_found');
  const { sight } = seen;
  if (conversationId === null) {
    // Before the first message there is nothing to keep: only a member the viewer may meet opens, or the
    // one they blocked (to unblock). A blocker, a deleted or banned member answers like no member at all.
    if (sight !== 'visible' && sight !== 'blocked_by_viewer') throw new AppError('not_found');
    const recipient = await findRecipient(deps.db, site.id, otherId);
    if (!recipient) throw new AppError('not_found');
    if (!recipient.searchable && otherId !== chatter.profileId) {
      const likedMe = await deps.db
        .selectFrom('likes')
        .select('liker_id')
        .where('liker_id', '=', otherId)
        .where('liked_id', '=', chatter.profileId)
        .executeTakeFirst();
      if (!likedMe) throw new AppError('not_found');
    }
  }
  const cardRead = visibleCards(deps.db, site.id, new Map([[otherId, sight]]));
  cardRead.catch(() => undefined);

  let messages: TMessagesResponse['messages'] = [];
  let hasMore = false;
  let otherRead = 0;
  if (windowRead !== null && conversationId !== null) {
    const { rows: readable, window } = await windowRead;
    let page = readable;
    if (query.after !== undefined)
      page = page
        .where('m.id', '>', query.after)
        .orderBy('m.id', 'asc')
        .limit(MESSAGES_PAGE_SIZE * 4);
    else {
      if (query.before !== undefined) page = page.where('m.id', '<', query.before);
      page = page.orderBy('m.id', 'desc').limit(MESSAGES_PAGE_SIZE + 1);
    }
    const otherLastReadRead =
      otherLastRead === undefined
        ? deps.db
            .selectFrom('conversation_members')
            .select('last_read_message_id')
            .where('conversation_id', '=', conversationId)
            .where('profile_id', '=', otherId)
            .executeTakeFirst()
        : undefined;
    otherLastReadRead?.catch(() => undefined);
    const rows = await page.execute();
    if (query.after === undefined) {
      // Paging back past the start of the window: the member learns why nothing older comes.
      if (query.before !== undefined && rows.length === 0 && window.newestHiddenId !== null)
        throw new AppError('chat_history_limit', { limit: FREE_CHAT_HISTORY_MESSAGES });
      // Older messages beyond the window count as more: asking for them answers chat_history_limit.
      hasMore = rows.length > MESSAGES_PAGE_SIZE || window.newestHiddenId !== null;
      rows.splice(MESSAGES_PAGE_SIZE);
      rows.reverse();
    }
    messages = rows.map((row) => toMessage(row, chatter.language));
    if (otherLastReadRead) otherLastRead = (await otherLastReadRead)?.last_read_message_id;
    // Read receipts tell when someone was here: only from a member the viewer may see.
    otherRead = shownInConversation(sight) ? (otherLastRead ?? 0) : 0;
  }

  const card = (await cardRead).get(otherId);
  const started = startedRead === null ? null : await startedRead;
  // Without a visible card the viewer cannot write anyway: the site's own prices, nothing of where they live.
  const costs = messageCosts(site, card?.country ?? '');
  return {
    conversation: conversationId === null ? null : { id: conversationId },
    profile: {
      ...toChatPartner(otherId, sight, card, deps.clock.now()),
      blocked: seen.blockedByViewer || seen.blockedViewer,
      blocked_by_me: seen.blockedByViewer,
    },
    messages,
    has_more: hasMore,
    other_last_read_message_id: otherRead,
    costs: { ...costs, text_value: valueOfCredits(await packagesRead, currency, costs.text) },
    free_conversations_left: started === null ? null : Math.max(0, FREE_MEMBER_CONVERSATION_LIMIT - started),
    free_chat_limit_reached: freeChatLimitReachedWith(chatter, conversationId, started),
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
    // A receipt says the reader was here just now: presence, which only a member who may see them gets.
    const other = (await canSeeInConversation(tx, membership.other_profile_id, chatter.profileId))
      ? await tx
          .selectFrom('profiles')
          .select('user_id')
          .where('id', '=', membership.other_profile_id)
          .executeTakeFirst()
      : undefined;
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
