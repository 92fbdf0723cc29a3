import type { TChatEntry, TChatsResponse, TMemberCard, TMessage, TMessagesResponse } from '@app/shared';

/** Builders for the chat's unit tests. */
export const card = (id: number, name = `M${id}`): TMemberCard => ({
  id,
  name,
  age: 30,
  city: 'Utrecht',
  country: 'NL',
  main_image: null,
  fictional: false,
  online_recently: false,
  verified: false,
});

export function message(id: number, fields: Partial<TMessage> = {}): TMessage {
  return {
    id,
    conversation_id: 7,
    sender_id: 2,
    kind: 'text',
    body: `message ${id}`,
    gift: null,
    photo: null,
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 0, id)).toISOString(),
    ...fields,
  };
}

export function conversation(fields: Partial<TMessagesResponse> = {}): TMessagesResponse {
  return {
    conversation: { id: 7 },
    profile: { ...card(2, 'Anna'), availability: 'available', blocked: false, blocked_by_me: false },
    messages: [],
    has_more: false,
    other_last_read_message_id: 0,
    costs: { text: 1, gift: 3, photo: 2, currency: 'EUR', text_value: { cents: 50, currency: 'EUR' } },
    free_conversations_left: null,
    free_chat_limit_reached: false,
    ...fields,
  };
}

export function chat(conversationId: number, fields: Partial<TChatEntry> = {}): TChatEntry {
  return {
    conversation: { id: conversationId },
    profile: { ...card(conversationId * 10), availability: 'available' },
    num_unread_messages: 0,
    last_message: null,
    last_message_at: null,
    ...fields,
  };
}

export function chats(entries: TChatEntry[]): TChatsResponse {
  return { chats: entries, unread_total: entries.reduce((sum, entry) => sum + entry.num_unread_messages, 0) };
}
