import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChatsResponse, TMessagesResponse, TUser } from '@app/shared';
import { queryKeys } from '../../../lib/query-keys';
import { chat, chats, conversation, message } from '../test-fixtures';
import { dispatchOutbox, outboxStore } from '../outbox';
import { clearTyping, typingStore } from '../typing';
import { applyRealtimeEvent } from './realtime-events';

const ME = 1;

function setup(readingNow = false) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.chats, chats([chat(7, { profile: { ...chat(7).profile, id: 2 } }), chat(8)]));
  queryClient.setQueryData(queryKeys.conversation('conversation', 7), conversation({ messages: [message(1)] }));
  queryClient.setQueryData(queryKeys.user, { credits: 10, profile: { id: ME } } as TUser);
  const onMatch = vi.fn();
  const context = { ownProfileId: ME, isReadingNow: () => readingNow, onMatch, openConversationId: () => 7 };
  const apply = (event: Parameters<typeof applyRealtimeEvent>[1]) => applyRealtimeEvent(queryClient, event, context);
  const list = () => queryClient.getQueryData<TChatsResponse>(queryKeys.chats)!;
  const open = () => queryClient.getQueryData<TMessagesResponse>(queryKeys.conversation('conversation', 7))!;
  return { queryClient, apply, list, open, onMatch };
}

afterEach(() => clearTyping(7));

describe('realtime events in the caches', () => {
  it('a message joins its conversation once, tops the list and sets the unread total', () => {
    const { apply, list, open } = setup();
    const event = { type: 'message' as const, message: message(2, { sender_id: 2 }), unread_total: 1 };
    apply(event);
    apply(event);
    expect(open().messages.map((item) => item.id)).toEqual([1, 2]);
    expect(list().chats[0]).toMatchObject({ conversation: { id: 7 }, num_unread_messages: 1 });
    expect(list().unread_total).toBe(1);
  });

  it('a message the member reads right now is not counted unread', () => {
    const { apply, list } = setup(true);
    apply({ type: 'message', message: message(2, { sender_id: 2 }), unread_total: 1 });
    expect(list().unread_total).toBe(0);
  });

  it('a message from a new conversation fetches the list again, with the total at once', () => {
    const { apply, list, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    apply({ type: 'message', message: message(3, { conversation_id: 99, sender_id: 5 }), unread_total: 4 });
    expect(list().unread_total).toBe(4);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.chats });
  });

  it('read receipts: the other member’s move the receipt, the member’s own set the total', () => {
    const { apply, list, open } = setup();
    apply({ type: 'read', conversation_id: 7, reader_id: 2, last_read_message_id: 1 });
    expect(open().other_last_read_message_id).toBe(1);
    apply({ type: 'message', message: message(2, { sender_id: 2 }), unread_total: 1 });
    apply({ type: 'read', conversation_id: 7, reader_id: ME, last_read_message_id: 2, unread_total: 0 });
    expect(list().unread_total).toBe(0);
    expect(list().chats[0]!.num_unread_messages).toBe(0);
  });

  it('the echo of a first message still being sent settles it and starts the conversation opened by member', () => {
    const { apply, queryClient } = setup();
    queryClient.setQueryData(
      queryKeys.conversation('member', 5),
      conversation({ conversation: null, profile: { ...conversation().profile, id: 5 } }),
    );
    const draft = { kind: 'text' as const, body: 'Hello you' };
    dispatchOutbox({ type: 'queue', item: { key: 'echo-1', target: 'm:5', draft, createdAt: '2026-11-20T12:00:00Z' } });
    apply({
      type: 'message',
      message: message(3, { conversation_id: 12, sender_id: ME, body: 'Hello you' }),
      unread_total: 0,
    });
    expect(outboxStore.get().some((item) => item.key === 'echo-1')).toBe(false);
    const byMember = queryClient.getQueryData<TMessagesResponse>(queryKeys.conversation('member', 5))!;
    expect(byMember.conversation).toEqual({ id: 12 });
    expect(byMember.messages.map((item) => item.id)).toEqual([3]);
  });

  it('typing shows for a while, until a message comes', () => {
    const { apply } = setup();
    apply({ type: 'typing', conversation_id: 7, profile_id: 2 });
    expect(typingStore.get()[7]).toBe(true);
    apply({ type: 'message', message: message(2, { sender_id: 2 }), unread_total: 1 });
    expect(typingStore.get()[7]).toBeUndefined();
  });

  it('credits update the member; a removed chat leaves the list; a match opens the modal', () => {
    const { apply, list, queryClient, onMatch } = setup();
    apply({ type: 'credits', credits: 3 });
    expect(queryClient.getQueryData<TUser>(queryKeys.user)!.credits).toBe(3);
    apply({ type: 'chat_removed', conversation_id: 8 });
    expect(list().chats.map((entry) => entry.conversation.id)).toEqual([7]);
    apply({ type: 'like', profile_id: 5, match: false });
    expect(onMatch).not.toHaveBeenCalled();
    apply({ type: 'like', profile_id: 5, match: true });
    expect(onMatch).toHaveBeenCalledWith(5);
  });

  it('a resync (the server may have missed events) reloads the list and the open conversation', () => {
    const { apply, queryClient } = setup();
    apply({ type: 'resync' });
    expect(queryClient.getQueryState(queryKeys.chats)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.conversation('conversation', 7))!.isInvalidated).toBe(true);
  });
});
