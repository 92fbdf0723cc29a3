import { FREE_MEMBER_CONVERSATION_LIMIT } from '@app/shared';
import type { TChatter } from './chatter';

type TLimited = Pick<TChatter, 'paidUser' | 'profileId'>;

/**
 * Whether a free member may not write here because it would start one conversation too many (spec
 * points 1 and 6), given how many they started (`startedConversationsCount`). The send reads that count
 * in its one query and refuses; the conversation call asks too (getMessages), so the app closes the composer before
 * anything is typed: the rule lives here alone.
 */
export function freeChatLimitReachedWith(chatter: TLimited, conversationId: number | null, started: number | null) {
  if (conversationId !== null || chatter.paidUser) return false;
  return Number(started ?? 0) >= FREE_MEMBER_CONVERSATION_LIMIT;
}
