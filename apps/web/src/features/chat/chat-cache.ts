import type { TChatsResponse, TMessage, TMessagesResponse } from '@app/shared';

/**
 * Pure updates of the cached chat data: pages of a conversation merged by message id, and the chats
 * list following messages, reads and removals. The realtime events and the sends both use them.
 */

/** Both lists as one, oldest first, each message once (a socket echo and an answer may bring the same one). */
export function mergeMessages(current: readonly TMessage[], incoming: readonly TMessage[]): TMessage[] {
  if (incoming.length === 0) return [...current];
  const byId = new Map<number, TMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest id the cache holds: where a catch-up (`after=`) starts. */
export function lastMessageId(data: TMessagesResponse | undefined): number | undefined {
  return data?.messages.at(-1)?.id;
}

/** A catch-up page (`after=`) on top of what is cached: fresh facts, all messages, older pages kept. */
export function mergeCatchUp(cached: TMessagesResponse, fresh: TMessagesResponse): TMessagesResponse {
  return {
    ...fresh,
    messages: mergeMessages(cached.messages, fresh.messages),
    has_more: cached.has_more,
    other_last_read_message_id: Math.max(cached.other_last_read_message_id, fresh.other_last_read_message_id),
  };
}

/** An older page (`before=`) in front of what is cached. */
export function mergeOlderPage(cached: TMessagesResponse, older: TMessagesResponse): TMessagesResponse {
  return { ...cached, messages: mergeMessages(older.messages, cached.messages), has_more: older.has_more };
}

/** One new message in a conversation; the conversation exists from then on. */
export function addMessage(cached: TMessagesResponse, message: TMessage): TMessagesResponse {
  return {
    ...cached,
    conversation: cached.conversation ?? { id: message.conversation_id },
    messages: mergeMessages(cached.messages, [message]),
  };
}

/** Whether a cached conversation is the one a message belongs to; before the first message, by the other member. */
export function isConversationOf(
  cached: TMessagesResponse,
  conversationId: number,
  otherProfileId: number | null,
): boolean {
  if (cached.conversation) return cached.conversation.id === conversationId;
  return otherProfileId !== null && cached.profile.id === otherProfileId;
}

/** The other member read up to `messageId`: receipts only move forward. */
export function setOtherRead(cached: TMessagesResponse, messageId: number): TMessagesResponse {
  if (messageId <= cached.other_last_read_message_id) return cached;
  return { ...cached, other_last_read_message_id: messageId };
}

/**
 * A message in the chats list: the conversation moves to the top with it as its preview. A message from
 * the other member counts as unread unless the member reads that conversation right now; writing one
 * reads the conversation (as on the server). `unreadTotal` is the server's total after the message,
 * when known. Answers null when the conversation is not in the list: only the server has its card.
 */
export function applyMessageToChats(
  chats: TChatsResponse,
  message: TMessage,
  options: { ownProfileId: number | null; unreadTotal?: number; readNow: boolean },
): TChatsResponse | null {
  const entry = chats.chats.find((chat) => chat.conversation.id === message.conversation_id);
  if (!entry) return null;
  const incoming = message.sender_id !== options.ownProfileId;
  const alreadyShown = entry.last_message !== null && entry.last_message.id >= message.id;
  const unreadWithIt = entry.num_unread_messages + (incoming && !alreadyShown ? 1 : 0);
  const unread = !incoming || options.readNow ? 0 : unreadWithIt;
  let total: number;
  if (options.unreadTotal === undefined) total = chats.unread_total - entry.num_unread_messages + unread;
  // The server counted the message; reading it at once takes the conversation's messages off again.
  else total = incoming && options.readNow ? options.unreadTotal - unreadWithIt : options.unreadTotal;
  const updated = {
    ...entry,
    num_unread_messages: unread,
    ...(!alreadyShown && { last_message: message, last_message_at: message.created_at }),
  };
  const list = alreadyShown
    ? chats.chats.map((chat) => (chat === entry ? updated : chat))
    : [updated, ...chats.chats.filter((chat) => chat !== entry)];
  return { chats: list, unread_total: Math.max(0, total) };
}

/** A conversation read: its unread count to zero, the total down by as much (or the server's total). */
export function markChatRead(chats: TChatsResponse, conversationId: number, unreadTotal?: number): TChatsResponse {
  const entry = chats.chats.find((chat) => chat.conversation.id === conversationId);
  const fallbackTotal = Math.max(0, chats.unread_total - (entry?.num_unread_messages ?? 0));
  return {
    chats: chats.chats.map((chat) =>
      chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat,
    ),
    unread_total: unreadTotal ?? fallbackTotal,
  };
}

/** A conversation removed from the list, with its unread messages. */
export function removeChatEntry(chats: TChatsResponse, conversationId: number): TChatsResponse {
  const entry = chats.chats.find((chat) => chat.conversation.id === conversationId);
  if (!entry) return chats;
  return {
    chats: chats.chats.filter((chat) => chat !== entry),
    unread_total: Math.max(0, chats.unread_total - entry.num_unread_messages),
  };
}
