import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MESSAGES_PAGE_SIZE,
  type TChatsResponse,
  type TGift,
  type TMessage,
  type TMessagesResponse,
  type TUser,
} from '@app/shared';
import { api } from '../../lib/api-client';
import { CACHE_TIMES, queryKeys } from '../../lib/query-keys';
import { useUser } from '../auth/auth.queries';
import {
  addMessage,
  applyMessageToChats,
  isConversationOf,
  lastMessageId,
  markChatRead,
  mergeCatchUp,
  mergeOlderPage,
  removeChatEntry,
} from './chat-cache';
import type { TChatPhoto } from './outbox';

/** The most messages one catch-up (`after=`) answers; a full answer may leave a gap, so the newest page is loaded instead. */
const CATCH_UP_LIMIT = MESSAGES_PAGE_SIZE * 4;

export type TConversationBy = 'conversation' | 'member';

/** The member's conversations and unread total (spec point 7); refreshed by the socket and the polling. */
export function useChats() {
  const user = useUser();
  return useQuery({
    queryKey: queryKeys.chats,
    queryFn: ({ signal }) => api<TChatsResponse>('/api/chats.php', { signal }),
    staleTime: CACHE_TIMES.list,
    enabled: Boolean(user),
  });
}

/** Unread messages over all conversations: the navigation badge, the title and the app badge. */
export function useUnreadTotal(): number {
  return useChats().data?.unread_total ?? 0;
}

/**
 * The cached conversation brought up to date: only what came after its newest message (`after=`), so
 * older pages stay loaded; the newest page when nothing is cached or too much happened meanwhile.
 */
async function fetchConversation(
  queryClient: QueryClient,
  by: TConversationBy,
  id: number,
  signal: AbortSignal,
): Promise<TMessagesResponse> {
  const cached = queryClient.getQueryData<TMessagesResponse>(queryKeys.conversation(by, id));
  const after = lastMessageId(cached);
  if (cached?.conversation && after !== undefined) {
    const fresh = await api<TMessagesResponse>('/api/messages.php', {
      query: { conversation: cached.conversation.id, after },
      signal,
    });
    if (fresh.messages.length < CATCH_UP_LIMIT) return mergeCatchUp(cached, fresh);
  }
  return api<TMessagesResponse>('/api/messages.php', { query: { [by]: id }, signal });
}

/** A conversation by its id, or by the other member before there is one. */
export function useConversation(by: TConversationBy, id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.conversation(by, id),
    queryFn: ({ signal }) => fetchConversation(queryClient, by, id, signal),
    staleTime: CACHE_TIMES.list,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The page before the oldest cached message (keyset), put in front of it. */
export async function loadOlderMessages(queryClient: QueryClient, by: TConversationBy, id: number): Promise<void> {
  const key = queryKeys.conversation(by, id);
  const cached = queryClient.getQueryData<TMessagesResponse>(key);
  const before = cached?.messages[0]?.id;
  if (!cached?.conversation || before === undefined) return;
  const older = await api<TMessagesResponse>('/api/messages.php', {
    query: { conversation: cached.conversation.id, before },
  });
  queryClient.setQueryData<TMessagesResponse>(key, (current) => current && mergeOlderPage(current, older));
}

/** Every cached copy of a conversation (by id and by member) gets the message. */
export function addMessageToConversations(queryClient: QueryClient, message: TMessage, otherProfileId: number | null) {
  for (const [key, data] of queryClient.getQueriesData<TMessagesResponse>({ queryKey: queryKeys.allConversations })) {
    if (data && isConversationOf(data, message.conversation_id, otherProfileId))
      queryClient.setQueryData<TMessagesResponse>(key, addMessage(data, message));
  }
}

/** The chats list follows a message; one it does not hold yet is fetched again (only the server has its card). */
export function addMessageToChats(
  queryClient: QueryClient,
  message: TMessage,
  options: { ownProfileId: number | null; unreadTotal?: number; readNow: boolean },
) {
  const chats = queryClient.getQueryData<TChatsResponse>(queryKeys.chats);
  const updated = chats && applyMessageToChats(chats, message, options);
  if (updated) {
    queryClient.setQueryData(queryKeys.chats, updated);
    return;
  }
  if (chats && options.unreadTotal !== undefined)
    queryClient.setQueryData<TChatsResponse>(queryKeys.chats, { ...chats, unread_total: options.unreadTotal });
  void queryClient.invalidateQueries({ queryKey: queryKeys.chats });
}

export function setCachedUnreadRead(queryClient: QueryClient, conversationId: number, unreadTotal?: number) {
  queryClient.setQueryData<TChatsResponse>(
    queryKeys.chats,
    (chats) => chats && markChatRead(chats, conversationId, unreadTotal),
  );
}

/** Opening a conversation reads it (spec point 4): at once in the caches, then on the server. */
export function markConversationRead(queryClient: QueryClient, conversationId: number): Promise<unknown> {
  setCachedUnreadRead(queryClient, conversationId);
  return api('/api/chat-read.php', { method: 'POST', body: { conversation: conversationId } }).catch(() => undefined);
}

/** The member's balance after paying, or as another tab's payment left it. */
export function setCachedCredits(queryClient: QueryClient, credits: number) {
  queryClient.setQueryData<TUser | null>(queryKeys.user, (user) => (user ? { ...user, credits } : user));
}

export function removeCachedChat(queryClient: QueryClient, conversationId: number) {
  queryClient.setQueryData<TChatsResponse>(queryKeys.chats, (chats) => chats && removeChatEntry(chats, conversationId));
}

/**
 * Removes a conversation from the list at once; when the server refuses, the page shows the error
 * and the list is loaded again (spec points 4 and 8).
 */
export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      api('/api/chat.php', { method: 'DELETE', body: { conversation: conversationId } }),
    onMutate: async (conversationId) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.chats });
      removeCachedChat(queryClient, conversationId);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.chats }),
  });
}

/** The gift catalogue in the member's language. */
export function useGifts(language: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.gifts(language),
    queryFn: ({ signal }) => api<{ gifts: TGift[] }>('/api/gifts.php', { signal }).then((body) => body.gifts),
    staleTime: CACHE_TIMES.static,
    enabled,
  });
}

/** Uploads a photo to send in a chat (multipart field `photo`). */
export function uploadChatPhoto(file: File): Promise<TChatPhoto> {
  const form = new FormData();
  form.append('photo', file);
  return api<{ photo: TChatPhoto }>('/api/chat-photos.php', { method: 'POST', body: form }).then((body) => body.photo);
}
