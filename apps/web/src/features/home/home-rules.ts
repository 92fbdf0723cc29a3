import type { TLikesResponse } from '@app/shared';
import { likeLists, type TLikeListItem } from '../likes/likes-lists';
import type { TRouteName } from '../../routes';

/** How many members each section of the home shows; the section's link leads to the rest. */
export const HOME_LIKES_SHOWN = 8;
export const HOME_MATCHES_SHOWN = 8;
export const HOME_CHATS_SHOWN = 4;
export const HOME_SUGGESTIONS_SHOWN = 6;

/** Who liked the member: the likes not seen yet first, newest first within each group. */
export function likesUnseenFirst(answer: TLikesResponse): TLikeListItem[] {
  // likeLists sorts newest first and sort is stable, so this keeps that order inside each group.
  return [...likeLists(answer).received].sort((a, b) => Number(b.isNew) - Number(a.isNew));
}

export type THomeAction = { to: TRouteName; label: 'home.ctaLikes' | 'home.ctaChats' | 'home.ctaDiscover' };

/**
 * The home's one primary call to action: what waits for the member first (someone new who likes them,
 * then unread messages), otherwise finding someone new.
 */
export function primaryAction(counts: { newLikes: number; unreadMessages: number }): THomeAction {
  if (counts.newLikes > 0) return { to: 'likes', label: 'home.ctaLikes' };
  if (counts.unreadMessages > 0) return { to: 'chats', label: 'home.ctaChats' };
  return { to: 'swipe-game', label: 'home.ctaDiscover' };
}
