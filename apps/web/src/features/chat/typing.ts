import type { TClientEvent } from '@app/shared';
import { createStore } from '../../lib/store';

/** How long "… is typing" stays after the last notice. */
export const TYPING_SHOWN_MS = 4_000;
/** A typing member tells the other at most this often (the server drops more). */
export const TYPING_SEND_INTERVAL_MS = 2_000;

/** Conversations where the other member is typing right now, by conversation id. */
export const typingStore = createStore<Readonly<Record<number, true>>>({});
const hideTimers = new Map<number, ReturnType<typeof setTimeout>>();

export function showTyping(conversationId: number): void {
  clearTimeout(hideTimers.get(conversationId));
  hideTimers.set(
    conversationId,
    setTimeout(() => clearTyping(conversationId), TYPING_SHOWN_MS),
  );
  if (!typingStore.get()[conversationId]) typingStore.set((typing) => ({ ...typing, [conversationId]: true }));
}

/** A message arrived, or the time ran out: no longer typing. */
export function clearTyping(conversationId: number): void {
  clearTimeout(hideTimers.get(conversationId));
  hideTimers.delete(conversationId);
  if (!typingStore.get()[conversationId]) return;
  typingStore.set((typing) => {
    const { [conversationId]: _gone, ...rest } = typing;
    return rest;
  });
}

export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_SEND_INTERVAL_MS;
}

/** The open realtime channel, when there is one: the conversation sends its typing notices through it. */
let sendOnSocket: ((event: TClientEvent) => boolean) | null = null;
export function setRealtimeSender(send: ((event: TClientEvent) => boolean) | null): void {
  sendOnSocket = send;
}

const lastSent = new Map<number, number>();
/** "I am typing" to the other member of a conversation, at most every two seconds. */
export function sendTyping(conversationId: number, now = Date.now()): void {
  if (!sendOnSocket || !shouldSendTyping(lastSent.get(conversationId) ?? null, now)) return;
  if (sendOnSocket({ type: 'typing', conversation_id: conversationId })) lastSent.set(conversationId, now);
}
