import {
  RISK_BURST_MIN_FIRST_MESSAGES,
  RISK_BURST_MINUTES,
  RISK_NEW_ACCOUNT_HOURS,
  RISK_SAME_FIRST_MESSAGE_HOURS,
  RISK_SAME_FIRST_MESSAGE_MIN_LENGTH,
  RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS,
  RISK_UNANSWERED_HOURS,
  RISK_UNANSWERED_MAX_ANSWERED_SHARE,
  RISK_UNANSWERED_MIN_FIRST_MESSAGES,
  type TRiskBehaviourKind,
} from '@app/shared';
import { riskText } from './risk-text';

/** A conversation the member started: its first message, and whether the other member wrote back. */
export interface TStartedConversation {
  firstMessageId: number;
  body: string;
  createdAt: Date;
  answered: boolean;
}

export interface TBehaviourFinding {
  kind: TRiskBehaviourKind;
  /** The first messages behind it, newest first (at most 20). */
  messageIds: number[];
  count: number;
  /** The repeated text, or the newest first message. */
  excerpt: string;
}

const HOUR_MS = 3_600_000;
const MESSAGES_KEPT = 20;

/** A first message as compared: folded, letters and digits only, one space between words. */
export function sameMessageKey(body: string): string {
  return riskText(body)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The patterns in how a member started conversations (newest first, those since the last decision): the same
 * first message to many members within a day, many first messages hardly anyone answered, and a new account
 * that starts many conversations within an hour. Conversations between them are one each, so a count of
 * conversations is a count of members.
 */
export function findBehaviour(
  started: readonly TStartedConversation[],
  signedUpAt: Date,
  now: Date,
): TBehaviourFinding[] {
  const findings: TBehaviourFinding[] = [];
  const within = (hours: number) =>
    started.filter((entry) => entry.createdAt.getTime() > now.getTime() - hours * HOUR_MS);
  const finding = (kind: TRiskBehaviourKind, entries: readonly TStartedConversation[]): TBehaviourFinding => ({
    kind,
    messageIds: entries.slice(0, MESSAGES_KEPT).map((entry) => entry.firstMessageId),
    count: entries.length,
    excerpt: entries[0]?.body ?? '',
  });

  const byText = new Map<string, TStartedConversation[]>();
  for (const entry of within(RISK_SAME_FIRST_MESSAGE_HOURS)) {
    const key = sameMessageKey(entry.body);
    if (key.length < RISK_SAME_FIRST_MESSAGE_MIN_LENGTH) continue;
    byText.set(key, [...(byText.get(key) ?? []), entry]);
  }
  const repeated = [...byText.values()].sort((a, b) => b.length - a.length)[0];
  if (repeated && repeated.length >= RISK_SAME_FIRST_MESSAGE_MIN_MEMBERS)
    findings.push(finding('same_first_message', repeated));

  const recent = within(RISK_UNANSWERED_HOURS);
  const answered = recent.filter((entry) => entry.answered).length;
  if (
    recent.length >= RISK_UNANSWERED_MIN_FIRST_MESSAGES &&
    answered <= recent.length * RISK_UNANSWERED_MAX_ANSWERED_SHARE
  )
    findings.push(
      finding(
        'unanswered_first_messages',
        recent.filter((entry) => !entry.answered),
      ),
    );

  // A new account's busiest hour: the most conversations started within RISK_BURST_MINUTES of one another.
  const young = started
    .filter((entry) => entry.createdAt.getTime() - signedUpAt.getTime() < RISK_NEW_ACCOUNT_HOURS * HOUR_MS)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let busiest: TStartedConversation[] = [];
  for (let first = 0, last = 0; last < young.length; last += 1) {
    while (young[last]!.createdAt.getTime() - young[first]!.createdAt.getTime() >= RISK_BURST_MINUTES * 60_000)
      first += 1;
    if (last - first + 1 > busiest.length) busiest = young.slice(first, last + 1);
  }
  if (busiest.length >= RISK_BURST_MIN_FIRST_MESSAGES) findings.push(finding('new_account_burst', busiest.reverse()));
  return findings;
}
