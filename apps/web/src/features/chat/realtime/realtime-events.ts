import type { QueryClient } from '@tanstack/react-query';
import type { TMessagesResponse, TRealtimeEvent } from '@app/shared';
import { queryKeys } from '../../../lib/query-keys';
import { setOtherRead } from '../chat-cache';
import {
  addMessageToChats,
  addMessageToConversations,
  removeCachedChat,
  setCachedCredits,
  setCachedUnreadRead,
} from '../chat.queries';
import { dispatchOutbox, outboxStore, pendingEchoOf } from '../outbox';
import { clearTyping, showTyping } from '../typing';

export interface TRealtimeContext {
  /** The logged-in member's profile id. */
  ownProfileId: number | null;
  /** Whether the member is looking at this conversation now (then its messages are read at once). */
  isReadingNow(conversationId: number): boolean;
  /** Another member liked back: "It's a match". */
  onMatch(profileId: number): void;
  /** The conversation on screen, if any: a catch-up reloads what it missed. */
  openConversationId(): number | null;
}

/** What a realtime event changes in the caches (and on screen: typing, match modal). */
export function applyRealtimeEvent(queryClient: QueryClient, event: TRealtimeEvent, context: TRealtimeContext): void {
  switch (event.type) {
    case 'message': {
      const { message } = event;
      const incoming = message.sender_id !== context.ownProfileId;
      // The member's own message may be the echo of one this tab is still sending, maybe the first to a member.
      const echo = incoming ? null : pendingEchoOf(outboxStore.get(), message, event.client_key);
      const toMember = echo?.target.startsWith('m:') ? Number(echo.target.slice(2)) : null;
      if (incoming) clearTyping(message.conversation_id);
      addMessageToConversations(queryClient, message, incoming ? message.sender_id : toMember);
      addMessageToChats(queryClient, message, {
        ownProfileId: context.ownProfileId,
        unreadTotal: event.unread_total,
        readNow: incoming && context.isReadingNow(message.conversation_id),
      });
      // It is sent: no longer shown as pending (the send's own answer then changes nothing).
      if (echo) dispatchOutbox({ type: 'sent', key: echo.key });
      return;
    }
    case 'read':
      if (event.reader_id === context.ownProfileId) {
        setCachedUnreadRead(queryClient, event.conversation_id, event.unread_total);
        return;
      }
      for (const [key, data] of queryClient.getQueriesData<TMessagesResponse>({
        queryKey: queryKeys.allConversations,
      })) {
        if (data?.conversation?.id === event.conversation_id)
          queryClient.setQueryData(key, setOtherRead(data, event.last_read_message_id));
      }
      return;
    case 'typing':
      showTyping(event.conversation_id);
      return;
    case 'like':
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes });
      void queryClient.invalidateQueries({ queryKey: queryKeys.member(event.profile_id) });
      if (event.match) context.onMatch(event.profile_id);
      return;
    case 'credits':
      setCachedCredits(queryClient, event.credits);
      return;
    case 'chat_removed':
      removeCachedChat(queryClient, event.conversation_id);
      return;
    case 'pong':
      return;
    case 'resync':
      catchUp(queryClient, context.openConversationId());
      return;
  }
}

/** After a lost connection: the list again, and what the open conversation missed (`after=` its newest message). */
export function catchUp(queryClient: QueryClient, openConversationId: number | null): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats });
  if (openConversationId !== null)
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversation('conversation', openConversationId) });
}
