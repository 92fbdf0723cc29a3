import { describe, expect, it } from 'vitest';
import {
  addMessage,
  applyMessageToChats,
  isConversationOf,
  markChatRead,
  mergeCatchUp,
  mergeMessages,
  mergeOlderPage,
  removeChatEntry,
  setOtherRead,
} from './chat-cache';
import { card, chat, chats, conversation, message } from './test-fixtures';

const ME = 1;
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('merging pages and events of a conversation', () => {
  it('keeps each message once, oldest first, the newer copy winning', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, { body: 'edited' })]);
    expect(ids(merged)).toEqual([1, 2, 3]);
    expect(merged[2]!.body).toBe('edited');
  });

  it('puts an older page (before=) in front and takes its has_more', () => {
    const cached = conversation({ messages: [message(31), message(32)], has_more: true });
    const older = conversation({ messages: [message(29), message(30)], has_more: false });
    const merged = mergeOlderPage(cached, older);
    expect(ids(merged.messages)).toEqual([29, 30, 31, 32]);
    expect(merged.has_more).toBe(false);
  });

  it('adds a catch-up page (after=) behind, keeping older pages, has_more and the furthest read receipt', () => {
    const cached = conversation({ messages: [message(1), message(2)], has_more: true, other_last_read_message_id: 2 });
    const fresh = conversation({
      messages: [message(2), message(3)],
      has_more: false,
      other_last_read_message_id: 1,
      profile: {
        ...card(2, 'Anna'),
        availability: 'available',
        online_recently: true,
        blocked: false,
        blocked_by_me: false,
      },
    });
    const merged = mergeCatchUp(cached, fresh);
    expect(ids(merged.messages)).toEqual([1, 2, 3]);
    expect(merged.has_more).toBe(true);
    expect(merged.other_last_read_message_id).toBe(2);
    expect(merged.profile).toMatchObject({ online_recently: true });
  });

  it('adds a realtime message once, even when the send answer brings it again', () => {
    const once = addMessage(conversation({ messages: [message(1)] }), message(2));
    expect(ids(addMessage(once, message(2)).messages)).toEqual([1, 2]);
  });

  it('gives a conversation opened by member its id with the first message', () => {
    const byMember = conversation({ conversation: null });
    expect(isConversationOf(byMember, 9, 2)).toBe(true);
    expect(isConversationOf(byMember, 9, 3)).toBe(false);
    expect(addMessage(byMember, message(1, { conversation_id: 9 })).conversation).toEqual({ id: 9 });
    expect(isConversationOf(conversation(), 7, null)).toBe(true);
    expect(isConversationOf(conversation(), 8, 2)).toBe(false);
  });

  it('only moves read receipts forward', () => {
    const cached = conversation({ other_last_read_message_id: 5 });
    expect(setOtherRead(cached, 4)).toBe(cached);
    expect(setOtherRead(cached, 6).other_last_read_message_id).toBe(6);
  });
});

describe('the chats list following messages, reads and removals', () => {
  const list = chats([chat(1, { num_unread_messages: 2, last_message: message(5, { conversation_id: 1 }) }), chat(7)]);

  it('moves a conversation to the top with an incoming message, counted unread, taking the server total', () => {
    const incoming = message(9, { conversation_id: 7, sender_id: 70 });
    const updated = applyMessageToChats(list, incoming, { ownProfileId: ME, unreadTotal: 3, readNow: false })!;
    expect(updated.chats.map((entry) => entry.conversation.id)).toEqual([7, 1]);
    expect(updated.chats[0]!.num_unread_messages).toBe(1);
    expect(updated.chats[0]!.last_message?.id).toBe(9);
    expect(updated.chats[0]!.last_message_at).toBe(incoming.created_at);
    expect(updated.unread_total).toBe(3);
  });

  it('does not count a message the member reads right now', () => {
    const incoming = message(9, { conversation_id: 1, sender_id: 10 });
    const updated = applyMessageToChats(list, incoming, { ownProfileId: ME, unreadTotal: 3, readNow: true })!;
    expect(updated.chats[0]!.num_unread_messages).toBe(0);
    expect(updated.unread_total).toBe(0);
  });

  it('treats the member’s own message as reading the conversation', () => {
    const own = message(9, { conversation_id: 1, sender_id: ME });
    const updated = applyMessageToChats(list, own, { ownProfileId: ME, readNow: false })!;
    expect(updated.chats[0]!.num_unread_messages).toBe(0);
    expect(updated.unread_total).toBe(0);
  });

  it('counts a message once when the socket and a refetch both bring it', () => {
    const again = message(5, { conversation_id: 1, sender_id: 10 });
    const updated = applyMessageToChats(list, again, { ownProfileId: ME, readNow: false })!;
    expect(updated.chats[0]!.num_unread_messages).toBe(2);
    expect(updated.chats.map((entry) => entry.conversation.id)).toEqual([1, 7]);
  });

  it('answers null for a conversation not in the list', () => {
    expect(applyMessageToChats(list, message(9, { conversation_id: 99 }), { ownProfileId: ME, readNow: false })).toBe(
      null,
    );
  });

  it('reads a conversation: its count to zero and the total down, or to the server total', () => {
    expect(markChatRead(list, 1)).toMatchObject({ unread_total: 0 });
    expect(markChatRead(list, 1).chats[0]!.num_unread_messages).toBe(0);
    expect(markChatRead(list, 1, 4).unread_total).toBe(4);
  });

  it('removes a conversation with its unread messages', () => {
    const removed = removeChatEntry(list, 1);
    expect(removed.chats.map((entry) => entry.conversation.id)).toEqual([7]);
    expect(removed.unread_total).toBe(0);
    expect(removeChatEntry(list, 99)).toBe(list);
  });
});
