import { FREE_MEMBER_CONVERSATION_LIMIT } from '@app/shared';
import type { Queryable } from '../db/database';
import { countStartedConversations } from './chat.queries';
import type { TChatter } from './chatter';

type TLimited = Pick<TChatter, 'paidUser' | 'profileId'>;

/**
 * Whether a free member may not write here because it would start one conversation too many (spec
 * points 1 and 6), given how many they started (`startedConversationsCount`). The send reads that count
 * in its one query and refuses; the conversation call asks below, so the app closes the composer before
 * anything is typed: the rule lives here alone.
 */
export function freeChatLimitReachedWith(chatter: TLimited, conversationId: number | null, started: number | null) {
  if (conversationId !== null || chatter.paidUser) return false;
  return Number(started ?? 0) >= FREE_MEMBER_CONVERSATION_LIMIT;
}

export async function freeChatLimitReached(
  db: Queryable,
  chatter: TLimited,
  conversationId: number | null,
): Promise<boolean> {
  if (conversationId !== null || chatter.paidUser) return false;
  return freeChatLimitReachedWith(chatter, conversationId, await countStartedConversations(db, chatter.profileId));
}
