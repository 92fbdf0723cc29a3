import type { TGift, TMessage } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { createStore } from '../../lib/store';

/** A photo uploaded for a chat (POST /api/chat-photos.php), ready to send. */
export interface TChatPhoto {
  id: number;
  filename: string;
  thumb_filename: string;
}

/** What the member sends: a text, a gift from the catalogue, or a photo they uploaded. */
export type TDraft =
  { kind: 'text'; body: string } | { kind: 'gift'; gift: TGift } | { kind: 'photo'; photo: TChatPhoto };

/** Why a send failed, so the conversation can offer the way out (buy credits, premium, activation). */
export type TSendFailure =
  | { reason: 'insufficient_credits'; needed: number | null }
  | { reason: 'free_chat_limit' }
  | { reason: 'email_not_confirmed' }
  | { reason: 'blocked' }
  | { reason: 'message_too_long'; max: number | null }
  /** The site refuses contact details in messages: the text goes back to the composer with the reason. */
  | { reason: 'contact_details' }
  /** Sent too fast (429): the message waits, failed, with its text, until the member sends it again. */
  | { reason: 'chat_rate_limited'; retryAfter: number | null }
  | { reason: 'network' }
  | { reason: 'other' };

interface TOutgoingBase {
  /** The Idempotency-Key: made once per message and reused by every retry, so it is never charged twice. */
  key: string;
  /** Where it goes: a conversation key (see `targetKey`); it moves along when the conversation starts. */
  target: string;
  draft: TDraft;
  createdAt: string;
}

/**
 * A message on its way out. Sent ones leave the outbox: the conversation then shows the server's message.
 * pending -> sent (removed) | failed; failed -> pending (retry, same key) | removed (discarded).
 */
export type TOutgoing =
  | (TOutgoingBase & { state: 'pending' })
  | (TOutgoingBase & { state: 'failed'; failure: TSendFailure; message: string | null });

export type TOutboxAction =
  | { type: 'queue'; item: TOutgoingBase }
  | { type: 'fail'; key: string; failure: TSendFailure; message: string | null }
  | { type: 'retry'; key: string }
  | { type: 'sent'; key: string }
  | { type: 'discard'; key: string }
  | { type: 'move'; from: string; to: string };

export function outboxReducer(items: readonly TOutgoing[], action: TOutboxAction): TOutgoing[] {
  switch (action.type) {
    case 'queue':
      if (items.some((item) => item.key === action.item.key)) return [...items];
      return [...items, { ...action.item, state: 'pending' }];
    case 'fail':
      return items.map((item) =>
        item.key === action.key && item.state === 'pending'
          ? { ...item, state: 'failed', failure: action.failure, message: action.message }
          : item,
      );
    case 'retry':
      return items.map((item) => {
        if (item.key !== action.key || item.state !== 'failed') return item;
        const { failure: _failure, message: _message, ...rest } = item;
        return { ...rest, state: 'pending' };
      });
    case 'sent':
    case 'discard':
      return items.filter((item) => item.key !== action.key);
    case 'move':
      return items.map((item) => (item.target === action.from ? { ...item, target: action.to } : item));
  }
}

/** The key of a conversation's outbox and caches: by conversation id, or by member before the first message. */
export function targetKey(by: 'conversation' | 'member', id: number): string {
  return `${by === 'conversation' ? 'c' : 'm'}:${id}`;
}

/**
 * The pending message a message of the member's own is the echo of: the socket may bring it before the
 * send's answer does. The server names the send's Idempotency-Key (`clientKey`) to this member's tabs;
 * without it (another device, an older server) the same conversation and the same content decide.
 */
export function pendingEchoOf(items: readonly TOutgoing[], message: TMessage, clientKey?: string): TOutgoing | null {
  if (clientKey) return items.find((item) => item.key === clientKey && item.state === 'pending') ?? null;
  const conversation = targetKey('conversation', message.conversation_id);
  const same = (draft: TDraft) =>
    draft.kind === message.kind &&
    (draft.kind === 'text'
      ? draft.body.trim() === message.body
      : draft.kind === 'gift'
        ? draft.gift.key === message.gift?.key
        : draft.photo.filename === message.photo?.filename);
  const found = items.find(
    (item) =>
      item.state === 'pending' && (item.target === conversation || item.target.startsWith('m:')) && same(item.draft),
  );
  return found ?? null;
}

/** A failed send as a reason the conversation explains; the server's translated message where it has one. */
export function classifySendError(error: unknown): { failure: TSendFailure; message: string | null } {
  if (!(error instanceof ApiError)) return { failure: { reason: 'network' }, message: null };
  const message = error.status < 500 ? error.message : null;
  switch (error.code) {
    case 'insufficient_credits':
      return { failure: { reason: 'insufficient_credits', needed: error.body.needed ?? null }, message };
    case 'free_chat_limit':
    case 'email_not_confirmed':
    case 'blocked':
      return { failure: { reason: error.code }, message };
    case 'chat_rate_limited': {
      const retryAfter = error.body.retry_after;
      return {
        failure: { reason: 'chat_rate_limited', retryAfter: typeof retryAfter === 'number' ? retryAfter : null },
        message,
      };
    }
    case 'contact_details':
      return { failure: { reason: 'contact_details' }, message };
    case 'message_too_long': {
      const max = error.body.max;
      return { failure: { reason: 'message_too_long', max: typeof max === 'number' ? max : null }, message };
    }
    default:
      return { failure: error.status >= 500 ? { reason: 'network' } : { reason: 'other' }, message };
  }
}

/** A fresh Idempotency-Key; outside a secure context (plain http) without randomUUID, from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Every message on its way out, across conversations: they survive leaving and reopening a conversation. */
export const outboxStore = createStore<TOutgoing[]>([]);

export function dispatchOutbox(action: TOutboxAction): void {
  outboxStore.set((items) => outboxReducer(items, action));
}
