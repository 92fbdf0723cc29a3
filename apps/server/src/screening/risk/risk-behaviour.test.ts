import { describe, expect, it } from 'vitest';
import {
  RISK_BURST_MIN_FIRST_MESSAGES,
  RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS,
  RISK_UNANSWERED_MIN_FIRST_MESSAGES,
} from '@app/shared';
import { findBehaviour, sameMessageKey, type TStartedConversation } from './risk-behaviour';
import { riskScore } from './risk-score';

const NOW = new Date('2030-06-01T12:00:00Z');
const LONG_AGO = new Date('2029-01-01T00:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** `count` conversations started `every` minutes apart, the newest first, `answered` of them answered. */
function started(count: number, { every = 1, body = (i: number) => `Hello number ${i}`, answered = 0 } = {}) {
  return Array.from({ length: count }, (_, i): TStartedConversation => ({
    firstMessageId: 100 - i,
    body: body(i),
    createdAt: minutesAgo(i * every),
    answered: i < answered,
  }));
}
const kinds = (list: TStartedConversation[], signedUpAt = LONG_AGO) =>
  findBehaviour(list, signedUpAt, NOW).map((finding) => finding.kind);

describe('behaviour signals', () => {
  it('finds the same first message to many members, folded, but not a short greeting', () => {
    const same = (i: number) => (i % 2 ? 'Hello dear, you look LOVELY!!' : 'hello  dear you look lovely');
    expect(kinds(started(RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS, { body: same, answered: 5 }))).toEqual([
      'same_first_message',
    ]);
    expect(kinds(started(RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS - 1, { body: same, answered: 5 }))).toEqual([]);
    expect(kinds(started(20, { body: () => 'Hi!', answered: 20 }))).toEqual([]);
    // Older than a day: no longer counted.
    expect(kinds(started(RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS, { body: same, every: 400, answered: 5 }))).toEqual([]);
    expect(sameMessageKey('Hi, Anna! 😊')).toBe('hi anna');
  });

  it('finds many first messages hardly anyone answered', () => {
    const many = RISK_UNANSWERED_MIN_FIRST_MESSAGES;
    expect(kinds(started(many, { every: 60 }))).toEqual(['unanswered_first_messages']);
    expect(kinds(started(many, { every: 60, answered: 1 }))).toEqual(['unanswered_first_messages']);
    expect(kinds(started(many, { every: 60, answered: 2 }))).toEqual([]);
    expect(kinds(started(many - 1, { every: 60 }))).toEqual([]);
    const [finding] = findBehaviour(started(many, { every: 60, answered: 1 }), LONG_AGO, NOW);
    expect(finding).toMatchObject({ count: many - 1, messageIds: expect.not.arrayContaining([100]) });
  });

  it('finds a new account starting many conversations within an hour, not an older one or a slower pace', () => {
    const burst = started(RISK_BURST_MIN_FIRST_MESSAGES, { every: 5, answered: 8 });
    expect(kinds(burst, minutesAgo(120))).toEqual(['new_account_burst']);
    expect(kinds(burst, LONG_AGO)).toEqual([]);
    expect(kinds(started(RISK_BURST_MIN_FIRST_MESSAGES, { every: 9, answered: 8 }), minutesAgo(120))).toEqual([]);
  });
});

describe('the risk score', () => {
  it('counts a term category fully once, half for each further message, at most twice; a behaviour once', () => {
    expect(riskScore([])).toBe(0);
    expect(riskScore([{ kind: 'money_request', items: 1 }])).toBe(30);
    expect(riskScore([{ kind: 'money_request', items: 2 }])).toBe(45);
    expect(riskScore([{ kind: 'money_request', items: 9 }])).toBe(60);
    expect(riskScore([{ kind: 'same_first_message', items: 3 }])).toBe(40);
    expect(
      riskScore([
        { kind: 'threat', items: 3 },
        { kind: 'slur', items: 2 },
      ]),
    ).toBe(100);
  });
});
