import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  classifySendError,
  newIdempotencyKey,
  outboxReducer,
  pendingEchoOf,
  targetKey,
  type TOutgoing,
} from './outbox';
import { message } from './test-fixtures';
import { sendBody } from './send-message';

const base = {
  key: 'k1',
  target: 'm:5',
  draft: { kind: 'text' as const, body: 'Hi' },
  createdAt: '2026-11-24T10:00:00Z',
};
const failure = { reason: 'insufficient_credits' as const, needed: 1 };

describe('the outbox: pending, sent or failed, retried with the same key', () => {
  it('queues a message as pending, once per key', () => {
    const queued = outboxReducer([], { type: 'queue', item: base });
    expect(queued).toEqual([{ ...base, state: 'pending' }]);
    expect(outboxReducer(queued, { type: 'queue', item: base })).toHaveLength(1);
  });

  it('marks a pending message failed with the reason, and a retry makes it pending again with the same key', () => {
    const pending: TOutgoing[] = [{ ...base, state: 'pending' }];
    const failed = outboxReducer(pending, { type: 'fail', key: 'k1', failure, message: 'Buy credits' });
    expect(failed[0]).toEqual({ ...base, state: 'failed', failure, message: 'Buy credits' });
    const retried = outboxReducer(failed, { type: 'retry', key: 'k1' });
    expect(retried[0]).toEqual({ ...base, state: 'pending' });
    expect(retried[0]!.key).toBe('k1');
  });

  it('ignores transitions that do not apply', () => {
    const pending: TOutgoing[] = [{ ...base, state: 'pending' }];
    expect(outboxReducer(pending, { type: 'retry', key: 'k1' })).toEqual(pending);
    const failed = outboxReducer(pending, { type: 'fail', key: 'k1', failure, message: null });
    expect(outboxReducer(failed, { type: 'fail', key: 'k1', failure: { reason: 'other' }, message: 'x' })).toEqual(
      failed,
    );
  });

  it('drops a message once sent or discarded', () => {
    const pending: TOutgoing[] = [
      { ...base, state: 'pending' },
      { ...base, key: 'k2', state: 'pending' },
    ];
    expect(outboxReducer(pending, { type: 'sent', key: 'k1' }).map((item) => item.key)).toEqual(['k2']);
    expect(outboxReducer(pending, { type: 'discard', key: 'k2' }).map((item) => item.key)).toEqual(['k1']);
  });

  it('moves messages to the conversation once the first message started it', () => {
    const pending: TOutgoing[] = [
      { ...base, state: 'pending' },
      { ...base, key: 'k2', target: 'c:3', state: 'pending' },
    ];
    const moved = outboxReducer(pending, { type: 'move', from: 'm:5', to: 'c:9' });
    expect(moved.map((item) => item.target)).toEqual(['c:9', 'c:3']);
  });
});

describe('the echo of a message still being sent', () => {
  const pending = (key: string, target: string, body: string): TOutgoing => ({
    ...base,
    key,
    target,
    draft: { kind: 'text', body },
    state: 'pending',
  });

  it('is the oldest pending message with the same content in that conversation, or one addressed to a member', () => {
    const items = [pending('a', 'c:8', 'Hi'), pending('b', 'c:7', ' Hi '), pending('c', 'c:7', 'Hi')];
    expect(pendingEchoOf(items, message(1, { conversation_id: 7, body: 'Hi' }))?.key).toBe('b');
    expect(pendingEchoOf([pending('d', 'm:5', 'Hi')], message(1, { conversation_id: 7, body: 'Hi' }))?.key).toBe('d');
    expect(pendingEchoOf(items, message(1, { conversation_id: 7, body: 'Hello' }))).toBeNull();
    const failed = outboxReducer(items, { type: 'fail', key: 'b', failure: { reason: 'network' }, message: null });
    expect(pendingEchoOf(failed, message(1, { conversation_id: 7, body: 'Hi' }))?.key).toBe('c');
  });

  it('matches gifts by key and photos by file', () => {
    const gift = { key: 'rose', name: 'Rose', image: 'gifts/rose.svg', credits: 3 };
    const items: TOutgoing[] = [{ ...base, target: 'c:7', draft: { kind: 'gift', gift }, state: 'pending' }];
    const sent = message(1, {
      conversation_id: 7,
      kind: 'gift',
      body: '',
      gift: { key: 'rose', name: 'Rose', image: '' },
    });
    expect(pendingEchoOf(items, sent)?.key).toBe('k1');
    expect(pendingEchoOf(items, { ...sent, kind: 'text', gift: null })).toBeNull();
  });
});

describe('sending', () => {
  it('names the target by conversation, or by member before the first message', () => {
    expect(targetKey('conversation', 9)).toBe('c:9');
    expect(targetKey('member', 5)).toBe('m:5');
    expect(sendBody('c:9', { kind: 'text', body: 'Hi' })).toEqual({ conversation: 9, kind: 'text', body: 'Hi' });
    const gift = { key: 'rose', name: 'Rose', image: 'gifts/rose.svg', credits: 3 };
    expect(sendBody('m:5', { kind: 'gift', gift })).toEqual({ to: 5, kind: 'gift', body: '', gift: 'rose' });
    const photo = { id: 4, filename: 'a.jpg', thumb_filename: 'a-t.jpg' };
    expect(sendBody('c:9', { kind: 'photo', photo })).toEqual({ conversation: 9, kind: 'photo', body: '', photo: 4 });
  });

  it('makes keys the server accepts (8 to 100 of A-Z, a-z, 0-9, _ and -), different each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('explains each refusal by its code, with the server’s message', () => {
    const error = (status: number, code: string, body = {}) => new ApiError(status, code, `text ${code}`, body);
    expect(classifySendError(error(402, 'insufficient_credits', { needed: 2 }))).toEqual({
      failure: { reason: 'insufficient_credits', needed: 2 },
      message: 'text insufficient_credits',
    });
    expect(classifySendError(error(403, 'free_chat_limit')).failure).toEqual({ reason: 'free_chat_limit' });
    expect(classifySendError(error(403, 'email_not_confirmed')).failure).toEqual({ reason: 'email_not_confirmed' });
    expect(classifySendError(error(403, 'blocked')).failure).toEqual({ reason: 'blocked' });
    expect(classifySendError(error(400, 'message_too_long', { max: 1000 })).failure).toEqual({
      reason: 'message_too_long',
      max: 1000,
    });
    expect(classifySendError(error(429, 'chat_rate_limited', { retry_after: 2 }))).toEqual({
      failure: { reason: 'chat_rate_limited', retryAfter: 2 },
      message: 'text chat_rate_limited',
    });
    expect(classifySendError(error(503, 'internal_error'))).toEqual({ failure: { reason: 'network' }, message: null });
    expect(classifySendError(new TypeError('Failed to fetch'))).toEqual({
      failure: { reason: 'network' },
      message: null,
    });
    expect(classifySendError(error(404, 'not_found')).failure).toEqual({ reason: 'other' });
  });
});
